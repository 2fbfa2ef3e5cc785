// Hostile input found by fuzzing (issue "Hostile input and worst cases"): each reproducer is
// rebuilt from the shape its row names and must come back as our own one-line error.
#include <catch2/catch.hpp>

#include <string>

#include "solver/common/document.hpp"
#include "solver/common/game.hpp"

using namespace dg;

TEST_CASE("JSON nested 100,000 levels deep is refused before it is parsed", "[hostile]") {
  const std::string deep = std::string(100'000, '[') + std::string(100'000, ']');
  auto r = read_document(deep);
  REQUIRE_FALSE(r.ok());
  CHECK_THAT(r.error(), Catch::StartsWith("malformed JSON: nested deeper than 64 levels"));
  // Brackets inside strings are text, not nesting.
  const std::string quoted = R"({"id":")" + std::string(200, '[') +
                             R"(","game":"zip","rows":2,"cols":2,"waypoints":[[0,0],[1,0]]})";
  auto ok = read_document(quoted);
  REQUIRE(ok.ok());
  CHECK((*ok)[0].puzzle != nullptr);
}

TEST_CASE("a number too large for a double is malformed input in our words", "[hostile]") {
  for (const char* text : {"[1e999]", "{\"game\":\"zip\",\"rows\":1e999}"}) {
    auto r = read_document(text);
    REQUIRE_FALSE(r.ok());
    CHECK(r.error() == "malformed JSON: a number is too large");
  }
}

TEST_CASE("a Zip text header with negative or signed sizes names no board", "[hostile]") {
  for (const char* header : {"zip -1x-5", "zip +2x3", "zip 2x-3", "zip 0x0"}) {
    INFO(header);
    auto r = read_document(std::string(header) + "\n1 .\n. 2\n");
    REQUIRE(r.ok());  // the document splits; the entry carries the error
    REQUIRE(r->size() == 1);
    CHECK((*r)[0].puzzle == nullptr);
    CHECK_THAT((*r)[0].error, Catch::Contains("zip"));
  }
}
