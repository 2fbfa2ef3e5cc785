// Decoding never crashes or over-allocates on bad input: not an image, truncated or corrupted
// PNG and JPEG data, absurd dimensions; and a good JPEG decodes to the picture it holds.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <fstream>
#include <sstream>

#include "solver/common/rng.hpp"
#include "synth.hpp"
#include "vision/load_image.hpp"
#include "vision/read.hpp"

namespace {

using namespace dg::vision;

std::string slurp(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

const std::string kPng =
    std::string(DG_SOURCE_DIR) +
    "/tests/data/screenshots/Oscar-sandbox__linkedin-tango-solver__Tango_68.png";

}  // namespace

TEST_CASE("a JPEG decodes to the picture it holds", "[vision]") {
  auto png = decode_image(slurp(kPng));
  REQUIRE(png.ok());
  auto jpeg = decode_image(test::jpeg_bytes(*png, 95));
  REQUIRE(jpeg.ok());
  CHECK(jpeg->width == png->width);
  CHECK(jpeg->height == png->height);
  long diff = 0;
  for (std::size_t i = 0; i < png->rgb.size(); ++i)
    diff += std::abs(int{png->rgb[i]} - int{jpeg->rgb[i]});
  CHECK(static_cast<double>(diff) / static_cast<double>(png->rgb.size()) < 3.0);
}

TEST_CASE("bytes that are not PNG or JPEG are refused", "[vision]") {
  for (const std::string& bytes : {std::string(), std::string("queens\naab\n"),
                                   std::string("\x89PNG"), std::string("\xFF\xD8\xFF")}) {
    auto img = decode_image(bytes);
    REQUIRE_FALSE(img.ok());
    CHECK_FALSE(img.error().empty());
  }
  CHECK(decode_image("GIF89a....").error() == "not a PNG or JPEG image");
}

TEST_CASE("a PNG header announcing a gigantic image is refused before decoding", "[vision]") {
  std::string png = slurp(kPng);
  REQUIRE(png.size() > 33);
  // IHDR width at bytes 16..19: 60000 px.
  png[16] = 0, png[17] = 0, png[18] = static_cast<char>(0xEA), png[19] = 0x60;
  auto img = decode_image(png);
  REQUIRE_FALSE(img.ok());
  CHECK(img.error().find("too large") != std::string::npos);
}

TEST_CASE("truncated and corrupted PNG and JPEG data give errors, never crashes", "[vision]") {
  const std::string png = slurp(kPng);
  REQUIRE(decode_image(png).ok());
  const std::string jpeg = test::jpeg_bytes(test::scaled(*decode_image(png), 0.5), 80);
  REQUIRE(decode_image(jpeg).ok());
  dg::Rng rng(13);
  for (const std::string* file : {&png, &jpeg})
    for (int i = 0; i < 40; ++i) {
      const auto cut =
          static_cast<std::size_t>(rng.below(static_cast<std::uint64_t>(file->size())));
      auto got = decode_image(file->substr(0, cut));
      if (got.ok()) (void)read_board(*got, "");  // a decodable prefix is still read safely
      std::string flipped = *file;
      for (int k = 0; k < 8; ++k) {
        const auto at =
            4 + static_cast<std::size_t>(rng.below(static_cast<std::uint64_t>(flipped.size() - 4)));
        flipped[at] = static_cast<char>(flipped[at] ^ static_cast<char>(1 + rng.below(255)));
      }
      got = decode_image(flipped);
      if (got.ok()) (void)read_board(*got, "");
    }
  SUCCEED("no crash");
}
