// Tango clue pools (see clues.hpp).
#include "generator/tango/clues.hpp"

#include <algorithm>

namespace dg::tango {

CluePool make_pool(const Solution& solution, bool unique_lines) {
  Puzzle shape;
  shape.n = static_cast<int>(solution.size());
  shape.unique_lines = unique_lines;
  return make_pool(solution, shape);
}

CluePool make_pool(const Solution& solution, const Puzzle& shape) {
  CluePool pool;
  pool.unique_lines = shape.unique_lines;
  pool.n = shape.n;
  pool.cols = shape.width();
  pool.solution = solution;
  pool.shape = shape;
  pool.shape.cells.clear();
  pool.base = empty_grid(shape);
  const int n = pool.n, cols = pool.cols;
  auto v = [&](int r, int c) {
    return static_cast<std::int8_t>(
        solution[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)] - '0');
  };
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < cols; ++c) pool.clues.push_back({false, false, v(r, c), {r, c}, {r, c}});
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < cols; ++c)
      for (Cell b : {Cell{r, c + 1}, Cell{r + 1, c}}) {
        if (b.row >= n || b.col >= cols) continue;
        pool.clues.push_back({true, v(r, c) == v(b.row, b.col), 0, {r, c}, b});
      }
  return pool;
}

Grid grid_of(const CluePool& pool, std::span<const int> kept) {
  Grid g = pool.base;
  for (int k : kept) {
    const Clue& c = pool.clues[static_cast<std::size_t>(k)];
    if (!c.sign) {  // into its row and its column; pool clues never clash (one solution)
      const auto row = static_cast<std::size_t>(c.a.row);
      const auto col = static_cast<std::size_t>(pool.n + c.a.col);
      g.known[row] |= Mask{1} << c.a.col;
      g.sun[row] |= Mask(c.value) << c.a.col;
      g.known[col] |= Mask{1} << c.a.row;
      g.sun[col] |= Mask(c.value) << c.a.row;
    } else if (c.a.row == c.b.row) {  // horizontal: row a.row, bit a.col
      (c.equal ? g.equal : g.opposite)[static_cast<std::size_t>(c.a.row)] |= Mask{1} << c.a.col;
    } else {  // vertical: column a.col, bit a.row
      (c.equal ? g.equal : g.opposite)[static_cast<std::size_t>(pool.n + c.a.col)] |= Mask{1}
                                                                                      << c.a.row;
    }
  }
  return g;
}

Puzzle puzzle_of(const CluePool& pool, std::span<const int> kept) {
  Puzzle p;  // the shape's fields one by one: copying its empty vectors showed in the profile
  p.n = pool.n;
  p.cols = pool.shape.cols;
  p.unique_lines = pool.unique_lines;
  if (!pool.shape.row_ones.empty()) p.row_ones = pool.shape.row_ones;
  if (!pool.shape.col_ones.empty()) p.col_ones = pool.shape.col_ones;
  p.cells.assign(static_cast<std::size_t>(pool.n * pool.cols), -1);
  for (int k : kept) {
    const Clue& c = pool.clues[static_cast<std::size_t>(k)];
    if (!c.sign)
      p.cells[static_cast<std::size_t>(c.a.row * pool.cols + c.a.col)] = c.value;
    else
      (c.equal ? p.equal : p.opposite).push_back(CellPair{c.a, c.b});
  }
  std::sort(p.equal.begin(), p.equal.end());
  std::sort(p.opposite.begin(), p.opposite.end());
  return p;
}

}  // namespace dg::tango
