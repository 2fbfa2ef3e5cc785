// Sudoku canonical keys: the same for a board under random symmetries (digits relabelled, rows
// within bands and bands reordered, columns likewise, transposed when the boxes are square),
// different for boards that differ.
#include <catch2/catch.hpp>

#include <set>

#include "solver/sudoku/canonical.hpp"
#include "tests/unit/sudoku/boards.hpp"

namespace sudoku = dg::sudoku;

namespace {

sudoku::Puzzle scrambled(const sudoku::Puzzle& p, dg::Rng& rng) {
  const int n = p.n;
  const std::vector<int> digits = dg::test::shuffled(rng, n);
  const std::vector<int> rows = dg::test::grouped_order(rng, n, p.box_rows);
  const std::vector<int> cols = dg::test::grouped_order(rng, n, p.box_cols);
  const bool transpose = p.box_rows == p.box_cols && rng.chance(1, 2);
  sudoku::Puzzle out = p;
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) {
      const int d = p.at(rows[static_cast<std::size_t>(r)], cols[static_cast<std::size_t>(c)]);
      const int k = transpose ? c * n + r : r * n + c;
      out.givens[static_cast<std::size_t>(k)] =
          d == 0 ? 0 : static_cast<std::uint8_t>(digits[static_cast<std::size_t>(d - 1)] + 1);
    }
  return out;
}

}  // namespace

TEST_CASE("sudoku canonical keys are invariant under the symmetries", "[sudoku][canonical]") {
  for (auto [br, bc] :
       {std::pair{2, 2}, std::pair{2, 3}, std::pair{3, 2}, std::pair{3, 3}, std::pair{2, 4}}) {
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
      dg::Rng rng(seed * 1000 + static_cast<std::uint64_t>(br * 10 + bc));
      const sudoku::Puzzle p = dg::test::board_by_removal(rng, br, bc);
      const std::string key = sudoku::canonical_key(p);
      INFO(sudoku::to_text(p));
      for (int i = 0; i < 4; ++i) CHECK(sudoku::canonical_key(scrambled(p, rng)) == key);
    }
  }
}

TEST_CASE("sudoku canonical keys tell different boards apart", "[sudoku][canonical]") {
  std::set<std::string> keys;
  int boards = 0;
  for (std::uint64_t seed = 1; seed <= 30; ++seed) {
    dg::Rng rng(seed);
    const sudoku::Puzzle p = dg::test::board_by_removal(rng, 2, 3);
    ++boards;
    keys.insert(sudoku::canonical_key(p));
    // One given more is another board.
    sudoku::Puzzle q = p;
    sudoku::Solution s = sudoku::count_solutions(p, 1).solutions.front();
    for (std::size_t k = 0; k < q.givens.size(); ++k)
      if (q.givens[k] == 0) {
        q.givens[k] = s[k];
        break;
      }
    CHECK(sudoku::canonical_key(q) != sudoku::canonical_key(p));
  }
  CHECK(static_cast<int>(keys.size()) == boards);
  // Degenerate boards finish: empty, one given, a full column.
  const sudoku::Puzzle empty = *sudoku::make_puzzle(3, 3, std::vector<std::uint8_t>(81, 0));
  CHECK(sudoku::canonical_key(empty) == "sudoku:3x3:" + std::string(81, '.'));
  sudoku::Puzzle column = empty;
  for (int r = 0; r < 9; ++r)
    column.givens[static_cast<std::size_t>(r * 9 + 4)] = static_cast<std::uint8_t>(r + 1);
  dg::Rng rng(5);
  CHECK(sudoku::canonical_key(scrambled(column, rng)) == sudoku::canonical_key(column));
}
