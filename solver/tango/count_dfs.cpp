// Tango production counter: depth-first search that fills whole rows at a time.
//
// A row is one of the "valid lines" for N (balanced, no three equal in a row: 6 for N=4, 14 for
// N=6, 34 for N=8, 84 for N=10, 518 for N=14), kept as bitmasks (bit c = column c). Each row's
// candidates are filtered once against its givens and horizontal signs, and each column's
// candidates (bit r = row r) against its givens and vertical signs, so every rule lives in the two
// candidate lists. At each node every column keeps the candidates that agree with the placed rows
// (none: dead end); the cells on which they all agree are forced, which gives each open row a
// must-be-1 and a must-be-0 mask. The open row with the fewest fitting candidates is filled next
// (0 fails at once, 1 is forced), so rows need not be filled top to bottom.
// Measured (bench_count_tango, limit 2): the first version checked columns only through counts and
// the two neighbouring rows: 6x6 median 2.0 us, minimal 10x10 median 1122 us (p99 81 ms), and
// minutes to complete an empty 14x14. With column filtering: 6x6 1.6 us, 10x10 44 us (p99 0.9 ms).
//
// Unique lines (classic Takuzu, Puzzle::unique_lines): a row may not take a line a placed row
// holds, and two columns left with the same single candidate end the branch, so equal columns die
// before the grid is full. The search is a template on the flag, so the classic path is the same
// code as before (bench_count_tango unchanged). Measured with a throwaway driver on 400 / 400 / 150
// minimal unique-lines puzzles (limit 2, 6x6 / 8x8 / 10x10 medians): row exclusion plus a check of
// the full grid's columns 2.2 / 9.9 / 85 us; with the settled-column check 2.1 / 8.7 / 77 us; also
// taking each settled line away from the other columns' candidates, to a fixed point, cut nodes
// by a further 8-10% but cost more than it saved: 2.9 / 13.0 / 117 us.
//
// The search reads the clues as per-line masks (line_clues.hpp), so the generator can count from
// a grid its rules have already closed; count_solutions builds them from the Puzzle. Candidate
// lists of boards up to 8x8 live in the searcher itself (no allocation: the generator counts tens
// of clue sets per puzzle), and solutions are built only when the caller keeps them.
// Possible improvements: iterate the row/column filtering to a fixed point before branching.
#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <span>
#include <vector>

#include "solver/tango/counter.hpp"
#include "solver/tango/line_clues.hpp"
#include "solver/tango/lines.hpp"

namespace dg::tango {

namespace {

using Line = std::uint32_t;  // one row, bit c = column c (n <= 14)

struct State {
  std::array<Line, kMaxSize> line{};  // row r's line once placed
  std::array<Line, kMaxSize> col{};   // column c's values on the placed rows (bit r = row r)
  Line placed = 0;                    // bit r = row r holds a line
};

// Candidate lines back to back: in place up to 8 lines of the 34 valid lines of length 8, on the
// heap beyond.
class LineList {
 public:
  explicit LineList(std::size_t capacity) {
    if (capacity > kInPlace) {
      heap_.resize(capacity);
      data_ = heap_.data();
    }
  }
  LineList(const LineList&) = delete;
  LineList& operator=(const LineList&) = delete;
  void push_back(Line l) { data_[size_++] = l; }
  Line operator[](std::uint32_t i) const { return data_[i]; }
  std::uint32_t size() const { return size_; }

 private:
  static constexpr std::size_t kInPlace = 8 * 34;
  std::array<Line, kInPlace> in_place_;  // not zeroed: only [0, size_) is read
  std::vector<Line> heap_;
  Line* data_ = in_place_.data();
  std::uint32_t size_ = 0;
};

// The valid lines that agree with line `l` of the clues: its known cells and its signs.
void add_candidates(const LineClues& c, std::size_t l, std::span<const Line> lines, LineList& out) {
  const Line known = c.known[l], sun = c.sun[l], eq = c.equal[l], opp = c.opposite[l];
  for (Line v : lines) {
    if ((v ^ sun) & known) continue;
    const Line diff = v ^ (v >> 1);  // bit i: cells i and i+1 differ
    if ((diff & eq) || (~diff & opp)) continue;
    out.push_back(v);
  }
}

class Dfs {
 public:
  Dfs(const LineClues& c, int limit, Budget budget, bool keep)
      : n_(c.n),
        full_((Line{1} << c.n) - 1),
        limit_(limit),
        unique_lines_(c.unique_lines),
        keep_(keep),
        budget_(budget),
        cands_(static_cast<std::size_t>(c.n) * valid_lines(c.n).size()),
        col_cands_(static_cast<std::size_t>(c.n) * valid_lines(c.n).size()) {
    // Every rule lives in the two candidate lists: a row's and a column's known cells and the
    // signs inside it (vertical signs are "horizontal" inside a column).
    const std::span<const Line> lines = valid_lines(n_);
    for (int k = 0; k < n_; ++k) {
      const auto ki = static_cast<std::size_t>(k);
      col_start_[ki] = col_cands_.size();
      add_candidates(c, static_cast<std::size_t>(n_ + k), lines, col_cands_);
      start_[ki] = cands_.size();
      add_candidates(c, ki, lines, cands_);
    }
    col_start_[static_cast<std::size_t>(n_)] = col_cands_.size();
    start_[static_cast<std::size_t>(n_)] = cands_.size();
  }

  Count run() {
    if (unique_lines_)
      search<true>(State{});
    else
      search<false>(State{});
    return std::move(result_);
  }

 private:
  using Masks = std::array<Line, kMaxSize>;

  // From the columns: cells of every open row forced to 1 (must_one[r]) and to 0 (must_zero[r]).
  // False when some column has no candidate left. kUnique: a column whose live candidates agree
  // everywhere (all == any: one candidate left) is settled, and two columns settled on the same
  // line are a dead end.
  template <bool kUnique>
  bool forced(const State& s, Masks& must_one, Masks& must_zero) const {
    must_one.fill(0);
    must_zero.fill(0);
    [[maybe_unused]] Masks settled;
    [[maybe_unused]] std::size_t settled_count = 0;
    for (int c = 0; c < n_; ++c) {
      const auto ci = static_cast<std::size_t>(c);
      Line all = full_, any = 0;
      bool found = false;
      for (std::uint32_t i = col_start_[ci]; i < col_start_[ci + 1]; ++i) {
        const Line l = col_cands_[i];
        if ((l ^ s.col[ci]) & s.placed) continue;
        all &= l;
        any |= l;
        found = true;
      }
      if (!found) return false;
      if constexpr (kUnique) {
        if (all == any) {
          for (std::size_t k = 0; k < settled_count; ++k)
            if (settled[k] == all) return false;
          settled[settled_count++] = all;
        }
      }
      Line ones = all & ~s.placed, zeros = ~any & full_ & ~s.placed;
      for (; ones; ones &= ones - 1)
        must_one[static_cast<std::size_t>(std::countr_zero(ones))] |= Line{1} << c;
      for (; zeros; zeros &= zeros - 1)
        must_zero[static_cast<std::size_t>(std::countr_zero(zeros))] |= Line{1} << c;
    }
    return true;
  }

  // True when some placed row already holds line l (unique lines only).
  static bool row_taken(const State& s, Line l) {
    for (Line rows = s.placed; rows; rows &= rows - 1)
      if (s.line[static_cast<std::size_t>(std::countr_zero(rows))] == l) return true;
    return false;
  }

  // True when two columns of a full grid are equal (unique lines only).
  bool columns_repeat(const State& s) const {
    for (int a = 0; a < n_; ++a)
      for (int b = a + 1; b < n_; ++b)
        if (s.col[static_cast<std::size_t>(a)] == s.col[static_cast<std::size_t>(b)]) return true;
    return false;
  }

  void keep(const State& s) {
    Solution sol(static_cast<std::size_t>(n_), std::string(static_cast<std::size_t>(n_), '0'));
    for (int r = 0; r < n_; ++r)
      for (int c = 0; c < n_; ++c)
        if (s.line[static_cast<std::size_t>(r)] >> c & 1u)
          sol[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)] = '1';
    result_.solutions.push_back(std::move(sol));
  }

  static bool fits(Line l, Line must_one, Line must_zero) {
    return ((l & must_zero) | (~l & must_one)) == 0;
  }

  // Returns true when the search must stop (limit reached or budget spent). kUnique: the
  // puzzle's unique_lines, a template argument so the classic search pays nothing for it.
  template <bool kUnique>
  bool search(const State& s) {
    if (budget_.exhausted(++result_.nodes)) {
      result_.complete = false;
      return true;
    }
    if (s.placed == full_) {
      // With one row open, forced() settles every column (balance fixes the last cell), so equal
      // columns die one level up; this check is cheap and keeps the count right without that.
      if constexpr (kUnique)
        if (columns_repeat(s)) return false;
      if (keep_ && budget_.keeps(result_.solutions.size())) keep(s);
      return ++result_.count >= limit_;
    }
    Masks must_one, must_zero;
    if (!forced<kUnique>(s, must_one, must_zero)) return false;
    // A candidate is live when it fits the forced cells (and, for unique lines, is not a placed
    // row's line).
    auto live = [&](Line l, std::size_t r) {
      if constexpr (kUnique)
        return fits(l, must_one[r], must_zero[r]) && !row_taken(s, l);
      else
        return fits(l, must_one[r], must_zero[r]);
    };
    // Most constrained open row: fewest candidates that fit the forced cells.
    int best = -1, best_count = 1 << 30;
    for (int r = 0; r < n_; ++r) {
      if (s.placed >> r & 1u) continue;
      const auto ri = static_cast<std::size_t>(r);
      int count = 0;
      for (std::uint32_t i = start_[ri]; i < start_[ri + 1] && count < best_count; ++i)
        count += live(cands_[i], ri);
      if (count < best_count) {
        best = r, best_count = count;
        if (count == 0) return false;
      }
    }
    if (best_count >= 2) ++result_.guesses;
    const auto bi = static_cast<std::size_t>(best);
    for (std::uint32_t i = start_[bi]; i < start_[bi + 1]; ++i) {
      const Line l = cands_[i];
      if (!live(l, bi)) continue;
      State next = s;
      next.line[bi] = l;
      next.placed |= Line{1} << best;
      for (int c = 0; c < n_; ++c) next.col[static_cast<std::size_t>(c)] |= (l >> c & 1u) << best;
      if (search<kUnique>(next)) return true;
    }
    return false;
  }

  int n_;
  Line full_;
  int limit_;
  bool unique_lines_;
  bool keep_;  // build and keep the solutions found (count_solutions), or count only
  Budget budget_;
  LineList cands_;      // every row's candidates, back to back
  LineList col_cands_;  // every column's candidates (bit r = row r)
  std::array<std::uint32_t, kMaxSize + 1> col_start_{};
  std::array<std::uint32_t, kMaxSize + 1> start_{};  // row r's candidates: [start_[r], start_[r+1])
  Count result_;
};

}  // namespace

LineClues line_clues(const Puzzle& p) {
  LineClues c;
  c.n = p.n;
  c.unique_lines = p.unique_lines;
  for (int r = 0; r < p.n; ++r)
    for (int col = 0; col < p.n; ++col) {
      const int v = p.at(r, col);
      if (v < 0) continue;
      const auto row = static_cast<std::size_t>(r), column = static_cast<std::size_t>(p.n + col);
      c.known[row] |= Line{1} << col;
      c.sun[row] |= Line(v) << col;
      c.known[column] |= Line{1} << r;
      c.sun[column] |= Line(v) << r;
    }
  auto mark = [&](const CellPair& pr, bool eq) {
    const Cell a = std::min(pr.a, pr.b);
    auto& masks = eq ? c.equal : c.opposite;
    if (pr.a.row == pr.b.row)  // horizontal: in row a.row, bit a.col
      masks[static_cast<std::size_t>(a.row)] |= Line{1} << a.col;
    else  // vertical: in column a.col, bit a.row
      masks[static_cast<std::size_t>(p.n + a.col)] |= Line{1} << a.row;
  };
  for (const CellPair& pr : p.equal) mark(pr, true);
  for (const CellPair& pr : p.opposite) mark(pr, false);
  return c;
}

CountResult<Solution> count_line_rows(const LineClues& c, int limit, Budget budget) {
  return Dfs(c, std::max(limit, 1), budget, false).run();
}

CountResult<Solution> count_line_clues(const LineClues& c, int limit, Budget budget) {
  return c.n <= 8 ? count_line_bits(c, limit, budget) : count_line_rows(c, limit, budget);
}

Count count_solutions(const Puzzle& p, int limit, Budget budget) {
  if (!is_classic(p)) return count_solutions_rows(p, limit, budget);
  return Dfs(line_clues(p), std::max(limit, 1), budget, true).run();
}

}  // namespace dg::tango
