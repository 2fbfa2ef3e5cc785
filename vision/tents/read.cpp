// Tents & Trees: trees, given tents and given grass by colour inside the cells, and the counts
// as dark digits beyond the board (each row's at its right end, each column's at its foot).
// Two looks are read: dg::render's (a green disc crown on a brown trunk, orange tents, grass as
// a small green dot, on white) and Simon Tatham's (a green crown on a light green cell, on light
// grey). A tree is a cell whose middle is well covered by a mid-to-dark saturated green (a grass
// dot covers a few per cent of it, SGT's light green cell fill is far lighter than any crown);
// a tent is a cell well covered by saturated orange. The counts are digits beside the board
// (line_counts.hpp), told apart with the templates of digits.hpp (the renderer draws them in
// the same sans-serif bold) and decoded together: a side's counts add up to the trees.
#include <algorithm>
#include <cmath>
#include <optional>
#include <string>
#include <tuple>
#include <utility>

#include "solver/tents/model.hpp"
#include "vision/cells.hpp"
#include "vision/line_counts.hpp"
#include "vision/tents/read.hpp"

namespace dg::vision {

namespace {

// Share of a cell's middle (its inner 80 %) covered by a symbol: a crown covers about a third
// (dg::render 36 %, SGT 30 %), a tent a third. A grass dot covers 3 % of it but a fifth of the
// cell's centre (its inner 30 %), where a neighbour's crown on a lattice a little off does not
// reach.
constexpr double kSymbolShare = 0.12;
constexpr double kDotShare = 0.06;
// Some crown green in a cell: a tree in one of its k x k cells when the lattice taken is every
// k-th line of the board's (up to 6: 0.36 / 36 = 1 %, a grass dot 3 %).
constexpr double kSomeGreen = 0.008;
// A line of cells is crossed by grid lines with at least this share of the ink the others have.
constexpr double kCrossedShare = 0.3;

// A crown's green: saturated, hue between yellow-green and cyan-green, not as light as SGT's
// grass-coloured cell behind it.
bool crown_green(const Lab& c) {
  const double h = hue_degrees(c);
  return chroma(c) >= 25 && c.l >= 20 && c.l <= 80 && h >= 100 && h <= 175;
}

// A tent's orange (the brown trunk and door are darker).
bool tent_orange(const Lab& c) {
  const double h = hue_degrees(c);
  return chroma(c) >= 40 && c.l >= 45 && h >= 35 && h <= 80;
}

struct CellSymbols {
  double green = 0, orange = 0;  // shares of the cell's middle (its inner 80 %)
  double green_centre = 0;       // share of its centre (the inner 30 %) that is green
};

// The shares of `b` that are crown green and tent orange.
std::pair<double, double> shares(const Image& img, const Box& b) {
  if (b.area() <= 0) return {0, 0};
  const int step = std::max(1, static_cast<int>(std::sqrt(b.area() / 900.0)));
  int total = 0, green = 0, orange = 0;
  for (int y = b.y0; y < b.y1; y += step)
    for (int x = b.x0; x < b.x1; x += step) {
      const Lab px = to_lab_tabulated(img.at(x, y));
      ++total;
      green += crown_green(px) ? 1 : 0;
      orange += tent_orange(px) ? 1 : 0;
    }
  return {static_cast<double>(green) / total, static_cast<double>(orange) / total};
}

CellSymbols measure(const Image& img, const Grid& g, int r, int c) {
  CellSymbols out;
  std::tie(out.green, out.orange) = shares(img, cell_box(img, g, r, c, 0.1));
  out.green_centre = shares(img, cell_box(img, g, r, c, 0.35)).first;
  return out;
}

// The median ink across the grid lines that cross row `r` (`across_rows`) or column `r`, as
// cells.hpp measures it.
double crossing_ink(const Image& img, const Grid& g, int r, bool across_rows) {
  const int n = across_rows ? g.cols() : g.rows();
  std::vector<double> ink;
  for (int i = 0; i + 1 < n; ++i) {
    const Edge e = across_rows ? Edge{r, i, true} : Edge{i, r, false};
    const int r2 = across_rows ? r : i + 1, c2 = across_rows ? i + 1 : r;
    ink.push_back(ink_across(img, g, e, median_lab(img, cell_box(img, g, e.r, e.c, 0.05)).l,
                             median_lab(img, cell_box(img, g, r2, c2, 0.05)).l));
  }
  if (ink.empty()) return 0;
  std::nth_element(ink.begin(), ink.begin() + static_cast<std::ptrdiff_t>(ink.size() / 2),
                   ink.end());
  return ink[ink.size() / 2];
}

// The lattice without a last row (column) that no grid line crosses: on a small picture the
// line search may take the counts below (beside) the board for one more line of cells.
Grid without_count_lines(const Image& img, Grid g) {
  for (bool rows : {true, false}) {
    const int n = rows ? g.rows() : g.cols();
    if (n <= tents::kMinSize) continue;
    std::vector<double> inside;
    for (int i = 0; i + 1 < n; ++i) inside.push_back(crossing_ink(img, g, i, rows));
    std::nth_element(inside.begin(),
                     inside.begin() + static_cast<std::ptrdiff_t>(inside.size() / 2), inside.end());
    const double typical = inside[inside.size() / 2];
    if (typical > 0 && crossing_ink(img, g, n - 1, rows) < kCrossedShare * typical)
      (rows ? g.ys : g.xs).pop_back();
  }
  return g;
}

nlohmann::json counts_json(const std::vector<std::optional<int>>& counts) {
  nlohmann::json out = nlohmann::json::array();
  for (const auto& c : counts) out.push_back(c ? nlohmann::json(*c) : nlohmann::json());
  return out;
}

}  // namespace

int tree_cells(const Image& img, const Grid& g) {
  int trees = 0;
  for (int r = 0; r < g.rows(); ++r)
    for (int c = 0; c < g.cols(); ++c) trees += measure(img, g, r, c).green >= kSomeGreen;
  return trees;
}

Expected<nlohmann::json> read_tents(const Image& img, const Grid& lattice) {
  const Grid g = without_count_lines(img, lattice);
  const int rows = g.rows(), cols = g.cols();
  if (rows < tents::kMinSize || cols < tents::kMinSize || rows > tents::kMaxSize ||
      cols > tents::kMaxSize)
    return make_error("tents: the board found is " + std::to_string(rows) + "x" +
                      std::to_string(cols) + ", not " + std::to_string(tents::kMinSize) + ".." +
                      std::to_string(tents::kMaxSize) + " a side");
  nlohmann::json trees = nlohmann::json::array(), tents = nlohmann::json::array(),
                 grass = nlohmann::json::array();
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) {
      const CellSymbols s = measure(img, g, r, c);
      if (s.green >= kSymbolShare)
        trees.push_back({r, c});
      else if (s.orange >= kSymbolShare)
        tents.push_back({r, c});
      else if (s.green_centre >= kDotShare)
        grass.push_back({r, c});
    }
  if (trees.empty()) return make_error("tents: no tree found on the board");
  // Every tent drawn is a board drawn with its solution (render --solution): it reads as its
  // puzzle, as a solved Queens board does.
  if (tents.size() == trees.size()) tents = nlohmann::json::array();
  auto row_ink = count_ink(img, g, true, "tents");
  if (!row_ink) return make_error(row_ink.error());
  auto col_ink = count_ink(img, g, false, "tents");
  if (!col_ink) return make_error(col_ink.error());
  const int total = static_cast<int>(trees.size());
  const auto row_counts = decode_counts(*row_ink, (cols + 1) / 2, total);
  const auto col_counts = decode_counts(*col_ink, (rows + 1) / 2, total);
  nlohmann::json out{{"game", "tents"},
                     {"rows", rows},
                     {"cols", cols},
                     {"trees", std::move(trees)},
                     {"row_counts", counts_json(row_counts)},
                     {"col_counts", counts_json(col_counts)}};
  if (!tents.empty()) out["tents"] = std::move(tents);
  if (!grass.empty()) out["grass"] = std::move(grass);
  return out;
}

namespace {

// Tents: a placed tent or grass mark is drawn as a given one (no game in print or on screen
// tells them apart), so every mark is taken as placed and the puzzle is its trees and counts.
Expected<nlohmann::json> tents_unmarked(const Image&, const Grid&, nlohmann::json puzzle) {
  puzzle.erase("tents");
  puzzle.erase("grass");
  return puzzle;
}

}  // namespace

Reader tents_reader() {
  return {.game = "tents",
          .read = read_tents,
          .sides = {tents::kMinSize, tents::kMaxSize, false, false},
          .refine = tents_lattice,
          // Tents' trees are green crowns.
          .claims = [](const CellCensus&, const Image& img,
                       const Grid& g) { return tree_cells(img, g) >= 1; },
          .scan = SolvedScan::plain,
          .strip = tents_unmarked,
          .overlay = draw_tents_overlay};
}

}  // namespace dg::vision
