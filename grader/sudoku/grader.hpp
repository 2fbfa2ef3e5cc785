// The Sudoku grader: techniques in tiers as players name them (hidden single, naked single,
// locked candidates, naked and hidden subsets, fish, wings, one supposition), run by the shared
// fixed-point engine (grader/common/engine.hpp). A puzzle the rules leave stuck is graded
// "search". The rules are sound, so "solved" proves uniqueness.
// Tier order follows how hard players find each technique: Sudoku Explainer rates hidden singles
// 1.2-1.5, naked singles 2.3, pointing and claiming 2.6-2.8, naked pairs 3.0, X-wings 3.2, hidden
// pairs 3.4, naked triples 3.6, swordfish 3.8, hidden triples 4.0, XY-wings 4.2 and XYZ-wings 4.4;
// subsets are grouped by kind (naked before hidden) and put before fish, as most solving guides
// and apps teach them.
#pragma once

#include <span>
#include <string_view>

#include "grader/common/engine.hpp"
#include "grader/common/graders.hpp"
#include "grader/sudoku/grid.hpp"
#include "solver/sudoku/model.hpp"

namespace dg::sudoku {

enum SudokuTier : int {
  kHiddenSingle = 0,
  kNakedSingle,
  kLockedCandidates,
  kNakedSubset,
  kHiddenSubset,
  kFish,
  kWing,
  kContradiction,
  kTierCount
};
inline constexpr std::size_t kRuleCount = 14;  // entries of the rule table
std::span<const std::string_view> tier_names();
// Tier index of `name`, kTierCount for "search", -1 when unknown.
int parse_tier(std::string_view name);
std::span<const RuleInfo> rule_infos();

// Grades `p` with the rules of tier <= tier_cap (-1: all). With `trace`, records every deduction.
Grade grade(const Puzzle& p, int tier_cap = -1, Trace* trace = nullptr);
Grade grade_observed(const Puzzle& p, int tier_cap, Trace* trace, StepObserver<Grid>* observer);
// The grade's status and hardest tier without names or hit counts (a generator's hot loop).
CoreGrade grade_core(const Puzzle& p, int tier_cap);

// Sudoku's entry for the table of graders (not yet listed in grader/common/graders.cpp).
const GraderInfo& grader_info();

}  // namespace dg::sudoku
