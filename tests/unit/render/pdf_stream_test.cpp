// The streamed PDF (render/pdf_stream.hpp): for any count its pages are render_document's for the
// same boards (each page's drawing and size), whether they are held (up to eight) or flow; a file
// appears only when the PDF is finished, under the name given at the end when there is one.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <regex>
#include <sstream>

#include "render/layout.hpp"
#include "render/pdf_stream.hpp"
#include "render/render.hpp"
#include "tests/unit/common/corpus.hpp"
#include "tests/unit/common/file_bytes.hpp"
#include "tests/unit/render/pdf_paths.hpp"

using namespace dg;
namespace fs = std::filesystem;

namespace {

// Every game's corpus puzzles in turn (mixed sizes), `n` of them, each a puzzle of its own.
std::vector<PuzzlePtr> mixed(std::size_t n) {
  std::vector<std::vector<PuzzleEntry>> corpora;
  for (const GameInfo& g : all_games()) corpora.push_back(test::load_corpus(std::string(g.name)));
  std::vector<PuzzlePtr> out;
  for (std::size_t i = 0; out.size() < n; ++i) {
    auto& corpus = corpora[i % corpora.size()];
    const PuzzleEntry& e = corpus[(i / corpora.size()) % corpus.size()];
    if (!e.puzzle) continue;
    auto copy = find_game(e.puzzle->game())->from_json(e.puzzle->to_json());
    REQUIRE(copy.ok());
    out.push_back(std::move(copy).value());
  }
  return out;
}

// Captions of several lengths: some wrap onto two or three lines in a board's slot.
std::string caption_for(std::size_t i) {
  std::string c = "#" + std::to_string(i + 1);
  for (std::size_t k = 0; k < i % 4; ++k)
    c += " \u00b7 a longer part of the caption " + std::to_string(k);
  return c;
}

std::vector<std::string> media_boxes(const std::string& pdf) {
  std::vector<std::string> out;
  const std::regex box(R"(/MediaBox \[[^\]]*\])");
  for (auto it = std::sregex_iterator(pdf.begin(), pdf.end(), box); it != std::sregex_iterator();
       ++it)
    out.push_back(it->str());
  return out;
}

}  // namespace

TEST_CASE("a streamed PDF draws the pages render_document draws, at any count",
          "[render][pdf_stream]") {
  for (const std::size_t n : {1, 3, 8, 9, 10, 17, 45}) {
    for (const bool labels : {false, true}) {
      INFO("boards " << n << ", labels " << labels);
      render::Options options;
      options.labels = labels;
      const auto puzzles = mixed(n);
      render::Document doc{{"", {}}};
      for (std::size_t i = 0; i < n; ++i)
        doc[0].boards.push_back({puzzles[i].get(), nullptr, caption_for(i)});
      std::ostringstream whole;
      REQUIRE(render::render_document(doc, render::Format::pdf, options, whole).ok());

      std::ostringstream streamed;
      render::PdfStream pdf(options, streamed);
      auto copies = mixed(n);
      for (std::size_t i = 0; i < n; ++i)
        REQUIRE(pdf.add(std::move(copies[i]), nullptr, caption_for(i)).ok());
      REQUIRE(pdf.finish().ok());
      CHECK(pdf.boards() == n);

      const auto pages = test::content_streams(whole.str());
      CHECK(pages.size() >= (n + render::kFillBoards - 1) / render::kFillBoards);
      CHECK(test::content_streams(streamed.str()) == pages);
      CHECK(media_boxes(streamed.str()) == media_boxes(whole.str()));
    }
  }
}

TEST_CASE("a streamed PDF draws solutions as render_document does", "[render][pdf_stream]") {
  const auto puzzles = mixed(12);
  render::Document doc{{"", {}}};
  std::ostringstream streamed;
  render::PdfStream pdf({}, streamed);
  auto copies = mixed(12);
  for (std::size_t i = 0; i < puzzles.size(); ++i) {
    auto c = puzzles[i]->count(1, Budget{});
    const nlohmann::json solution = c.solutions.empty() ? nlohmann::json() : c.solutions[0];
    doc[0].boards.push_back({puzzles[i].get(), solution, caption_for(i)});
    REQUIRE(pdf.add(std::move(copies[i]), solution, caption_for(i)).ok());
  }
  REQUIRE(pdf.finish().ok());
  std::ostringstream whole;
  REQUIRE(render::render_document(doc, render::Format::pdf, {}, whole).ok());
  CHECK(test::content_streams(streamed.str()) == test::content_streams(whole.str()));
}

TEST_CASE("a streamed PDF file appears whole when finished, under its final name",
          "[render][pdf_stream]") {
  const fs::path dir = fs::temp_directory_path() / "dg_pdf_stream_test";
  fs::remove_all(dir);
  fs::create_directories(dir);
  const fs::path first = dir / "first.pdf", final_name = dir / "first-last.pdf";
  {
    std::ofstream(first) << "old";
    auto pdf = render::PdfStream::to_file({}, first.string());
    REQUIRE(pdf.ok());
    for (auto& p : mixed(20)) REQUIRE((*pdf)->add(std::move(p), nullptr, "c").ok());
    CHECK(test::file_bytes(first) == "old");  // pages drawn so far are in the temporary only
    REQUIRE((*pdf)->finish(final_name.string()).ok());
  }
  CHECK(test::file_bytes(first) == "old");
  const std::string made = test::file_bytes(final_name);
  CHECK(made.rfind("%PDF-", 0) == 0);
  CHECK(made.find("%%EOF") != std::string::npos);
  {
    // Abandoned (an error in the caller, a throw): no file, no temporary left behind.
    auto pdf = render::PdfStream::to_file({}, (dir / "never.pdf").string());
    REQUIRE(pdf.ok());
    for (auto& p : mixed(20)) REQUIRE((*pdf)->add(std::move(p), nullptr, "c").ok());
  }
  CHECK_FALSE(fs::exists(dir / "never.pdf"));
  std::size_t files = 0;
  for ([[maybe_unused]] const auto& f : fs::directory_iterator(dir)) ++files;
  CHECK(files == 2);
  {
    auto pdf = render::PdfStream::to_file({}, (dir / "empty.pdf").string());
    REQUIRE(pdf.ok());
    auto done = (*pdf)->finish();
    REQUIRE_FALSE(done.ok());
    CHECK(done.error() == "render: nothing to draw");
  }
  CHECK_FALSE(fs::exists(dir / "empty.pdf"));
  auto missing = render::PdfStream::to_file({}, (dir / "no" / "such.pdf").string());
  REQUIRE_FALSE(missing.ok());
  CHECK(missing.error().find("cannot write") == 0);
  fs::remove_all(dir);
}
