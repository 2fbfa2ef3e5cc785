// The production Sudoku counter (counter.hpp): each cell's candidates as a bitset; a cell left
// with one candidate is fixed and its digit removed from its peers (naked singles), and a digit
// with one place left in a unit is fixed there (hidden singles), to a fixed point; then a branch
// on the open cell with the fewest candidates, one child per candidate, each on a copy of the
// state (436 bytes at most: copying beats undoing for boards this small).
#include <array>
#include <bit>

#include "solver/sudoku/count_masks.hpp"
#include "solver/sudoku/counter.hpp"

namespace dg::sudoku {

namespace {

struct State {
  std::array<Digits, kMaxCells> cand;         // a fixed cell holds its digit alone
  std::array<std::uint8_t, kMaxCells> fixed;  // 1 once the digit is removed from the peers
  int left = 0;                               // open cells
};

class Search {
 public:
  Search(const Geometry& g, int limit, const Budget& budget)
      : g_(g), limit_(limit < 1 ? 1 : limit), budget_(budget) {}

  // avoid_cell >= 0: that open cell may not take `avoid_digit`.
  Count run(const Puzzle& p, int avoid_cell = -1, int avoid_digit = 0) {
    State s;
    s.cand.fill(g_.all);
    s.fixed.fill(0);
    s.left = g_.cells;
    bool ok = true;
    for (int k = 0; k < g_.cells && ok; ++k) {
      const int d = p.givens[static_cast<std::size_t>(k)];
      if (d == 0) continue;
      const Digits bit = static_cast<Digits>(1u << (d - 1));
      if (s.fixed[static_cast<std::size_t>(k)])
        ok = s.cand[static_cast<std::size_t>(k)] == bit;
      else
        ok = (s.cand[static_cast<std::size_t>(k)] & bit) && assign(s, k, bit);
    }
    if (ok && avoid_cell >= 0) ok = forbid(s, avoid_cell, avoid_digit);
    out_.nodes = 1;
    if (ok) search(s);
    return std::move(out_);
  }

 private:
  // Removes digit d from cell k's candidates (a no-op when k is fixed to another digit). False
  // when k is left with none or was fixed to d.
  bool forbid(State& s, int k, int d) {
    const std::size_t i = static_cast<std::size_t>(k);
    const Digits bit = static_cast<Digits>(1u << (d - 1));
    if (!(s.cand[i] & bit)) return true;
    if (s.fixed[i]) return false;
    const Digits m = static_cast<Digits>(s.cand[i] & ~bit);
    if (m == 0) return false;
    if ((m & (m - 1)) == 0) return assign(s, k, m);
    s.cand[i] = m;
    return true;
  }

  // Fixes cell k to the digit `bit` and removes it from every peer, fixing in turn each peer
  // left with one candidate. False on a contradiction (a cell without candidates, or two peers
  // fixed to one digit). Pre: k is open and `bit` one of its candidates.
  bool assign(State& s, int k, Digits bit) {
    std::array<std::uint8_t, kMaxCells> stack;
    int top = 0;
    s.cand[static_cast<std::size_t>(k)] = bit;
    s.fixed[static_cast<std::size_t>(k)] = 1;
    --s.left;
    stack[static_cast<std::size_t>(top++)] = static_cast<std::uint8_t>(k);
    while (top > 0) {
      const int c = stack[static_cast<std::size_t>(--top)];
      const Digits b = s.cand[static_cast<std::size_t>(c)];
      const std::uint8_t* peers = g_.peers_of(c);
      for (int i = 0; i < g_.peer_count; ++i) {
        const std::size_t q = peers[i];
        if (!(s.cand[q] & b)) continue;
        if (s.fixed[q]) return false;
        const Digits m = static_cast<Digits>(s.cand[q] & ~b);
        s.cand[q] = m;
        if (m == 0) return false;
        if ((m & (m - 1)) == 0) {
          s.fixed[q] = 1;
          --s.left;
          stack[static_cast<std::size_t>(top++)] = static_cast<std::uint8_t>(q);
        }
      }
    }
    return true;
  }

  // One sweep of hidden singles over every unit; `changed` when one was fixed. False on a
  // contradiction (a unit where a digit has no place left).
  bool hidden_singles(State& s, bool& changed) {
    for (int u = 0; u < g_.units(); ++u) {
      const std::uint8_t* cells = g_.unit_cells(u);
      Digits once = 0, twice = 0;
      for (int i = 0; i < g_.n; ++i) {
        const Digits c = s.cand[cells[i]];
        twice |= static_cast<Digits>(once & c);
        once |= c;
      }
      if (once != g_.all) return false;
      Digits single = static_cast<Digits>(once & ~twice);
      while (single) {
        const Digits bit = static_cast<Digits>(single & (~single + 1));
        single = static_cast<Digits>(single ^ bit);
        int at = -1;
        for (int i = 0; i < g_.n && at < 0; ++i)
          if (s.cand[cells[i]] & bit) at = cells[i];
        if (at < 0) return false;  // an earlier single in this sweep took its last place
        if (s.fixed[static_cast<std::size_t>(at)]) continue;
        if (!assign(s, at, bit)) return false;
        changed = true;
      }
    }
    return true;
  }

  void search(State& s) {
    for (bool changed = true; changed;) {
      changed = false;
      if (!hidden_singles(s, changed)) return;
    }
    if (s.left == 0) {
      ++out_.count;
      if (budget_.keeps(out_.solutions.size())) {
        Solution sol(static_cast<std::size_t>(g_.cells));
        for (int k = 0; k < g_.cells; ++k)
          sol[static_cast<std::size_t>(k)] = static_cast<std::uint8_t>(
              std::countr_zero(static_cast<unsigned>(s.cand[static_cast<std::size_t>(k)])) + 1);
        out_.solutions.push_back(std::move(sol));
      }
      if (out_.count >= limit_) stop_ = true;
      return;
    }
    int best = -1, best_count = kMaxSize + 1;
    for (int k = 0; k < g_.cells; ++k) {
      if (s.fixed[static_cast<std::size_t>(k)]) continue;
      const int count = std::popcount(static_cast<unsigned>(s.cand[static_cast<std::size_t>(k)]));
      if (count < best_count) {
        best = k;
        best_count = count;
        if (count == 2) break;
      }
    }
    if (best_count >= 2) ++out_.guesses;
    Digits options = s.cand[static_cast<std::size_t>(best)];
    while (options && !stop_) {
      const Digits bit = static_cast<Digits>(options & (~options + 1));
      options = static_cast<Digits>(options ^ bit);
      if (budget_.exhausted(++out_.nodes)) {
        out_.complete = false;
        stop_ = true;
        return;
      }
      State child = s;
      if (assign(child, best, bit)) search(child);
    }
  }

  const Geometry& g_;
  int limit_;
  Budget budget_;
  Count out_;
  bool stop_ = false;
};

}  // namespace

// Boards of at most 64 cells go to count_masks.cpp: the same search, faster on its masks.
Count count_solutions_avoiding(const Puzzle& p, int cell, int digit, int limit, Budget budget) {
  if (counted_by_masks(p.geo())) return count_by_masks(p, limit, budget, cell, digit);
  return Search(p.geo(), limit, budget).run(p, cell, digit);
}

Count count_solutions(const Puzzle& p, int limit, Budget budget) {
  if (counted_by_masks(p.geo())) return count_by_masks(p, limit, budget);
  return Search(p.geo(), limit, budget).run(p);
}

}  // namespace dg::sudoku
