// Tents generator: unique puzzles of an exact grade tier, made the way Simon Tatham's generator
// makes them: tents placed apart at random, trees attached by a random pairing, counts read off,
// then the grader decides the tier (its rules are sound, so a solved grade proves uniqueness; the
// exact counter is left to the tests, which cross-check the grader and both counters). The
// "search" tier (no rule solves it) is refused: validate() says why. Boards may be rectangular.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "generator/common/batch_result.hpp"
#include "generator/common/score_filter.hpp"
#include "generator/common/store_grade.hpp"
#include "grader/common/grade.hpp"
#include "grader/tents/grader.hpp"
#include "solver/tents/model.hpp"

namespace dg::tents {

// The generator version: bump when the same (params, seed) would give a different puzzle.
// 2: layouts drawn with fewer draws; 3: the matching tier's layouts around a planted ring (the
// other tiers' puzzles are unchanged)
inline constexpr int kGeneratorVersion = 3;

inline constexpr int kAnyTier = -1;
inline constexpr int kSearchTierIndex = kTierCount;  // stuck after every tier, unique by count
inline constexpr int kMinGenSide = 5, kMaxGenSide = 20;

struct Params {
  int rows = 10, cols = 10;
  int tier = kAnyTier;
  // Trees per 100 cells; SGT uses w*h/5, i.e. 20 (25 is the packing limit of tents).
  int density = 20;
  int max_attempts = 2000;
  ScoreFilter score;
};

// "basic" .. "contradiction", "search" or "any" -> tier index.
Expected<int> parse_gen_tier(std::string_view name);
std::string tier_label(int tier);
// Ok when the request can be met: sides 5..20, density 5..24, a known tier, attempts >= 1.
Expected<void> validate(const Params& p);
std::string describe(const Params& p);

struct Generated {
  Puzzle puzzle;
  Solution solution;
  Grade grade;
  std::uint64_t seed = 0;
  int attempts = 0;
  std::string key;         // canonical_key(puzzle), worked out once for the batch and the writer
  StoreGrade store_grade;  // for the store: set when params.score.for_store
};

// One puzzle for `seed` (a pure function of params, seed and the generator version).
Expected<Generated> generate(const Params& p, std::uint64_t seed);

// `count` puzzles distinct up to the board's symmetries: item i is generate(p, derive_seed(seed,
// i)), a repeat replaced by the next index after the batch, so the output depends only on
// (p, seed, count), never on `jobs` (0 = all cores).
BatchResult<Generated> generate_each(const Params& p, std::uint64_t seed, std::size_t count,
                                     int jobs,
                                     const std::function<void(std::size_t)>& progress = {});

// Interchange JSON plus "id" ("tents-RxC-<seed>"), "solution", "grade" and "seed".
nlohmann::json generated_to_json(const Generated& g);

}  // namespace dg::tents
