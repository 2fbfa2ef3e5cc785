// Zip's own check of the lattice: an end row or column the board's inner lines do not cross is
// page, not board. LinkedIn's page puts a timer bar as wide as the board about a cell above it
// and Undo/Hint buttons about a cell below it, each outlined like a row of cells; the line search
// can take either as one more row (a 6x6 board read as 7x6). Every row of a Zip board is crossed
// by all of its inner column lines (grey lines, walls over some), every column by its inner row
// lines; the bar and the buttons are crossed by none or one (a button's end).
#include <algorithm>
#include <cmath>
#include <vector>

#include "vision/colour.hpp"
#include "vision/median.hpp"
#include "vision/zip/read.hpp"

namespace dg::vision {

namespace {

// A line shows where it is darker than the cell on both sides: over the middle of each
// crossing, the dip of the darkest pixel within 2 px of the line below the lighter of two points
// a quarter cell to either side. A thin light-grey line dips by 10 or more in L*; JPEG noise on a
// flat bar by 2 or 3. The dip one scan in five reaches: a path erased across the line (it hides
// the line under it) leaves it on two fifths of the scans at least.
float line_dip(const Image& img, double line, double from, double to, bool vertical) {
  const double p = to - from;  // the crossing is one cell long
  const double off = 0.25 * p;
  std::vector<float> dips;
  const int s0 = static_cast<int>(std::lround(from + 0.2 * p)),
            s1 = static_cast<int>(std::lround(to - 0.2 * p));
  const int step = std::max(1, (s1 - s0) / 12);
  const auto l_at = [&](double a, int s) {
    const int x = vertical ? static_cast<int>(std::lround(a)) : s;
    const int y = vertical ? s : static_cast<int>(std::lround(a));
    if (x < 0 || y < 0 || x >= img.width || y >= img.height) return 100.0f;
    const auto* px = img.at(x, y);
    return lightness(px[0], px[1], px[2]);
  };
  for (int s = s0; s <= s1; s += step) {
    float darkest = 100;
    for (int d = -2; d <= 2; ++d) darkest = std::min(darkest, l_at(line + d, s));
    const float side = std::max(l_at(line - off, s), l_at(line + off, s));
    dips.push_back(std::max(0.0f, side - darkest));
  }
  if (dips.empty()) return 0;
  const auto q = dips.begin() + static_cast<std::ptrdiff_t>(dips.size() * 4 / 5);
  std::nth_element(dips.begin(), q, dips.end());
  return *q;
}

// The median dip of the inner lines crossing row `index` (or column, `!rows`) of `g`.
float crossing_dip(const Image& img, const Grid& g, int index, bool rows) {
  const auto& along = rows ? g.xs : g.ys;   // the lines that cross it
  const auto& across = rows ? g.ys : g.xs;  // its own two lines
  const auto i = static_cast<std::size_t>(index);
  std::vector<float> dips;
  for (std::size_t k = 1; k + 1 < along.size(); ++k)
    dips.push_back(line_dip(img, along[k], across[i], across[i + 1], rows));
  return median_of(dips);
}

}  // namespace

Grid zip_lattice(const Image& img, const Grid& g) {
  Grid out = g;
  // Each axis at most once from either end: the furniture is a bar above and buttons below (or
  // a panel beside), one row or column each.
  for (const bool rows : {true, false}) {
    auto& lines = rows ? out.ys : out.xs;
    if (static_cast<int>(lines.size()) - 1 <= 3 || (rows ? out.cols() : out.rows()) < 3) continue;
    const int n = static_cast<int>(lines.size()) - 1;
    std::vector<float> dips;
    for (int i = 0; i < n; ++i) dips.push_back(crossing_dip(img, out, i, rows));
    const float typical = median_of(dips);
    // No line at all (JPEG noise dips by 2 or 3), and far below the board's own: a faint board
    // or another game's (a Queens board read as Zip keeps its rows) is left as found.
    const auto page = [&](float dip) { return dip < std::min(3.0f, 0.3f * typical); };
    const bool last = page(dips.back()), first = page(dips.front());
    if (last) lines.pop_back();
    if (first) lines.erase(lines.begin());
  }
  return out;
}

}  // namespace dg::vision
