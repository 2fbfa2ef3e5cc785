// Tango: each step's facts are the cells it filled, read off the grader's grid before and after
// the step: ["v", r, c, 1] for a sun, ["v", r, c, 0] for a moon.
#include <vector>

#include "grader/tango/rules.hpp"
#include "page/fact_recorder.hpp"
#include "page/tango/steps.hpp"

namespace dg::page {

namespace {

using tango::Grid;

std::vector<int> cell_values(const Grid& g) {
  std::vector<int> out;
  out.reserve(static_cast<std::size_t>(g.n * g.cols));
  for (int r = 0; r < g.n; ++r)
    for (int c = 0; c < g.cols; ++c) out.push_back(g.at(r, c));
  return out;
}

nlohmann::json tango_fact(const Grid& g, std::size_t i, int now) {
  const int r = static_cast<int>(i) / g.cols, c = static_cast<int>(i) % g.cols;
  return {"v", r, c, now};
}

}  // namespace

GradedSteps tango_steps(const AnyPuzzle& puzzle) {
  const auto p = tango::from_json(puzzle.to_json());
  if (!p) return {};  // cannot happen: AnyPuzzle holds a parsed tango puzzle
  Trace trace;
  FactRecorder<Grid, int> recorder(cell_values, -1, tango_fact);
  GradedSteps out;
  out.grade = tango::grade_observed(*p, -1, &trace, &recorder);
  out.steps = steps_with_facts(trace, recorder.facts);
  return out;
}

namespace {

constexpr std::string_view kKeys[] = {"game",  "size",     "rows",         "cols",     "cells",
                                      "equal", "opposite", "unique_lines", "row_ones", "col_ones"};

}  // namespace

PageGame tango_page() {
  return {.game = "tango",
          .steps = tango_steps,
          .keys = kKeys,
          .script = "tango.js",
          .help = "Tango: tap cycles empty, sun, moon; S sets a sun, M a moon.",
          .hints = tango_hint_words()};
}

}  // namespace dg::page
