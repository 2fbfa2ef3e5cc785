// Zip: numbers, walls and the start cell. A number is a black disc with white digits; its
// digits are cut out as connected pieces of white inside the disc and compared with drawn digit
// templates (digits.hpp). The numbers on a board are exactly 1..K, each once, so the reading is
// the cheapest assignment of 1..K to the K discs (assignment.hpp): one clear "7" settles a close
// call between "1" and "7" elsewhere. The start cell is tinted (green, orange ...) to its corners
// and holds the 1. A wall is a thick black bar on an edge: far more ink across the edge than the
// thin grey line. A path a player has started (LinkedIn's page shows it as soon as one drags from
// the 1) is a broad band of saturated colour through cell centres, across edges and around discs:
// discs, digits and walls are read with it erased (a path crossing an edge is no wall), the start
// cell from the picture as it is (a path leaves a cell's corners white, the start tint does not).
#include <algorithm>
#include <cmath>
#include <optional>
#include <string>

#include "solver/zip/model.hpp"
#include "vision/assignment.hpp"
#include "vision/cells.hpp"
#include "vision/digits.hpp"
#include "vision/solved.hpp"
#include "vision/zip/read.hpp"

namespace dg::vision {

namespace {

constexpr float kDiscL = 40;       // disc pixels are darker than this L*
constexpr float kDigitL = 60;      // digit pixels inside a disc are lighter than this
constexpr float kTint = 15;        // the start cell's pixels have more chroma than this
constexpr double kWallInk = 0.05;  // wall: ink across the edge above this share of the pitch
constexpr double kSplit = 0.3;     // cost of reading one piece as two touching digits
constexpr double kMismatch = 3;    // cost of a number whose digit count differs from the glyphs'

struct Disc {
  int r = 0, c = 0;
  bool start = false;
  std::vector<Glyph> glyphs;
  // A single glyph cut in two at its thinnest column: "11" blurred into one piece.
  std::vector<Glyph> halves;
};

struct Component {
  int x0, x1, y0, y1;
  std::vector<std::pair<int, int>> pixels;
};

// 8-connected pieces of `mask` (w x h).
std::vector<Component> components(const std::vector<std::uint8_t>& mask, int w, int h) {
  std::vector<int> label(mask.size(), -1);
  std::vector<Component> out;
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      const auto i = static_cast<std::size_t>(y * w + x);
      if (!mask[i] || label[i] >= 0) continue;
      Component c{x, x, y, y, {}};
      std::vector<std::pair<int, int>> stack{{x, y}};
      label[i] = static_cast<int>(out.size());
      while (!stack.empty()) {
        auto [px, py] = stack.back();
        stack.pop_back();
        c.pixels.emplace_back(px, py);
        c.x0 = std::min(c.x0, px), c.x1 = std::max(c.x1, px);
        c.y0 = std::min(c.y0, py), c.y1 = std::max(c.y1, py);
        for (int dy = -1; dy <= 1; ++dy)
          for (int dx = -1; dx <= 1; ++dx) {
            const int nx = px + dx, ny = py + dy;
            if (nx < 0 || ny < 0 || nx >= w || ny >= h) continue;
            const auto j = static_cast<std::size_t>(ny * w + nx);
            if (mask[j] && label[j] < 0) {
              label[j] = static_cast<int>(out.size());
              stack.emplace_back(nx, ny);
            }
          }
      }
      out.push_back(std::move(c));
    }
  return out;
}

// Whether most light pixels of `b` are tinted (sampled every other pixel).
bool mostly_tinted(const Image& img, const Box& b, double share) {
  int light = 0, tinted = 0;
  for (int y = b.y0; y < b.y1; y += 2)
    for (int x = b.x0; x < b.x1; x += 2) {
      const Lab px = to_lab(img.at(x, y));
      if (px.l < kDiscL) continue;
      ++light;
      tinted += chroma(px) > kTint ? 1 : 0;
    }
  return light > 0 && tinted >= share * light;
}

// The mean chroma of the light pixels of `b` (0 for none).
double mean_chroma(const Image& img, const Box& b) {
  int light = 0;
  double sum = 0;
  for (int y = b.y0; y < b.y1; ++y)
    for (int x = b.x0; x < b.x1; ++x) {
      const Lab px = to_lab(img.at(x, y));
      if (px.l < kDiscL) continue;
      ++light;
      sum += chroma(px);
    }
  return light > 0 ? sum / light : 0;
}

// Whether cell (r, c) of `img` (the picture as it is) is the start cell: tinted around its disc
// (a median of the whole cell is not enough where a rounded board corner or a big disc leaves
// little of it), and near at least three of its corners (a path through the cell leaves them
// white; a rounded board corner or a cursor may take one). Some start tints are barely above
// kTint, so a corner counts at half of it on average.
bool start_cell(const Image& img, const Grid& g, int r, int c) {
  if (!mostly_tinted(img, cell_box(img, g, r, c, 0.05), 0.3)) return false;
  const double p = g.pitch(), x0 = g.xs[static_cast<std::size_t>(c)],
               y0 = g.ys[static_cast<std::size_t>(r)];
  int corners = 0;
  for (const double fx : {0.15, 0.85})
    for (const double fy : {0.15, 0.85})
      corners +=
          mean_chroma(img, box_around(img, x0 + fx * p, y0 + fy * p, 0.06 * p)) > kTint / 2 ? 1 : 0;
  return corners >= 3;
}

// The disc in cell (r, c) of `img` (the picture with any path erased), if there is one, with its
// digits cut out (not yet told whether it is the start).
std::optional<Disc> read_disc(const Image& img, const Grid& g, int r, int c) {
  const Box inner = cell_box(img, g, r, c, 0.12);
  int dark = 0, x0 = inner.x1, x1 = inner.x0, y0 = inner.y1, y1 = inner.y0;
  for (int y = inner.y0; y < inner.y1; ++y)
    for (int x = inner.x0; x < inner.x1; ++x) {
      const auto* px = img.at(x, y);
      if (lightness(px[0], px[1], px[2]) >= kDiscL) continue;
      ++dark;
      x0 = std::min(x0, x), x1 = std::max(x1, x), y0 = std::min(y0, y), y1 = std::max(y1, y);
    }
  if (dark < 0.12 * inner.area()) return std::nullopt;
  Disc d{r, c, false, {}, {}};
  // Digits: light pixels well inside the disc (its rim is anti-aliased, and the start disc may
  // wear a coloured ring).
  const double cx = (x0 + x1) / 2.0, cy = (y0 + y1) / 2.0;
  const double radius = 0.5 * std::min(x1 - x0 + 1, y1 - y0 + 1) * 0.8;
  const int w = x1 - x0 + 1, h = y1 - y0 + 1;
  std::vector<std::uint8_t> mask(static_cast<std::size_t>(w * h), 0);
  for (int y = y0; y <= y1; ++y)
    for (int x = x0; x <= x1; ++x) {
      if (std::hypot(x - cx, y - cy) > radius) continue;
      const auto* px = img.at(x, y);
      if (lightness(px[0], px[1], px[2]) > kDigitL)
        mask[static_cast<std::size_t>((y - y0) * w + (x - x0))] = 1;
    }
  auto comps = components(mask, w, h);
  std::size_t largest = 0;
  for (const auto& k : comps) largest = std::max(largest, k.pixels.size());
  std::erase_if(comps, [&](const Component& k) {
    return k.pixels.size() < 3 || k.pixels.size() * 7 < largest;
  });
  // Pieces that overlap left to right are one digit (a blurred "8" may break in two).
  std::sort(comps.begin(), comps.end(), [](const auto& a, const auto& b) { return a.x0 < b.x0; });
  std::vector<Component> glyphs;
  for (auto& k : comps) {
    if (!glyphs.empty() && k.x0 <= glyphs.back().x1 - (k.x1 - k.x0) / 3) {
      auto& gl = glyphs.back();
      gl.x0 = std::min(gl.x0, k.x0), gl.x1 = std::max(gl.x1, k.x1);
      gl.y0 = std::min(gl.y0, k.y0), gl.y1 = std::max(gl.y1, k.y1);
      gl.pixels.insert(gl.pixels.end(), k.pixels.begin(), k.pixels.end());
    } else {
      glyphs.push_back(std::move(k));
    }
  }
  for (const auto& gl : glyphs) {
    const int gw = gl.x1 - gl.x0 + 1, gh = gl.y1 - gl.y0 + 1;
    std::vector<std::uint8_t> m(static_cast<std::size_t>(gw * gh), 0);
    for (auto [px, py] : gl.pixels)
      m[static_cast<std::size_t>((py - gl.y0) * gw + (px - gl.x0))] = 1;
    d.glyphs.push_back(glyph_from_mask(m, gw, gh));
    if (glyphs.size() == 1 && gw >= 4) {
      // The column with the least ink in the middle third.
      int cut = gw / 2, least = gh + 1;
      for (int x = gw / 3; x < gw - gw / 3; ++x) {
        int ink = 0;
        for (int y = 0; y < gh; ++y) ink += m[static_cast<std::size_t>(y * gw + x)];
        if (ink < least) least = ink, cut = x;
      }
      for (auto [from, to] : {std::pair{0, cut}, std::pair{cut, gw}}) {
        const int hw = to - from;
        std::vector<std::uint8_t> half(static_cast<std::size_t>(hw * gh), 0);
        for (int y = 0; y < gh; ++y)
          for (int x = from; x < to; ++x)
            half[static_cast<std::size_t>(y * hw + (x - from))] =
                m[static_cast<std::size_t>(y * gw + x)];
        d.halves.push_back(glyph_from_mask(half, hw, gh));
      }
    }
  }
  return d;
}

double number_cost(const Disc& d, int number, bool board_has_start) {
  const std::string digits = std::to_string(number);
  double cost = 0;
  if (digits.size() == 2 && d.glyphs.size() == 1 && d.halves.size() == 2) {
    // Read as two touching digits, at a small price over two clear ones.
    cost += kSplit + digit_distance(d.halves[0], digits[0] - '0') +
            digit_distance(d.halves[1], digits[1] - '0');
  } else if (d.glyphs.size() != digits.size()) {
    cost += kMismatch;
  } else {
    for (std::size_t i = 0; i < digits.size(); ++i)
      cost += digit_distance(d.glyphs[i], digits[i] - '0');
  }
  if (board_has_start && (number == 1) != d.start) cost += kMismatch;
  return cost;
}

}  // namespace

Expected<nlohmann::json> read_zip(const Image& img, const Grid& g) {
  const int rows = g.rows(), cols = g.cols();
  // Zip boards have at most 16 rows and columns; a finer "grid" is not one (and assigning
  // numbers to hundreds of discs would take long).
  if (rows > 16 || cols > 16)
    return make_error("zip: the board found is " + std::to_string(rows) + "x" +
                      std::to_string(cols) + ", more than 16 a side");
  // The board without a path (the same picture when none is drawn).
  Image clean = img;
  const double margin = 0.1 * g.pitch();
  erase_path(
      clean,
      Box{static_cast<int>(g.xs.front() - margin), static_cast<int>(g.ys.front() - margin),
          static_cast<int>(g.xs.back() + margin) + 1, static_cast<int>(g.ys.back() + margin) + 1});
  std::vector<Disc> discs;
  std::vector<float> fill(static_cast<std::size_t>(rows * cols));
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) {
      fill[static_cast<std::size_t>(r * cols + c)] =
          median_lab(clean, cell_box(clean, g, r, c, 0.05)).l;
      if (auto d = read_disc(clean, g, r, c)) {
        d->start = start_cell(img, g, r, c);
        discs.push_back(std::move(*d));
      }
    }
  if (discs.size() < 2)
    return make_error("zip: found " + std::to_string(discs.size()) +
                      " numbered cells, a board has at least 2");
  const bool has_start =
      std::count_if(discs.begin(), discs.end(), [](const Disc& d) { return d.start; }) == 1;
  const int k = static_cast<int>(discs.size());
  std::vector<std::vector<double>> cost(static_cast<std::size_t>(k),
                                        std::vector<double>(static_cast<std::size_t>(k)));
  for (int i = 0; i < k; ++i)
    for (int n = 1; n <= k; ++n)
      cost[static_cast<std::size_t>(i)][static_cast<std::size_t>(n - 1)] =
          number_cost(discs[static_cast<std::size_t>(i)], n, has_start);
  const auto number_of = cheapest_assignment(cost);
  nlohmann::json waypoints = nlohmann::json::array();
  for (int n = 0; n < k; ++n)
    for (int i = 0; i < k; ++i)
      if (number_of[static_cast<std::size_t>(i)] == n)
        waypoints.push_back(
            {discs[static_cast<std::size_t>(i)].r, discs[static_cast<std::size_t>(i)].c});
  nlohmann::json walls = nlohmann::json::array();
  for (const auto& e : inner_edges(rows, cols)) {
    const int r2 = e.right ? e.r : e.r + 1, c2 = e.right ? e.c + 1 : e.c;
    const double ink = ink_across(clean, g, e, fill[static_cast<std::size_t>(e.r * cols + e.c)],
                                  fill[static_cast<std::size_t>(r2 * cols + c2)]);
    if (ink > kWallInk * g.pitch()) walls.push_back({{e.r, e.c}, {r2, c2}});
  }
  return nlohmann::json{{"game", "zip"},
                        {"rows", rows},
                        {"cols", cols},
                        {"waypoints", std::move(waypoints)},
                        {"walls", std::move(walls)}};
}

Reader zip_reader() {
  return {.game = "zip",
          .read = read_zip,
          .sides = {zip::kMinSide, zip::kMaxSide, false, false},
          .refine = zip_lattice,
          // Zip's numbers are black discs.
          .claims = [](const CellCensus& c, const Image&, const Grid&) { return c.discs >= 2; },
          // A path is a broad band of colour through the cell centres, under the discs and over
          // the thin lines: the discs and walls are read from the picture with it erased (a path
          // crossing an edge is not a wall).
          .scan = SolvedScan::erased,
          .strip = as_read,
          .overlay = draw_zip_overlay};
}

}  // namespace dg::vision
