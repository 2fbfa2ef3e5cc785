// The production counter for every board of the Queens family that is not LinkedIn's (those keep
// the measured region search of count_dfs.cpp). Depth-first search over units: the board is one
// 32-bit mask of available cells per row; each unit (row, column, region) is one mask per row and
// a number of queens it still needs. Every node picks the open unit with the least slack
// (available cells minus queens needed; too few fails) and branches on which of its available
// cells holds its first queen, the cells before it excluded, so the branches partition the
// solutions. Placing a queen removes the cells it attacks (one mask per row, precomputed per
// cell), and a unit that reaches its count removes the rest of its cells.
// The 3-star repair lists the first solutions this search finds and repairs against them, so the
// unit choice (first least slack) and the branch order are fixed: speed work keeps them and only
// adds checks that fail a node with no solution below it (bands, row capacity, regions_fit).
// tests/unit/queens/family_counter_exact_test.cpp holds the search to a frozen copy of its older
// self, order included; tests/bench/bench_count_family_repair times the two on recorded counts.
#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>

#include "solver/queens/counter.hpp"

namespace dg::queens {

namespace {

constexpr int kMaxUnits = 2 * kMaxSize + kMaxRegions;

// std::popcount without a popcount instruction (the default x86-64 target) is a call into
// libgcc, which was a sixth of generating a 2-star 10x10 board (perf); this inline form is a few
// instructions.
inline int bit_count(std::uint32_t x) {
  x = x - (x >> 1 & 0x55555555u);
  x = (x & 0x33333333u) + (x >> 2 & 0x33333333u);
  x = (x + (x >> 4)) & 0x0f0f0f0fu;
  return static_cast<int>(x * 0x01010101u >> 24);
}

// One search node's board, for boards of up to Lines rows and columns and Units units. Copied
// once per branch, so kept small: counts are 16-bit (a region without regions' count is the
// board's total, up to a few hundred), and boards up to 16x16 take a state half the largest's
// size (its copy was an eighth of the search's time on 14x14 boards).
constexpr std::int16_t kDone = 1 << 14;

template <int Lines, int Units>
struct State {
  std::array<std::uint32_t, Lines> avail{};
  std::array<std::uint32_t, Lines> avail_col{};  // the same cells by column (bit r = row r)
  std::array<std::int16_t, Units> left{};        // queens each unit still needs
  // Each open unit's slack (available cells minus queens needed), kept as cells go: recounting
  // every unit over its rows at every node was a third of the search's time. A unit that needs
  // nothing more holds kDone (less what it loses after, which stays far above any slack).
  std::array<std::int16_t, Units> slack{};
  // Rows and columns that lost cells since the bands were last checked (the others still fit).
  std::uint32_t dirty_rows = ~0u, dirty_cols = ~0u;
};

// The most queens that fit in row mask m without two touching (greedy from the low end; on a
// torus the row is a cycle, which holds no more than the path).
int capacity_by_greed(std::uint32_t m) {
  int count = 0;
  while (m) {
    const std::uint32_t low = m & (~m + 1);
    ++count;
    m &= ~(low | low << 1);
  }
  return count;
}

// capacity_by_greed of every 16-bit mask, read from a table: the search asks it about every row,
// column and pair of them at every node (a quarter of its time on 3-star 14x14 boards, looping).
struct CapacityTable {
  std::array<std::uint8_t, 1u << 16> of{};
  CapacityTable() {
    for (std::uint32_t m = 0; m < of.size(); ++m)
      of[m] = static_cast<std::uint8_t>(capacity_by_greed(m));
  }
};
const CapacityTable kCapacity;

template <class State>
class FamilyDfs {
 public:
  FamilyDfs(const Puzzle& p, int limit, Budget budget)
      : p_(p), rows_(p.n), limit_(limit), budget_(budget) {
    const int cols = p.cols;
    units_ = rows_ + cols + region_count(p);
    unit_rows_.assign(static_cast<std::size_t>(units_ * rows_), 0);
    first_row_.assign(static_cast<std::size_t>(units_), rows_);
    last_row_.assign(static_cast<std::size_t>(units_), -1);
    kill_.assign(static_cast<std::size_t>(rows_ * cols * rows_), 0);
    kill_rows_.assign(static_cast<std::size_t>(rows_ * cols), KillRows{});
    unit_cols_.assign(static_cast<std::size_t>(units_ * cols), 0);
    region_of_.assign(static_cast<std::size_t>(rows_ * cols), 0);
    for (int r = 0; r < rows_; ++r)
      for (int c = 0; c < cols; ++c) {
        if (!p.on_board(r, c)) continue;
        region_of_[static_cast<std::size_t>(r * cols + c)] =
            static_cast<std::uint8_t>(p.region_at(r, c));
        for (int u : units_of(r, c)) ++start_.slack[static_cast<std::size_t>(u)];
        start_.avail[static_cast<std::size_t>(r)] |= 1u << c;
        start_.avail_col[static_cast<std::size_t>(c)] |= 1u << r;
        for (int u : units_of(r, c)) {
          unit_rows_[static_cast<std::size_t>(u * rows_ + r)] |= 1u << c;
          unit_cols_[static_cast<std::size_t>(u * cols + c)] |= 1u << r;
          first_row_[static_cast<std::size_t>(u)] =
              std::min(first_row_[static_cast<std::size_t>(u)], r);
          last_row_[static_cast<std::size_t>(u)] =
              std::max(last_row_[static_cast<std::size_t>(u)], r);
        }
        std::uint32_t* kill = &kill_[static_cast<std::size_t>((r * cols + c) * rows_)];
        kill[r] |= 1u << c;
        // Touching cells directly (as attacks() has them); asking attacks() about every pair
        // was an eighth of a generated Star Battle board's time. Whole diagonals ask it.
        for (int dr = -1; dr <= 1; ++dr)
          for (int dc = -1; dc <= 1; ++dc) {
            int rr = r + dr, cc = c + dc;
            if (p.torus) rr = (rr + rows_) % rows_, cc = (cc + cols) % cols;
            if (rr >= 0 && rr < rows_ && cc >= 0 && cc < cols) kill[rr] |= 1u << cc;
          }
        if (p.diagonals == Diagonals::full)
          for (int rr = 0; rr < rows_; ++rr)
            for (int cc = 0; cc < cols; ++cc)
              if (attacks(p, {r, c}, {rr, cc})) kill[rr] |= 1u << cc;
        KillRows& rows = kill_rows_[static_cast<std::size_t>(r * cols + c)];
        for (int rr = 0; rr < rows_; ++rr)
          if (kill[rr]) rows.row[rows.count++] = static_cast<std::uint8_t>(rr);
      }
    for (int r = 0; r < rows_; ++r)
      start_.left[static_cast<std::size_t>(r)] = static_cast<std::int16_t>(row_need(p, r));
    for (int c = 0; c < cols; ++c)
      start_.left[static_cast<std::size_t>(rows_ + c)] = static_cast<std::int16_t>(col_need(p, c));
    for (int g = 0; g < region_count(p); ++g)
      start_.left[static_cast<std::size_t>(rows_ + cols + g)] =
          static_cast<std::int16_t>(region_need(p, g));
    for (int u = 0; u < units_; ++u) {
      const auto k = static_cast<std::size_t>(u);
      start_.slack[k] =
          start_.left[k] == 0 ? kDone : static_cast<std::int16_t>(start_.slack[k] - start_.left[k]);
    }
    queens_.fill(0);
  }

  // Only cells of open[r] (one mask per row) may take a queen.
  void restrict_to(const std::vector<std::uint32_t>& open) { open_ = &open; }

  Count run() {
    State s = start_;
    // Units that need nothing give their cells up at once.
    for (int u = 0; u < units_; ++u)
      if (s.left[static_cast<std::size_t>(u)] == 0) clear_unit(s, u);
    for (Cell g : p_.givens) {
      if (!(s.avail[static_cast<std::size_t>(g.row)] >> g.col & 1u)) {
        ++result_.nodes;  // a given that is attacked or in a full unit: no solution
        return std::move(result_);
      }
      place(s, g.row, g.col);
    }
    if (open_)
      for (int r = 0; r < rows_; ++r) {
        remove(s, r, s.avail[static_cast<std::size_t>(r)] & ~(*open_)[static_cast<std::size_t>(r)]);
      }
    search(s);
    return std::move(result_);
  }

 private:
  std::array<int, 3> units_of(int r, int c) const {
    return {r, rows_ + c, rows_ + p_.cols + p_.region_at(r, c)};
  }

  // Takes the cells `gone` (available ones of row r) off the board, counts included.
  void remove(State& s, int r, std::uint32_t gone) const {
    s.avail[static_cast<std::size_t>(r)] &= ~gone;
    s.dirty_rows |= 1u << r;
    s.dirty_cols |= gone;
    const std::uint8_t* region = &region_of_[static_cast<std::size_t>(r * p_.cols)];
    std::int16_t* col_slack = &s.slack[static_cast<std::size_t>(rows_)];
    std::int16_t* region_slack = &s.slack[static_cast<std::size_t>(rows_ + p_.cols)];
    int n = 0;
    for (; gone; gone &= gone - 1) {
      const int c = std::countr_zero(gone);
      s.avail_col[static_cast<std::size_t>(c)] &= ~(1u << r);
      --col_slack[c];
      // Without regions the one region is never asked (its slack is not kept: one counter for
      // every cell was a chain of dependent decrements on full-diagonal boards).
      if (p_.has_regions) --region_slack[region[c]];
      ++n;
    }
    s.slack[static_cast<std::size_t>(r)] =
        static_cast<std::int16_t>(s.slack[static_cast<std::size_t>(r)] - n);
  }

  void clear_unit(State& s, int u) const {
    const std::uint32_t* cells = &unit_rows_[static_cast<std::size_t>(u * rows_)];
    for (int r = first_row_[static_cast<std::size_t>(u)];
         r <= last_row_[static_cast<std::size_t>(u)]; ++r)
      if (const std::uint32_t gone = s.avail[static_cast<std::size_t>(r)] & cells[r])
        remove(s, r, gone);
  }

  void place(State& s, int r, int c) {
    queens_[static_cast<std::size_t>(r)] |= 1u << c;
    const std::size_t cell = static_cast<std::size_t>(r * p_.cols + c);
    const std::uint32_t* kill = &kill_[cell * static_cast<std::size_t>(rows_)];
    const KillRows& rows = kill_rows_[cell];
    for (int k = 0; k < rows.count; ++k) {
      const int rr = rows.row[static_cast<std::size_t>(k)];
      if (const std::uint32_t gone = s.avail[static_cast<std::size_t>(rr)] & kill[rr])
        remove(s, rr, gone);
    }
    for (int u : units_of(r, c))
      if (--s.left[static_cast<std::size_t>(u)] == 0) {
        s.slack[static_cast<std::size_t>(u)] = kDone;
        clear_unit(s, u);
      } else {
        ++s.slack[static_cast<std::size_t>(u)];  // the queen's own cell was one of its cells
      }
  }

  static int row_capacity(std::uint32_t m) {
    return m < kCapacity.of.size() ? kCapacity.of[m] : capacity_by_greed(m);
  }

  // Two adjacent rows (or columns) form a band in which any two stars in the same or adjacent
  // columns (rows) touch, so the band holds at most row_capacity of its cells' columns (rows).
  // Only bands with a row (column) in s.dirty_rows (dirty_cols) can have stopped fitting since the
  // last check; the dirty sets are then emptied.
  bool bands_fit(State& s) const {
    const std::uint32_t row_pairs = (s.dirty_rows | s.dirty_rows >> 1) & ((1u << (rows_ - 1)) - 1);
    const std::uint32_t near_cols = s.dirty_cols | s.dirty_cols >> 1;
    // A row whose free cells cannot hold its queens apart fails now, not rows later.
    for (std::uint32_t bits = s.dirty_rows & ((1u << rows_) - 1); bits; bits &= bits - 1) {
      const int r = std::countr_zero(bits);
      const int left = s.left[static_cast<std::size_t>(r)];
      if (left >= 2 && row_capacity(s.avail[static_cast<std::size_t>(r)]) < left) return false;
    }
    s.dirty_rows = s.dirty_cols = 0;
    for (std::uint32_t bits = row_pairs; bits; bits &= bits - 1) {
      const int r = std::countr_zero(bits);
      const int need =
          s.left[static_cast<std::size_t>(r)] + s.left[static_cast<std::size_t>(r + 1)];
      if (need >= 2 && row_capacity(s.avail[static_cast<std::size_t>(r)] |
                                    s.avail[static_cast<std::size_t>(r + 1)]) < need)
        return false;
    }
    const std::uint32_t* col = s.avail_col.data();
    const int cols = p_.cols;
    for (std::uint32_t bits = near_cols; bits; bits &= bits - 1) {
      const int c = std::countr_zero(bits);
      if (c >= cols) break;
      const int need = s.left[static_cast<std::size_t>(rows_ + c)];
      if (need >= 2 && row_capacity(col[c]) < need) return false;
      if (c + 1 < cols) {
        const int both = need + s.left[static_cast<std::size_t>(rows_ + c + 1)];
        if (both >= 2 && row_capacity(col[c] | col[c + 1]) < both) return false;
      }
    }
    return true;
  }

  // Before a guess, two arguments about regions that the unit counts miss. Each cuts only a
  // board without a solution, so the solutions found and their order stay.
  //  - Capacity: two neighbouring rows of a region hold at most row_capacity of their cells'
  //    columns (stars in the same or adjacent columns touch), so pairing its rows from its first
  //    row, or from its second, bounds the stars it can still take.
  //  - Hall: regions whose available cells all lie in rows a..b put all their stars there, so
  //    together they need no more than those rows do; the same by columns.
  bool regions_fit(const State& s) const {
    const int g0 = rows_ + p_.cols;
    const int regions = units_ - g0;
    std::array<int, kMaxSize> head_row, head_col;
    std::array<int, kMaxRegions> next_row, next_col, last_row, last_col;
    head_row.fill(-1);
    head_col.fill(-1);
    for (int g = regions - 1; g >= 0; --g) {
      const auto u = static_cast<std::size_t>(g0 + g);
      const int left = s.left[u];
      if (left == 0) continue;
      const std::uint32_t* cells = &unit_rows_[u * static_cast<std::size_t>(rows_)];
      const int lo = first_row_[u], hi = last_row_[u];
      std::uint32_t rows = 0, cols = 0, prev = 0;
      int from_first = 0, from_second = 0;
      for (int r = lo; r <= hi; ++r) {
        const std::uint32_t m = s.avail[static_cast<std::size_t>(r)] & cells[r];
        rows |= (m != 0 ? 1u : 0u) << r;
        cols |= m;
        if (left >= 2) {
          if ((r - lo) & 1)
            from_first += row_capacity(prev | m);
          else
            from_second += row_capacity(r == lo ? m : prev | m);
        }
        prev = m;
      }
      if (left >= 2) {
        ((hi - lo) & 1 ? from_second : from_first) += row_capacity(prev);
        if (std::min(from_first, from_second) < left) return false;
      }
      const auto k = static_cast<std::size_t>(g);
      const int top = std::countr_zero(rows), left_col = std::countr_zero(cols);
      last_row[k] = 31 - std::countl_zero(rows);
      last_col[k] = 31 - std::countl_zero(cols);
      next_row[k] = head_row[static_cast<std::size_t>(top)];
      head_row[static_cast<std::size_t>(top)] = g;
      next_col[k] = head_col[static_cast<std::size_t>(left_col)];
      head_col[static_cast<std::size_t>(left_col)] = g;
    }
    // Windows a..b from the bottom up: the regions starting at a join, by the line they end on.
    auto hall = [&](const std::array<int, kMaxSize>& head, const std::array<int, kMaxRegions>& next,
                    const std::array<int, kMaxRegions>& last, int lines, const std::int16_t* need) {
      std::array<int, kMaxSize + 1> before;  // the lines' needs before each line
      before[0] = 0;
      for (int b = 0; b < lines; ++b)
        before[static_cast<std::size_t>(b + 1)] = before[static_cast<std::size_t>(b)] + need[b];
      std::array<int, kMaxSize> ending{};
      std::uint32_t ends = 0;  // the lines some region ends on (only there can a window fail)
      for (int a = lines - 1; a >= 0; --a) {
        int g = head[static_cast<std::size_t>(a)];
        if (g < 0) continue;  // the same regions as from a + 1, more room: fits if that did
        for (; g >= 0; g = next[static_cast<std::size_t>(g)]) {
          const int b = last[static_cast<std::size_t>(g)];
          ending[static_cast<std::size_t>(b)] += s.left[static_cast<std::size_t>(g0 + g)];
          ends |= 1u << b;
        }
        int inside = 0;
        for (std::uint32_t bits = ends; bits; bits &= bits - 1) {
          const int b = std::countr_zero(bits);
          inside += ending[static_cast<std::size_t>(b)];
          if (inside >
              before[static_cast<std::size_t>(b + 1)] - before[static_cast<std::size_t>(a)])
            return false;
        }
      }
      return true;
    };
    return hall(head_row, next_row, last_row, rows_, &s.left[0]) &&
           hall(head_col, next_col, last_col, p_.cols, &s.left[static_cast<std::size_t>(rows_)]);
  }

  // s is this node's own copy: the branches below take cells off it as they go.
  bool search(State& s) {
    if (budget_.exhausted(++result_.nodes)) {
      result_.complete = false;
      return true;
    }
    if (!bands_fit(s)) return false;
    // The open unit with the least slack (available cells minus queens needed), the first of
    // equals; one with too few cells fails. Two passes over the counts, which the compiler
    // turns into vector code: the minimum, then where it is.
    // Without regions the one region is the whole board needing the total: the rows imply it.
    const int last_unit = p_.has_regions ? units_ : rows_ + p_.cols;
    std::int16_t best_slack = kDone;
    for (int u = 0; u < last_unit; ++u)
      best_slack = std::min(best_slack, s.slack[static_cast<std::size_t>(u)]);
    if (best_slack < 0) return false;
    int best = -1;
    if (best_slack < kDone / 2)
      for (best = 0; s.slack[static_cast<std::size_t>(best)] != best_slack; ++best) {
      }
    if (best < 0) {  // every unit has its count
      Solution sol;
      for (int r = 0; r < rows_; ++r)
        for (std::uint32_t bits = queens_[static_cast<std::size_t>(r)]; bits; bits &= bits - 1)
          sol.push_back(std::countr_zero(bits));
      if (budget_.keeps(result_.solutions.size())) result_.solutions.push_back(std::move(sol));
      return ++result_.count >= limit_;
    }
    if (best_slack > 0) {
      // Only before a guess among 3+ cells: checking every guess cut more nodes (3.94M against
      // 4.70M of 6.79M) but cost more time (645 against 580 ms), checking none 675 ms.
      if (p_.has_regions && best_slack >= 2 && !regions_fit(s)) return false;
      ++result_.guesses;
    }
    // The branches still open are s's cells of the unit, the ones before the current excluded.
    const std::size_t u = static_cast<std::size_t>(best);
    const int need = s.left[u];
    int remaining = best_slack + need;
    const std::uint32_t* cells = &unit_rows_[u * static_cast<std::size_t>(rows_)];
    for (int r = first_row_[u]; r <= last_row_[u]; ++r) {
      for (std::uint32_t bits = s.avail[static_cast<std::size_t>(r)] & cells[r]; bits;
           bits &= bits - 1) {
        const int c = std::countr_zero(bits);
        if (remaining < need) return false;
        if (remaining == need) {  // the last branch (each cell left holds a queen): s is free
          place(s, r, c);
          const bool stop = search(s);
          queens_[static_cast<std::size_t>(r)] &= ~(1u << c);
          return stop;
        }
        State next = s;
        place(next, r, c);
        const bool stop = search(next);
        queens_[static_cast<std::size_t>(r)] &= ~(1u << c);
        if (stop) return true;
        remove(s, r, 1u << c);
        --remaining;
      }
    }
    return false;
  }

  const Puzzle& p_;
  const std::vector<std::uint32_t>* open_ = nullptr;
  int rows_;
  int limit_;
  Budget budget_;
  int units_ = 0;
  std::vector<std::uint32_t> unit_rows_;  // [u * rows + r]: the cells of unit u in row r
  std::vector<std::uint32_t> unit_cols_;  // [u * cols + c]: the cells of unit u in column c
  std::vector<std::uint8_t> region_of_;   // [r * cols + c]: the cell's region (0 on holes)
  // The rows where a queen on a cell removes anything (kill_'s non-zero rows).
  struct KillRows {
    std::array<std::uint8_t, kMaxSize> row{};
    int count = 0;
  };
  std::vector<KillRows> kill_rows_;  // [r * cols + c]
  std::vector<int> first_row_, last_row_;
  std::vector<std::uint32_t>
      kill_;  // [(r * cols + c) * rows + rr]: cells a queen on (r, c) removes
  State start_;
  std::array<std::uint32_t, kMaxSize> queens_{};
  Count result_;
};

template <class State>
Count run_family(const Puzzle& p, const std::vector<std::uint32_t>* open, int limit,
                 Budget budget) {
  FamilyDfs<State> dfs(p, std::max(limit, 1), budget);
  if (open) dfs.restrict_to(*open);
  return dfs.run();
}

using SmallState = State<16, 64>;
using LargeState = State<kMaxSize, kMaxUnits>;

Count run_family(const Puzzle& p, const std::vector<std::uint32_t>* open, int limit,
                 Budget budget) {
  if (p.n <= 16 && p.cols <= 16 && p.n + p.cols + region_count(p) <= 64)
    return run_family<SmallState>(p, open, limit, budget);
  return run_family<LargeState>(p, open, limit, budget);
}

}  // namespace

Count count_solutions_family(const Puzzle& p, int limit, Budget budget) {
  if (is_general(p)) return count_general(p, limit, budget);
  return run_family(p, nullptr, limit, budget);
}

Count count_solutions_family_within(const Puzzle& p, const std::vector<std::uint32_t>& open,
                                    int limit, Budget budget) {
  return run_family(p, &open, limit, budget);
}

}  // namespace dg::queens
