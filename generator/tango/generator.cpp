// The Tango generator (see generator.hpp for the method).
//
// The removal trials ask "solved within tier T?" through the order-free closure
// (grader/tango/closure.hpp); only the accepted puzzle is graded by the engine.
// Possible improvement: bias the clue order towards a target givens/signs mix instead of capping.
#include "generator/tango/generator.hpp"

#include <algorithm>
#include <cstdio>
#include <string>

#include "generator/common/attempts.hpp"
#include "generator/common/distinct_batch.hpp"
#include "generator/common/generated_json.hpp"
#include "generator/tango/clues.hpp"
#include "generator/tango/general_board.hpp"
#include "generator/tango/generated_text.hpp"
#include "generator/tango/grid_table.hpp"
#include "generator/tango/uniqueness.hpp"
#include "grader/tango/closure.hpp"
#include "grader/tango/difficulty.hpp"
#include "grader/tango/grader.hpp"
#include "solver/common/rng.hpp"
#include "solver/tango/counter.hpp"

namespace dg::tango {

namespace {

std::string tier_label(int tier) {
  if (tier == kAnyTier) return "any";
  if (tier == kTierCount) return "search";
  return std::string(tier_names()[static_cast<std::size_t>(tier)]);
}

std::string board(const Params& p) {
  return p.width() == p.n ? "size " + std::to_string(p.n)
                          : std::to_string(p.n) + "x" + std::to_string(p.width());
}

std::string describe(const Params& p) {
  std::string s = p.width() == p.n ? "size " + std::to_string(p.n) + ", tier " + tier_label(p.tier)
                                   : board(p) + ", tier " + tier_label(p.tier);
  if (p.counts) s += ", counts";
  if (p.givens != IntRange{}) s += ", givens " + to_string(p.givens);
  if (p.signs != IntRange{}) s += ", signs " + to_string(p.signs);
  if (p.minimal) s += ", minimal";
  if (p.unique_lines) s += ", unique lines";
  if (p.score.active()) s += ", " + describe(p.score);
  return s;
}

// Whether a clue subset is acceptable while removing: solved within the target tier, or (tier
// any/search) unique: solved by the rules up to the line tier, else by the exact counter.
class Judge {
 public:
  Judge(const Params& p, const CluePool& pool) : tier_(p.tier), pool_(pool) {}
  bool operator()(std::span<const int> kept) const {
    if (tier_ >= 0 && tier_ < kTierCount) {
      Grid g = grid_of(pool_, kept);
      return close_grid(g, tier_) == Status::solved;
    }
    // Above 8x8 the line tier is the cheapest screen measured before counting (6x6, 500
    // puzzles, callgrind, when 6x6 still screened: no screen 620M Ir, basic 620M, signs 582M,
    // near_complete 577M, line 562M, cross_line 636M, every tier 2,510M).
    return has_one_solution(pool_, kept, kLine);
  }

 private:
  int tier_;
  const CluePool& pool_;
};

// Every remaining clue is needed for uniqueness.
bool is_minimal(const CluePool& pool, const std::vector<int>& kept) {
  std::vector<int> trial;
  for (std::size_t i = 0; i < kept.size(); ++i) {
    trial.assign(kept.begin(), kept.end());
    trial.erase(trial.begin() + static_cast<std::ptrdiff_t>(i));
    if (has_one_solution(pool, trial, kLine)) return false;
  }
  return true;
}

// One full grid; nullopt-like failure as ok == false.
struct Try {
  bool ok = false;
  GeneratedPuzzle out;
};

Try try_once(const Params& p, Rng& rng) {
  Try t;
  const CluePool pool = p.classic()
                            ? make_pool(sample_solution(p.n, rng, p.unique_lines), p.unique_lines)
                            : general_pool(p, rng);
  if (pool.solution.empty()) return t;  // no full grid drawn within the budget
  std::vector<int> order(pool.clues.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = static_cast<int>(i);
  rng.shuffle(order);
  // Caps first: only the first givens.max givens and signs.max signs of the order are in play.
  const auto is_sign = [&](int k) { return pool.clues[static_cast<std::size_t>(k)].sign; };
  {
    std::vector<int> capped;
    int g = 0, s = 0;
    for (int k : order) {
      int& used = is_sign(k) ? s : g;
      if (used >= (is_sign(k) ? p.signs.max : p.givens.max)) continue;
      ++used;
      capped.push_back(k);
    }
    order.swap(capped);
  }
  const Judge judge(p, pool);
  const std::span<const int> all(order);
  if (!judge(all)) return t;
  // The shortest prefix with enough of each kind, then the shortest one that the judge accepts
  // (binary search: more clues never make a puzzle harder for sound, monotone rules).
  std::size_t lo = 0;
  // Counts make a puzzle without givens possible, but it keeps one unless none is asked for
  // (a board of signs alone is the signs-only variant).
  const int min_givens = p.counts && p.givens.max > 0 ? std::max(1, p.givens.min) : p.givens.min;
  for (int g = 0, s = 0; lo < order.size() && (g < min_givens || s < p.signs.min); ++lo)
    ++(is_sign(order[lo]) ? s : g);
  std::size_t k = lo;
  if (!judge(all.first(lo))) {
    std::size_t hi = order.size();
    while (hi - lo > 1) {
      const std::size_t mid = lo + (hi - lo) / 2;
      (judge(all.first(mid)) ? hi : lo) = mid;
    }
    k = hi;
  }
  std::vector<int> kept(order.begin(), order.begin() + static_cast<std::ptrdiff_t>(k));
  int givens = 0, signs = 0;
  for (int c : kept) ++(is_sign(c) ? signs : givens);
  // Removal pass, in the order the clues were drawn.
  std::vector<int> trial;
  for (std::size_t i = 0; i < kept.size();) {
    const bool sign = is_sign(kept[i]);
    if ((sign ? signs : givens) <= (sign ? p.signs.min : min_givens)) {
      ++i;
      continue;
    }
    trial.assign(kept.begin(), kept.end());
    trial.erase(trial.begin() + static_cast<std::ptrdiff_t>(i));
    if (judge(trial)) {
      kept.swap(trial);
      --(sign ? signs : givens);
    } else {
      ++i;
    }
  }
  // Tier exactness: the tier below must not solve it (search: no tier solves it).
  if (p.tier > 0) {
    Grid g = grid_of(pool, kept);
    if (close_grid(g, p.tier - 1) == Status::solved) return t;
  }
  if (p.minimal && !is_minimal(pool, kept)) return t;
  Puzzle puzzle = puzzle_of(pool, kept);
  // With a score request the grade and the score come from one run (see queens' try_once); the
  // filter and the file output read only the score and band, which spares Tango the availability
  // probes. For the store the full score (grade_and_score: with the bottleneck figures it keeps).
  std::int64_t micros = 0;
  ScoredGrade scored = timed_grade(
      [&] {
        return p.score.for_store  ? grade_and_score(puzzle)
               : p.score.scores() ? grade_and_rate(puzzle)
                                  : ScoredGrade{grade(puzzle), {}, {}};
      },
      micros);
  t.out.grade = std::move(scored.grade);
  // Uniqueness, checked independently of the removal loop's closure: the engine's sound rules
  // solving the puzzle prove it; otherwise (tier any or search) the exact counter on the Puzzle.
  if (t.out.grade.status != Status::solved && !counted_unique(puzzle)) return t;
  // The engine's grade must name the requested tier (it does whenever the closure agrees with it,
  // which the grader tests check); a disagreement costs an attempt, never a mislabelled puzzle.
  const Grade& g = t.out.grade;
  if (p.tier == kTierCount
          ? g.status != Status::stuck
          : p.tier != kAnyTier && (g.status != Status::solved || g.max_tier != p.tier))
    return t;
  if (p.score.active() && (!scored.difficulty || !p.score.accepts(*scored.difficulty))) return t;
  if (p.score.keeps_score())
    t.out.store_grade = {std::move(scored.difficulty), p.score.for_store ? micros : -1};
  t.out.puzzle = std::move(puzzle);
  t.out.solution = pool.solution;
  t.ok = true;
  return t;
}

// (size, tier) pairs that never occurred with a high attempt cap (empirical, not proved): 4x4
// puzzles fall to basic or signs (200,000 grids tried for near_complete, 100,000 for the others);
// no 6x6 puzzle needed search in 50,000 grids (contradiction with cross_line trials settles them).
// Re-check with (temporarily removing the entry):
//   build/cli/dailygrid generate tango --size 4 --tier line --count 1 --attempts 200000
struct Impossible {
  int n;
  int tier;
};
constexpr Impossible kImpossible[] = {{4, kNearComplete},  {4, kLine},      {4, kCrossLine},
                                      {4, kContradiction}, {4, kTierCount}, {6, kTierCount}};

}  // namespace

Expected<void> validate(const Params& p) {
  for (const int side : {p.n, p.width()})
    if (side < kMinGeneratedSide || side > kMaxSize)
      return make_error("tango: each side must be " + std::to_string(kMinGeneratedSide) + ".." +
                        std::to_string(kMaxSize) + ", got " + std::to_string(p.n) + "x" +
                        std::to_string(p.width()));
  if (p.cols < 0) return make_error("tango: cols must be positive");
  if (p.tier < kAnyTier || p.tier > kTierCount)
    return make_error("tango: unknown tier index " + std::to_string(p.tier));
  for (const Impossible& x : kImpossible)
    if (p.classic() && x.n == p.n && x.tier == p.tier)
      return make_error("tango: no " + std::to_string(p.n) + "x" + std::to_string(p.n) +
                        " puzzle needs tier " + tier_label(p.tier));
  const int cells = p.n * p.width(), pairs = p.n * (p.width() - 1) + p.width() * (p.n - 1);
  // (Words made only for an error: validate runs once per generated puzzle.)
  const auto shape = [&p] { return std::to_string(p.n) + "x" + std::to_string(p.width()); };
  if (p.givens.min > p.givens.max || p.givens.min > cells)
    return make_error("tango: givens " + to_string(p.givens) + " do not fit a " + shape() +
                      " board (" + std::to_string(cells) + " cells)");
  if (p.signs.min > p.signs.max || p.signs.min > pairs)
    return make_error("tango: signs " + to_string(p.signs) + " do not fit a " + shape() +
                      " board (" + std::to_string(pairs) + " neighbour pairs)");
  // Requests no puzzle can meet, whatever the seed:
  // - no given cell: swapping every sun with a moon keeps the rules and every sign ('=' and 'x'
  //   compare two cells), so a puzzle without givens has its solution's swap as a second one;
  // - tier "signs" without signs: every rule of that tier reads a sign (grader/tango/grader.cpp),
  //   so a sign-free puzzle is never graded "signs".
  //   (Per-line counts break the swap unless every line is half suns, so they may go without.)
  if (p.givens.max == 0 && !p.counts)
    return make_error("tango: givens " + to_string(p.givens) +
                      " can never give one solution (swapping suns and moons gives a second)");
  // - every cell given: nothing is left to deduce, so the grade names no tier, and any one given
  //   could go (the line rules force a lone empty cell), so the clues are never minimal.
  if (p.tier == kSigns && p.signs.max == 0)
    return make_error("tango: tier signs needs signs, but signs is " + to_string(p.signs));
  if (p.givens.min == cells && (p.tier != kAnyTier || p.minimal))
    return make_error("tango: givens " + to_string(p.givens) +
                      " fill the board: nothing is left to deduce (use tier any, not minimal)");
  if (p.max_attempts < 1) return make_error("tango: max_attempts must be at least 1");
  return {};
}

Expected<GeneratedPuzzle> generate(const Params& p, std::uint64_t seed) {
  if (auto v = validate(p); !v) return Error{v.error()};
  return first_success(seed, p.max_attempts, "tango", describe(p),
                       [&p](Rng& rng) { return try_once(p, rng); });
}

BatchResult<GeneratedPuzzle> generate_each(const Params& p, std::uint64_t seed, std::size_t count,
                                           int jobs,
                                           const std::function<void(std::size_t)>& progress) {
  return distinct_batch<GeneratedPuzzle, std::string>(
      seed, count, jobs, progress, [&p](std::uint64_t s) { return generate(p, s); },
      [](const GeneratedPuzzle& g) { return exact_key(g.puzzle); },
      "tango: " + describe(p) + ", seed " + std::to_string(seed));
}

Expected<std::vector<GeneratedPuzzle>> generate_batch(
    const Params& p, std::uint64_t seed, std::size_t count, int jobs,
    const std::function<void(std::size_t)>& progress) {
  if (auto v = validate(p); !v) return Error{v.error()};
  return all_or_error(generate_each(p, seed, count, jobs, progress));
}

nlohmann::json generated_to_json(const GeneratedPuzzle& g) {
  return with_generated_fields(to_json(g.puzzle), "tango", g.puzzle.n, g.puzzle.width(),
                               solution_to_json(g.solution), g.grade, g.seed, g.store_grade);
}

}  // namespace dg::tango
