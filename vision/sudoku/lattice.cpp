// The cell lattice of a Sudoku board. The line search (locate_grid) finds the board's outline
// but may settle on another comb inside it: a 9x9 board's thick box lines make a comb of 3x3
// square cells, and a board full of digits (a drawn solution, after JPEG) gave a comb of 6x6
// cells a cell and a half wide, which the colour field check (lattice.hpp) then split into 18x18
// half cells. The outline is kept and the board's side found again: the board of n cells a side
// draws a line at every n-th of it, each carrying ink along most of its length (the median over
// the cells along it, so digits near a wrong line do not count). A 12x12 board's every other
// line also makes a 6x6 lattice of lines, so the finest side whose lines are all there wins.
#include <algorithm>
#include <cmath>
#include <vector>

#include "solver/sudoku/model.hpp"
#include "vision/cells.hpp"
#include "vision/colour.hpp"
#include "vision/sudoku/read.hpp"

namespace dg::vision {

namespace {

// A thin line's ink across it, in pixels of full darkness: dg::render's 1 px lines of L* 58
// give about 0.4, an empty stretch of cell 0.
constexpr double kThinLine = 0.2;

double median_of(std::vector<double> v) {
  if (v.empty()) return 0;
  auto mid = v.begin() + static_cast<std::ptrdiff_t>(v.size() / 2);
  std::nth_element(v.begin(), mid, v.end());
  return *mid;
}

std::vector<double> even(double from, double to, int n) {
  std::vector<double> out;
  for (int i = 0; i <= n; ++i) out.push_back(from + (to - from) * i / n);
  return out;
}

// The board's fill: the median L* of a sparse sample inside the outline (digits and lines are a
// small share of it).
float board_fill(const Image& img, const Grid& g) {
  const Box b =
      cell_box(img, Grid{{g.xs.front(), g.xs.back()}, {g.ys.front(), g.ys.back()}}, 0, 0, 0.02);
  std::vector<double> ls;
  const int step = std::max(1, static_cast<int>(std::sqrt(b.area() / 2000.0)));
  for (int y = b.y0; y < b.y1; y += step)
    for (int x = b.x0; x < b.x1; x += step) {
      const auto* px = img.at(x, y);
      ls.push_back(lightness(px[0], px[1], px[2]));
    }
  return static_cast<float>(median_of(std::move(ls)));
}

// Whether every inner line of lattice `g` carries at least kThinLine of ink (stops at the first
// that does not: a wrong side fails within a line or two).
bool all_lines_drawn(const Image& img, const Grid& g, float fill) {
  const int n = g.rows();
  for (int i = 1; i < n; ++i)
    for (bool rows : {true, false}) {
      std::vector<double> along;
      for (int j = 0; j < n; ++j)
        along.push_back(
            ink_across(img, g, rows ? Edge{i - 1, j, false} : Edge{j, i - 1, true}, fill, fill));
      if (median_of(std::move(along)) < kThinLine) return false;
    }
  return true;
}

}  // namespace

Grid sudoku_lattice(const Image& img, const Grid& g) {
  const float fill = board_fill(img, g);
  for (int n = sudoku::kMaxSize; n >= 4; --n) {
    int box_rows = 0, box_cols = 0;
    if (!sudoku::default_box(n, box_rows, box_cols)) continue;
    const Grid fine{even(g.xs.front(), g.xs.back(), n), even(g.ys.front(), g.ys.back(), n)};
    if (all_lines_drawn(img, fine, fill)) return fine;
  }
  return g;
}

}  // namespace dg::vision
