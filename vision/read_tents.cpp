// Tents & Trees: trees, given tents and given grass by colour inside the cells, and the counts
// as dark digits beyond the board (each row's at its right end, each column's at its foot).
// Two looks are read: dg::render's (a green disc crown on a brown trunk, orange tents, grass as
// a small green dot, on white) and Simon Tatham's (a green crown on a light green cell, on light
// grey). A tree is a cell whose middle is well covered by a mid-to-dark saturated green (a grass
// dot covers a few per cent of it, SGT's light green cell fill is far lighter than any crown);
// a tent is a cell well covered by saturated orange. The counts lie in a band beside the board:
// the first run of ink going away from the board's edge (a caption further out is not part of
// it); each row's or column's pieces of ink in that band are its digits, told apart with the
// digit templates of digits.hpp (the renderer draws them in the same sans-serif bold). No ink
// there is a hidden count (null).
#include <algorithm>
#include <cmath>
#include <optional>
#include <string>

#include "solver/tents/model.hpp"
#include "vision/cells.hpp"
#include "vision/digits.hpp"
#include "vision/readers.hpp"

namespace dg::vision {

namespace {

constexpr double kPi = 3.14159265358979323846;
// Share of a cell's middle (its inner 80 %) covered by a symbol: a crown covers about a third
// (dg::render 36 %, SGT 30 %), a tent a third, a grass dot 3 %; a JPEG tint well under 1 %.
constexpr double kSymbolShare = 0.12;
constexpr double kDotShare = 0.008;
// How far beyond the board's edge the counts are looked for, in pitches (dg::render centres
// them half a cell out, SGT about 0.75), and the widest gap inside the band of counts.
constexpr double kCountReach = 1.3;
constexpr double kBandGap = 0.12;
// Count ink is this much darker (L*) than the background beside the board.
constexpr float kInkContrast = 35;

double hue_of(const Lab& c) {
  const double h = std::atan2(c.b, c.a) * 180 / kPi;
  return h < 0 ? h + 360 : h;
}

// A crown's green: saturated, hue between yellow-green and cyan-green, not as light as SGT's
// grass-coloured cell behind it.
bool crown_green(const Lab& c) {
  const double h = hue_of(c);
  return chroma(c) >= 25 && c.l >= 20 && c.l <= 80 && h >= 100 && h <= 175;
}

// A tent's orange (the brown trunk and door are darker).
bool tent_orange(const Lab& c) {
  const double h = hue_of(c);
  return chroma(c) >= 40 && c.l >= 45 && h >= 35 && h <= 80;
}

struct CellSymbols {
  double green = 0, orange = 0;  // shares of the cell's middle
};

CellSymbols measure(const Image& img, const Grid& g, int r, int c) {
  const Box b = cell_box(img, g, r, c, 0.1);
  CellSymbols out;
  if (b.area() <= 0) return out;
  const int step = std::max(1, static_cast<int>(std::sqrt(b.area() / 900.0)));
  int total = 0, green = 0, orange = 0;
  for (int y = b.y0; y < b.y1; y += step)
    for (int x = b.x0; x < b.x1; x += step) {
      const Lab px = to_lab_tabulated(img.at(x, y));
      ++total;
      green += crown_green(px) ? 1 : 0;
      orange += tent_orange(px) ? 1 : 0;
    }
  out.green = static_cast<double>(green) / total;
  out.orange = static_cast<double>(orange) / total;
  return out;
}

struct Piece {
  int x0, x1, y0, y1;
  std::vector<std::pair<int, int>> pixels;
  int width() const { return x1 - x0 + 1; }
  int height() const { return y1 - y0 + 1; }
};

// 8-connected pieces of `mask` (w x h).
std::vector<Piece> pieces_of(const std::vector<std::uint8_t>& mask, int w, int h) {
  std::vector<std::uint8_t> seen(mask.size(), 0);
  std::vector<Piece> out;
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      const auto i = static_cast<std::size_t>(y * w + x);
      if (!mask[i] || seen[i]) continue;
      Piece p{x, x, y, y, {}};
      std::vector<std::pair<int, int>> stack{{x, y}};
      seen[i] = 1;
      while (!stack.empty()) {
        const auto [px, py] = stack.back();
        stack.pop_back();
        p.pixels.emplace_back(px, py);
        p.x0 = std::min(p.x0, px), p.x1 = std::max(p.x1, px);
        p.y0 = std::min(p.y0, py), p.y1 = std::max(p.y1, py);
        for (int dy = -1; dy <= 1; ++dy)
          for (int dx = -1; dx <= 1; ++dx) {
            const int nx = px + dx, ny = py + dy;
            if (nx < 0 || ny < 0 || nx >= w || ny >= h) continue;
            const auto j = static_cast<std::size_t>(ny * w + nx);
            if (mask[j] && !seen[j]) {
              seen[j] = 1;
              stack.emplace_back(nx, ny);
            }
          }
      }
      out.push_back(std::move(p));
    }
  return out;
}

// The digit a mask (w x h, the piece's own pixels) shows best.
int best_digit(const std::vector<std::uint8_t>& mask, int w, int h) {
  const Glyph glyph = glyph_from_mask(mask, w, h);
  int best = 0;
  for (int d = 1; d < 10; ++d)
    if (digit_distance(glyph, d) < digit_distance(glyph, best)) best = d;
  return best;
}

// The strip beside the board where one side's counts lie, as an ink mask: along = the board's
// axis the counts follow (rows for the right side), away = going out from the board's edge.
struct Strip {
  Box box;
  std::vector<std::uint8_t> ink;  // box.width() x box.height()
  bool ink_at(int x, int y) const {
    return ink[static_cast<std::size_t>((y - box.y0) * box.width() + (x - box.x0))] != 0;
  }
};

Strip strip_of(const Image& img, const Box& box) {
  Strip s{box, std::vector<std::uint8_t>(static_cast<std::size_t>(std::max(0, box.area())), 0)};
  if (box.area() <= 0) return s;
  std::vector<float> l;
  l.reserve(static_cast<std::size_t>(box.area()));
  for (int y = box.y0; y < box.y1; ++y)
    for (int x = box.x0; x < box.x1; ++x) {
      const auto* px = img.at(x, y);
      l.push_back(lightness(px[0], px[1], px[2]));
    }
  std::vector<float> sorted = l;
  auto mid = sorted.begin() + static_cast<std::ptrdiff_t>(sorted.size() / 2);
  std::nth_element(sorted.begin(), mid, sorted.end());
  const float background = *mid;
  for (std::size_t i = 0; i < l.size(); ++i) s.ink[i] = l[i] < background - kInkContrast ? 1 : 0;
  return s;
}

// The counts of one side: `right` for the rows' counts, else the columns'. Error when the strip
// where they belong is cut off by the image's edge.
Expected<std::vector<std::optional<int>>> read_counts(const Image& img, const Grid& g, bool right) {
  const double p = g.pitch();
  const int lines = right ? g.rows() : g.cols();
  const std::vector<double>& along = right ? g.ys : g.xs;
  const double edge = right ? g.xs.back() : g.ys.back();
  const double limit = right ? img.width : img.height;
  const std::string side = right ? "row counts right of" : "column counts below";
  if (edge + 0.6 * p > limit)
    return make_error("tents: the " + side + " the board are cut off by the image's edge");
  // The strip, clipped to the image.
  const double near = edge + 0.08 * p, far = std::min(limit, edge + kCountReach * p);
  Box box = right ? Box{static_cast<int>(std::lround(near)), static_cast<int>(along.front()),
                        static_cast<int>(far), static_cast<int>(along.back())}
                  : Box{static_cast<int>(along.front()), static_cast<int>(std::lround(near)),
                        static_cast<int>(along.back()), static_cast<int>(far)};
  box.x1 = std::min(box.x1, img.width), box.y1 = std::min(box.y1, img.height);
  const Strip s = strip_of(img, box);
  // The band: the first run of ink going away from the board, gaps up to kBandGap bridged.
  const int depth = right ? box.width() : box.height();
  const int breadth = right ? box.height() : box.width();
  std::vector<int> profile(static_cast<std::size_t>(std::max(0, depth)), 0);
  for (int d = 0; d < depth; ++d)
    for (int b = 0; b < breadth; ++b)
      profile[static_cast<std::size_t>(d)] +=
          right ? s.ink_at(box.x0 + d, box.y0 + b) : s.ink_at(box.x0 + b, box.y0 + d);
  // A speck of JPEG noise is not the band: a column (row) of it holds a few pixels of ink.
  const int min_ink = std::max(2, static_cast<int>(0.05 * p));
  int band0 = -1, band1 = -1, gap = 0;
  for (int d = 0; d < depth; ++d) {
    if (profile[static_cast<std::size_t>(d)] >= min_ink) {
      if (band0 < 0) band0 = d;
      band1 = d + 1, gap = 0;
    } else if (band0 >= 0 && ++gap > std::max(1.0, kBandGap * p)) {
      break;
    }
  }
  std::vector<std::optional<int>> counts(static_cast<std::size_t>(lines));
  if (band0 < 0) return counts;  // every count hidden
  for (int i = 0; i < lines; ++i) {
    // The line's cell of the band, a little inside the line's grid lines.
    const double a0 = along[static_cast<std::size_t>(i)] + 0.04 * p;
    const double a1 = along[static_cast<std::size_t>(i) + 1] - 0.04 * p;
    const int x0 = right ? box.x0 + band0 : static_cast<int>(std::ceil(a0));
    const int x1 = right ? box.x0 + band1 : static_cast<int>(a1);
    const int y0 = right ? static_cast<int>(std::ceil(a0)) : box.y0 + band0;
    const int y1 = right ? static_cast<int>(a1) : box.y0 + band1;
    const int w = x1 - x0, h = y1 - y0;
    if (w <= 0 || h <= 0) continue;
    std::vector<std::uint8_t> mask(static_cast<std::size_t>(w * h), 0);
    for (int y = y0; y < y1; ++y)
      for (int x = x0; x < x1; ++x)
        if (x >= box.x0 && x < box.x1 && y >= box.y0 && y < box.y1)
          mask[static_cast<std::size_t>((y - y0) * w + (x - x0))] = s.ink_at(x, y) ? 1 : 0;
    auto pieces = pieces_of(mask, w, h);
    // Digits are at least a sixth of a cell tall; smaller pieces are noise.
    std::erase_if(pieces, [&](const Piece& k) { return k.height() < p / 6; });
    if (pieces.empty()) continue;
    std::sort(pieces.begin(), pieces.end(),
              [](const Piece& a, const Piece& b) { return a.x0 < b.x0; });
    int number = 0;
    for (const auto& k : pieces) {
      // Two digits run together (small or blurred): a piece much wider than a digit is cut at
      // its thinnest column in the middle.
      std::vector<std::uint8_t> m(static_cast<std::size_t>(k.width() * k.height()), 0);
      for (auto [px, py] : k.pixels)
        m[static_cast<std::size_t>((py - k.y0) * k.width() + (px - k.x0))] = 1;
      if (k.width() > k.height()) {
        int cut = k.width() / 2, least = k.height() + 1;
        for (int x = k.width() / 3; x < k.width() - k.width() / 3; ++x) {
          int ink = 0;
          for (int y = 0; y < k.height(); ++y)
            ink += m[static_cast<std::size_t>(y * k.width() + x)];
          if (ink < least) least = ink, cut = x;
        }
        for (auto [from, to] : {std::pair{0, cut}, std::pair{cut, k.width()}}) {
          const int hw = to - from;
          std::vector<std::uint8_t> half(static_cast<std::size_t>(hw * k.height()), 0);
          for (int y = 0; y < k.height(); ++y)
            for (int x = from; x < to; ++x)
              half[static_cast<std::size_t>(y * hw + (x - from))] =
                  m[static_cast<std::size_t>(y * k.width() + x)];
          number = number * 10 + best_digit(half, hw, k.height());
        }
      } else {
        number = number * 10 + best_digit(m, k.width(), k.height());
      }
      if (number > 99) break;
    }
    counts[static_cast<std::size_t>(i)] = number;
  }
  return counts;
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
    for (int c = 0; c < g.cols(); ++c) trees += measure(img, g, r, c).green >= kSymbolShare;
  return trees;
}

Expected<nlohmann::json> read_tents(const Image& img, const Grid& g) {
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
      else if (s.green >= kDotShare)
        grass.push_back({r, c});
    }
  if (trees.empty()) return make_error("tents: no tree found on the board");
  // Every tent drawn is a board drawn with its solution (render --solution): it reads as its
  // puzzle, as a solved Queens board does.
  if (tents.size() == trees.size()) tents = nlohmann::json::array();
  auto row_counts = read_counts(img, g, true);
  if (!row_counts) return make_error(row_counts.error());
  auto col_counts = read_counts(img, g, false);
  if (!col_counts) return make_error(col_counts.error());
  nlohmann::json out{{"game", "tents"},
                     {"rows", rows},
                     {"cols", cols},
                     {"trees", std::move(trees)},
                     {"row_counts", counts_json(*row_counts)},
                     {"col_counts", counts_json(*col_counts)}};
  if (!tents.empty()) out["tents"] = std::move(tents);
  if (!grass.empty()) out["grass"] = std::move(grass);
  return out;
}

}  // namespace dg::vision
