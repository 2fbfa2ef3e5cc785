// Tango CP-style counter: every cell is a variable with domain {0, 1}. Propagation runs to a
// fixed point of the rules:
//  - signs: a fixed cell fixes its '=' partner to the same value and its 'x' partner to the other;
//  - no three: in any run of three (runs_of_three(): rows, columns, and with the options
//    diagonals and wrapping runs), two fixed to v force the third to !v (this covers both the
//    pair "vv." and the gap "v.v" patterns);
//  - counts: a unit (units(): rows, columns, regions) with hi suns forces its open cells to 0,
//    one with size - lo moons forces them to 1; more fails;
//  - unique lines (only with Puzzle::unique_lines): see distinct_lines() below.
// An empty domain is a contradiction. Then branch (0 first) on the open cell whose row and column
// hold the most fixed cells. Deliberately shares no code with the DFS counter so the two can check
// each other.
#include <algorithm>
#include <array>
#include <cstdint>

#include "solver/tango/counter.hpp"

namespace dg::tango {

namespace {

constexpr int kMaxCells = kMaxSize * kMaxSize;
constexpr std::uint8_t kZero = 1, kOne = 2, kBoth = 3;  // domain bits

using Domains = std::array<std::uint8_t, kMaxCells>;

class Cp {
 public:
  Cp(const Puzzle& p, int limit, Budget budget)
      : p_(p), n_(p.n), cols_(p.width()), limit_(limit), budget_(budget) {
    for (const Unit& u : units(p)) {
      Count_unit cu{{}, u.ones.lo, u.ones.hi};
      for (Cell c : u.cells) cu.cells.push_back(index(c));
      counts_.push_back(std::move(cu));
    }
    // Lines for unique lines: rows (kind 0) and columns (kind 1) with their exact count, if any.
    for (int r = 0; r < n_; ++r) {
      std::vector<int> row;
      for (int k = 0; k < cols_; ++k) row.push_back(r * cols_ + k);
      const OnesRange o = row_range(p, r);
      lines_.push_back({std::move(row), 0, o.lo == o.hi ? o.lo : -1});
    }
    for (int c = 0; c < cols_; ++c) {
      std::vector<int> col;
      for (int k = 0; k < n_; ++k) col.push_back(k * cols_ + c);
      const OnesRange o = col_range(p, c);
      lines_.push_back({std::move(col), 1, o.lo == o.hi ? o.lo : -1});
    }
    for (const auto& run : runs_of_three(p))
      runs_.push_back({index(run[0]), index(run[1]), index(run[2])});
    for (const CellPair& pr : p.equal) signs_.push_back({index(pr.a), index(pr.b), true});
    for (const CellPair& pr : p.opposite) signs_.push_back({index(pr.a), index(pr.b), false});
  }

  Count run() {
    Domains d{};
    for (int i = 0; i < n_ * cols_; ++i) {
      const int g = p_.cells[static_cast<std::size_t>(i)];
      d[static_cast<std::size_t>(i)] = g < 0 ? kBoth : g == 0 ? kZero : kOne;
    }
    search(d);
    return std::move(result_);
  }

 private:
  struct Sign {
    int a, b;
    bool equal;
  };
  struct Count_unit {
    std::vector<int> cells;
    int lo, hi;
  };
  struct Line {
    std::vector<int> cells;
    int kind;   // 0 row, 1 column: only lines of one kind must differ
    int exact;  // the line's sun count when fixed, else -1
  };

  int index(Cell c) const { return c.row * cols_ + c.col; }

  static bool fixed(std::uint8_t d) { return d == kZero || d == kOne; }
  static std::uint8_t flip(std::uint8_t d) { return static_cast<std::uint8_t>(kBoth ^ d); }

  // Narrows cell i to `allowed`; false when nothing is left.
  static bool restrict(Domains& d, int i, std::uint8_t allowed, bool& changed) {
    auto& x = d[static_cast<std::size_t>(i)];
    const auto y = static_cast<std::uint8_t>(x & allowed);
    if (y == 0) return false;
    if (y != x) {
      x = y;
      changed = true;
    }
    return true;
  }

  // Unique lines: a line B whose fixed cells all agree with a complete line A of the same kind
  // must differ from A in its open cells: with no open cell B would equal A (contradiction).
  // When both lines must hold the same exact sun count (balance), B's open cells hold as many
  // ones as A has there, so one open cell is a contradiction too, and with two open cells both
  // must take the opposite of A's value (differing in just one would change B's count). Lines
  // with a range of counts (odd lengths, row_ones) only get the first rule.
  bool distinct_lines(Domains& d, bool& changed) const {
    for (std::size_t a = 0; a < lines_.size(); ++a) {
      const auto& la = lines_[a].cells;
      if (!std::all_of(la.begin(), la.end(),
                       [&](int i) { return fixed(d[static_cast<std::size_t>(i)]); }))
        continue;
      for (std::size_t b = 0; b < lines_.size(); ++b) {
        if (b == a || lines_[b].kind != lines_[a].kind) continue;
        const bool same_count = lines_[a].exact >= 0 && lines_[a].exact == lines_[b].exact;
        const auto& lb = lines_[b].cells;
        std::size_t open[2] = {0, 0};
        int opens = 0;
        bool agree = true;
        for (std::size_t k = 0; k < lb.size() && agree && opens <= 2; ++k) {
          const auto x = d[static_cast<std::size_t>(lb[k])];
          if (!fixed(x)) {
            if (opens < 2) open[opens] = k;
            ++opens;
          } else {
            agree = x == d[static_cast<std::size_t>(la[k])];
          }
        }
        if (!agree || opens > 2) continue;
        if (opens == 0) return false;
        if (!same_count) continue;
        if (opens < 2) return false;
        for (std::size_t k : open)
          if (!restrict(d, lb[k], flip(d[static_cast<std::size_t>(la[k])]), changed)) return false;
      }
    }
    return true;
  }

  bool propagate(Domains& d) const {
    bool changed = true;
    while (changed) {
      changed = false;
      for (const Sign& s : signs_) {
        const auto da = d[static_cast<std::size_t>(s.a)], db = d[static_cast<std::size_t>(s.b)];
        if (fixed(da) && !restrict(d, s.b, s.equal ? da : flip(da), changed)) return false;
        if (fixed(db) && !restrict(d, s.a, s.equal ? db : flip(db), changed)) return false;
      }
      for (const Count_unit& u : counts_) {
        int count[2] = {0, 0};
        for (int i : u.cells) {
          const auto x = d[static_cast<std::size_t>(i)];
          if (fixed(x)) ++count[x == kOne];
        }
        const int size = static_cast<int>(u.cells.size());
        const int most[2] = {size - u.lo, u.hi};  // moons, suns
        if (count[0] > most[0] || count[1] > most[1]) return false;
        for (int v = 0; v < 2; ++v)
          if (count[v] == most[v] && count[0] + count[1] < size)
            for (int i : u.cells)
              if (!fixed(d[static_cast<std::size_t>(i)]) &&
                  !restrict(d, i, v ? kZero : kOne, changed))
                return false;
      }
      for (const auto& w : runs_)
        for (int skip = 0; skip < 3; ++skip) {
          const auto x = d[static_cast<std::size_t>(w[static_cast<std::size_t>((skip + 1) % 3)])];
          const auto y = d[static_cast<std::size_t>(w[static_cast<std::size_t>((skip + 2) % 3)])];
          if (fixed(x) && x == y &&
              !restrict(d, w[static_cast<std::size_t>(skip)], flip(x), changed))
            return false;
        }
      if (p_.unique_lines && !distinct_lines(d, changed)) return false;
    }
    return true;
  }

  // Returns true when the search must stop (limit reached or budget spent).
  bool search(Domains d) {
    if (budget_.exhausted(++result_.nodes)) {
      result_.complete = false;
      return true;
    }
    if (!propagate(d)) return false;
    int best = -1, best_score = -1;
    for (int r = 0; r < n_; ++r)
      for (int c = 0; c < cols_; ++c) {
        if (fixed(d[static_cast<std::size_t>(r * cols_ + c)])) continue;
        int score = 0;
        for (int k = 0; k < cols_; ++k) score += fixed(d[static_cast<std::size_t>(r * cols_ + k)]);
        for (int k = 0; k < n_; ++k) score += fixed(d[static_cast<std::size_t>(k * cols_ + c)]);
        if (score > best_score) best = r * cols_ + c, best_score = score;
      }
    if (best < 0) {
      Solution sol;
      for (int r = 0; r < n_; ++r) {
        std::string row;
        for (int c = 0; c < cols_; ++c)
          row += d[static_cast<std::size_t>(r * cols_ + c)] == kOne ? '1' : '0';
        sol.push_back(std::move(row));
      }
      if (budget_.keeps(result_.solutions.size())) result_.solutions.push_back(std::move(sol));
      return ++result_.count >= limit_;
    }
    ++result_.guesses;
    for (std::uint8_t v : {kZero, kOne}) {
      Domains next = d;
      next[static_cast<std::size_t>(best)] = v;
      if (search(next)) return true;
    }
    return false;
  }

  const Puzzle& p_;
  int n_, cols_;
  int limit_;
  Budget budget_;
  std::vector<Count_unit> counts_;  // rows, columns and regions with their sun ranges
  std::vector<Line> lines_;         // rows then columns, for unique lines
  std::vector<std::array<int, 3>> runs_;
  std::vector<Sign> signs_;
  Count result_;
};

}  // namespace

Count count_solutions_cp(const Puzzle& p, int limit, Budget budget) {
  return Cp(p, std::max(limit, 1), budget).run();
}

}  // namespace dg::tango
