// Queens: each step's facts are the cells it decided, read off the grader's grid before and after
// the step: a cell that was live and now holds a queen or star (["q", r, c]) or is dead
// (["x", r, c]). LinkedIn boards are graded on LinkedIn's grid, every other board of the family
// (Star Battle, torus, holes, givens, full diagonals, rectangles, and the general system's
// attack patterns, pieces, ranges and extra units) on the family's grid, exactly as
// `grade --explain` grades them; each grid has its own snapshot. Holes start dead and givens
// start as stars, so neither is ever a step's fact.
#include <cstdint>
#include <vector>

#include "grader/queens/family_rules.hpp"
#include "grader/queens/rules.hpp"
#include "page/fact_recorder.hpp"
#include "page/queens/steps.hpp"

namespace dg::page {

namespace {

enum CellState : std::uint8_t { kLive, kQueen, kDead };

nlohmann::json cell_fact(int cols, std::size_t i, std::uint8_t now) {
  const int r = static_cast<int>(i) / cols, c = static_cast<int>(i) % cols;
  return {now == kQueen ? "q" : "x", r, c};
}

// LinkedIn's grid: n x n, one queen per row.
std::vector<std::uint8_t> linkedin_states(const queens::Grid& g) {
  std::vector<std::uint8_t> out;
  out.reserve(static_cast<std::size_t>(g.n() * g.n()));
  for (int r = 0; r < g.n(); ++r)
    for (int c = 0; c < g.n(); ++c)
      out.push_back(g.queen_col(r) == c ? kQueen : g.is_live(r, c) ? kLive : kDead);
  return out;
}

nlohmann::json linkedin_fact(const queens::Grid& g, std::size_t i, std::uint8_t now) {
  return cell_fact(g.n(), i, now);
}

// The family's grid: rows x cols, stars and live cells as bitsets (holes are never live).
std::vector<std::uint8_t> family_states(const queens::FamilyGrid& g) {
  const int cells = g.rows() * g.cols();
  std::vector<std::uint8_t> out;
  out.reserve(static_cast<std::size_t>(cells));
  for (int i = 0; i < cells; ++i) {
    const auto at = static_cast<std::size_t>(i);
    out.push_back(g.stars()[at] ? kQueen : g.live()[at] ? kLive : kDead);
  }
  return out;
}

nlohmann::json family_fact(const queens::FamilyGrid& g, std::size_t i, std::uint8_t now) {
  return cell_fact(g.cols(), i, now);
}

}  // namespace

GradedSteps queens_steps(const AnyPuzzle& puzzle) {
  const auto p = queens::from_json(puzzle.to_json());
  if (!p.ok()) return {};  // cannot happen: AnyPuzzle holds a parsed queens puzzle
  Trace trace;
  GradedSteps out;
  if (queens::is_linkedin(p.value())) {
    FactRecorder<queens::Grid, std::uint8_t> recorder(linkedin_states, kLive, linkedin_fact);
    out.grade = queens::grade_observed(p.value(), -1, &trace, &recorder);
    out.steps = steps_with_facts(trace, recorder.facts);
  } else {
    FactRecorder<queens::FamilyGrid, std::uint8_t> recorder(family_states, kLive, family_fact);
    out.grade = queens::grade_family(p.value(), -1, &trace, &recorder);
    out.steps = steps_with_facts(trace, recorder.facts);
  }
  return out;
}

namespace {

// Queens: the family's keys and the general system's attack patterns, pieces, no lines and extra
// units (counts may be ranges); "maximize" and "weights" are not a puzzle (the grader refuses).
constexpr std::string_view kKeys[] = {"game",          "size",   "rows",       "cols",
                                      "regions",       "stars",  "row_counts", "col_counts",
                                      "region_counts", "givens", "diagonals",  "torus",
                                      "attack",        "pieces", "lines",      "units"};

}  // namespace

PageGame queens_page() {
  return {.game = "queens",
          .steps = queens_steps,
          .keys = kKeys,
          .script = "queens.js",
          .help =
              "Queens (and Star Battle, torus, holes): tap cycles empty, &#x2715;, queen (star); "
              "drag marks &#x2715;; grey stars are given; X sets &#x2715;, Q or S a queen (star).",
          .hints = queens_hint_words()};
}

}  // namespace dg::page
