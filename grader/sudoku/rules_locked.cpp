// Sudoku rules of tier "locked_candidates".
//
// pointing: when a digit's places in a box all lie in one row (or column), that row (column)
// holds the digit inside the box, so no other cell of the line can.
//   box 1 (5 only in row 2):   . . . | . . .        5 goes in A2 or B2, so 5 is removed
//                              5 5 . | 5 . 5   ->   from D2 and F2
//                              . . . | . . .
// claiming: when a digit's places in a row (or column) all lie in one box, the line's digit is
// inside that box, so no other cell of the box can hold it.
// Sound: each unit holds each digit exactly once, so the places of the one unit that all lie in
// the other take that unit's digit too.
#include "grader/sudoku/rules.hpp"

namespace dg::sudoku {

namespace {

// In unit `from`, digit d's places all lie in unit `to`: removes d from the rest of `to`. The
// step's words when something went.
Step confine(Grid& g, int from, int to, int d, const char* rule, Trace* trace) {
  const Geometry& geo = *g.geo;
  std::vector<int> gone, inside;
  const std::uint8_t* in = geo.unit_cells(to);
  for (int i = 0; i < geo.n; ++i) {
    const int k = in[i];
    if (!g.is_open(k) || !(g.at(k) & digit_bit(d))) continue;
    const auto& u = geo.unit_of[static_cast<std::size_t>(k)];
    const bool in_from = u[0] == from || u[1] == from || u[2] == from;
    (in_from ? inside : gone).push_back(k);
  }
  if (gone.empty()) return Step::none;
  for (int k : gone) g.eliminate(k, digit_bit(d));
  if (trace) {
    const std::string digit(1, digit_char(d));
    const std::string reason = "in " + unit_name(geo, from) + ", " + digit + " can only go in " +
                               unit_name(geo, to) + " (" + cells_words(g, inside) + ")";
    const std::string conclusion = digit + " is removed from " + cells_words(g, gone);
    std::vector<int> read = inside;
    read.insert(read.end(), gone.begin(), gone.end());
    trace->add(rule, cells_of(g, read), reason + ", so " + conclusion, conclusion, reason);
  }
  return g.broken ? Step::contradiction : Step::progress;
}

// The unit every cell of `where` (positions in unit u) shares of the given kind (0 row, 1 column,
// 2 box) other than u itself, or -1.
int shared_unit(const Geometry& geo, int u, unsigned where, int kind) {
  int shared = -1;
  const std::uint8_t* in = geo.unit_cells(u);
  for (int i = 0; i < geo.n; ++i) {
    if (!(where & (1u << i))) continue;
    const int v = geo.unit_of[in[i]][static_cast<std::size_t>(kind)];
    if (shared >= 0 && v != shared) return -1;
    shared = v;
  }
  return shared == u ? -1 : shared;
}

}  // namespace

Step apply_pointing(Grid& g, int, Trace* trace) {
  const Geometry& geo = *g.geo;
  for (int u = 2 * geo.n; u < 3 * geo.n; ++u)
    for (int d = 1; d <= geo.n; ++d) {
      const unsigned where = g.places(u, d);
      if (where == 0) continue;
      for (int kind : {0, 1}) {
        const int line = shared_unit(geo, u, where, kind);
        if (line < 0) continue;
        if (Step s = confine(g, u, line, d, "pointing", trace); s != Step::none) return s;
      }
    }
  return Step::none;
}

Step apply_claiming(Grid& g, int, Trace* trace) {
  const Geometry& geo = *g.geo;
  for (int u = 0; u < 2 * geo.n; ++u)
    for (int d = 1; d <= geo.n; ++d) {
      const unsigned where = g.places(u, d);
      if (where == 0) continue;
      const int box = shared_unit(geo, u, where, 2);
      if (box < 0) continue;
      if (Step s = confine(g, u, box, d, "claiming", trace); s != Step::none) return s;
    }
  return Step::none;
}

}  // namespace dg::sudoku
