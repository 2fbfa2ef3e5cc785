// The Sudoku generator: puzzles with exactly one solution, graded exactly a requested tier.
//
// Method (STYLE.md 5, as Simon Tatham's Solo): a random full grid (full_grid.hpp); its givens
// removed in a shuffled order, one cell or one half-turn pair at a time, keeping a removal only
// while the grader within the target tier still solves the puzzle (dig.hpp; for tier "any" and
// "search", while the bitset counter still finds one solution). The result is accepted only when
// the tier below does not solve it ("search": when no tier does), its givens are in the range
// asked, the bitset and exact cover counters both find exactly one solution, and, when asked,
// no single given can go with the count staying 1. Output is a pure function of (params, seed,
// generator version).
//
// Possible improvements: the hard tiers (fish, wing, search) are accepted rarely from a plain
// removal (see tests/bench/results/2026-12-02-sudoku-peers.md); Solo meets them by retrying whole
// grids too, but a local step (put one given back, take two others) would keep a near miss.
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

#include <nlohmann/json.hpp>

#include "generator/common/batch_result.hpp"
#include "generator/common/store_grade.hpp"
#include "generator/sudoku/params.hpp"
#include "grader/common/grade.hpp"
#include "solver/common/expected.hpp"
#include "solver/sudoku/model.hpp"

namespace dg::sudoku {

struct GeneratedPuzzle {
  Puzzle puzzle;
  Solution solution;
  Grade grade;
  std::uint64_t seed = 0;  // generate(params, seed) gives this puzzle again
  int attempts = 0;        // full grids tried, this one included
  StoreGrade store_grade;  // for the store: set when params.score.keeps_score()
};

// One puzzle for `seed`. Error (naming params and seed) after p.max_attempts failed grids, when
// the run's generation deadline (generator/common/deadline.hpp) passes, or when validate(p)
// fails.
Expected<GeneratedPuzzle> generate(const Params& p, std::uint64_t seed);

// `count` puzzles distinct up to Sudoku's symmetries (solver/sudoku/canonical.hpp): item i is
// generate(p, derive_seed(seed, i)); an item equal to an earlier one is replaced by the next index
// after the batch, so the result depends only on (p, seed, count), never on `jobs` (0 = all
// cores). `progress`, if set, is called with the number of items finished so far (from worker
// threads). Items the generator gives up on are reported in `failed` (with their seeds) and the
// rest kept; pre: validate(p) is ok.
BatchResult<GeneratedPuzzle> generate_each(
    const Params& p, std::uint64_t seed, std::size_t count, int jobs,
    const std::function<void(std::size_t done)>& progress = {});

// generate_each, all or nothing: error when validate(p) fails or any item fails.
Expected<std::vector<GeneratedPuzzle>> generate_batch(
    const Params& p, std::uint64_t seed, std::size_t count, int jobs,
    const std::function<void(std::size_t done)>& progress = {});

// Interchange JSON of the puzzle plus "id" ("sudoku-NxN-<seed>"), "solution", "grade" and "seed".
nlohmann::json generated_to_json(const GeneratedPuzzle& g);

}  // namespace dg::sudoku
