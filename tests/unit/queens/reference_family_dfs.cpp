// A frozen copy of the family DFS as it was at 2651d74 (solver/queens/count_family.cpp), before
// its per-node cuts and prunes: the reference the production counter must match exactly (the
// same solutions in the same order, the same count and complete flag), since the 3-star repair
// lists the first solutions the search finds and repairs against them.
#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>

#include "tests/unit/queens/reference_family_dfs.hpp"

namespace dg::queens::test {

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

struct State {
  std::array<std::uint32_t, kMaxSize> avail{};
  std::array<std::uint32_t, kMaxSize> avail_col{};  // the same cells by column (bit r = row r)
  std::array<int, kMaxUnits> left{};                // queens each unit still needs
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

class ReferenceDfs {
 public:
  ReferenceDfs(const Puzzle& p, int limit, Budget budget)
      : p_(p), rows_(p.n), limit_(limit), budget_(budget) {
    const int cols = p.cols;
    units_ = rows_ + cols + region_count(p);
    unit_rows_.assign(static_cast<std::size_t>(units_ * rows_), 0);
    first_row_.assign(static_cast<std::size_t>(units_), rows_);
    last_row_.assign(static_cast<std::size_t>(units_), -1);
    kill_.assign(static_cast<std::size_t>(rows_ * cols * rows_), 0);
    unit_cols_.assign(static_cast<std::size_t>(units_ * cols), 0);
    kill_cols_.assign(static_cast<std::size_t>(rows_ * cols * cols), 0);
    for (int r = 0; r < rows_; ++r)
      for (int c = 0; c < cols; ++c) {
        if (!p.on_board(r, c)) continue;
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
        std::uint32_t* kill_col = &kill_cols_[static_cast<std::size_t>((r * cols + c) * cols)];
        for (int rr = 0; rr < rows_; ++rr)
          for (std::uint32_t bits = kill[rr]; bits; bits &= bits - 1)
            kill_col[std::countr_zero(bits)] |= 1u << rr;
      }
    for (int r = 0; r < rows_; ++r) start_.left[static_cast<std::size_t>(r)] = row_need(p, r);
    for (int c = 0; c < cols; ++c)
      start_.left[static_cast<std::size_t>(rows_ + c)] = col_need(p, c);
    for (int g = 0; g < region_count(p); ++g)
      start_.left[static_cast<std::size_t>(rows_ + cols + g)] = region_need(p, g);
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
        const std::uint32_t closed =
            s.avail[static_cast<std::size_t>(r)] & ~(*open_)[static_cast<std::size_t>(r)];
        s.avail[static_cast<std::size_t>(r)] &= ~closed;
        for (std::uint32_t bits = closed; bits; bits &= bits - 1)
          s.avail_col[static_cast<std::size_t>(std::countr_zero(bits))] &= ~(1u << r);
      }
    search(s);
    return std::move(result_);
  }

 private:
  std::array<int, 3> units_of(int r, int c) const {
    return {r, rows_ + c, rows_ + p_.cols + p_.region_at(r, c)};
  }

  void clear_unit(State& s, int u) const {
    for (int r = first_row_[static_cast<std::size_t>(u)];
         r <= last_row_[static_cast<std::size_t>(u)]; ++r)
      s.avail[static_cast<std::size_t>(r)] &= ~unit_rows_[static_cast<std::size_t>(u * rows_ + r)];
    const std::uint32_t* cols = &unit_cols_[static_cast<std::size_t>(u * p_.cols)];
    for (int c = 0; c < p_.cols; ++c) s.avail_col[static_cast<std::size_t>(c)] &= ~cols[c];
  }

  void place(State& s, int r, int c) {
    queens_[static_cast<std::size_t>(r)] |= 1u << c;
    const std::uint32_t* kill = &kill_[static_cast<std::size_t>((r * p_.cols + c) * rows_)];
    for (int rr = 0; rr < rows_; ++rr) s.avail[static_cast<std::size_t>(rr)] &= ~kill[rr];
    const std::uint32_t* kill_col =
        &kill_cols_[static_cast<std::size_t>((r * p_.cols + c) * p_.cols)];
    for (int cc = 0; cc < p_.cols; ++cc) s.avail_col[static_cast<std::size_t>(cc)] &= ~kill_col[cc];
    for (int u : units_of(r, c))
      if (--s.left[static_cast<std::size_t>(u)] == 0) clear_unit(s, u);
  }

  int live_cells(const State& s, int u) const {
    int count = 0;
    for (int r = first_row_[static_cast<std::size_t>(u)];
         r <= last_row_[static_cast<std::size_t>(u)]; ++r)
      count += bit_count(s.avail[static_cast<std::size_t>(r)] &
                         unit_rows_[static_cast<std::size_t>(u * rows_ + r)]);
    return count;
  }

  static int row_capacity(std::uint32_t m) {
    return m < kCapacity.of.size() ? kCapacity.of[m] : capacity_by_greed(m);
  }

  // Two adjacent rows (or columns) form a band in which any two stars in the same or adjacent
  // columns (rows) touch, so the band holds at most row_capacity of its cells' columns (rows).
  bool bands_fit(const State& s) const {
    for (int r = 0; r + 1 < rows_; ++r) {
      const int need =
          s.left[static_cast<std::size_t>(r)] + s.left[static_cast<std::size_t>(r + 1)];
      if (need >= 2 && row_capacity(s.avail[static_cast<std::size_t>(r)] |
                                    s.avail[static_cast<std::size_t>(r + 1)]) < need)
        return false;
    }
    const std::uint32_t* col = s.avail_col.data();
    const int cols = p_.cols;
    for (int c = 0; c < cols; ++c) {
      const int need = s.left[static_cast<std::size_t>(rows_ + c)];
      if (need >= 2 && row_capacity(col[c]) < need) return false;
      if (c + 1 < cols) {
        const int both = need + s.left[static_cast<std::size_t>(rows_ + c + 1)];
        if (both >= 2 && row_capacity(col[c] | col[c + 1]) < both) return false;
      }
    }
    return true;
  }

  bool search(const State& s) {
    if (budget_.exhausted(++result_.nodes)) {
      result_.complete = false;
      return true;
    }
    // A column's cells are its own mask (State::avail_col): one count each.
    auto column_live = [&](int c) { return bit_count(s.avail_col[static_cast<std::size_t>(c)]); };
    if (!bands_fit(s)) return false;
    int best = -1, best_slack = 1 << 30;
    // Without regions the one region is the whole board needing the total: the rows imply it.
    const int last_unit = p_.has_regions ? units_ : rows_ + p_.cols;
    for (int u = 0; u < units_; ++u) {
      const int left = s.left[static_cast<std::size_t>(u)];
      if (left == 0 || u >= last_unit) continue;
      const bool column = u >= rows_ && u < rows_ + p_.cols;
      const int slack = (column ? column_live(u - rows_) : live_cells(s, u)) - left;
      if (slack < 0) return false;
      // A row whose free cells cannot hold its queens apart fails now, not rows later.
      if (u < rows_ && left >= 2 &&
          row_capacity(s.avail[static_cast<std::size_t>(u)] &
                       unit_rows_[static_cast<std::size_t>(u * rows_ + u)]) < left)
        return false;
      if (slack < best_slack) {
        best_slack = slack;
        best = u;
        if (slack == 0 && left == 1) break;  // forced: nothing beats it
      }
    }
    if (best < 0) {  // every unit has its count
      Solution sol;
      for (int r = 0; r < rows_; ++r)
        for (std::uint32_t bits = queens_[static_cast<std::size_t>(r)]; bits; bits &= bits - 1)
          sol.push_back(std::countr_zero(bits));
      if (budget_.keeps(result_.solutions.size())) result_.solutions.push_back(std::move(sol));
      return ++result_.count >= limit_;
    }
    if (best_slack > 0) ++result_.guesses;
    State rest = s;  // the branches still open: cells before the current one excluded
    const std::size_t u = static_cast<std::size_t>(best);
    for (int r = first_row_[u]; r <= last_row_[u]; ++r) {
      for (std::uint32_t bits =
               rest.avail[static_cast<std::size_t>(r)] &
               unit_rows_[u * static_cast<std::size_t>(rows_) + static_cast<std::size_t>(r)];
           bits; bits &= bits - 1) {
        const int c = std::countr_zero(bits);
        if (live_cells(rest, best) < rest.left[u]) return false;
        State next = rest;
        place(next, r, c);
        const bool stop = search(next);
        queens_[static_cast<std::size_t>(r)] &= ~(1u << c);
        if (stop) return true;
        rest.avail[static_cast<std::size_t>(r)] &= ~(1u << c);
        rest.avail_col[static_cast<std::size_t>(c)] &= ~(1u << r);
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
  std::vector<std::uint32_t> kill_cols_;  // [(r * cols + c) * cols + cc]: kill_ by column
  std::vector<int> first_row_, last_row_;
  std::vector<std::uint32_t>
      kill_;  // [(r * cols + c) * rows + rr]: cells a queen on (r, c) removes
  State start_;
  std::array<std::uint32_t, kMaxSize> queens_{};
  Count result_;
};

}  // namespace

Count reference_count_family(const Puzzle& p, const std::vector<std::uint32_t>* open, int limit,
                             Budget budget) {
  if (!open && is_general(p)) return count_general(p, limit, budget);
  ReferenceDfs dfs(p, std::max(limit, 1), budget);
  if (open) dfs.restrict_to(*open);
  return dfs.run();
}

}  // namespace dg::queens::test
