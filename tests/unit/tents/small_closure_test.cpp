// The generator's cheap accept test (grader/tents/small_closure.hpp) against the grader it stands
// in for: on thousands of boards, the tier it finds with the basic rules and with the basic and
// tricky rules is the tier of the grader's grade with the same cap (-1 when the grade is not
// solved).
#include <array>
#include <map>

#include <catch2/catch.hpp>

#include "generator/tents/layout.hpp"
#include "grader/tents/grader.hpp"
#include "grader/tents/small_closure.hpp"
#include "solver/common/rng.hpp"
#include "tests/unit/tents/random_board.hpp"

namespace tents = dg::tents;

namespace {

// The grader's answer in small_closure_tier's terms.
int grader_tier(const tents::Puzzle& p, int cap) {
  const dg::CoreGrade g = tents::grade_core(p, cap);
  return g.status == dg::Status::solved ? std::max(g.max_tier, 0) : -1;
}

}  // namespace

TEST_CASE("transpose8 swaps rows and columns of an 8 x 8 bit board", "[tents][small_closure]") {
  for (int r = 0; r < 8; ++r)
    for (int c = 0; c < 8; ++c) {
      CHECK(tents::transpose8(tents::small_bit(r, c)) == tents::small_bit(c, r));
      CHECK(tents::transpose8(tents::transpose8(~std::uint64_t{0} / 3 << r)) ==
            ~std::uint64_t{0} / 3 << r);
    }
}

TEST_CASE("small closure: the grader's tier on random layouts up to 8 x 8",
          "[tents][small_closure]") {
  // How many boards fell in each (cap, tier): every kind must be met, or the test says little.
  std::map<std::pair<int, int>, int> seen;
  for (std::uint64_t i = 0; i < 12000; ++i) {
    dg::SplitMixRng rng(dg::derive_seed(31, i));
    const int rows = 5 + static_cast<int>(i % 4), cols = 5 + static_cast<int>((i / 4) % 4);
    const int density = std::array{12, 16, 20, 20, 24}[i % 5];
    tents::Layout layout;
    if (!tents::random_layout(rows, cols, density, rng, layout)) continue;
    const auto p = tents::layout_puzzle(layout);
    REQUIRE(p.ok());
    INFO("layout " << i << ": " << tents::to_json(*p).dump());
    for (int cap : {0, 1}) {
      const int fast = tents::small_closure_tier(tents::small_board(layout), cap);
      REQUIRE(fast == grader_tier(*p, cap));
      CHECK(fast == tents::small_closure_tier(tents::small_board(*p), cap));
      ++seen[{cap, fast}];
    }
  }
  CHECK(seen[{0, 0}] > 1500);
  CHECK(seen[{0, -1}] > 500);
  CHECK(seen[{1, 1}] > 100);
  CHECK(seen[{1, -1}] > 300);
}

TEST_CASE("small closure: the grader's tier on odd boards (givens, hidden counts, no solution)",
          "[tents][small_closure]") {
  std::map<int, int> seen;
  int compared = 0;
  for (std::uint64_t i = 0; i < 6000; ++i) {
    dg::Rng rng(dg::derive_seed(4243, i));
    const auto p = dg::test::random_tents_board(rng);
    if (!p || p->unique_matching) continue;
    INFO("case " << i << ": " << tents::to_json(*p).dump());
    ++compared;
    for (int cap : {0, 1}) {
      const int fast = tents::small_closure_tier(tents::small_board(*p), cap);
      REQUIRE(fast == grader_tier(*p, cap));
      ++seen[fast];
    }
  }
  CHECK(compared > 3000);
  CHECK(seen[-1] > 200);
  CHECK(seen[0] > 200);
}
