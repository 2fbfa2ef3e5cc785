// The Tango generator: puzzles with exactly one solution, graded exactly a requested tier.
//
// Method (STYLE.md 5): a random valid full grid; its clue pool (every given and every true sign,
// shuffled); the shortest prefix of the shuffled pool that the grader solves within the target
// tier (binary search), then each clue of that prefix removed in turn while the grade stays within
// the tier. Rules are sound, so "solved" already proves uniqueness; the puzzle is then rejected
// when the tier below solves it too. For tier "any" and "search", clues are removed while they
// stay unique (uniqueness.hpp: the line rules solve them, or the exact counter, run from the grid
// those rules closed, finds one solution). The accepted puzzle's grade proves it unique again
// when it says solved; a puzzle the rules leave stuck is re-checked with the Puzzle counter.
// Output is a pure function of (params, seed, generator version).
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

#include <nlohmann/json.hpp>

#include "generator/common/batch_result.hpp"
#include "generator/common/range.hpp"
#include "generator/common/score_filter.hpp"
#include "generator/common/store_grade.hpp"
#include "grader/common/grade.hpp"
#include "solver/common/expected.hpp"
#include "solver/tango/model.hpp"

namespace dg::tango {

// Bump when the same (params, seed) would give a different puzzle.
inline constexpr int kGeneratorVersion = 1;

inline constexpr int kAnyTier = -1;

// Boards: the classic even square (--size N), and the seed paper's boards people play: odd sides
// (near balance: floor or ceil of half the line in suns), rectangles (--rows R --cols C), and
// per-line counts (--counts: the solution's lines hold any count, no three alike still, and each
// row and column shows its exact sun count as a clue beside the board).
inline constexpr int kMinGeneratedSide = 3;

struct Params {
  int n = 6;     // rows (and columns on a square board)
  int cols = 0;  // columns; 0 means a square board
  // Per-line counts: lines free of near balance, each row's and column's sun count given.
  bool counts = false;
  // Tier index (grader/tango/grader.hpp: kBasic .. kContradiction, kTierCount = "search"), or
  // kAnyTier.
  int tier = kAnyTier;
  IntRange givens;  // how many given cells
  IntRange signs;   // how many '=' / 'x' signs
  // Every clue needed: removing any one gives a second solution (checked with the exact counter).
  bool minimal = false;
  // The classic Takuzu variant: no two equal rows or columns (Puzzle::unique_lines).
  bool unique_lines = false;
  int max_attempts = 5000;  // per puzzle; then generate() fails
  ScoreFilter score;        // difficulty scores accepted (scored only when active)
  int width() const { return cols > 0 ? cols : n; }
  // The classic board: an even square without counts (its own fast grid table and pool).
  bool classic() const { return width() == n && n % 2 == 0 && !counts; }
};

struct GeneratedPuzzle {
  Puzzle puzzle;
  Solution solution;
  Grade grade;
  std::uint64_t seed = 0;  // generate(params, seed) gives this puzzle again
  int attempts = 0;        // full grids tried, this one included
  StoreGrade store_grade;  // for the store: set when params.score.for_store
};

// Ok when generate() can be asked for `p`: each side in 3..14 (a square of even side 4..14), a
// known tier, ranges that fit the board, a (size, tier) pair that can occur (see the table in
// generator.cpp), at least one given allowed (without givens the sun/moon swap is a second
// solution; per-line counts excepted, which the swap breaks), signs allowed when the tier is
// "signs", and room left to deduce when a tier or --minimal is asked for (givens.min < cells).
Expected<void> validate(const Params& p);

// One puzzle for `seed`. Error (naming params and seed) after p.max_attempts failed grids, or
// when validate(p) fails.
Expected<GeneratedPuzzle> generate(const Params& p, std::uint64_t seed);

// `count` distinct puzzles: item i is generate(p, derive_seed(seed, i)); an item equal to an
// earlier one is replaced by the next index after the batch, so the result depends only on
// (p, seed, count), never on `jobs` (0 = all cores). `progress`, if set, is called with the
// number of items finished so far (from worker threads). Items the generator gives up on are
// reported in `failed` (with their seeds) and the rest kept; pre: validate(p) is ok.
BatchResult<GeneratedPuzzle> generate_each(
    const Params& p, std::uint64_t seed, std::size_t count, int jobs,
    const std::function<void(std::size_t done)>& progress = {});

// generate_each, all or nothing: error when validate(p) fails or any item fails.
Expected<std::vector<GeneratedPuzzle>> generate_batch(
    const Params& p, std::uint64_t seed, std::size_t count, int jobs,
    const std::function<void(std::size_t done)>& progress = {});

// Interchange JSON of the puzzle plus "id" ("tango-RxC-<seed>"), "solution", "grade"
// (grade_to_json) and "seed".
nlohmann::json generated_to_json(const GeneratedPuzzle& g);

}  // namespace dg::tango
