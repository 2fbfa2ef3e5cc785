// Issue 17's table, rows 1, 2, 3 and 5 at the library level: the depth limit of every JSON reader
// (not only read_document), solutions of the wrong shape refused before anything indexes them,
// and names from a file that never break a message into two lines. docs/hostile-input.md maps
// every row to its tests.
#include <catch2/catch.hpp>

#include <string>
#include <utility>

#include "db/daily.hpp"
#include "solver/common/document.hpp"
#include "solver/common/json_read.hpp"

using namespace dg;

namespace {

// The one entry of a one-puzzle document (by value: the document is a temporary).
PuzzleEntry only_entry(Expected<std::vector<PuzzleEntry>> doc) {
  REQUIRE(doc.ok());
  REQUIRE(doc->size() == 1);
  return std::move((*doc)[0]);
}

bool one_line(const std::string& s) {
  return s.find('\n') == std::string::npos;
}

}  // namespace

TEST_CASE("row 1: json_read::parse refuses deep nesting for the curve and --solution",
          "[hostile]") {
  const std::string deep = R"({"monday":)" + std::string(100'000, '[');
  auto j = json_read::parse(deep);
  REQUIRE_FALSE(j.ok());
  CHECK(j.error() == "malformed JSON: nested deeper than 64 levels (line 1)");
  // 64 levels is still JSON; 65 is not.
  CHECK(json_read::parse(std::string(64, '[') + std::string(64, ']')).ok());
  CHECK_FALSE(json_read::parse(std::string(65, '[') + std::string(65, ']')).ok());
}

TEST_CASE("row 7: json_read::parse words the library's errors as ours", "[hostile]") {
  auto big = json_read::parse("[1e999]");
  REQUIRE_FALSE(big.ok());
  CHECK(big.error() == "malformed JSON: a number is too large");
  auto bad = json_read::parse("{\"a\":");
  REQUIRE_FALSE(bad.ok());
  CHECK_THAT(bad.error(), Catch::StartsWith("malformed JSON: "));
  CHECK_THAT(bad.error(), !Catch::Contains("json.exception"));
  // The library quotes the byte it stopped at, a raw DEL included (found by fuzz_queens_json).
  auto del = json_read::parse("\x7f");
  REQUIRE_FALSE(del.ok());
  CHECK_THAT(del.error(), Catch::Contains("\\x7f"));
  CHECK(del.error().find('\x7f') == std::string::npos);
}

TEST_CASE("rows 2 and 3: a solution of the wrong shape is refused by check", "[hostile]") {
  const PuzzleEntry zip = only_entry(read_document(
      R"({"game":"zip","rows":2,"cols":2,"waypoints":[[0,0],[1,0]],"solution":[[]]})"));
  REQUIRE(zip.puzzle);
  auto z = zip.puzzle->check(zip.record["solution"]);
  REQUIRE_FALSE(z.ok());
  CHECK_THAT(z.error(), Catch::StartsWith("zip: solution[0] must be a [row, col] pair"));
  CHECK_FALSE(zip.puzzle->solution_text(zip.record["solution"]).empty());

  const PuzzleEntry tango = only_entry(read_document(
      R"({"game":"tango","cells":["....","....","....","...."],"solution":["0","1","0","1"]})"));
  REQUIRE(tango.puzzle);
  auto t = tango.puzzle->check(tango.record["solution"]);
  REQUIRE_FALSE(t.ok());
  CHECK_THAT(t.error(), Catch::StartsWith("tango: solution must be an array of 4 strings"));
  CHECK_FALSE(tango.puzzle->solution_text(tango.record["solution"]).empty());
}

TEST_CASE("row 5: names with newlines stay on one line in every message", "[hostile]") {
  const PuzzleEntry game = only_entry(read_document(R"({"id":"x\ny","game":"sudo\nku"})"));
  CHECK(game.id == "x\\ny");
  CHECK(one_line(game.error));
  CHECK_THAT(game.error, Catch::Contains("unknown game \"sudo\\nku\""));

  const PuzzleEntry tango = only_entry(read_document(
      R"({"game":"tango","cells":["....","....","....","...."],"solution":["0\n","1","0","1"]})"));
  auto t = tango.puzzle->check(tango.record["solution"]);
  REQUIRE_FALSE(t.ok());
  CHECK(one_line(t.error()));

  auto curve = db::parse_curve(nlohmann::json::parse(R"({"mon\nday":[]})"));
  REQUIRE_FALSE(curve.ok());
  CHECK(one_line(curve.error()));
  auto game_curve = db::parse_curve(nlohmann::json::parse(R"({"monday":[{"game":"a\nb"}]})"));
  REQUIRE_FALSE(game_curve.ok());
  CHECK(one_line(game_curve.error()));
}
