// Queens CP-style counter: cells are boolean variables (live / dead / queen). Units (rows,
// columns, regions) each need a count of queens. Propagation to a fixed point: a queen kills the
// cells it attacks; a unit that has its count kills its other live cells; a unit whose queens and
// live cells together fall short fails; a unit whose live cells are exactly what it still needs
// gets them all. Then branch on the open unit with the fewest live cells, over which of them is
// its first queen. Deliberately shares no code with the DFS counter so the two can check each
// other (both read the puzzle through the model's unit needs and attack relation).
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

struct Unit {
  Bits cells;
  std::size_t need = 0;
};

class Cp {
 public:
  Cp(const Puzzle& p, int limit, Budget budget) : p_(p), limit_(limit), budget_(budget) {
    const int rows = p.n, cols = p.cols;
    units_.assign(static_cast<std::size_t>(rows + cols + region_count(p)), Unit{});
    for (int r = 0; r < rows; ++r)
      units_[static_cast<std::size_t>(r)].need = static_cast<std::size_t>(row_need(p, r));
    for (int c = 0; c < cols; ++c)
      units_[static_cast<std::size_t>(rows + c)].need = static_cast<std::size_t>(col_need(p, c));
    for (int g = 0; g < region_count(p); ++g)
      units_[static_cast<std::size_t>(rows + cols + g)].need =
          static_cast<std::size_t>(region_need(p, g));
    kill_.assign(static_cast<std::size_t>(rows * cols), Bits{});
    for (int r = 0; r < rows; ++r)
      for (int c = 0; c < cols; ++c) {
        if (!p.on_board(r, c)) continue;
        const auto i = static_cast<std::size_t>(r * cols + c);
        board_.set(i);
        units_[static_cast<std::size_t>(r)].cells.set(i);
        units_[static_cast<std::size_t>(rows + c)].cells.set(i);
        units_[static_cast<std::size_t>(rows + cols + p.region_at(r, c))].cells.set(i);
        for (int rr = 0; rr < rows; ++rr)
          for (int cc = 0; cc < cols; ++cc)
            if (attacks(p, {r, c}, {rr, cc}))
              kill_[i].set(static_cast<std::size_t>(rr * cols + cc));
      }
    total_ = static_cast<std::size_t>(queen_total(p));
  }

  Count run() {
    State s;
    s.live = board_;
    bool ok = true;
    for (Cell g : p_.givens) {
      const auto i = static_cast<std::size_t>(g.row * p_.cols + g.col);
      if (!s.live.test(i) || !room_for(s, i)) ok = false;
      if (ok) place(s, i);
    }
    if (ok)
      search(s);
    else
      ++result_.nodes;
    return std::move(result_);
  }

 private:
  // Every unit holding cell i still needs a queen.
  bool room_for(const State& s, std::size_t i) const {
    for (const Unit& u : units_)
      if (u.cells.test(i) && (s.queens & u.cells).count() >= u.need) return false;
    return true;
  }

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
      for (const Unit& unit : units_) {
        const std::size_t queens = (s.queens & unit.cells).count();
        Bits live = s.live & unit.cells;
        if (queens >= unit.need) {
          if (queens > unit.need) return false;
          if (live.any()) {
            s.live &= ~unit.cells;
            changed = true;
          }
          continue;
        }
        const std::size_t count = live.count();
        if (queens + count < unit.need) return false;
        if (queens + count == unit.need) {
          // Place them all; one may kill another, which the next pass finds short.
          for (std::size_t i = live._Find_first(); i < live.size(); i = live._Find_next(i))
            if (s.live.test(i)) place(s, i);
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
    if (s.queens.count() == total_) {
      // Every unit holds at most its need and the needs of each kind sum to the total, so every
      // unit holds exactly its need.
      std::vector<Cell> cells;
      for (std::size_t i = s.queens._Find_first(); i < s.queens.size(); i = s.queens._Find_next(i))
        cells.push_back({static_cast<int>(i) / p_.cols, static_cast<int>(i) % p_.cols});
      if (budget_.keeps(result_.solutions.size()))
        result_.solutions.push_back(solution_of_cells(p_, std::move(cells)));
      return ++result_.count >= limit_;
    }
    // Most constrained open unit (propagate left every open unit more live cells than it needs).
    const Unit* best = nullptr;
    std::size_t best_count = SIZE_MAX;
    for (const Unit& unit : units_) {
      const std::size_t queens = (s.queens & unit.cells).count();
      if (queens >= unit.need) continue;
      std::size_t count = (s.live & unit.cells).count();
      if (count < best_count) {
        best_count = count;
        best = &unit;
      }
    }
    if (best == nullptr) return false;  // short of the total with every unit full: impossible
    ++result_.guesses;
    // Branch on the unit's first queen: cell i, with every live cell before it excluded.
    Bits options = s.live & best->cells;
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
  Bits board_;
  std::vector<Unit> units_;  // rows, then columns, then regions
  std::vector<Bits> kill_;   // cells a queen on cell i attacks (not i itself)
  std::size_t total_ = 0;
  Count result_;
};

}  // namespace

Count count_solutions_cp(const Puzzle& p, int limit, Budget budget) {
  if (is_general(p)) return count_general(p, limit, budget);
  return Cp(p, std::max(limit, 1), budget).run();
}

}  // namespace dg::queens
