// The Sudoku generator (see generator.hpp for the method).
#include "generator/sudoku/generator.hpp"

#include "generator/common/attempts.hpp"
#include "generator/common/distinct_batch.hpp"
#include "generator/common/generated_json.hpp"
#include "generator/sudoku/checks.hpp"
#include "generator/sudoku/dig.hpp"
#include "generator/sudoku/full_grid.hpp"
#include "grader/sudoku/difficulty.hpp"
#include "grader/sudoku/grader.hpp"
#include "solver/common/rng.hpp"
#include "solver/sudoku/canonical.hpp"

namespace dg::sudoku {

namespace {

struct Try {
  bool ok = false;
  GeneratedPuzzle out;
};

int givens_of(const Puzzle& p) {
  int n = 0;
  for (const std::uint8_t d : p.givens) n += d != 0;
  return n;
}

// Whether the dug puzzle needs exactly the target tier: the tier below leaves it unsolved, or,
// for "search", every tier does. (The target tier solving it is the judge's own test.)
bool exact_tier(const Puzzle& p, int tier) {
  if (tier == kSearchTierIndex) return grade_core(p, -1).status == Status::stuck;
  if (tier <= 0) return true;  // kAnyTier, or the first tier: nothing lies below
  return grade_core(p, tier - 1).status != Status::solved;
}

Try try_once(const Params& p, Rng& rng) {
  Try t;
  const Geometry& geo = geometry(p.box_rows, p.box_cols);
  const Solution full = random_full_grid(geo, rng);
  if (full.empty()) return t;
  std::vector<ClueGroup> order = clue_groups(geo, p.symmetry);
  rng.shuffle(order);
  Puzzle puzzle{p.box_rows, p.box_cols, p.n(), full};
  if (!dig(puzzle, full, order, p.givens.min, Judge(p.tier))) return t;
  // Cheapest refusals first: the givens tally, one grade, two exact counts, then one per given.
  if (givens_of(puzzle) > p.givens.max) return t;
  if (!exact_tier(puzzle, p.tier)) return t;
  if (!unique_by_both(puzzle)) return t;
  // Checked even after a count-judged dig of single cells, which is minimal by construction
  // unless a count ran out of nodes or the givens range stopped it: a cheap pass (one count per
  // given) to claim minimality only when proved.
  if (p.minimal && !is_minimal(puzzle)) return t;
  // The full grade (names and hit counts), with the score when asked, from one run of the rules.
  std::int64_t micros = 0;
  ScoredGrade scored = timed_grade(
      [&] {
        return p.score.scores() ? grade_and_score(puzzle) : ScoredGrade{grade(puzzle), {}, {}};
      },
      micros);
  // The engine's grade must name the tier asked for (grade_core runs the same rules, so it does);
  // a disagreement costs an attempt, never a mislabelled puzzle.
  if (p.tier != kAnyTier && generate_tier_of(scored.grade) != p.tier) return t;
  if (p.score.active() && (!scored.difficulty || !p.score.accepts(*scored.difficulty))) return t;
  if (p.score.keeps_score())
    t.out.store_grade = {std::move(scored.difficulty), p.score.for_store ? micros : -1};
  t.out.grade = std::move(scored.grade);
  t.out.puzzle = std::move(puzzle);
  t.out.solution = full;
  t.ok = true;
  return t;
}

}  // namespace

Expected<GeneratedPuzzle> generate(const Params& p, std::uint64_t seed) {
  if (auto v = validate(p); !v) return Error{v.error()};
  return first_success(seed, p.max_attempts, "sudoku", describe(p),
                       [&p](Rng& rng) { return try_once(p, rng); });
}

BatchResult<GeneratedPuzzle> generate_each(const Params& p, std::uint64_t seed, std::size_t count,
                                           int jobs,
                                           const std::function<void(std::size_t)>& progress) {
  return distinct_batch<GeneratedPuzzle, std::string>(
      seed, count, jobs, progress, [&p](std::uint64_t s) { return generate(p, s); },
      [](const GeneratedPuzzle& g) { return canonical_key(g.puzzle); },
      "sudoku: " + describe(p) + ", seed " + std::to_string(seed));
}

Expected<std::vector<GeneratedPuzzle>> generate_batch(
    const Params& p, std::uint64_t seed, std::size_t count, int jobs,
    const std::function<void(std::size_t)>& progress) {
  if (auto v = validate(p); !v) return Error{v.error()};
  return all_or_error(generate_each(p, seed, count, jobs, progress));
}

nlohmann::json generated_to_json(const GeneratedPuzzle& g) {
  return with_generated_fields(to_json(g.puzzle), "sudoku", g.puzzle.n, g.puzzle.n,
                               solution_to_json(g.puzzle, g.solution), g.grade, g.seed,
                               g.store_grade);
}

}  // namespace dg::sudoku
