// Random Star Battle boards repaired to uniqueness (see star_battle.hpp).
#include "generator/queens/star_battle.hpp"

#include <algorithm>
#include <cstdlib>

#include "solver/queens/counter.hpp"

namespace dg::queens {

namespace {

struct Placer {
  int n, k;
  Rng& rng;
  std::vector<int> in_col = std::vector<int>(static_cast<std::size_t>(n), 0);
  std::vector<std::uint32_t> row_bits = std::vector<std::uint32_t>(static_cast<std::size_t>(n), 0);
  long budget = 20000;

  // Fills rows r.. with k stars each: columns not full, not touching in the row or the row above.
  bool fill(int r) {
    if (r == n) return true;
    if (--budget < 0) return false;
    const std::uint32_t above = r > 0 ? row_bits[static_cast<std::size_t>(r - 1)] : 0;
    const std::uint32_t blocked = above | above << 1 | above >> 1;
    std::vector<std::uint32_t> choices;
    // Every k-subset of free columns, no two adjacent (n <= 30 and k <= 3 keep this small).
    std::vector<int> cols;
    for (int c = 0; c < n; ++c)
      if (!(blocked >> c & 1u) && in_col[static_cast<std::size_t>(c)] < k) cols.push_back(c);
    collect(cols, 0, 0, 0, choices);
    rng.shuffle(choices);
    for (std::uint32_t bits : choices) {
      row_bits[static_cast<std::size_t>(r)] = bits;
      for (int c = 0; c < n; ++c) in_col[static_cast<std::size_t>(c)] += bits >> c & 1u;
      if (fill(r + 1)) return true;
      for (int c = 0; c < n; ++c) in_col[static_cast<std::size_t>(c)] -= bits >> c & 1u;
    }
    row_bits[static_cast<std::size_t>(r)] = 0;
    return false;
  }

  void collect(const std::vector<int>& cols, std::size_t from, int taken, std::uint32_t bits,
               std::vector<std::uint32_t>& out) const {
    if (taken == k) {
      out.push_back(bits);
      return;
    }
    for (std::size_t i = from; i < cols.size(); ++i) {
      const int c = cols[i];
      if (bits & (1u << c >> 1)) continue;  // touches the previous pick
      collect(cols, i + 1, taken + 1, bits | 1u << c, out);
    }
  }
};

// Regions grown from the planted stars, k nearby stars per region.
Puzzle regions_around(int n, int k, const std::vector<Cell>& stars, Rng& rng) {
  std::vector<int> group(stars.size(), -1);
  std::vector<std::size_t> order(stars.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
  rng.shuffle(order);
  int next = 0;
  for (std::size_t i : order) {
    if (group[i] >= 0) continue;
    group[i] = next;
    for (int more = 1; more < k; ++more) {
      std::size_t best = stars.size();
      int best_d = 1 << 30;
      for (std::size_t j = 0; j < stars.size(); ++j) {
        if (group[j] >= 0) continue;
        const int d = std::abs(stars[i].row - stars[j].row) + std::abs(stars[i].col - stars[j].col);
        if (d < best_d) best_d = d, best = j;
      }
      if (best < stars.size()) group[best] = next;
    }
    ++next;
  }
  Puzzle p;
  p.n = p.cols = n;
  p.stars = k;
  p.region.assign(static_cast<std::size_t>(n * n), kHole);
  std::vector<Cell> frontier;
  for (std::size_t i = 0; i < stars.size(); ++i) {
    p.region[static_cast<std::size_t>(stars[i].row * n + stars[i].col)] = group[i];
    frontier.push_back(stars[i]);
  }
  while (!frontier.empty()) {
    const auto at = static_cast<std::size_t>(rng.below(static_cast<int>(frontier.size())));
    const Cell cell = frontier[at];
    frontier[at] = frontier.back();
    frontier.pop_back();
    const int dr[] = {-1, 1, 0, 0}, dc[] = {0, 0, -1, 1};
    for (int d = 0; d < 4; ++d) {
      const int r = cell.row + dr[d], c = cell.col + dc[d];
      if (r < 0 || r >= n || c < 0 || c >= n || p.region_at(r, c) != kHole) continue;
      p.region[static_cast<std::size_t>(r * n + c)] = p.region_at(cell.row, cell.col);
      frontier.push_back({r, c});
    }
  }
  return p;
}

// Every region is 4-connected (the warnings of the model name the others).
bool connected(const Puzzle& p) {
  return warnings(p).empty();
}

// Region `id` stays 4-connected without cell `gone`.
bool connected_without(const Puzzle& p, int id, Cell gone) {
  Puzzle q = p;
  q.region[static_cast<std::size_t>(gone.row * p.cols + gone.col)] = kHole;
  std::vector<Cell> stack;
  int total = 0;
  for (int r = 0; r < p.n; ++r)
    for (int c = 0; c < p.cols; ++c)
      if (q.region_at(r, c) == id && total++ == 0) stack.push_back({r, c});
  int reached = 0;
  std::vector<char> seen(q.region.size(), 0);
  if (!stack.empty()) seen[static_cast<std::size_t>(stack[0].row * p.cols + stack[0].col)] = 1;
  while (!stack.empty()) {
    const Cell at = stack.back();
    stack.pop_back();
    ++reached;
    const int dr[] = {-1, 1, 0, 0}, dc[] = {0, 0, -1, 1};
    for (int d = 0; d < 4; ++d) {
      const int r = at.row + dr[d], c = at.col + dc[d];
      if (r < 0 || r >= p.n || c < 0 || c >= p.cols || q.region_at(r, c) != id) continue;
      auto& s = seen[static_cast<std::size_t>(r * p.cols + c)];
      if (!s) s = 1, stack.push_back({r, c});
    }
  }
  return reached == total;
}

}  // namespace

Solution random_stars(int n, int k, Rng& rng) {
  Placer placer{n, k, rng};
  if (!placer.fill(0)) return {};
  Solution s;
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c)
      if (placer.row_bits[static_cast<std::size_t>(r)] >> c & 1u) s.push_back(c);
  return s;
}

bool star_battle(int n, int k, Rng& rng, Puzzle& p, Solution& planted, int max_moves) {
  do planted = random_stars(n, k, rng);
  while (planted.empty());
  Puzzle shape;
  shape.n = shape.cols = n;
  shape.stars = k;
  shape.region.assign(static_cast<std::size_t>(n * n), 0);
  const std::vector<Cell> stars = queen_cells(shape, planted);
  p = regions_around(n, k, stars, rng);
  if (!connected(p)) return false;
  for (int move = 0; move < max_moves; ++move) {
    Count c = count_solutions(p, 2);
    if (c.count == 1) return true;
    const Solution* rival = nullptr;
    for (const Solution& s : c.solutions)
      if (s != planted) rival = &s;
    if (rival == nullptr) return false;
    std::vector<Cell> movable;
    for (Cell q : queen_cells(p, *rival))
      if (!std::binary_search(stars.begin(), stars.end(), q)) movable.push_back(q);
    const Cell q = movable[static_cast<std::size_t>(rng.below(static_cast<int>(movable.size())))];
    std::vector<int> neighbours;
    const int dr[] = {-1, 1, 0, 0}, dc[] = {0, 0, -1, 1};
    for (int d = 0; d < 4; ++d) {
      const int r = q.row + dr[d], c2 = q.col + dc[d];
      if (r >= 0 && r < n && c2 >= 0 && c2 < n && p.region_at(r, c2) != p.region_at(q.row, q.col))
        neighbours.push_back(p.region_at(r, c2));
    }
    if (neighbours.empty() || !connected_without(p, p.region_at(q.row, q.col), q)) continue;
    p.region[static_cast<std::size_t>(q.row * n + q.col)] =
        neighbours[static_cast<std::size_t>(rng.below(static_cast<int>(neighbours.size())))];
  }
  return false;
}

}  // namespace dg::queens
