// Tents rules of tier "basic", the deductions of SGT's Easy level: grass where no tree is left to
// pair with or where a tent touches, a tree with one candidate cell, a tent with one tree, and
// what every way to fill a line's count agrees on.
#include <algorithm>
#include <array>

#include "grader/common/words.hpp"
#include "grader/tents/line_dp.hpp"
#include "grader/tents/line_table.hpp"
#include "grader/tents/rules.hpp"
#include "solver/common/cell_name.hpp"

namespace dg::tents {

std::string cells_words(const Grid& g, const std::vector<int>& cells) {
  std::vector<Cell> list;
  for (int k : cells) list.push_back(g.cell(k));
  return cell_list(list);
}

Decided decided(const Grid& g, const std::vector<int>& tents, const std::vector<int>& grass) {
  Decided out;
  std::vector<std::string> parts;
  if (!tents.empty())
    parts.push_back(cells_words(g, tents) + (tents.size() > 1 ? " tents" : " a tent"));
  if (!grass.empty()) parts.push_back(cells_words(g, grass) + " grass");
  for (const auto* list : {&tents, &grass})
    for (int k : *list) out.cells.push_back(g.cell(k));
  out.words = join_words(parts);
  return out;
}

namespace {

std::vector<Cell> as_cells(const Grid& g, const std::vector<int>& cells) {
  std::vector<Cell> out;
  for (int k : cells) out.push_back(g.cell(k));
  return out;
}

std::string tree_name(const Grid& g, int t) {
  return "the tree at " + cell_name(g.puzzle->trees[static_cast<std::size_t>(t)]);
}

}  // namespace

// no_tree: an unknown cell with no unpaired tree beside it can hold no tent (a tent needs a tree
// of its own beside it). All such cells at once.
Step apply_no_tree(Grid& g, int, Trace* trace) {
  std::array<int, kMaxSize * kMaxSize> cells;  // found (no allocation: this runs at every step)
  int count = 0;
  for (int k = g.no_tree_check.next(0); k >= 0; k = g.no_tree_check.next(k + 1))
    if (g.at(k) == kUnknown && !g.has_open_tree(k)) cells[static_cast<std::size_t>(count++)] = k;
  // Every cell looked at is now settled: decided, or unknown with an open tree beside it.
  g.no_tree_check.clear();
  if (count == 0) return Step::none;
  for (int i = 0; i < count; ++i) g.set(cells[static_cast<std::size_t>(i)], kGrass);
  if (trace) {
    const std::vector<int> found(cells.begin(), cells.begin() + count);
    trace->add("no_tree", as_cells(g, found),
               cells_words(g, found) +
                   (found.size() == 1 ? " has no unpaired tree beside it, so it is grass"
                                      : " have no unpaired tree beside them, so they are grass"),
               cells_words(g, found) + " grass",
               found.size() == 1 ? "no unpaired tree beside it" : "no unpaired tree beside them");
  }
  return g.broken ? Step::contradiction : Step::progress;
}

// touch: the unknown cells around one tent are grass (tents never touch, not even diagonally).
Step apply_touch(Grid& g, int, Trace* trace) {
  for (int k = g.tents_to_touch.next(0); k >= 0; k = g.tents_to_touch.next(k + 1)) {
    // A tent looked at is settled now: nothing unknown around it, or it is about to be.
    g.tents_to_touch.erase(k);
    if (g.at(k) != kTent) continue;
    SmallList<8> cells;
    for (int n : g.touching(k))
      if (g.at(n) == kUnknown) cells.push_back(n);
    if (cells.empty()) continue;
    for (int n : cells) g.set(n, kGrass);
    if (trace) {
      const std::vector<int> found(cells.begin(), cells.end());
      trace->add("touch", as_cells(g, found),
                 cells_words(g, found) + (found.size() == 1 ? " touches" : " touch") +
                     " the tent at " + cell_name(g.cell(k)) + ", so grass",
                 cells_words(g, found) + " grass",
                 (found.size() == 1 ? "it touches" : "they touch") + std::string(" the tent at ") +
                     cell_name(g.cell(k)));
    }
    return g.broken ? Step::contradiction : Step::progress;
  }
  return Step::none;
}

// tree_one_cell: an unpaired tree with a single candidate (unknown cell or unpaired tent) has its
// tent there. No candidate at all is a contradiction.
Step apply_tree_one_cell(Grid& g, int, Trace* trace) {
  for (int t = g.trees_to_check.next(0); t >= 0; t = g.trees_to_check.next(t + 1)) {
    // A tree looked at is settled now: linked, with two candidates or more, or about to be.
    g.trees_to_check.erase(t);
    if (g.link_of_tree[static_cast<std::size_t>(t)] >= 0) continue;
    const SmallList<4> c = g.candidates(t);
    if (c.empty()) {
      g.broken = true;
      if (trace)
        trace->add("tree_one_cell", {g.puzzle->trees[static_cast<std::size_t>(t)]},
                   tree_name(g, t) + " has no cell left for its tent");
      return Step::contradiction;
    }
    if (c.size() != 1) continue;
    const bool fresh = g.at(c[0]) == kUnknown;
    g.set(c[0], kTent);
    g.link(t, c[0]);
    if (trace) {
      const std::string cell = cell_name(g.cell(c[0]));
      trace->add("tree_one_cell", {g.cell(c[0])},
                 fresh ? tree_name(g, t) + " has only " + cell + " left for its tent, so " + cell +
                             " is its tent"
                       : tree_name(g, t) + " has only the tent at " + cell + " left, so they pair",
                 fresh ? cell + " tent" : cell + " pairs with " + tree_name(g, t),
                 tree_name(g, t) + " has no other cell left");
    }
    return g.broken ? Step::contradiction : Step::progress;
  }
  return Step::none;
}

// tent_one_tree: an unpaired tent with a single unpaired tree beside it pairs with that tree. None
// at all is a contradiction.
Step apply_tent_one_tree(Grid& g, int, Trace* trace) {
  if (g.quiet(kQuietTentOneTree)) return Step::none;
  for (int k = g.unlinked_tents.next(0); k >= 0; k = g.unlinked_tents.next(k + 1)) {
    const SmallList<4> trees = g.open_trees(k);
    if (trees.size() > 1) continue;
    const std::string cell = trace ? cell_name(g.cell(k)) : std::string();
    if (trees.empty()) {
      g.broken = true;
      if (trace)
        trace->add("tent_one_tree", {g.cell(k)},
                   "the tent at " + cell + " has no tree left to pair with");
      return Step::contradiction;
    }
    g.link(trees[0], k);
    if (trace)
      trace->add("tent_one_tree", {g.cell(k)},
                 "the tent at " + cell + " has only " + tree_name(g, trees[0]) + " to pair with",
                 cell + " pairs with " + tree_name(g, trees[0]),
                 "the tent at " + cell + " has no other tree left");
    return Step::progress;
  }
  g.mark_quiet(kQuietTentOneTree);
  return Step::none;
}

// line_count: every way to put a line's count of tents on its unknown cells, no two side by side,
// agrees on some cells (a line whose count is met is grass; k tents in 2k-1 free cells alternate).
// One line per step. No way at all is a contradiction.
namespace {

// What line_count forces on line l (bit i: the line's cell i), or false when the line cannot
// hold its count: from the table of short lines when it applies (line_table.hpp), else from the
// line's completions.
bool line_forces(const Grid& g, int l, std::uint32_t& tents, std::uint32_t& grass) {
  const std::uint32_t unknown = g.line_unknown[static_cast<std::size_t>(l)];
  const std::uint32_t have = g.line_tents[static_cast<std::size_t>(l)];
  const std::vector<int>& cells = g.line_cells(l);
  // A decided line (the common case late in a grade) needs no completions: only its count.
  if (!unknown) {
    tents = grass = 0;
    return __builtin_popcount(have) == g.line_count(l);
  }
  if (line_table_applies(static_cast<int>(cells.size()), unknown, have)) {
    const LineEntry* e = line_entry(unknown, g.line_count(l) - tents_in(have));
    if (!e) return false;
    tents = e->tent;
    grass = e->grass;
    return true;
  }
  const LineValues values = line_values(g, cells);
  tents = grass = 0;
  if (settles_nothing(values.span(), g.line_count(l))) return true;
  const LineCompletions lc(values.span(), g.line_count(l));
  if (!lc.any()) return false;
  for (int i = 0; i < values.n; ++i) {
    if (!((unknown >> i) & 1U)) continue;
    if (!lc.can_grass(i)) tents |= 1U << i;
    if (!lc.can_tent(i)) grass |= 1U << i;
  }
  return true;
}

}  // namespace

Step apply_line_count(Grid& g, int, Trace* trace) {
  for (int l = 0; l < g.lines(); ++l) {
    if (g.line_count(l) == kHidden || g.quiet(l, kQuietLineCount)) continue;
    std::uint32_t tent_bits = 0, grass_bits = 0;
    if (!line_forces(g, l, tent_bits, grass_bits)) {
      g.broken = true;
      if (trace)
        trace->add("line_count", {},
                   line_name(g, l) + " cannot hold its " + count_of(g.line_count(l), "tent"));
      return Step::contradiction;
    }
    if (!tent_bits && !grass_bits) {
      g.mark_quiet(l, kQuietLineCount);
      continue;
    }
    const std::vector<int>& cells = g.line_cells(l);
    auto cell_of = [&](std::uint32_t bits) {
      return cells[static_cast<std::size_t>(__builtin_ctz(bits))];
    };
    for (std::uint32_t b = tent_bits; b; b &= b - 1) g.set(cell_of(b), kTent);
    for (std::uint32_t b = grass_bits; b; b &= b - 1) g.set(cell_of(b), kGrass);
    if (trace) {
      std::vector<int> tents, grass;
      for (std::uint32_t b = tent_bits; b; b &= b - 1) tents.push_back(cell_of(b));
      for (std::uint32_t b = grass_bits; b; b &= b - 1) grass.push_back(cell_of(b));
      Decided d = decided(g, tents, grass);
      trace->add("line_count", std::move(d.cells),
                 line_name(g, l) + " holds " + count_of(g.line_count(l), "tent") +
                     ": every way to place them makes " + d.words,
                 d.words,
                 "every way to place the " + count_of(g.line_count(l), "tent") + " of " +
                     line_name(g, l) + " agrees");
    }
    return g.broken ? Step::contradiction : Step::progress;
  }
  return Step::none;
}

}  // namespace dg::tents
