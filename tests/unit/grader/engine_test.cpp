// The fixed-point engine on a toy game: a row of cells that rules fill in. Checks restart-at-
// cheapest, that the grade records the hardest tier required, hit counts, stuck and contradiction.
#include <catch2/catch.hpp>

#include <array>

#include "grader/common/engine.hpp"

using namespace dg;

namespace {

// Cells 0..5: -1 unknown. Rule "copy_left" (tier 0) copies a known left neighbour into an unknown
// cell; rule "seed" (tier 1) sets cell 0 to 1 when unknown. So the solve needs tier 1 once, then
// tier 0 five times. Cell value 2 marks a contradiction.
struct Toy {
  std::array<int, 6> cells{-1, -1, -1, -1, -1, -1};
  bool solved() const {
    for (int c : cells)
      if (c < 0) return false;
    return true;
  }
  bool contradiction() const {
    for (int c : cells)
      if (c == 2) return true;
    return false;
  }
};

Step copy_left(Toy& t, int, Trace* trace) {
  for (std::size_t i = 1; i < t.cells.size(); ++i)
    if (t.cells[i] < 0 && t.cells[i - 1] >= 0) {
      t.cells[i] = t.cells[i - 1];
      if (trace) trace->add("copy_left", {Cell{0, static_cast<int>(i)}}, "copied");
      return Step::progress;
    }
  return Step::none;
}

Step seed(Toy& t, int value, Trace*) {
  if (t.cells[0] >= 0) return Step::none;
  t.cells[0] = value;
  return Step::progress;
}

const std::string_view kTiers[] = {"easy", "hard"};

}  // namespace

TEST_CASE("engine restarts at the cheapest rule and records the tier required",
          "[grader][engine]") {
  const Rule<Toy> rules[] = {{"copy_left", 0, copy_left, 0}, {"seed", 1, seed, 1}};
  Toy toy;
  Trace trace;
  Grade g = run_rules<Toy>(toy, rules, kTiers, 1, &trace);
  CHECK(g.status == Status::solved);
  CHECK(g.tier == "hard");
  CHECK(g.max_tier == 1);
  CHECK(g.hits["seed"] == 1);
  CHECK(g.hits["copy_left"] == 5);
  CHECK(g.steps == 6);
  // One trace step per counted step, even for a rule that made progress without words.
  REQUIRE(trace.steps.size() == 6);
  CHECK(trace.steps[0].rule == "seed");
  CHECK(toy.cells == std::array<int, 6>{1, 1, 1, 1, 1, 1});
}

TEST_CASE("engine stops stuck below the cap and reports search", "[grader][engine]") {
  const Rule<Toy> rules[] = {{"copy_left", 0, copy_left, 0}, {"seed", 1, seed, 1}};
  Toy toy;
  Grade g = run_rules<Toy>(toy, rules, kTiers, 0, nullptr);
  CHECK(g.status == Status::stuck);
  CHECK(g.tier == "search");
  CHECK(g.hits.empty());
}

TEST_CASE("engine reports a contradiction", "[grader][engine]") {
  const Rule<Toy> rules[] = {{"copy_left", 0, copy_left, 0}, {"seed", 1, seed, 2}};
  Toy toy;
  Grade g = run_rules<Toy>(toy, rules, kTiers, 1, nullptr);
  CHECK(g.status == Status::contradiction);
  CHECK(grade_to_json(g)["status"] == "contradiction");
}
