// The canonical key is the store's UNIQUE key, so its text must not change: the fast key
// (solver/tents/canonical.cpp) against the key written the plain way, cell by cell through
// transform(), on random boards (square and not, givens, hidden counts, the variant).
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "generator/tents/layout.hpp"
#include "solver/common/symmetry.hpp"
#include "solver/tents/canonical.hpp"
#include "tests/unit/tents/random_board.hpp"

namespace tents = dg::tents;
using dg::Cell;

namespace {

std::string plain_key(const tents::Puzzle& p) {
  std::string best;
  for (int sym = 0; sym < dg::kSymmetries; ++sym) {
    const bool swap = dg::swaps_dims(sym);
    if (p.rows != p.cols && swap) continue;
    const int rows = swap ? p.cols : p.rows, cols = swap ? p.rows : p.cols;
    std::string key(static_cast<std::size_t>(rows * cols), '.');
    auto put = [&](const std::vector<Cell>& list, char ch) {
      for (Cell c : list) {
        const Cell t = dg::transform(c, sym, p.rows, p.cols);
        key[static_cast<std::size_t>(t.row * cols + t.col)] = ch;
      }
    };
    put(p.trees, 'T');
    put(p.tents, '^');
    put(p.grass, '-');
    std::vector<int> row_counts(static_cast<std::size_t>(rows)),
        col_counts(static_cast<std::size_t>(cols));
    auto move_line = [&](Cell a, Cell b, int count) {
      const Cell ta = dg::transform(a, sym, p.rows, p.cols);
      const Cell tb = dg::transform(b, sym, p.rows, p.cols);
      (ta.row == tb.row ? row_counts[static_cast<std::size_t>(ta.row)]
                        : col_counts[static_cast<std::size_t>(ta.col)]) = count;
    };
    for (int r = 0; r < p.rows; ++r)
      move_line({r, 0}, {r, 1}, p.row_counts[static_cast<std::size_t>(r)]);
    for (int c = 0; c < p.cols; ++c)
      move_line({0, c}, {1, c}, p.col_counts[static_cast<std::size_t>(c)]);
    for (const auto* counts : {&row_counts, &col_counts}) {
      key += '|';
      for (int n : *counts) key += (n == tents::kHidden ? "?" : std::to_string(n)) + ",";
    }
    if (best.empty() || key < best) best = key;
  }
  return "tents:" + std::to_string(p.rows) + "x" + std::to_string(p.cols) +
         (p.unique_matching ? ":unique-matching:" : ":") + best;
}

}  // namespace

TEST_CASE("tents canonical key: the same text as the plain cell-by-cell key", "[tents][model]") {
  int compared = 0, rectangles = 0;
  for (std::uint64_t i = 0; i < 1500; ++i) {
    dg::Rng rng(dg::derive_seed(77, i));
    const auto p = dg::test::random_tents_board(rng);
    if (!p) continue;
    INFO("board " << i << ": " << tents::to_json(*p).dump());
    REQUIRE(tents::canonical_key(*p) == plain_key(*p));
    ++compared;
    rectangles += p->rows != p->cols;
  }
  for (std::uint64_t i = 0; i < 300; ++i) {  // generator-sized boards, up to 20 x 20
    dg::SplitMixRng rng(dg::derive_seed(78, i));
    const int rows = 5 + static_cast<int>(i % 16), cols = 5 + static_cast<int>((i * 7) % 16);
    tents::Layout layout;
    if (!tents::random_layout(rows, cols, 20, rng, layout)) continue;
    const auto p = tents::layout_puzzle(layout);
    REQUIRE(p.ok());
    INFO("layout " << i << ": " << tents::to_json(*p).dump());
    REQUIRE(tents::canonical_key(*p) == plain_key(*p));
    ++compared;
  }
  CHECK(compared > 1200);
  CHECK(rectangles > 300);
}
