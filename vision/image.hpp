// A decoded picture in memory: 8-bit sRGB, no alpha (transparent pixels are composited onto
// white when loading, as a viewer shows them). Pixel coordinates are (x, y) = (column, row) with
// (0, 0) at the top-left; puzzle cells elsewhere stay (row, col).
#pragma once

#include <cstdint>
#include <vector>

namespace dg::vision {

struct Image {
  int width = 0, height = 0;
  std::vector<std::uint8_t> rgb;  // row-major, 3 bytes per pixel

  Image() = default;
  Image(int w, int h) : width(w), height(h), rgb(area(w, h) * 3, 255) {}
  const std::uint8_t* at(int x, int y) const { return rgb.data() + index(x, y) * 3; }
  std::uint8_t* at(int x, int y) { return rgb.data() + index(x, y) * 3; }
  std::size_t index(int x, int y) const { return area(width, y) + static_cast<std::size_t>(x); }
  static std::size_t area(int w, int h) {
    return static_cast<std::size_t>(w) * static_cast<std::size_t>(h);
  }
};

// A one-channel float picture (luminance or a derived map), same coordinates as Image.
struct Plane {
  int width = 0, height = 0;
  std::vector<float> v;

  Plane() = default;
  Plane(int w, int h, float fill = 0) : width(w), height(h), v(Image::area(w, h), fill) {}
  float operator()(int x, int y) const { return v[index(x, y)]; }
  float& operator()(int x, int y) { return v[index(x, y)]; }
  std::size_t index(int x, int y) const {
    return Image::area(width, y) + static_cast<std::size_t>(x);
  }
};

}  // namespace dg::vision
