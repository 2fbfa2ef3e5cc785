// Zip generator (see generator.hpp).
//
// Where the time goes (perf, 2026-11-22, third round): tier any, 7x7: the exact counts of removal
// tests ~45%, the final grade ~24% (half of it the contradiction rule, on the quarter of puzzles
// that need it; the planted path spares its trials that agree with it, grade_knowing), the basic
// closures of removal tests ~14%, the random path ~2%. Parity: 60-80 attempts per accepted 7x7
// puzzle, since greedy removal at that cap almost always ends at the regions tier.
// Measured and dropped (tests/bench/results/2026-11-22-zip-round3.md): a 2x2-switch certificate
// of non-uniqueness before the count (caught 4% of refusals); the regions tier before the count
// for tier any; the counter screen before the parity closures (slower from 8x8 up).
//
// Parity (2026-11-27, tests/bench/results/2026-11-27-zip-parity.md): ~40 candidates per 7x7
// puzzle; the trials the basic tier leaves open are 96% not unique, 3.4% unique but needing the
// contradiction tier and 0.3% parity-only, and no cheap feature of the path or of the removal
// order tried there raised the last share. Second round (2026-11-27-zip-parity-2.md): the same
// search made cheaper (eager closure, batched basic removals: 7x7 18 -> 14 ms a puzzle, output
// unchanged), then a new source up to 64 cells (parity_by_addition, version 2: 7x7 5.4 ms);
// re-running a failed pass's tail in new orders found parity puzzles at the same rate per
// look-ahead trial as fresh paths (0.13%). Third round (2026-11-27-zip-parity-3.md): the added-
// number trials start from the minimal puzzle's fixed points, and the eager closure does not run
// a passed trial again while the grid stays inside its closed grid: 7x7 -10..-16%, same output.
//
// Possible improvements: mutate walls under the acceptance test (STYLE.md 5) instead of drawing
// them once per path (the way to steer attempts towards the parity tier; changes the output, so a
// generator version bump); bias number positions towards the spread of LinkedIn's boards.
#include "generator/zip/generator.hpp"

#include <algorithm>
#include <atomic>
#include <memory>
#include <optional>

#include "generator/common/attempts.hpp"
#include "generator/common/batch.hpp"
#include "generator/common/generated_json.hpp"
#include "generator/zip/local_alternative.hpp"
#include "generator/zip/random_path.hpp"
#include "grader/zip/difficulty.hpp"
#include "grader/zip/grader.hpp"
#include "solver/zip/counter.hpp"

namespace dg::zip {

namespace {

// Node budget of the counter that screens removals before the contradiction tier (an unfinished
// count falls through to the rules). Measured, 8x8 contradiction tier, user s per 10 puzzles:
// 300 nodes 2.00, 2,000 1.16, 20,000 0.68, 100,000 0.47, 2,000,000 0.47; 7x7 does not care.
constexpr std::uint64_t kPrefilterNodes = 100'000;

// The second-solution search near the planted path before a rule tier's closure: windows of up to
// 2 * kNearbyLegs legs around the removed number, kNearbyNodes search steps each. Measured
// (callgrind, 7x7 parity, 10 puzzles; none 1,735M Ir): legs/steps 2/100 1,514M, 3/150 1,480M
// (44% of the refused trials caught), 4/1000 1,558M, 6/1000 1,919M (65%), 8/2000 2,610M: wider
// windows catch more but a unique trial spends the whole budget. A connectivity check of the
// cells left at every step (cell-set flood) caught a few more and cost more (3/150: 1,667M).
constexpr int kNearbyLegs = 3;
constexpr int kNearbyNodes = 150;

bool unique(const Puzzle& p, const Params& params) {
  const Count c = count_solutions(p, 2, Budget{params.max_nodes});
  return c.complete && c.count == 1;
}

// The removal test's answer: whether the number goes, whether the exact counter said so (its
// "unique"), and the cheapest tier whose rules solve the trial (-1 when not known).
struct Verdict {
  bool keeps = false;
  bool by_count = false;
  int tier = -1;
};

// Whether the exact counter finds a second solution within `nodes`: then no sound rule solves p.
bool second_solution(const Puzzle& p, std::uint64_t nodes) {
  const Count c = count_solutions(p, 2, Budget{nodes});
  return c.complete && c.count >= 2;
}

// What every removal test of one candidate shares: its board (size and walls), the planted
// path's edges on it, and the second-solution search.
struct Candidate {
  Candidate(const Puzzle& numbered, const Solution& path)
      : board(numbered),
        path_edges(solution_edges(numbered, board, path)),
        nearby(numbered, path) {}
  Topology board;
  std::vector<std::uint8_t> path_edges;
  LocalAlternative nearby;
};

// The removal test: solvable within the tier (rule tiers) or unique (search / any). The same
// answers as grade(p, tier).status == solved and the counter, faster:
//  - the rules run without the engine's bookkeeping, the basic tier as a worklist closure, one
//    tier at a time (TierClosure);
//  - a puzzle the basic tier solves is solved within every tier, and unique without counting (the
//    rules are sound);
//  - before the contradiction tier, a puzzle the counter finds 2 solutions for is refused without
//    running it (sound rules never solve it). Most refusals late in the removal are such puzzles,
//    and the count is far cheaper than that tier's fixed point (7x7: 2.9 -> 125 puzzles/s).
//    Measured and not kept: the same count before the regions and parity tiers (7x7 parity
//    0.60 s -> 0.52 s, but 10x10 parity 0.9 s -> 3.6 s: the counter grows faster with the board
//    than those tiers); the same count with 2,000 nodes once the regions tier is stuck, before
//    the parity tier (2026-11-27: 7x7 0.47 s -> 0.52 s, 10x10 1.02 s -> 1.64 s for 20: the
//    parity closure of a refused trial costs ~3 sweeps, the count of a unique one more);
//    the regions tier before the count (7x7 parity 0.58 s -> 0.69 s, any 0.25 s -> 0.44 s);
//    the parity tier before the count for contradiction (7x7 0.23 s -> 0.30 s).
//  - at the rule tiers, a second solution near the planted path (LocalAlternative) refuses a
//    trial before the tier's sweeps (7x7 parity: 44% of the refused trials, 1,735M -> 1,442M Ir).
//  - the regions and parity tiers run by chaotic iteration (TierClosure::run_eager: a look-ahead
//    deduction is closed at once and the sweep goes on, where the engine's order starts over from
//    the cheapest rule): the same fixed point, fewer trials (7x7 parity 0.34 s -> 0.28 s for 20).
//    Its tier is not known once a parity check fired (parity_by_addition tells the tiers apart
//    with a regions closure first).
Verdict test_removal(const Puzzle& p, const Solution& path, const Params& params, Candidate& shared,
                     int merged_leg) {
  TierClosure rules(p, shared.board, path, shared.path_edges);
  if (rules.run(kBasic) == Status::solved) return {true, false, kBasic};
  if (params.tier == kBasic) return {};
  // A rule tier refuses a puzzle with a second solution, and so does the counter (search, any,
  // and the parity tier's unique minimal puzzles); one near the planted path is found far more
  // cheaply than the tier's look-ahead sweeps run to a standstill, or than the count (see
  // local_alternative.hpp). The same verdict, so the same puzzles (7x7 parity, 10 puzzles:
  // 478.9M -> 439.2M Ir with it before the count).
  if (params.tier != kBasic &&
      shared.nearby.found(rules.grid(), merged_leg, kNearbyLegs, kNearbyNodes))
    return {};
  if (params.tier == kRegions || params.tier == kParity)
    return {rules.run_eager(params.tier) == Status::solved, false, rules.top_tier()};
  if (params.tier == kContradiction) {
    if (second_solution(p, kPrefilterNodes)) return {};
    if (rules.run_eager(kParity) == Status::solved) return {true, false, -1};
    return {rules.run(params.tier) == Status::solved, false, -1};
  }
  return {unique(p, params), true, -1};
}

// Numbers tried together at most while the basic tier keeps solving the removal tests. The basic
// tier is monotone in the numbers (a number only adds deductions: a join its order forbids stays
// forbidden with more numbers), so when it solves the puzzle without the next b numbers it solves
// every puzzle between, and removing them one at a time would have kept each test at the basic
// tier: the same result with one closure instead of b. The batch doubles after a success and
// halves after a failure (then the next number goes alone, as before). Measured (callgrind, 7x7
// parity, 10 puzzles): one at a time 969.5M Ir, at most 4 887.5M, 8 882.1M.
constexpr int kBatchMax = 8;

// Whether the basic tier solves cur without the b numbers at `gone`; then cur loses them.
bool basic_solves_without(Puzzle& cur, const Cell* gone, int b, const Solution& path,
                          Candidate& shared) {
  Puzzle trial = cur;
  std::erase_if(trial.waypoints,
                [&](const Cell& c) { return std::find(gone, gone + b, c) != gone + b; });
  TierClosure rules(trial, shared.board, path, shared.path_edges);
  if (rules.run(kBasic) != Status::solved) return false;
  cur = std::move(trial);
  return true;
}

// One attempt: a path, walls, numbers removed greedily; ok = false when the result is rejected.
struct Attempt {
  bool ok = false;
  Generated out;
};

// What a removal pass knows about its result.
struct PassState {
  bool counted = false;    // cur's uniqueness came from the exact counter
  int solved_at = kBasic;  // the cheapest tier solving cur, -1 when not known
};

// Removes the numbers at `order` from cur one at a time (or in batches while the basic tier
// solves) whenever `params`' removal test accepts the puzzle without it.
void remove_greedily(const Params& params, Puzzle& cur, const std::vector<Cell>& order,
                     const Solution& path, Candidate& shared, PassState& st) {
  int batch = kBatchMax;  // numbers tried together while the basic tier keeps solving
  for (std::size_t i = 0; i < order.size();) {
    const int left = static_cast<int>(cur.waypoints.size()) - params.numbers.min;
    if (left <= 0) break;
    const int b = std::min({batch, left, static_cast<int>(order.size() - i)});
    if (b >= 2) {
      if (basic_solves_without(cur, order.data() + i, b, path, shared)) {
        i += static_cast<std::size_t>(b);
        batch = std::min(2 * batch, kBatchMax);
        st = {false, kBasic};
        continue;
      }
      batch = std::max(1, batch / 2);
    }
    const Cell c = order[i++];
    Puzzle trial = cur;
    const auto gone = std::find(trial.waypoints.begin(), trial.waypoints.end(), c);
    // The removed number joined legs j - 1 and j into the trial's leg j - 1.
    const int merged_leg = static_cast<int>(gone - trial.waypoints.begin()) - 1;
    trial.waypoints.erase(gone);
    if (const Verdict v = test_removal(trial, path, params, shared, merged_leg); v.keeps) {
      cur = std::move(trial);
      st = {v.by_count, v.tier};
    }
  }
}

// The cheapest rule tier solving p (which has the planted path as a solution), by eager
// closures: kRegions for regions or less, kParity, or kContradiction when the parity tier is
// stuck.
//
// `warm`, when not null, holds the regions and parity fixed points of a puzzle with a subset of
// p's numbers (the same board and path): each closure starts from there (the rules are monotone
// in the numbers, so those edges are in p's fixed points too; same tiers, fewer sweeps). `keep`,
// when not null, receives p's own fixed points (the second only when the regions tier is stuck).
struct FixedPoints {
  std::vector<std::uint8_t> regions, parity;
};
int rule_tier(const Puzzle& p, const Solution& path, Candidate& shared,
              const FixedPoints* warm = nullptr, FixedPoints* keep = nullptr) {
  TierClosure rules(p, shared.board, path, shared.path_edges);
  if (warm) rules.assume(warm->regions);
  if (rules.run_eager(kRegions) == Status::solved) return kRegions;
  if (keep) keep->regions = rules.edge_states();
  if (warm) rules.assume(warm->parity);
  const int tier = rules.run_eager(kParity) == Status::solved ? kParity : kContradiction;
  if (keep) keep->parity = rules.edge_states();
  return tier;
}

// Boards up to this many cells take their parity candidates from parity_by_addition; larger ones
// from greedy removal at the parity cap, as in version 1: the exact count of the unique minimal
// puzzles grows with the board faster than the rules. Measured, --jobs 1, user s (version 1 with
// this round's closures / addition): 6x6 30 puzzles 0.61 / 0.16, 7x7 20 0.25 / 0.10, 7x8 30
// 0.43 / 0.27, 8x8 30 0.45 / 0.34 (seed 5; seed 1: 0.23 / 0.22), 9x9 20 0.27 / 0.88 (peak
// 11 / 37 MB), 10x10 20 0.50 / 2.16.
constexpr int kAdditionMaxCells = 64;

// The parity tier's candidate source (generator version 2). Greedy removal at the parity cap
// ends at the regions tier 35 times in 36 (7x7): a parity puzzle needs a unique trial the regions
// tier leaves stuck, and only 10% of those do not need the contradiction tier
// (2026-11-27-zip-parity.md). So: numbers are removed while the puzzle stays unique (tier any's
// test); a result past the parity tier gets one number back, at the first path cell (random
// order) that makes it a parity puzzle (or two numbers, see below), then the parity-cap removal
// of the others. Returns false when the result is below the parity tier or no number brings it
// there. Measured, 7x7, 40 puzzles, seed 11: 9.7 candidates a puzzle (was 39.4) with one number;
// 23% of the unique minimal puzzles are past the parity tier, and 44% of those have a number
// that brings them to it. Two numbers when one does not: 100 puzzles, seed 21, 11.4 -> 7.1
// candidates a puzzle, 0.61 -> 0.47 s (trying two first spots as well: 6.2, 0.48 s).
bool parity_by_addition(const Params& params, Puzzle& cur, const std::vector<Cell>& order,
                        const Solution& path, Candidate& shared, Rng& rng, PassState& st) {
  Params unique_only = params;
  unique_only.tier = kAnyTier;
  remove_greedily(unique_only, cur, order, path, shared, st);
  FixedPoints fixed;  // cur's, the warm start of every trial below (each adds numbers to cur)
  const int tier = rule_tier(cur, path, shared, nullptr, &fixed);
  if (tier < kParity) return false;
  st = {false, kParity};
  if (tier == kParity) return true;  // minimal already: no number can go
  std::vector<std::uint8_t> numbered(static_cast<std::size_t>(cur.cells()), 0);
  for (const Cell c : cur.waypoints) numbered[static_cast<std::size_t>(cur.index(c))] = 1;
  std::vector<int> spots;  // interior path positions without a number
  for (std::size_t q = 1; q + 1 < path.size(); ++q)
    if (!numbered[static_cast<std::size_t>(cur.index(path[q]))])
      spots.push_back(static_cast<int>(q));
  rng.shuffle(spots);
  // cur with numbers at path positions a and b too (-1: none).
  auto with = [&](int a, int b) {
    Puzzle trial = cur;
    trial.waypoints.clear();
    for (std::size_t i = 0; i < path.size(); ++i)
      if (static_cast<int>(i) == a || static_cast<int>(i) == b ||
          numbered[static_cast<std::size_t>(cur.index(path[i]))])
        trial.waypoints.push_back(path[i]);
    return trial;
  };
  // One number back, at the first spot that makes a parity puzzle; failing that, two: the first
  // spot that left it past the parity tier, with each other spot in turn.
  std::optional<Puzzle> found;
  int first_past = -1;
  FixedPoints past;  // those of cur with first_past, the warm start of the two-number trials
  for (const int q : spots) {
    Puzzle trial = with(q, -1);
    FixedPoints here;
    const int t = rule_tier(trial, path, shared, &fixed, first_past < 0 ? &here : nullptr);
    if (t == kParity) {
      found = std::move(trial);
      break;
    }
    if (t == kContradiction && first_past < 0) {
      first_past = q;
      past = std::move(here);
    }
  }
  for (std::size_t i = 0; !found && first_past >= 0 && i < spots.size(); ++i) {
    if (spots[i] == first_past) continue;
    Puzzle trial = with(first_past, spots[i]);
    if (rule_tier(trial, path, shared, &past) == kParity) found = std::move(trial);
  }
  if (!found) return false;
  cur = std::move(*found);
  std::vector<Cell> inner(cur.waypoints.begin() + 1, cur.waypoints.end() - 1);
  rng.shuffle(inner);
  remove_greedily(params, cur, inner, path, shared, st);
  // The regions tier is monotone in the numbers, so it stays stuck after removals.
  st = {false, kParity};
  return true;
}

Attempt attempt(const Params& params, Rng& rng) {
  const int rows = params.rows, cols = params.cols;
  const Solution path = random_hamiltonian_path(rows, cols, rng);
  const int walls = params.walls.min + rng.below(params.walls.max - params.walls.min + 1);
  const Puzzle walled = puzzle_from_path(rows, cols, path, 0, walls, rng);
  // Every cell numbered is trivially unique and solved by the basic tier; removing from there
  // keeps every step inside the acceptance test.
  Puzzle cur = fully_numbered(rows, cols, path, walled.walls);
  std::vector<Cell> interior(cur.waypoints.begin() + 1, cur.waypoints.end() - 1);
  rng.shuffle(interior);
  // On the heap: a Topology is ~10 KB of fixed arrays.
  const auto shared = std::make_unique<Candidate>(cur, path);
  PassState st;
  if (params.tier == kParity && rows * cols <= kAdditionMaxCells) {
    if (!parity_by_addition(params, cur, interior, path, *shared, rng, st)) return {};
  } else {
    remove_greedily(params, cur, interior, path, *shared, st);
  }
  const bool counted = st.counted;
  const int solved_at = st.solved_at;
  const int k = static_cast<int>(cur.waypoints.size());
  if (k < params.numbers.min || k > params.numbers.max) return {};
  // A rule tier asked for and a cheaper tier already solving the result: the grade's max_tier
  // would be that cheaper tier (the engine only reaches a tier when every cheaper rule is stuck),
  // so the grade is spared. The tier is the closure's top_tier (parity candidates are sorted by
  // parity_by_addition).
  if (params.tier > kBasic && params.tier <= kContradiction && solved_at >= 0 &&
      solved_at < params.tier)
    return {};
  Solution solved_path;
  // With a score request the grade and the score come from one run (see queens' try_once), which
  // knows the planted path as the grade does.
  std::int64_t micros = 0;
  ScoredGrade scored = timed_grade(
      [&] {
        return params.score.scores()
                   ? grade_and_score_knowing(cur, path, &solved_path)
                   : ScoredGrade{grade_knowing(cur, path, -1, &solved_path), {}, {}};
      },
      micros);
  Grade& g = scored.grade;
  if (params.tier == kSearchTierIndex) {
    if (g.status != Status::stuck) return {};
  } else if (params.tier >= 0) {
    if (g.status != Status::solved || g.max_tier != params.tier) return {};
  }
  // Independent check with the exact counter, whatever the grader said; already made when the
  // last removal was accepted by the counter (the path is a solution by construction, so a
  // unique puzzle has it as its solution).
  if (!counted) {
    const Count c = count_solutions(cur, 2, Budget{params.max_nodes});
    if (!c.complete || c.count != 1 || c.solutions.front() != path) return {};
  }
  if (params.score.active() && (!scored.difficulty || !params.score.accepts(*scored.difficulty)))
    return {};
  StoreGrade store;
  if (params.score.keeps_score())
    store = {std::move(scored.difficulty), params.score.for_store ? micros : -1};
  return {true, Generated{std::move(cur), path, std::move(g), 0, 0, std::move(store)}};
}

}  // namespace

Expected<Generated> generate(const Params& params, std::uint64_t seed) {
  if (auto ok = validate(params); !ok) return Error{ok.error()};
  return first_success(seed, params.max_attempts, "zip", describe(params),
                       [&params](Rng& rng) { return attempt(params, rng); });
}

std::vector<Expected<Generated>> generate_batch(const Params& params, std::uint64_t seed,
                                                std::size_t first, std::size_t count, int jobs,
                                                const std::function<void(std::size_t)>& progress) {
  std::atomic<std::size_t> done{0};
  // run_batch needs default-constructible slots; Expected has no empty state.
  auto slots = run_batch<std::optional<Expected<Generated>>>(
      seed, first, count, jobs,
      [&](std::uint64_t, std::uint64_t item_seed) -> std::optional<Expected<Generated>> {
        auto made = generate(params, item_seed);
        const std::size_t d = ++done;
        if (progress) progress(d);
        return made;
      });
  std::vector<Expected<Generated>> out;
  out.reserve(count);
  for (auto& s : slots) out.push_back(std::move(*s));
  return out;
}

nlohmann::json generated_to_json(const Generated& g) {
  nlohmann::json j =
      with_generated_fields(to_json(g.puzzle), "zip", g.puzzle.rows, g.puzzle.cols,
                            solution_to_json(g.solution), g.grade, g.seed, g.store_grade);
  j["attempts"] = g.attempts;
  return j;
}

}  // namespace dg::zip
