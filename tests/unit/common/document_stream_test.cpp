// DocumentStream (issue 41): a document read one entry at a time gives the entries read_document
// gives for the whole text (ids, given ids, games, errors, records), through whitespace, strings
// holding brackets and escapes, and read blocks that cut entries in two; a truncated or malformed
// document is one line naming the entry and its line.
#include <catch2/catch.hpp>

#include <sstream>
#include <string>
#include <vector>

#include "solver/common/document.hpp"
#include "solver/common/document_stream.hpp"

namespace {

const std::string kQueens = R"("size":4,"regions":[[0,0,1,1],[0,2,2,1],[3,2,2,1],[3,3,3,1]])";

std::string queens(const std::string& extra) {
  return "{" + extra + kQueens + "}";
}

// Every entry of `text` through DocumentStream, or its error as the last string.
struct Streamed {
  std::vector<dg::PuzzleEntry> entries;
  std::string error;
};
Streamed stream(const std::string& text, bool syntax_only = false) {
  std::istringstream in(text);
  dg::DocumentStream doc(in, syntax_only);
  Streamed out;
  for (;;) {
    auto e = doc.next();
    if (!e) {
      out.error = e.error();
      return out;
    }
    if (!*e) return out;
    out.entries.push_back(std::move(**e));
  }
}

// The streamed entries match read_document's for the whole text, field by field.
void check_same_as_whole(const std::string& text) {
  auto whole = dg::read_document(text);
  REQUIRE(whole);
  const Streamed s = stream(text);
  REQUIRE(s.error.empty());
  REQUIRE(s.entries.size() == whole->size());
  for (std::size_t i = 0; i < s.entries.size(); ++i) {
    const auto& a = s.entries[i];
    const auto& b = (*whole)[i];
    CHECK(a.id == b.id);
    CHECK(a.given_id == b.given_id);
    CHECK(a.error == b.error);
    CHECK(a.record == b.record);
    REQUIRE((a.puzzle == nullptr) == (b.puzzle == nullptr));
    if (a.puzzle) CHECK(a.puzzle->canonical_key() == b.puzzle->canonical_key());
  }
}

}  // namespace

TEST_CASE("a streamed document gives read_document's entries", "[common][document_stream]") {
  SECTION("JSON Lines with blank lines and spaces") {
    check_same_as_whole("\n  " + queens(R"("id":"a","game":"queens",)") + "  \n\n" +
                        queens(R"("id":7,)") + "\r\n\t" + queens("") + "\n");
  }
  SECTION("the wrapper, its game before the list, and a bad entry kept as an entry") {
    check_same_as_whole(R"({"game":"queens","puzzles":[)" + queens(R"("id":"x",)") + " ,\n " +
                        R"({"id":"bad","size":"four"})" + ",\n" + queens("") + "\n],\"note\":1}");
  }
  SECTION("a bare array and a single object") {
    check_same_as_whole("[" + queens("") + "," + queens(R"("id":"b",)") + "]");
    check_same_as_whole(queens(R"("id":"only",)"));
  }
  SECTION("strings holding brackets, braces, quotes and escapes") {
    check_same_as_whole(R"({"puzzles":[)" + queens(R"("id":"a]}{[\"\\",)") + "," +
                        queens(R"("id":"\u00e9\n\"}",)") + "]}");
  }
  SECTION("entries cut across the reader's 1 MB blocks") {
    std::string text = "{\"puzzles\":[\n";
    const std::string pad(700, 'x');
    for (int i = 0; i < 4000; ++i)
      text += (i ? ",\n" : "") + queens("\"id\":\"" + std::to_string(i) + pad + "\",");
    text += "\n]}\n";
    REQUIRE(text.size() > 2'500'000);
    check_same_as_whole(text);
  }
}

TEST_CASE("a truncated or malformed document names the entry and its line",
          "[common][document_stream]") {
  // Truncated inside the second entry.
  const std::string cut = "{\"puzzles\":[\n" + queens("") + ",\n" + queens("").substr(0, 20);
  CHECK(stream(cut).error == "malformed JSON: the document ends inside entry #2 (line 3)");
  CHECK(stream(cut).entries.size() == 1);
  // Truncated after an entry, inside the list.
  CHECK(stream("[" + queens("") + ",").error ==
        "malformed JSON: the document ends inside its list of puzzles, before entry #2 (line 1)");
  // A malformed entry in the middle of JSON Lines: the third line.
  const Streamed bad = stream(queens("") + "\n" + queens("") + "\n{\"size\":4,,}\n" + queens(""));
  CHECK(bad.entries.size() == 2);
  CHECK(bad.error.rfind("line 3, entry #3: malformed JSON: ", 0) == 0);
  CHECK(bad.error.find("column 11") != std::string::npos);  // the library's place, in the entry
  CHECK(bad.error.find('\n') == std::string::npos);
  // A closing bracket of the wrong kind.
  CHECK(stream("[" + queens("") + ",{\"a\":[1}]").error ==
        "line 1, entry #2: malformed JSON: unexpected '}'");
  // Entries must be separated.
  CHECK(stream("[" + queens("") + " " + queens("") + "]").error ==
        "line 1: malformed JSON: expected ',' or ']' after entry #1");
  CHECK(stream("[" + queens("")).error ==
        "malformed JSON: the document ends inside its list of puzzles, after entry #1 (line 1)");
}

TEST_CASE("a syntax-only pass counts the entries without making puzzles",
          "[common][document_stream]") {
  const Streamed s = stream("[" + queens("") + "," + queens("") + "]\n" + queens(""), true);
  REQUIRE(s.error.empty());
  REQUIRE(s.entries.size() == 3);
  CHECK(s.entries[2].id == "#3");
  CHECK(s.entries[0].puzzle == nullptr);
}

TEST_CASE("text that does not start as JSON is left to read_document",
          "[common][document_stream]") {
  std::istringstream text("\n  queens 4x4\n");
  CHECK_FALSE(dg::DocumentStream(text).starts_as_json());
  std::istringstream json("\n  [1]");
  CHECK(dg::DocumentStream(json).starts_as_json());
}

TEST_CASE("a wrapper's game after its list reaches its entries on a second pass",
          "[common][document_stream]") {
  const std::string text = R"({"puzzles":[{"id":"a","size":4,"cells":[]}],"game":"queens"})";
  std::istringstream first(text);
  dg::DocumentStream probe(first, true);
  while (true) {
    auto e = probe.next();
    REQUIRE(e);
    if (!*e) break;
  }
  CHECK(probe.late_games() == std::vector<std::string>{"queens"});
  std::istringstream second(text);
  dg::DocumentStream doc(second);
  doc.use_late_games(probe.late_games());
  auto e = doc.next();
  REQUIRE(e);
  REQUIRE(*e);
  auto whole = dg::read_document(text);
  REQUIRE(whole);
  CHECK((**e).error == (*whole)[0].error);  // read as Queens (whatever it says of "cells")
  CHECK((**e).error.find("queens") != std::string::npos);
}
