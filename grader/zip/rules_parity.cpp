// Zip parity tier: checkerboard colouring and leg lengths. Colour cell (r, c) by (r + c) & 1; a
// path step always changes colour. The cells no segment has reached yet ("free": no on edge, no
// number) form regions; the path crosses a region in pieces, each entering and leaving through a
// "port" (a cell outside it with an edge to spare), and a piece's inner cells alternate colours
// between its two ports. Between numbers i and i + 1 the path needs at least the shortest usable
// route, and the routes of all legs share the n - 1 steps.
#include <algorithm>
#include <string>

#include "grader/zip/cell_floods.hpp"
#include "grader/zip/rules.hpp"
#include "grader/zip/trace_words.hpp"
#include "grader/zip/trial_sweep.hpp"

namespace dg::zip {

namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

// Off every unknown edge from `first` on whose trial (on, then the basic tier) fails
// `check_trial`; one batch per call.
template <class CheckTrial>
Step kill_failing_from(Grid& g, int first, CheckTrial check_trial, std::string_view id,
                       const char* why, Trace* trace) {
  EdgeReport report(trace, id, false, why);
  bool any = false;
  for (int e = first; e < g.topo().edges; ++e) {
    if (g.edge(e) != kUnknown || trial_on_passes(g, e)) continue;
    // A trial the basic tier already refutes belongs to dead_end (regions tier).
    const Grid t = trial_on(g, e);
    if (t.contradiction() || check_trial(t)) continue;
    g.set_off(e);
    any = true;
    report.add(g, e);
    if (g.contradiction()) return Step::contradiction;
  }
  return any ? Step::progress : Step::none;
}

constexpr const char* kParityWhy =
    "a part of the board could then not be covered in alternating colours";
constexpr const char* kLegsWhy =
    "the stretches between consecutive numbers would then not fit in the board";

}  // namespace

// For each region of free cells: with D = (#colour-1 cells - #colour-0 cells), a piece between two
// colour-0 ports adds +1 to D, two colour-1 ports -1, mixed 0. So the port slots used, x0 and x1
// (a port offers min(edges it needs, its edges into the region)), satisfy x0 - x1 = 2D and
// x0 + x1 >= 2. When only two slots exist, at two ends of one segment, the piece closes a loop.
namespace {

// regions_parity_ok on W-word cell sets. A region is flooded through unknown edges between free
// cells; its ports are the cells one unknown edge away that are not free and still need an edge.
// A port offers min(spare, edges into the region): 1, or 2 for a port that needs 2 (a number with
// no edge yet) and has 2 or more edges into the region. One pass over whole sets per region,
// where the cell-by-cell version walked every member's edges and every port's edges (that walk
// was ~50% of grading contradiction-tier 8x8 puzzles, inside region_parity's trials).
template <int W>
bool regions_parity_bits(const Grid& g) {
  const Topology& t = g.topo();
  const int cols = t.cols;
  const Bits<W> right = g.open_right().first_words<W>(), down = g.open_down().first_words<W>();
  const Bits<W> has_on = g.has_on().first_words<W>();
  const Bits<W> cells = t.cells.first_words<W>(), colour1 = t.colour1.first_words<W>();
  const Bits<W> taken = has_on | t.numbered.first_words<W>();
  const Bits<W> free = cells.and_not(taken);
  const Bits<W> port_ok = taken.and_not(g.full().first_words<W>());
  const Bits<W> needs_two =
      t.numbered.first_words<W>().and_not(has_on | t.path_ends.first_words<W>());
  auto flood = [&](int seed) { return flood_from(seed, free, right, down, cols); };
  return all_parts(free, flood, [&](const Bits<W>& region) {
    const int ones = (region & colour1).count();
    const int d = 2 * ones - region.count();  // colour-1 cells minus colour-0 cells
    // Ports by direction from the region; `twice`: reached by two or more of them.
    const Bits<W> step[4] = {(region & right).shl(1) & port_ok, region.shr(1) & right & port_ok,
                             (region & down).shl(cols) & port_ok,
                             region.shr(cols) & down & port_ok};
    Bits<W> ports = step[0], twice;
    for (int k = 1; k < 4; ++k) {
      twice = twice | (ports & step[k]);
      ports = ports | step[k];
    }
    const Bits<W> doubled = twice & needs_two;
    const int ports1 = (ports & colour1).count(), doubled1 = (doubled & colour1).count();
    const int slots1 = ports1 + doubled1;
    const int slots0 = ports.count() - ports1 + doubled.count() - doubled1;
    const int need0 = d > 0 ? 2 * d : (d == 0 ? 1 : 0);
    const int need1 = d < 0 ? -2 * d : (d == 0 ? 1 : 0);
    if (slots0 < need0 || slots1 < need1) return false;
    if (slots0 + slots1 == 2 && ports.count() == 2) {
      const int a = ports.lowest();
      Bits<W> others = ports;
      others.reset(a);
      if (g.other_end(a) == others.lowest()) return false;
    }
    return true;
  });
}

}  // namespace

bool regions_parity_ok(const Grid& g) {
  return with_words(g.topo().n, [&](auto w) { return regions_parity_bits<decltype(w)::value>(g); });
}

// Shortest usable routes between consecutive numbers (through no other number), and one route of
// each: a trial grid has fewer usable edges, so a leg whose route it leaves intact keeps its
// length and needs no new search. Exact, and it spares most searches of leg_length's trials
// (legs_fit was ~25% of the time of grading stuck 8x8 puzzles, mostly repeating unchanged legs).
namespace {

// Cells of the numbers, in order.
void number_cells(const Topology& t, std::array<int, kMaxCells>& cell_of) {
  for (int c = 0; c < t.n; ++c)
    if (t.number[at(c)] >= 0) cell_of[at(t.number[at(c)])] = c;
}

// Breadth-first search of one leg; returns its length (-1: no route) and writes the route's
// edges to `route` (from `to` back to `from`).
int leg_length(const Grid& g, int from, int to, std::int16_t* route) {
  const Topology& t = g.topo();
  std::array<int, kMaxCells> queue;
  std::array<std::int16_t, kMaxCells> via;  // edge that reached the cell, -1: not reached
  std::fill(via.begin(), via.begin() + t.n, std::int16_t{-1});
  int head = 0, tail = 0;
  queue[at(tail++)] = from;
  via[at(from)] = static_cast<std::int16_t>(t.edges);  // reached, by no edge
  while (head < tail && via[at(to)] < 0) {
    const int v = queue[at(head++)];
    for (int e : t.cell_edges[at(v)]) {
      if (e < 0 || g.edge(e) == kOff) continue;
      const int w = t.other(e, v);
      if (via[at(w)] >= 0 || (t.number[at(w)] >= 0 && w != to)) continue;
      via[at(w)] = static_cast<std::int16_t>(e);
      queue[at(tail++)] = w;
    }
  }
  if (via[at(to)] < 0) return -1;
  int length = 0;
  for (int c = to; c != from; ++length) {
    const int e = via[at(c)];
    route[length] = static_cast<std::int16_t>(e);
    c = t.other(e, c);
  }
  return length;
}

}  // namespace

bool legs_fit_routes(const Grid& g, LegRoutes& routes) {
  const Topology& t = g.topo();
  std::array<int, kMaxCells> cell_of;
  number_cells(t, cell_of);
  int total = 0;
  for (int k = 0; k + 1 < t.numbers; ++k) {
    const int len = leg_length(g, cell_of[at(k)], cell_of[at(k + 1)], routes.edge.data() + total);
    if (len < 0 || total + len > t.n - 1) return false;
    routes.length[at(k)] = static_cast<std::int16_t>(len);
    routes.first[at(k)] = static_cast<std::int16_t>(total);
    total += len;
  }
  routes.right = routes.down = Bits<4>{};
  for (int i = 0; i < total; ++i) {
    const int e = routes.edge[at(i)];
    (t.rightward(e) ? routes.right : routes.down).set(t.ends[at(e)][0]);
  }
  return true;
}

namespace {

// leg_length's length on W-word cell sets: the search grows all of its frontier at once.
template <int W>
int leg_length_bits(const Grid& g, int from, int to) {
  const Topology& t = g.topo();
  const int cols = t.cols;
  const Bits<W> right = g.usable_right().first_words<W>(), down = g.usable_down().first_words<W>();
  Bits<W> allowed = t.cells.first_words<W>().and_not(t.numbered.first_words<W>());
  allowed.set(to);
  Bits<W> reach;
  reach.set(from);
  for (int length = 0;; ++length) {
    if (reach.test(to)) return length;
    const Bits<W> grown = reach | (step_through(reach, right, down, cols) & allowed);
    if (grown == reach) return -1;
    reach = grown;
  }
}

template <int W>
bool legs_fit_after_bits(const Grid& g, const LegRoutes& routes) {
  // Usually the trial took none of the routes' edges away: every leg keeps its length.
  if (!routes.right.and_not(g.usable_right()).any() && !routes.down.and_not(g.usable_down()).any())
    return true;
  const Topology& t = g.topo();
  std::array<int, kMaxCells> cell_of;
  bool have_cells = false;
  int total = 0;
  for (int k = 0; k + 1 < t.numbers; ++k) {
    const int len = routes.length[at(k)];
    const int first = routes.first[at(k)];
    bool intact = true;
    for (int i = first; i < first + len && intact; ++i) intact = g.edge(routes.edge[at(i)]) != kOff;
    if (intact) {
      total += len;
      continue;
    }
    if (!have_cells) {
      number_cells(t, cell_of);
      have_cells = true;
    }
    const int now = leg_length_bits<W>(g, cell_of[at(k)], cell_of[at(k + 1)]);
    if (now < 0) return false;
    total += now;
  }
  return total <= t.n - 1;
}

}  // namespace

bool legs_fit_after(const Grid& g, const LegRoutes& routes) {
  return with_words(g.topo().n,
                    [&](auto w) { return legs_fit_after_bits<decltype(w)::value>(g, routes); });
}

/* region_parity: an edge whose use leaves a region of untouched cells that its ports cannot cover
   with colour-alternating pieces dies.
     A . o . o . B       (A and B: the only ports of the 3-cell region between them, both black:
                          the piece A o o o B alternates only with 2 white and 1 black inside)
   Sound: every piece of the path inside a region alternates colours between its ports; the
   counts above are necessary for any such covering. */
Step rule_region_parity(Grid& g, int, Trace* trace) {
  if (const SweepCache* cache = g.sweep_cache())
    if (const SweepVerdicts* v = cache->find(g)) return region_parity_after(g, *v, trace);
  if (!regions_parity_ok(g)) return Step::contradiction;
  return region_parity_from(g, 0, trace);
}

Step region_parity_from(Grid& g, int first, Trace* trace) {
  return kill_failing_from(g, first, regions_parity_ok, "region_parity", kParityWhy, trace);
}

/* leg_length: an edge whose use makes the shortest routes between consecutive numbers add up to
   more than the n - 1 steps of the path dies.
     1 . o . 2          (with the detour around a wall, legs 1-2 and 2-3 need more cells
     x x x   .           than the board has left)
   Sound: the legs of the path are disjoint and together take exactly n - 1 steps, each at least
   as long as its shortest usable route. */
Step rule_leg_length(Grid& g, int, Trace* trace) {
  if (const SweepCache* cache = g.sweep_cache())
    if (const SweepVerdicts* v = cache->find(g)) return leg_length_after(g, *v, trace);
  LegRoutes routes;
  if (!legs_fit_routes(g, routes)) return Step::contradiction;
  return leg_length_from(g, routes, 0, trace);
}

Step leg_length_from(Grid& g, const LegRoutes& routes, int first, Trace* trace) {
  return kill_failing_from(
      g, first, [&routes](const Grid& trial) { return legs_fit_after(trial, routes); },
      "leg_length", kLegsWhy, trace);
}

}  // namespace dg::zip
