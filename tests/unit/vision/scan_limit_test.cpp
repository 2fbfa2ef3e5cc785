// Issue 28 H01: a progressive JPEG can hold thousands of scans, each a pass over the whole image
// (10,000 empty scans in 100 KB took 45 s to decode). The decoder stops at kMaxJpegScans, while
// the progressive files encoders write (about 10 scans) decode as before.
#include <catch2/catch.hpp>

#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <string>

#include "vision/encode_jpeg.hpp"
#include "vision/load_image.hpp"

namespace {

using namespace dg::vision;

std::string segment(unsigned char marker, const std::string& data) {
  const std::size_t len = data.size() + 2;
  return std::string{'\xFF', static_cast<char>(marker), static_cast<char>(len >> 8),
                     static_cast<char>(len & 0xFF)} +
         data;
}

// A grey progressive JPEG of w x h whose body is `scans` DC-first scans with no data: each one
// costs the decoder a pass over every block, and costs the file 10 bytes.
std::string scan_bomb(int w, int h, int scans) {
  std::string out = "\xFF\xD8";
  out += segment(0xDB, std::string(1, '\0') + std::string(64, '\1'));  // quantisation table 0
  out += segment(
      0xC2, std::string{8, static_cast<char>(h >> 8), static_cast<char>(h & 0xFF),
                        static_cast<char>(w >> 8), static_cast<char>(w & 0xFF), 1, 1, 0x11, 0});
  // One Huffman code of length 1 for symbol 0, as DC table 0 and AC table 0.
  std::string table = std::string(1, '\1') + std::string(15, '\0') + std::string(1, '\0');
  out += segment(0xC4, std::string(1, '\x00') + table);
  out += segment(0xC4, std::string(1, '\x10') + table);
  for (int i = 0; i < scans; ++i) out += segment(0xDA, std::string{1, 1, 0, 0, 0, 0});
  return out + "\xFF\xD9";
}

Image stripes(int w, int h) {
  Image img;
  img.width = w;
  img.height = h;
  img.rgb.resize(static_cast<std::size_t>(w) * h * 3);
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      auto* p = img.at(x, y);
      p[0] = static_cast<std::uint8_t>((x / 8) % 2 ? 200 : 40);
      p[1] = static_cast<std::uint8_t>(y % 256);
      p[2] = 120;
    }
  return img;
}

}  // namespace

TEST_CASE("issue 28 H01: a JPEG with more scans than any encoder writes is refused",
          "[vision][hostile]") {
  const auto start = std::chrono::steady_clock::now();
  const auto img = decode_image(scan_bomb(2000, 2000, 10'000));
  const std::chrono::duration<double> took = std::chrono::steady_clock::now() - start;
  REQUIRE_FALSE(img.ok());
  CHECK(img.error() == "JPEG: too many scans (more than " + std::to_string(kMaxJpegScans) + ")");
  // 100 passes over 62,500 blocks; all 10,000 took about 8 s in a release build.
  CHECK(took.count() < 4.0);
  // Up to the limit the file is decoded (its blocks are all empty: a flat grey image).
  const auto at_limit = decode_image(scan_bomb(64, 64, kMaxJpegScans));
  REQUIRE(at_limit.ok());
  CHECK(at_limit->width == 64);
}

TEST_CASE("issue 28 H01: a progressive JPEG as encoders write it still decodes",
          "[vision][hostile]") {
  const Image original = stripes(96, 64);
  for (const bool progressive : {false, true}) {
    INFO("progressive " << progressive);
    const auto img = decode_image(encode_jpeg(original, 92, progressive));
    REQUIRE(img.ok());
    REQUIRE(img->width == 96);
    long diff = 0;
    for (std::size_t i = 0; i < original.rgb.size(); ++i)
      diff += std::abs(int{original.rgb[i]} - int{img->rgb[i]});
    CHECK(static_cast<double>(diff) / static_cast<double>(original.rgb.size()) < 6.0);
  }
}
