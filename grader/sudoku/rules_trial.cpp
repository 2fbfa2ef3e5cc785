// Sudoku rule of tier "contradiction": one supposition. Suppose a cell holds one of its
// candidates, follow the cheaper rules up to the table's param (singles: what players follow in
// their heads) on a copy of the grid, and when that copy breaks, the candidate goes.
// Cells with the fewest candidates first (players try a cell of two), then row-major, digits
// ascending; the first refuted candidate gives the step.
// Sound: the cheaper rules are sound, so a contradiction reached from the supposition proves it
// wrong in every solution.
#include <algorithm>

#include "grader/common/chain_words.hpp"
#include "grader/common/words.hpp"
#include "grader/sudoku/rules.hpp"

namespace dg::sudoku {

namespace {

struct Refutation {
  std::string text;
  std::vector<ChainItem> chain;
};

// The step's words: the supposition, what follows (the trial again, with a trace, so grading
// without one pays nothing for the words), what breaks.
Refutation refutation(const Grid& g, int k, int d, int cap) {
  Grid t = g;
  t.place(k, d);
  Trace chain;
  if (!t.broken) run_rules_core<Grid>(t, rule_table(), cap, &chain);
  const std::string cell = cell_words(g, k), digit(1, digit_char(d));
  ChainWords words = chain_words(chain);
  return {"Suppose " + cell + " is " + digit + "." +
              (words.sentence.empty() ? " Then at once." : words.sentence) + " Now " +
              describe_contradiction(t) + ". So " + digit + " is removed from " + cell + ".",
          std::move(words.items)};
}

}  // namespace

std::string describe_contradiction(const Grid& g) {
  const Geometry& geo = *g.geo;
  for (int k = 0; k < g.cells(); ++k)
    if (g.is_open(k) && g.at(k) == 0) return cell_words(g, k) + " has no candidate left";
  for (int u = 0; u < geo.units(); ++u) {
    const std::uint8_t* in = geo.unit_cells(u);
    Digits seen = 0;
    for (int i = 0; i < geo.n; ++i) {
      const int v = g.value[in[i]];
      if (v == 0) continue;
      if (seen & digit_bit(v))
        return unit_name(geo, u) + " holds " + std::string(1, digit_char(v)) + " twice";
      seen = static_cast<Digits>(seen | digit_bit(v));
    }
  }
  for (int u = 0; u < geo.units(); ++u) {
    const Digits placed = g.placed_in(u);
    for (int d = 1; d <= geo.n; ++d)
      if (!(placed & digit_bit(d)) && g.places(u, d) == 0)
        return unit_name(geo, u) + " has no place left for " + std::string(1, digit_char(d));
  }
  return "no solution is left";
}

Step apply_contradiction(Grid& g, int cap, Trace* trace) {
  std::vector<int> order;
  for (int k = 0; k < g.cells(); ++k)
    if (g.is_open(k)) order.push_back(k);
  std::stable_sort(order.begin(), order.end(),
                   [&](int a, int b) { return digit_count(g.at(a)) < digit_count(g.at(b)); });
  for (int k : order)
    for (int d = 1; d <= g.n(); ++d) {
      if (!(g.at(k) & digit_bit(d))) continue;
      Grid t = g;
      t.place(k, d);
      if (!t.broken &&
          run_rules_core<Grid>(t, rule_table(), cap, nullptr).status != Status::contradiction)
        continue;
      if (trace) {
        Refutation why = refutation(g, k, d, cap);
        trace->add("contradiction", {g.cell(k)}, std::move(why.text));
        trace->steps.back().chain = std::move(why.chain);
      }
      g.eliminate(k, digit_bit(d));
      return g.broken ? Step::contradiction : Step::progress;
    }
  return Step::none;
}

std::string cells_words(const Grid& g, const std::vector<int>& cells) {
  const std::vector<Cell> named = cells_of(g, cells);
  return cell_list(named);
}

std::vector<Cell> cells_of(const Grid& g, const std::vector<int>& cells) {
  std::vector<Cell> out;
  out.reserve(cells.size());
  for (int k : cells) out.push_back(g.cell(k));
  return out;
}

}  // namespace dg::sudoku
