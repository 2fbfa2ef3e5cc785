// Tents rules of tier "tricky", the further deductions of SGT's Tricky level: a cell that touches
// every candidate of a tree, and a cell beside a line that gets a tent next to it in every way
// to fill that line. The tier "pair" reuses the line sweep with SGT's missing rule added.
#include <algorithm>

#include "grader/common/words.hpp"
#include "grader/tents/line_dp.hpp"
#include "grader/tents/rules.hpp"
#include "solver/common/cell_name.hpp"

namespace dg::tents {

namespace {

bool touch(const Grid& g, int a, int b) {
  const Cell x = g.cell(a), y = g.cell(b);
  return a != b && std::abs(x.row - y.row) <= 1 && std::abs(x.col - y.col) <= 1;
}

// Positions (a, a + 2) of line l whose cells could both pair only with the same tree (the one
// between them): at most one of them is a tent.
std::vector<std::pair<int, int>> sole_tree_pairs(const Grid& g, const std::vector<int>& cells) {
  std::vector<std::pair<int, int>> out;
  auto sole = [&](int k) {
    if (g.at(k) == kGrass || g.link_of_cell[static_cast<std::size_t>(k)] >= 0) return -1;
    const SmallList<4> trees = g.open_trees(k);
    return trees.size() == 1 ? trees[0] : -1;
  };
  for (std::size_t i = 0; i + 2 < cells.size(); ++i) {
    const int a = sole(cells[i]);
    if (a >= 0 && a == sole(cells[i + 2]))
      out.push_back({static_cast<int>(i), static_cast<int>(i) + 2});
  }
  return out;
}

// The line sweep of line_neighbours and line_pair: for each line, the cells fixed by its
// completions (with `pairs` when asked) and the cells beside it that every completion touches.
Step sweep_lines(Grid& g, bool with_pairs, std::string_view rule, Trace* trace) {
  // line_neighbours reads only the line's own cells to find what it forces (a cell beside the line
  // that is decided since can only shrink what it finds), so its quiet lines are skipped; the
  // pair rule also reads the trees' links, so it sweeps every line.
  const std::uint8_t quiet_bit = with_pairs ? 0 : kQuietLineNeighbours;
  for (int l = 0; l < g.lines(); ++l) {
    if (g.line_count(l) == kHidden || (quiet_bit && g.quiet(l, quiet_bit))) continue;
    const std::vector<int>& cells = g.line_cells(l);
    // A decided line forces nothing here once the basic rules are stuck (touch has made every
    // cell beside its tents grass), and line_count has checked its count.
    if (std::none_of(cells.begin(), cells.end(), [&](int k) { return g.at(k) == kUnknown; }))
      continue;
    const auto pairs = with_pairs ? sole_tree_pairs(g, cells) : std::vector<std::pair<int, int>>{};
    if (with_pairs && pairs.empty()) continue;
    std::uint32_t pair_ends = 0;
    for (auto [a, b] : pairs) pair_ends |= std::uint32_t{1} << b;
    const LineCompletions lc(line_values(g, cells).span(), g.line_count(l), pair_ends);
    if (!lc.any()) {
      g.broken = true;
      if (trace)
        trace->add(rule, {},
                   line_name(g, l) + " cannot hold its " + count_of(g.line_count(l), "tent"));
      return Step::contradiction;
    }
    std::vector<int> tents, grass;
    if (with_pairs)
      for (std::size_t i = 0; i < cells.size(); ++i) {
        if (g.at(cells[i]) != kUnknown) continue;
        if (!lc.can_grass(static_cast<int>(i))) tents.push_back(cells[i]);
        if (!lc.can_tent(static_cast<int>(i))) grass.push_back(cells[i]);
      }
    // The lines on either side: cell j of a neighbouring line touches positions j-1..j+1.
    const bool row = l < g.rows;
    const int index = row ? l : l - g.rows, span = row ? g.rows : g.cols;
    for (int side : {index - 1, index + 1}) {
      if (side < 0 || side >= span) continue;
      const std::vector<int>& next = g.line_cells(row ? side : g.rows + side);
      for (std::size_t j = 0; j < next.size(); ++j)
        if (g.at(next[j]) == kUnknown &&
            !lc.can_avoid(static_cast<int>(j) - 1, static_cast<int>(j) + 1))
          grass.push_back(next[j]);
    }
    std::sort(grass.begin(), grass.end());
    grass.erase(std::unique(grass.begin(), grass.end()), grass.end());
    if (tents.empty() && grass.empty()) {
      if (quiet_bit) g.mark_quiet(l, quiet_bit);
      continue;
    }
    for (int k : tents) g.set(k, kTent);
    for (int k : grass) g.set(k, kGrass);
    if (trace) {
      Decided d = decided(g, tents, grass);
      std::string why;
      if (with_pairs) {
        std::vector<std::string> named;
        for (auto [a, b] : pairs)
          named.push_back(cell_name(g.cell(cells[static_cast<std::size_t>(a)])) + " and " +
                          cell_name(g.cell(cells[static_cast<std::size_t>(b)])));
        why = " (" + join_words(named) +
              " could only pair with the one tree between them, so not both are tents)";
      }
      trace->add(rule, std::move(d.cells),
                 line_name(g, l) + " holds " + count_of(g.line_count(l), "tent") + why +
                     ": every way to place them makes " + d.words,
                 d.words,
                 "every way to place the " + count_of(g.line_count(l), "tent") + " of " +
                     line_name(g, l) + " agrees" +
                     (why.empty() ? "" : ", " + why.substr(2, why.size() - 3)));
    }
    return g.broken ? Step::contradiction : Step::progress;
  }
  return Step::none;
}

}  // namespace

// shared_neighbour: an unpaired tree's tent is one of its candidates, so a cell that touches every
// candidate touches that tent and is grass (SGT: two candidates diagonal to each other rule out
// the third cell of their square).
Step apply_shared_neighbour(Grid& g, int, Trace* trace) {
  if (g.quiet(kQuietSharedNeighbour)) return Step::none;
  for (int t = 0; t < g.tree_count(); ++t) {
    const SmallList<4> c = g.candidates(t);
    if (c.size() < 2) continue;
    std::vector<int> found;
    for (int k : g.touching(c[0])) {
      if (g.at(k) != kUnknown || std::find(c.begin(), c.end(), k) != c.end()) continue;
      if (std::all_of(c.begin(), c.end(), [&](int x) { return touch(g, k, x); }))
        found.push_back(k);
    }
    if (found.empty()) continue;
    for (int k : found) g.set(k, kGrass);
    if (trace) {
      std::vector<Cell> options, cells;
      for (int k : c) options.push_back(g.cell(k));
      for (int k : found) cells.push_back(g.cell(k));
      trace->add("shared_neighbour", cells,
                 "the tree at " + cell_name(g.puzzle->trees[static_cast<std::size_t>(t)]) +
                     " has its tent at " + cell_list(options, "or") + ", each touching " +
                     cells_words(g, found) + ", so grass",
                 cells_words(g, found) + " grass",
                 "each place for the tent of the tree at " +
                     cell_name(g.puzzle->trees[static_cast<std::size_t>(t)]) + ", " +
                     cell_list(options, "or") + ", touches " + (found.size() == 1 ? "it" : "them"));
    }
    return g.broken ? Step::contradiction : Step::progress;
  }
  g.mark_quiet(kQuietSharedNeighbour);
  return Step::none;
}

Step apply_line_neighbours(Grid& g, int, Trace* trace) {
  return sweep_lines(g, false, "line_neighbours", trace);
}

// line_pair: the line sweep again, where two cells two apart that could only pair with the tree
// between them may not both be tents (the rule SGT's solver lists as missing).
Step apply_line_pair(Grid& g, int, Trace* trace) {
  return sweep_lines(g, true, "line_pair", trace);
}

}  // namespace dg::tents
