// Queens CP-style counter: cells are boolean variables (live / dead / queen). Propagation to a
// fixed point: a queen kills its row, column, region and king neighbours; a unit (row, column or
// region) without a queen and with no live cell fails; a unit with one live cell gets its queen.
// Then branch on the unit with the fewest live cells. Deliberately shares no code with the DFS
// counter so the two can check each other.
#include <algorithm>
#include <bitset>

#include "solver/queens/counter.hpp"

namespace dg::queens {

namespace {

constexpr int kMaxCells = kMaxSize * kMaxSize;
using Bits = std::bitset<kMaxCells>;

struct State {
  Bits live;
  Bits queens;
};

class Cp {
 public:
  Cp(const Puzzle& p, int limit, Budget budget) : p_(p), limit_(limit), budget_(budget) {
    const int n = p.n;
    units_.assign(static_cast<std::size_t>(3 * n), Bits{});
    kill_.assign(static_cast<std::size_t>(n * n), Bits{});
    for (int r = 0; r < n; ++r)
      for (int c = 0; c < n; ++c) {
        const auto i = static_cast<std::size_t>(r * n + c);
        units_[static_cast<std::size_t>(r)].set(i);
        units_[static_cast<std::size_t>(n + c)].set(i);
        units_[static_cast<std::size_t>(2 * n + p.region_at(r, c))].set(i);
      }
    for (int r = 0; r < n; ++r)
      for (int c = 0; c < n; ++c) {
        const auto i = static_cast<std::size_t>(r * n + c);
        Bits k = units_[static_cast<std::size_t>(r)] | units_[static_cast<std::size_t>(n + c)] |
                 units_[static_cast<std::size_t>(2 * n + p.region_at(r, c))];
        for (int dr = -1; dr <= 1; ++dr)
          for (int dc = -1; dc <= 1; ++dc) {
            int rr = r + dr, cc = c + dc;
            if (rr >= 0 && rr < n && cc >= 0 && cc < n) k.set(static_cast<std::size_t>(rr * n + cc));
          }
        k.reset(i);
        kill_[i] = k;
      }
  }

  Count run() {
    State s;
    for (int i = 0; i < p_.n * p_.n; ++i) s.live.set(static_cast<std::size_t>(i));
    search(s);
    return std::move(result_);
  }

 private:
  void place(State& s, std::size_t cell) const {
    s.queens.set(cell);
    s.live.reset(cell);
    s.live &= ~kill_[cell];
  }

  // Returns false on contradiction.
  bool propagate(State& s) const {
    bool changed = true;
    while (changed) {
      changed = false;
      for (const Bits& unit : units_) {
        if ((s.queens & unit).any()) continue;
        Bits live = s.live & unit;
        const std::size_t count = live.count();
        if (count == 0) return false;
        if (count == 1) {
          place(s, live._Find_first());
          changed = true;
        }
      }
    }
    return true;
  }

  bool search(State s) {
    if (budget_.exhausted(++result_.nodes)) {
      result_.complete = false;
      return true;
    }
    if (!propagate(s)) return false;
    if (static_cast<int>(s.queens.count()) == p_.n) {
      Solution sol(static_cast<std::size_t>(p_.n));
      for (std::size_t i = s.queens._Find_first(); i < s.queens.size();
           i = s.queens._Find_next(i))
        sol[i / static_cast<std::size_t>(p_.n)] = static_cast<int>(i % static_cast<std::size_t>(p_.n));
      if (budget_.keeps(result_.solutions.size())) result_.solutions.push_back(std::move(sol));
      return ++result_.count >= limit_;
    }
    // Most constrained open unit (propagate left every open unit with 2+ live cells).
    const Bits* best = nullptr;
    std::size_t best_count = SIZE_MAX;
    for (const Bits& unit : units_) {
      if ((s.queens & unit).any()) continue;
      std::size_t count = (s.live & unit).count();
      if (count < best_count) {
        best_count = count;
        best = &unit;
      }
    }
    ++result_.guesses;
    Bits options = s.live & *best;
    for (std::size_t i = options._Find_first(); i < options.size(); i = options._Find_next(i)) {
      State next = s;
      place(next, i);
      if (search(next)) return true;
      s.live.reset(i);  // the remaining branches exclude this cell
    }
    return false;
  }

  const Puzzle& p_;
  int limit_;
  Budget budget_;
  std::vector<Bits> units_;  // rows, then columns, then regions
  std::vector<Bits> kill_;   // cells a queen on cell i kills (not i itself)
  Count result_;
};

}  // namespace

Count count_solutions_cp(const Puzzle& p, int limit, Budget budget) {
  return Cp(p, std::max(limit, 1), budget).run();
}

}  // namespace dg::queens
