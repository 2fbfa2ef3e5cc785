// The PNG decoder (libpng's simplified API): every colour model a screenshot tool writes comes
// out as 8-bit RGB, transparent pixels composited onto white in sRGB values (as a browser shows
// them), and a header announcing too many pixels is refused before anything is allocated.
#include <catch2/catch.hpp>

#include <png.h>

#include <cstring>
#include <string>
#include <vector>

#include "vision/load_image.hpp"

namespace {

using namespace dg::vision;

// A PNG file of `pixels` (w x h, in `format`), written by libpng.
std::string png_file(int w, int h, std::uint32_t format, const std::vector<std::uint8_t>& pixels) {
  png_image image;
  std::memset(&image, 0, sizeof image);
  image.version = PNG_IMAGE_VERSION;
  image.width = static_cast<png_uint_32>(w);
  image.height = static_cast<png_uint_32>(h);
  image.format = format;
  png_alloc_size_t size = 0;
  REQUIRE(png_image_write_to_memory(&image, nullptr, &size, 0, pixels.data(), 0, nullptr));
  std::string out(size, '\0');
  REQUIRE(png_image_write_to_memory(&image, out.data(), &size, 0, pixels.data(), 0, nullptr));
  out.resize(size);
  return out;
}

std::vector<int> rgb_of(const Image& img) {
  return std::vector<int>(img.rgb.begin(), img.rgb.end());
}

}  // namespace

TEST_CASE("PNG colour models decode to 8-bit RGB", "[vision]") {
  SECTION("RGB") {
    auto img = decode_image(png_file(2, 1, PNG_FORMAT_RGB, {255, 0, 0, 10, 20, 30}));
    REQUIRE(img.ok());
    CHECK(img->width == 2);
    CHECK(img->height == 1);
    CHECK(rgb_of(*img) == std::vector<int>{255, 0, 0, 10, 20, 30});
  }
  SECTION("grey") {
    auto img = decode_image(png_file(1, 2, PNG_FORMAT_GRAY, {0, 200}));
    REQUIRE(img.ok());
    CHECK(rgb_of(*img) == std::vector<int>{0, 0, 0, 200, 200, 200});
  }
  SECTION("RGBA: transparent is white, half-transparent black is mid grey, opaque as is") {
    auto img =
        decode_image(png_file(3, 1, PNG_FORMAT_RGBA, {0, 0, 0, 0, 0, 0, 0, 128, 40, 80, 120, 255}));
    REQUIRE(img.ok());
    CHECK(rgb_of(*img) == std::vector<int>{255, 255, 255, 127, 127, 127, 40, 80, 120});
  }
  SECTION("grey with alpha") {
    auto img = decode_image(png_file(2, 1, PNG_FORMAT_GA, {0, 0, 100, 255}));
    REQUIRE(img.ok());
    CHECK(rgb_of(*img) == std::vector<int>{255, 255, 255, 100, 100, 100});
  }
}

TEST_CASE("a PNG of more than 40 megapixels is refused before decoding", "[vision]") {
  // 8000 x 6000 = 48 MP, each side allowed: the header is read, nothing more.
  std::string png = png_file(1, 1, PNG_FORMAT_GRAY, {0});
  const auto put = [&](std::size_t at, std::uint32_t v) {
    for (int k = 0; k < 4; ++k)
      png[at + static_cast<std::size_t>(k)] = static_cast<char>((v >> (24 - 8 * k)) & 0xFF);
  };
  put(16, 8000);
  put(20, 6000);
  auto img = decode_image(png);
  REQUIRE_FALSE(img.ok());
  CHECK(img.error() == "image too large (8000x6000)");
}
