// Sudoku rules of tiers "hidden_single" and "naked_single".
//
// hidden_single: a digit that has one place left in a unit goes there.
//   box 1 before:  1 . .     after:  1 . .      5 is in row 2 and column C elsewhere, so the
//                  . . .             . . .      only cell of box 1 left for it is A3
//                  . 4 .             5 4 .
// naked_single: a cell with one candidate left holds it.
//   row 1: 1 2 3 . 5 6 7 8 9, column D holds 4 elsewhere -> D1 holds 4.
// Sound: every solution puts each digit once in each unit, and a placed digit's peers cannot
// hold it, so the only place (or the only candidate) is forced. A digit with no place left in a
// unit that lacks it is a contradiction.
#include "grader/sudoku/rules.hpp"

namespace dg::sudoku {

namespace {

std::string digit_name(int d) {
  return std::string(1, digit_char(d));
}

}  // namespace

Step apply_hidden_single(Grid& g, int units, Trace* trace) {
  const Geometry& geo = *g.geo;
  // Boxes first for param 0; rows then columns for param 1.
  const int first = units == 0 ? 2 * geo.n : 0, last = units == 0 ? 3 * geo.n : 2 * geo.n;
  const char* id = units == 0 ? "hidden_single_box" : "hidden_single_line";
  for (int u = first; u < last; ++u) {
    // One pass over the unit's cells finds every digit with no place or one place, instead of a
    // pass per digit (the rule runs at every step of every grade).
    Digits placed = 0, once = 0, twice = 0;
    const std::uint8_t* in = geo.unit_cells(u);
    for (int i = 0; i < geo.n; ++i) {
      const Digits c = g.cand[in[i]];
      if (g.value[in[i]] != 0) {
        placed = static_cast<Digits>(placed | c);
        continue;
      }
      twice = static_cast<Digits>(twice | (once & c));
      once = static_cast<Digits>(once | c);
    }
    const Digits telling = static_cast<Digits>(geo.all & ~placed & ~twice);  // none or one place
    if (!telling) continue;
    for (int d = bit_digit(static_cast<Digits>(telling & -telling)); d <= geo.n; ++d) {
      if (!(telling & digit_bit(d))) continue;
      const unsigned where = g.places(u, d);
      if (where == 0) {
        g.broken = true;
        if (trace)
          trace->add(id, {}, unit_name(geo, u) + " has no place left for " + digit_name(d));
        return Step::contradiction;
      }
      if (where & (where - 1)) continue;
      const int k = geo.unit_cells(u)[std::countr_zero(where)];
      if (trace) {
        const std::string conclusion = cell_words(g, k) + " is " + digit_name(d);
        const std::string reason =
            "the only cell of " + unit_name(geo, u) + " that can hold " + digit_name(d);
        trace->add(id, {g.cell(k)}, conclusion + ": " + reason, conclusion, reason);
      }
      g.place(k, d);
      return g.broken ? Step::contradiction : Step::progress;
    }
  }
  return Step::none;
}

Step apply_naked_single(Grid& g, int, Trace* trace) {
  for (int k = 0; k < g.cells(); ++k) {
    if (!g.is_open(k) || digit_count(g.at(k)) != 1) continue;
    const int d = bit_digit(g.at(k));
    if (trace) {
      const std::string conclusion = cell_words(g, k) + " is " + digit_name(d);
      const std::string reason = "its row, column and box hold every other digit";
      trace->add("naked_single", {g.cell(k)}, conclusion + ": " + reason, conclusion, reason);
    }
    g.place(k, d);
    return g.broken ? Step::contradiction : Step::progress;
  }
  return Step::none;
}

}  // namespace dg::sudoku
