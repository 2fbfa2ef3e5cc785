// json_text (issue 41): the store's boards and solutions written without nlohmann's serializer,
// byte for byte as dump() writes them: every corpus line of every game, and values of every kind.
#include <catch2/catch.hpp>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <limits>
#include <string>

#include <nlohmann/json.hpp>

#include "solver/common/document.hpp"
#include "solver/common/json_text.hpp"

TEST_CASE("json_text writes what dump writes", "[common][json_text]") {
  std::size_t lines = 0, boards = 0;
  for (const auto& dir :
       std::filesystem::directory_iterator(std::string(DG_SOURCE_DIR) + "/corpus")) {
    for (const auto& file : std::filesystem::directory_iterator(dir.path())) {
      std::ifstream in(file.path());
      if (file.path().extension() == ".json") {  // a whole document (corpus/ext)
        const auto doc = nlohmann::json::parse(in, nullptr, false);
        REQUIRE_FALSE(doc.is_discarded());
        CHECK(dg::json_text(doc) == doc.dump());
        if (doc.contains("puzzles"))
          for (const auto& entry : doc["puzzles"]) {
            ++lines;
            REQUIRE(dg::json_text(entry) == entry.dump());
            if (auto d = dg::read_document(entry.dump()); d && d->size() == 1 && (*d)[0].puzzle) {
              ++boards;
              REQUIRE((*d)[0].puzzle->to_json_text() == (*d)[0].puzzle->to_json().dump());
            }
          }
        continue;
      }
      std::string line;
      while (std::getline(in, line)) {
        const auto j = nlohmann::json::parse(line, nullptr, false);
        if (j.is_discarded()) continue;
        ++lines;
        CAPTURE(file.path().string(), line);
        REQUIRE(dg::json_text(j) == j.dump());
        // The board as the store writes it (AnyPuzzle::to_json_text), for every game.
        const nlohmann::json& board = j.contains("puzzle") ? j["puzzle"] : j;
        if (auto doc = dg::read_document(board.dump());
            doc && doc->size() == 1 && (*doc)[0].puzzle) {
          ++boards;
          REQUIRE((*doc)[0].puzzle->to_json_text() == (*doc)[0].puzzle->to_json().dump());
        }
      }
    }
  }
  CHECK(lines > 500);
  CHECK(boards > 500);
  const nlohmann::json odd = {
      {"floats",
       {0.1, 1.0, -0.0, 1e300, 2.5e-8, 123456789.125, std::nan(""),
        std::numeric_limits<double>::infinity()}},
      {"ints",
       {0, -1, std::numeric_limits<std::int64_t>::min(),
        std::numeric_limits<std::uint64_t>::max()}},
      {"strings",
       {"", "plain", "quote \" and \\ slash", "tab\tnewline\n", "caf\u00e9 \u2605",
        std::string("nul\0byte", 8)}},
      {"empty", {nlohmann::json::array(), nlohmann::json::object(), nullptr, true, false}},
      {"nested", {{"b", {{"a", 1}}}, {"a", nlohmann::json::array({nlohmann::json::array()})}}},
  };
  CHECK(dg::json_text(odd) == odd.dump());
  CHECK(dg::json_text(nlohmann::json()) == "null");
}
