// The Queens palette: 18 regions, 18 colours no two alike for the eye (CIE76 distance in L*a*b*,
// where about 2.3 is just noticeable), all light enough for black crowns and letters on top.
#include <catch2/catch.hpp>

#include <cmath>
#include <set>
#include <string>

#include "render/palette.hpp"

using dg::render::kRegionPalette;
using dg::render::Rgb;

namespace {

struct Lab {
  double l, a, b;
};

double linear(double c) {
  return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

Lab to_lab(const Rgb& c) {
  const double r = linear(c.r), g = linear(c.g), b = linear(c.b);
  const double x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
  const double y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const double z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
  auto f = [](double t) { return t > 0.008856 ? std::cbrt(t) : 7.787 * t + 16.0 / 116; };
  return {116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))};
}

double distance(const Lab& p, const Lab& q) {
  return std::sqrt((p.l - q.l) * (p.l - q.l) + (p.a - q.a) * (p.a - q.a) +
                   (p.b - q.b) * (p.b - q.b));
}

}  // namespace

TEST_CASE("18 regions get 18 clearly different light colours", "[render][palette]") {
  REQUIRE(kRegionPalette.size() == 18);
  double closest = 1e9;
  for (std::size_t i = 0; i < kRegionPalette.size(); ++i) {
    const Lab li = to_lab(kRegionPalette[i]);
    CHECK(li.l >= 55);  // black marks stay readable
    for (std::size_t j = i + 1; j < kRegionPalette.size(); ++j)
      closest = std::min(closest, distance(li, to_lab(kRegionPalette[j])));
  }
  CHECK(closest >= 20);
  CHECK(&dg::render::region_colour(18) == &dg::render::region_colour(0));
}

TEST_CASE("every region colour has its own player's name", "[render][palette]") {
  using dg::render::kRegionColourNames;
  REQUIRE(kRegionColourNames.size() == kRegionPalette.size());
  std::set<std::string> names;
  for (const char* name : kRegionColourNames) {
    REQUIRE(std::string(name).size() > 2);
    names.insert(name);
  }
  REQUIRE(names.size() == kRegionColourNames.size());
}
