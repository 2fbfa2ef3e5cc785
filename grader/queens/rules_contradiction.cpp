// Queens grader, tier "contradiction": placement_forces_contradiction.
//
// Put a queen on a live cell, kill its attacks, run at most two passes of the basic placement
// and confinement rules (every instance per pass), and look for an impossible state: a row,
// column or region with no live cell and no queen, or a second queen in one. If one appears the
// cell cannot hold a queen and dies.
// Example (the write-up's motivating chain): regions b and c have two live cells each.
//   . . . . . .     A queen on X=(1,1) kills b's (1,4) (same row) and c's (2,2) (neighbour).
//   . X . . b .     Pass 1: b's only cell (3,5) gets b's queen, which kills (4,5), c's last
//   . . c . . .     cell: region c is left with no live cell. So X dies.
//   . . . . . b
//   . . . . . c
// Sound: every step of the simulation is a forced consequence of the hypothetical queen, so a
// contradiction refutes the hypothesis.
//
// Gate (write-up): only cells that attack a live cell of a region with at most 6 live cells are
// tried; a contradiction within two passes needs such a small region to be squeezed. The
// simulation logs every change and rolls back (Grid::rollback), never copying the grid. Skipped
// in O(1) while nothing changed since the last fruitless scan (Grid::sim_dirty).
//
// Possible improvements: after a hit the next call rescans every candidate from (0,0); on
// contradiction-heavy boards (community-level413, 11x11, 38 hits) that makes the grade ~300 us
// against ~10 us for a typical 11x11. Remembering which candidates survived since the last
// change to their small regions would avoid most re-simulations.
#include <string>
#include <vector>

#include "grader/common/chain_words.hpp"
#include "grader/queens/rules.hpp"

namespace dg::queens {

namespace {

constexpr int kSmallRegion = 6;  // the gate's region size (write-up: K = 6)
constexpr int kPasses = 2;       // basic passes after the placement (write-up: k = 2)

// Live cells that attack a live cell of some small, queenless region.
void candidates(const Grid& g, Mask* out) {
  const int n = g.n();
  for (int r = 0; r < n; ++r) out[r] = 0;
  for (int reg = 0; reg < n; ++reg) {
    if ((g.queen_regions() & bit(reg)) || g.region_count(reg) > kSmallRegion) continue;
    for (int r = 0; r < n; ++r)
      for (Mask m = g.region_live(reg, r); m; m &= m - 1) {
        const int c = low_bit(m);
        for (int r2 = 0; r2 < n; ++r2) out[r2] |= g.kill_row(r, c, r2);  // attacks are symmetric
      }
  }
  for (int r = 0; r < n; ++r) out[r] &= g.live(r);
}

// Runs the simulation on g (logging on), reporting its deductions to `trace`; true on
// contradiction.
bool simulate(Grid& g, int r, int c, Trace* trace) {
  g.place(r, c);
  if (!g.contradiction()) g.kill_attacks(r);
  for (int pass = 0; pass < kPasses && !g.contradiction(); ++pass) {
    bool progress = single_region_pass(g, trace, true);
    if (!g.contradiction()) progress |= single_line_pass(g, trace, true);
    if (!g.contradiction()) progress |= region_in_line_pass(g, trace, true);
    if (!g.contradiction()) progress |= line_in_region_pass(g, trace, true);
    if (!progress) break;
  }
  return g.contradiction();
}

// The step's text: the supposition, the simulation's deductions and what breaks. Runs the
// simulation again with a trace, so grading without one pays nothing for the words.
struct Refutation {
  std::string text;
  std::vector<ChainItem> chain;
};

Refutation refutation(Grid& g, int r, int c) {
  const Grid::Scalars saved = g.scalars();
  const std::size_t size = g.log_size();
  Trace chain;
  g.begin_log();
  simulate(g, r, c, &chain);
  const std::string broken = describe_contradiction(g);
  g.end_log();
  g.rollback(size, saved);
  const std::string cell = cell_name(r, c);
  ChainWords words = chain_words(
      chain, {"queen_adjacent_kill", "it rules out its row, column, region and neighbours",
              "one queen to a row, column and region, none touching"});
  return {"Suppose a queen on " + cell + "." + words.sentence + " Now " + broken + ". So " + cell +
              " has no queen.",
          std::move(words.items)};
}

}  // namespace

bool placement_contradicts(Grid& g, int r, int c) {
  const Grid::Scalars saved = g.scalars();
  const std::size_t size = g.log_size();
  g.begin_log();
  const bool bad = simulate(g, r, c, nullptr);
  g.end_log();
  g.rollback(size, saved);
  return bad;
}

Step placement_forces_contradiction(Grid& g, int, Trace* trace) {
  if (!g.sim_dirty()) return Step::none;
  Mask cand[kMaxGrid];
  candidates(g, cand);
  for (int r = 0; r < g.n(); ++r)
    for (Mask m = cand[r]; m; m &= m - 1) {
      const int c = low_bit(m);
      if (!placement_contradicts(g, r, c)) continue;
      if (trace) {
        Refutation why = refutation(g, r, c);
        trace->add("placement_forces_contradiction", {Cell{r, c}}, std::move(why.text));
        trace->steps.back().chain = std::move(why.chain);
      }
      g.kill(r, bit(c));
      return Step::progress;
    }
  g.clear_sim_dirty();
  return Step::none;
}

}  // namespace dg::queens
