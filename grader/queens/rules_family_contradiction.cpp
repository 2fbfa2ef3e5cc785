// Queens family grader, tier "contradiction": star_forces_contradiction.
//
// Put a star on a live cell, kill what it attacks, and run the basic rules (star_kill,
// unit_complete, unit_fill, unit_confined) to their fixed point. If a unit breaks (more stars than
// its count, or too few cells left for it) or two stars attack each other, the cell cannot hold a
// star and dies.
//   row 0:  . X . . # # . .     A star on X (row 0 needs 2) kills the cells around X; region b
//   row 1:  . . . b b . . .     then has only its cells in row 0 left, next to each other
//                               (unit_fill puts stars on both), and they touch: so X is empty.
// Sound: every step of the simulation is forced by the supposed star, so a broken unit refutes it.
// Cells are tried in row-major order; the first refuted one dies (one deduction per step). The
// simulation runs on a copy of the grid (family_grid.hpp), and a scan that refuted nothing is not
// repeated until the grid changes.
#include <string>

#include "grader/queens/family_rules.hpp"
#include "grader/queens/grader.hpp"
#include "solver/common/cell_name.hpp"

namespace dg::queens {

namespace {

constexpr int kDirtyContradiction = 8;  // FamilyGrid::dirty bit

// The simulation on `g` (a copy), reporting its deductions to `trace`; true on contradiction.
bool simulate(FamilyGrid& g, int i, Trace* trace) {
  g.place(i, true);
  if (g.contradiction()) return true;
  const CoreGrade run =
      run_rules_core<FamilyGrid>(g, family_rule_table(), static_cast<int>(Tier::basic), trace);
  return run.status == Status::contradiction;
}

}  // namespace

bool star_contradicts(const FamilyGrid& g, int i) {
  FamilyGrid copy = g;
  return simulate(copy, i, nullptr);
}

Step star_forces_contradiction(FamilyGrid& g, int, Trace* trace) {
  if (!g.dirty(kDirtyContradiction)) return Step::none;
  for (int i = 0; i < g.rows() * g.cols(); ++i) {
    if (!g.is_live(i) || !star_contradicts(g, i)) continue;
    if (trace) {
      FamilyGrid copy = g;
      Trace chain;
      simulate(copy, i, &chain);
      const std::string cell = cell_name(g.cell(i));
      std::string text = "Suppose a star on " + cell + ". Then it rules out the cells it attacks";
      for (const TraceStep& step : chain.steps) text += "; " + step.briefly();
      text += ". Now " + copy.broken() + ". So " + cell + " has no star.";
      trace->add("star_forces_contradiction", {g.cell(i)}, std::move(text));
    }
    g.kill(CellSet{}.set(static_cast<std::size_t>(i)));
    return Step::progress;
  }
  g.clear_dirty(kDirtyContradiction);
  return Step::none;
}

}  // namespace dg::queens
