// The basic and tricky rules of the Tents grader on 64-bit cell sets (small_closure.hpp). Each
// sweep applies a rule everywhere at once: grass by no_tree and touch as two masks, then
// tree_one_cell and tent_one_tree tree by tree and tent by tent, then line_count from a table of
// every 8-cell line (what all ways to place its tents agree on), then the tricky rules. A sweep
// only makes deductions the grader's rule would make in the same grid, and the closure stops
// when no rule finds anything, which is the grader's fixed point (see the header).
#include "grader/tents/small_closure.hpp"

#include "grader/tents/line_table.hpp"

namespace dg::tents {

namespace {

using Bits = std::uint64_t;

constexpr Bits kCol0 = 0x0101010101010101ULL;
constexpr Bits kCol7 = 0x8080808080808080ULL;

constexpr int low_bit(Bits x) {
  return __builtin_ctzll(x);
}
constexpr bool several(Bits x) {
  return (x & (x - 1)) != 0;
}

// The cells beside (orthogonally) and around (8 ways) the cells of x, not x itself unless a cell
// of x is beside another.
constexpr Bits beside(Bits x) {
  return ((x << 1) & ~kCol0) | ((x >> 1) & ~kCol7) | (x << 8) | (x >> 8);
}
constexpr Bits around(Bits x) {
  const Bits h = ((x << 1) & ~kCol0) | ((x >> 1) & ~kCol7);
  const Bits row = x | h;
  return h | (row << 8) | (row >> 8);
}

struct CellTables {
  std::array<Bits, 64> beside{}, around{};
};

constexpr CellTables make_cell_tables() {
  CellTables t;
  for (int k = 0; k < 64; ++k) {
    t.beside[static_cast<std::size_t>(k)] = beside(Bits{1} << k);
    t.around[static_cast<std::size_t>(k)] = around(Bits{1} << k);
  }
  return t;
}
constexpr CellTables kCells = make_cell_tables();

struct State {
  Bits unknown = 0;
  Bits tents = 0;
  Bits linked = 0;  // tents linked to a tree
  Bits open = 0;    // trees not linked to a tent
};

// The table entry of one line, or nullptr when the line cannot hold its count.
const LineEntry* line_entry_of(Bits unknown, Bits tents, int line, int count) {
  const unsigned m = static_cast<unsigned>(unknown >> (8 * line)) & 0xFF;
  return line_entry(m, count - tents_in(static_cast<unsigned>(tents >> (8 * line))));
}

// line_count over the rows (bits as they are) or the columns (transposed): the tents and grass
// every line forces, in the same orientation. False when a line cannot hold its count.
bool line_counts(Bits unknown, Bits tents, const std::array<int, kSmallSide>& counts, int lines,
                 Bits& new_tents, Bits& new_grass) {
  for (int l = 0; l < lines; ++l) {
    const int count = counts[static_cast<std::size_t>(l)];
    if (count == kHidden) continue;
    const LineEntry* e = line_entry_of(unknown, tents, l, count);
    if (!e) return false;
    new_tents |= Bits{e->tent} << (8 * l);
    new_grass |= Bits{e->grass} << (8 * l);
  }
  return true;
}

// A new tent must not touch another: the grader's grid breaks (a contradiction) when one does.
bool place_tents(State& s, Bits add) {
  const Bits all = s.tents | add;
  if (around(add) & all) return false;
  s.tents = all;
  s.unknown &= ~add;
  return true;
}

// The basic rules to their fixed point. False on a contradiction.
bool basic_closure(State& s, const SmallBoard& b) {
  for (;;) {
    // no_tree and touch: unknown cells with no open tree beside them, or touching a tent.
    s.unknown &= beside(s.open) & ~around(s.tents);
    bool changed = false;
    // tree_one_cell: an open tree with one candidate (an unknown cell or an unlinked tent).
    for (Bits o = s.open; o; o &= o - 1) {
      const int t = low_bit(o);
      const Bits candidates =
          kCells.beside[static_cast<std::size_t>(t)] & (s.unknown | (s.tents & ~s.linked));
      if (!candidates) return false;
      if (several(candidates)) continue;
      if ((candidates & s.unknown) && !place_tents(s, candidates)) return false;
      s.linked |= candidates;
      s.open &= ~(Bits{1} << t);
      changed = true;
    }
    // tent_one_tree: an unlinked tent with one open tree beside it.
    for (Bits u = s.tents & ~s.linked; u; u &= u - 1) {
      const int k = low_bit(u);
      const Bits trees = kCells.beside[static_cast<std::size_t>(k)] & s.open;
      if (!trees) return false;
      if (several(trees)) continue;
      s.linked |= Bits{1} << k;
      s.open &= ~trees;
      changed = true;
    }
    if (changed) continue;
    if (!s.unknown) return true;
    // line_count, rows and columns (touch has run: the table's premise holds).
    Bits row_tents = 0, row_grass = 0, col_tents = 0, col_grass = 0;
    if (!line_counts(s.unknown, s.tents, b.row_counts, b.rows, row_tents, row_grass) ||
        !line_counts(transpose8(s.unknown), transpose8(s.tents), b.col_counts, b.cols, col_tents,
                     col_grass))
      return false;
    const Bits add_tents = row_tents | transpose8(col_tents);
    const Bits add_grass = row_grass | transpose8(col_grass);
    if (add_tents & add_grass) return false;
    if (!add_tents && !add_grass) return true;
    s.unknown &= ~add_grass;
    if (!place_tents(s, add_tents)) return false;
  }
}

// The positions beside which every way to fill each line puts a tent, in the lines' orientation.
Bits forced_beside(Bits unknown, Bits tents, const std::array<int, kSmallSide>& counts, int lines) {
  Bits out = 0;
  for (int l = 0; l < lines; ++l) {
    const int count = counts[static_cast<std::size_t>(l)];
    if (count == kHidden) continue;
    const LineEntry* e = line_entry_of(unknown, tents, l, count);
    if (e) out |= Bits{e->beside} << (8 * l);  // (no way at all: line_count has said so already)
  }
  return out;
}

// One sweep of the tricky rules on a basic-closed state: the cells they make grass.
Bits tricky_grass(const State& s, const SmallBoard& b) {
  Bits grass = 0;
  // shared_neighbour: a cell touching every candidate of an open tree.
  for (Bits o = s.open; o; o &= o - 1) {
    const int t = low_bit(o);
    const Bits candidates =
        kCells.beside[static_cast<std::size_t>(t)] & (s.unknown | (s.tents & ~s.linked));
    if (!several(candidates)) continue;
    Bits common = ~Bits{0};
    for (Bits c = candidates; c; c &= c - 1)
      common &= kCells.around[static_cast<std::size_t>(low_bit(c))];
    grass |= common & ~candidates;
  }
  // line_neighbours: the cells of the lines on either side of a line at such positions.
  const Bits rows = forced_beside(s.unknown, s.tents, b.row_counts, b.rows);
  grass |= (rows << 8) | (rows >> 8);
  const Bits cols = forced_beside(transpose8(s.unknown), transpose8(s.tents), b.col_counts, b.cols);
  grass |= transpose8((cols << 8) | (cols >> 8));
  return grass & s.unknown;
}

// Whether a decided grid keeps every rule: the counts, as many tents as trees, and a pairing.
bool keeps_rules(const State& s, const SmallBoard& b) {
  for (int r = 0; r < b.rows; ++r) {
    const int count = b.row_counts[static_cast<std::size_t>(r)];
    if (count != kHidden && count != tents_in(static_cast<unsigned>(s.tents >> (8 * r))))
      return false;
  }
  const Bits columns = transpose8(s.tents);
  for (int c = 0; c < b.cols; ++c) {
    const int count = b.col_counts[static_cast<std::size_t>(c)];
    if (count != kHidden && count != tents_in(static_cast<unsigned>(columns >> (8 * c))))
      return false;
  }
  if (__builtin_popcountll(s.tents) != __builtin_popcountll(b.trees)) return false;
  if (around(s.tents) & s.tents) return false;
  // A perfect pairing of trees and tents, by augmenting paths; owner: per cell, its tree's cell.
  std::array<int, 64> owner;
  owner.fill(-1);
  Bits seen = 0;
  auto augment = [&](auto&& self, int tree) -> bool {
    for (Bits c = kCells.beside[static_cast<std::size_t>(tree)] & s.tents & ~seen; c; c &= c - 1) {
      const int k = low_bit(c);
      if (seen & (Bits{1} << k)) continue;
      seen |= Bits{1} << k;
      if (owner[static_cast<std::size_t>(k)] < 0 ||
          self(self, owner[static_cast<std::size_t>(k)])) {
        owner[static_cast<std::size_t>(k)] = tree;
        return true;
      }
    }
    return false;
  };
  for (Bits t = b.trees; t; t &= t - 1) {
    seen = 0;
    if (!augment(augment, low_bit(t))) return false;
  }
  return true;
}

}  // namespace

std::uint64_t transpose8(std::uint64_t x) {
  // Three swaps of blocks across the diagonal: 4 x 4, 2 x 2, then single bits.
  Bits t = 0x0F0F0F0F00000000ULL & (x ^ (x << 28));
  x ^= t ^ (t >> 28);
  t = 0x3333000033330000ULL & (x ^ (x << 14));
  x ^= t ^ (t >> 14);
  t = 0x5500550055005500ULL & (x ^ (x << 7));
  x ^= t ^ (t >> 7);
  return x;
}

SmallBoard small_board(const Puzzle& p) {
  SmallBoard b;
  b.rows = p.rows;
  b.cols = p.cols;
  for (Cell c : p.trees) b.trees |= small_bit(c.row, c.col);
  for (Cell c : p.tents) b.tents |= small_bit(c.row, c.col);
  for (Cell c : p.grass) b.grass |= small_bit(c.row, c.col);
  b.row_counts.fill(kHidden);
  b.col_counts.fill(kHidden);
  for (int r = 0; r < p.rows; ++r)
    b.row_counts[static_cast<std::size_t>(r)] = p.row_counts[static_cast<std::size_t>(r)];
  for (int c = 0; c < p.cols; ++c)
    b.col_counts[static_cast<std::size_t>(c)] = p.col_counts[static_cast<std::size_t>(c)];
  return b;
}

int small_closure_tier(const SmallBoard& b, int cap) {
  const Bits row = (Bits{1} << b.cols) - 1;
  Bits board = 0;
  for (int r = 0; r < b.rows; ++r) board |= row << (8 * r);
  State s;
  s.tents = b.tents;
  s.unknown = board & ~b.trees & ~b.tents & ~b.grass;
  s.open = b.trees;
  if (around(s.tents) & s.tents) return -1;  // given tents that touch
  if (!basic_closure(s, b)) return -1;
  if (!s.unknown) return keeps_rules(s, b) ? 0 : -1;
  if (cap < 1) return -1;
  for (;;) {
    const Bits grass = tricky_grass(s, b);
    if (!grass) return -1;  // stuck
    s.unknown &= ~grass;
    if (!basic_closure(s, b)) return -1;
    if (!s.unknown) return keeps_rules(s, b) ? 1 : -1;
  }
}

}  // namespace dg::tents
