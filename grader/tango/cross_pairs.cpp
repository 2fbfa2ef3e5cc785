// The cross_line sweep (see cross_pairs.hpp). Written once over the set type: boards up to 8x8
// (at most 64 valid lines) use plain 64-bit masks, larger ones LineSet. The sweep is the
// generator's hottest code at the cross_line tier, and LineSet's copies and word loops were a
// good part of it.
#include "grader/tango/cross_pairs.hpp"

#include <array>
#include <bit>
#include <cstdint>
#include <span>

#include "grader/tango/line_set.hpp"
#include "grader/tango/line_table.hpp"

namespace dg::tango {

namespace {

// allow[k] has bit c when crossing line c allows values (k & 1, k >> 1) at the pair's two cells.
using Allow = std::array<Mask, 4>;

using Small = std::uint64_t;  // a set of valid lines when there are at most 64

bool empty(Small s) {
  return s == 0;
}
bool empty(const LineSet& s) {
  return s.empty();
}
template <class F>
void for_each(Small s, F&& f) {
  for (; s; s &= s - 1) f(std::countr_zero(s));
}
template <class F>
void for_each(const LineSet& s, F&& f) {
  s.for_each(f);
}

// The sets the sweep needs for one board size, in its set type.
template <class Set>
struct Kit;

template <>
struct Kit<LineSet> {
  explicit Kit(const LineKind& k) : kind(k), n(k.len), none(LineSet::none(k)), lines(lines_of(k)) {
    for (int pos = 0; pos < n; ++pos)
      for (int v = 0; v < 2; ++v)
        cells[static_cast<std::size_t>(pos)][static_cast<std::size_t>(v)] =
            &LineSet::with_cell(kind, pos, v);
  }
  LineSet fitting(const LineView& v) const { return LineSet::fitting(kind, v); }
  const LineSet& cell(int pos, int value) const {
    return *cells[static_cast<std::size_t>(pos)][static_cast<std::size_t>(value)];
  }
  LineKind kind;
  int n;
  LineSet none;
  std::span<const std::uint32_t> lines;
  std::array<std::array<const LineSet*, 2>, kMaxSize> cells{};
};

template <>
struct Kit<Small> {
  explicit Kit(const LineKind& k)
      : kind(k),
        n(k.len),
        classic(k == classic_kind(k.len) && k.len % 2 == 0 && k.len >= kMinSize),
        lines(lines_of(k)) {
    for (int pos = 0; pos < n; ++pos)
      for (int v = 0; v < 2; ++v)
        cells[static_cast<std::size_t>(pos)][static_cast<std::size_t>(v)] =
            LineSet::with_cell(kind, pos, v).first_word();
  }
  Small fitting(const LineView& v) const {
    return (classic ? LineSet::fitting(n, v) : LineSet::fitting(kind, v)).first_word();
  }
  Small cell(int pos, int value) const {
    return cells[static_cast<std::size_t>(pos)][static_cast<std::size_t>(value)];
  }
  LineKind kind;
  int n;
  bool classic;  // the classic kind: its own tables, no range to narrow
  Small none = 0;
  std::span<const std::uint32_t> lines;
  std::array<std::array<Small, 2>, kMaxSize> cells{};
};

const Kit<Small>& small_kit(int n) {
  static const auto kits = [] {
    std::array<Kit<Small>, 3> k{Kit<Small>(classic_kind(4)), Kit<Small>(classic_kind(6)),
                                Kit<Small>(classic_kind(8))};
    return k;
  }();
  return kits[static_cast<std::size_t>(n / 2 - 2)];
}

// What the rule forces on lines l1, l1 + 1: a completion x of l1 survives when some completion y
// of l1 + 1 fits every crossing line; given x, the crossing lines require some cells of y to be 1
// (`must1`) and some to be 0 (`must0`), which narrows y's set by one precomputed set per cell.
// Returns false when nothing survives.
template <class Set>
bool force_pair(const Kit<Set>& kit, const Set& first, const Set& second, const Allow& allow,
                Forced& f1, Forced& f2) {
  const auto lines = kit.lines;
  const Mask full = (Mask{1} << kit.n) - 1;
  Mask all1 = full, any1 = 0;
  Set ys = kit.none;
  bool found = false;
  for_each(first, [&](int j) {
    const Mask x = lines[static_cast<std::size_t>(j)], nx = full & ~x;
    const Mask must1 = (nx & ~allow[0]) | (x & ~allow[1]);
    const Mask must0 = (nx & ~allow[2]) | (x & ~allow[3]);
    if (must1 & must0) return;
    Set y = second;
    for (Mask m = must1; m; m &= m - 1) y &= kit.cell(std::countr_zero(m), 1);
    for (Mask m = must0; m; m &= m - 1) y &= kit.cell(std::countr_zero(m), 0);
    if (empty(y)) return;
    found = true;
    all1 &= x;
    any1 |= x;
    ys |= y;
  });
  if (!found) return false;
  Mask all2 = full, any2 = 0;
  for_each(ys, [&](int j) {
    all2 &= lines[static_cast<std::size_t>(j)];
    any2 |= lines[static_cast<std::size_t>(j)];
  });
  f1 = {all1, full & ~any1};
  f2 = {all2, full & ~any2};
  return true;
}

// The row pairs (crossed by the columns), then the column pairs (crossed by the rows). On a
// rectangle the two directions have their own kinds: a pair's lines are of one kind, its
// crossing lines of the other.
template <class Set>
bool sweep(Grid& g, const PairForcedFn& on_forced, const Kit<Set>& row_kit,
           const Kit<Set>& col_kit) {
  std::array<Set, 2 * kMaxSize> sets;
  for (int l = 0; l < g.lines(); ++l) {
    sets[static_cast<std::size_t>(l)] = (l < g.n ? row_kit : col_kit).fitting(g.line(l));
    if (empty(sets[static_cast<std::size_t>(l)])) {
      g.broken = true;  // a line with no completion
      return false;
    }
  }
  for (int base = 0; base <= g.n; base += g.n) {
    const bool rows = base == 0;
    const int count = rows ? g.n : g.cols;      // parallel lines, and a crossing line's length
    const int cross = rows ? g.n : 0;           // the first crossing line
    const int crossings = rows ? g.cols : g.n;  // crossing lines, and a pair line's length
    const Kit<Set>& kit = rows ? row_kit : col_kit;
    const auto cross_lines = (rows ? col_kit : row_kit).lines;
    std::array<Allow, kMaxSize> allow{};  // [p]: the pair's cells are p, p+1 of each crossing line
    for (int c = 0; c < crossings; ++c)
      for_each(sets[static_cast<std::size_t>(cross + c)], [&](int j) {
        const Mask m = cross_lines[static_cast<std::size_t>(j)];
        for (int p = 0; p + 1 < count; ++p)
          allow[static_cast<std::size_t>(p)][m >> p & 3u] |= Mask{1} << c;
      });
    const Mask full = g.full_of(base);
    for (int p = 0; p + 1 < count; ++p) {
      const int l1 = base + p;
      const Mask u1 = full & ~g.known[static_cast<std::size_t>(l1)];
      const Mask u2 = full & ~g.known[static_cast<std::size_t>(l1 + 1)];
      if (!u1 && !u2) continue;
      Forced f1, f2;
      if (!force_pair(kit, sets[static_cast<std::size_t>(l1)],
                      sets[static_cast<std::size_t>(l1 + 1)], allow[static_cast<std::size_t>(p)],
                      f1, f2)) {
        g.broken = true;
        return false;
      }
      f1 = {f1.ones & u1, f1.zeros & u1};
      f2 = {f2.ones & u2, f2.zeros & u2};
      if (!f1.any() && !f2.any()) continue;
      if (!on_forced(l1, f1, f2)) return true;
    }
  }
  return true;
}

}  // namespace

bool sweep_line_pairs(Grid& g, const PairForcedFn& on_forced) {
  const LineKind rows = kind_of_rows(g), cols = kind_of_columns(g);
  if (rows == cols && rows == classic_kind(g.n) && g.n % 2 == 0) {  // the classic board
    if (valid_lines(g.n).size() <= 64) {
      const Kit<Small>& kit = small_kit(g.n);
      return sweep<Small>(g, on_forced, kit, kit);
    }
    const Kit<LineSet> kit(rows);
    return sweep<LineSet>(g, on_forced, kit, kit);
  }
  if (lines_of(rows).size() <= 64 && lines_of(cols).size() <= 64)
    return sweep<Small>(g, on_forced, Kit<Small>(rows), Kit<Small>(cols));
  return sweep<LineSet>(g, on_forced, Kit<LineSet>(rows), Kit<LineSet>(cols));
}

}  // namespace dg::tango
