// The counts beside a board of line_counts.hpp.
#include "vision/line_counts.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <string>

#include "vision/cells.hpp"
#include "vision/colour.hpp"

namespace dg::vision {

namespace {

// How far beyond the board's edge the counts are looked for, in pitches (dg::render centres
// them half a cell out, SGT about 0.75), the widest gap inside their band, and how deep the
// band must be (a stray line of pixels is not one).
constexpr double kCountReach = 1.3;
constexpr double kBandGap = 0.12;
constexpr double kBandDepth = 0.05;
// Count ink is this much darker (L*) than the background beside the board.
constexpr float kInkContrast = 35;
// Pieces shorter than this share of the pitch are noise: a digit is a third of a cell tall.
constexpr double kMinDigit = 1.0 / 6;
// A dash is at least this wide (a hyphen at the counts' size is about 0.07 of a cell).
constexpr double kMinDash = 0.04;
// Costs, as digit distances: reading one piece as two touching digits, and a number whose digit
// count differs from the pieces'.
constexpr double kSplit = 0.3;
constexpr double kMismatch = 3;

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

// Columns from..to of a w x h mask.
std::vector<std::uint8_t> columns(const std::vector<std::uint8_t>& m, int w, int h, int from,
                                  int to) {
  std::vector<std::uint8_t> out(static_cast<std::size_t>((to - from) * h), 0);
  for (int y = 0; y < h; ++y)
    for (int x = from; x < to; ++x)
      out[static_cast<std::size_t>(y * (to - from) + (x - from))] =
          m[static_cast<std::size_t>(y * w + x)];
  return out;
}

CountInk ink_of(std::vector<Piece> pieces, double pitch) {
  CountInk out;
  const auto is_digit = [&](const Piece& k) { return k.height() >= kMinDigit * pitch; };
  // A dash between digits: a range "2-3" (Tango's page and render write a range so).
  int digits_x0 = std::numeric_limits<int>::max(), digits_x1 = -1;
  for (const Piece& k : pieces)
    if (is_digit(k)) digits_x0 = std::min(digits_x0, k.x1), digits_x1 = std::max(digits_x1, k.x0);
  for (const Piece& k : pieces)
    if (!is_digit(k) && k.width() >= kMinDash * pitch && k.width() >= 1.5 * k.height() &&
        k.x0 > digits_x0 && k.x1 < digits_x1)
      out.dash = true;
  std::erase_if(pieces, [&](const Piece& k) { return !is_digit(k); });
  if (pieces.empty()) return out;
  out.hidden = false;
  std::sort(pieces.begin(), pieces.end(),
            [](const Piece& a, const Piece& b) { return a.x0 < b.x0; });
  for (const auto& k : pieces) {
    const int w = k.width(), h = k.height();
    std::vector<std::uint8_t> m(static_cast<std::size_t>(w * h), 0);
    for (auto [px, py] : k.pixels) m[static_cast<std::size_t>((py - k.y0) * w + (px - k.x0))] = 1;
    out.glyphs.push_back(glyph_from_mask(m, w, h));
    if (pieces.size() == 1 && w >= 4) {
      // The column with the least ink in the middle third.
      int cut = w / 2, least = h + 1;
      for (int x = w / 3; x < w - w / 3; ++x) {
        int ink = 0;
        for (int y = 0; y < h; ++y) ink += m[static_cast<std::size_t>(y * w + x)];
        if (ink < least) least = ink, cut = x;
      }
      out.halves.push_back(glyph_from_mask(columns(m, w, h, 0, cut), cut, h));
      out.halves.push_back(glyph_from_mask(columns(m, w, h, cut, w), w - cut, h));
    }
  }
  return out;
}

// Pixels of the box darker than its background (its median L*) by kInkContrast.
std::vector<std::uint8_t> ink_mask(const Image& img, const Box& box) {
  std::vector<std::uint8_t> ink(static_cast<std::size_t>(std::max(0, box.area())), 0);
  if (box.area() <= 0) return ink;
  std::vector<float> l;
  l.reserve(ink.size());
  for (int y = box.y0; y < box.y1; ++y)
    for (int x = box.x0; x < box.x1; ++x) {
      const auto* px = img.at(x, y);
      l.push_back(lightness(px[0], px[1], px[2]));
    }
  std::vector<float> sorted = l;
  auto mid = sorted.begin() + static_cast<std::ptrdiff_t>(sorted.size() / 2);
  std::nth_element(sorted.begin(), mid, sorted.end());
  for (std::size_t i = 0; i < l.size(); ++i) ink[i] = l[i] < *mid - kInkContrast ? 1 : 0;
  return ink;
}

// The band of counts in a depth x breadth profile of ink (pixels per step away from the board):
// [first, last) steps, or first = -1 when there is no ink.
std::pair<int, int> band_of(std::vector<int> profile, int breadth, double pitch) {
  // A speck of JPEG noise is not the band: a step of it holds a few pixels of ink.
  const int min_ink = std::max(2, static_cast<int>(0.1 * pitch));
  // The board's border runs the strip's whole length (digits cover at most a third of it); the
  // search starts past it, so the ends of the grid lines inside it are not taken for the band.
  const int depth = static_cast<int>(profile.size());
  int past_border = 0;
  for (int d = 0; d < std::min(depth, static_cast<int>(0.25 * pitch) + 1); ++d)
    if (profile[static_cast<std::size_t>(d)] > breadth * 6 / 10) past_border = d + 1;
  for (int d = past_border, gap = 0, run0 = -1, run1 = -1; d <= depth; ++d) {
    if (d < depth && profile[static_cast<std::size_t>(d)] >= min_ink) {
      if (run0 < 0) run0 = d;
      run1 = d + 1, gap = 0;
      continue;
    }
    if (run0 < 0) continue;
    if (d < depth && ++gap <= std::max(1.0, kBandGap * pitch)) continue;
    if (run1 - run0 >= kBandDepth * pitch) return {run0, run1};
    run0 = run1 = -1, gap = 0;
  }
  return {-1, -1};
}

}  // namespace

double number_cost(const CountInk& ink, int n) {
  const std::string digits = std::to_string(n);
  if (digits.size() == ink.glyphs.size()) {
    double cost = 0;
    for (std::size_t i = 0; i < digits.size(); ++i)
      cost += digit_distance(ink.glyphs[i], digits[i] - '0');
    return cost;
  }
  if (digits.size() == 2 && ink.halves.size() == 2)
    return kSplit + digit_distance(ink.halves[0], digits[0] - '0') +
           digit_distance(ink.halves[1], digits[1] - '0');
  return kMismatch * (1 + static_cast<double>(ink.glyphs.size()));
}

Expected<std::vector<CountInk>> count_ink(const Image& img, const Grid& g, bool right,
                                          std::string_view game) {
  const double p = g.pitch();
  const int lines = right ? g.rows() : g.cols();
  const std::vector<double>& along = right ? g.ys : g.xs;
  const double edge = right ? g.xs.back() : g.ys.back();
  const double limit = right ? img.width : img.height;
  if (edge + 0.6 * p > limit)
    return make_error(std::string(game) + ": the " +
                      (right ? "row counts right of" : "column counts below") +
                      " the board are cut off by the image's edge");
  // The strip, clipped to the image, short of the board's corners (where the border crosses it;
  // the first and last counts lie in their cells' middle third).
  const int near = static_cast<int>(std::lround(edge));
  const int far = static_cast<int>(std::min(limit, edge + kCountReach * p));
  const int start = static_cast<int>(along.front() + 0.25 * p);
  const int end = static_cast<int>(along.back() - 0.25 * p);
  const Box box = right ? Box{near, start, far, end} : Box{start, near, end, far};
  if (box.width() <= 0 || box.height() <= 0)
    return std::vector<CountInk>(static_cast<std::size_t>(lines));
  const std::vector<std::uint8_t> ink = ink_mask(img, box);
  const auto ink_at = [&](int x, int y) {
    return ink[static_cast<std::size_t>((y - box.y0) * box.width() + (x - box.x0))];
  };
  const int depth = right ? box.width() : box.height();
  const int breadth = right ? box.height() : box.width();
  std::vector<int> profile(static_cast<std::size_t>(depth), 0);
  for (int d = 0; d < depth; ++d)
    for (int b = 0; b < breadth; ++b)
      profile[static_cast<std::size_t>(d)] +=
          right ? ink_at(box.x0 + d, box.y0 + b) : ink_at(box.x0 + b, box.y0 + d);
  const auto [band0, band1] = band_of(std::move(profile), breadth, p);
  std::vector<CountInk> out(static_cast<std::size_t>(lines));
  if (band0 < 0) return out;  // every count hidden
  for (int i = 0; i < lines; ++i) {
    // The line's stretch of the band, a little inside its grid lines, clipped to the strip.
    const int a0 =
        std::max(static_cast<int>(std::ceil(along[static_cast<std::size_t>(i)] + 0.04 * p)),
                 right ? box.y0 : box.x0);
    const int a1 = std::min(static_cast<int>(along[static_cast<std::size_t>(i) + 1] - 0.04 * p),
                            right ? box.y1 : box.x1);
    const int x0 = right ? box.x0 + band0 : a0, x1 = right ? box.x0 + band1 : a1;
    const int y0 = right ? a0 : box.y0 + band0, y1 = right ? a1 : box.y0 + band1;
    const int w = x1 - x0, h = y1 - y0;
    if (w <= 0 || h <= 0) continue;
    std::vector<std::uint8_t> mask(static_cast<std::size_t>(w * h), 0);
    for (int y = y0; y < y1; ++y)
      for (int x = x0; x < x1; ++x)
        mask[static_cast<std::size_t>((y - y0) * w + (x - x0))] = ink_at(x, y);
    out[static_cast<std::size_t>(i)] = ink_of(pieces_of(mask, w, h), p);
  }
  return out;
}

std::vector<std::optional<int>> decode_counts(const std::vector<CountInk>& ink, int max_count,
                                              int trees) {
  constexpr double kNone = std::numeric_limits<double>::infinity();
  const std::size_t n = ink.size();
  const int top = std::max(0, max_count);
  const auto cap = static_cast<std::size_t>(std::max(0, trees));
  // best[i][s]: the cheapest reading of the first i counts that sums to s; pick[i][s]: the
  // number count i - 1 takes in it.
  std::vector<std::vector<double>> best(n + 1, std::vector<double>(cap + 1, kNone));
  std::vector<std::vector<int>> pick(n + 1, std::vector<int>(cap + 1, -1));
  best[0][0] = 0;
  bool any_hidden = false;
  std::vector<std::optional<int>> alone(n);
  for (std::size_t i = 0; i < n; ++i) {
    if (ink[i].hidden) {
      any_hidden = true;
      best[i + 1] = best[i];
      continue;
    }
    std::vector<double> cost(static_cast<std::size_t>(top) + 1);
    for (int v = 0; v <= top; ++v) {
      cost[static_cast<std::size_t>(v)] = number_cost(ink[i], v);
      if (!alone[i] ||
          cost[static_cast<std::size_t>(v)] < cost[static_cast<std::size_t>(*alone[i])])
        alone[i] = v;
    }
    for (std::size_t s = 0; s <= cap; ++s) {
      if (best[i][s] == kNone) continue;
      for (int v = 0; v <= top && s + static_cast<std::size_t>(v) <= cap; ++v) {
        const double c = best[i][s] + cost[static_cast<std::size_t>(v)];
        const std::size_t to = s + static_cast<std::size_t>(v);
        if (c < best[i + 1][to]) best[i + 1][to] = c, pick[i + 1][to] = v;
      }
    }
  }
  // The sum to end on: the trees' number, or (with a hidden count) the cheapest up to it.
  std::size_t end = cap;
  if (any_hidden)
    for (std::size_t s = 0; s <= cap; ++s)
      if (best[n][s] < best[n][end]) end = s;
  if (best[n][end] == kNone) return alone;
  std::vector<std::optional<int>> out(n);
  for (std::size_t i = n; i > 0; --i) {
    if (ink[i - 1].hidden) continue;
    out[i - 1] = pick[i][end];
    end -= static_cast<std::size_t>(pick[i][end]);
  }
  return out;
}

}  // namespace dg::vision
