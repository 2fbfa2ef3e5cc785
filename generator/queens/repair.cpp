// Repairing planted Queens region maps to a unique solution (see random_regions.hpp).
#include <algorithm>

#include "generator/queens/random_regions.hpp"
#include "solver/queens/counter.hpp"

namespace dg::queens {

namespace {

constexpr int kDr[] = {-1, 1, 0, 0};
constexpr int kDc[] = {0, 0, -1, 1};

// True when region `id` stays 4-connected (and non-empty) with cell `removed` taken out.
bool connected_without(const Puzzle& p, int id, int removed) {
  const int n = p.n;
  std::vector<char> seen(static_cast<std::size_t>(n * n), 0);
  std::vector<int> stack;
  int total = 0;
  for (int i = 0; i < n * n; ++i) {
    if (i == removed || p.region[static_cast<std::size_t>(i)] != id) continue;
    if (total++ == 0) {
      stack.push_back(i);
      seen[static_cast<std::size_t>(i)] = 1;
    }
  }
  int reached = 0;
  while (!stack.empty()) {
    int i = stack.back();
    stack.pop_back();
    ++reached;
    for (int d = 0; d < 4; ++d) {
      int r = i / n + kDr[d], c = i % n + kDc[d];
      if (r < 0 || r >= n || c < 0 || c >= n) continue;
      int j = r * n + c;
      if (j == removed || seen[static_cast<std::size_t>(j)] ||
          p.region[static_cast<std::size_t>(j)] != id)
        continue;
      seen[static_cast<std::size_t>(j)] = 1;
      stack.push_back(j);
    }
  }
  return total > 0 && reached == total;
}

// Moves one cell of the rival's queens into a neighbouring region; false when no move is legal.
bool break_rival(Puzzle& p, const Solution& planted, const Solution& rival, Rng& rng) {
  const int n = p.n;
  std::vector<int> rows(static_cast<std::size_t>(n));
  for (int r = 0; r < n; ++r) rows[static_cast<std::size_t>(r)] = r;
  rng.shuffle(rows);
  for (int r : rows) {
    const int c = rival[static_cast<std::size_t>(r)];
    if (planted[static_cast<std::size_t>(r)] == c) continue;  // shared queen: moving it breaks both
    const int cell = r * n + c;
    const int from = p.region[static_cast<std::size_t>(cell)];
    std::vector<int> targets;
    for (int d = 0; d < 4; ++d) {
      int rr = r + kDr[d], cc = c + kDc[d];
      if (rr < 0 || rr >= n || cc < 0 || cc >= n) continue;
      int to = p.region[static_cast<std::size_t>(rr * n + cc)];
      if (to != from) targets.push_back(to);
    }
    if (targets.empty() || !connected_without(p, from, cell)) continue;
    p.region[static_cast<std::size_t>(cell)] =
        targets[static_cast<std::size_t>(rng.below(static_cast<int>(targets.size())))];
    return true;
  }
  return false;
}

}  // namespace

bool repair_to_unique(Puzzle& p, const Solution& planted, Rng& rng, int max_moves) {
  for (int move = 0; move <= max_moves; ++move) {
    Count c = count_solutions(p, 2);
    if (c.count == 1) return true;
    const Solution& rival = c.solutions[0] == planted ? c.solutions[1] : c.solutions[0];
    if (move == max_moves || !break_rival(p, planted, rival, rng)) return false;
  }
  return false;
}

Puzzle unique_puzzle(int n, Rng& rng, Solution* solution) {
  for (;;) {
    Solution planted;
    Puzzle p = planted_puzzle(n, rng, &planted);
    if (repair_to_unique(p, planted, rng)) {
      if (solution) *solution = planted;
      return p;
    }
  }
}

}  // namespace dg::queens
