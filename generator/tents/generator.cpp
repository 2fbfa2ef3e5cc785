// Tents generator (generator.hpp). One attempt:
//  1-3. a random layout (layout.hpp): tents apart, trees paired with them, no empty line (for the
//     matching tier, around a planted ring of four tents and trees in a corner); on a
//     board of at most 8 x 8, dropped at once unless the cheap closure (small_closure.hpp) finds
//     it of the asked tier;
//  4. the counts read off; the grade must be solved with the target tier its hardest (any tier
//     for "any"), which proves the puzzle unique (the rules are sound) and must place the very
//     tents of step 1 ("search" is refused: validate);
//     the score filter, when asked, must pass.
#include "generator/tents/generator.hpp"

#include <algorithm>
#include <optional>

#include "generator/common/attempts.hpp"
#include "generator/common/distinct_batch.hpp"
#include "generator/common/generated_json.hpp"
#include "generator/tents/layout.hpp"
#include "grader/tents/difficulty.hpp"
#include "grader/tents/small_closure.hpp"
#include "solver/common/rng.hpp"
#include "solver/common/split_mix_rng.hpp"
#include "solver/tents/canonical.hpp"

namespace dg::tents {

namespace {

struct Attempt {
  bool ok = false;
  Generated out;
};

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

// On a small board, whether the candidate can be of the asked tier, by the cheap closure
// (small_closure.hpp: the tier the grader's basic and tricky rules solve it at). Most candidates
// are not, and are dropped here without building their puzzle; the rest are graded in full.
bool may_have_tier(const Params& p, const Layout& layout) {
  if (p.tier == kAnyTier || !fits_small_board(p.rows, p.cols)) return true;
  const int tier = small_closure_tier(small_board(layout), std::min<int>(p.tier, kTricky));
  return p.tier <= kTricky ? tier == p.tier : tier < 0;
}

Attempt try_once(const Params& p, SplitMixRng& rng) {
  Attempt a;
  Layout layout;
  // Random layouts almost never need the pairing rule (its Hall sets need trees around a ring
  // of tents: tests/bench/results/2026-12-02-tents-tiers.md), so the matching tier plants one.
  if (!random_layout(p.rows, p.cols, p.density, rng, layout, p.tier == kMatching)) return a;
  if (!may_have_tier(p, layout)) return a;
  Expected<Puzzle> made = layout_puzzle(layout);
  if (!made) return a;
  Puzzle& puzzle = *made;
  const Solution tents = layout_tents(layout);
  const int cap = p.tier == kAnyTier ? kTierCount - 1 : p.tier;
  Solution solved;
  // Graded once: the run keeps hit counts and steps, so an accepted candidate's grade and score
  // come from it (finish_grade) rather than from a second run.
  const CandidateGrade run = grade_candidate(puzzle, cap, &solved);
  const CoreGrade& core = run.core;
  if (core.status != Status::solved) return a;
  if (p.tier != kAnyTier && std::max(core.max_tier, 0) != p.tier) return a;
  // Uniqueness: the rules are sound (each decides only what holds in every solution; the
  // grader's tests check solved grades against the exact counters, and generated puzzles against
  // both counters), so a grid they fill from the clues alone is the only solution; no exact
  // count is needed. The tents we planted are a solution too, so they must be the ones the rules
  // placed: a cheap self-check of that soundness, which would turn an unsound rule into a rejected
  // candidate, never a puzzle with two solutions.
  if (solved != tents) return a;
  a.out.solution = std::move(solved);
  std::optional<ScoredGrade> scored;  // score and band only (grade_and_rate)
  if (p.score.active()) {
    scored = finish_grade(run);
    if (!scored->difficulty || !p.score.accepts(*scored->difficulty)) return a;
  }
  a.out.puzzle = std::move(puzzle);
  a.out.key = canonical_key(a.out.puzzle);
  if (p.score.for_store) {
    // The store keeps every term of the score (technique, bottlenecks): the full probe.
    std::int64_t micros = 0;
    ScoredGrade full = timed_grade([&] { return grade_and_score(a.out.puzzle); }, micros);
    a.out.grade = std::move(full.grade);
    a.out.store_grade = {std::move(full.difficulty), micros};
  } else {
    if (!scored) scored = finish_grade(run);
    a.out.grade = std::move(scored->grade);
    if (p.score.for_output) a.out.store_grade = {std::move(scored->difficulty), -1};
  }
  a.ok = true;
  return a;
}

}  // namespace

Expected<int> parse_gen_tier(std::string_view name) {
  if (name == "any") return kAnyTier;
  const int t = parse_tier(name);
  if (t < 0) {
    std::string list;
    for (std::string_view n : tier_names()) list += std::string(n) + "|";
    return make_error("unknown tents tier \"" + std::string(name) + "\" (" + list + "search|any)");
  }
  return t;
}

std::string tier_label(int tier) {
  if (tier == kAnyTier) return "any";
  if (tier == kSearchTierIndex) return std::string(kSearchTier);
  return std::string(tier_names()[at(tier)]);
}

Expected<void> validate(const Params& p) {
  for (int side : {p.rows, p.cols})
    if (side < kMinGenSide || side > kMaxGenSide)
      return make_error("tents: board " + std::to_string(p.rows) + "x" + std::to_string(p.cols) +
                        " is out of range, each side must be " + std::to_string(kMinGenSide) +
                        ".." + std::to_string(kMaxGenSide));
  if (p.density < 5 || p.density > 24)
    return make_error("tents: density " + std::to_string(p.density) +
                      " is out of range 5..24 (trees per 100 cells; 25 packs tents solid)");
  if (p.tier < kAnyTier || p.tier > kSearchTierIndex) return make_error("tents: unknown tier");
  // Refused up front rather than after minutes of attempts: no unique board the rules (trials up
  // to contradiction) leave stuck was found in 0 of 200,000 8x8 layouts at densities 10-24, nor
  // in 2000 attempts on any board of tests/bench/results/2026-12-02-tents-tiers.md.
  if (p.tier == kSearchTierIndex)
    return make_error(
        "tents: tier search is not made: the rules solve every unique board the generator "
        "draws (none in 200,000 layouts tried); the hardest tier made is contradiction");
  if (p.max_attempts < 1) return make_error("tents: max_attempts must be at least 1");
  return {};
}

std::string describe(const Params& p) {
  std::string s = "rows=" + std::to_string(p.rows) + " cols=" + std::to_string(p.cols) +
                  " tier=" + tier_label(p.tier) + " density=" + std::to_string(p.density);
  if (const std::string f = describe(p.score); !f.empty()) s += " " + f;
  return s;
}

namespace {

// generate() with the request's words for a failure made once (a batch makes thousands).
Expected<Generated> generate_as(const Params& p, std::uint64_t seed, const std::string& words) {
  return first_success<SplitMixRng>(seed, p.max_attempts, "tents", words,
                                    [&p](SplitMixRng& rng) { return try_once(p, rng); });
}

}  // namespace

Expected<Generated> generate(const Params& p, std::uint64_t seed) {
  if (auto v = validate(p); !v) return Error{v.error()};
  return generate_as(p, seed, describe(p));
}

BatchResult<Generated> generate_each(const Params& p, std::uint64_t seed, std::size_t count,
                                     int jobs, const std::function<void(std::size_t)>& progress) {
  const Expected<void> valid = validate(p);
  const std::string words = describe(p);
  return distinct_batch<Generated, std::string>(
      seed, count, jobs, progress,
      [&](std::uint64_t s) -> Expected<Generated> {
        if (!valid) return Error{valid.error()};
        return generate_as(p, s, words);
      },
      [](const Generated& g) { return g.key; },
      "tents: " + describe(p) + ", seed " + std::to_string(seed));
}

nlohmann::json generated_to_json(const Generated& g) {
  return with_generated_fields(to_json(g.puzzle), "tents", g.puzzle.rows, g.puzzle.cols,
                               solution_to_json(g.solution), g.grade, g.seed, g.store_grade);
}

}  // namespace dg::tents
