// The family counter (count_family.cpp) against the frozen DFS it grew from
// (reference_family_dfs.cpp): the same solutions in the same order, the same count and the same
// complete flag, on random boards of every option and on 1-, 2- and 3-star Star Battle boards,
// whole and within random open cells. The 3-star repair lists the first solutions the search finds
// and repairs against them, so anything the counter prunes must hold no solution, and its branch
// order must stay; a count cut by a node budget must list a prefix of the full list.
#include <catch2/catch.hpp>

#include <algorithm>

#include "generator/queens/star_battle.hpp"
#include "solver/queens/counter.hpp"
#include "tests/unit/queens/family_boards.hpp"
#include "tests/unit/queens/reference_family_dfs.hpp"

using namespace dg;
using namespace dg::queens;

namespace {

// Every cell of p's board, less about one in `drop` at random.
std::vector<std::uint32_t> random_open(const Puzzle& p, Rng& rng, int drop) {
  std::vector<std::uint32_t> open(static_cast<std::size_t>(p.n), 0);
  for (int r = 0; r < p.n; ++r)
    for (int c = 0; c < p.cols; ++c)
      if (!rng.chance(1, drop)) open[static_cast<std::size_t>(r)] |= 1u << c;
  return open;
}

// The counter and the reference agree on p (within `open` when given) at `limit`; returns the
// reference's count for the callers' tallies.
int check_same(const Puzzle& p, const std::vector<std::uint32_t>* open, int limit) {
  const Count got =
      open ? count_solutions_family_within(p, *open, limit) : count_solutions_family(p, limit);
  const Count want = test::reference_count_family(p, open, limit);
  INFO("limit " << limit << (open ? " within open cells" : "") << "\n"
                << to_text(p) << to_json(p).dump());
  REQUIRE(got.complete == want.complete);
  REQUIRE(got.count == want.count);
  REQUIRE(got.solutions == want.solutions);  // order included
  return want.count;
}

// A count cut by a node budget is still a valid answer: complete and equal to the full count,
// or incomplete with the full list's first solutions.
void check_budgeted(const Puzzle& p, std::uint64_t max_nodes, int limit) {
  const Count full = test::reference_count_family(p, nullptr, limit);
  const Count cut = count_solutions_family(p, limit, Budget{.max_nodes = max_nodes});
  INFO("max_nodes " << max_nodes << " limit " << limit << "\n" << to_json(p).dump());
  REQUIRE(cut.count <= full.count);
  REQUIRE(cut.solutions.size() <= full.solutions.size());
  REQUIRE(std::equal(cut.solutions.begin(), cut.solutions.end(), full.solutions.begin()));
  if (cut.complete) REQUIRE(cut.solutions == full.solutions);
  if (!cut.complete) REQUIRE(cut.nodes > max_nodes);
}

}  // namespace

TEST_CASE("family counter: reference DFS's solutions in order on random family boards",
          "[queens][family][counter_exact]") {
  int valid = 0, solved = 0, several = 0;
  for (std::uint64_t seed = 1; seed <= 3000; ++seed) {
    Rng rng(derive_seed(1403, seed));
    auto made = test::random_family_board(rng, 8);
    if (!made) continue;
    const Puzzle& p = *made;
    ++valid;
    for (int limit : {1, 2, 4, 1000}) {
      const int count = check_same(p, nullptr, limit);
      if (limit == 1000) solved += count > 0, several += count > 1;
    }
    const auto open = random_open(p, rng, 6);
    for (int limit : {2, 1000}) check_same(p, &open, limit);
    check_budgeted(p, 1 + static_cast<std::uint64_t>(rng.below(40)), 1000);
  }
  CHECK(valid > 2000);
  CHECK(solved > 500);
  CHECK(several > 200);
}

TEST_CASE("family counter: reference DFS's solutions in order on Star Battle boards",
          "[queens][family][counter_exact]") {
  struct Kind {
    int n, stars, boards;
    bool torus;
  };
  // Boards after one repair move: most still have several solutions, as the repair sees them.
  // 17x17 takes the counter's larger state (boards over 16x16).
  const Kind kinds[] = {
      {9, 1, 40, true}, {10, 2, 40, false}, {14, 3, 25, false}, {17, 1, 8, false}};
  for (const Kind& kind : kinds) {
    int boards = 0, several = 0;
    for (std::uint64_t seed = 1; boards < kind.boards && seed <= 400; ++seed) {
      Rng rng(derive_seed(1404 + static_cast<std::uint64_t>(kind.stars), seed));
      Puzzle p;
      Solution planted;
      star_battle(kind.n, kind.stars, rng, p, planted, 1);
      p.torus = kind.torus;
      auto made = make_puzzle(p);
      if (!made || made->n != kind.n || static_cast<int>(made->region.size()) != kind.n * kind.n)
        continue;
      ++boards;
      INFO(kind.n << "x" << kind.n << " " << kind.stars << " stars, seed " << seed);
      several += check_same(*made, nullptr, 64) > 1;
      check_same(*made, nullptr, 4);
      const auto open = random_open(*made, rng, 12);
      check_same(*made, &open, 4);
      check_same(*made, &open, 64);
      check_budgeted(*made, 200 + static_cast<std::uint64_t>(rng.below(2000)), 64);
    }
    CHECK(boards == kind.boards);
    CHECK(several > kind.boards / 4);
  }
}
