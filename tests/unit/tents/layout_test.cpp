// The Tents random layout: each layout's planted tents solve it, one tent per tree.
#include <catch2/catch.hpp>

#include "generator/tents/layout.hpp"
#include "solver/common/rng.hpp"

namespace tents = dg::tents;

TEST_CASE("tents layouts are solved by their planted tents", "[tents][generator]") {
  int made = 0;
  for (std::uint64_t i = 0; i < 300; ++i) {
    dg::Rng rng(dg::derive_seed(9, i));
    const int rows = 5 + static_cast<int>(i % 11), cols = 5 + static_cast<int>((i * 7) % 11);
    const auto layout = tents::random_layout(rows, cols, 20, rng);
    if (!layout) continue;
    ++made;
    INFO(tents::to_json(layout->puzzle).dump());
    CHECK(tents::check_solution(layout->puzzle, layout->tents).ok());
    CHECK(layout->tents.size() == layout->puzzle.trees.size());
  }
  CHECK(made > 100);
}
