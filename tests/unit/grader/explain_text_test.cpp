// The explain format (grader/common/explain.hpp) and the wording helpers (words.hpp): step
// numbers, grouping of long runs of one rule, the JSON steps, plurals and articles.
#include <catch2/catch.hpp>

#include "grader/common/explain.hpp"
#include "grader/common/words.hpp"

using namespace dg;

TEST_CASE("explain: single steps carry their rule, runs of three or more get a heading",
          "[grader][explain]") {
  Trace trace;
  trace.add("a_rule", {}, "first");
  trace.add("pair", {}, "p1");
  trace.add("pair", {}, "p2");
  trace.add("pair", {}, "p3");
  trace.add("gap", {}, "g1");
  trace.add("gap", {}, "g2");
  CHECK(explain_text(trace) ==
        "  1. [a_rule] first\n"
        "  Steps 2-4: pair, 3 steps\n"
        "    2. p1\n"
        "    3. p2\n"
        "    4. p3\n"
        "  5. [gap] g1\n"
        "  6. [gap] g2\n");
  CHECK(explain_text(Trace{}).empty());
}

TEST_CASE("explain: JSON steps keep 0-based coordinates", "[grader][explain]") {
  Trace trace;
  trace.add("bridge", {Cell{2, 1}, Cell{2, 2}}, "the path goes from B3 to C3");
  const nlohmann::json j = trace_to_json(trace);
  REQUIRE(j.size() == 1);
  CHECK(j[0]["rule"] == "bridge");
  CHECK(j[0]["cells"] == nlohmann::json::parse("[[2,1],[2,2]]"));
  CHECK(j[0]["text"] == "the path goes from B3 to C3");
}

TEST_CASE("explain: the engine folds one rule application's deductions into one step",
          "[grader][explain]") {
  Trace trace;
  trace.add("r", {Cell{0, 0}}, "one");
  trace.add("r", {Cell{0, 1}}, "two");
  trace.close_step(0, "r", false);
  REQUIRE(trace.steps.size() == 1);
  CHECK(trace.steps[0].text == "one; two");
  CHECK(trace.steps[0].cells.size() == 2);
  trace.close_step(1, "s", true);  // a contradiction found without words
  REQUIRE(trace.steps.size() == 2);
  CHECK(trace.steps[1].rule == "s");
  CHECK(trace.steps[1].text == "no solution is left");
}

TEST_CASE("words: plurals, articles and lists", "[grader][explain]") {
  CHECK(count_of(1, "cell") == "1 cell");
  CHECK(count_of(2, "cell") == "2 cells");
  CHECK(count_of(0, "queen") == "0 queens");
  CHECK(with_article("queen") == "a queen");
  CHECK(with_article("X") == "an X");
  CHECK(with_article("F3") == "an F3");
  CHECK(with_article("B3") == "a B3");
  CHECK(with_article("L-tromino") == "an L-tromino");
  CHECK(with_article("T-tetromino") == "a T-tetromino");
  CHECK(with_article("domino") == "a domino");
  CHECK(with_article("= pair") == "a = pair");
  const std::vector<std::string> three = {"A", "B", "C"};
  CHECK(join_words(three) == "A, B and C");
  CHECK(join_words(std::span(three).first(2), "or") == "A or B");
  CHECK(join_words(std::span(three).first(1)) == "A");
  const std::vector<Cell> cells = {{2, 1}, {0, 26}};
  CHECK(cell_list(cells) == "B3 and AA1");
}

TEST_CASE("explain: a contradictory grade's last step says what broke", "[grader][explain]") {
  Trace trace;
  note_broken(trace, "row 1 has three moons in a row");  // nothing to end: no step
  CHECK(trace.steps.empty());
  trace.add("pair", {}, "C1 is a moon");
  note_broken(trace, "");
  CHECK(trace.steps[0].text == "C1 is a moon");
  note_broken(trace, "row 1 has three moons in a row");
  CHECK(trace.steps[0].text == "C1 is a moon; now row 1 has three moons in a row");
  trace.add("cut_cell", {}, "the path cannot step between A1 and B1");
  trace.close_step(1, "cut_cell", true);
  note_broken(trace, "B1 is left with too few ways in and out");
  CHECK(trace.steps[1].text ==
        "the path cannot step between A1 and B1; now B1 is left with too few ways in and out, so "
        "no solution is left");
  trace.close_step(2, "pair", true);  // a contradiction found without words
  note_broken(trace, "a cell would have to be both a sun and a moon");
  CHECK(trace.steps[2].text ==
        "a cell would have to be both a sun and a moon, so no solution is left");
}
