// The Queens generator (see generator.hpp for the method).
#include "generator/queens/generator.hpp"

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <set>

#include "generator/common/attempts.hpp"
#include "generator/common/distinct_batch.hpp"
#include "generator/common/generated_json.hpp"
#include "generator/queens/family_generator.hpp"
#include "generator/queens/general_generator.hpp"
#include "generator/queens/generator_counts.hpp"
#include "generator/queens/random_regions.hpp"
#include "generator/queens/reshape.hpp"
#include "grader/queens/difficulty.hpp"
#include "grader/queens/grader.hpp"
#include "solver/common/rng.hpp"
#include "solver/queens/canonical.hpp"
#include "solver/queens/counter.hpp"

namespace dg::queens {

namespace {

// Repair moves allowed per planted map before it is dropped. Most maps that repair at all do so
// within 2n moves; per repaired map, a cap of 4n was fastest at 11x11 and 14x14 (8n and 16n gave
// up later on the hopeless maps, 2n dropped too many good ones). At 16x16, 8n beat 4n (35 vs
// 89 ms per repaired map).
int repair_moves(int n) {
  return n >= 15 ? 8 * n : 4 * n;
}
// Reshape moves tried per repaired map when its tier is not the target. Search-tier maps take a
// long climb: with 5000 moves, 4 of 22 repaired 10x10 maps and 9 of 28 11x11 maps got there.
int reshape_moves(int n, int tier) {
  return tier == kSearchTierIndex ? 500 * n : 30 * n;
}

struct Try {
  bool ok = false;
  GeneratedPuzzle out;
};

Try try_once(const Params& params, Rng& rng) {
  Try t;
  if (is_general(params)) {
    t.ok = try_general(params, rng, t.out);
    return t;
  }
  if (is_family(params)) {
    t.ok = try_family(params, rng, t.out);
    return t;
  }
  Solution planted;
  Puzzle p = planted_puzzle(params.n, rng, &planted);
  if (!repair_to_unique(p, planted, rng, repair_moves(params.n))) return t;
  if (params.tier != kAnyTier) {
    TierScore score = score_of(p);
    if (score.tier != params.tier &&
        !reshape_to_tier(p, planted, params.tier, score, rng, reshape_moves(params.n, params.tier)))
      return t;
  }
  // Independent checks of what repair and reshape concluded.
  if (!unique_by_generator_count(p)) return t;
  // With a score request the grade and the score come from one run of the rules (the score's step
  // record costs a few grades, so it is only made then); once per candidate that passed the
  // checks above. A puzzle the rules cannot solve has no score.
  std::int64_t micros = 0;
  ScoredGrade scored = timed_grade(
      [&] {
        // Only the store writes the grade's time, so only then does the score's probe time.
        return params.score.scores()
                   ? grade_and_score(p, nullptr,
                                     params.score.for_store ? Timing::timed : Timing::untimed)
                   : ScoredGrade{grade(p), {}, {}};
      },
      micros);
  Grade& g = scored.grade;
  if (g.status == Status::contradiction) return t;
  if (params.tier != kAnyTier && generate_tier_of(g) != params.tier) return t;
  if (params.score.active() && (!scored.difficulty || !params.score.accepts(*scored.difficulty)))
    return t;
  t.out.puzzle = std::move(p);
  t.out.solution = std::move(planted);
  t.out.grade = std::move(g);
  if (params.score.keeps_score())
    t.out.store_grade = {std::move(scored.difficulty), params.score.for_store ? micros : -1};
  t.ok = true;
  return t;
}

// (size, tier) pairs that never occurred with a high attempt cap (empirical, not proved): no 5x5
// or 6x6 map in 3000 steered attempts each needed search. Re-check with (temporarily removing the
// entry):
//   build/cli/dailygrid generate queens --size 5 --tier search --count 1 --attempts 100000
struct Impossible {
  int n;
  int tier;
};
constexpr Impossible kImpossible[] = {{5, kSearchTierIndex}, {6, kSearchTierIndex}};

}  // namespace

int generate_tier_of(const Grade& g) {
  if (g.status == Status::solved) return std::max(g.max_tier, 0);
  return kSearchTierIndex;
}

bool is_family(const Params& p) {
  return p.stars != 1 || p.torus || p.holes.max > 0;
}

bool is_general(const Params& p) {
  return !p.attack.empty() || p.mixed_pieces || p.no_lines;
}

Expected<int> parse_generate_tier(std::string_view name) {
  if (name == "any") return kAnyTier;
  if (name == "search") return kSearchTierIndex;
  for (std::size_t i = 0; i < std::size(kTierNames); ++i)
    if (kTierNames[i] == name) return static_cast<int>(i);
  return make_error("unknown tier '" + std::string(name) +
                    "' (expected basic, shapes, pigeonhole, contradiction, search or any)");
}

std::string generate_tier_label(int tier) {
  if (tier == kAnyTier) return "any";
  if (tier == kSearchTierIndex) return "search";
  if (tier >= 0 && tier < kSearchTierIndex)
    return std::string(kTierNames[static_cast<std::size_t>(tier)]);
  return "tier#" + std::to_string(tier);
}

std::string describe(const Params& p) {
  const std::string score = describe(p.score);
  std::string family;
  if (p.stars != 1) family += ", " + std::to_string(p.stars) + " stars";
  if (p.torus) family += ", torus";
  if (p.holes.max > 0) family += ", holes " + to_string(p.holes);
  if (!p.attack.empty()) family += ", attack " + p.attack;
  if (p.mixed_pieces) family += ", mixed pieces";
  if (p.no_lines) family += ", no lines";
  return "size " + std::to_string(p.n) + family + ", tier " + generate_tier_label(p.tier) +
         (score.empty() ? "" : ", " + score);
}

Expected<void> validate(const Params& p) {
  if (p.n < kMinGenerateSize || p.n > kMaxGenerateSize)
    return make_error("queens: size must be " + std::to_string(kMinGenerateSize) + ".." +
                      std::to_string(kMaxGenerateSize) + ", got " + std::to_string(p.n));
  if (p.tier < kAnyTier || p.tier > kSearchTierIndex)
    return make_error("queens: unknown tier index " + std::to_string(p.tier));
  if (p.max_attempts < 1) return make_error("queens: max_attempts must be at least 1");
  if (is_general(p)) return validate_general(p);
  if (is_family(p)) return validate_family(p);  // the table below is LinkedIn maps' experience
  for (const Impossible& x : kImpossible)
    if (x.n == p.n && x.tier == p.tier)
      return make_error("queens: no " + std::to_string(p.n) + "x" + std::to_string(p.n) +
                        " puzzle needs tier " + generate_tier_label(p.tier));
  return {};
}

Expected<GeneratedPuzzle> generate(const Params& p, std::uint64_t seed) {
  if (auto v = validate(p); !v) return Error{v.error()};
  return first_success(seed, p.max_attempts, "queens", describe(p),
                       [&p](Rng& rng) { return try_once(p, rng); });
}

BatchResult<GeneratedPuzzle> generate_each(const Params& p, std::uint64_t seed, std::size_t count,
                                           int jobs,
                                           const std::function<void(std::size_t)>& progress) {
  const bool family = is_family(p) || is_general(p);
  return distinct_batch<GeneratedPuzzle, std::string>(
      seed, count, jobs, progress, [&p](std::uint64_t s) { return generate(p, s); },
      [family](const GeneratedPuzzle& g) {
        // Family boards are told apart up to their real symmetries (a torus's translations
        // too). LinkedIn maps keep the key they always had, their id grid (region ids follow
        // the planted queens' rows, so equal maps have equal grids), so batches stay the same.
        if (family) return canonical_key(g.puzzle);
        return std::string(g.puzzle.region.begin(), g.puzzle.region.end());
      },
      "queens: " + describe(p) + ", seed " + std::to_string(seed));
}

Expected<std::vector<GeneratedPuzzle>> generate_batch(
    const Params& p, std::uint64_t seed, std::size_t count, int jobs,
    const std::function<void(std::size_t)>& progress) {
  if (auto v = validate(p); !v) return Error{v.error()};
  return all_or_error(generate_each(p, seed, count, jobs, progress));
}

nlohmann::json generated_to_json(const GeneratedPuzzle& g) {
  nlohmann::json j =
      with_generated_fields(to_json(g.puzzle), "queens", g.puzzle.n, g.puzzle.n,
                            solution_json(g.puzzle, g.solution), g.grade, g.seed, g.store_grade);
  if (!g.graded) j.erase("grade");  // no grade rather than a "search" the rules never tried
  return j;
}

}  // namespace dg::queens
