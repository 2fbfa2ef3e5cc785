// Zip basic tier: local degree counting and segment bookkeeping. A Zip path visits every cell of
// the R x C board once by orthogonal steps, never through a wall, from number 1 to number K,
// meeting the numbers in order. So every cell has 2 path edges and the ends 1 and K have 1, the
// path never closes a cycle, and a stretch of path between numbers holds them in order.
#include <string>

#include "grader/zip/rules.hpp"
#include "grader/zip/trace_words.hpp"
#include "solver/common/cell_name.hpp"

namespace dg::zip {

std::vector<Cell> edge_cells(const Grid& g, int e) {
  const auto& ab = g.topo().ends[static_cast<std::size_t>(e)];
  return {g.topo().cell(ab[0]), g.topo().cell(ab[1])};
}

namespace {

// Turns off every unknown edge of cell c.
void clear_unknown(Grid& g, int c) {
  for (int e : g.topo().cell_edges[static_cast<std::size_t>(c)])
    if (e >= 0 && g.edge(e) == kUnknown) g.set_off(e);
}

// Turns off unknown edges whose join_check gives one of the two reasons.
Step kill_joins(Grid& g, JoinCheck r1, JoinCheck r2, std::string_view id, const char* why,
                Trace* trace) {
  EdgeReport report(trace, id, false, why);
  bool any = false;
  for (int e = 0; e < g.topo().edges; ++e) {
    if (g.edge(e) != kUnknown) continue;
    const JoinCheck r = g.join_check(e);
    if (r != r1 && r != r2) continue;
    g.set_off(e);
    any = true;
    report.add(g, e, [&] { return join_reason(g, e, r); });
  }
  if (g.contradiction()) return Step::contradiction;
  return any ? Step::progress : Step::none;
}

}  // namespace

/* ends: number 1 and number K are the path's ends and take one edge only.
     1 - o          1 - o
     .         =>   x
     o   o          o   o
   Sound: the path starts at 1 and stops at K, so each has exactly one path edge. */
Step rule_ends(Grid& g, int, Trace* trace) {
  bool any = false;
  for (int c : {g.topo().start, g.topo().end}) {
    if (g.on(c) != 1 || g.unknown(c) == 0) continue;
    if (trace) {
      const std::string name = cell_name(g.topo().cell(c));
      const std::string brief =
          "the path cannot step from " + name + " to " + open_neighbours(g, c);
      trace->add("ends", {g.topo().cell(c)},
                 name + " is an end of the path and already has its one step, so " + brief, brief,
                 name + " is an end of the path and already has its one step");
    }
    clear_unknown(g, c);
    any = true;
  }
  if (g.contradiction()) return Step::contradiction;
  return any ? Step::progress : Step::none;
}

/* saturation: a cell with both its edges takes no other.
     o - o - o        o - o - o
         .      =>        x
         o                o
   Sound: the path visits the cell once, entering and leaving by exactly two edges. */
Step rule_saturation(Grid& g, int, Trace* trace) {
  bool any = false;
  for (int c = 0; c < g.topo().n; ++c) {
    if (g.topo().need(c) != 2 || g.on(c) != 2 || g.unknown(c) == 0) continue;
    if (trace) {
      const std::string name = cell_name(g.topo().cell(c));
      const std::string brief =
          "the path cannot step from " + name + " to " + open_neighbours(g, c);
      trace->add("saturation", {g.topo().cell(c)},
                 "the path already enters and leaves " + name + ", so " + brief, brief,
                 "the path already enters and leaves " + name);
    }
    clear_unknown(g, c);
    any = true;
  }
  if (g.contradiction()) return Step::contradiction;
  return any ? Step::progress : Step::none;
}

/* forced_edges: a cell whose usable edges are exactly the edges it still needs takes them all.
     o   o          o   o
     x              x
     o . o   =>     o - o      (a corner cell, one edge walled off or removed)
     .              |
     o              o
   Sound: the cell needs that many path edges and has no other way to get them. */
Step rule_forced_edges(Grid& g, int, Trace* trace) {
  bool any = false;
  for (int c = 0; c < g.topo().n; ++c) {
    if (g.unknown(c) == 0 || g.on(c) + g.unknown(c) != g.topo().need(c)) continue;
    if (trace) {
      const std::string name = cell_name(g.topo().cell(c));
      const std::string brief =
          "the path goes from " + name + " to " + open_neighbours(g, c, "and");
      trace->add("forced_edges", {g.topo().cell(c)},
                 name + " has no other way in or out, so " + brief, brief,
                 name + " has no other way in or out");
    }
    for (int e : g.topo().cell_edges[static_cast<std::size_t>(c)])
      if (e >= 0 && g.edge(e) == kUnknown) g.set_on(e);
    any = true;
    if (g.contradiction()) return Step::contradiction;
  }
  return any ? Step::progress : Step::none;
}

/* no_loop: an edge joining the two ends of one segment would close a cycle; an edge joining the
   segment of 1 to the segment of K closes the path before every cell is on it.
     o - o          o - o
     |   |          |   |
     o   o   =>     o x o
   Sound: the solution is one open path through every cell, so it has no cycle, and its part
   from 1 to K is all of it. */
Step rule_no_loop(Grid& g, int, Trace* trace) {
  return kill_joins(g, JoinCheck::cycle, JoinCheck::early_close, "no_loop",
                    "that would close a loop or end the path before every cell", trace);
}

/* number_order: an edge that would join numbers out of order dies: two numbered segment ends
   that are not consecutive, or a segment onto a number against its running direction.
     1 - 2 . 4        1 - 2 x 4
   Sound: the path meets 1..K in increasing order, so numbers along any stretch of it are
   consecutive and monotone. */
Step rule_number_order(Grid& g, int, Trace* trace) {
  return kill_joins(g, JoinCheck::order, JoinCheck::order, "number_order",
                    "that would join numbers out of order", trace);
}

}  // namespace dg::zip
