// Full grids and clue pools for odd, rectangular and counted boards (see general_board.hpp).
#include "generator/tango/general_board.hpp"

#include <bit>
#include <vector>

#include "solver/tango/counter.hpp"
#include "solver/tango/lines.hpp"

namespace dg::tango {

namespace {

// Enough for the row counter to settle "completable?" on any board up to 14x14 in the tests; a
// line it cannot settle is skipped like a dead end.
constexpr std::uint64_t kRowBudget = 200000;

}  // namespace

Solution random_board(const Puzzle& shape, Rng& rng) {
  Puzzle p = shape;
  const int rows = p.n, cols = p.width();
  p.cells.assign(static_cast<std::size_t>(rows * cols), -1);
  auto set_row = [&](int r, std::uint32_t l, bool clear) {
    for (int c = 0; c < cols; ++c)
      p.cells[static_cast<std::size_t>(r * cols + c)] =
          static_cast<std::int8_t>(clear ? -1 : static_cast<int>(l >> c & 1u));
  };
  for (int r = 0; r < rows; ++r) {
    const OnesRange range = row_range(p, r);
    const auto span = valid_lines(cols, range.lo, range.hi);
    std::vector<std::uint32_t> order(span.begin(), span.end());
    rng.shuffle(order);
    bool placed = false;
    for (std::uint32_t l : order) {
      set_row(r, l, false);
      if (count_solutions(p, 1, Budget{kRowBudget}).count >= 1) {
        placed = true;
        break;
      }
      set_row(r, l, true);
    }
    if (!placed) return {};
  }
  Solution s;
  for (int r = 0; r < rows; ++r) {
    std::string row;
    for (int c = 0; c < cols; ++c) row += static_cast<char>('0' + p.at(r, c));
    s.push_back(std::move(row));
  }
  return s;
}

CluePool general_pool(const Params& p, Rng& rng) {
  Puzzle shape;
  shape.n = p.n;
  shape.cols = p.width() == p.n ? 0 : p.width();
  shape.unique_lines = p.unique_lines;
  Puzzle draw = shape;
  if (p.counts) {  // any count per line: no three alike bounds it already
    draw.row_ones.assign(static_cast<std::size_t>(p.n), OnesRange{0, p.width()});
    draw.col_ones.assign(static_cast<std::size_t>(p.width()), OnesRange{0, p.n});
  }
  const Solution s = random_board(draw, rng);
  if (s.empty()) return {};
  if (p.counts) {
    for (int r = 0; r < p.n; ++r) {
      int suns = 0;
      for (char ch : s[static_cast<std::size_t>(r)]) suns += ch == '1';
      shape.row_ones.push_back({suns, suns});
    }
    for (int c = 0; c < p.width(); ++c) {
      int suns = 0;
      for (int r = 0; r < p.n; ++r)
        suns += s[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)] == '1';
      shape.col_ones.push_back({suns, suns});
    }
  }
  return make_pool(s, shape);
}

}  // namespace dg::tango
