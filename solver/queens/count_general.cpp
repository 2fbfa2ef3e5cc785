// The production counter of the general system (general.hpp): a search over cells with unit
// propagation. Cells are bits of one bitset (at most 900); every unit (row, column, region, extra
// unit) is a cell set with a range lo..hi. Propagation to a fixed point: a unit at hi gives up its
// other live cells; a unit whose pieces and live cells fall short of lo fails; a unit whose live
// cells are exactly what it still needs gets them all. Then the search branches on one live cell,
// taken from the open unit with the least slack (or any live cell once every unit has its lo):
// a piece there, or none; the two branches partition the placements, so each is counted once.
// "maximize" runs it twice: branch and bound for the optimum (bound: the weight placed plus every
// live cell's weight), then a count of the placements that reach it.
//
// Separate from the family's counters (count_dfs.cpp, count_family.cpp), which stay as fast as
// they were: only general boards come here.
#include <bitset>

#include "solver/queens/counter.hpp"
#include "solver/queens/general.hpp"

namespace dg::queens {

namespace {

constexpr int kCells = kMaxSize * kMaxSize;
using Bits = std::bitset<kCells>;

struct Unit {
  Bits cells;
  int lo = 0, hi = 0;
};

struct State {
  Bits live, placed;
  std::vector<int> held;  // pieces per unit
  long long weight = 0;
};

class GeneralSearch {
 public:
  GeneralSearch(const Puzzle& p, int limit, Budget budget) : p_(p), limit_(limit), budget_(budget) {
    const int cells = p.n * p.cols;
    units_of_.resize(static_cast<std::size_t>(cells));
    for (const GeneralUnit& g : general_units(p)) {
      Unit u;
      for (int i : g.cells) {
        u.cells.set(static_cast<std::size_t>(i));
        units_of_[static_cast<std::size_t>(i)].push_back(static_cast<int>(units_.size()));
      }
      u.lo = g.lo;
      u.hi = g.hi;
      units_.push_back(u);
    }
    conflict_.assign(static_cast<std::size_t>(cells), Bits{});
    weight_.assign(static_cast<std::size_t>(cells), 0);
    for (int i = 0; i < cells; ++i) {
      const Cell a{i / p.cols, i % p.cols};
      if (!p.on_board(a.row, a.col)) continue;
      start_.live.set(static_cast<std::size_t>(i));
      weight_[static_cast<std::size_t>(i)] = cell_weight(p, a);
      for (int j = i + 1; j < cells; ++j) {
        const Cell b{j / p.cols, j % p.cols};
        if (p.on_board(b.row, b.col) && attacks(p, a, b)) {
          conflict_[static_cast<std::size_t>(i)].set(static_cast<std::size_t>(j));
          conflict_[static_cast<std::size_t>(j)].set(static_cast<std::size_t>(i));
        }
      }
    }
    start_.held.assign(units_.size(), 0);
  }

  Count run() {
    State s = start_;
    bool ok = true;
    for (Cell g : p_.givens) ok = ok && place(s, g.row * p_.cols + g.col);
    if (!ok) {
      ++result_.nodes;
      return std::move(result_);
    }
    if (!p_.general.maximize) {
      search(s);
      return std::move(result_);
    }
    // Phase 1: the optimum by branch and bound; phase 2: the placements that reach it.
    phase_ = Phase::best;
    search(s);
    if (best_ < 0 || !result_.complete) {
      if (best_ >= 0) {  // a lower bound only
        result_.optimum = best_;
        result_.count = 1;
        result_.solutions = {best_solution_};
      }
      return std::move(result_);
    }
    phase_ = Phase::count_best;
    search(s);
    result_.optimum = best_;
    return std::move(result_);
  }

 private:
  enum class Phase { count, best, count_best };

  bool place(State& s, int i) {
    const auto bit = static_cast<std::size_t>(i);
    if (!s.live[bit]) return false;
    s.placed.set(bit);
    s.live.reset(bit);
    s.live &= ~conflict_[bit];
    s.weight += weight_[bit];
    for (int u : units_of_[bit])
      if (++s.held[static_cast<std::size_t>(u)] > units_[static_cast<std::size_t>(u)].hi)
        return false;
    return true;
  }

  bool propagate(State& s) {
    for (bool changed = true; changed;) {
      changed = false;
      for (std::size_t u = 0; u < units_.size(); ++u) {
        const Unit& unit = units_[u];
        const Bits live = s.live & unit.cells;
        const int free = static_cast<int>(live.count());
        const int held = s.held[u];
        if (held + free < unit.lo) return false;
        if (free == 0) continue;
        if (held == unit.hi) {
          s.live &= ~unit.cells;
          changed = true;
        } else if (held + free == unit.lo) {
          for (std::size_t i = live._Find_first(); i < kCells; i = live._Find_next(i))
            if (!place(s, static_cast<int>(i))) return false;
          changed = true;
        }
      }
    }
    return true;
  }

  long long live_weight(const State& s) const {
    long long sum = 0;
    for (std::size_t i = s.live._Find_first(); i < kCells; i = s.live._Find_next(i))
      sum += weight_[i];
    return sum;
  }

  // The cell to branch on: the first live cell of the open unit with the least slack, else the
  // first live cell; -1 when none is live.
  int branch_cell(const State& s) const {
    int best = -1, best_slack = 1 << 30;
    for (std::size_t u = 0; u < units_.size(); ++u) {
      const int need = units_[u].lo - s.held[u];
      if (need <= 0) continue;
      const Bits live = s.live & units_[u].cells;
      const int slack = static_cast<int>(live.count()) - need;
      if (slack < best_slack) {
        best_slack = slack;
        best = static_cast<int>(live._Find_first());
      }
    }
    if (best >= 0) return best;
    const std::size_t first = s.live._Find_first();
    return first < kCells ? static_cast<int>(first) : -1;
  }

  Solution solution_of(const State& s) const {
    Solution out;
    for (std::size_t i = s.placed._Find_first(); i < kCells; i = s.placed._Find_next(i))
      out.push_back(static_cast<int>(i));
    return out;
  }

  // True to stop (limit reached or budget spent).
  bool search(State s) {
    if (budget_.exhausted(++result_.nodes)) {
      result_.complete = false;
      return true;
    }
    if (!propagate(s)) return false;
    if (phase_ == Phase::best && best_ >= 0 && s.weight + live_weight(s) <= best_) return false;
    if (phase_ == Phase::count_best && s.weight + live_weight(s) < best_) return false;
    const int cell = branch_cell(s);
    if (cell < 0) {  // every unit within its range, nothing left to place
      if (phase_ == Phase::best) {
        if (s.weight > best_) best_ = s.weight, best_solution_ = solution_of(s);
        return false;
      }
      if (phase_ == Phase::count_best && s.weight != best_) return false;
      if (budget_.keeps(result_.solutions.size())) result_.solutions.push_back(solution_of(s));
      return ++result_.count >= limit_;
    }
    ++result_.guesses;
    State with = s;
    if (place(with, cell) && search(std::move(with))) return true;
    s.live.reset(static_cast<std::size_t>(cell));
    return search(std::move(s));
  }

  const Puzzle& p_;
  int limit_;
  Budget budget_;
  std::vector<Unit> units_;
  std::vector<std::vector<int>> units_of_;
  std::vector<Bits> conflict_;
  std::vector<long long> weight_;
  State start_;
  Phase phase_ = Phase::count;
  long long best_ = -1;
  Solution best_solution_;
  Count result_;
};

}  // namespace

Count count_general(const Puzzle& p, int limit, Budget budget) {
  return GeneralSearch(p, std::max(limit, 1), budget).run();
}

}  // namespace dg::queens
