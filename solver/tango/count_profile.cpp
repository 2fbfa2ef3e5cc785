// Tango profile counter: a transfer-matrix count over rows, memoised on the profile (what the rows
// still to come can see of the rows placed), so grids that agree on the profile are counted once
// instead of one by one. It reads the rules as data (units(), runs_of_three() and the sign lists),
// not as the row counter derives them, and counts by a different method, so the two confirm each
// other on boards too big for the CP counter (7x7 near balance, the 8x8 torus).
//   - Rows are placed top to bottom, each from the masks that keep the rules lying inside it
//     (givens, its sun range, its own runs and signs).
//   - A rule spanning rows (column and region ranges, vertical and diagonal runs, signs) is checked
//     in its last row; a unit still open is pruned (ones at most hi, still able to reach lo).
//     Before a row is tried, the bits the rows above force (a unit at hi, a unit needing every
//     cell left, two equal cells of a run) skip most candidates with one mask test.
//   - The profile after R rows: the cells of rows < R that an open rule still reads, the ones so
//     far of every open unit, and with unique lines the set of rows placed (the columns are equal
//     or not by that set alone). Equal profiles have equal completions: f(R, profile) is memoised.
//   - On a torus the first two rows are read by the runs that wrap from the bottom, so they would
//     sit in every profile; they are enumerated outside the memo instead (a fresh memo for each
//     pair), which keeps the memo to one pair's profiles.
// Counts saturate at `limit` (min(a + b, limit) composes exactly), so a board with more grids than
// fit in 64 bits still answers "at least limit". The first solutions are listed by walking the
// memo (children whose completion count is 0 are skipped). Nodes are (profile, row mask) trials
// that pass the forced bits.
// Measured on empty boards (Release, two cores shared with other builds): see
// tests/bench/results/2026-11-27-counters-29.md.
#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <string>
#include <vector>

#include "solver/tango/counter.hpp"
#include "solver/tango/profile_memo.hpp"

namespace dg::tango {

namespace {

using Mask = std::uint32_t;

// A rule over cells in two or more rows, checked when its last row is placed.
struct Run {
  std::array<Cell, 3> cells;
};
struct Sign {
  Cell a, b;
  bool equal;
};
struct OpenUnit {
  OnesRange ones;
  std::vector<Mask> in_row;  // the unit's columns in each row
  std::vector<int> below;    // cells of the unit in rows > r, for each r
  std::vector<int> from;     // cells of the unit in rows >= r, for each r
  int first = 0, last = 0;   // rows it spans
};

class Profile {
 public:
  Profile(const Puzzle& p, int limit, Budget budget)
      : p_(p),
        rows_(p.n),
        cols_(p.width()),
        limit_(static_cast<std::uint64_t>(limit)),
        budget_(budget),
        prefix_(p.torus ? 2 : 0),
        line_(static_cast<std::size_t>(rows_), 0),
        need_(static_cast<std::size_t>(rows_ + 1) * static_cast<std::size_t>(rows_), 0),
        runs_at_(static_cast<std::size_t>(rows_)),
        signs_at_(static_cast<std::size_t>(rows_)) {
    // Per row: the rules lying inside it filter its candidates; the others go to their last row.
    std::vector<std::vector<std::array<Cell, 3>>> row_runs(static_cast<std::size_t>(rows_));
    std::vector<std::vector<Sign>> row_signs(static_cast<std::size_t>(rows_));
    std::vector<OnesRange> row_ones(static_cast<std::size_t>(rows_), OnesRange{0, cols_});
    auto last_row = [](std::initializer_list<Cell> cells) {
      int r = 0;
      for (const Cell& c : cells) r = std::max(r, c.row);
      return r;
    };
    for (const auto& run : runs_of_three(p)) {
      const int last = last_row({run[0], run[1], run[2]});
      if (run[0].row == run[1].row && run[1].row == run[2].row)
        row_runs[static_cast<std::size_t>(last)].push_back(run);
      else {
        add_rule(last, {run[0], run[1], run[2]});
        runs_at_[static_cast<std::size_t>(last)].push_back({run});
      }
    }
    for (int pass = 0; pass < 2; ++pass)
      for (const CellPair& pr : pass == 0 ? p.equal : p.opposite) {
        const Sign s{pr.a, pr.b, pass == 0};
        const int last = last_row({pr.a, pr.b});
        if (pr.a.row == pr.b.row) {
          row_signs[static_cast<std::size_t>(last)].push_back(s);
        } else {
          add_rule(last, {pr.a, pr.b});
          signs_at_[static_cast<std::size_t>(last)].push_back(s);
        }
      }
    for (const Unit& u : units(p)) {
      OpenUnit o{u.ones,
                 std::vector<Mask>(static_cast<std::size_t>(rows_), 0),
                 std::vector<int>(static_cast<std::size_t>(rows_), 0),
                 std::vector<int>(static_cast<std::size_t>(rows_), 0),
                 rows_,
                 0};
      for (const Cell& c : u.cells) {
        o.in_row[static_cast<std::size_t>(c.row)] |= Mask{1} << c.col;
        o.first = std::min(o.first, c.row);
        o.last = std::max(o.last, c.row);
        for (int r = 0; r < c.row; ++r) ++o.below[static_cast<std::size_t>(r)];
        for (int r = 0; r <= c.row; ++r) ++o.from[static_cast<std::size_t>(r)];
      }
      if (u.cells.empty()) {
        empty_unit_fails_ = empty_unit_fails_ || u.ones.lo > 0;
      } else if (o.first == o.last) {
        OnesRange& range = row_ones[static_cast<std::size_t>(o.first)];
        if (o.in_row[static_cast<std::size_t>(o.first)] == (Mask{1} << cols_) - 1) {
          range.lo = std::max(range.lo, u.ones.lo);
          range.hi = std::min(range.hi, u.ones.hi);
        } else {
          part_units_.push_back(o);  // part of one row: checked on the row's candidates
        }
      } else {
        units_.push_back(std::move(o));
      }
    }
    count_.assign(units_.size(), 0);
    touch_.resize(static_cast<std::size_t>(rows_));
    for (int r = 0; r < rows_; ++r)
      for (std::size_t k = 0; k < units_.size(); ++k)
        if (units_[k].in_row[static_cast<std::size_t>(r)] != 0)
          touch_[static_cast<std::size_t>(r)].push_back(k);
    for (int r = 0; r < rows_; ++r) {
      start_.push_back(cands_.size());
      const auto& touch = touch_[static_cast<std::size_t>(r)];
      for (Mask m = 0; m < (Mask{1} << cols_); ++m)
        if (row_fits(r, m, row_ones[static_cast<std::size_t>(r)],
                     row_runs[static_cast<std::size_t>(r)],
                     row_signs[static_cast<std::size_t>(r)])) {
          cands_.push_back(m);
          // Each candidate's suns in each unit it touches, so placing a row adds small numbers.
          for (std::size_t k : touch)
            delta_.push_back(static_cast<std::int8_t>(
                std::popcount(m & units_[k].in_row[static_cast<std::size_t>(r)])));
        }
    }
    start_.push_back(cands_.size());
    delta_start_.push_back(0);
    for (int r = 0; r < rows_; ++r)
      delta_start_.push_back(delta_start_.back() + (start_[static_cast<std::size_t>(r) + 1] -
                                                    start_[static_cast<std::size_t>(r)]) *
                                                       touch_[static_cast<std::size_t>(r)].size());
    // Runs with one cell in their last row: the other two, once placed and equal, force it.
    forcing_.resize(static_cast<std::size_t>(rows_));
    for (int r = 0; r < rows_; ++r)
      for (const Run& run : runs_at_[static_cast<std::size_t>(r)]) {
        int in_row = 0;
        for (const Cell& c : run.cells) in_row += c.row == r;
        if (in_row != 1) continue;
        Run sorted = run;
        std::stable_partition(sorted.cells.begin(), sorted.cells.end(),
                              [r](const Cell& c) { return c.row != r; });
        forcing_[static_cast<std::size_t>(r)].push_back(sorted);
      }
    // Key layout: the distinct candidates of the memoised rows index the set of rows placed.
    set_index_.assign(std::size_t{1} << cols_, -1);
    for (std::size_t i = start_[static_cast<std::size_t>(prefix_)]; i < cands_.size(); ++i)
      if (set_index_[cands_[i]] < 0) set_index_[cands_[i]] = static_cast<int>(set_size_++);
    set_as_bits_ = set_size_ <= 128;
    int bits = 1;
    for (int depth = 0; depth <= rows_; ++depth) bits = std::max(bits, key_bits(depth));
    words_ = static_cast<std::size_t>((bits + 63) / 64);
    memo_.assign(static_cast<std::size_t>(rows_), ProfileMemo(words_));
    key_buf_.assign(static_cast<std::size_t>(rows_ + 1) * words_, 0);
  }

  Count run(bool keep) {
    Count out;
    if (!empty_unit_fails_) total_ = place_prefix(0);
    out.complete = !stopped_;
    out.nodes = nodes_;
    out.guesses = guesses_;
    out.count = static_cast<int>(std::min(total_, limit_));
    if (keep && out.complete) {
      want_ =
          std::min<std::uint64_t>({total_, limit_, static_cast<std::uint64_t>(budget_.max_kept)});
      listing_ = true;
      list_prefix(0, out.solutions);
    }
    return out;
  }

 private:
  static bool bit(Mask m, int i) { return (m >> i) & 1u; }
  int at(const Cell& c) const {
    return static_cast<int>(bit(line_[static_cast<std::size_t>(c.row)], c.col));
  }
  std::uint64_t add(std::uint64_t a, std::uint64_t b) const { return std::min(a + b, limit_); }

  // A rule over `cells` checked in row `last`: each of its cells in an earlier row is read by the
  // rows from its own up to `last`, so it belongs to the profile in between.
  void add_rule(int last, std::initializer_list<Cell> cells) {
    for (const Cell& c : cells)
      for (int depth = c.row + 1; depth <= last; ++depth)
        need_[static_cast<std::size_t>(depth) * static_cast<std::size_t>(rows_) +
              static_cast<std::size_t>(c.row)] |= Mask{1} << c.col;
  }

  bool row_fits(int r, Mask m, OnesRange ones, const std::vector<std::array<Cell, 3>>& runs,
                const std::vector<Sign>& signs) const {
    const int count = std::popcount(m);
    if (count < ones.lo || count > ones.hi) return false;
    for (int c = 0; c < cols_; ++c) {
      const int g = p_.at(r, c);
      if (g >= 0 && g != static_cast<int>(bit(m, c))) return false;
    }
    for (const auto& run : runs) {
      const bool a = bit(m, run[0].col), b = bit(m, run[1].col), c = bit(m, run[2].col);
      if (a == b && b == c) return false;
    }
    for (const Sign& s : signs)
      if ((bit(m, s.a.col) == bit(m, s.b.col)) != s.equal) return false;
    for (const OpenUnit& u : part_units_) {
      if (u.first != r) continue;
      const int in = std::popcount(m & u.in_row[static_cast<std::size_t>(r)]);
      if (in < u.ones.lo || in > u.ones.hi) return false;
    }
    return true;
  }

  // Row r placed (line_[r], counts updated): the rules whose last row it is, the open units'
  // bounds, and with unique lines a row not seen before.
  // Bits row r must hold (must1) or must not (must0) given the rows above: a unit at hi takes no
  // more suns, a unit that needs every cell left takes them all, and two equal cells of a run
  // force the third. Necessary only (placed_ok decides): it skips most candidates for a mask test.
  void forced(int r, Mask& must0, Mask& must1) const {
    must0 = must1 = 0;
    for (std::size_t k : touch_[static_cast<std::size_t>(r)]) {
      const OpenUnit& u = units_[k];
      const Mask in = u.in_row[static_cast<std::size_t>(r)];
      if (count_[k] >= u.ones.hi) must0 |= in;
      if (count_[k] + u.from[static_cast<std::size_t>(r)] <= u.ones.lo) must1 |= in;
    }
    for (const Run& run : forcing_[static_cast<std::size_t>(r)]) {
      const int a = at(run.cells[0]);
      if (a != at(run.cells[1])) continue;
      (a ? must0 : must1) |= Mask{1} << run.cells[2].col;
    }
  }

  bool placed_ok(int r) const {
    for (const Run& run : runs_at_[static_cast<std::size_t>(r)]) {
      const int a = at(run.cells[0]);
      if (a == at(run.cells[1]) && a == at(run.cells[2])) return false;
    }
    for (const Sign& s : signs_at_[static_cast<std::size_t>(r)])
      if ((at(s.a) == at(s.b)) != s.equal) return false;
    for (std::size_t k : touch_[static_cast<std::size_t>(r)]) {  // the others did not change
      const OpenUnit& u = units_[k];
      if (count_[k] > u.ones.hi || count_[k] + u.below[static_cast<std::size_t>(r)] < u.ones.lo)
        return false;
    }
    if (p_.unique_lines)
      for (int q = 0; q < r; ++q)
        if (line_[static_cast<std::size_t>(q)] == line_[static_cast<std::size_t>(r)]) return false;
    return true;
  }

  // All rows placed: with unique lines, no two equal columns.
  bool columns_ok() const {
    if (!p_.unique_lines) return true;
    for (int a = 0; a < cols_; ++a)
      for (int b = a + 1; b < cols_; ++b) {
        bool differ = false;
        for (int r = 0; r < rows_ && !differ; ++r)
          differ = bit(line_[static_cast<std::size_t>(r)], a) !=
                   bit(line_[static_cast<std::size_t>(r)], b);
        if (!differ) return false;
      }
    return true;
  }

  // Places (sign 1) or lifts (sign -1) candidate i on row r.
  void apply(int r, std::size_t i, int sign) {
    const auto ri = static_cast<std::size_t>(r);
    line_[ri] = cands_[i];
    const auto& touch = touch_[ri];
    const std::int8_t* d = &delta_[delta_start_[ri] + (i - start_[ri]) * touch.size()];
    for (std::size_t j = 0; j < touch.size(); ++j) count_[touch[j]] += sign * d[j];
  }

  // Bits of the profile after `depth` rows: the needed cells of each row (rows of the prefix are
  // constant within one memo and left out), each open unit's ones so far, and with unique lines
  // the set of rows placed (a bitset over the distinct candidates, or a sorted list of masks when
  // there are many).
  int key_bits(int depth) const {
    int bits = 0;
    for (int r = prefix_; r < depth; ++r)
      if (need_at(depth, r) != 0) bits += cols_;
    for (const OpenUnit& u : units_)
      if (u.first < depth && depth <= u.last)
        bits += std::bit_width(static_cast<unsigned>(u.from[0]));
    if (p_.unique_lines)
      bits += set_as_bits_ ? static_cast<int>(set_size_) : (depth - prefix_) * cols_;
    return bits;
  }

  Mask need_at(int depth, int r) const {
    return need_[static_cast<std::size_t>(depth) * static_cast<std::size_t>(rows_) +
                 static_cast<std::size_t>(r)];
  }

  void key(int depth, std::uint64_t* out) const {
    std::fill(out, out + words_, 0);
    int at = 0;
    auto put = [&](std::uint64_t v, int bits) {
      out[at >> 6] |= v << (at & 63);
      if ((at & 63) + bits > 64) out[(at >> 6) + 1] |= v >> (64 - (at & 63));
      at += bits;
    };
    for (int r = prefix_; r < depth; ++r)
      if (const Mask need = need_at(depth, r); need != 0)
        put(line_[static_cast<std::size_t>(r)] & need, cols_);
    for (std::size_t u = 0; u < units_.size(); ++u)
      if (units_[u].first < depth && depth <= units_[u].last)
        put(static_cast<std::uint64_t>(count_[u]),
            std::bit_width(static_cast<unsigned>(units_[u].from[0])));
    if (!p_.unique_lines) return;
    if (set_as_bits_) {
      for (int r = prefix_; r < depth; ++r) {
        const auto i = static_cast<std::size_t>(set_index_[line_[static_cast<std::size_t>(r)]]);
        out[(at + static_cast<int>(i)) >> 6] |= std::uint64_t{1}
                                                << ((at + static_cast<int>(i)) & 63);
      }
      return;
    }
    std::vector<Mask> seen(line_.begin() + prefix_, line_.begin() + depth);
    std::sort(seen.begin(), seen.end());
    for (Mask m : seen) put(m, cols_);
  }

  // Listing walks a settled memo: its few extra trials are not charged to the budget.
  bool spend() {
    if (listing_) return false;
    if (stopped_ || budget_.exhausted(++nodes_)) stopped_ = true;
    return stopped_;
  }

  // Enumerates the prefix rows outside the memo; each full prefix starts a fresh memo.
  std::uint64_t place_prefix(int r) {
    if (r == prefix_) {
      for (auto& m : memo_) m.clear();
      return completions(r);
    }
    std::uint64_t total = 0;
    Mask must0, must1;
    forced(r, must0, must1);
    for (std::size_t i = start_[static_cast<std::size_t>(r)];
         i < start_[static_cast<std::size_t>(r) + 1]; ++i) {
      if ((cands_[i] & must0) != 0 || (cands_[i] & must1) != must1) continue;
      if (spend()) break;
      apply(r, i, 1);
      if (placed_ok(r)) total = add(total, place_prefix(r + 1));
      apply(r, i, -1);
      if (total == limit_) break;
    }
    return total;
  }

  // f(depth, profile): the number of ways to fill rows depth.. (capped at limit).
  std::uint64_t completions(int depth) {
    if (depth == rows_) return columns_ok() ? 1 : 0;
    const bool memo = depth > prefix_ && depth + 1 < rows_;  // the last row is a leaf count
    std::uint64_t* k = &key_buf_[static_cast<std::size_t>(depth) * words_];
    if (memo) {
      key(depth, k);
      if (std::uint64_t hit; memo_[static_cast<std::size_t>(depth)].find(k, hit)) return hit;
    }
    std::uint64_t total = 0;
    int live = 0;
    const auto d = static_cast<std::size_t>(depth);
    Mask must0, must1;
    forced(depth, must0, must1);
    for (std::size_t i = start_[d]; i < start_[d + 1]; ++i) {
      if ((cands_[i] & must0) != 0 || (cands_[i] & must1) != must1) continue;
      if (spend()) return total;  // partial: not memoised, still a lower bound
      apply(depth, i, 1);
      if (placed_ok(depth)) {
        const std::uint64_t below = completions(depth + 1);
        live += below > 0;
        total = add(total, below);
      }
      apply(depth, i, -1);
      if (stopped_) return total;
      if (total == limit_) break;  // min(count, limit) is settled: memoised as it is
    }
    if (live >= 2) ++guesses_;
    if (memo) memo_[d].insert(k, total);
    return total;
  }

  // Lists solutions in search order, skipping subtrees with no completion (memoised counts).
  void list_prefix(int r, std::vector<Solution>& out) {
    if (r == prefix_) {
      for (auto& m : memo_) m.clear();
      list(r, out);
      return;
    }
    for (std::size_t i = start_[static_cast<std::size_t>(r)];
         i < start_[static_cast<std::size_t>(r) + 1] && out.size() < want_; ++i) {
      apply(r, i, 1);
      if (placed_ok(r)) list_prefix(r + 1, out);
      apply(r, i, -1);
    }
  }

  void list(int depth, std::vector<Solution>& out) {
    if (depth == rows_) {
      if (!columns_ok()) return;
      Solution s;
      for (Mask m : line_) {
        std::string row;
        for (int c = 0; c < cols_; ++c) row += bit(m, c) ? '1' : '0';
        s.push_back(std::move(row));
      }
      out.push_back(std::move(s));
      return;
    }
    const auto d = static_cast<std::size_t>(depth);
    for (std::size_t i = start_[d]; i < start_[d + 1] && out.size() < want_; ++i) {
      apply(depth, i, 1);
      if (placed_ok(depth) && completions(depth + 1) > 0) list(depth + 1, out);
      apply(depth, i, -1);
    }
  }

  const Puzzle& p_;
  int rows_, cols_;
  std::uint64_t limit_;
  Budget budget_;
  int prefix_;
  bool empty_unit_fails_ = false;
  std::vector<Mask> line_;
  std::vector<Mask> need_;  // [depth * rows + r]: columns of row r in the profile after depth rows
  std::vector<std::vector<Run>> runs_at_;
  std::vector<std::vector<Sign>> signs_at_;
  std::vector<OpenUnit> units_, part_units_;
  std::vector<int> count_;
  std::vector<std::vector<std::size_t>> touch_;  // per row: the spanning units with cells in it
  std::vector<std::vector<Run>> forcing_;  // per row: runs with one cell in it, that cell last
  std::vector<Mask> cands_;
  std::vector<std::size_t> start_;
  std::vector<std::int8_t> delta_;  // per candidate, its suns in each unit of touch_[row]
  std::vector<std::size_t> delta_start_;
  std::vector<ProfileMemo> memo_;       // per depth
  std::size_t words_ = 1;               // 64-bit words of a profile key
  std::vector<std::uint64_t> key_buf_;  // one key per depth (the recursion keeps each)
  std::vector<int> set_index_;  // unique lines: a row mask's place among the distinct candidates
  std::size_t set_size_ = 0;
  bool set_as_bits_ = false;
  std::uint64_t nodes_ = 0, guesses_ = 0, total_ = 0, want_ = 0;
  bool stopped_ = false, listing_ = false;
};

}  // namespace

Count count_solutions_profile(const Puzzle& p, int limit, Budget budget) {
  return Profile(p, std::max(limit, 1), budget).run(budget.max_kept > 0);
}

}  // namespace dg::tango
