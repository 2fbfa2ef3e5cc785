// The general system's second counter, for tests on small boards: every subset of the board's
// cells in row-major order, skipping a cell only when it attacks a piece already chosen or would
// overfill one of its units, and checking a unit's lower end once the scan has passed its last
// cell. It reads the units straight from the puzzle's fields (not general_units) and asks
// attacks() about every pair, so it shares no search code with count_general.cpp. "maximize":
// every valid placement is visited and the heaviest kept. No propagation: tests only, and a budget
// (nodes are scan steps) so a board too big for it stops with complete == false instead of
// running for hours.
#include <algorithm>

#include "solver/queens/counter.hpp"
#include "solver/queens/general.hpp"

namespace dg::queens {

namespace {

struct BruteUnit {
  std::vector<int> members;  // cell indices
  int lo = 0, hi = 0;
  int last = -1;  // position in the scan order of its last cell
  int held = 0;
};

struct GeneralBrute {
  const Puzzle& p;
  int limit;
  Budget budget;
  std::vector<Cell> order;  // the board's cells, row-major
  std::vector<BruteUnit> units;
  std::vector<std::vector<int>> units_at;   // per scan position: the units holding that cell
  std::vector<std::vector<int>> closes_at;  // per scan position: the units whose last cell it is
  std::vector<Cell> chosen;
  std::vector<Solution> found;  // all valid (count) or the heaviest so far (maximize)
  long long best = -1;
  std::uint64_t nodes = 0;
  bool stop = false;
  bool out_of_budget = false;

  GeneralBrute(const Puzzle& puzzle, int lim, Budget b) : p(puzzle), limit(lim), budget(b) {
    for (int r = 0; r < p.n; ++r)
      for (int c = 0; c < p.cols; ++c)
        if (p.on_board(r, c)) order.push_back({r, c});
    auto add = [&](auto in_unit, int lo, int hi) {
      BruteUnit u{{}, lo, hi, -1, 0};
      for (std::size_t k = 0; k < order.size(); ++k)
        if (in_unit(order[k]))
          u.members.push_back(static_cast<int>(k)), u.last = static_cast<int>(k);
      units.push_back(std::move(u));
    };
    auto pick = [&](const std::vector<int>& list, std::size_t i) {
      return list.empty() ? -1 : list[i];
    };
    const General& g = p.general;
    if (g.lines) {
      for (int r = 0; r < p.n; ++r) {
        const int lo = row_need(p, r), hi = pick(g.row_hi, static_cast<std::size_t>(r));
        add([r](Cell c) { return c.row == r; }, lo, hi < 0 ? lo : hi);
      }
      for (int c0 = 0; c0 < p.cols; ++c0) {
        const int lo = col_need(p, c0), hi = pick(g.col_hi, static_cast<std::size_t>(c0));
        add([c0](Cell c) { return c.col == c0; }, lo, hi < 0 ? lo : hi);
      }
    }
    if (p.has_regions)
      for (int id = 0; id < region_count(p); ++id) {
        const int lo = region_need(p, id), hi = pick(g.region_hi, static_cast<std::size_t>(id));
        add([&, id](Cell c) { return p.region_at(c.row, c.col) == id; }, lo, hi < 0 ? lo : hi);
      }
    for (const ExtraUnit& e : g.units)
      add([&](Cell c) { return std::binary_search(e.cells.begin(), e.cells.end(), c); }, e.count.lo,
          e.count.hi);
    units_at.resize(order.size());
    closes_at.resize(order.size());
    for (std::size_t u = 0; u < units.size(); ++u) {
      for (int k : units[u].members)
        units_at[static_cast<std::size_t>(k)].push_back(static_cast<int>(u));
      if (units[u].last >= 0)
        closes_at[static_cast<std::size_t>(units[u].last)].push_back(static_cast<int>(u));
    }
  }

  bool closes_ok(std::size_t k) const {
    for (int u : closes_at[k])
      if (units[static_cast<std::size_t>(u)].held < units[static_cast<std::size_t>(u)].lo)
        return false;
    return true;
  }

  void leaf() {
    for (const BruteUnit& u : units)  // units without cells
      if (u.members.empty() && u.lo > 0) return;
    Solution s;
    for (Cell c : chosen) s.push_back(c.row * p.cols + c.col);
    if (!p.general.maximize) {
      found.push_back(std::move(s));
      stop = static_cast<int>(found.size()) >= limit;
      return;
    }
    long long w = 0;
    for (Cell c : chosen) w += cell_weight(p, c);
    if (w > best) best = w, found.clear();
    if (w == best) found.push_back(std::move(s));
  }

  void scan(std::size_t k) {
    if (stop) return;
    if (budget.exhausted(++nodes)) {
      stop = out_of_budget = true;
      return;
    }
    if (k == order.size()) return leaf();
    const Cell cell = order[k];
    const bool given = std::binary_search(p.givens.begin(), p.givens.end(), cell);
    // A piece here.
    bool fits =
        std::none_of(chosen.begin(), chosen.end(), [&](Cell q) { return attacks(p, q, cell); });
    for (int u : units_at[k])
      fits =
          fits && units[static_cast<std::size_t>(u)].held < units[static_cast<std::size_t>(u)].hi;
    if (fits) {
      for (int u : units_at[k]) ++units[static_cast<std::size_t>(u)].held;
      chosen.push_back(cell);
      if (closes_ok(k)) scan(k + 1);
      chosen.pop_back();
      for (int u : units_at[k]) --units[static_cast<std::size_t>(u)].held;
    }
    // No piece here.
    if (!given && closes_ok(k)) scan(k + 1);
  }
};

}  // namespace

Count count_general_brute(const Puzzle& p, int limit, Budget budget) {
  GeneralBrute b(p, std::max(limit, 1), budget);
  b.scan(0);
  Count out;
  out.nodes = b.nodes;
  out.complete = !b.out_of_budget;
  out.count = std::min(static_cast<int>(b.found.size()), std::max(limit, 1));
  if (p.general.maximize) out.optimum = b.best;
  b.found.resize(static_cast<std::size_t>(out.count));
  out.solutions = std::move(b.found);
  return out;
}

}  // namespace dg::queens
