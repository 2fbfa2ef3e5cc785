// Zip regions tier: connectivity of the usable edges (those on or unknown). The path is a
// connected spanning subgraph of the usable edges, so every bridge is on it and every cut cell
// splits the path into its two halves; an edge whose use leaves a cell short of edges or the
// board in pieces is not on it.
#include <algorithm>
#include <string>

#include "grader/common/words.hpp"
#include "grader/zip/cell_floods.hpp"
#include "grader/zip/rules.hpp"
#include "grader/zip/trace_words.hpp"
#include "grader/zip/trial_sweep.hpp"
#include "solver/common/cell_name.hpp"

namespace dg::zip {

namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

// Tarjan's low-link on the usable edges from cell 0: bridges, cut cells, reach.
struct Lowlink {
  // Only the first n entries are set up (zeroing 256-cell arrays dominated small boards).
  explicit Lowlink(int n) {
    std::fill(disc.begin(), disc.begin() + n, 0);
    std::fill(cut.begin(), cut.begin() + n, false);
  }
  std::array<int, kMaxCells> disc, low;
  std::array<bool, kMaxCells> cut;
  // Tree edges, so fewer than n; a fixed array keeps the rule free of allocation (it runs in
  // every round of every contradiction trial).
  std::array<int, kMaxCells> bridge;
  int bridges = 0;
  int time = 0;
  int reached = 0;

  void dfs(const Grid& g, int v, int parent_edge) {
    disc[at(v)] = low[at(v)] = ++time;
    ++reached;
    int children = 0;
    for (int e : g.topo().cell_edges[at(v)]) {
      if (e < 0 || e == parent_edge || g.edge(e) == kOff) continue;
      const int w = g.topo().other(e, v);
      if (disc[at(w)] == 0) {
        ++children;
        dfs(g, w, e);
        low[at(v)] = std::min(low[at(v)], low[at(w)]);
        if (low[at(w)] > disc[at(v)]) bridge[at(bridges++)] = e;
        if (parent_edge >= 0 && low[at(w)] >= disc[at(v)]) cut[at(v)] = true;
      } else {
        low[at(v)] = std::min(low[at(v)], disc[at(w)]);
      }
    }
    if (parent_edge < 0 && children >= 2) cut[at(v)] = true;
  }
};

}  // namespace

Grid trial_on(const Grid& g, int e) {
  Grid t = g;
  t.set_on(e);
  if (!t.contradiction()) basic_closure(t);
  return t;
}

namespace {

template <int W>
bool connected_bits(const Grid& g) {
  const Topology& t = g.topo();
  const Bits<W> cells = t.cells.first_words<W>();
  return flood_from(0, cells, g.usable_right().first_words<W>(), g.usable_down().first_words<W>(),
                    t.cols) == cells;
}

}  // namespace

bool connected(const Grid& g) {
  return with_words(g.topo().n, [&](auto w) { return connected_bits<decltype(w)::value>(g); });
}

/* bridge: a usable edge whose removal disconnects the usable edges is on.
     o - o   o        o - o   o
         .      =>        |          (the only way into the lower part)
     o . o . o        o . o . o
   Sound: the path is connected and covers every cell, so it contains every bridge of any graph
   that contains it. A disconnected usable graph is a contradiction. */
Step rule_bridge(Grid& g, int, Trace* trace) {
  Lowlink l(g.topo().n);
  l.dfs(g, 0, -1);
  if (l.reached != g.topo().n) return Step::contradiction;
  EdgeReport report(trace, "bridge", true, "it is the only link between two parts of the board");
  bool any = false;
  for (int i = 0; i < l.bridges; ++i) {
    const int e = l.bridge[at(i)];
    if (g.edge(e) != kUnknown) continue;
    g.set_on(e);
    any = true;
    report.add(g, e);
  }
  if (g.contradiction()) return Step::contradiction;
  return any ? Step::progress : Step::none;
}

namespace {

// cut_cell with the two parts as W-word cell sets.
template <int W>
Step cut_cell_bits(Grid& g, Trace* trace) {
  const Topology& t = g.topo();
  Lowlink l(t.n);
  l.dfs(g, 0, -1);
  if (l.reached != t.n) return Step::contradiction;
  EdgeReport report(trace, "cut_cell", false,
                    "a cell that splits the board already enters that part from this side");
  bool any = false;
  for (int v = 0; v < t.n; ++v) {
    if (!l.cut[at(v)]) continue;
    if (t.need(v) == 1) return Step::contradiction;
    // The parts without v, the one holding the lowest cell first; exactly two.
    Bits<W> others = t.cells.first_words<W>();
    others.reset(v);
    const Bits<W> right = g.usable_right().first_words<W>(),
                  down = g.usable_down().first_words<W>();
    const Bits<W> first = flood_from(others.lowest(), others, right, down, t.cols);
    const Bits<W> rest = others.and_not(first);
    if (!rest.any()) return Step::contradiction;
    const Bits<W> second = flood_from(rest.lowest(), rest, right, down, t.cols);
    if (rest.and_not(second).any()) return Step::contradiction;
    if (first.test(t.start) == first.test(t.end)) return Step::contradiction;
    for (const Bits<W>& part : {first, second}) {
      int entered = -1;  // the cell of that part v already steps to
      for (int e : t.cell_edges[at(v)])
        if (e >= 0 && g.edge(e) == kOn && part.test(t.other(e, v))) entered = t.other(e, v);
      if (entered < 0) continue;
      for (int e : t.cell_edges[at(v)]) {
        if (e < 0 || g.edge(e) != kUnknown || !part.test(t.other(e, v))) continue;
        g.set_off(e);
        any = true;
        report.add(g, e, [&] {
          return cell_name(t.cell(v)) + " splits the board and already steps into " +
                 cell_name(t.cell(entered)) + "'s side";
        });
      }
    }
  }
  if (g.contradiction()) return Step::contradiction;
  return any ? Step::progress : Step::none;
}

}  // namespace

/* cut_cell: a cell whose removal splits the usable graph is passed through exactly once, so it
   has one path edge into each of the two parts; once it has one into a part, its other edges into
   that part are off.
     o - o . o          o - o x o
     .   |   .    =>    .   |   .     (middle cell links the left and right parts)
     o   X   o          o   X   o
   Sound: removing the cell cuts the path into at most two pieces, each inside one part and each
   holding one end (1 or K). So there are exactly two parts, each with one end; an end cell or a
   third part is a contradiction. */
Step rule_cut_cell(Grid& g, int, Trace* trace) {
  return with_words(g.topo().n,
                    [&](auto w) { return cut_cell_bits<decltype(w)::value>(g, trace); });
}

/* dead_end: an edge whose use would leave some cell without enough usable edges dies (together
   with the edges leading to that cell, which follow by the basic tier).
     o - o - o        o - o - o
     |   .   .        |   x   .
     o   o . o   =>   o   o . o     (turning the middle edge on saturates the centre cell,
         .                .          which starves its lower neighbour)
   Sound: the edge on leads, by sound basic deductions, to a contradiction, so it is off in every
   solution. */
Step rule_dead_end(Grid& g, int, Trace* trace) {
  // With the grade's sweep cache, the same trials also judge region_parity and leg_length.
  if (SweepCache* cache = g.sweep_cache()) return dead_end_after(g, cache->make(g), trace);
  return dead_end_from(g, 0, trace);
}

Step dead_end_from(Grid& g, int first, Trace* trace) {
  EdgeReport report(trace, "dead_end", false,
                    "that would leave a cell with too few ways in and out");
  bool any = false;
  for (int e = first; e < g.topo().edges; ++e) {
    if (g.edge(e) != kUnknown || trial_on_passes(g, e)) continue;
    const Grid t = trial_on(g, e);
    if (!t.contradiction()) continue;
    g.set_off(e);
    any = true;
    report.add(g, e, [&] { return "with that step, " + describe_contradiction(t); });
    if (g.contradiction()) return Step::contradiction;
  }
  return any ? Step::progress : Step::none;
}

namespace {

// Whether the usable edges, less those in (drop_right, drop_down), join all of `targets`
// (searching from the lowest; true when empty).
template <int W>
bool joins_all(const Grid& g, const Bits<W>& targets, const Bits<W>& drop_right,
               const Bits<W>& drop_down) {
  if (!targets.any()) return true;
  const int cols = g.topo().cols;
  const Bits<W> right = g.usable_right().first_words<W>().and_not(drop_right);
  const Bits<W> down = g.usable_down().first_words<W>().and_not(drop_down);
  Bits<W> reach;
  reach.set(targets.lowest());
  for (;;) {
    if (!targets.and_not(reach).any()) return true;
    const Bits<W> grown = reach | step_through(reach, right, down, cols);
    if (grown == reach) return false;
    reach = grown;
  }
}

template <int W>
Step island_bits(Grid& g, Trace* trace) {
  const Topology& t = g.topo();
  // From a connected grid, a trial that drops edges R stays connected exactly when the ends of R
  // stay connected to each other (every cell reaches some end of R along its old paths), so a
  // search from one end that stops once it has met them all decides it, usually within a few
  // steps. The whole-board flood per trial was ~15% of grading a stuck 10x10 puzzle.
  const bool was_connected = connected(g);
  const Bits<W> all = t.cells.first_words<W>();
  EdgeReport report(trace, "island", false, "that would cut the board in two");
  bool any = false;
  for (int e = 0; e < t.edges; ++e) {
    if (g.edge(e) != kUnknown) continue;
    const auto [a, b] = t.ends[at(e)];
    if (g.spare(a) != 1 && g.spare(b) != 1) continue;  // nothing saturates: no edge drops
    if (g.join_check(e) != JoinCheck::ok) continue;    // an invalid join: the basic tier's business
    // With e on, a cell that had one edge to spare drops its other unknown edges.
    Bits<W> ends, drop_right, drop_down;
    for (int c : {a, b}) {
      if (g.spare(c) != 1) continue;
      for (int f : t.cell_edges[at(c)]) {
        if (f < 0 || f == e || g.edge(f) != kUnknown) continue;
        (t.rightward(f) ? drop_right : drop_down).set(t.ends[at(f)][0]);
        ends.set(c);
        ends.set(t.other(f, c));
      }
    }
    if (joins_all<W>(g, was_connected ? ends : all, drop_right, drop_down)) continue;
    g.set_off(e);
    any = true;
    report.add(g, e, [&] {
      std::vector<Cell> full;  // the cells the step would fill
      for (int c : {a, b})
        if (g.spare(c) == 1) full.push_back(t.cell(c));
      return "with that step " + cell_list(full) + (full.size() == 1 ? " has" : " have") + " all " +
             (full.size() == 1 ? "its" : "their") + " steps and the board falls apart without " +
             (full.size() == 1 ? "its other ways" : "their other ways");
    });
    if (g.contradiction()) return Step::contradiction;
  }
  return any ? Step::progress : Step::none;
}

}  // namespace

/* island: an edge whose use would cut the board in two dies. Turning it on saturates a cell that
   then drops its other edges; if that leaves the usable edges in two parts, the edge is off.
     o - o   o        o - o   o
     |   .   .        |   x   .       (on, the edge would fill the centre cell, whose other
     o . o . o   =>   o . o . o        edges then go, leaving the corner cell on its own)
   Sound: the path connects every cell, so a grid whose usable edges are disconnected has no
   solution, and dropping the other edges of a saturated cell is forced. A purely local look
   ahead (no chain of deductions), so it comes before dead_end. */
Step rule_island(Grid& g, int, Trace* trace) {
  return with_words(g.topo().n, [&](auto w) { return island_bits<decltype(w)::value>(g, trace); });
}

}  // namespace dg::zip
