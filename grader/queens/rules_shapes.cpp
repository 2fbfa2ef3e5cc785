// Queens grader, tier "shapes": the 27 polyomino rules and region_kill_intersection, one
// mechanism behind 28 rule ids.
//
// The region's queen stands on one of its live cells L. A cell that every cell of L attacks (same
// row, column, region, or king neighbour) dies whichever cell gets the queen, so the dead cells
// are the intersection of the attack sets of L (precomputed per cell as row masks in Grid).
// Example, an L-tetromino region (shape_l_tetromino), 'x' the cells it kills:
//   . # . .        #: region a's live cells
//   . # x .        (1,2) touches all four cells;
//   . # # .        (3,1) is in the column of the long arm and touches (2,2) diagonally.
//   . x . .
// Sound: each killed cell is attacked by every possible queen of the region.
//
// The rule id reports which shape the live cells form, so usage statistics are per shape: live
// sets of 2..6 cells are canonicalised under rotation/reflection and looked up in kShapes; any
// other live set (disconnected, one of the 23 hexominoes without a name, or more than 6 cells)
// is reported as region_kill_intersection. Straight shapes (I-tetromino, I-pentomino,
// I-hexomino) only kill the rest of their line, which region_confined_to_line (tier basic)
// always does first, so under the engine those three ids never fire; they keep their ids so the
// table matches the write-up and its usage counters.
//
// Incremental state: a region is re-canonicalised only when it lost a cell since the last look
// (Grid::take_dirty_regions), and its class is applied once per change (Grid::shape_pending).
#include <cctype>
#include <string>

#include "grader/common/words.hpp"
#include "grader/queens/rules.hpp"
#include "grader/queens/shapes.hpp"

namespace dg::queens {

namespace {

void refresh_classes(Grid& g) {
  for (Mask dirty = g.take_dirty_regions(); dirty; dirty &= dirty - 1) {
    const int reg = low_bit(dirty);
    const auto at = static_cast<std::size_t>(reg);
    const int count = g.region_count(reg);
    if ((g.queen_regions() & bit(reg)) || count < 2) {
      g.shape_class[at] = -1;
      g.shape_pending &= ~bit(reg);
      continue;
    }
    int cls = kShapeCount;
    if (count <= 6) {
      Cell cells[6];
      std::size_t k = 0;
      for (int r = 0; r < g.n(); ++r)
        for (Mask m = g.region_live(reg, r); m; m &= m - 1) cells[k++] = Cell{r, low_bit(m)};
      const int named = named_shape(std::span<const Cell>(cells, k));
      if (named >= 0) cls = named;
    }
    g.shape_class[at] = static_cast<std::int8_t>(cls);
    g.shape_pending |= bit(reg);
  }
}

std::string shape_name(int cls) {
  if (cls == kShapeCount) return "do not form a named shape";
  std::string name(kShapes[static_cast<std::size_t>(cls)].id.substr(6));  // drop "shape_"
  for (std::size_t k = 0; k < name.size(); ++k) {
    if (name[k] == '_') name[k] = '-';
    // A one-letter part names the letter the shape looks like: "L-tromino".
    const bool alone = (k == 0 || name[k - 1] == '-' || name[k - 1] == '_') &&
                       (k + 1 == name.size() || name[k + 1] == '_');
    if (alone) name[k] = static_cast<char>(std::toupper(static_cast<unsigned char>(name[k])));
  }
  return "form " + with_article(name);
}

// inter[r] = live cells of row r that every live cell of region reg attacks. Returns false as
// soon as the intersection is empty (usually after two or three cells).
bool attack_intersection(const Grid& g, int reg, Mask* inter) {
  const int n = g.n();
  for (int r = 0; r < n; ++r) inter[r] = g.live(r);
  for (int r = 0; r < n; ++r)
    for (Mask m = g.region_live(reg, r); m; m &= m - 1) {
      const int c = low_bit(m);
      Mask any = 0;
      for (int r2 = 0; r2 < n; ++r2) any |= (inter[r2] &= g.kill_row(r, c, r2));
      if (!any) return false;
    }
  return true;
}

}  // namespace

Step shape_rule(Grid& g, int param, Trace* trace) {
  refresh_classes(g);
  for (Mask pending = g.shape_pending; pending; pending &= pending - 1) {
    const int reg = low_bit(pending);
    if (g.shape_class[static_cast<std::size_t>(reg)] != param) continue;
    g.shape_pending &= ~bit(reg);
    Mask inter[kMaxGrid];
    if (!attack_intersection(g, reg, inter)) continue;
    std::vector<Cell> cells;
    int killed = 0;
    for (int r = 0; r < g.n(); ++r) {
      if (!inter[r]) continue;
      if (trace) append_cells(cells, r, inter[r]);
      killed += g.kill(r, inter[r]);
    }
    if (!killed) continue;
    if (trace) {
      std::string text = "the cells left in " + region_label(reg) + " " + shape_name(param) +
                         ": wherever its queen goes, it rules out " + cell_list(cells);
      trace->add(
          param == kShapeCount ? kIntersectionId : kShapes[static_cast<std::size_t>(param)].id,
          std::move(cells), std::move(text));
    }
    return Step::progress;
  }
  return Step::none;
}

}  // namespace dg::queens
