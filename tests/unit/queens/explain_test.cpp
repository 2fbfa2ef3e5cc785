// Queens trace wording (grade --explain): cells, rows, columns and regions named as on the board,
// plurals, shape articles, and a contradiction step that shows its supposition and chain.
#include <catch2/catch.hpp>

#include <regex>

#include "grader/queens/grader.hpp"
#include "tests/unit/grader/explain_steps.hpp"

using namespace dg;

TEST_CASE("queens explain: board names in the write-up example", "[queens][explain]") {
  auto p = queens::from_text(
      "queens\naabbbccc\nadbdbecc\nadbdbccc\nadddbfgc\nadddbfgg\nadhdbfgg\nhdhdbffg\nhhhhgggg\n");
  REQUIRE(p.ok());
  Trace trace;
  const Grade g = queens::grade(p.value(), -1, &trace);
  REQUIRE(trace.steps.size() == static_cast<std::size_t>(g.steps));
  // Region e's only cell is (row 1, col 5): F2.
  CHECK(trace.steps[0].rule == "single_cell_region");
  CHECK(trace.steps[0].text == "region e has one cell left, F2, so its queen is there");
  REQUIRE(trace.steps[1].rule == "queen_adjacent_kill");
  CHECK(std::regex_match(trace.steps[1].text,
                         std::regex("the queen on F2 rules out [0-9]+ cells in its row, column, "
                                    "region and around it: ([A-H][1-8](, | and )?)+")));
}

TEST_CASE("queens explain: every rule's words use board names", "[queens][explain]") {
  const auto steps = test::corpus_steps("queens");
  const std::regex cell("[A-Z]+[0-9]+");
  for (const auto& s : steps) {
    INFO(s.id << ": " << s.step.text);
    CHECK(
        !std::regex_search(s.step.text, std::regex("\\([0-9]+, ?[0-9]+\\)")));  // no 0-based (r,c)
    CHECK(!std::regex_search(s.step.text, std::regex("\\b1 cells")));
    if (!s.step.cells.empty()) {
      CHECK(std::regex_search(s.step.text, cell));
    }
  }
  const auto* line = test::first_of(steps, "single_cell_line");
  REQUIRE(line);
  CHECK(std::regex_match(line->step.text,
                         std::regex("(row [0-9]+|column [A-Z]+) has one cell left, [A-Z]+[0-9]+, "
                                    "so its queen is there")));
  const auto* confined = test::first_of(steps, "region_confined_to_line");
  REQUIRE(confined);
  // The words say what is true on the board: the region's open cells lie in the line (the region
  // itself may reach other lines through cells already ruled out).
  CHECK(std::regex_search(confined->step.text,
                          std::regex("^the open cells of (region [a-z]) all lie in (row [0-9]+|"
                                     "column [A-Z]+), so \\2 has no queen outside \\1: ")));
  const auto* line_in = test::first_of(steps, "line_confined_to_region");
  REQUIRE(line_in);
  CHECK(std::regex_search(line_in->step.text,
                          std::regex("^the open cells of (row [0-9]+|column [A-Z]+) all lie in "
                                     "(region [a-z]), so \\2 has no queen outside \\1: ")));
  for (const auto& s : steps)
    if (s.step.text.find(" lies in ") != std::string::npos) FAIL(s.id << ": " << s.step.text);
}

TEST_CASE("queens explain: a contradiction step shows its supposition and chain",
          "[queens][explain]") {
  const auto steps = test::corpus_steps("queens");
  const auto* s = test::first_of(steps, "placement_forces_contradiction");
  REQUIRE(s);
  INFO(s->id << ": " << s->step.text);
  std::smatch m;
  REQUIRE(std::regex_match(
      s->step.text, m,
      std::regex("Suppose a queen on ([A-Z]+[0-9]+)\\. Then it rules out its row, column, region "
                 "and neighbours \\(one queen to a row, column and region, none touching\\)(; "
                 ".+)?\\. Now (region [a-z]|row [0-9]+|column [A-Z]+) has no "
                 "cell left for its queen\\. So ([A-Z]+[0-9]+) has no queen\\.")));
  CHECK(m[1] == m[4]);
  // Some contradiction in the corpus needs a chain: a forced queen between the supposition and
  // the empty unit.
  bool chained = false;
  for (const auto& t : steps)
    if (t.step.rule == "placement_forces_contradiction" &&
        std::regex_search(t.step.text, std::regex("; the queen of (region [a-z]|row [0-9]+|"
                                                  "column [A-Z]+) goes on [A-Z]+[0-9]+")))
      chained = true;
  CHECK(chained);
}

TEST_CASE("queens explain: shapes take the right article", "[queens][explain]") {
  const auto steps = test::corpus_steps("queens");
  for (const auto& s : steps)
    if (s.step.rule.rfind("shape_", 0) == 0) {
      INFO(s.step.text);
      CHECK(std::regex_search(
          s.step.text, std::regex("form (a (domino|[BCDGJKPQTUVWYZ]-|long-)|an [AEFHILMNORSX]-)")));
    }
}

TEST_CASE("queens explain: a puzzle without solution ends with what broke", "[queens][explain]") {
  const auto steps = test::corpus_steps("queens");
  std::string last;
  for (const auto& s : steps)
    if (s.id == "handmade-no-solution-5") last = s.step.text;
  CHECK(std::regex_search(last, std::regex("; now (region [a-z]|row [0-9]+|column [A-Z]+) has no "
                                           "cell left for its queen$")));
}
