// Zip brute-force counter for tiny boards: enumerates every path from number 1 that respects
// walls and never revisits a cell, and keeps the full-length ones that pass check_solution.
// No other pruning, so it checks the pruning of the real counters. Tests only.
#include <algorithm>

#include "solver/zip/counter.hpp"

namespace dg::zip {

namespace {

void extend(const Puzzle& p, const std::vector<std::uint8_t>& blocked, Solution& path,
            std::vector<char>& seen, int limit, Count& result) {
  ++result.nodes;
  if (static_cast<int>(path.size()) == p.cells()) {
    if (check_solution(p, path)) {
      result.solutions.push_back(path);
      ++result.count;
    }
    return;
  }
  const Cell at = path.back();
  const std::uint8_t dirs[] = {kUp, kDown, kLeft, kRight};
  const int dr[] = {-1, 1, 0, 0}, dc[] = {0, 0, -1, 1};
  for (int d = 0; d < 4 && result.count < limit; ++d) {
    if (blocked[static_cast<std::size_t>(p.index(at))] & dirs[d]) continue;
    const Cell next{at.row + dr[d], at.col + dc[d]};
    auto& s = seen[static_cast<std::size_t>(p.index(next))];
    if (s) continue;
    s = 1;
    path.push_back(next);
    extend(p, blocked, path, seen, limit, result);
    path.pop_back();
    s = 0;
  }
}

}  // namespace

Count count_solutions_brute(const Puzzle& p, int limit) {
  Count result;
  const auto blocked = blocked_masks(p);
  std::vector<char> seen(static_cast<std::size_t>(p.cells()), 0);
  Solution path{p.waypoints.front()};
  seen[static_cast<std::size_t>(p.index(path.front()))] = 1;
  extend(p, blocked, path, seen, std::max(limit, 1), result);
  return result;
}

}  // namespace dg::zip
