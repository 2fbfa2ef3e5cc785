// Queens family grader, tier "basic": the four rules every Star Battle solver starts with, stated
// with capacities. The family's game: place stars so that every row, column and region holds its
// count (k each in Star Battle, or per-unit counts), no star attacks another (king adjacency; whole
// diagonals too with "full" diagonals; across the edges on a torus), holes hold nothing, and given
// stars stay. Legend of the grids below: '.' live, 'x' dead, '*' star, '#' the cells a rule is
// about; every example is a 2-star board.
#include <string>

#include "grader/common/words.hpp"
#include "grader/queens/family_rules.hpp"
#include "solver/common/cell_name.hpp"

namespace dg::queens {

namespace {

// Where the star on cell i attacks, in words: the family's touching (and diagonal) attacks, or,
// on a general board, the cells its piece attacks.
std::string attack_words(const FamilyGrid& g, int i) {
  if (!g.layout().piece.empty() && g.layout().piece[static_cast<std::size_t>(i)] != 0)
    return "it attacks";
  if (g.layout().full_diagonals) return "around it and on its diagonals";
  return "around it";
}

// unit_confined's deduction once unit a's cells left lie in unit b, which takes no more than
// the `rem` stars a still needs: b's other cells die. False when none is left to kill.
bool confine(FamilyGrid& g, int a, int b, int rem, Trace* trace) {
  const CellSet dying = g.unit_live(b) & ~g.unit(a).cells;
  if (dying.none()) return false;
  g.kill(dying);
  if (trace) {
    std::string text = "the open cells of " + unit_label(g, a) + " all lie in " + unit_label(g, b);
    if (g.unit(b).hi != g.unit(b).need)
      text += ", which takes at most " + std::to_string(rem) + " more";
    else if (rem != 1)
      text += ", which needs no more stars than it (" + std::to_string(rem) + ")";
    std::string brief =
        unit_label(g, b) + " has no star outside " + unit_label(g, a) + ": " + cell_names(g, dying);
    trace->add("unit_confined", cell_list_of(g, dying), text + ", so " + brief, brief, text);
  }
  return true;
}

}  // namespace

// star_kill: a star kills every cell it attacks.
//   . . . . .        . . . . .
//   . . . . .        . x x x .
//   . . * . .   ->   . x * x .       (with "full" diagonals its diagonals die too)
//   . . . . .        . x x x .
// Sound: no two stars attack each other. The star's row, column and region die only once they
// have their count (unit_complete), since with k >= 2 they still need more.
Step star_kill(FamilyGrid& g, int, Trace* trace) {
  const CellSet pending = g.pending();
  for (auto at = pending._Find_first(); at < pending.size(); at = pending._Find_next(at)) {
    const int i = static_cast<int>(at);
    const CellSet dying = g.attacks(i) & g.live();
    g.kill_attacks(i);
    if (dying.none()) continue;
    if (trace) {
      std::vector<Cell> cells{g.cell(i)};
      for (Cell c : cell_list_of(g, dying)) cells.push_back(c);
      const std::string star = "the " + piece_name(g, i) + " on " + cell_name(g.cell(i));
      trace->add("star_kill", std::move(cells),
                 star + " rules out " + count_of(static_cast<int>(dying.count()), "cell") + " " +
                     attack_words(g, i) + ": " + cell_names(g, dying),
                 "no star on " + cell_names(g, dying),
                 star + " attacks " + (dying.count() == 1 ? "it" : "them"));
    }
    return Step::progress;
  }
  return Step::none;
}

// unit_complete: a row, column or region that has all its stars loses its other cells.
//   * x . . * . .   ->   * x x x * x x     (a row of a 2-star board with both stars)
// Sound: the unit holds exactly its count (at most the high end of its range).
Step unit_complete(FamilyGrid& g, int, Trace* trace) {
  // The grid counts the units this would act on (read only with the rules' memos on, so the
  // on/off test covers the count).
  if (g.units_to_complete() == 0 && rule_memos_on()) return Step::none;
  for (int u = 0; u < static_cast<int>(g.units().size()); ++u) {
    if (g.unit_room(u) != 0) continue;
    const CellSet dying = g.unit_live(u);
    if (dying.none()) continue;
    g.kill(dying);
    if (trace) {
      const int need = g.unit(u).need, hi = g.unit(u).hi;
      const std::string has = hi != need ? stars_word(hi) + ", the most it may hold"
                                         : (need == 1 ? "its star" : "its " + stars_word(need));
      trace->add("unit_complete", cell_list_of(g, dying),
                 unit_label(g, u) + " has " + has +
                     ", so its other cells are empty: " + cell_names(g, dying),
                 "no star on " + cell_names(g, dying), unit_label(g, u) + " has " + has);
    }
    return Step::progress;
  }
  return Step::none;
}

// unit_fill: a unit with as many cells left as stars it still needs gets a star on each.
//   x . x x . x   ->   x * x x * x       (a row that needs 2 more and has 2 cells left)
// Sound: the unit holds exactly its count (at least the low end of its range), and those are the
// only cells that can hold it.
Step unit_fill(FamilyGrid& g, int, Trace* trace) {
  if (g.units_to_fill() == 0 && rule_memos_on()) return Step::none;  // as unit_complete
  for (int u = 0; u < static_cast<int>(g.units().size()); ++u) {
    const int rem = g.unit_rem(u);
    if (rem <= 0 || g.unit_live_count(u) != rem) continue;
    const CellSet cells = g.unit_live(u);
    for (int i = 0; i < g.rows() * g.cols(); ++i)
      if (cells[static_cast<std::size_t>(i)]) g.place(i);
    if (trace) {
      const std::string names = cell_names(g, cells);
      const bool range = g.unit(u).hi != g.unit(u).need;
      std::string text =
          rem == 1 && !range
              ? unit_label(g, u) + " has one cell left, " + names + ", so its star is there"
          : rem == 1 ? unit_label(g, u) + " needs at least one more star and has one cell left, " +
                           names + ", so a star is there"
                     : unit_label(g, u) + " needs " + (range ? "at least " : "") +
                           count_of(rem, "more star", "more stars") + " and has " +
                           std::to_string(rem) + " cells left, so they are all stars: " + names;
      trace->add("unit_fill", cell_list_of(g, cells), std::move(text),
                 (rem == 1 ? "a star goes on " : "stars go on ") + names,
                 unit_label(g, u) + " needs " + (range ? "at least " : "") +
                     count_of(rem, "more star", "more stars") + " and has " +
                     count_of(rem, "cell", "cells") + " left");
    }
    return Step::progress;
  }
  return Step::none;
}

// unit_confined: a unit A whose cells left all lie in another unit B, when B takes no more stars
// than A still needs: B's stars are all A's, so B's other cells die.
//   a a b b        a a b b
//   # # # .   ->   # # # x      (region b's cells left lie in row 1; both need 2 more)
//   b b . b        b b x b      (and region b's cells outside row 1 die, by the reverse pair)
// Sound: A's rem(A) stars (at least) all fall in B, which takes exactly (at most) room(B) =
// rem(A) more; any star in B outside A would be one too many. (room(B) < rem(A) is a
// contradiction the counts catch.) Rows, columns and regions each partition the board, so B is of
// another kind; extra units (general system) may lie in each other.
Step unit_confined(FamilyGrid& g, int, Trace* trace) {
  const int units = static_cast<int>(g.units().size());
  const bool extras = g.layout().first_extra < units;
  for (int a = 0; a < units; ++a) {
    const int rem = g.unit_rem(a);
    if (rem <= 0) continue;
    const CellSet live = g.unit_live(a);
    // B holds every cell left of A, so it is one of the units of A's first cell left.
    const auto first = live._Find_first();
    if (first >= live.size()) continue;  // no cell left
    for (int b : g.layout().unit_of[first]) {
      // The unit of A's kind there is A itself (each kind partitions the board; an extra unit
      // is of none of these kinds).
      if (b < 0 || b == a) continue;
      if (g.unit_room(b) != rem || (live & ~g.unit(b).cells).any()) continue;
      if (confine(g, a, b, rem, trace)) return Step::progress;
    }
    if (!extras) continue;
    for (int b : g.layout().extra_of[first]) {
      if (b == a || g.unit_room(b) != rem || (live & ~g.unit(b).cells).any()) continue;
      if (confine(g, a, b, rem, trace)) return Step::progress;
    }
  }
  return Step::none;
}

}  // namespace dg::queens
