// Cell moves between Queens regions that keep a planted solution valid (see region_ops.hpp).
#include "generator/queens/region_ops.hpp"

#include <algorithm>

namespace dg::queens {

namespace {

constexpr int kDr[] = {-1, 1, 0, 0};
constexpr int kDc[] = {0, 0, -1, 1};

// Calls f(j) for each 4-neighbour j of cell i.
template <class F>
void for_neighbours(int n, int i, F&& f) {
  const int r = i / n, c = i % n;
  for (int d = 0; d < 4; ++d) {
    const int rr = r + kDr[d], cc = c + kDc[d];
    if (rr >= 0 && rr < n && cc >= 0 && cc < n) f(rr * n + cc);
  }
}

// Marks (seen = 1) the cells of region `id` reachable from `start` without stepping on `removed`;
// returns how many.
int flood(const Puzzle& p, int id, int start, int removed, std::vector<char>& seen) {
  std::vector<int> stack{start};
  seen[static_cast<std::size_t>(start)] = 1;
  int reached = 0;
  while (!stack.empty()) {
    const int i = stack.back();
    stack.pop_back();
    ++reached;
    for_neighbours(p.n, i, [&](int j) {
      const auto k = static_cast<std::size_t>(j);
      if (j == removed || seen[k] || p.region[k] != id) return;
      seen[k] = 1;
      stack.push_back(j);
    });
  }
  return reached;
}

}  // namespace

std::vector<int> planted_cells(const Puzzle& p, const Solution& planted) {
  std::vector<int> cells(static_cast<std::size_t>(p.n), -1);
  for (int r = 0; r < p.n; ++r) {
    const int cell = r * p.n + planted[static_cast<std::size_t>(r)];
    cells[static_cast<std::size_t>(p.region[static_cast<std::size_t>(cell)])] = cell;
  }
  return cells;
}

bool connected_without(const Puzzle& p, int id, int removed) {
  int total = 0, start = -1;
  for (int i = 0; i < p.n * p.n; ++i)
    if (i != removed && p.region[static_cast<std::size_t>(i)] == id) {
      ++total;
      if (start < 0) start = i;
    }
  if (total == 0) return false;
  std::vector<char> seen(p.region.size(), 0);
  return flood(p, id, start, removed, seen) == total;
}

std::vector<int> cells_moving_with(const Puzzle& p, int cell, int anchor) {
  const int id = p.region[static_cast<std::size_t>(cell)];
  std::vector<char> seen(p.region.size(), 0);
  flood(p, id, anchor, cell, seen);
  std::vector<int> moving{cell};
  for (int i = 0; i < p.n * p.n; ++i)
    if (i != cell && p.region[static_cast<std::size_t>(i)] == id &&
        !seen[static_cast<std::size_t>(i)])
      moving.push_back(i);
  return moving;
}

std::vector<int> regions_touching(const Puzzle& p, const std::vector<int>& cells) {
  const int own = p.region[static_cast<std::size_t>(cells.front())];
  std::vector<int> out;
  for (int i : cells)
    for_neighbours(p.n, i, [&](int j) {
      const int id = p.region[static_cast<std::size_t>(j)];
      if (id != own && std::find(out.begin(), out.end(), id) == out.end()) out.push_back(id);
    });
  return out;
}

}  // namespace dg::queens
