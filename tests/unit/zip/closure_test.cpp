// Zip worklist closure (grader/zip/propagate.cpp) against the engine: the basic closure reaches
// the engine's basic fixed point edge for edge (or the same contradiction), from the empty grid
// and from grids with a few edges guessed, closed before the guesses or not; solves_within(p, cap)
// and TierClosure (raised cap by cap) match grade(p, cap) for every cap. Square and rectangular
// boards, with walls, with numbers swapped (often contradictory). Grading and closures that know a
// solution (the generator's planted path) give the same grades, hits included.
#include <algorithm>
#include <vector>

#include <catch2/catch.hpp>

#include "generator/zip/generator.hpp"
#include "generator/zip/random_path.hpp"
#include "grader/zip/grader.hpp"
#include "grader/zip/rules.hpp"

namespace zip = dg::zip;

namespace {

const int kSizes[][2] = {{4, 4}, {5, 5}, {4, 6}, {6, 5}, {3, 7}, {6, 6}, {5, 7}, {7, 7}, {8, 6}};

zip::Puzzle random_puzzle(dg::Rng& rng, int rows, int cols) {
  const zip::Solution path = zip::random_hamiltonian_path(rows, cols, rng);
  const int n = rows * cols;
  zip::Puzzle p =
      zip::puzzle_from_path(rows, cols, path, rng.below(n / 2), rng.below(rows + 3), rng);
  if (rng.chance(1, 5) && p.waypoints.size() >= 4) std::swap(p.waypoints[1], p.waypoints[2]);
  return p;
}

// A puzzle planted on a random path (returned in `path`, one of its solutions): 2 + up to a
// third of the cells numbered, a few walls; many of them need the contradiction tier.
zip::Puzzle planted_puzzle(dg::Rng& rng, int rows, int cols, zip::Solution& path) {
  path = zip::random_hamiltonian_path(rows, cols, rng);
  return zip::puzzle_from_path(rows, cols, path, 2 + rng.below(rows * cols / 3),
                               rng.below(rows + 3), rng);
}

// The engine capped at the basic tier, hits and all.
dg::Status engine_basic(zip::Grid& g) {
  return dg::run_rules_core<zip::Grid>(g, zip::rules(), zip::kBasic, nullptr).status;
}

void require_same_edges(const zip::Grid& a, const zip::Grid& b) {
  for (int e = 0; e < a.topo().edges; ++e) REQUIRE(a.edge(e) == b.edge(e));
}

}  // namespace

TEST_CASE("zip basic closure reaches the engine's basic fixed point", "[zip][grader]") {
  int contradictions = 0, solved = 0;
  for (std::uint64_t seed = 1; seed <= 2000; ++seed) {
    dg::Rng rng(dg::derive_seed(503, seed));
    const auto& size = kSizes[seed % 9];
    const zip::Puzzle p = random_puzzle(rng, size[0], size[1]);
    const zip::Topology topo(p);
    zip::Grid start(topo);
    // Half the grids are closed first, so that the second closure only sees the dirty cells of
    // the decisions below (as in a trial).
    if (seed % 2 == 0 && (!zip::basic_closure(start) || start.solved())) continue;
    // Some grids start from a few random decisions, as trials do.
    for (int guesses = rng.below(4); guesses > 0 && !start.contradiction(); --guesses) {
      const int e = rng.below(topo.edges);
      if (start.edge(e) != zip::kUnknown) continue;
      rng.below(2) ? start.set_on(e) : start.set_off(e);
    }
    zip::Grid engine = start, closure = start;
    const dg::Status want = engine_basic(engine);
    const bool ok = zip::basic_closure(closure);
    INFO(zip::to_text(p) << "seed " << seed);
    REQUIRE(ok == (want != dg::Status::contradiction));
    if (!ok) {
      ++contradictions;
      continue;
    }
    REQUIRE(closure.solved() == (want == dg::Status::solved));
    if (want == dg::Status::solved) {
      ++solved;
      REQUIRE(zip::path_of(closure) == zip::path_of(engine));
    } else {
      require_same_edges(closure, engine);
    }
  }
  CHECK(contradictions > 0);
  CHECK(solved > 0);
}

TEST_CASE("zip solves_within and TierClosure agree with grade at every cap", "[zip][grader]") {
  for (std::uint64_t seed = 1; seed <= 300; ++seed) {
    dg::Rng rng(dg::derive_seed(504, seed));
    const auto& size = kSizes[seed % 6];
    const zip::Puzzle p = random_puzzle(rng, size[0], size[1]);
    zip::TierClosure stepwise(p);  // raised one cap at a time
    for (int cap = 0; cap <= zip::kContradiction; ++cap) {
      INFO(zip::to_text(p) << "cap " << cap);
      const dg::Status want = zip::grade(p, cap).status;
      CHECK(zip::solves_within(p, cap) == (want == dg::Status::solved));
      CHECK(stepwise.run(cap) == want);
    }
  }
}

// The generator's removal test at the regions and parity tiers runs the closure by chaotic
// iteration (TierClosure::run_eager): it must end where the engine's order ends, the same status
// and, when stuck, the same fixed point edge for edge; its top tier, when known, bounds the grade.
TEST_CASE("zip eager closure reaches the engine's fixed point", "[zip][grader]") {
  int by_status[3] = {0, 0, 0}, parity_unknown = 0;
  for (std::uint64_t seed = 1; seed <= 600; ++seed) {
    dg::Rng rng(dg::derive_seed(507, seed));
    const auto& size = kSizes[seed % 9];
    zip::Solution path;
    // Half planted (with their path known, as the generator runs them), half random (often
    // contradictory: numbers swapped).
    const bool planted = seed % 2 == 0;
    const zip::Puzzle p = planted ? planted_puzzle(rng, size[0], size[1], path)
                                  : random_puzzle(rng, size[0], size[1]);
    for (const int cap : {zip::kRegions, zip::kParity}) {
      INFO(zip::to_text(p) << "cap " << cap);
      zip::TierClosure engine_order(p, planted ? &path : nullptr),
          eager(p, planted ? &path : nullptr);
      const dg::Status want = engine_order.run(cap);
      const dg::Status got = eager.run_eager(cap);
      REQUIRE(got == want);
      REQUIRE(want == zip::grade(p, cap).status);
      ++by_status[static_cast<int>(got == dg::Status::stuck) +
                  2 * static_cast<int>(got == dg::Status::contradiction)];
      if (got == dg::Status::stuck) require_same_edges(eager.grid(), engine_order.grid());
      if (got != dg::Status::solved) continue;
      if (eager.top_tier() < 0) {
        ++parity_unknown;
        CHECK(cap == zip::kParity);
      } else {
        CHECK(zip::grade(p).max_tier <= eager.top_tier());
      }
    }
  }
  // region_parity fires in grades of 2 of 20,000 random puzzles of this stream (checked below).
  for (const std::uint64_t seed : {8512, 19546}) {
    dg::Rng rng(dg::derive_seed(999, seed));
    const auto& size = kSizes[seed % 9];
    zip::Solution path;
    const zip::Puzzle p = seed % 2 ? planted_puzzle(rng, size[0], size[1], path)
                                   : random_puzzle(rng, size[0], size[1]);
    INFO(zip::to_text(p));
    REQUIRE(zip::grade(p).hits.count("region_parity") == 1);
    zip::TierClosure engine_order(p), eager(p);
    REQUIRE(eager.run_eager(zip::kParity) == engine_order.run(zip::kParity));
    if (engine_order.run(zip::kParity) == dg::Status::stuck)
      require_same_edges(eager.grid(), engine_order.grid());
  }
  // Parity puzzles are rare among random ones: the generator's own need a parity deduction, so
  // their eager closure cannot name a cheaper tier, and the regions tier leaves them stuck.
  zip::Params params;
  params.tier = zip::kParity;
  for (std::uint64_t seed = 1; seed <= 3; ++seed) {
    const auto made = zip::generate(params, seed);
    REQUIRE(made.ok());
    zip::TierClosure eager(made->puzzle, &made->solution), regions(made->puzzle, &made->solution);
    REQUIRE(eager.run_eager(zip::kParity) == dg::Status::solved);
    CHECK(eager.top_tier() == -1);
    parity_unknown += eager.top_tier() == -1;
    CHECK(regions.run_eager(zip::kRegions) == dg::Status::stuck);
  }
  CHECK(by_status[0] > 0);  // solved
  CHECK(by_status[1] > 0);  // stuck
  CHECK(by_status[2] > 0);  // contradiction
  CHECK(parity_unknown > 0);
}

// The generator refuses a candidate whose last removal a cheaper tier solved, without grading it,
// on the strength of TierClosure::top_tier: whenever the closure solves a puzzle, the engine's
// grade needs no tier above top_tier.
TEST_CASE("zip TierClosure's top tier bounds the grade's max tier", "[zip][grader]") {
  int by_tier[zip::kContradiction + 1] = {};
  for (std::uint64_t seed = 1; seed <= 400; ++seed) {
    dg::Rng rng(dg::derive_seed(506, seed));
    const auto& size = kSizes[3 + seed % 6];
    zip::Solution path;
    const zip::Puzzle p = planted_puzzle(rng, size[0], size[1], path);
    for (const int cap : {zip::kRegions, zip::kParity}) {
      zip::TierClosure closure(p, &path);
      if (closure.run(cap) != dg::Status::solved) continue;
      const dg::Grade g = zip::grade(p);
      INFO(zip::to_text(p) << "cap " << cap << " top tier " << closure.top_tier());
      REQUIRE(g.status == dg::Status::solved);
      CHECK(g.max_tier <= closure.top_tier());
      CHECK(closure.top_tier() <= cap);
      ++by_tier[closure.top_tier()];
    }
  }
  // Parity puzzles are rare among random ones (under 1%): the generator's own, whose grade needs
  // the parity tier, must show it as their top tier.
  zip::Params params;
  params.tier = zip::kParity;
  for (std::uint64_t seed = 1; seed <= 3; ++seed) {
    const auto made = zip::generate(params, seed);
    REQUIRE(made.ok());
    zip::TierClosure closure(made->puzzle, &made->solution);
    REQUIRE(closure.run(zip::kParity) == dg::Status::solved);
    CHECK(closure.top_tier() == zip::kParity);
    ++by_tier[closure.top_tier()];
  }
  // Both sides of the generator's test occur: puzzles a cheaper tier solves, and puzzles whose
  // closure needed a parity rule.
  CHECK(by_tier[zip::kBasic] + by_tier[zip::kRegions] > 0);
  CHECK(by_tier[zip::kParity] > 0);
}

TEST_CASE("zip grading that knows a solution gives the same grade", "[zip][grader]") {
  // The skipped trials agree with the known solution, so they could not have contradicted: the
  // grade, hit counts and steps included, and the closures must not change. A "solution" that is
  // not one (numbers swapped) must be ignored.
  int contradiction_tier = 0, ignored = 0;
  for (std::uint64_t seed = 1; seed <= 400; ++seed) {
    dg::Rng rng(dg::derive_seed(505, seed));
    const auto& size = kSizes[seed % 9];
    zip::Solution path;
    zip::Puzzle p = planted_puzzle(rng, size[0], size[1], path);
    if (seed % 10 == 0 && p.waypoints.size() >= 4) {
      std::swap(p.waypoints[1], p.waypoints[2]);
      ++ignored;
    }
    zip::TierClosure plain(p), knowing(p, &path);
    for (int cap = 0; cap <= zip::kContradiction; ++cap) {
      INFO(zip::to_text(p) << "cap " << cap);
      const dg::Grade want = zip::grade(p, cap);
      const dg::Grade got = zip::grade_knowing(p, path, cap);
      REQUIRE(got.status == want.status);
      REQUIRE(got.max_tier == want.max_tier);
      REQUIRE(got.steps == want.steps);
      REQUIRE(got.hits == want.hits);
      REQUIRE(knowing.run(cap) == plain.run(cap));
      if (cap == zip::kContradiction && want.max_tier == zip::kContradiction) ++contradiction_tier;
    }
  }
  CHECK(contradiction_tier > 20);
  CHECK(ignored > 0);
}

TEST_CASE("zip grid tracks agreement with a known solution", "[zip][grader]") {
  // 2x2 board, path (0,0) (0,1) (1,1) (1,0): edges right of (0,0) and (1,0), down from (0,0)
  // and (0,1); the path uses all but the one down from (0,0).
  const auto p = zip::make_puzzle(2, 2, {{0, 0}, {1, 0}}, {}).value();
  const zip::Solution path = {{0, 0}, {0, 1}, {1, 1}, {1, 0}};
  const zip::Topology topo(p);
  const auto edges = zip::solution_edges(p, topo, path);
  REQUIRE(edges.size() == static_cast<std::size_t>(topo.edges));
  CHECK(std::count(edges.begin(), edges.end(), zip::kOn) == 3);
  CHECK(zip::solution_edges(p, topo, {{0, 0}, {1, 1}, {0, 1}, {1, 0}}).empty());
  zip::Grid g(topo);
  g.set_known_solution(edges.data());
  REQUIRE(g.on_known_solution());
  int off_edge = -1;
  for (int e = 0; e < topo.edges; ++e)
    if (edges[static_cast<std::size_t>(e)] == zip::kOff) off_edge = e;
  zip::Grid agrees = g, differs = g;
  agrees.set_off(off_edge);
  CHECK(agrees.on_known_solution());
  differs.set_on(off_edge);
  CHECK_FALSE(differs.on_known_solution());
}

TEST_CASE("zip grade equals the plain engine without its memos", "[zip][grader]") {
  // grade() gives the engine two per-grade shortcuts, the contradiction rule's trial memo and the
  // shared look-ahead sweep (SweepCache); both must leave every step as the plain rule table
  // makes it: same status, tier, steps and hits, on puzzles where every tier's rules fire.
  int by_tier[4] = {0, 0, 0, 0};  // rule hits per tier
  for (std::uint64_t seed = 1; seed <= 300; ++seed) {
    dg::Rng rng(dg::derive_seed(506, seed));
    const auto& size = kSizes[seed % 9];
    zip::Solution path;
    const zip::Puzzle p = planted_puzzle(rng, size[0], size[1], path);
    const zip::Topology topo(p);
    zip::Grid plain(topo);  // no memo, no sweep cache
    std::vector<int> hits(zip::rules().size(), 0);
    const dg::CoreGrade want =
        dg::run_rules_core<zip::Grid>(plain, zip::rules(), zip::kContradiction, nullptr, hits);
    const dg::Grade got = zip::grade(p);
    INFO(zip::to_text(p));
    REQUIRE(got.status == want.status);
    REQUIRE(got.max_tier == want.max_tier);
    REQUIRE(got.steps == want.steps);
    for (std::size_t k = 0; k < hits.size(); ++k) {
      const auto it = got.hits.find(std::string(zip::rules()[k].id));
      REQUIRE((it == got.hits.end() ? 0 : it->second) == hits[k]);
      by_tier[zip::rules()[k].tier] += hits[k];
    }
  }
  for (int t = 0; t < 4; ++t) {
    INFO("tier " << t);
    CHECK(by_tier[t] > 0);
  }
}

// The generator removes numbers in batches while the basic tier solves (generator.cpp,
// kBatchMax), on the strength of this: when the basic tier solves a puzzle without a set of
// numbers, it solves it without any part of that set.
TEST_CASE("zip basic tier is monotone in the numbers", "[zip][grader]") {
  int batches = 0, parts = 0;
  for (std::uint64_t seed = 1; seed <= 300; ++seed) {
    dg::Rng rng(dg::derive_seed(508, seed));
    const auto& size = kSizes[seed % 9];
    const zip::Solution path = zip::random_hamiltonian_path(size[0], size[1], rng);
    zip::Puzzle p = zip::puzzle_from_path(size[0], size[1], path, size[0] * size[1] / 2,
                                          rng.below(size[0] + 3), rng);
    if (!zip::solves_within(p, zip::kBasic)) continue;
    std::vector<dg::Cell> inner(p.waypoints.begin() + 1, p.waypoints.end() - 1);
    rng.shuffle(inner);
    const std::size_t b = std::min<std::size_t>(inner.size(), 2 + rng.below(7));
    auto without = [&](std::uint32_t mask) {
      zip::Puzzle q = p;
      for (std::size_t i = 0; i < b; ++i)
        if (mask >> i & 1)
          q.waypoints.erase(std::find(q.waypoints.begin(), q.waypoints.end(), inner[i]));
      return q;
    };
    const std::uint32_t all = (1u << b) - 1;
    if (!zip::solves_within(without(all), zip::kBasic)) continue;
    ++batches;
    for (std::uint32_t mask = 1; mask < all; ++mask) {
      INFO(zip::to_text(p) << "mask " << mask);
      REQUIRE(zip::solves_within(without(mask), zip::kBasic));
      ++parts;
    }
  }
  CHECK(batches > 50);
  CHECK(parts > 500);
}

// The generator's parity source tries one number more on a minimal puzzle many times, each
// closure started from the minimal puzzle's fixed points (TierClosure::assume; generator.cpp,
// rule_tier): the rules are monotone in the numbers, so that start lies below the puzzle's own
// fixed point and the closure must end there, with the same status, as from scratch.
TEST_CASE("zip closure warm-started from fewer numbers ends where it ends cold", "[zip][grader]") {
  int stuck = 0, solved = 0, checked = 0;
  for (std::uint64_t seed = 1; seed <= 400; ++seed) {
    dg::Rng rng(dg::derive_seed(509, seed));
    const auto& size = kSizes[seed % 9];
    zip::Solution path;
    const zip::Puzzle p = planted_puzzle(rng, size[0], size[1], path);
    if (p.waypoints.size() < 4) continue;
    zip::Puzzle fewer = p;  // p without one or two inner numbers
    for (int k = 0; k < 1 + static_cast<int>(seed % 2) && fewer.waypoints.size() > 3; ++k)
      fewer.waypoints.erase(fewer.waypoints.begin() + 1 +
                            rng.below(static_cast<int>(fewer.waypoints.size()) - 2));
    zip::TierClosure base(fewer, &path);
    if (base.run_eager(zip::kRegions) != dg::Status::stuck) continue;
    const std::vector<std::uint8_t> regions_fp = base.edge_states();
    const bool parity_stuck = base.run_eager(zip::kParity) == dg::Status::stuck;
    const std::vector<std::uint8_t> parity_fp = base.edge_states();
    INFO(zip::to_text(p));
    zip::TierClosure cold(p, &path), warm(p, &path);
    warm.assume(regions_fp);
    const dg::Status want = cold.run_eager(zip::kRegions);
    REQUIRE(warm.run_eager(zip::kRegions) == want);
    if (want == dg::Status::stuck) require_same_edges(warm.grid(), cold.grid());
    ++checked;
    solved += want == dg::Status::solved;
    if (want != dg::Status::stuck || !parity_stuck) continue;
    warm.assume(parity_fp);
    const dg::Status want_parity = cold.run_eager(zip::kParity);
    REQUIRE(warm.run_eager(zip::kParity) == want_parity);
    if (want_parity == dg::Status::stuck) {
      require_same_edges(warm.grid(), cold.grid());
      ++stuck;
    } else {
      ++solved;
    }
  }
  CHECK(checked > 100);
  CHECK(stuck > 20);
  CHECK(solved > 5);  // at either cap
}
