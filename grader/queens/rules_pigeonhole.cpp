// Queens grader, tier "pigeonhole": Hall-tight sets of regions and lines (rows or columns).
//
// n_regions_in_n_rows: N regions whose live cells all lie in N rows own those rows: their N
// queens fill the N rows, so every other region's live cells in those rows die.
//   a a b b c        a a b b c       regions a and b lie in rows 0-1 (N = 2):
//   a b b c c   ->   a b b x x       c's cells in rows 0-1 die
//   c c c c c        c c c c c
// n_rows_in_n_regions (the symmetric form): N rows whose live cells all lie in N regions hold
// those regions' queens, so the regions' cells outside the rows die. Both have a column twin.
// Sound: pigeonhole, N queens for N slots; a cell outside the matching would leave a slot empty.
//
// Finding every tight set without trying 2^N subsets: in the bipartite graph open regions x open
// lines (an edge where a region has a live cell), the tight-set deductions are exactly the edges
// that lie in no perfect matching. Take one perfect matching M (augmenting paths); an edge
// (R, l) with l matched to R' != R lies in some perfect matching iff R' reaches R in the digraph
// "region -> region matched to a line it touches" (an M-alternating cycle). If not, S = the
// regions R' reaches is closed, so its lines are exactly the |S| lines matched to it: a tight
// set of regions containing R' whose lines include l, and R is outside it. The same argument on
// lines gives the tight set of lines. Each forbidden edge is reported under its smaller witness
// (N regions or N lines); a test checks the union against brute-force subset enumeration.
// Cost: O(m^2) word operations for m open regions; skipped in O(1) while no (region, line) pair
// lost its last live cell (Grid::lines_dirty).
#include <string>
#include <vector>

#include "grader/common/words.hpp"
#include "grader/queens/rules.hpp"
#include "solver/common/cell_name.hpp"

namespace dg::queens {

namespace {

struct Bipartite {
  Mask regions = 0, lines = 0;  // open (queenless) regions and lines
  Mask adj[kMaxGrid] = {};      // region -> lines where it has live cells
  int line_match[kMaxGrid];     // line -> region
  int region_match[kMaxGrid];   // region -> line
};

Bipartite build(const Grid& g, int axis) {
  Bipartite b;
  const Mask full = g.full();
  b.regions = full & ~g.queen_regions();
  b.lines = full & ~(axis == 0 ? g.queen_rows() : g.queen_cols());
  for (Mask rs = b.regions; rs; rs &= rs - 1) {
    const int reg = low_bit(rs);
    Mask adj = 0;
    for (Mask ls = b.lines; ls; ls &= ls - 1) {
      const int l = low_bit(ls);
      if ((axis == 0 ? g.region_row_count(reg, l) : g.region_col_count(reg, l)) > 0) adj |= bit(l);
    }
    b.adj[reg] = adj;
  }
  return b;
}

bool augment(Bipartite& b, int reg, Mask& seen) {
  for (Mask ls = b.adj[reg] & ~seen; ls; ls &= ls - 1) {
    const int l = low_bit(ls);
    if (seen & bit(l)) continue;
    seen |= bit(l);
    if (b.line_match[l] < 0 || augment(b, b.line_match[l], seen)) {
      b.line_match[l] = reg;
      b.region_match[reg] = l;
      return true;
    }
  }
  return false;
}

bool perfect_matching(Bipartite& b) {
  if (count_bits(b.regions) != count_bits(b.lines)) return false;
  for (int i = 0; i < kMaxGrid; ++i) b.line_match[i] = b.region_match[i] = -1;
  for (Mask rs = b.regions; rs; rs &= rs - 1) {
    Mask seen = 0;
    if (!augment(b, low_bit(rs), seen)) return false;
  }
  return true;
}

// reach[x] = nodes reachable from x (x included) in the digraph given by succ over `nodes`.
void closure(Mask nodes, const Mask* succ, Mask* reach) {
  for (Mask xs = nodes; xs; xs &= xs - 1) {
    const int x = low_bit(xs);
    Mask seen = bit(x), frontier = bit(x);
    while (frontier) {
      Mask next = 0;
      for (Mask f = frontier; f; f &= f - 1) next |= succ[low_bit(f)];
      frontier = next & ~seen;
      seen |= next;
    }
    reach[x] = seen;
  }
}

// The tight sets behind every forbidden edge (see the header comment).
struct Analysis {
  bool matched = false;
  Mask region_reach[kMaxGrid] = {};  // closed region sets
  Mask line_reach[kMaxGrid] = {};    // closed line sets
};

Analysis analyse(Bipartite& b) {
  Analysis a;
  a.matched = perfect_matching(b);
  if (!a.matched) return a;
  Mask region_succ[kMaxGrid] = {}, line_succ[kMaxGrid] = {};
  for (Mask rs = b.regions; rs; rs &= rs - 1) {
    const int reg = low_bit(rs);
    for (Mask ls = b.adj[reg]; ls; ls &= ls - 1) {
      const int l = low_bit(ls);
      region_succ[reg] |= bit(b.line_match[l]);
      line_succ[l] |= bit(b.region_match[reg]);
    }
  }
  closure(b.regions, region_succ, a.region_reach);
  closure(b.lines, line_succ, a.line_reach);
  return a;
}

Mask lines_of(const Bipartite& b, Mask regions) {
  Mask out = 0;
  for (; regions; regions &= regions - 1) out |= b.adj[low_bit(regions)];
  return out;
}

Mask regions_of(const Bipartite& b, Mask lines) {
  Mask out = 0;
  for (Mask rs = b.regions; rs; rs &= rs - 1)
    if (b.adj[low_bit(rs)] & lines) out |= bit(low_bit(rs));
  return out;
}

void kill_cell(Grid& g, int axis, int line, int other, std::vector<Cell>* cells) {
  const int r = axis == 0 ? line : other, c = axis == 0 ? other : line;
  if (!g.is_live(r, c)) return;
  if (cells) cells->push_back(Cell{r, c});
  g.kill(r, bit(c));
}

// Kills the live cells of `regions` in `lines` (axis 0: rows, 1: columns).
void kill_region_cells(Grid& g, int axis, Mask regions, Mask lines, std::vector<Cell>* cells) {
  for (Mask ls = lines; ls; ls &= ls - 1) {
    const int l = low_bit(ls);
    for (int o = 0; o < g.n(); ++o) {
      const int r = axis == 0 ? l : o, c = axis == 0 ? o : l;
      if (regions & bit(g.region(r, c))) kill_cell(g, axis, l, o, cells);
    }
  }
}

// "regions a, c and d", "rows 2 and 3", "columns B and E": the set as on the board's labels.
std::string list(Mask m, bool regions, int axis) {
  std::vector<std::string> names;
  for (; m; m &= m - 1) {
    const int k = low_bit(m);
    names.push_back(regions     ? std::string(1, region_letter(k))
                    : axis == 0 ? row_name(k)
                                : column_name(k));
  }
  const char* noun = regions ? "regions " : axis == 0 ? "rows " : "columns ";
  return noun + join_words(names);
}

}  // namespace

std::vector<Mask> pigeonhole_forbidden(const Grid& g, int axis) {
  Bipartite b = build(g, axis);
  const Analysis a = analyse(b);
  std::vector<Mask> out(static_cast<std::size_t>(g.n()), 0);
  if (!a.matched) return {};
  for (Mask rs = b.regions; rs; rs &= rs - 1) {
    const int reg = low_bit(rs);
    for (Mask ls = b.adj[reg]; ls; ls &= ls - 1) {
      const int l = low_bit(ls);
      if (!(a.region_reach[b.line_match[l]] & bit(reg)))
        out[static_cast<std::size_t>(reg)] |= bit(l);
    }
  }
  return out;
}

Step pigeonhole_rule(Grid& g, int param, Trace* trace) {
  static constexpr std::string_view kIds[] = {"n_regions_in_n_rows", "n_regions_in_n_columns",
                                              "n_rows_in_n_regions", "n_columns_in_n_regions"};
  const int axis = param & 1, side = param >> 1;
  if (!g.lines_dirty(axis)) return Step::none;
  Bipartite b = build(g, axis);
  const Analysis a = analyse(b);
  if (!a.matched) {
    if (trace)
      trace->add(kIds[param], {},
                 std::string("the regions without a queen cannot each get a ") +
                     (axis == 0 ? "row" : "column") + " of their own");
    return Step::contradiction;
  }
  // The smallest witness of this side among the forbidden edges; first found wins ties.
  Mask best = 0;
  int best_size = kMaxGrid + 1;
  bool any = false;
  for (Mask rs = b.regions; rs; rs &= rs - 1) {
    const int reg = low_bit(rs);
    for (Mask ls = b.adj[reg]; ls; ls &= ls - 1) {
      const int l = low_bit(ls);
      const Mask s = a.region_reach[b.line_match[l]];
      if (s & bit(reg)) continue;  // the edge lies in a perfect matching
      any = true;
      const Mask t = a.line_reach[b.region_match[reg]];
      const int s_size = count_bits(s), t_size = count_bits(t);
      const int this_side = s_size <= t_size ? 0 : 1;
      const int size = this_side == 0 ? s_size : t_size;
      if (this_side == side && size < best_size) best = this_side == 0 ? s : t, best_size = size;
    }
  }
  if (!any) g.clear_lines_dirty(axis);
  if (!best) return Step::none;
  std::vector<Cell> cells;
  std::vector<Cell>* out = trace ? &cells : nullptr;
  std::string text;
  if (side == 0) {  // regions `best` fill lines_of(best): other regions die there
    const Mask lines = lines_of(b, best);
    kill_region_cells(g, axis, b.regions & ~best, lines, out);
    if (trace) {
      const std::string lines_name = list(lines, false, axis);
      text = "the open cells of the " + std::to_string(best_size) + " " + list(best, true, axis) +
             " lie in the " + std::to_string(best_size) + " " + lines_name +
             ", so these regions take all the queens of those " + (axis == 0 ? "rows" : "columns") +
             " and other regions have no queen there: " + cell_list(cells);
    }
  } else {  // lines `best` hold regions_of(best): those regions die outside them
    const Mask regions = regions_of(b, best);
    kill_region_cells(g, axis, regions, b.lines & ~best, out);
    if (trace)
      text = "the open cells of the " + std::to_string(best_size) + " " + list(best, false, axis) +
             " lie in the " + std::to_string(best_size) + " " + list(regions, true, axis) +
             ", so these " + (axis == 0 ? "rows" : "columns") +
             " take all the queens of those regions and they have no queen elsewhere: " +
             cell_list(cells);
  }
  if (trace) trace->add(kIds[param], std::move(cells), std::move(text));
  return Step::progress;
}

}  // namespace dg::queens
