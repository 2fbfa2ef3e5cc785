// CIELAB (D65), the perceptual space the readers compare colours in: a Euclidean distance of
// about 2.3 is a just noticeable difference, so one tolerance means the same thing for every hue
// (RGB distances do not: two LinkedIn pastel regions can be 20 RGB units apart and still clearly
// different, while a JPEG block shifts a saturated colour by more).
#pragma once

#include <cmath>
#include <cstdint>

namespace dg::vision {

struct Lab {
  float l = 0, a = 0, b = 0;  // L* 0..100; a*, b* roughly -128..127
};

Lab to_lab(std::uint8_t r, std::uint8_t g, std::uint8_t b);
inline Lab to_lab(const std::uint8_t* rgb) {
  return to_lab(rgb[0], rgb[1], rgb[2]);
}

// CIE76 colour difference.
inline float delta_e(const Lab& x, const Lab& y) {
  return std::sqrt((x.l - y.l) * (x.l - y.l) + (x.a - y.a) * (x.a - y.a) +
                   (x.b - y.b) * (x.b - y.b));
}
inline float chroma(const Lab& c) {
  return std::sqrt(c.a * c.a + c.b * c.b);
}
// Hue angle h_ab in degrees, 0..360 (0 red, 90 yellow, 180 green, 270 blue).
inline double hue_degrees(const Lab& c) {
  const double h = std::atan2(c.b, c.a) * 180 / 3.14159265358979323846;
  return h < 0 ? h + 360 : h;
}
// to_lab through a table of the cube root: for scanning many pixels (the lattice check), where
// an error of 0.2 does not matter.
Lab to_lab_tabulated(const std::uint8_t* rgb);
// L* alone, cheaper than to_lab for the grid search (the same curve, no chroma).
float lightness(std::uint8_t r, std::uint8_t g, std::uint8_t b);
// Relative luminance Y (0..1) of an sRGB pixel, and L* of a luminance.
float luminance(const std::uint8_t* rgb);
float lightness_of_luminance(float y);

}  // namespace dg::vision
