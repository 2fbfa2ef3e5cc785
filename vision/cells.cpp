// Cell and edge measures of cells.hpp.
#include "vision/cells.hpp"

#include <algorithm>
#include <cmath>

namespace dg::vision {

namespace {

Box clip(const Image& img, double x0, double y0, double x1, double y1) {
  Box b;
  b.x0 = std::clamp(static_cast<int>(std::lround(x0)), 0, img.width);
  b.y0 = std::clamp(static_cast<int>(std::lround(y0)), 0, img.height);
  b.x1 = std::clamp(static_cast<int>(std::lround(x1)), b.x0, img.width);
  b.y1 = std::clamp(static_cast<int>(std::lround(y1)), b.y0, img.height);
  return b;
}

float median(std::vector<float>& v) {
  if (v.empty()) return 0;
  auto mid = v.begin() + static_cast<std::ptrdiff_t>(v.size() / 2);
  std::nth_element(v.begin(), mid, v.end());
  return *mid;
}

}  // namespace

Box cell_box(const Image& img, const Grid& g, int r, int c, double margin) {
  const double m = margin * g.pitch();
  return clip(img, g.xs[static_cast<std::size_t>(c)] + m, g.ys[static_cast<std::size_t>(r)] + m,
              g.xs[static_cast<std::size_t>(c) + 1] - m, g.ys[static_cast<std::size_t>(r) + 1] - m);
}

Box box_around(const Image& img, double x, double y, double half) {
  return clip(img, x - half, y - half, x + half + 1, y + half + 1);
}

Lab median_lab(const Image& img, const Box& b) {
  std::vector<float> l, a, bb;
  if (b.area() <= 0) return {};
  const int step = std::max(1, static_cast<int>(std::sqrt(b.area() / 400.0)));
  for (int y = b.y0; y < b.y1; y += step)
    for (int x = b.x0; x < b.x1; x += step) {
      const Lab c = to_lab(img.at(x, y));
      l.push_back(c.l), a.push_back(c.a), bb.push_back(c.b);
    }
  return {median(l), median(a), median(bb)};
}

std::vector<Edge> inner_edges(int rows, int cols) {
  std::vector<Edge> out;
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) {
      if (c + 1 < cols) out.push_back({r, c, true});
      if (r + 1 < rows) out.push_back({r, c, false});
    }
  return out;
}

double ink_across(const Image& img, const Grid& g, const Edge& e, float l_first, float l_second) {
  const double p = g.pitch();
  const auto xs = [&](int i) { return g.xs[static_cast<std::size_t>(i)]; };
  const auto ys = [&](int i) { return g.ys[static_cast<std::size_t>(i)]; };
  // Along: the middle 40 % of the edge; across: an eighth of the pitch either side of the line
  // (a wall is a tenth of the pitch thick; a Zip disc comes within a fifth of the line).
  const double line = e.right ? xs(e.c + 1) : ys(e.r + 1);
  const double from = e.right ? ys(e.r) + 0.3 * p : xs(e.c) + 0.3 * p;
  const double to = e.right ? ys(e.r + 1) - 0.3 * p : xs(e.c + 1) - 0.3 * p;
  const int a0 = static_cast<int>(std::lround(line - 0.125 * p));
  const int a1 = static_cast<int>(std::lround(line + 0.125 * p));
  std::vector<float> widths;
  const int s0 = static_cast<int>(std::lround(from)), s1 = static_cast<int>(std::lround(to));
  const int step = std::max(1, (s1 - s0) / 15);
  for (int s = s0; s <= s1; s += step) {
    float w = 0;
    for (int a = a0; a <= a1; ++a) {
      const int x = e.right ? a : s, y = e.right ? s : a;
      if (x < 0 || y < 0 || x >= img.width || y >= img.height) continue;
      const float base = std::max(a < line ? l_first : l_second, 10.0f);
      const auto* px = img.at(x, y);
      w += std::clamp((base - lightness(px[0], px[1], px[2])) / base, 0.0f, 1.0f);
    }
    widths.push_back(w);
  }
  return median(widths);
}

}  // namespace dg::vision
