// Simon Tatham's Tents screenshots (tests/data/tents/sgt_screenshots) read back as the game IDs
// they show: sizes 5x5 to 20x20 and rectangles, tiles of 20 to 48 px, as PNG and (tiles of 24 px
// and up) as JPEG.
#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>
#include <string>

#include "solver/tents/model.hpp"
#include "solver/tents/sgt.hpp"
#include "synth.hpp"
#include "vision/load_image.hpp"
#include "vision/read.hpp"

namespace {

const std::string kDir = std::string(DG_SOURCE_DIR) + "/tests/data/tents/sgt_screenshots/";

std::string file_bytes(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream out;
  out << in.rdbuf();
  return out.str();
}

}  // namespace

TEST_CASE("SGT Tents screenshots read back as their game IDs", "[vision][tents]") {
  std::ifstream truth(kDir + "truth.txt");
  REQUIRE(truth.good());
  std::string file, id;
  int shots = 0, read = 0, jpegs = 0, jpeg_read = 0;
  while (truth >> file >> id) {
    INFO(file);
    ++shots;
    auto want = dg::tents::from_sgt(id);
    REQUIRE(want.ok());
    const nlohmann::json expected = dg::tents::to_json(*want);
    auto img = dg::vision::decode_image(file_bytes(kDir + file));
    REQUIRE(img.ok());
    auto got = dg::vision::read_board(*img, "");
    if (got.ok() && got->game == "tents" &&
        dg::vision::test::normalised(got->puzzle) == dg::vision::test::normalised(expected))
      ++read;
    else
      UNSCOPED_INFO(file << ": " << (got.ok() ? got->puzzle.dump() : got.error()));
    ++jpegs;
    auto soft = dg::vision::read_board(dg::vision::test::jpeg_round_trip(*img, 60), "tents");
    if (soft.ok() &&
        dg::vision::test::normalised(soft->puzzle) == dg::vision::test::normalised(expected))
      ++jpeg_read;
    else
      UNSCOPED_INFO(file << " as JPEG: " << (soft.ok() ? soft->puzzle.dump() : soft.error()));
  }
  CHECK(shots == 7);
  CHECK(read == shots);
  CHECK(jpegs == 7);
  CHECK(jpeg_read == jpegs);
}
