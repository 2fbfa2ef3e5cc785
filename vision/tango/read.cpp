// Tango: each cell's piece by hue, each edge's sign by shape. The sun (1) is the warm icon and
// the moon (0) the blue one, whatever the theme draws (a sun or a firework, a moon or a party
// hat, a lemon or a blueberry), so pieces are told by counting warm (orange to yellow) and blue
// pixels in the cell's middle, never by shape. Signs sit on the line midway along an edge, in a
// grey much darker than the line: "=" is two bars with nothing between them, "x" two strokes
// that cross in the middle.
#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>
#include <string>
#include <vector>

#include "solver/tango/model.hpp"
#include "vision/cells.hpp"
#include "vision/colour.hpp"
#include "vision/line_counts.hpp"
#include "vision/tango/read.hpp"

namespace dg::vision {

namespace {

// Share of the cell's middle an icon covers; a drawn icon covers 15-40 %, stray tints < 1 %.
constexpr double kIconShare = 0.03;
// A sign whose ink is this many times as wide as tall is an "=" (an "x" is about square).
constexpr double kFlatEqual = 1.5;

char read_piece(const Image& img, const Box& b) {
  int warm = 0, blue = 0, total = 0;
  for (int y = b.y0; y < b.y1; ++y)
    for (int x = b.x0; x < b.x1; ++x) {
      const Lab c = to_lab(img.at(x, y));
      ++total;
      if (chroma(c) < 25) continue;
      const double hue = hue_degrees(c);
      if (hue >= 15 && hue <= 105) ++warm;
      if (hue >= 220 && hue <= 320) ++blue;
    }
  if (total == 0) return '.';
  const double w = static_cast<double>(warm) / total, bl = static_cast<double>(blue) / total;
  if (w >= kIconShare && w > 2 * bl) return '1';
  if (bl >= kIconShare && bl > 2 * w) return '0';
  return '.';
}

enum class Sign { none, equal, opposite };

// The sign on edge `e`, if any. `cell_l` is each side's fill lightness.
Sign read_sign(const Image& img, const Grid& g, const Edge& e, float l_first, float l_second) {
  const double p = g.pitch();
  const auto xs = [&](int i) { return g.xs[static_cast<std::size_t>(i)]; };
  const auto ys = [&](int i) { return g.ys[static_cast<std::size_t>(i)]; };
  const double cx = e.right ? xs(e.c + 1) : (xs(e.c) + xs(e.c + 1)) / 2;
  const double cy = e.right ? (ys(e.r) + ys(e.r + 1)) / 2 : ys(e.r + 1);
  // The line's own lightness: the darkest pixel across it a quarter and three quarters of the
  // way along the edge (away from the sign), searched a little either side in case the grid is
  // a pixel or two off; the lighter of the two, in case one of them meets a neighbour's sign.
  float line_l = 0;
  for (double along : {0.25, 0.75}) {
    const double lx = e.right ? cx : xs(e.c) + along * p, ly = e.right ? ys(e.r) + along * p : cy;
    const double reach = std::max(2.0, 0.08 * p);
    const Box across = e.right ? Box{static_cast<int>(lx - reach), static_cast<int>(ly) - 1,
                                     static_cast<int>(lx + reach) + 1, static_cast<int>(ly) + 2}
                               : Box{static_cast<int>(lx) - 1, static_cast<int>(ly - reach),
                                     static_cast<int>(lx) + 2, static_cast<int>(ly + reach) + 1};
    float darkest = 100;
    for (int y = std::max(0, across.y0); y < std::min(img.height, across.y1); ++y)
      for (int x = std::max(0, across.x0); x < std::min(img.width, across.x1); ++x) {
        const auto* px = img.at(x, y);
        darkest = std::min(darkest, lightness(px[0], px[1], px[2]));
      }
    line_l = std::max(line_l, darkest);
  }
  const float dark_below = std::min({line_l, l_first, l_second}) - 12;
  const Box b = box_around(img, cx, cy, 0.15 * p);
  std::vector<float> ink(static_cast<std::size_t>(b.area()), 100);
  int count = 0;
  float darkest = 100;
  for (int y = b.y0; y < b.y1; ++y)
    for (int x = b.x0; x < b.x1; ++x) {
      const Lab c = to_lab(img.at(x, y));
      // Signs are grey or brownish grey; an icon's coloured outline (chroma 60+) is not one.
      if (c.l >= dark_below || chroma(c) > 40) continue;
      ink[static_cast<std::size_t>((y - b.y0) * b.width() + (x - b.x0))] = c.l;
      ++count;
      darkest = std::min(darkest, c.l);
    }
  if (count < std::max(4, static_cast<int>(0.025 * b.area()))) return Sign::none;
  // Both signs are mirror-symmetric left to right about their own middle; a mouse cursor or a
  // stray mark is not. Each ink pixel needs ink within 1 px of its mirror image.
  const auto inked = [&](int x, int y) {
    return x >= 0 && y >= 0 && x < b.width() && y < b.height() &&
           ink[static_cast<std::size_t>(y * b.width() + x)] < 100;
  };
  double centre = 0;
  for (int y = 0; y < b.height(); ++y)
    for (int x = 0; x < b.width(); ++x)
      if (inked(x, y)) centre += x;
  centre /= count;
  int mirrored = 0;
  for (int y = 0; y < b.height(); ++y)
    for (int x = 0; x < b.width(); ++x) {
      if (!inked(x, y)) continue;
      const int mx = static_cast<int>(std::lround(2 * centre - x));
      if (inked(mx - 1, y) || inked(mx, y) || inked(mx + 1, y)) ++mirrored;
    }
  if (mirrored < 0.6 * count) return Sign::none;
  // The shape, at the level halfway between the sign's core and its background (blur widens
  // strokes and fills gaps at any fixed level): "=" has an empty row between its bars, while
  // the strokes of an "x" cross every row they span.
  const float level = (darkest + dark_below + 12) / 2;
  std::vector<int> per_row;
  for (int y = 0; y < b.height(); ++y) {
    int n = 0;
    for (int x = 0; x < b.width(); ++x)
      n += ink[static_cast<std::size_t>(y * b.width() + x)] < level ? 1 : 0;
    per_row.push_back(n);
  }
  int first = -1, last = -1;
  for (int y = 0; y < b.height(); ++y)
    if (per_row[static_cast<std::size_t>(y)] > 0) {
      if (first < 0) first = y;
      last = y;
    }
  for (int y = first + 1; y < last; ++y)
    if (per_row[static_cast<std::size_t>(y)] == 0) return Sign::equal;
  // A small "=" (bars a pixel or two apart, run together) still lies flat: its bars are about
  // twice as wide as the pair is tall, while an "x" is as tall as it is wide (seen: boards of
  // 30 px a cell read every "=" as "x").
  int left = b.width(), right = -1;
  for (int y = first; y <= last && first >= 0; ++y)
    for (int x = 0; x < b.width(); ++x)
      if (ink[static_cast<std::size_t>(y * b.width() + x)] < level)
        left = std::min(left, x), right = std::max(right, x);
  if (first >= 0 && right - left + 1 >= kFlatEqual * (last - first + 1)) return Sign::equal;
  return Sign::opposite;
}

// Per-line sun counts drawn beside the board (right of each row, below each column), as the
// page and dg::render draw them, read with the count reader Tents uses (line_counts.hpp). A board
// has them when every row and every column shows a number there; anything less (nothing, a page's
// buttons below a crop, counts cut off by the image's edge) is a board without counts. A count
// is at most its line's length; the rows' counts and the columns' add up to the same number of
// suns, so the pair of readings is the cheapest of those that agree (one clear "3" settles a
// close call between "3" and "8" on the other side).
struct LineCounts {
  std::vector<int> rows, cols;
};

bool all_shown(const std::vector<CountInk>& ink) {
  return std::none_of(ink.begin(), ink.end(), [](const CountInk& k) { return k.hidden; });
}

bool any_range(const std::vector<CountInk>& ink) {
  return std::any_of(ink.begin(), ink.end(), [](const CountInk& k) { return k.dash; });
}

// Error when a count is a range ("2-3"), which the reader does not read.
Expected<std::optional<LineCounts>> read_line_counts(const Image& img, const Grid& g) {
  auto row_ink = count_ink(img, g, true, "tango");
  auto col_ink = count_ink(img, g, false, "tango");
  if (!row_ink || !col_ink || !all_shown(*row_ink) || !all_shown(*col_ink))
    return std::optional<LineCounts>();
  if (any_range(*row_ink) || any_range(*col_ink))
    return make_error(
        "tango: a sun count beside the board is a range (lo-hi); only whole counts "
        "are read");
  const int rows = g.rows(), cols = g.cols();
  std::optional<LineCounts> best;
  double best_cost = 0;
  for (int suns = 0; suns <= rows * cols; ++suns) {
    LineCounts here;
    double cost = 0;
    for (const bool by_row : {true, false}) {
      const auto& ink = by_row ? *row_ink : *col_ink;
      const auto read = decode_counts(ink, by_row ? cols : rows, suns);
      int sum = 0;
      for (std::size_t i = 0; i < read.size(); ++i) {
        sum += read[i].value_or(0);
        cost += number_cost(ink[i], read[i].value_or(0));
        (by_row ? here.rows : here.cols).push_back(read[i].value_or(0));
      }
      if (sum != suns) cost = std::numeric_limits<double>::infinity();
    }
    if (cost < std::numeric_limits<double>::infinity() && (!best || cost < best_cost))
      best = std::move(here), best_cost = cost;
  }
  return best;
}

}  // namespace

Expected<nlohmann::json> read_tango(const Image& img, const Grid& g) {
  const int n = g.rows(), w = g.cols();
  nlohmann::json cells = nlohmann::json::array();
  std::vector<float> fill(static_cast<std::size_t>(n * w));
  for (int r = 0; r < n; ++r) {
    std::string row;
    for (int c = 0; c < w; ++c) {
      row += read_piece(img, cell_box(img, g, r, c, 0.2));
      // The fill is read from the cell's rim, where the icon is not.
      fill[static_cast<std::size_t>(r * w + c)] = median_lab(img, cell_box(img, g, r, c, 0.08)).l;
    }
    cells.push_back(row);
  }
  nlohmann::json equal = nlohmann::json::array(), opposite = nlohmann::json::array();
  for (const auto& e : inner_edges(n, w)) {
    const int r2 = e.right ? e.r : e.r + 1, c2 = e.right ? e.c + 1 : e.c;
    const Sign s = read_sign(img, g, e, fill[static_cast<std::size_t>(e.r * w + e.c)],
                             fill[static_cast<std::size_t>(r2 * w + c2)]);
    const nlohmann::json pair = {{e.r, e.c}, {r2, c2}};
    if (s == Sign::equal) equal.push_back(pair);
    if (s == Sign::opposite) opposite.push_back(pair);
  }
  nlohmann::json out = {{"game", "tango"}};
  if (n == w)
    out["size"] = n;
  else
    out["rows"] = n, out["cols"] = w;
  out["cells"] = std::move(cells);
  out["equal"] = std::move(equal);
  out["opposite"] = std::move(opposite);
  auto counts = read_line_counts(img, g);
  if (!counts) return make_error(counts.error());
  if (*counts) {
    out["row_ones"] = (*counts)->rows;
    out["col_ones"] = (*counts)->cols;
  }
  return out;
}

namespace {

// The thinnest Tango board read: locate_grid finds no grid thinner than 3 cells.
constexpr int kMinTangoSide = 3;

// What a rendered board does not show, so a reading cannot recover it.
constexpr VariantLimit kUnseen[] = {
    {"tango", "unique-lines", "a picture does not show the no-equal-lines rule"},
    {"tango", "torus", "a picture does not show that the edges wrap around"},
    {"tango", "diagonals", "a picture does not show the diagonal rule"},
    {"tango", "regions", "the reader does not read Tango region borders or their counts"},
    {"tango", "long-signs",
     "the reader reads signs between neighbours only (a long sign's line is "
     "not read)"},
};

// A given's grey differs from an empty cell's white by at least this L* (LinkedIn: ~6; ours: 11).
constexpr float kGivenGrey = 3;
// Tango: the pieces on white cells were placed; only those on a grey cell are givens.
Expected<nlohmann::json> tango_givens(const Image& img, const Grid& g, nlohmann::json puzzle) {
  const int n = g.rows(), w = g.cols();
  auto& cells = puzzle["cells"];
  std::vector<float> fill(static_cast<std::size_t>(n * w));
  std::vector<float> empty;
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < w; ++c) {
      const float l = median_lab(img, cell_box(img, g, r, c, 0.08)).l;
      fill[static_cast<std::size_t>(r * w + c)] = l;
      if (cells[static_cast<std::size_t>(r)].get<std::string>()[static_cast<std::size_t>(c)] == '.')
        empty.push_back(l);
    }
  // An empty cell's fill; on a fully solved board, the fill most cells share (placed pieces
  // outnumber givens).
  std::vector<float> ref = empty.empty() ? fill : empty;
  std::nth_element(ref.begin(), ref.begin() + static_cast<std::ptrdiff_t>(ref.size() / 2),
                   ref.end());
  const float white = ref[ref.size() / 2];
  int pieces = 0, givens = 0;
  for (int r = 0; r < n; ++r) {
    std::string row = cells[static_cast<std::size_t>(r)];
    for (int c = 0; c < w; ++c) {
      if (row[static_cast<std::size_t>(c)] == '.') continue;
      ++pieces;
      if (std::abs(fill[static_cast<std::size_t>(r * w + c)] - white) >= kGivenGrey)
        ++givens;
      else
        row[static_cast<std::size_t>(c)] = '.';
    }
    cells[static_cast<std::size_t>(r)] = row;
  }
  if (pieces > 0 && givens == 0)
    return make_error(
        "tango: no piece lies on a grey (given) cell, so givens cannot be told from placed "
        "pieces");
  return puzzle;
}

}  // namespace

Reader tango_reader() {
  return {.game = "tango",
          .read = read_tango,
          // Any rows x cols of 3..14 (rectangles and odd sides; 1- and 2-line boards are refused,
          // as the line search needs 3 cells a side), squared where the picture says a line was
          // missed.
          .sides = {kMinTangoSide, tango::kMaxSize, false, false, true},
          // No claim: a board no other reader claims is read as Tango (white or light grey
          // cells, pieces that do not fill the cell's middle).
          .claims = nullptr,
          // Pieces mark colour ridges and steps in every cell: the board is searched for with
          // them erased, and the pieces read from the picture itself.
          .scan = SolvedScan::erased_grid,
          .strip = tango_givens,
          .unseen = kUnseen,
          .overlay = draw_tango_overlay};
}

}  // namespace dg::vision
