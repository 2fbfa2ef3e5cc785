// Zip trace wording (grade --explain): which cells the path joins or cannot use, named as on the
// board, one step per rule application, and a contradiction step with its chain.
#include <catch2/catch.hpp>

#include <regex>

#include "grader/zip/grader.hpp"
#include "tests/unit/grader/explain_steps.hpp"

using namespace dg;

TEST_CASE("zip explain: steps say where the path goes or cannot go", "[zip][explain]") {
  const auto steps = test::corpus_steps("zip");
  REQUIRE(!steps.empty());
  const std::regex words(
      "the path (goes from|cannot step (from|between)) [A-Z]+[0-9]+ (to|and) [A-Z]+[0-9]+");
  for (const auto& s : steps) {
    INFO(s.id << " [" << s.step.rule << "] " << s.step.text);
    CHECK((std::regex_search(s.step.text, words) || s.step.text == "no solution is left"));
    CHECK(s.step.text.find("edge") == std::string::npos);
  }
  const auto* bridge = test::first_of(steps, "bridge");
  if (bridge)
    CHECK(std::regex_match(bridge->step.text,
                           std::regex("the path goes from [A-Z]+[0-9]+ to [A-Z]+[0-9]+( and from "
                                      "[A-Z]+[0-9]+ to [A-Z]+[0-9]+)* \\(it is the only link "
                                      "between two parts of the board\\)")));
}

TEST_CASE("zip explain: a two-cell edge is named on a rectangular board", "[zip][explain]") {
  // 1 x 3: numbers 1 and 2 at the ends; the middle cell is forced both ways.
  auto p = zip::from_json(
      nlohmann::json::parse(R"({"game":"zip","rows":1,"cols":3,"waypoints":[[0,0],[0,2]]})"));
  REQUIRE(p.ok());
  Trace trace;
  const Grade g = zip::grade(p.value(), -1, &trace);
  REQUIRE(trace.steps.size() == static_cast<std::size_t>(g.steps));
  REQUIRE(!trace.steps.empty());
  CHECK(trace.steps[0].rule == "forced_edges");
  // One rule application, two cells: one step with both deductions.
  CHECK(trace.steps[0].text ==
        "A1 has no other way in or out, so the path goes from A1 to B1; B1 has no other way in "
        "or out, so the path goes from B1 to C1");
}

TEST_CASE("zip explain: a contradiction step shows its supposition and chain", "[zip][explain]") {
  const auto steps = test::corpus_steps("zip");
  const auto* s = test::first_of(steps, "contradiction");
  if (!s) return;  // the corpus may hold no puzzle that needs one
  INFO(s->id << ": " << s->step.text);
  CHECK(std::regex_match(
      s->step.text,
      std::regex("Suppose the path (goes from|does not step between) [A-Z]+[0-9]+ (to|and) "
                 "[A-Z]+[0-9]+\\.( Then .+\\.)? Now .+\\. So the path (cannot step between|goes "
                 "from) [A-Z]+[0-9]+ (and|to) [A-Z]+[0-9]+\\.")));
}
