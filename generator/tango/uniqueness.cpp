// The generator's uniqueness test (see uniqueness.hpp).
#include "generator/tango/uniqueness.hpp"

#include <algorithm>

#include "grader/tango/closure.hpp"
#include "solver/tango/counter.hpp"
#include "solver/tango/line_clues.hpp"

namespace dg::tango {

namespace {

// Every uniqueness count has a node budget (a count cut short reads as "not unique", so the number
// stays and the puzzle stays unique). Far above what the sizes generate fast need: the budget
// only bounds the odd and large boards (13x13 at tier any), where one count ran for minutes.
constexpr std::uint64_t kUniquenessNodes = 2'000'000;

template <class C>
bool one_solution(const C& count) {
  return count.complete && count.count == 1;
}

}  // namespace

bool counted_unique(const Puzzle& p) {
  return one_solution(count_solutions(p, 2, Budget{kUniquenessNodes}));
}

LineClues line_clues_of(const Grid& g) {
  LineClues c;
  c.n = g.n;
  c.unique_lines = g.unique_lines;
  const auto lines = static_cast<std::size_t>(g.lines());
  std::copy_n(g.known.begin(), lines, c.known.begin());
  std::copy_n(g.sun.begin(), lines, c.sun.begin());
  std::copy_n(g.equal.begin(), lines, c.equal.begin());
  std::copy_n(g.opposite.begin(), lines, c.opposite.begin());
  return c;
}

bool has_one_solution(const CluePool& pool, std::span<const int> kept, int screen_tier) {
  Grid g = grid_of(pool, kept);
  // Rectangles, odd sides and per-line counts: the per-line counters take the classic board
  // only, so sound rules first and the exact counter on the puzzle where they stall.
  if (!is_classic(pool.shape)) {
    if (close_grid(g, screen_tier) == Status::solved) return true;
    return counted_unique(puzzle_of(pool, kept));
  }
  if (g.n <= 8)  // see the header
    return one_solution(count_line_bits(line_clues_of(g), 2, Budget{kUniquenessNodes}));
  switch (close_grid(g, screen_tier)) {
    case Status::solved:
      return true;
    case Status::contradiction:  // sound rules: the clues have no solution at all
      return false;
    default:  // the closed grid has exactly the clues' solutions
      return one_solution(count_line_clues(line_clues_of(g), 2, Budget{kUniquenessNodes}));
  }
}

}  // namespace dg::tango
