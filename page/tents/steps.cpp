// Tents: each step's facts are the cells it decided, read off the grader's grid before and after
// the step: ["t", r, c] a tent on (r, c), ["g", r, c] grass (no tent). A step that only pairs a
// tree with its tent decides no cell and has no facts (the hints pass over it).
#include <vector>

#include "grader/tents/grader.hpp"
#include "page/fact_recorder.hpp"
#include "page/tents/steps.hpp"

namespace dg::page {

namespace {

using tents::Grid;

std::vector<int> cell_values(const Grid& g) {
  return {g.v.begin(), g.v.end()};
}

nlohmann::json tents_fact(const Grid& g, std::size_t i, int now) {
  const Cell c = g.cell(static_cast<int>(i));
  return {now == tents::kTent ? "t" : "g", c.row, c.col};
}

}  // namespace

GradedSteps tents_steps(const AnyPuzzle& puzzle) {
  const auto p = tents::from_json(puzzle.to_json());
  if (!p) return {};  // cannot happen: AnyPuzzle holds a parsed tents puzzle
  Trace trace;
  FactRecorder<Grid, int> recorder(cell_values, tents::kUnknown, tents_fact);
  GradedSteps out;
  out.grade = tents::grade_observed(*p, -1, &trace, &recorder);
  out.steps = steps_with_facts(trace, recorder.facts);
  return out;
}

namespace {

// unique_matching changes which boards count as puzzles, not how one is played.
constexpr std::string_view kKeys[] = {"game",  "rows",       "cols",
                                      "trees", "row_counts", "col_counts",
                                      "tents", "grass",      "unique_matching"};

}  // namespace

PageGame tents_page() {
  return {.game = "tents",
          .steps = tents_steps,
          .keys = kKeys,
          .script = "tents.js",
          .help = "Tents: tap cycles empty, tent, grass; T sets a tent, G or X grass.",
          .hints = tents_hint_words()};
}

}  // namespace dg::page
