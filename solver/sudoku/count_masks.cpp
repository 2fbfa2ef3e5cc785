// The production counter on boards of at most 64 cells (4x4, 6x6 Mini Sudoku, 8x8): the search of
// count_bits.cpp on the transposed state, one 64-bit mask per digit of the cells that may still
// hold it. Placing a digit is then a handful of AND-NOTs with precomputed peer masks, a cell's
// candidate count a bit-sliced sum over the digits, a hidden single one AND with a unit mask, and
// a child's state 72 bytes to copy: about twice the speed of the per-cell bitsets on a 6x6, where
// the generator spends most of its time counting (tests/bench/bench_sudoku_generate.cpp).
// It runs the same search as count_bits.cpp: naked and hidden singles to their fixed point (which
// does not depend on the order the rules fire in), then a branch on the first open cell with the
// fewest candidates, digits in ascending order. So it visits the same nodes and finds the same
// solutions in the same order; tests hold it against the exact-cover counter like count_bits.cpp.
#include <array>
#include <bit>
#include <vector>

#include "solver/common/popcount_clones.hpp"
#include "solver/sudoku/count_masks.hpp"

namespace dg::sudoku {

namespace {

using Cells = std::uint64_t;
constexpr int kMaxSmallSize = 8;  // 8 x 8 = 64 cells

// The masks of one box shape: each cell's peers and each unit's cells.
struct Masks {
  int n = 0;
  Cells board = 0;
  std::array<Cells, 64> peers{};
  std::array<Cells, 3 * kMaxSmallSize> unit{};
};

Cells bit(int k) {
  return Cells{1} << k;
}

Masks build(const Geometry& g) {
  Masks m;
  m.n = g.n;
  m.board = g.cells == 64 ? ~Cells{0} : bit(g.cells) - 1;
  for (int k = 0; k < g.cells; ++k)
    for (int i = 0; i < g.peer_count; ++i)
      m.peers[static_cast<std::size_t>(k)] |= bit(g.peers_of(k)[i]);
  for (int u = 0; u < g.units(); ++u)
    for (int i = 0; i < g.n; ++i) m.unit[static_cast<std::size_t>(u)] |= bit(g.unit_cells(u)[i]);
  return m;
}

const Masks& masks_of(const Geometry& g) {
  // Every supported shape of n <= 8: R, C in 2..4.
  static const std::array<Masks, 25> table = [] {
    std::array<Masks, 25> t{};
    for (int r = 2; r <= 4; ++r)
      for (int c = 2; c <= 4; ++c)
        if (r * c <= kMaxSmallSize) t[static_cast<std::size_t>(r * 5 + c)] = build(geometry(r, c));
    return t;
  }();
  return table[static_cast<std::size_t>(g.box_rows * 5 + g.box_cols)];
}

struct State {
  std::array<Cells, kMaxSmallSize> pos;  // pos[d]: the cells that may hold digit d + 1
  Cells open;                            // the cells not yet fixed
};

class Search {
 public:
  Search(const Geometry& g, int limit, const Budget& budget)
      : g_(g), m_(masks_of(g)), limit_(limit < 1 ? 1 : limit), budget_(budget) {}

  Count run(const Puzzle& p, int avoid_cell, int avoid_digit) {
    State s;
    s.pos.fill(m_.board);
    s.open = m_.board;
    bool ok = true;
    for (int k = 0; k < g_.cells && ok; ++k) {
      const int d = p.givens[static_cast<std::size_t>(k)] - 1;
      if (d < 0) continue;
      ok = (s.pos[static_cast<std::size_t>(d)] & bit(k)) != 0;
      if (ok && (s.open & bit(k))) assign(s, k, d);
    }
    if (ok && avoid_cell >= 0) {
      // Fixed to that digit by the givens: no solution avoids it. Otherwise the fixed point
      // finds a cell left with no candidate.
      ok = (s.open & bit(avoid_cell)) ||
           !(s.pos[static_cast<std::size_t>(avoid_digit - 1)] & bit(avoid_cell));
      s.pos[static_cast<std::size_t>(avoid_digit - 1)] &= ~bit(avoid_cell);
    }
    out_.nodes = 1;
    if (ok) search(s);
    return std::move(out_);
  }

 private:
  void assign(State& s, int k, int d) const {
    const Cells b = bit(k);
    for (int e = 0; e < m_.n; ++e) s.pos[static_cast<std::size_t>(e)] &= ~b;
    s.pos[static_cast<std::size_t>(d)] =
        (s.pos[static_cast<std::size_t>(d)] & ~m_.peers[static_cast<std::size_t>(k)]) | b;
    s.open &= ~b;
  }

  // Naked and hidden singles to their fixed point. False on a contradiction: a cell with no
  // candidate, or a unit with no place for a digit.
  bool propagate(State& s) const {
    for (;;) {
      Cells once = 0, twice = 0;
      for (int d = 0; d < m_.n; ++d) {
        twice |= once & s.pos[static_cast<std::size_t>(d)];
        once |= s.pos[static_cast<std::size_t>(d)];
      }
      if (once != m_.board) return false;
      Cells naked = s.open & ~twice;
      bool changed = false;
      for (int d = 0; d < m_.n && naked; ++d) {
        Cells here = naked & s.pos[static_cast<std::size_t>(d)];
        naked &= ~here;
        while (here) {
          const int k = std::countr_zero(here);
          here &= here - 1;
          if (!(s.pos[static_cast<std::size_t>(d)] & bit(k))) return false;  // a peer took d
          assign(s, k, d);
          changed = true;
        }
      }
      if (changed) continue;
      for (int d = 0; d < m_.n; ++d) {
        const Cells places_d = s.pos[static_cast<std::size_t>(d)];
        // Placed everywhere: n fixed cells, one per unit, or a unit lacks it.
        if (!(places_d & s.open)) {
          if (std::popcount(places_d) != m_.n) return false;
          continue;
        }
        for (int u = 0; u < 3 * m_.n; ++u) {
          const Cells places =
              s.pos[static_cast<std::size_t>(d)] & m_.unit[static_cast<std::size_t>(u)];
          if (!(places & s.open)) {
            if (places == 0) return false;
            continue;  // placed in this unit
          }
          if ((places & (places - 1)) == 0) {
            assign(s, std::countr_zero(places), d);
            changed = true;
          }
        }
      }
      if (!changed) return true;
    }
  }

  // The first open cell with the fewest candidates (count_bits.cpp's choice), by a bit-sliced
  // count: the cells with exactly two first, else a scan.
  int branch_cell(const State& s) const {
    Cells once = 0, two = 0, three = 0;
    for (int d = 0; d < m_.n; ++d) {
      const Cells p = s.pos[static_cast<std::size_t>(d)];
      three |= two & p;
      two |= once & p;
      once |= p;
    }
    const Cells exactly_two = s.open & two & ~three;
    if (exactly_two) return std::countr_zero(exactly_two);
    int best = -1, best_count = kMaxSmallSize + 1;
    for (Cells open = s.open; open; open &= open - 1) {
      const int k = std::countr_zero(open);
      int count = 0;
      for (int d = 0; d < m_.n; ++d)
        count += static_cast<int>((s.pos[static_cast<std::size_t>(d)] >> k) & 1);
      if (count < best_count) best = k, best_count = count;
    }
    return best;
  }

  void search(State& s) {
    if (!propagate(s)) return;
    if (s.open == 0) {
      ++out_.count;
      if (budget_.keeps(out_.solutions.size())) {
        Solution sol(static_cast<std::size_t>(g_.cells));
        for (int d = 0; d < m_.n; ++d)
          for (Cells c = s.pos[static_cast<std::size_t>(d)]; c; c &= c - 1)
            sol[static_cast<std::size_t>(std::countr_zero(c))] = static_cast<std::uint8_t>(d + 1);
        out_.solutions.push_back(std::move(sol));
      }
      if (out_.count >= limit_) stop_ = true;
      return;
    }
    const int best = branch_cell(s);
    ++out_.guesses;  // an open cell after the fixed point has two candidates or more
    for (int d = 0; d < m_.n && !stop_; ++d) {
      if (!(s.pos[static_cast<std::size_t>(d)] & bit(best))) continue;
      if (budget_.exhausted(++out_.nodes)) {
        out_.complete = false;
        stop_ = true;
        return;
      }
      State child = s;
      assign(child, best, d);
      search(child);
    }
  }

  const Geometry& g_;
  const Masks& m_;
  int limit_;
  Budget budget_;
  Count out_;
  bool stop_ = false;
};

}  // namespace

bool counted_by_masks(const Geometry& g) {
  return g.cells <= 64;
}

DG_POPCOUNT_CLONES Count count_by_masks(const Puzzle& p, int limit, const Budget& budget,
                                        int avoid_cell, int avoid_digit) {
  return Search(p.geo(), limit, budget).run(p, avoid_cell, avoid_digit);
}

}  // namespace dg::sudoku
