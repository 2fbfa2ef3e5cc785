// Faint grid lines: a small real Tango crop (1 px light grey lines) softened by a 1 px box blur
// keeps about 2 L* of contrast at its lines, below the line search's first bar; a third search
// at half the contrast must still find the board (Tango_83), and a board found a cell short on
// one axis is squared up with a fainter colour bar (Tango_85 read as 5x6 without it), while a
// blank page stays no board.
#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>

#include "synth.hpp"
#include "vision/load_image.hpp"
#include "vision/read.hpp"

namespace {

using nlohmann::json;
using namespace dg::vision;
using namespace dg::vision::test;

const std::string kDir = std::string(DG_SOURCE_DIR) + "/tests/data/screenshots/";

std::string slurp(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

}  // namespace

TEST_CASE("a blurred real crop with faint lines reads exactly", "[vision]") {
  for (const std::string name : {"Oscar-sandbox__linkedin-tango-solver__Tango_83.png",
                                 "Oscar-sandbox__linkedin-tango-solver__Tango_85.png"}) {
    INFO(name);
    json want;
    std::ifstream truth(kDir + "truth.jsonl");
    std::string line;
    while (std::getline(truth, line))
      if (line.find(name) != std::string::npos) want = json::parse(line);
    REQUIRE(want.is_object());
    for (const char* key : {"image", "origin", "notes", "size_px"}) want.erase(key);
    auto img = decode_image(slurp(kDir + name));
    REQUIRE(img.ok());
    auto got = read_board(blurred(*img, 1), "");
    REQUIRE(got.ok());
    CHECK(got->game == "tango");
    CHECK(normalised(got->puzzle) == normalised(want));
  }
}

TEST_CASE("a blank or softly shaded page is still no board", "[vision]") {
  Image page(600, 400);
  // A gentle gradient and some noise-free bands: nothing evenly spaced in both directions.
  for (int y = 0; y < page.height; ++y)
    for (int x = 0; x < page.width; ++x) {
      auto* p = page.at(x, y);
      p[0] = p[1] = p[2] = static_cast<std::uint8_t>(230 + (x / 150) * 4 + (y % 97 < 3 ? 3 : 0));
    }
  CHECK_FALSE(read_board(page, "").ok());
  CHECK_FALSE(read_board(blurred(page, 1), "").ok());
}
