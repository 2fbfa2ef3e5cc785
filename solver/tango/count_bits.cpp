// Tango counter for boards up to 8x8 on sets of valid lines: a line of length n <= 8 has at most
// 34 valid values (14 for n = 6), so every row's and every column's remaining candidates fit one
// 64-bit set (bit i = valid_lines(n)[i]). A row and a column meet in one cell; the two sets are
// kept arc consistent: a row whose candidates all agree on a cell narrows the column to the
// candidates with that value there, and the other way round, through a worklist of the lines whose
// set shrank, to a fixed point. Then the line with the fewest candidates (two or more) is split
// into one branch per candidate. At the fixed point with every row down to one candidate, each
// column has exactly the one line the rows spell (its set is narrowed at every row and not empty),
// so that is a solution.
// Unique lines (classic Takuzu): rows and columns share valid_lines(n), so a line settled on one
// candidate takes that candidate away from every other line of its kind.
// Written for the generator, which asks "unique?" tens of times per puzzle from a grid its rules
// have already closed: no allocation, and nothing is built per call but the sets (line_clues.hpp).
// Measured against the row DFS (count_dfs.cpp) from the same closed grids, 6x6 generate x2000: see
// tests/bench/results/2026-11-27-tango-speed-4.md.
#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <span>

#include "solver/common/popcount64.hpp"
#include "solver/tango/line_clues.hpp"
#include "solver/tango/lines.hpp"

namespace dg::tango {

namespace {

using Set = std::uint64_t;  // bit i: valid_lines(n)[i]
using Line = std::uint32_t;

constexpr int kMaxBitsSize = 8;

// Sizes whose sets have at most 14 bits (n <= 6) also get lookup tables for the two steps every
// count repeats on every line (measured on 6x6 generate x2000: 340M -> see the results file).
constexpr int kMaxTableSize = 6;

// Per n: which valid lines have value v at position p, and which keep the sign at bits i, i+1.
struct Tables {
  int count = 0;  // valid lines
  std::array<Line, 64> line{};
  std::array<std::array<Set, 2>, kMaxBitsSize> at{};  // at[p][v]
  std::array<Set, kMaxBitsSize> same{}, differ{};     // cells i and i+1 equal / different
  Set all = 0;
  // n <= 6 only (else empty). agree[S]: the cells on which every line of S is 1 (low byte) and
  // those on which some line of S is 1 (high byte).
  std::vector<std::uint16_t> agree;
  // fitting[known << n | sun]: the lines with those known cells; keeping[equal << (n - 1) |
  // opposite]: the lines that keep those signs.
  std::vector<Set> fitting, keeping;
};

// The lines of `tb` that keep the signs `equal` and `opposite`.
Set lines_keeping(const Tables& tb, Line equal, Line opposite) {
  Set set = tb.all;
  for (Line e = equal; e; e &= e - 1) set &= tb.same[static_cast<std::size_t>(std::countr_zero(e))];
  for (Line o = opposite; o; o &= o - 1)
    set &= tb.differ[static_cast<std::size_t>(std::countr_zero(o))];
  return set;
}

// The lines of `tb` with the known cells `known` (values `sun`).
Set lines_fitting(const Tables& tb, Line known, Line sun) {
  Set set = tb.all;
  for (Line k = known; k; k &= k - 1) {
    const int p = std::countr_zero(k);
    set &= tb.at[static_cast<std::size_t>(p)][sun >> p & 1u];
  }
  return set;
}

const Tables& tables(int n) {
  static const auto all = [] {
    std::array<Tables, kMaxBitsSize + 1> t;
    for (int size = kMinSize; size <= kMaxBitsSize; size += 2) {
      Tables& tb = t[static_cast<std::size_t>(size)];
      const std::span<const std::uint32_t> lines = valid_lines(size);
      tb.count = static_cast<int>(lines.size());
      for (std::size_t i = 0; i < lines.size(); ++i) {
        const Line l = lines[i];
        const Set bit = Set{1} << i;
        tb.line[i] = l;
        tb.all |= bit;
        for (int p = 0; p < size; ++p) {
          tb.at[static_cast<std::size_t>(p)][l >> p & 1u] |= bit;
          if (p + 1 < size) ((l >> p ^ l >> (p + 1)) & 1u ? tb.differ : tb.same)[p] |= bit;
        }
      }
      if (size > kMaxTableSize) continue;
      // Each set from the set without its lowest line: one step per entry.
      tb.agree.assign(std::size_t{1} << tb.count, 0);
      tb.agree[0] = static_cast<std::uint16_t>((1u << size) - 1);  // (never read)
      for (std::size_t m = 1; m < tb.agree.size(); ++m) {
        const Line l = tb.line[static_cast<std::size_t>(std::countr_zero(m))];
        const std::size_t rest = m & (m - 1);
        const Line every = rest ? (tb.agree[rest] & 0xffu) & l : l;
        const Line any = rest ? (tb.agree[rest] >> 8 | l) : l;
        tb.agree[m] = static_cast<std::uint16_t>(every | any << 8);
      }
      tb.fitting.assign(std::size_t{1} << (2 * size), 0);
      for (Line known = 0; known < (1u << size); ++known)
        for (Line sun = known;; sun = (sun - 1) & known) {  // every subset of known
          tb.fitting[known << size | sun] = lines_fitting(tb, known, sun);
          if (sun == 0) break;
        }
      const Line signs = (1u << (size - 1)) - 1;
      tb.keeping.assign(std::size_t{1} << (2 * (size - 1)), 0);
      for (Line e = 0; e <= signs; ++e)
        for (Line o = 0; o <= signs; ++o) tb.keeping[e << (size - 1) | o] = lines_keeping(tb, e, o);
    }
    return t;
  }();
  return all[static_cast<std::size_t>(n)];
}

struct Sets {
  std::array<Set, 2 * kMaxBitsSize> of{};  // lines 0..n-1 rows, n..2n-1 columns
  // Per line, the cells whose value it has not yet passed to the crossing line: a cell known in
  // both lines needs no second look (the crossing line's set already holds only that value).
  std::array<Line, 2 * kMaxBitsSize> open{};
};

int count_of(Set x) {
  return popcount64(x);
}

class BitSearch {
 public:
  BitSearch(const LineClues& c, int limit, Budget budget)
      : n_(c.n), unique_(c.unique_lines), limit_(limit), budget_(budget), t_(tables(c.n)) {}

  CountResult<Solution> run(const LineClues& c) {
    Sets s;
    const Line full = (Line{1} << n_) - 1;
    for (int l = 0; l < 2 * n_; ++l) {
      const auto li = static_cast<std::size_t>(l);
      const Line known = c.known[li], sun = c.sun[li] & known, eq = c.equal[li],
                 opp = c.opposite[li];
      const Set set = t_.fitting.empty()
                          ? lines_fitting(t_, known, sun) & lines_keeping(t_, eq, opp)
                          : t_.fitting[known << n_ | sun] & t_.keeping[eq << (n_ - 1) | opp];
      if (set == 0) return std::move(result_);  // no line fits these clues
      s.of[li] = set;
      s.open[li] = ~c.known[li] & full;
    }
    const std::uint32_t every = (std::uint32_t{1} << (2 * n_)) - 1;
    if (settle_all(s) && propagate(s, every)) search(s);
    return std::move(result_);
  }

 private:
  // Unique lines: every line already down to one candidate takes it from its kind's other lines.
  bool settle_all(Sets& s) const {
    if (!unique_) return true;
    for (int l = 0; l < 2 * n_; ++l) {
      const Set set = s.of[static_cast<std::size_t>(l)];
      if (set == 0) return false;
      if (std::has_single_bit(set) && !take_from_kind(s, l, set, nullptr)) return false;
    }
    return true;
  }

  // Removes `set` (line l's only candidate) from every other line of l's kind; marks those that
  // shrank in `dirty` (when given). False when one is left empty.
  bool take_from_kind(Sets& s, int l, Set set, std::uint32_t* dirty) const {
    const int first = l < n_ ? 0 : n_;
    for (int m = first; m < first + n_; ++m) {
      Set& other = s.of[static_cast<std::size_t>(m)];
      if (m == l || !(other & set)) continue;
      other &= ~set;
      if (other == 0) return false;
      if (dirty) *dirty |= std::uint32_t{1} << m;
      if (std::has_single_bit(other) && !take_from_kind(s, m, other, dirty)) return false;
    }
    return true;
  }

  // Arc consistency from the `dirty` lines (bit l = line l) to a fixed point. False on a wipe-out.
  bool propagate(Sets& s, std::uint32_t dirty) const {
    while (dirty) {
      const int l = std::countr_zero(dirty);
      dirty &= dirty - 1;
      const Set set = s.of[static_cast<std::size_t>(l)];
      const int cross_first = l < n_ ? n_ : 0;                       // the lines crossing l
      const auto q = static_cast<std::size_t>(l < n_ ? l : l - n_);  // l's place in them
      Line& open = s.open[static_cast<std::size_t>(l)];
      // The open cells on which every candidate of l is 1, and those where every one is 0.
      Line ones = 0, zeros = 0;
      if (!t_.agree.empty()) {
        const std::uint16_t a = t_.agree[static_cast<std::size_t>(set)];
        ones = (a & 0xffu) & open;
        zeros = ~(a >> 8) & open;
      } else {
        for (Line cells = open; cells; cells &= cells - 1) {
          const int p = std::countr_zero(cells);
          const auto& at = t_.at[static_cast<std::size_t>(p)];
          if (!(set & at[0])) ones |= Line{1} << p;
          if (!(set & at[1])) zeros |= Line{1} << p;
        }
      }
      for (Line cells = ones | zeros; cells; cells &= cells - 1) {
        const int p = std::countr_zero(cells);
        const bool one = ones >> p & 1u;
        open &= ~(Line{1} << p);
        const int x = cross_first + p;
        s.open[static_cast<std::size_t>(x)] &= ~(Line{1} << q);
        Set& cross = s.of[static_cast<std::size_t>(x)];
        const Set narrowed = cross & t_.at[q][one ? 1 : 0];
        if (narrowed == cross) continue;
        if (narrowed == 0) return false;
        cross = narrowed;
        dirty |= std::uint32_t{1} << x;
        if (unique_ && std::has_single_bit(narrowed) && !take_from_kind(s, x, narrowed, &dirty))
          return false;
      }
    }
    return true;
  }

  // Returns true when the search must stop (limit reached or budget spent).
  bool search(const Sets& s) {
    if (budget_.exhausted(++result_.nodes)) {
      result_.complete = false;
      return true;
    }
    // The open line (two or more candidates) with the fewest; none open: a solution.
    int best = -1, best_count = 65;
    for (int l = 0; l < 2 * n_; ++l) {
      const int k = count_of(s.of[static_cast<std::size_t>(l)]);
      if (k >= 2 && k < best_count) best = l, best_count = k;
    }
    if (best < 0) return ++result_.count >= limit_;
    ++result_.guesses;
    for (Set rest = s.of[static_cast<std::size_t>(best)]; rest; rest &= rest - 1) {
      Sets next = s;
      const Set pick = rest & -rest;
      next.of[static_cast<std::size_t>(best)] = pick;
      std::uint32_t dirty = std::uint32_t{1} << best;
      if (unique_ && !take_from_kind(next, best, pick, &dirty)) continue;
      if (propagate(next, dirty) && search(next)) return true;
    }
    return false;
  }

  int n_;
  bool unique_;
  int limit_;
  Budget budget_;
  const Tables& t_;
  CountResult<Solution> result_;
};

}  // namespace

CountResult<Solution> count_line_bits(const LineClues& c, int limit, Budget budget) {
  if (c.n < kMinSize || c.n > kMaxBitsSize || c.n % 2 != 0) {
    CountResult<Solution> none;
    none.complete = false;
    return none;
  }
  return BitSearch(c, std::max(limit, 1), budget).run(c);
}

}  // namespace dg::tango
