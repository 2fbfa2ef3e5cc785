// The Queens generator: region maps with exactly one solution, graded exactly a requested tier.
//
// Method (STYLE.md 5): plant a random valid queen placement, grow one region per queen by random
// frontier expansion, repair to a unique solution (repair_to_unique: rival solutions are killed by
// cell moves that keep the planted one), then, when the grade is not the target tier, reshape the
// regions toward it (reshape.hpp: a hill-climb on the tier over moves that keep uniqueness and the
// planted solution). Every accepted puzzle is re-checked with the exact counter (count == 1) and
// re-graded. Output is a pure function of (params, seed, generator version).
// Family boards (Star Battle, torus, holes) are made by family_board.hpp and filtered by tier the
// same way, without the reshape (family_generator.hpp); so are the general system's chess-piece
// boards, an experiment (--attack, --pieces mixed, --no-lines: general_generator.hpp).
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "generator/common/batch_result.hpp"
#include "generator/common/range.hpp"
#include "generator/common/score_filter.hpp"
#include "generator/common/store_grade.hpp"
#include "grader/common/grade.hpp"
#include "solver/common/expected.hpp"
#include "solver/queens/model.hpp"

namespace dg::queens {

// Bump when the same (params, seed) would give a different puzzle. 2: 3-star boards changed (their
// regions are now 4-connected, issue 28); 1- and 2-star boards are byte-identical to version 1.
// 3: 3-star boards changed (issue 27: the repair counts after the shapes rules, steered tiers, and
// now an early stop of hopeless repairs, short planting restarts, still regions and n/2 moves;
// the first two changed 3-star boards under version 2 without a bump); 1- and 2-star boards are
// byte-identical.
inline constexpr int kGeneratorVersion = 3;

inline constexpr int kAnyTier = -1;
inline constexpr int kSearchTierIndex = 4;  // stuck after every grader tier, unique by the counter
inline constexpr int kMinGenerateSize = 5;
inline constexpr int kMaxGenerateSize = 16;

// The generator's tier index of a grade: the hardest grader tier used, or kSearchTierIndex when
// the rules got stuck.
int generate_tier_of(const Grade& g);

// "any", a grader tier name (grader/queens/grader.hpp kTierNames) or "search" -> tier index.
Expected<int> parse_generate_tier(std::string_view name);
std::string generate_tier_label(int tier);

struct Params {
  int n = 8;
  int tier = kAnyTier;      // kAnyTier, 0..3 (grader tiers) or kSearchTierIndex
  int max_attempts = 2000;  // planted maps tried per puzzle; then generate() fails
  ScoreFilter score;        // difficulty scores accepted (scored only when active)
  // The family (family_generator.hpp): stars per row, column and region, a torus, and how many
  // holes. The defaults are LinkedIn Queens, made as always; any other value makes family boards.
  int stars = 1;
  bool torus = false;
  IntRange holes{0, 0};
  // The general system's chess-piece boards (general_generator.hpp, an experiment): one piece
  // name for every cell ("knight"), or a random piece per cell, and no row/column counts.
  std::string attack{};
  bool mixed_pieces = false;
  bool no_lines = false;
};

struct GeneratedPuzzle {
  Puzzle puzzle;
  Solution solution;
  Grade grade;
  std::uint64_t seed = 0;  // generate(params, seed) gives this puzzle again
  int attempts = 0;        // planted maps tried, this one included
  // False for a variant the grader cannot grade yet (its unsupported_reason): `grade` is then
  // empty and the JSON has no "grade".
  bool graded = true;
  StoreGrade store_grade;  // for the store: set when params.score.for_store
};

// True when `p` asks for boards beyond LinkedIn's (stars, torus or holes).
bool is_family(const Params& p);
// True when `p` asks for the general system's chess-piece boards (attack, pieces or no lines).
bool is_general(const Params& p);

// "size 8, tier any" ("size 10, 2 stars, torus, holes 2..5, tier any"): for error messages.
std::string describe(const Params& p);

// Ok when generate() can be asked for `p`: size in 5..16, a known tier, and a (size, tier) pair
// that can occur (see the table in generator.cpp); for the family, a size its star count allows,
// a holes range that fits, and a tier or score only when the grader grades the variant
// (family_generator.hpp).
Expected<void> validate(const Params& p);

// One puzzle for `seed`. Error (naming params and seed) after p.max_attempts failed maps, or
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

// Interchange JSON of the puzzle plus "id", "solution", "grade" and "seed".
nlohmann::json generated_to_json(const GeneratedPuzzle& g);

}  // namespace dg::queens
