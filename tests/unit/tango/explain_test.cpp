// Tango trace wording (grade --explain): suns and moons rather than 1 and 0, rows and columns
// named as on the board, one step per sweep, and a contradiction step with its chain.
#include <catch2/catch.hpp>

#include <regex>

#include "grader/tango/grader.hpp"
#include "tests/unit/grader/explain_steps.hpp"

using namespace dg;

TEST_CASE("tango explain: a pair names its line and says sun or moon", "[tango][explain]") {
  // Row 1: two suns side by side in B1 and C1 put moons in A1 and D1.
  auto p = tango::from_json(
      nlohmann::json::parse(R"({"game":"tango","cells":[".11.","....","....","...."]})"));
  REQUIRE(p.ok());
  Trace trace;
  const Grade g = tango::grade(p.value(), -1, &trace);
  REQUIRE(trace.steps.size() == static_cast<std::size_t>(g.steps));
  REQUIRE(!trace.steps.empty());
  CHECK(trace.steps[0].rule == "pair");
  CHECK(trace.steps[0].text ==
        "two equal cells side by side have the other symbol on both sides: in row 1, A1 and D1 "
        "are moons");
}

TEST_CASE("tango explain: words use suns, moons and board names", "[tango][explain]") {
  const auto steps = test::corpus_steps("tango");
  const std::regex digit_value("(=|is |are )[01]\\b");
  bool several_lines = false;
  for (const auto& s : steps) {
    INFO(s.id << ": " << s.step.text);
    CHECK(!std::regex_search(s.step.text, digit_value));
    CHECK(s.step.text.find("col ") == std::string::npos);
    if (s.step.rule == "pair" && s.step.text.find("; in ") != std::string::npos)
      several_lines = true;
  }
  CHECK(several_lines);  // one sweep over several lines is one step
}

TEST_CASE("tango explain: a contradiction step shows its supposition and chain",
          "[tango][explain]") {
  const auto steps = test::corpus_steps("tango");
  const auto* s = test::first_of(steps, "contradiction");
  REQUIRE(s);
  INFO(s->id << ": " << s->step.text);
  std::smatch m;
  REQUIRE(std::regex_match(s->step.text, m,
                           std::regex("Suppose ([A-Z]+[0-9]+) is a (sun|moon)\\. Then .+\\. Now "
                                      ".+\\. So ([A-Z]+[0-9]+) is a (sun|moon)\\.")));
  CHECK(m[1] == m[3]);
  CHECK(m[2] != m[4]);
}
