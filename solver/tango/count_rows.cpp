// Tango general counter: rows filled top to bottom, each from the bitmasks of its row that pass
// the row's own rules, every other rule checked with mask arithmetic once the rows it reads are
// placed. It takes every option of the paper's section 3.3 (rectangles, odd lengths, per-line
// ranges, torus, diagonals, regions, long signs, unique lines) and derives each rule from the
// puzzle's fields itself, sharing nothing with the CP counter (which reads units() and
// runs_of_three()), so the two check each other. The classic board keeps its own faster counter
// (count_dfs.cpp); count_solutions() sends every other board here.
//   - a row's candidates: its sun range, givens, runs of three inside the row (rotated on a
//     torus) and signs between two of its cells;
//   - after each row: column ranges (ones so far at most hi, zeros at most length - lo), vertical
//     and diagonal runs ending in this row (shifted masks; rotated on a torus), signs whose later
//     cell is in this row, and each region the row touches (at most hi, still able to reach lo);
//   - at the bottom: on a torus the runs that wrap from the last rows to the first, and with
//     unique lines equal columns.
// Measured on empty boards (limit above the count, solutions not kept, Release, on a two-core
// machine shared with other builds): 7x7 near balance, 57,330,048 grids, 16-53 s; 8x8 torus,
// 4,067,322 grids, 13-28 s; 8x8 Tango and Takuzu (12,413,918 and 4,111,116 grids) by this and
// the classic counter together 81-110 s. Every 6x6 option counts in well under 0.1 s.
#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>

#include "solver/tango/counter.hpp"

namespace dg::tango {

namespace {

using Mask = std::uint32_t;

struct CrossSign {
  int ra, ca, rb, cb;  // rb >= ra: checked once row rb is placed
  bool equal;
};

class Rows {
 public:
  Rows(const Puzzle& p, int limit, Budget budget)
      : p_(p),
        rows_(p.n),
        cols_(p.width()),
        full_((Mask{1} << p.width()) - 1),
        limit_(limit),
        budget_(budget) {
    row_signs_.resize(static_cast<std::size_t>(rows_));
    for (int pass = 0; pass < 2; ++pass)
      for (const CellPair& pr : pass == 0 ? p.equal : p.opposite) {
        const Cell a = pr.a.row <= pr.b.row ? pr.a : pr.b, b = pr.a.row <= pr.b.row ? pr.b : pr.a;
        row_signs_[static_cast<std::size_t>(b.row)].push_back(
            {a.row, a.col, b.row, b.col, pass == 0});
      }
    for (int c = 0; c < cols_; ++c) {
      // Near balance unless given: floor(len/2)..ceil(len/2).
      const OnesRange range = p.col_ones.empty() ? OnesRange{rows_ / 2, (rows_ + 1) / 2}
                                                 : p.col_ones[static_cast<std::size_t>(c)];
      col_hi_[static_cast<std::size_t>(c)] = range.hi;
      col_zero_hi_[static_cast<std::size_t>(c)] = rows_ - range.lo;
    }
    regions_ = p.region_ones.size();
    if (regions_ > 0) {
      region_in_row_.assign(static_cast<std::size_t>(rows_) * regions_, 0);
      region_left_.assign(static_cast<std::size_t>(rows_) * regions_, 0);
      for (int r = 0; r < rows_; ++r)
        for (int c = 0; c < cols_; ++c) {
          const auto k =
              static_cast<std::size_t>(p.region[static_cast<std::size_t>(r * cols_ + c)]);
          region_in_row_[static_cast<std::size_t>(r) * regions_ + k] |= Mask{1} << c;
          for (int above = 0; above < r; ++above)
            ++region_left_[static_cast<std::size_t>(above) * regions_ + k];
        }
      region_count_.assign(regions_, 0);
    }
    for (int r = 0; r < rows_; ++r) {
      start_[static_cast<std::size_t>(r)] = static_cast<std::uint32_t>(cands_.size());
      for (Mask m = 0; m <= full_; ++m)
        if (row_fits(r, m)) cands_.push_back(m);
    }
    start_[static_cast<std::size_t>(rows_)] = static_cast<std::uint32_t>(cands_.size());
  }

  Count run() {
    search(0);
    return std::move(result_);
  }

 private:
  static bool bit(Mask m, int i) { return (m >> i) & 1u; }
  Mask low(int k) const { return k <= 0 ? 0 : (Mask{1} << k) - 1; }
  // Bit i of the result is bit (i + k) mod cols of x (rotr) / bit (i - k) mod cols (rotl).
  Mask rotr(Mask x, int k) const { return ((x >> k) | (x << (cols_ - k))) & full_; }
  Mask rotl(Mask x, int k) const { return ((x << k) | (x >> (cols_ - k))) & full_; }
  // No position i in `mask` where a, b and c agree.
  static bool no_three(Mask a, Mask b, Mask c, Mask mask) {
    return (((a & b & c) | (~a & ~b & ~c)) & mask) == 0;
  }

  bool row_fits(int r, Mask m) const {
    const OnesRange range = p_.row_ones.empty() ? OnesRange{cols_ / 2, (cols_ + 1) / 2}
                                                : p_.row_ones[static_cast<std::size_t>(r)];
    const int ones = std::popcount(m);
    if (ones < range.lo || ones > range.hi) return false;
    for (int c = 0; c < cols_; ++c) {
      const int g = p_.at(r, c);
      if (g >= 0 && g != static_cast<int>(bit(m, c))) return false;
    }
    if (p_.torus ? !no_three(m, rotr(m, 1), rotr(m, 2), full_)
                 : !no_three(m, m >> 1, m >> 2, low(cols_ - 2)))
      return false;
    for (const CrossSign& s : row_signs_[static_cast<std::size_t>(r)])
      if (s.ra == r && (bit(m, s.ca) == bit(m, s.cb)) != s.equal) return false;
    return true;
  }

  // Runs of three across the rows a, b, c (top to bottom): vertical, and the two diagonals.
  bool rows_ok(Mask a, Mask b, Mask c) const {
    if (!no_three(a, b, c, full_)) return false;
    if (!p_.diagonals) return true;
    if (p_.torus)
      return no_three(a, rotr(b, 1), rotr(c, 2), full_) &&
             no_three(a, rotl(b, 1), rotl(c, 2), full_);
    const Mask m = low(cols_ - 2);
    return no_three(a, b >> 1, c >> 2, m) && no_three(a >> 2, b >> 1, c, m);
  }

  bool place_ok(int r) {
    const Mask m = line_[static_cast<std::size_t>(r)];
    for (int c = 0; c < cols_; ++c) {
      const auto ci = static_cast<std::size_t>(c);
      const int ones = col_ones_[ci];
      if (ones > col_hi_[ci] || r + 1 - ones > col_zero_hi_[ci]) return false;
    }
    if (r >= 2 &&
        !rows_ok(line_[static_cast<std::size_t>(r - 2)], line_[static_cast<std::size_t>(r - 1)], m))
      return false;
    for (const CrossSign& s : row_signs_[static_cast<std::size_t>(r)])
      if (s.ra != r &&
          (bit(line_[static_cast<std::size_t>(s.ra)], s.ca) == bit(m, s.cb)) != s.equal)
        return false;
    for (std::size_t k = 0; k < regions_; ++k) {
      const std::size_t at = static_cast<std::size_t>(r) * regions_ + k;
      if (region_in_row_[at] == 0) continue;
      const int count = region_count_[k];
      const OnesRange range = p_.region_ones[k];
      if (count > range.hi || count + region_left_[at] < range.lo) return false;
    }
    if (p_.unique_lines)
      for (int q = 0; q < r; ++q)
        if (line_[static_cast<std::size_t>(q)] == m) return false;
    return true;
  }

  bool bottom_ok() const {
    auto line = [&](int r) { return line_[static_cast<std::size_t>(r)]; };
    // A torus has at least 3 rows (make_puzzle); the test keeps the indexes visibly in range.
    if (p_.torus && rows_ >= 3 &&
        (!rows_ok(line(rows_ - 2), line(rows_ - 1), line(0)) ||
         !rows_ok(line(rows_ - 1), line(0), line(1))))
      return false;
    if (p_.unique_lines)
      for (int a = 0; a < cols_; ++a)
        for (int b = a + 1; b < cols_; ++b) {
          bool same = true;
          for (int r = 0; r < rows_ && same; ++r) same = bit(line(r), a) == bit(line(r), b);
          if (same) return false;
        }
    return true;
  }

  void apply(int r, Mask m, int sign) {
    for (int c = 0; c < cols_; ++c)
      col_ones_[static_cast<std::size_t>(c)] += sign * static_cast<int>(bit(m, c));
    for (std::size_t k = 0; k < regions_; ++k)
      region_count_[k] +=
          sign * std::popcount(m & region_in_row_[static_cast<std::size_t>(r) * regions_ + k]);
  }

  // True when the search must stop (limit reached or budget spent).
  bool search(int r) {
    if (budget_.exhausted(++result_.nodes)) {
      result_.complete = false;
      return true;
    }
    if (r == rows_) {
      if (!bottom_ok()) return false;
      if (budget_.keeps(result_.solutions.size())) {
        Solution sol;
        for (int q = 0; q < rows_; ++q) {
          std::string row;
          for (int c = 0; c < cols_; ++c)
            row += bit(line_[static_cast<std::size_t>(q)], c) ? '1' : '0';
          sol.push_back(std::move(row));
        }
        result_.solutions.push_back(std::move(sol));
      }
      return ++result_.count >= limit_;
    }
    const auto ri = static_cast<std::size_t>(r);
    if (start_[ri + 1] - start_[ri] >= 2) ++result_.guesses;
    for (std::uint32_t i = start_[ri]; i < start_[ri + 1]; ++i) {
      const Mask m = cands_[i];
      line_[ri] = m;
      apply(r, m, 1);
      const bool ok = place_ok(r);
      const bool stop = ok && search(r + 1);
      apply(r, m, -1);
      if (stop) return true;
    }
    return false;
  }

  const Puzzle& p_;
  int rows_, cols_;
  Mask full_;
  int limit_;
  Budget budget_;
  std::vector<std::vector<CrossSign>> row_signs_;  // by the later row of the two cells
  std::array<int, kMaxSize> col_hi_{}, col_zero_hi_{}, col_ones_{};
  std::size_t regions_ = 0;
  std::vector<Mask> region_in_row_;  // [row * regions + k]: region k's cells in that row
  std::vector<int> region_left_;     // [row * regions + k]: region k's cells below that row
  std::vector<int> region_count_;    // suns placed in each region
  std::vector<Mask> cands_;
  std::array<std::uint32_t, kMaxSize + 1> start_{};
  std::array<Mask, kMaxSize> line_{};
  Count result_;
};

}  // namespace

Count count_solutions_rows(const Puzzle& p, int limit, Budget budget) {
  return Rows(p, std::max(limit, 1), budget).run();
}

}  // namespace dg::tango
