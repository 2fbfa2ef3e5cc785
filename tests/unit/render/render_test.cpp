// Rendering: every game draws to SVG, PNG and PDF of the right kind, to a file or a stream; every
// format carries every section; a one-board PDF page fits its board; PNG takes a width;
// unwritable paths are errors, not crashes.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <regex>
#include <sstream>

#include "render/render.hpp"
#include "tests/unit/common/corpus.hpp"
#include "tests/unit/common/file_bytes.hpp"

using namespace dg;
namespace fs = std::filesystem;

namespace {

std::string render_to_string(const render::Document& doc, render::Format f,
                             const render::Options& o = {}) {
  std::ostringstream out;
  auto done = render::render_document(doc, f, o, out);
  INFO((done.ok() ? std::string() : done.error()));
  REQUIRE(done.ok());
  return out.str();
}

// The first uniquely solvable corpus puzzle of each game, with its solution.
struct Sample {
  PuzzleEntry entry;
  nlohmann::json solution;
};
std::vector<Sample> samples() {
  std::vector<Sample> out;
  for (const GameInfo& g : all_games()) {
    auto entries = test::load_corpus(std::string(g.name));
    auto unique = std::find_if(entries.begin(), entries.end(), [](const PuzzleEntry& e) {
      return e.puzzle && e.record.at("solutions") == 1;
    });
    REQUIRE(unique != entries.end());
    auto solution = unique->puzzle->count(1, Budget{}).solutions.at(0);
    out.push_back({std::move(*unique), solution});
  }
  return out;
}

render::Document day_of(const std::vector<Sample>& s) {
  render::Document doc{{"dailygrid 2026-12-07", {}}, {"dailygrid 2026-12-07 solutions", {}}};
  for (const auto& x : s) {
    const std::string cap = render::caption(*x.entry.puzzle, x.entry.id, "basic");
    doc[0].boards.push_back({x.entry.puzzle.get(), nullptr, cap});
    doc[1].boards.push_back({x.entry.puzzle.get(), x.solution, cap});
  }
  return doc;
}

double svg_height(const std::string& svg) {
  std::smatch m;
  REQUIRE(std::regex_search(svg, m, std::regex(R"(height="([0-9.]+)(pt)?")")));
  return std::stod(m[1]);
}

std::uint32_t png_width(const std::string& png) {
  REQUIRE(png.size() > 24);
  std::uint32_t w = 0;
  for (int i = 16; i < 20; ++i)
    w = (w << 8) | static_cast<unsigned char>(png[static_cast<std::size_t>(i)]);
  return w;
}

int pdf_pages(const std::string& pdf) {
  std::smatch m;
  REQUIRE(std::regex_search(pdf, m, std::regex(R"(/Type /Pages[^>]*/Count ([0-9]+))")));
  return std::stoi(m[1]);
}

}  // namespace

TEST_CASE("every game renders to svg, png and pdf files", "[render]") {
  const fs::path dir = fs::temp_directory_path() / ("dg_render_" + std::to_string(::getpid()));
  fs::create_directories(dir);
  const auto s = samples();
  for (const auto& x : s) {
    render::Document doc{{"", {{x.entry.puzzle.get(), x.solution, x.entry.id}}}};
    const std::string base = (dir / std::string(x.entry.puzzle->game())).string();
    REQUIRE(render::render_document(doc, render::Format::svg, {}, base + ".svg").ok());
    REQUIRE(render::render_document(doc, render::Format::png, {}, base + ".png").ok());
    REQUIRE(render::render_document(doc, render::Format::pdf, {}, base + ".pdf").ok());
    CHECK(test::file_bytes(base + ".svg").find("<svg") != std::string::npos);
    CHECK(test::file_bytes(base + ".png").substr(1, 3) == "PNG");
    CHECK(test::file_bytes(base + ".pdf").rfind("%PDF", 0) == 0);
  }
  CHECK_FALSE(render::render_document({{"", {{s[0].entry.puzzle.get(), nullptr, ""}}}},
                                      render::Format::png, {}, "/nonexistent-dir/x.png")
                  .ok());
  CHECK_FALSE(
      render::render_document({{"empty", {}}}, render::Format::pdf, {}, (dir / "e.pdf").string())
          .ok());
  fs::remove_all(dir);
}

TEST_CASE("every format carries the puzzles and the solutions", "[render]") {
  const auto s = samples();
  const render::Document day = day_of(s);
  const render::Document puzzles_only{day[0]};
  // The solutions section adds height to the one image; dropping it would leave them equal.
  CHECK(svg_height(render_to_string(day, render::Format::svg)) >
        1.5 * svg_height(render_to_string(puzzles_only, render::Format::svg)));
  const std::string png_day = render_to_string(day, render::Format::png);
  const std::string png_puzzles = render_to_string(puzzles_only, render::Format::png);
  CHECK(png_width(png_day) == png_width(png_puzzles));
  CHECK(png_day.size() > png_puzzles.size());
  // PDF: each section starts on its own page.
  CHECK(pdf_pages(render_to_string(day, render::Format::pdf)) == 2);
}

TEST_CASE("a one-puzzle PDF page fits the puzzle: several go on A4 pages", "[render]") {
  const auto s = samples();
  const std::string one =
      render_to_string({{"", {{s[0].entry.puzzle.get(), nullptr, "q"}}}}, render::Format::pdf);
  CHECK(pdf_pages(one) == 1);
  CHECK(one.find("/MediaBox [ 0 0 842 595 ]") == std::string::npos);
  render::Document many{{"", {}}};
  for (int i = 0; i < 20; ++i) many[0].boards.push_back({s[1].entry.puzzle.get(), nullptr, "t"});
  const std::string pdf = render_to_string(many, render::Format::pdf);
  CHECK(pdf_pages(pdf) >= 2);
  CHECK(pdf.find("/MediaBox [ 0 0 842 595 ]") != std::string::npos);
}

TEST_CASE("a week's booklet is one PDF: each day's puzzles, then each day's solutions",
          "[render]") {
  const auto s = samples();
  render::Document week;
  for (const char* part : {"", " solutions"})
    for (int d = 7; d <= 13; ++d) {
      render::Section day{"dailygrid 2026-12-" + std::to_string(d) + part, {}};
      for (const auto& x : s)
        day.boards.push_back({x.entry.puzzle.get(), *part ? x.solution : nlohmann::json(), "c"});
      week.push_back(std::move(day));
    }
  CHECK(pdf_pages(render_to_string(week, render::Format::pdf)) == 14);
}

TEST_CASE("PNG width, labels and letters change what is drawn", "[render]") {
  const auto s = samples();
  const render::Document q{{"", {{s[0].entry.puzzle.get(), nullptr, "q"}}}};
  render::Options wide;
  wide.png_width = 1234;
  CHECK(png_width(render_to_string(q, render::Format::png, wide)) == 1234);
  render::Options labels;
  labels.labels = true;
  for (const auto& x : s) {  // every game takes row and column labels
    const render::Document one{{"", {{x.entry.puzzle.get(), nullptr, "c"}}}};
    CHECK(png_width(render_to_string(one, render::Format::png, labels)) >
          png_width(render_to_string(one, render::Format::png)));
  }
  render::Options letters;
  letters.letters = true;
  CHECK(render_to_string(q, render::Format::png, letters) !=
        render_to_string(q, render::Format::png));
  render::Options bad;
  bad.png_width = -5;
  std::ostringstream sink;
  CHECK_FALSE(render::render_document(q, render::Format::png, bad, sink).ok());
}

TEST_CASE("captions read the same for every game", "[render]") {
  const auto s = samples();
  CHECK(render::caption(*s[0].entry.puzzle, "#3", "basic") ==
        std::string(s[0].entry.puzzle->game()) + " #3 \u00b7 " +
            std::to_string(s[0].entry.puzzle->rows()) + "x" +
            std::to_string(s[0].entry.puzzle->cols()) + " \u00b7 basic");
  // A daily puzzle's caption names its day, so a separate solutions page says what it answers.
  CHECK(render::caption(*s[0].entry.puzzle, "#12", "basic", "2026-12-07") ==
        std::string(s[0].entry.puzzle->game()) + " #12 \u00b7 2026-12-07 \u00b7 " +
            std::to_string(s[0].entry.puzzle->rows()) + "x" +
            std::to_string(s[0].entry.puzzle->cols()) + " \u00b7 basic");
  for (const auto& x : s) {
    const std::string c = render::caption(*x.entry.puzzle, "17", "");
    CHECK(std::regex_match(
        c, std::regex(std::string(x.entry.puzzle->game()) + " #17 \u00b7 [0-9]+x[0-9]+")));
  }
}

TEST_CASE("a caption puts '#' before a number only", "[render]") {
  const auto s = samples();
  const AnyPuzzle& p = *s[0].entry.puzzle;
  const std::string size = std::to_string(p.rows()) + "x" + std::to_string(p.cols());
  const std::string game(p.game());
  CHECK(render::caption(p, "level62", "") == game + " level62 \u00b7 " + size);
  CHECK(render::caption(p, "#level62", "") == game + " level62 \u00b7 " + size);
  CHECK(render::caption(p, "queens-7x7-12", "") == game + " queens-7x7-12 \u00b7 " + size);
  CHECK(render::caption(p, "62", "") == game + " #62 \u00b7 " + size);
  CHECK(render::caption_name("#5") == "#5");
  CHECK(render::caption_name("5a") == "5a");
}

TEST_CASE("formats are named by name or by a path's extension", "[render]") {
  CHECK(*render::parse_format("pdf") == render::Format::pdf);
  CHECK_FALSE(render::parse_format("bmp").ok());
  CHECK(*render::format_of_path("out/week.png") == render::Format::png);
  CHECK_FALSE(render::format_of_path("out.d/week").ok());
  CHECK_FALSE(render::format_of_path("week.gif").ok());
}

TEST_CASE("a variant puzzle carries a rule note under its caption", "[render]") {
  auto puzzle = nlohmann::json::parse(R"({"game":"tango","cells":["....","....","....","...."]})");
  CHECK(dg::render::rule_note("tango", puzzle).empty());
  puzzle["unique_lines"] = true;
  CHECK(dg::render::rule_note("tango", puzzle) == "no two rows or columns alike");
  CHECK(dg::render::rule_note("queens", puzzle).empty());  // a game without variants
  CHECK(dg::render::rule_note("chess", puzzle).empty());   // no such game
}

TEST_CASE("a PNG too big for one image is refused before drawing, naming the boards and PDF",
          "[render]") {
  const auto s = samples();
  render::Document doc{{"", {}}};
  for (int i = 0; i < 700; ++i) doc[0].boards.push_back({s[0].entry.puzzle.get(), nullptr, "q"});
  auto fits = render::check_size(doc, render::Format::png, {});
  REQUIRE_FALSE(fits.ok());
  CHECK_THAT(fits.error(), Catch::StartsWith("too many boards for one PNG: 700 boards make a ") &&
                               Catch::Contains("use PDF"));
  std::ostringstream sink;
  auto drawn = render::render_document(doc, render::Format::png, {}, sink);
  REQUIRE_FALSE(drawn.ok());
  CHECK(drawn.error() == fits.error());
  CHECK(sink.str().empty());
  // PDF pages hold any number, and a PNG of fewer boards fits.
  CHECK(render::check_size(doc, render::Format::pdf, {}).ok());
  doc[0].boards.resize(100);
  CHECK(render::check_size(doc, render::Format::png, {}).ok());
  // The width scales the image: a width that makes it too tall is refused too.
  render::Options wide;
  wide.png_width = 20000;
  CHECK_FALSE(render::check_size(doc, render::Format::png, wide).ok());
}
