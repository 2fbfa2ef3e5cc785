// Rendering into a file (issue 17 rows 13 and 19): a drawing that fails, or a drawing that throws
// half-way (a malformed solution reaching a drawer), leaves the old file as it was and nothing
// else in its folder; a good drawing replaces it whole.
#include <catch2/catch.hpp>

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

#include "render/render.hpp"
#include "solver/common/document.hpp"
#include "tests/unit/common/file_bytes.hpp"

using namespace dg;
namespace fs = std::filesystem;

namespace {

std::size_t files_in(const fs::path& dir) {
  return static_cast<std::size_t>(
      std::distance(fs::directory_iterator(dir), fs::directory_iterator()));
}

}  // namespace

TEST_CASE("a failed render leaves the old file whole", "[render][atomic]") {
  const fs::path dir = fs::temp_directory_path() / ("dg_render_file_" + std::to_string(::getpid()));
  fs::remove_all(dir);
  fs::create_directories(dir);
  const fs::path target = dir / "day.svg";
  std::ofstream(target) << "old drawing";

  auto entries = read_document(R"({"game":"zip","rows":2,"cols":3,"waypoints":[[0,0],[1,0]]})");
  REQUIRE(entries.ok());
  const AnyPuzzle* puzzle = (*entries)[0].puzzle.get();
  REQUIRE(puzzle);

  // Nothing to draw: an error before any byte.
  CHECK_FALSE(render::render_document({{"empty", {}}}, render::Format::svg, {}, target.string()));
  CHECK(test::file_bytes(target) == "old drawing");
  // A drawer that throws on a solution of the wrong shape (callers check solutions first; this
  // one did not): the exception leaves the file alone too.
  const render::Document bad{
      {"", {{puzzle, nlohmann::json::parse(R"([[0, 0], ["x", "y"]])"), "bad"}}}};
  try {
    const auto done = render::render_document(bad, render::Format::svg, {}, target.string());
    CHECK_FALSE(done);
  } catch (const std::exception&) {
  }
  CHECK(test::file_bytes(target) == "old drawing");
  CHECK(files_in(dir) == 1);

  const render::Document good{{"", {{puzzle, nullptr, "zip #1"}}}};
  REQUIRE(render::render_document(good, render::Format::svg, {}, target.string()));
  CHECK(test::file_bytes(target).find("<svg") != std::string::npos);
  CHECK(files_in(dir) == 1);
  fs::remove_all(dir);
}
