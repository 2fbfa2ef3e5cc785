// Queens grader, tier "basic": the five rules every solver starts with.
// The game: place n queens on an n x n board of n regions so that every row, column and region
// holds exactly one queen and no two queens touch, not even diagonally. A cell is live (may still
// hold a queen), dead (cannot) or a queen. Legend of the grids below: '.' live, 'x' dead,
// 'Q' queen, lower-case letters are region ids, '#' marks the cells a rule is about.
#include <string>

#include "grader/common/words.hpp"
#include "grader/queens/rules.hpp"
#include "solver/common/cell_name.hpp"
#include "solver/common/popcount_clones.hpp"

namespace dg::queens {

std::string cell_name(int r, int c) {
  return dg::cell_name(Cell{r, c});
}
std::string row_label(int r) {
  return "row " + row_name(r);
}
std::string column_label(int c) {
  return "column " + column_name(c);
}
std::string region_label(int reg) {
  return std::string("region ") + region_letter(reg);
}

void append_cells(std::vector<Cell>& out, int r, Mask cols) {
  for (; cols; cols &= cols - 1) out.push_back(Cell{r, low_bit(cols)});
}

namespace {

// Live cells of column c, as a mask of rows.
Mask live_rows_of_col(const Grid& g, int c) {
  Mask rows = 0;
  for (int r = 0; r < g.n(); ++r)
    if (g.is_live(r, c)) rows |= bit(r);
  return rows;
}

// Places a queen; in pass mode its attacks die at once (the simulation has no engine loop).
void put_queen(Grid& g, int r, int c, bool all) {
  g.place(r, c);
  if (all && !g.contradiction()) g.kill_attacks(r);
}

// "has no cell left" / "has two queens": the first line or region that breaks the rules.
std::string broken_unit(const Grid& g) {
  const int n = g.n();
  for (int reg = 0; reg < n; ++reg)
    if (g.region_count(reg) == 0 && !(g.queen_regions() & bit(reg)))
      return region_label(reg) + " has no cell left for its queen";
  for (int r = 0; r < n; ++r)
    if (g.row_count(r) == 0 && !(g.queen_rows() & bit(r)))
      return row_label(r) + " has no cell left for its queen";
  for (int c = 0; c < n; ++c)
    if (g.col_count(c) == 0 && !(g.queen_cols() & bit(c)))
      return column_label(c) + " has no cell left for its queen";
  return "two queens would share a row, column or region";
}

// The cells of `cells` after the first `from`, named.
std::string names_from(const std::vector<Cell>& cells, std::size_t from) {
  return cell_list(std::span<const Cell>(cells).subspan(from));
}

}  // namespace

std::string describe_contradiction(const Grid& g) {
  return g.contradiction() ? broken_unit(g) : std::string();
}

// queen_adjacent_kill: a queen kills its row, column, region and 8 king neighbours.
//   . . . . .        x . x . x
//   . . . . .        . x x x .
//   . . Q . .   ->   x x Q x x      (plus the rest of the queen's region)
//   . . . . .        . x x x .
// Sound: the four rules of the game forbid a second queen in any of those cells.
bool queen_kill_pass(Grid& g, Trace* trace, bool all) {
  bool progress = false;
  for (Mask pending = g.pending_queens(); pending; pending &= pending - 1) {
    const int r = low_bit(pending);
    const int c = g.queen_col(r);
    std::vector<Cell> cells;
    if (trace) {
      cells.push_back(Cell{r, c});
      for (int r2 = 0; r2 < g.n(); ++r2) append_cells(cells, r2, g.live(r2) & g.kill_row(r, c, r2));
    }
    const int killed = g.kill_attacks(r);
    if (killed == 0) continue;
    progress = true;
    if (trace) {
      std::string text = "the queen on " + cell_name(r, c) + " rules out " +
                         count_of(killed, "cell") +
                         " in its row, column, region and around it: " + names_from(cells, 1);
      trace->add("queen_adjacent_kill", std::move(cells), std::move(text));
    }
    if (!all || g.contradiction()) break;
  }
  return progress;
}

// single_cell_region: a region with one live cell (and no queen) gets its queen there.
//   a a x        a a x
//   x a . . ->   x a Q     (region b: only (1,2) is live)
//   b x x        b x x
// Sound: every region holds exactly one queen and this is its only remaining place.
bool single_region_pass(Grid& g, Trace* trace, bool all) {
  bool progress = false;
  for (int reg = 0; reg < g.n(); ++reg) {
    if ((g.queen_regions() & bit(reg)) || g.region_count(reg) != 1) continue;
    for (int r = 0; r < g.n(); ++r) {
      const Mask m = g.region_live(reg, r);
      if (!m) continue;
      const int c = low_bit(m);
      put_queen(g, r, c, all);
      if (trace)
        trace->add("single_cell_region", {Cell{r, c}},
                   region_label(reg) + " has one cell left, " + cell_name(r, c) +
                       ", so its queen is there",
                   "the queen of " + region_label(reg) + " goes on " + cell_name(r, c),
                   region_label(reg) + " has no other cell left");
      break;
    }
    progress = true;
    if (!all || g.contradiction()) break;
  }
  return progress;
}

// single_cell_line: a row or column with one live cell (and no queen) gets its queen there.
//   x x . x x   ->   x x Q x x
// Sound: every row and column holds exactly one queen.
DG_POPCOUNT_CLONES bool single_line_pass(Grid& g, Trace* trace, bool all) {
  bool progress = false;
  for (int r = 0; r < g.n(); ++r) {
    if ((g.queen_rows() & bit(r)) || g.row_count(r) != 1) continue;
    const int c = low_bit(g.live(r));
    put_queen(g, r, c, all);
    if (trace)
      trace->add(
          "single_cell_line", {Cell{r, c}},
          row_label(r) + " has one cell left, " + cell_name(r, c) + ", so its queen is there",
          "the queen of " + row_label(r) + " goes on " + cell_name(r, c),
          row_label(r) + " has no other cell left");
    progress = true;
    if (!all || g.contradiction()) return progress;
  }
  for (int c = 0; c < g.n(); ++c) {
    if ((g.queen_cols() & bit(c)) || g.col_count(c) != 1) continue;
    const int r = low_bit(live_rows_of_col(g, c));
    put_queen(g, r, c, all);
    if (trace)
      trace->add(
          "single_cell_line", {Cell{r, c}},
          column_label(c) + " has one cell left, " + cell_name(r, c) + ", so its queen is there",
          "the queen of " + column_label(c) + " goes on " + cell_name(r, c),
          column_label(c) + " has no other cell left");
    progress = true;
    if (!all || g.contradiction()) return progress;
  }
  return progress;
}

// region_confined_to_line: a region whose live cells share one row (column) kills the rest of
// that row (column).
//   . . . . .        . . . . .
//   b b a a b   ->   x x a a x     (region a's live cells all lie in row 1)
//   b b x x b        b b x x b
// Sound: the region's queen lands in that row, and the row holds only one queen.
bool region_in_line_pass(Grid& g, Trace* trace, bool all) {
  bool progress = false;
  for (int reg = 0; reg < g.n(); ++reg) {
    if ((g.queen_regions() & bit(reg)) || g.region_count(reg) == 0) continue;
    if (g.region_rows(reg) == 1) {
      int r = 0;
      while (g.region_row_count(reg, r) == 0) ++r;
      const Mask m = g.live(r) & ~g.region_row(reg, r);
      if (m) {
        std::vector<Cell> cells;
        if (trace) append_cells(cells, r, m);
        g.kill(r, m);
        if (trace) {
          std::string why =
              "the open cells of " + region_label(reg) + " all lie in " + row_label(r);
          std::string brief =
              row_label(r) + " has no queen outside " + region_label(reg) + ": " + cell_list(cells);
          std::string text = why + ", so " + brief;
          trace->add("region_confined_to_line", std::move(cells), std::move(text), std::move(brief),
                     std::move(why));
        }
        progress = true;
        if (!all || g.contradiction()) return progress;
      }
    }
    if (g.region_cols(reg) == 1) {
      int c = 0;
      while (g.region_col_count(reg, c) == 0) ++c;
      std::vector<Cell> cells;
      int killed = 0;
      for (int r = 0; r < g.n(); ++r)
        if (g.is_live(r, c) && g.region(r, c) != reg) {
          if (trace) cells.push_back(Cell{r, c});
          killed += g.kill(r, bit(c));
        }
      if (killed) {
        if (trace) {
          std::string why =
              "the open cells of " + region_label(reg) + " all lie in " + column_label(c);
          std::string brief = column_label(c) + " has no queen outside " + region_label(reg) +
                              ": " + cell_list(cells);
          std::string text = why + ", so " + brief;
          trace->add("region_confined_to_line", std::move(cells), std::move(text), std::move(brief),
                     std::move(why));
        }
        progress = true;
        if (!all || g.contradiction()) return progress;
      }
    }
  }
  return progress;
}

// line_confined_to_region: a row (column) whose live cells all lie in one region kills the rest
// of that region.
//   a a x b        a a x b
//   a . . x   ->   x . . x      (row 1's live cells are all in region a: its queen is a's queen)
//   a a b b        x x b b
// Sound: the row's queen is in the region, and the region holds only one queen.
bool line_in_region_pass(Grid& g, Trace* trace, bool all) {
  bool progress = false;
  for (int r = 0; r < g.n(); ++r) {
    if ((g.queen_rows() & bit(r)) || g.row_count(r) == 0 || g.row_regions(r) != 1) continue;
    const int reg = g.region(r, low_bit(g.live(r)));
    if (g.region_count(reg) == g.region_row_count(reg, r)) continue;
    std::vector<Cell> cells;
    for (int r2 = 0; r2 < g.n(); ++r2) {
      if (r2 == r) continue;
      const Mask m = g.region_live(reg, r2);
      if (!m) continue;
      if (trace) append_cells(cells, r2, m);
      g.kill(r2, m);
    }
    if (trace) {
      std::string why = "the open cells of " + row_label(r) + " all lie in " + region_label(reg);
      std::string brief =
          region_label(reg) + " has no queen outside " + row_label(r) + ": " + cell_list(cells);
      std::string text = why + ", so " + brief;
      trace->add("line_confined_to_region", std::move(cells), std::move(text), std::move(brief),
                 std::move(why));
    }
    progress = true;
    if (!all || g.contradiction()) return progress;
  }
  for (int c = 0; c < g.n(); ++c) {
    if ((g.queen_cols() & bit(c)) || g.col_count(c) == 0 || g.col_regions(c) != 1) continue;
    const int reg = g.region(low_bit(live_rows_of_col(g, c)), c);
    if (g.region_count(reg) == g.region_col_count(reg, c)) continue;
    std::vector<Cell> cells;
    for (int r2 = 0; r2 < g.n(); ++r2) {
      const Mask m = g.region_live(reg, r2) & ~bit(c);
      if (!m) continue;
      if (trace) append_cells(cells, r2, m);
      g.kill(r2, m);
    }
    if (trace) {
      std::string why = "the open cells of " + column_label(c) + " all lie in " + region_label(reg);
      std::string brief =
          region_label(reg) + " has no queen outside " + column_label(c) + ": " + cell_list(cells);
      std::string text = why + ", so " + brief;
      trace->add("line_confined_to_region", std::move(cells), std::move(text), std::move(brief),
                 std::move(why));
    }
    progress = true;
    if (!all || g.contradiction()) return progress;
  }
  return progress;
}

namespace {
Step step_of(bool progress) {
  return progress ? Step::progress : Step::none;
}
}  // namespace

Step queen_adjacent_kill(Grid& g, int, Trace* trace) {
  return step_of(queen_kill_pass(g, trace, false));
}
Step single_cell_region(Grid& g, int, Trace* trace) {
  return step_of(single_region_pass(g, trace, false));
}
Step single_cell_line(Grid& g, int, Trace* trace) {
  return step_of(single_line_pass(g, trace, false));
}
Step region_confined_to_line(Grid& g, int, Trace* trace) {
  return step_of(region_in_line_pass(g, trace, false));
}
Step line_confined_to_region(Grid& g, int, Trace* trace) {
  return step_of(line_in_region_pass(g, trace, false));
}

}  // namespace dg::queens
