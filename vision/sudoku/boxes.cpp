// A Sudoku board's box shape from its lines: the lines on box edges are drawn heavier (thicker,
// darker, or both) than the lines between cells. Each inner line's weight is the median, over
// the cells along it, of the ink across it (cells.hpp's ink_across, which a digit never reaches);
// boxes of k rows put the heavy lines at every k-th row line, so the k whose lines are all
// clearly heavier than all the others is the box height (likewise columns and the box width).
#include <algorithm>
#include <vector>

#include "solver/sudoku/model.hpp"
#include "vision/cells.hpp"
#include "vision/median.hpp"
#include "vision/sudoku/read.hpp"

namespace dg::vision {

namespace {

// Box lines are at least this many times as heavy as cell lines: dg::render's measure 6.1 to 6.6
// times (PNG and JPEG); lines drawn alike differ far less.
constexpr double kHeavier = 1.5;

// The weight of each inner line of the board (index i: between rows, or columns, i - 1 and i;
// index 0 unused), across rows (`rows`: horizontal lines) or columns.
std::vector<double> line_weights(const Image& img, const Grid& g, bool rows,
                                 const std::vector<float>& fill) {
  const int n = g.rows();
  std::vector<double> out(static_cast<std::size_t>(n), 0);
  const auto l = [&](int r, int c) { return fill[static_cast<std::size_t>(r * n + c)]; };
  for (int i = 1; i < n; ++i) {
    std::vector<double> along;
    for (int k = 0; k < n; ++k) {
      const Edge e = rows ? Edge{i - 1, k, false} : Edge{k, i - 1, true};
      along.push_back(rows ? ink_across(img, g, e, l(i - 1, k), l(i, k))
                           : ink_across(img, g, e, l(k, i - 1), l(k, i)));
    }
    out[static_cast<std::size_t>(i)] = median_of(along);
  }
  return out;
}

struct Spacing {
  int k = 0;
  double contrast = 0;  // lightest heavy line over heaviest other line
};

// The spacing of the heavy lines among `weights`: the k (a proper divisor of the side, 2 or
// more) whose every k-th line is heaviest relative to the rest.
Spacing heavy_spacing(const std::vector<double>& weights) {
  const int n = static_cast<int>(weights.size());
  Spacing best;
  for (int k = 2; k < n; ++k) {
    if (n % k != 0) continue;
    double lightest_heavy = 1e9, heaviest_other = 0;
    for (int i = 1; i < n; ++i) {
      const double w = weights[static_cast<std::size_t>(i)];
      if (i % k == 0)
        lightest_heavy = std::min(lightest_heavy, w);
      else
        heaviest_other = std::max(heaviest_other, w);
    }
    const double contrast = lightest_heavy / std::max(heaviest_other, 0.05);
    if (contrast > best.contrast) best = {k, contrast};
  }
  return best;
}

}  // namespace

BoxShape sudoku_boxes(const Image& img, const Grid& g) {
  BoxShape out;
  const int n = g.rows();
  if (n != g.cols() || n < 4) return out;
  sudoku::default_box(n, out.rows, out.cols);
  std::vector<float> fill;
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) fill.push_back(fill_lightness(img, cell_box(img, g, r, c, 0.05)));
  const Spacing across_rows = heavy_spacing(line_weights(img, g, true, fill));
  const Spacing across_cols = heavy_spacing(line_weights(img, g, false, fill));
  const bool rows_clear = across_rows.contrast >= kHeavier;
  const bool cols_clear = across_cols.contrast >= kHeavier;
  if (rows_clear && cols_clear && across_rows.k * across_cols.k == n) {
    out = {across_rows.k, across_cols.k, true,
           std::min(across_rows.contrast, across_cols.contrast)};
  } else if (rows_clear || cols_clear) {
    // One axis shows its box lines clearly (or the two disagree): the clearer one decides, the
    // other side of the box follows from the board's size.
    const bool by_rows =
        rows_clear && (!cols_clear || across_rows.contrast >= across_cols.contrast);
    const Spacing& s = by_rows ? across_rows : across_cols;
    const int other = n / s.k;
    if (other >= 2)
      out = {by_rows ? s.k : other, by_rows ? other : s.k, true,
             std::min(across_rows.contrast, across_cols.contrast)};
  }
  return out;
}

}  // namespace dg::vision
