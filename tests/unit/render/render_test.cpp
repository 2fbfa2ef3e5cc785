// Rendering: every game draws to SVG, PNG and PDF files of the right kind; a two-page daily
// document has two PDF pages; unwritable paths are errors, not crashes.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <iterator>

#include "render/render.hpp"
#include "tests/unit/common/corpus.hpp"

using namespace dg;
namespace fs = std::filesystem;

namespace {

std::string slurp(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

}  // namespace

TEST_CASE("every game renders to svg, png and pdf", "[render]") {
  const fs::path dir = fs::temp_directory_path() / ("dg_render_" + std::to_string(::getpid()));
  fs::create_directories(dir);
  std::vector<PuzzleEntry> firsts;
  for (const GameInfo& g : all_games()) {
    auto entries = test::load_corpus(std::string(g.name));
    auto unique = std::find_if(entries.begin(), entries.end(),
                               [](const PuzzleEntry& e) { return e.record.at("solutions") == 1; });
    REQUIRE(unique != entries.end());
    firsts.push_back(std::move(*unique));
  }
  for (const auto& e : firsts) {
    auto c = e.puzzle->count(1, Budget{});
    REQUIRE(c.count == 1);
    render::Board board{e.puzzle.get(), c.solutions[0], e.id};
    const std::string base = (dir / std::string(e.puzzle->game())).string();
    REQUIRE(render::render_board(board, render::Format::svg, base + ".svg").ok());
    REQUIRE(render::render_board(board, render::Format::png, base + ".png").ok());
    REQUIRE(render::render_board(board, render::Format::pdf, base + ".pdf").ok());
    CHECK(slurp(base + ".svg").find("<svg") != std::string::npos);
    CHECK(slurp(base + ".png").substr(1, 3) == "PNG");
    CHECK(slurp(base + ".pdf").rfind("%PDF", 0) == 0);
  }
  std::vector<render::Board> puzzles, solutions;
  for (const auto& e : firsts) {
    puzzles.push_back({e.puzzle.get(), nullptr, e.id});
    solutions.push_back({e.puzzle.get(), e.puzzle->count(1, Budget{}).solutions[0], e.id});
  }
  const std::string daily = (dir / "daily.pdf").string();
  REQUIRE(
      render::render_pages({puzzles, solutions}, "2026-12-01", render::Format::pdf, daily).ok());
  const std::string pdf = slurp(daily);
  CHECK(pdf.find("/Count 2") != std::string::npos);  // the page tree holds two pages
  CHECK_FALSE(render::render_board({firsts[0].puzzle.get(), nullptr, ""}, render::Format::png,
                                   "/nonexistent-dir/x.png")
                  .ok());
  fs::remove_all(dir);
}

TEST_CASE("a variant puzzle carries a rule note under its caption", "[render]") {
  auto puzzle = nlohmann::json::parse(R"({"game":"tango","cells":["....","....","....","...."]})");
  CHECK(dg::render::rule_note("tango", puzzle).empty());
  puzzle["unique_lines"] = true;
  CHECK(dg::render::rule_note("tango", puzzle) == "no two rows or columns alike");
  CHECK(dg::render::rule_note("queens", puzzle).empty());  // a game without variants
  CHECK(dg::render::rule_note("chess", puzzle).empty());   // no such game
}
