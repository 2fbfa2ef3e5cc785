// Zip generator: unique puzzles of an exact grade tier from random Hamiltonian paths, one at a
// time or in deterministic parallel batches. Cells are (row, col); boards may be rectangular.
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

#include <nlohmann/json.hpp>

#include "generator/common/store_grade.hpp"
#include "generator/zip/params.hpp"
#include "grader/common/grade.hpp"
#include "solver/zip/model.hpp"

namespace dg::zip {

struct Generated {
  Puzzle puzzle;
  Solution solution;       // the unique solution, 1 to K
  Grade grade;             // grade with every tier
  std::uint64_t seed;      // generate(params, seed) gives this puzzle again
  int attempts;            // random paths tried, this one included
  StoreGrade store_grade;  // for the store: set when params.score.for_store
};

// One puzzle for `params` from `seed` (a pure function of both and the generator version).
// Each attempt: a random path (serpentine + 10·R·C backbite moves), a random wall count in
// params.walls placed on edges the path does not use, numbers on the ends and on random path
// positions, then numbers removed in random order while the puzzle stays solvable within the
// tier (grader) or unique (exact counter, for tiers search and any). Accepted only when the
// number count is in params.numbers, the grade is exactly params.tier (any grade for -1) and
// count_solutions confirms exactly one solution.
// Pre: validate(params) is ok. Returns an error naming params and seed after max_attempts.
Expected<Generated> generate(const Params& params, std::uint64_t seed);

// Items first .. first + count - 1 of the batch seeded `seed`: item i is
// generate(params, derive_seed(seed, i)), computed on `jobs` threads (0 = all cores) and returned
// in index order, so the output does not depend on `jobs`. `progress`, if set, gets the number
// of items finished so far (from worker threads).
std::vector<Expected<Generated>> generate_batch(
    const Params& params, std::uint64_t seed, std::size_t first, std::size_t count, int jobs,
    const std::function<void(std::size_t)>& progress = {});

// Interchange JSON of the puzzle plus "id" ("zip-RxC-<seed>"), "solution", "grade"
// (grade_to_json), "seed" and "attempts".
nlohmann::json generated_to_json(const Generated& g);

}  // namespace dg::zip
