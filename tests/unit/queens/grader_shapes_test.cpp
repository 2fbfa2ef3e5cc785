// Queens grader, shape rules: the canonical form, the 27 named shapes against the write-up's
// diagrams, every shape id firing, and the claim that no other free polyomino of size 2..6 kills
// anything beyond its own line.
#include <catch2/catch.hpp>

#include <map>
#include <set>
#include <vector>

#include "grader/queens/rules.hpp"
#include "grader/queens/shapes.hpp"

using namespace dg;
using namespace dg::queens;

namespace {

constexpr int kBoard = 14;
constexpr int kOffset = 4;  // shapes sit away from the edges

struct Diagram {
  std::vector<Cell> cells, dead;
};

Diagram parse(std::string_view d) {
  Diagram out;
  int r = 0, c = 0;
  for (char ch : d) {
    if (ch == '/') {
      ++r, c = 0;
      continue;
    }
    if (ch == '#') out.cells.push_back(Cell{r + kOffset, c + kOffset});
    if (ch == 'x') out.dead.push_back(Cell{r + kOffset, c + kOffset});
    ++c;
  }
  return out;
}

// A 14x14 board whose region 0 is exactly `cells`; the other cells belong to regions 1..13.
Puzzle board_with_region(const std::vector<Cell>& cells) {
  Puzzle p;
  p.n = p.cols = kBoard;
  p.region.assign(kBoard * kBoard, 0);
  for (int i = 0; i < kBoard * kBoard; ++i) p.region[static_cast<std::size_t>(i)] = 1 + i % 13;
  for (Cell c : cells) p.region[static_cast<std::size_t>(c.row * kBoard + c.col)] = 0;
  return p;
}

// Cells the shape rule `param` kills on a fresh board with region 0 = cells, minus the shape's
// own row/column when it is straight (region_confined_to_line's part). Also returns the step.
std::set<Cell> extra_kills(const std::vector<Cell>& cells, int param, Step* step) {
  Grid g(board_with_region(cells));
  Trace trace;
  *step = shape_rule(g, param, &trace);
  std::set<Cell> rows, cols;
  std::set<Cell> out;
  bool one_row = true, one_col = true;
  for (Cell c : cells) one_row &= c.row == cells[0].row, one_col &= c.col == cells[0].col;
  for (const auto& s : trace.steps)
    for (Cell c : s.cells) {
      if (one_row && c.row == cells[0].row) continue;
      if (one_col && c.col == cells[0].col) continue;
      out.insert(c);
    }
  return out;
}

std::vector<Cell> transform(const std::vector<Cell>& cells, int t) {
  std::vector<Cell> out;
  for (Cell c : cells) {
    int r = c.row, col = c.col;
    if (t & 1) std::swap(r, col);
    if (t & 2) r = 10 - r;
    if (t & 4) col = 10 - col;
    out.push_back(Cell{r, col});
  }
  return out;
}

}  // namespace

TEST_CASE("shapes: canonical form is invariant and tells the 27 shapes apart", "[queens][grader]") {
  std::set<std::uint64_t> keys;
  for (int i = 0; i < kShapeCount; ++i) {
    const Diagram d = parse(kShapes[static_cast<std::size_t>(i)].diagram);
    INFO(kShapes[static_cast<std::size_t>(i)].id);
    for (int t = 0; t < 8; ++t) CHECK(named_shape(transform(d.cells, t)) == i);
    keys.insert(*canonical_key(d.cells));
  }
  CHECK(keys.size() == kShapes.size());
  CHECK(named_shape(std::vector<Cell>{{0, 0}, {0, 2}}) == -1);  // disconnected
  CHECK(!canonical_key(std::vector<Cell>{{0, 0}, {0, 7}}));     // wider than 6
}

TEST_CASE("shapes: every shape id fires and kills exactly the write-up's cells",
          "[queens][grader]") {
  for (int i = 0; i < kShapeCount; ++i) {
    const ShapeDef& def = kShapes[static_cast<std::size_t>(i)];
    INFO(def.id);
    const Diagram d = parse(def.diagram);
    Grid g(board_with_region(d.cells));
    Trace trace;
    // Fresh board: the straight shapes fire too, because their line is still live here (under
    // the engine region_confined_to_line kills it first, so those three never fire there).
    REQUIRE(shape_rule(g, i, &trace) == Step::progress);
    REQUIRE(trace.steps.size() == 1);
    CHECK(trace.steps[0].rule == def.id);
    Step step;
    const std::set<Cell> extra = extra_kills(d.cells, i, &step);
    CHECK(extra == std::set<Cell>(d.dead.begin(), d.dead.end()));
    // No other rule id claims the region.
    for (int other = 0; other <= kShapeCount; ++other)
      if (other != i) {
        Grid g2(board_with_region(d.cells));
        CHECK(shape_rule(g2, other, nullptr) != Step::progress);
      }
  }
}

TEST_CASE("shapes: no unnamed free polyomino of size 2..6 kills beyond its line",
          "[queens][grader]") {
  // Grow every fixed polyomino from the monomino, keep one per canonical key.
  std::map<std::uint64_t, std::vector<Cell>> level = {
      {*canonical_key(std::vector<Cell>{{5, 5}}), {{5, 5}}}};
  std::map<int, int> free_count;
  for (int size = 2; size <= 6; ++size) {
    std::map<std::uint64_t, std::vector<Cell>> next;
    for (const auto& [key, cells] : level)
      for (Cell c : cells)
        for (Cell d : {Cell{c.row - 1, c.col}, Cell{c.row + 1, c.col}, Cell{c.row, c.col - 1},
                       Cell{c.row, c.col + 1}}) {
          if (std::find(cells.begin(), cells.end(), d) != cells.end()) continue;
          std::vector<Cell> grown = cells;
          grown.push_back(d);
          // Re-centre so the shape stays inside the test board.
          int min_r = 99, min_c = 99;
          for (Cell e : grown) min_r = std::min(min_r, e.row), min_c = std::min(min_c, e.col);
          for (Cell& e : grown) e.row += kOffset - min_r, e.col += kOffset - min_c;
          next.emplace(*canonical_key(grown), grown);
        }
    level = std::move(next);
    free_count[size] = static_cast<int>(level.size());
    for (const auto& [key, cells] : level) {
      const int named = named_shape(cells);
      Step step;
      const std::set<Cell> extra = extra_kills(cells, named >= 0 ? named : kShapeCount, &step);
      // The write-up marks dead cells ('x') for every named shape except the straight 4, 5, 6.
      const bool kills = named >= 0 && kShapes[static_cast<std::size_t>(named)].diagram.find('x') !=
                                           std::string_view::npos;
      INFO("size " << size << " named " << named);
      if (kills)
        CHECK(!extra.empty());
      else
        CHECK(extra.empty());
    }
  }
  CHECK(free_count[2] == 1);
  CHECK(free_count[3] == 2);
  CHECK(free_count[4] == 5);
  CHECK(free_count[5] == 12);
  CHECK(free_count[6] == 35);
}

TEST_CASE("shapes: region_kill_intersection handles disconnected and large live sets",
          "[queens][grader]") {
  // Two live cells two apart in one row: the cells above and below the gap die too.
  //   . x .
  //   # . #
  //   . x .
  const std::vector<Cell> gap = {{5, 5}, {5, 7}};
  Step step;
  const std::set<Cell> extra = extra_kills(gap, kShapeCount, &step);
  CHECK(step == Step::progress);
  CHECK(extra == std::set<Cell>{{4, 6}, {6, 6}});
}
