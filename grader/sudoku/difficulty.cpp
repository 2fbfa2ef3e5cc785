// Sudoku's difficulty data and step record.
// Costs: a hidden single is what people do at sight (cross-hatching), a naked single asks to
// look at a cell's row, column and box at once; from locked candidates on, each tier is what
// solving guides teach later, and costs grow by at least 2^0.75 a tier, so the technique level's
// bottleneck bonus (at most 0.75 on the log2 scale) never lifts a step above a dearer tier's.
// Scarcity (gamma 0.5, as Zip): a single among twenty is found at once, the only one on the board
// takes a scan (Pelanek's "cost of finding a step falls with how many there are").
// Units are open cells, so the size term kappa ln(U_0) says a 9x9 with 55 open cells takes longer
// than a Mini Sudoku with 24.
// No Sudoku solve times were used (none at hand, and none to be sought for tuning: issue 38).
// Provisional calibration anchor for grader/common/calibration.cpp (minutes = exp(a + b score) /
// 60), from the scores of 300 seeded 9x9 boards made by removal (tests/bench/bench_sudoku.cpp,
// 2026-12-02-vm-sudoku.md): a 9x9 needing only hidden singles (median score 4.9) at 3 minutes, a
// newspaper easy, and one needing a supposition (median 9.5) at 25 minutes:
//   b = ln(1500 / 180) / (9.5 - 4.9) = 0.461,  a = ln(180) - 4.9 b = 2.934.
// Then a 6x6 of hidden singles (3.2) reads 82 s and a 9x9 needing locked candidates (6.9) 7.5
// minutes. The shared minute bands (0.75 / 1.25 / 2.5) were set on LinkedIn-sized boards: every
// 9x9 lands in expert, so the lead may want Sudoku's 9x9 in a scale of its own.
#include "grader/sudoku/difficulty.hpp"

#include <array>
#include <limits>

#include "grader/sudoku/rules.hpp"

namespace dg::sudoku {

namespace {

constexpr std::array<RuleCost, kRuleCount> kCosts = {{
    {"hidden_single_box", 0.05, 0.05},
    {"hidden_single_line", 0.05, 0.05},
    {"naked_single", 0.1, 0.1},
    {"pointing", 1, 1},
    {"claiming", 1, 1},
    {"naked_pair", 2, 2},
    {"naked_triple", 2, 2},
    {"hidden_pair", 3.5, 3.5},
    {"hidden_triple", 3.5, 3.5},
    {"x_wing", 6, 6},
    {"swordfish", 6, 6},
    {"xy_wing", 10.5, 10.5},
    {"xyz_wing", 10.5, 10.5},
    {"contradiction", 24, 24},
}};

// Technique levels at tier boundaries (log2 of the max costs): plain = singles (-4.3, -3.3),
// clever = locked candidates and naked subsets (0, 1), subtle = hidden subsets, fish and wings
// (1.8, 2.6, 3.4), deep = a supposition (4.6). Band limits provisional, on the measured scores
// (the calibration's minute bands replace them once Sudoku has an entry there): easy = a 6x6 of
// singles (3.0-3.8), medium = a 9x9 of singles (4.5-5.8), hard = a 9x9 of locked candidates or
// subsets and a 6x6 needing more (5.4-8.45), expert = mostly a 9x9 of fish, wings or a
// supposition (8.4-10.1).
constexpr DifficultyParams kParams{
    0.5,     5.0, 1.0, {4.0, 6.0, 8.5}, {-1.0, 1.8, 4.2}, std::numeric_limits<double>::infinity(),
    "sudoku"};

int open_cells(const Grid& g) {
  return g.open;
}

RecordedSteps recorded(const Puzzle& p) {
  return {record_steps(p), kCosts, true};
}

}  // namespace

std::span<const RuleCost> rule_costs() {
  return kCosts;
}

const DifficultyParams& params() {
  return kParams;
}

std::vector<StepRecord> record_steps(const Puzzle& p) {
  Grid g = make_grid(p);
  StepProbe<Grid> probe(rule_table(), kCosts, open_cells);
  run_rules_core<Grid>(g, rule_table(), kTierCount - 1, nullptr, {}, &probe);
  return probe.steps();
}

Difficulty difficulty(const Puzzle& p) {
  return score_steps(record_steps(p), kCosts, kParams);
}

ScoredGrade grade_and_score(const Puzzle& p, Trace* trace) {
  StepProbe<Grid> probe(rule_table(), kCosts, open_cells);
  Grade g = grade_observed(p, -1, trace, &probe);
  return scored_grade(std::move(g), probe, kCosts, kParams);
}

const ScorerInfo& scorer_info() {
  static const ScorerInfo info{"sudoku",
                               &kParams,
                               kCosts,
                               difficulty_of_any<from_json, difficulty>,
                               grade_and_score_of_any<from_json, grade_and_score>,
                               record_of_any<from_json, recorded>};
  return info;
}

}  // namespace dg::sudoku
