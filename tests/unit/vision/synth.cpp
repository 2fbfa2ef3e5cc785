// Synthetic screenshots for the vision tests (see synth.hpp).
#include "synth.hpp"

#include <algorithm>
#include <cmath>
#include <map>
#include <sstream>
#include <stdexcept>

#include "render/render.hpp"
#include "solver/common/game.hpp"
#include "vision/encode_jpeg.hpp"
#include "vision/load_image.hpp"

namespace dg::vision::test {

nlohmann::json first_solution(const nlohmann::json& puzzle) {
  auto parsed = find_game(puzzle["game"].get<std::string>())->from_json(puzzle);
  if (!parsed) return nullptr;
  Budget budget;
  budget.max_nodes = 5'000'000;
  const auto sum = (*parsed)->count(1, budget);
  return sum.solutions.empty() ? nlohmann::json() : sum.solutions[0];
}

Image render_puzzle(const nlohmann::json& puzzle, int width) {
  auto parsed = find_game(puzzle["game"].get<std::string>())->from_json(puzzle);
  if (!parsed) throw std::runtime_error(parsed.error());
  render::Options options;
  options.png_width = width;
  render::Section section;
  section.boards.push_back({parsed->get(), nullptr, "test"});
  std::ostringstream png;
  auto done = render::render_document({section}, render::Format::png, options, png);
  if (!done) throw std::runtime_error(done.error());
  auto img = decode_image(png.str());
  if (!img) throw std::runtime_error(img.error());
  return std::move(img).value();
}

Image scaled(const Image& img, double factor) {
  Image out(static_cast<int>(img.width * factor), static_cast<int>(img.height * factor));
  for (int y = 0; y < out.height; ++y)
    for (int x = 0; x < out.width; ++x) {
      const double sx = std::clamp((x + 0.5) / factor - 0.5, 0.0, img.width - 1.0);
      const double sy = std::clamp((y + 0.5) / factor - 0.5, 0.0, img.height - 1.0);
      const int x0 = static_cast<int>(sx), y0 = static_cast<int>(sy);
      const int x1 = std::min(x0 + 1, img.width - 1), y1 = std::min(y0 + 1, img.height - 1);
      const double fx = sx - x0, fy = sy - y0;
      for (int ch = 0; ch < 3; ++ch) {
        const double v = (1 - fy) * ((1 - fx) * img.at(x0, y0)[ch] + fx * img.at(x1, y0)[ch]) +
                         fy * ((1 - fx) * img.at(x0, y1)[ch] + fx * img.at(x1, y1)[ch]);
        out.at(x, y)[ch] = static_cast<std::uint8_t>(std::lround(v));
      }
    }
  return out;
}

Image blurred(const Image& img, int radius) {
  Image out = img;
  for (int y = 0; y < img.height; ++y)
    for (int x = 0; x < img.width; ++x) {
      int sum[3] = {0, 0, 0}, n = 0;
      for (int dy = -radius; dy <= radius; ++dy)
        for (int dx = -radius; dx <= radius; ++dx) {
          const int xx = std::clamp(x + dx, 0, img.width - 1),
                    yy = std::clamp(y + dy, 0, img.height - 1);
          for (int ch = 0; ch < 3; ++ch) sum[ch] += img.at(xx, yy)[ch];
          ++n;
        }
      for (int ch = 0; ch < 3; ++ch) out.at(x, y)[ch] = static_cast<std::uint8_t>(sum[ch] / n);
    }
  return out;
}

std::string jpeg_bytes(const Image& img, int quality) {
  return encode_jpeg(img, quality);
}

Image jpeg_round_trip(const Image& img, int quality) {
  auto out = decode_image(jpeg_bytes(img, quality));
  if (!out) throw std::runtime_error(out.error());
  return std::move(out).value();
}

namespace {

void fill(Image& img, int x0, int y0, int w, int h, Rgb c) {
  for (int y = std::max(0, y0); y < std::min(img.height, y0 + h); ++y)
    for (int x = std::max(0, x0); x < std::min(img.width, x0 + w); ++x) {
      auto* px = img.at(x, y);
      px[0] = c.r, px[1] = c.g, px[2] = c.b;
    }
}

void outline(Image& img, int x0, int y0, int w, int h, Rgb c) {
  fill(img, x0, y0, w, 2, c);
  fill(img, x0, y0 + h - 2, w, 2, c);
  fill(img, x0, y0, 2, h, c);
  fill(img, x0 + w - 2, y0, 2, h, c);
}

}  // namespace

Image on_page(const Image& img, int w, int h, int x, int y, Rgb page, Rgb ink) {
  Image out(w, h);
  fill(out, 0, 0, w, h, page);
  fill(out, 0, 0, w, 40, Rgb{0, 0, 0});                                 // status bar
  for (int i = 0; i < 6; ++i) fill(out, 30 + i * 22, 70, 14, 20, ink);  // a title's letters
  outline(out, w - 150, 60, 120, 44, ink);                              // a button
  fill(out, 0, 120, w, 2, Rgb{200, 200, 200});                          // header rule
  for (int yy = 0; yy < img.height; ++yy)
    for (int xx = 0; xx < img.width; ++xx)
      if (x + xx < w && y + yy < h) std::copy_n(img.at(xx, yy), 3, out.at(x + xx, y + yy));
  const int below = y + img.height + 20;
  outline(out, x, below, img.width / 2 - 10, 50, ink);                       // Undo
  outline(out, x + img.width / 2 + 10, below, img.width / 2 - 10, 50, ink);  // Hint
  outline(out, x, below + 80, img.width, 90, Rgb{210, 210, 210});            // How to play
  for (int i = 0; i < 10; ++i) fill(out, x + 20 + i * 16, below + 115, 10, 16, ink);
  return out;
}

void darken(Image& img, int x, int y, int side, double factor) {
  for (int yy = std::max(0, y); yy < std::min(img.height, y + side); ++yy)
    for (int xx = std::max(0, x); xx < std::min(img.width, x + side); ++xx)
      for (int ch = 0; ch < 3; ++ch)
        img.at(xx, yy)[ch] = static_cast<std::uint8_t>(img.at(xx, yy)[ch] * factor);
}

void draw_cursor(Image& img, int x, int y, int size) {
  // The classic arrow: a triangle, 2 px of white around black.
  for (int dy = 0; dy < size; ++dy)
    for (int dx = 0; dx <= dy * 2 / 3; ++dx) {
      const int xx = x + dx, yy = y + dy;
      if (xx >= img.width || yy >= img.height) continue;
      const bool rim = dx < 2 || dx > dy * 2 / 3 - 2 || dy > size - 3;
      const std::uint8_t v = rim ? 255 : 0;
      auto* px = img.at(xx, yy);
      px[0] = px[1] = px[2] = v;
    }
}

nlohmann::json normalised(const nlohmann::json& puzzle) {
  auto parsed = find_game(puzzle["game"].get<std::string>())->from_json(puzzle);
  if (!parsed) return {{"invalid", parsed.error()}};
  nlohmann::json j = (*parsed)->to_json();
  if (j.contains("regions")) {
    std::map<int, int> ids;
    for (auto& row : j["regions"])
      for (auto& v : row) {
        const int id = v.get<int>();
        if (!ids.count(id)) ids[id] = static_cast<int>(ids.size());
        v = ids[id];
      }
  }
  return j;
}

}  // namespace dg::vision::test
