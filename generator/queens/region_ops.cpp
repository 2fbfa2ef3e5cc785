// Cell moves between Queens regions that keep a planted solution valid (see region_ops.hpp).
#include "generator/queens/region_ops.hpp"

#include <algorithm>
#include <array>

namespace dg::queens {

namespace {

constexpr int kDr[] = {-1, 1, 0, 0};
constexpr int kDc[] = {0, 0, -1, 1};

// Per-thread scratch buffers: the repair loop calls these helpers tens of times per map, and
// allocating them each time cost ~15% of an 8x8 map (perf). Contents never outlive a call.
std::vector<char>& scratch_marks(std::size_t size, char fill) {
  thread_local std::vector<char> marks;
  marks.assign(size, fill);
  return marks;
}
std::vector<int>& scratch_stack() {
  thread_local std::vector<int> stack;
  stack.clear();
  return stack;
}
std::vector<int>& scratch_ints(std::size_t size, int fill) {
  thread_local std::vector<int> ints;
  ints.assign(size, fill);
  return ints;
}

// The 4-neighbours of every cell of an n x n board in kDr/kDc order, -1 where the board ends;
// built once per size and thread. The divisions that found a cell's row and column were a
// visible share of the repair loop's floods (perf, 2026-11-27).
const std::vector<std::array<int, 4>>& neighbour_table(int n) {
  thread_local int size = -1;
  thread_local std::vector<std::array<int, 4>> table;
  if (size != n) {
    size = n;
    table.assign(static_cast<std::size_t>(n * n), {-1, -1, -1, -1});
    for (int i = 0; i < n * n; ++i)
      for (int d = 0; d < 4; ++d) {
        const int rr = i / n + kDr[d], cc = i % n + kDc[d];
        if (rr >= 0 && rr < n && cc >= 0 && cc < n)
          table[static_cast<std::size_t>(i)][static_cast<std::size_t>(d)] = rr * n + cc;
      }
  }
  return table;
}

// Calls f(j) for each 4-neighbour j of cell i.
template <class F>
void for_neighbours(int n, int i, F&& f) {
  for (int j : neighbour_table(n)[static_cast<std::size_t>(i)])
    if (j >= 0) f(j);
}

// Marks (seen = 1) the cells of region `id` reachable from `start` without stepping on `removed`;
// returns how many.
int flood(const Puzzle& p, int id, int start, int removed, std::vector<char>& seen) {
  std::vector<int>& stack = scratch_stack();
  stack.push_back(start);
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
  std::vector<char>& seen = scratch_marks(p.region.size(), 0);
  return flood(p, id, start, removed, seen) == total;
}

namespace {

// True when taking `cell` out of its region provably keeps the region connected, judged from its
// 3x3 neighbourhood alone: the region's cells on the ring of 8 neighbours form arcs (consecutive
// ring cells are 4-adjacent), and all of the cell's 4-neighbours in the region lie on one arc.
// Saves the whole-region flood for most cells (the flood was ~17% of an 8x8 generation).
bool locally_removable(const Puzzle& p, int cell) {
  const int n = p.n, r = cell / n, c = cell % n;
  const int id = p.region[static_cast<std::size_t>(cell)];
  constexpr int kRingR[] = {-1, -1, 0, 1, 1, 1, 0, -1};  // N NE E SE S SW W NW
  constexpr int kRingC[] = {0, 1, 1, 1, 0, -1, -1, -1};
  bool in[8];
  for (int k = 0; k < 8; ++k) {
    const int rr = r + kRingR[k], cc = c + kRingC[k];
    in[k] = rr >= 0 && rr < n && cc >= 0 && cc < n &&
            p.region[static_cast<std::size_t>(rr * n + cc)] == id;
  }
  // Arcs: count ring positions that start an arc; an edge neighbour (even k) in the region marks
  // its arc. One arc holding every edge neighbour in the region means "removable".
  int arcs_with_edges = 0;
  bool all_in = true;
  for (int k = 0; k < 8; ++k) all_in = all_in && in[k];
  if (all_in) return true;
  for (int start = 0; start < 8; ++start) {
    if (!in[start] || in[(start + 7) % 8]) continue;  // not the first cell of an arc
    bool has_edge = false;
    for (int k = start; in[k % 8] && k < start + 8; ++k) has_edge = has_edge || k % 2 == 0;
    arcs_with_edges += has_edge;
  }
  return arcs_with_edges <= 1;
}

}  // namespace

void cells_moving_with(const Puzzle& p, int cell, int anchor, std::vector<int>& out) {
  out.assign(1, cell);
  if (locally_removable(p, cell)) return;
  const int id = p.region[static_cast<std::size_t>(cell)];
  std::vector<char>& seen = scratch_marks(p.region.size(), 0);
  flood(p, id, anchor, cell, seen);
  for (int i = 0; i < p.n * p.n; ++i)
    if (i != cell && p.region[static_cast<std::size_t>(i)] == id &&
        !seen[static_cast<std::size_t>(i)])
      out.push_back(i);
}

std::vector<int> cells_moving_with(const Puzzle& p, int cell, int anchor) {
  std::vector<int> out;
  cells_moving_with(p, cell, anchor, out);
  return out;
}

namespace {

// Adds to `seeds` the pieces of their region cut off from `anchor` when they are taken out.
void add_cut_pieces(const Puzzle& p, std::vector<int>& seeds, int anchor) {
  const int id = p.region[static_cast<std::size_t>(seeds.front())];
  std::vector<char>& seen = scratch_marks(p.region.size(), 0);
  for (int i : seeds) seen[static_cast<std::size_t>(i)] = 2;  // walls for the flood
  std::vector<int>& stack = scratch_stack();
  stack.push_back(anchor);
  seen[static_cast<std::size_t>(anchor)] = 1;
  while (!stack.empty()) {
    const int i = stack.back();
    stack.pop_back();
    for_neighbours(p.n, i, [&](int j) {
      const auto k = static_cast<std::size_t>(j);
      if (seen[k] || p.region[k] != id) return;
      seen[k] = 1;
      stack.push_back(j);
    });
  }
  for (int i = 0; i < p.n * p.n; ++i)
    if (p.region[static_cast<std::size_t>(i)] == id && !seen[static_cast<std::size_t>(i)])
      seeds.push_back(i);
}

bool touches_other_region(const Puzzle& p, int cell) {
  const int id = p.region[static_cast<std::size_t>(cell)];
  bool touches = false;
  for_neighbours(p.n, cell, [&](int j) { touches |= p.region[static_cast<std::size_t>(j)] != id; });
  return touches;
}

}  // namespace

void cells_moving_to_border(const Puzzle& p, int cell, int anchor, std::vector<int>& out) {
  if (touches_other_region(p, cell)) return cells_moving_with(p, cell, anchor, out);
  // Breadth-first search inside the region for the nearest cell on its border.
  const int id = p.region[static_cast<std::size_t>(cell)];
  std::vector<int>& parent = scratch_ints(p.region.size(), -2);
  std::vector<int>& queue = scratch_stack();
  queue.push_back(cell);
  parent[static_cast<std::size_t>(cell)] = -1;
  int end = -1;
  for (std::size_t head = 0; head < queue.size() && end < 0; ++head) {
    const int i = queue[head];
    if (touches_other_region(p, i)) {
      end = i;
      break;
    }
    for_neighbours(p.n, i, [&](int j) {
      const auto k = static_cast<std::size_t>(j);
      if (j == anchor || parent[k] != -2 || p.region[k] != id) return;
      parent[k] = i;
      queue.push_back(j);
    });
  }
  out.clear();
  if (end < 0) return;
  for (int i = end; i >= 0; i = parent[static_cast<std::size_t>(i)]) out.push_back(i);
  std::reverse(out.begin(), out.end());  // out.front() == cell
  add_cut_pieces(p, out, anchor);
}

std::vector<int> cells_moving_to_border(const Puzzle& p, int cell, int anchor) {
  std::vector<int> out;
  cells_moving_to_border(p, cell, anchor, out);
  return out;
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
