// Zip: each step's facts are the edges it decided, read off the grader's grid before and after
// the step: ["on", r1, c1, r2, c2] when the path steps between the two cells, ["off", ...] when it
// does not. Most of them a player cannot mark (only the path drawn from 1 is), so the page keeps
// the facts of every hint it has shown.
#include <vector>

#include "grader/zip/rules.hpp"
#include "page/fact_recorder.hpp"
#include "page/zip/steps.hpp"

namespace dg::page {

namespace {

using zip::Grid;

std::vector<zip::EdgeState> edge_states(const Grid& g) {
  std::vector<zip::EdgeState> out;
  out.reserve(static_cast<std::size_t>(g.topo().edges));
  for (int e = 0; e < g.topo().edges; ++e) out.push_back(g.edge(e));
  return out;
}

nlohmann::json zip_fact(const Grid& g, std::size_t e, zip::EdgeState now) {
  const zip::Topology& t = g.topo();
  const Cell a = t.cell(t.ends[e][0]), b = t.cell(t.ends[e][1]);
  return {now == zip::kOn ? "on" : "off", a.row, a.col, b.row, b.col};
}

}  // namespace

GradedSteps zip_steps(const AnyPuzzle& puzzle) {
  const auto p = zip::from_json(puzzle.to_json());
  if (!p) return {};  // cannot happen: AnyPuzzle holds a parsed zip puzzle
  Trace trace;
  FactRecorder<Grid, zip::EdgeState> recorder(edge_states, zip::kUnknown, zip_fact);
  GradedSteps out;
  out.grade = zip::grade_observed(*p, -1, &trace, nullptr, nullptr, &recorder);
  out.steps = steps_with_facts(trace, recorder.facts);
  return out;
}

namespace {

constexpr std::string_view kKeys[] = {"game", "rows", "cols", "waypoints", "walls"};

}  // namespace

PageGame zip_page() {
  return {.game = "zip",
          .steps = zip_steps,
          .keys = kKeys,
          .script = "zip.js",
          .help = "Zip: drag the path from 1, drag back to undo; arrows draw.",
          .hints = zip_hint_words()};
}

}  // namespace dg::page
