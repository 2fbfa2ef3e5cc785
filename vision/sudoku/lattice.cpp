// The cell lattice of a Sudoku board. The line search (locate_grid) finds the board's outline
// but may settle on another comb inside it: a 9x9 board's thick box lines make a comb of 3x3
// square cells, and a board full of digits (a drawn solution, after JPEG) gave a comb of 6x6
// cells a cell and a half wide, which the colour field check (lattice.hpp) then split into 18x18
// half cells. The outline is kept and the board's side found again: the board of n cells a side
// draws a line at every n-th of it, each carrying ink along most of its length (the median over
// the cells along it, so digits near a wrong line do not count). A 12x12 board's every other
// line also makes a 6x6 lattice of lines, so the finest side whose lines are all there wins.
// On a small picture of a board full of digits (a 6x6 with its solution at 40 px a cell) the
// line search may also miss the outline by a cell; then the outline is searched for among the
// heavy lines near the lattice (the border and the box lines, dark along most of the board while
// digits and thin lines are not), as the largest square of them that splits into a board.
#include <algorithm>
#include <cmath>
#include <optional>
#include <vector>

#include "solver/sudoku/model.hpp"
#include "vision/cells.hpp"
#include "vision/colour.hpp"
#include "vision/median.hpp"
#include "vision/sudoku/read.hpp"

namespace dg::vision {

namespace {

// A thin line's ink across it, in pixels of full darkness: dg::render's 1 px lines of L* 58
// give about 0.4, an empty stretch of cell 0.
constexpr double kThinLine = 0.2;

// Heavy lines (border, box lines): darker than the fill by this much L* (dg::render's are L* 10
// on 100, thin lines L* 58 and a pixel or less wide) along this share of the region searched,
// which reaches this share of the lattice's extent beyond it on every side.
constexpr float kHeavyDark = 45;
constexpr double kHeavyShare = 0.4;
constexpr double kReach = 0.3;

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

// The finest board of a Sudoku side (12 down to 4) with the outline x0..x1 by y0..y1 whose every
// line is drawn.
std::optional<Grid> board_in(const Image& img, double x0, double x1, double y0, double y1,
                             float fill) {
  for (int n = sudoku::kMaxSize; n >= 4; --n) {
    int box_rows = 0, box_cols = 0;
    if (!sudoku::default_box(n, box_rows, box_cols)) continue;
    const Grid fine{even(x0, x1, n), even(y0, y1, n)};
    if (all_lines_drawn(img, fine, fill)) return fine;
  }
  return std::nullopt;
}

// The middles of the runs of pixel columns (`columns`) or rows of `region` that are darker than
// the fill by kHeavyDark along at least kHeavyShare of it.
std::vector<double> heavy_lines(const Image& img, const Box& region, bool columns, float fill) {
  const int lo = columns ? region.x0 : region.y0, hi = columns ? region.x1 : region.y1;
  const int a0 = columns ? region.y0 : region.x0, a1 = columns ? region.y1 : region.x1;
  std::vector<double> out;
  int run_start = -1;
  for (int p = lo; p <= hi; ++p) {
    bool heavy = false;
    if (p < hi) {
      int dark = 0;
      for (int a = a0; a < a1; ++a) {
        const auto* px = columns ? img.at(p, a) : img.at(a, p);
        dark += lightness(px[0], px[1], px[2]) < fill - kHeavyDark ? 1 : 0;
      }
      heavy = dark >= kHeavyShare * (a1 - a0);
    }
    if (heavy && run_start < 0) run_start = p;
    if (!heavy && run_start >= 0) {
      out.push_back((run_start + p - 1) / 2.0);
      run_start = -1;
    }
  }
  return out;
}

// The largest square outline among the heavy lines around `g` that splits into a board.
std::optional<Grid> board_by_heavy_lines(const Image& img, const Grid& g, float fill) {
  const double w = g.xs.back() - g.xs.front(), h = g.ys.back() - g.ys.front();
  const auto clip = [](double v, int size) {
    return std::clamp(static_cast<int>(std::lround(v)), 0, size);
  };
  const Box region{
      clip(g.xs.front() - kReach * w, img.width), clip(g.ys.front() - kReach * h, img.height),
      clip(g.xs.back() + kReach * w, img.width), clip(g.ys.back() + kReach * h, img.height)};
  const std::vector<double> xs = heavy_lines(img, region, true, fill);
  const std::vector<double> ys = heavy_lines(img, region, false, fill);
  std::optional<Grid> best;
  double best_side = 0;
  for (std::size_t a = 0; a < xs.size(); ++a)
    for (std::size_t b = a + 1; b < xs.size(); ++b)
      for (std::size_t c = 0; c < ys.size(); ++c)
        for (std::size_t d = c + 1; d < ys.size(); ++d) {
          const double side = xs[b] - xs[a];
          if (side <= best_side || std::abs(side - (ys[d] - ys[c])) > 0.05 * side) continue;
          if (auto fine = board_in(img, xs[a], xs[b], ys[c], ys[d], fill)) {
            best = std::move(fine);
            best_side = side;
          }
        }
  return best;
}

}  // namespace

Grid sudoku_lattice(const Image& img, const Grid& g) {
  const float fill = board_fill(img, g);
  if (auto fine = board_in(img, g.xs.front(), g.xs.back(), g.ys.front(), g.ys.back(), fill))
    return *fine;
  if (auto fine = board_by_heavy_lines(img, g, fill)) return *fine;
  return g;
}

}  // namespace dg::vision
