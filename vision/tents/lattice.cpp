// The finest lattice a Tents board's grid lines show. dg::render draws Tents' inner lines a
// fiftieth of a cell wide in mid grey, and the line search (locate_grid) may settle on a coarse
// comb of them or of the border, the counts and the caption (a 12x12 board taken as 3x3 cells),
// which the colour-field check of lattice.hpp does not mend (a Tents board's colour field is
// mostly white). A pixel column (row) on a grid line is dark along most of the board's height,
// so in the profile of each column's median lightness every line is a dip and trees (in well
// under half of any column's cells) do not show; the longest evenly spaced run of dips with
// clear middles is the board's lines, taken when it is finer than the lattice found or some
// line of that lattice is no line (a comb a little off the board's pitch, into the counts).
#include <algorithm>
#include <cmath>
#include <vector>

#include "vision/colour.hpp"
#include "vision/median.hpp"
#include "vision/tents/read.hpp"

namespace dg::vision {

namespace {

// A line's dip below the profile's background, in L*: dg::render's faintest lines (cells of 13
// px) dip by about 8.
constexpr float kDip = 4;

// The median L* of each pixel column (`columns`) or row of the image, across the lattice.
std::vector<float> profile(const Image& img, const Grid& g, bool columns) {
  const auto& across = columns ? g.ys : g.xs;
  // The image's whole width (height): the lattice found may stop short of the board's edges.
  const int lo = 0, hi = columns ? img.width : img.height;
  const int a0 = std::max(0, static_cast<int>(across.front()) + 2);
  const int a1 = std::min(columns ? img.height : img.width, static_cast<int>(across.back()) - 1);
  const int step = std::max(1, (a1 - a0) / 300);
  std::vector<float> out(static_cast<std::size_t>(std::max(0, hi - lo)), 100);
  std::vector<float> ls;
  for (int p = lo; p < hi; ++p) {
    ls.clear();
    for (int a = a0; a < a1; a += step) {
      const auto* px = columns ? img.at(p, a) : img.at(a, p);
      ls.push_back(lightness(px[0], px[1], px[2]));
    }
    if (!ls.empty()) out[static_cast<std::size_t>(p - lo)] = median_of(ls);
  }
  return out;
}

// The dips of a profile (from pixel `lo`): pixels darker than the background by kDip and no
// lighter than their neighbours, one per run.
std::vector<double> dips(const std::vector<float>& prof, int lo) {
  const float background = median_of(prof);
  std::vector<double> out;
  for (std::size_t i = 0; i < prof.size();) {
    if (prof[i] >= background - kDip) {
      ++i;
      continue;
    }
    std::size_t end = i, darkest = i;
    while (end < prof.size() && prof[end] < background - kDip) {
      if (prof[end] < prof[darkest]) darkest = end;
      ++end;
    }
    out.push_back(lo + static_cast<double>(darkest));
    i = end;
  }
  return out;
}

// The longest run of dips evenly spaced (each gap within 6 % of the run's pitch, at least 6 px),
// whose middles between lines are clear: the board's lines.
std::vector<double> even_run(const std::vector<double>& at, const std::vector<float>& prof,
                             int lo) {
  const float background = median_of(prof);
  const auto clear = [&](double x) {
    const auto i = static_cast<long>(std::lround(x)) - lo;
    return i < 0 || i >= static_cast<long>(prof.size()) ||
           prof[static_cast<std::size_t>(i)] >= background - kDip;
  };
  std::vector<double> best;
  for (std::size_t i = 0; i < at.size(); ++i)
    for (std::size_t j = i + 1; j < at.size(); ++j) {
      const double pitch = at[j] - at[i];
      if (pitch < 6) continue;
      std::vector<double> run{at[i], at[j]};
      for (std::size_t k = j + 1; k < at.size(); ++k) {
        const double want = run.back() + pitch;
        if (at[k] > want + 0.06 * pitch) break;
        if (std::abs(at[k] - want) <= 0.06 * pitch) run.push_back(at[k]);
      }
      if (run.size() <= best.size()) continue;
      bool quiet = true;
      for (std::size_t k = 0; k + 1 < run.size() && quiet; ++k)
        quiet = clear((run[k] + run[k + 1]) / 2);
      if (quiet) best = std::move(run);
    }
  return best;
}

}  // namespace

Grid tents_lattice(const Image& img, const Grid& g) {
  Grid out = g;
  for (bool columns : {true, false}) {
    const auto& lines = columns ? g.xs : g.ys;
    const std::vector<float> prof = profile(img, g, columns);
    const int lo = 0;
    const std::vector<double> at = dips(prof, lo);
    std::vector<double> run = even_run(at, prof, lo);
    // The run replaces the lattice found when it is finer, or when some line found is no line.
    const double pitch = (lines.back() - lines.front()) / static_cast<double>(lines.size() - 1);
    const bool all_lines = std::all_of(lines.begin(), lines.end(), [&](double x) {
      return std::any_of(at.begin(), at.end(),
                         [&](double d) { return std::abs(d - x) <= std::max(2.0, 0.1 * pitch); });
    });
    if (run.size() >= 4 && (run.size() > lines.size() || !all_lines))
      (columns ? out.xs : out.ys) = std::move(run);
  }
  // Cells are square: a finer lattice on one axis only, leaving cells several times as tall as
  // wide, is no lattice of the board.
  const double wide = (out.xs.back() - out.xs.front()) / out.cols();
  const double tall = (out.ys.back() - out.ys.front()) / out.rows();
  if (std::abs(wide - tall) > 0.15 * std::max(wide, tall)) return g;
  return out;
}

}  // namespace dg::vision
