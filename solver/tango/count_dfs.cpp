// Tango production counter: depth-first search that fills whole rows at a time.
//
// A row is one of the "valid lines" for N (balanced, no three equal in a row: 6 for N=4, 14 for
// N=6, 34 for N=8, 84 for N=10, 518 for N=14), kept as bitmasks (bit c = column c). Each row's
// candidates are filtered once against its givens and horizontal signs. The search state is the
// placed lines plus bit-sliced column counters of ones and zeros, so every vertical rule is a few
// bit operations: a column at N/2 ones (zeros) forbids another one (zero); two equal placed
// neighbours in a column forbid that value; vertical signs copy or flip the placed neighbour.
// At each node the unplaced row with the fewest fitting candidates is filled next (0 fails at
// once, 1 is forced), so rows need not be filled top to bottom and every check looks both ways.
//
// Possible improvements: counting fitting candidates of every open row at every node costs
// O(rows x candidates); for 14x14 a per-row candidate bitset intersected per column state would
// be cheaper, if large boards ever matter.
#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>

#include "solver/tango/counter.hpp"

namespace dg::tango {

namespace {

using Line = std::uint32_t;  // one row, bit c = column c (n <= 14)

// Valid lines for every even n, built once: balanced and no three equal in a row.
const std::vector<Line>& valid_lines(int n) {
  static const auto table = [] {
    std::array<std::vector<Line>, kMaxSize + 1> t;
    for (int size = kMinSize; size <= kMaxSize; size += 2) {
      const Line full = (Line{1} << size) - 1;
      for (Line l = 0; l <= full; ++l) {
        if (std::popcount(l) != size / 2) continue;
        const Line z = ~l & full;
        // Three ones (zeros) in a row show up as a bit set in l & l>>1 & l>>2.
        if ((l & (l >> 1) & (l >> 2)) || (z & (z >> 1) & (z >> 2))) continue;
        t[static_cast<std::size_t>(size)].push_back(l);
      }
    }
    return t;
  }();
  return table[static_cast<std::size_t>(n)];
}

// Column counters, one bit-plane per binary digit (counts stay <= 7 = 14/2).
struct Counter {
  Line b0 = 0, b1 = 0, b2 = 0;
  void add(Line x) {
    Line carry = b0 & x;
    b0 ^= x;
    const Line carry2 = b1 & carry;
    b1 ^= carry;
    b2 ^= carry2;
  }
  // Columns whose count equals k.
  Line equals(int k, Line full) const {
    const Line m0 = (k & 1) ? b0 : ~b0, m1 = (k & 2) ? b1 : ~b1, m2 = (k & 4) ? b2 : ~b2;
    return m0 & m1 & m2 & full;
  }
};

struct State {
  std::array<Line, kMaxSize> line{};
  Line placed = 0;  // bit r = row r holds a line
  Counter ones, zeros;
};

class Dfs {
 public:
  Dfs(const Puzzle& p, int limit, Budget budget)
      : n_(p.n), full_((Line{1} << p.n) - 1), limit_(limit), budget_(budget) {
    // Per row: givens and horizontal signs as masks; below_*: vertical signs to the next row.
    std::array<Line, kMaxSize> given{}, value{}, heq{}, hopp{};
    for (int r = 0; r < n_; ++r)
      for (int c = 0; c < n_; ++c)
        if (p.at(r, c) >= 0) {
          given[static_cast<std::size_t>(r)] |= Line{1} << c;
          if (p.at(r, c) == 1) value[static_cast<std::size_t>(r)] |= Line{1} << c;
        }
    auto mark = [&](const CellPair& pr, bool eq) {
      if (pr.a.row == pr.b.row)  // horizontal: bit c joins columns c and c+1
        (eq ? heq : hopp)[static_cast<std::size_t>(pr.a.row)] |= Line{1} << pr.a.col;
      else  // vertical: bit c joins rows r and r+1
        (eq ? below_eq_ : below_opp_)[static_cast<std::size_t>(pr.a.row)] |= Line{1} << pr.a.col;
    };
    for (const CellPair& pr : p.equal) mark(pr, true);
    for (const CellPair& pr : p.opposite) mark(pr, false);
    for (int r = 0; r < n_; ++r) {
      const auto ri = static_cast<std::size_t>(r);
      start_[ri] = static_cast<std::uint32_t>(cands_.size());
      for (Line l : valid_lines(n_)) {
        if ((l ^ value[ri]) & given[ri]) continue;
        const Line diff = l ^ (l >> 1);  // bit c: columns c and c+1 differ
        if ((diff & heq[ri]) || (~diff & hopp[ri])) continue;
        cands_.push_back(l);
      }
    }
    start_[static_cast<std::size_t>(n_)] = static_cast<std::uint32_t>(cands_.size());
  }

  Count run() {
    search(State{});
    return std::move(result_);
  }

 private:
  // Cells of row r forced to 1 (must_one) and to 0 (must_zero) by the placed rows.
  void forced(const State& s, int r, Line& must_one, Line& must_zero) const {
    Line mo = s.zeros.equals(n_ / 2, full_), mz = s.ones.equals(n_ / 2, full_);
    auto placed = [&](int q) { return q >= 0 && q < n_ && (s.placed >> q & 1u); };
    auto at = [&](int q) { return s.line[static_cast<std::size_t>(q)]; };
    auto sign = [&](Line a, Line eq, Line opp) {
      mo |= (eq & a) | (opp & ~a);
      mz |= (eq & ~a) | (opp & a);
    };
    auto pair = [&](Line a, Line b) {  // two equal neighbours forbid their value here
      mz |= a & b;
      mo |= ~a & ~b & full_;
    };
    if (placed(r - 1)) {
      sign(at(r - 1), below_eq_[static_cast<std::size_t>(r - 1)],
           below_opp_[static_cast<std::size_t>(r - 1)]);
      if (placed(r - 2)) pair(at(r - 1), at(r - 2));
      if (placed(r + 1)) pair(at(r - 1), at(r + 1));
    }
    if (placed(r + 1)) {
      sign(at(r + 1), below_eq_[static_cast<std::size_t>(r)],
           below_opp_[static_cast<std::size_t>(r)]);
      if (placed(r + 2)) pair(at(r + 1), at(r + 2));
    }
    must_one = mo & full_;
    must_zero = mz & full_;
  }

  static bool fits(Line l, Line must_one, Line must_zero) {
    return ((l & must_zero) | (~l & must_one)) == 0;
  }

  // Returns true when the search must stop (limit reached or budget spent).
  bool search(const State& s) {
    if (++result_.nodes > budget_.max_nodes) {
      result_.complete = false;
      return true;
    }
    if (s.placed == full_) {
      Solution sol(static_cast<std::size_t>(n_), std::string(static_cast<std::size_t>(n_), '0'));
      for (int r = 0; r < n_; ++r)
        for (int c = 0; c < n_; ++c)
          if (s.line[static_cast<std::size_t>(r)] >> c & 1u)
            sol[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)] = '1';
      result_.solutions.push_back(std::move(sol));
      return ++result_.count >= limit_;
    }
    // Most constrained open row: fewest candidates that fit the placed rows.
    int best = -1, best_count = 1 << 30;
    Line best_one = 0, best_zero = 0;
    for (int r = 0; r < n_; ++r) {
      if (s.placed >> r & 1u) continue;
      Line mo, mz;
      forced(s, r, mo, mz);
      if (mo & mz) return false;
      int count = 0;
      for (std::uint32_t i = start_[static_cast<std::size_t>(r)];
           i < start_[static_cast<std::size_t>(r + 1)] && count < best_count; ++i)
        count += fits(cands_[i], mo, mz);
      if (count < best_count) {
        best = r, best_count = count, best_one = mo, best_zero = mz;
        if (count == 0) return false;
      }
    }
    if (best_count >= 2) ++result_.guesses;
    const auto bi = static_cast<std::size_t>(best);
    for (std::uint32_t i = start_[bi]; i < start_[bi + 1]; ++i) {
      const Line l = cands_[i];
      if (!fits(l, best_one, best_zero)) continue;
      State next = s;
      next.line[bi] = l;
      next.placed |= Line{1} << best;
      next.ones.add(l);
      next.zeros.add(~l & full_);
      if (search(next)) return true;
    }
    return false;
  }

  int n_;
  Line full_;
  int limit_;
  Budget budget_;
  std::array<Line, kMaxSize> below_eq_{}, below_opp_{};
  std::vector<Line> cands_;                          // every row's candidates, back to back
  std::array<std::uint32_t, kMaxSize + 1> start_{};  // row r's candidates: [start_[r], start_[r+1])
  Count result_;
};

}  // namespace

Count count_solutions(const Puzzle& p, int limit, Budget budget) {
  return Dfs(p, std::max(limit, 1), budget).run();
}

}  // namespace dg::tango
