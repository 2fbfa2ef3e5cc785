// Zip PDFs once showed faint straight lines joining consecutive numbers: the text of number k
// left cairo's current point behind it, so the disc of number k+1 began with a line from there.
// PNG hid it; PDF did not. Here the PDF's own content streams are read back: a disc is a path of
// curves only, so a path mixing straight segments with curves is that stray line.
#include <catch2/catch.hpp>

#include <sstream>

#include "render/render.hpp"
#include "tests/unit/common/corpus.hpp"
#include "tests/unit/render/pdf_paths.hpp"

using namespace dg;

namespace {

// Paths of a rendered PDF in which a straight segment runs into a curve.
std::vector<std::string> mixed_paths(const render::Document& doc) {
  std::ostringstream out;
  REQUIRE(render::render_document(doc, render::Format::pdf, render::Options{}, out).ok());
  std::vector<std::string> mixed;
  const auto streams = test::content_streams(out.str());
  REQUIRE_FALSE(streams.empty());
  for (const std::string& content : streams)
    for (const std::string& path : test::painted_paths(content))
      if (path.find(" c") != std::string::npos && path.find(" l") != std::string::npos)
        mixed.push_back(path);
  return mixed;
}

}  // namespace

TEST_CASE("a Zip PDF draws no line between its numbers, on either page", "[render]") {
  auto entries = test::load_corpus("zip");
  std::vector<const PuzzleEntry*> unique;
  for (const auto& e : entries)
    if (e.puzzle && e.record.at("solutions") == 1 &&
        e.record.at("puzzle").at("waypoints").size() >= 3)
      unique.push_back(&e);
  REQUIRE(!unique.empty());
  const PuzzleEntry& e = *unique.front();
  const auto solution = e.puzzle->count(1, Budget{}).solutions.at(0);
  SECTION("the puzzle alone (a page of its own size)") {
    CHECK(mixed_paths({{"", {{e.puzzle.get(), nullptr, "zip"}}}}).empty());
  }
  SECTION("puzzle and solution pages (A4)") {
    CHECK(mixed_paths({{"day", {{e.puzzle.get(), nullptr, "zip"}}},
                       {"day solutions", {{e.puzzle.get(), solution, "zip"}}}})
              .empty());
  }
}

TEST_CASE("no game leaves a path open between text and shapes", "[render]") {
  render::Document doc{{"puzzles", {}}, {"solutions", {}}};
  std::vector<PuzzleEntry> keep;
  for (const GameInfo& g : all_games()) {
    for (auto& e : test::load_corpus(std::string(g.name)))
      if (e.puzzle && e.record.at("solutions") == 1) {
        keep.push_back(std::move(e));
        break;
      }
  }
  for (const auto& e : keep) {
    doc[0].boards.push_back({e.puzzle.get(), nullptr, e.id});
    doc[1].boards.push_back({e.puzzle.get(), e.puzzle->count(1, Budget{}).solutions.at(0), e.id});
  }
  CHECK(mixed_paths(doc).empty());
}
