// Replays every input that once broke a fuzz harness (tests/fuzz/regressions/<target>/<name>)
// through the same target code (tests/fuzz/targets.hpp) under the normal build: a reader that
// crashes, throws, or breaks a round trip on one of them fails here without clang or libFuzzer.
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include "solver/common/document.hpp"
#include "tests/fuzz/targets.hpp"

namespace fs = std::filesystem;

namespace {

const fs::path kRegressions = fs::path(DG_SOURCE_DIR) / "tests" / "fuzz" / "regressions";

std::vector<fs::path> files_in(const fs::path& dir) {
  std::vector<fs::path> out;
  for (const auto& f : fs::directory_iterator(dir))
    if (f.is_regular_file()) out.push_back(f.path());
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace

TEST_CASE("every fuzz reproducer runs clean through its harness", "[hostile][fuzz]") {
  REQUIRE(fs::is_directory(kRegressions));
  int replayed = 0;
  for (const auto& dir : fs::directory_iterator(kRegressions)) {
    if (!dir.is_directory()) continue;
    const std::string target = dir.path().filename().string();
    INFO("target " << target);
    const dg::fuzz::Target* t = dg::fuzz::find_target(target);
    REQUIRE(t != nullptr);  // a folder per harness name, nothing else
    for (const fs::path& file : files_in(dir.path())) {
      INFO("reproducer " << file.filename().string());
      auto bytes = dg::read_file_text(file.string());
      REQUIRE(bytes.ok());
      CHECK_NOTHROW(t->run(*bytes));
      ++replayed;
    }
  }
  CHECK(replayed > 0);
}

TEST_CASE("the harnesses' own checks can fail", "[hostile][fuzz]") {
  // A message with a raw newline breaks the one-line promise the harnesses hold every reader to.
  CHECK_THROWS_AS(dg::fuzz::require_one_line("queens: bad\nid", "test"), dg::fuzz::BrokenInvariant);
  CHECK_THROWS_AS(dg::fuzz::require_one_line("[json.exception.parse_error.101] x", "test"),
                  dg::fuzz::BrokenInvariant);
  CHECK_NOTHROW(dg::fuzz::require_one_line("queens: size 31 is out of range 1..30", "test"));
}
