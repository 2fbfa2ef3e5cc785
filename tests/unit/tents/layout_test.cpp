// The Tents random layout: each layout's planted tents solve it, one tent per tree.
#include <algorithm>

#include <catch2/catch.hpp>

#include "generator/tents/layout.hpp"
#include "solver/common/rng.hpp"

namespace tents = dg::tents;

TEST_CASE("tents layouts are solved by their planted tents", "[tents][generator]") {
  int made = 0;
  for (std::uint64_t i = 0; i < 300; ++i) {
    dg::SplitMixRng rng(dg::derive_seed(9, i));
    const int rows = 5 + static_cast<int>(i % 11), cols = 5 + static_cast<int>((i * 7) % 11);
    tents::Layout layout;
    if (!tents::random_layout(rows, cols, 20, rng, layout)) continue;
    ++made;
    const auto puzzle = tents::layout_puzzle(layout);
    REQUIRE(puzzle.ok());
    const tents::Solution planted = tents::layout_tents(layout);
    INFO(tents::to_json(*puzzle).dump());
    CHECK(tents::check_solution(*puzzle, planted).ok());
    CHECK(std::is_sorted(planted.begin(), planted.end()));
    CHECK(planted.size() == puzzle->trees.size());
    CHECK(static_cast<int>(planted.size()) == std::max(1, rows * cols * 20 / 100));
  }
  CHECK(made > 100);
}

TEST_CASE("tents layouts for the matching tier hold a ring in a corner", "[tents][generator]") {
  int made = 0;
  for (std::uint64_t i = 0; i < 300; ++i) {
    dg::SplitMixRng rng(dg::derive_seed(39, i));
    const int rows = 5 + static_cast<int>(i % 11), cols = 5 + static_cast<int>((i * 7) % 11);
    tents::Layout layout;
    if (!tents::random_layout(rows, cols, 20, rng, layout, true)) continue;
    ++made;
    const auto puzzle = tents::layout_puzzle(layout);
    REQUIRE(puzzle.ok());
    const tents::Solution planted = tents::layout_tents(layout);
    INFO(tents::to_json(*puzzle).dump());
    CHECK(tents::check_solution(*puzzle, planted).ok());
    // Some corner's 3 x 3 block has tents on its corners and trees on its sides' middles.
    const auto tent = [&](int r, int c) {
      return std::binary_search(planted.begin(), planted.end(), dg::Cell{r, c});
    };
    const auto tree = [&](int r, int c) { return puzzle->is_tree({r, c}); };
    int rings = 0;
    for (int r0 : {0, rows - 3})
      for (int c0 : {0, cols - 3})
        rings += tent(r0, c0) && tent(r0, c0 + 2) && tent(r0 + 2, c0) && tent(r0 + 2, c0 + 2) &&
                 tree(r0, c0 + 1) && tree(r0 + 1, c0) && tree(r0 + 1, c0 + 2) &&
                 tree(r0 + 2, c0 + 1);
    CHECK(rings >= 1);
  }
  CHECK(made > 50);
}
