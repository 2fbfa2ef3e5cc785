// Real screenshots (tests/data/screenshots, with their transcriptions) read exactly, the game
// detected, and each reading is a puzzle with exactly one solution.
#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>

#include "solver/common/game.hpp"
#include "synth.hpp"
#include "vision/load_image.hpp"
#include "vision/read.hpp"

namespace {

const std::string kDir = std::string(DG_SOURCE_DIR) + "/tests/data/screenshots/";

std::string slurp(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

}  // namespace

TEST_CASE("real screenshots read exactly as transcribed", "[vision]") {
  std::ifstream truth(kDir + "truth.jsonl");
  REQUIRE(truth);
  std::string line;
  int seen = 0;
  while (std::getline(truth, line)) {
    const auto want = nlohmann::json::parse(line);
    const std::string name = want["image"];
    INFO(name);
    auto img = dg::vision::decode_image(slurp(kDir + name));
    REQUIRE(img.ok());
    auto got = dg::vision::read_board(*img, "");
    REQUIRE(got.ok());
    CHECK(got->game == want["game"]);
    CHECK(dg::vision::test::normalised(got->puzzle) == dg::vision::test::normalised(want));
    auto puzzle = dg::find_game(got->game)->from_json(got->puzzle);
    REQUIRE(puzzle.ok());
    CHECK((*puzzle)->count(2, dg::Budget{10'000'000}).count == 1);
    ++seen;
  }
  CHECK(seen >= 6);
}
