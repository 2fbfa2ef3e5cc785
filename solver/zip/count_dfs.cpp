// Zip production counter: depth-first search that extends the path from number 1 one cell at a
// time. Sets of cells are W-word bitmasks (W = 1 up to 64 cells, 2 up to 128, 4 up to 256), so
// board-wide tests (degrees, flood fills) are a handful of shifts.
//
// Pruning at every node, cheapest first (each is necessary for any completion of the path):
//  - ordered waypoints: the path may only step on the next number; K only as the last cell.
//  - dead ends: an unvisited cell other than K needs 2 usable neighbours (unvisited cells or the
//    head) and K needs 1. A step only changes this for the old head's neighbours, so only those
//    are checked (against board-wide "at least 1 / 2 unvisited neighbours" masks). A neighbour of
//    the head with exactly 1 other unvisited neighbour must be entered now (forced move); two
//    such neighbours is a dead end.
//  - checkerboard parity: the rest of the path alternates colours starting next to the head, so
//    the unvisited cells of each colour are fixed (ceil(m/2) of the other colour, floor(m/2) of
//    the head's); at the root this also fixes the colour K must have.
//  - distance: the path still takes m steps, at least the Manhattan distance from the head to
//    the next number plus that of every later leg (number j to j + 1).
//  - corridors: a cell (not K, not next to the head) with exactly 2 unvisited neighbours has both
//    edges forced; a cell with 3 such neighbours, or K with 2, is a dead end.
//  - segments (segments_ok): the numbers still ahead split the rest of the path into segments
//    whose inner cells lie in one component of R = (unvisited cells minus numbers); every
//    component must touch both ends of some segment, every segment needs a component (or adjacent
//    ends), a component that fits one segment only must alternate colours between its ends.
//    Subsumes plain connectivity (everything reachable from the head). The components are kept
//    per search depth and updated after each step (a number leaves them as they are, any other
//    cell shrinks its own component or splits it there), so most nodes flood nothing.
// A dead-state table remembers (unvisited cells, head) states whose subtree had no solution.
//
// Measurements (tests/bench/bench_count_zip, us per count, median / p99 / max over unique +
// 2+-solution boards; 2 shared cores, so +-15% noise):
//   before this round (flood fill + cut cells after 3000 nodes, 2^16 table allocated per count):
//     7x7 101 / 1924 / 3209, 9x9 4020 / 134469 / 197977 (avg nodes 7x7 1068, 9x9 15458)
//   + segment reasoning instead of the plain flood fill: 7x7 30 / 647, 9x9 844 / 41784
//     (nodes 7x7 365, 9x9 4575) - the big win: minimal puzzles are pockets between numbers.
//   - cut-cell (articulation) analysis dropped: with segments on, enabling it always doubled the
//     median (1.5 ms on 9x9) for 10% fewer nodes; after 3000 nodes it still cost p99 (42 -> 25 ms
//     without it). The code is in git history (commit d12639c).
//   + dead-state table 2^14 entries after 100 nodes, kept per thread with an epoch instead of
//     allocating 2^16 entries per count: 9x9 median ~0.8 -> ~0.45 ms, 7x7 ~40 -> ~32 us.
//   tried, not kept: Warnsdorff move order (fewest onward cells first): node counts within 2%,
//     time slightly worse.
//
// Round 2 (2026-11-22, tests/bench/results/2026-11-22-zip-count-round2.md). Profile before: the
// counter was ~48% of `generate zip 7x7` (tier any), inside it the per-node flood fill of R ~30%
// and mapping each component's neighbouring numbers to ports ~15%. Workload: the 39,435 counts
// that `generate zip --rows N --cols N --count 1000 --seed 1` makes for N = 7 and 8, replayed
// (cycles, user space, +-1%), each step keeping counts, completeness and solutions:
//   baseline                                                        10.9 G cycles, 20.2 M nodes
//   + ports from the numbers next to a component only (bit loop over them, not over all s
//     ports), flood with per-direction entry masks, linked-number bits precomputed   9.9 G
//   + components kept per depth and updated after each step (above)                  8.0 G
//   + split test floods from two of the entered cell's neighbours at once, so the smaller piece
//     closes first; the last piece is what is left                                   7.3 G
//   + dead ends / forced moves from degree masks (no per-cell counters to update)      6.3 G
//   + only the numbers next to the entered cell re-tested for the shrunk component     6.05 G
//   + distance bound over all later legs (was: one cell per later number)  5.3 G, nodes -8%
//   + corridors                                          5.25 G, nodes -7% (9x9 counts -2.5%)
//   + path and component frames reserved up front; candidate moves as one mask        4.95 G
//   => 10.9 -> 4.95 G cycles (-55%), 20.2 -> 16.3 M nodes. bench_count_zip all-boards median /
//   p99: 7x7 29 / 460 -> 17 / 269 us, 8x8 77 / 4400 -> 43 / 1950 us, 9x9 404 / 22300 ->
//   195 / 11000 us. generate zip --count 1000 --jobs 1 --seed 1: 7x7 1.38 -> ~1.05 s, 8x8
//   5.05 -> 3.39 s; the counter is now ~35% of 7x7 generation (the grader's closure is next).
//   tried, not kept:
//   - colour balance of components shared by several segments (each segment's interior has a
//     balance fixed by its ends' colours; a component's balance must be a sum of a non-empty set
//     of its segments' balances), and two components with the same single segment: nodes
//     -1.6%, time +9% (popcounts for every split piece, more branches). Only the single-segment
//     part with a cached balance instead of alternates(): time +2%.
//   - prefetching the child's dead-state slot before step_ok: no change. Table sizes 2^13 /
//     2^15, opening it after 30 / 400 nodes, probing only when m > 8 or 12: all within +-1%.
//     Without the table: +10% on 7x7/8x8, +28% on 9x9.
//
// Possible improvements: a thread-local scratch for the per-count arrays (the constructor and
// its allocations are ~2% of 7x7 generation); per-segment distance bounds inside the segment's
// component (Manhattan ignores walls and visited cells); for boards with no solution on boards
// wider than the frontier stage takes (count_both_ways), which every run must refute in full, a
// planar argument: a segment whose ends both touch the border (or the path so far) cuts the rest
// in two, and the numbers after it must then lie on one side (the worst 9x9 and 10x10 boards of
// the worst-case bench were of this kind, 1-5 M nodes, before the frontier stage).
#include <algorithm>
#include <bit>
#include <cstdint>
#include <cstdlib>
#include <optional>

#include "solver/zip/cell_bits.hpp"
#include "solver/zip/counter.hpp"

namespace dg::zip {

namespace {

// Dead-state table: (unvisited cells, head) pairs whose subtree holds no solution. The next
// number is implied by the unvisited cells, so the pair is the whole search state. Exact keys
// (no hash-only matches), one entry per slot, newest wins. Tables are per thread, kept between
// counts; entries carry the epoch of the search that wrote them, so a new search starts with a
// logically empty table without clearing it (clearing or allocating 2^14 entries cost more than a
// whole 7x7 count). Restarted runs on the same puzzle keep their epoch and so reuse what earlier
// runs proved dead.
template <int W>
struct DeadEntry {
  Bits<W> unvisited;
  int head = -1;
  std::uint32_t epoch = 0;  // 0: never written
};

template <int W>
class DeadTable {
 public:
  explicit DeadTable(int bits) : bits_(bits) {}
  int bits() const { return bits_; }
  DeadEntry<W>* entries() {
    if (entries_.empty()) entries_.resize(std::size_t{1} << bits_);
    return entries_.data();
  }
  std::uint32_t new_epoch() {
    if (++last_epoch_ == 0) {  // wrapped: forget every old entry for real
      std::fill(entries_.begin(), entries_.end(), DeadEntry<W>{});
      last_epoch_ = 1;
    }
    return last_epoch_;
  }

 private:
  int bits_;
  std::vector<DeadEntry<W>> entries_;
  std::uint32_t last_epoch_ = 0;
};

// The per-thread tables: a small one (2^14 entries) that every count opens after
// kTableAfterNodes nodes, and a large one (2^20 entries, 16-40 MB, allocated by the first count
// that needs it) for the long runs of hard boards: on a 10x10 board with 6 numbers whose first
// run took 68 M nodes, 2^18 entries halved the nodes and 2^20 cut them 7-fold; 2^22 added little.
inline constexpr std::uint64_t kTableAfterNodes = 100;
// Budget of the first (forward) run of count_both_ways: 50,000 nodes, about 20 ms on 10x10.
inline constexpr std::uint64_t kFirstRunNodes = 50'000;
// Boards at most this wide (the narrower side) go to the frontier counter when the first run does
// not settle them; wider ones go straight to the restarts, as before it. Measured on sparse boards
// (4-7 numbers, with and without walls), frontier alone: 10x10 0.2-2.4 M expansions; 11x11
// 0.7-2.8 M or gave up; 12x12 gave up 3 times in 4, 13x13 and 14x14 always (0.6-0.8 s and
// ~200 MB each time). With 12, `solve` on a sparse 12x12 took 0.67 s and 225 MB where the
// restarts alone took 0.16 s and 50 MB; the target is boards up to 10x10.
inline constexpr int kFrontierMaxWidth = 10;
// Budget of each quick run of the other kinds before the frontier counter (see count_both_ways).
inline constexpr std::uint64_t kQuickRunNodes = 5'000;
inline constexpr int kRunKinds = 4;
template <int W>
DeadTable<W>& small_table() {
  thread_local DeadTable<W> table(14);
  return table;
}
template <int W>
DeadTable<W>& large_table() {
  thread_local DeadTable<W> table(20);
  return table;
}

template <int W>
class Dfs {
 public:
  // table and epoch: the dead-state table to use and this puzzle's epoch in it (0: take a new
  // one when the table opens; runs that share an epoch share their dead states).
  Dfs(const Puzzle& p, int limit, Budget budget, DeadTable<W>& table, std::uint32_t& epoch,
      bool flip_order = false)
      : flip_order_(flip_order),
        table_(table),
        epoch_(epoch),
        p_(p),
        n_(p.cells()),
        cols_(p.cols),
        limit_(limit),
        budget_(budget) {
    const auto n = static_cast<std::size_t>(n_);
    const auto blocked = blocked_masks(p);
    nbr_.assign(n * 4, -1);
    free_deg_.assign(n, 0);
    wp_.assign(n, -1);
    colour_.assign(n, 0);
    for (int i = 0; i < n_; ++i) {
      const auto u = static_cast<std::size_t>(i);
      const std::uint8_t b = blocked[u];
      if (!(b & kUp)) nbr_[u * 4 + 0] = i - cols_;
      if (!(b & kDown)) nbr_[u * 4 + 1] = i + cols_;
      if (!(b & kLeft)) nbr_[u * 4 + 2] = i - 1;
      if (!(b & kRight)) nbr_[u * 4 + 3] = i + 1;
      if (!(b & kUp)) can_up_.set(i);
      if (!(b & kDown)) can_down_.set(i);
      if (!(b & kLeft)) can_left_.set(i);
      if (!(b & kRight)) can_right_.set(i);
      for (int d = 0; d < 4; ++d) free_deg_[u] += nbr_[u * 4 + static_cast<std::size_t>(d)] >= 0;
      const Cell c = p.cell(i);
      colour_[u] = static_cast<std::uint8_t>((c.row + c.col) & 1);
      unvisited_.set(i);
      ++left_of_colour_[colour_[u]];
    }
    for (std::size_t k = 0; k < p.waypoints.size(); ++k)
      wp_[static_cast<std::size_t>(p.index(p.waypoints[k]))] = static_cast<int>(k);
    k_count_ = static_cast<int>(p.waypoints.size());
    end_ = p.index(p.waypoints.back());
    for (int i = 0; i < n_; ++i)
      if (colour(i) == 1) colour1_.set(i);
    // later_wp_[j]: waypoints j.. (the ones still ahead when j is the next number).
    later_wp_.assign(static_cast<std::size_t>(k_count_) + 1, Bits<W>{});
    wp_cell_.assign(static_cast<std::size_t>(k_count_), 0);
    wp_linked_.assign(static_cast<std::size_t>(k_count_), 0);
    for (int j = k_count_ - 1; j >= 0; --j) {
      const auto ju = static_cast<std::size_t>(j);
      wp_cell_[ju] = p.index(p.waypoints[ju]);
      later_wp_[ju] = later_wp_[ju + 1];
      later_wp_[ju].set(wp_cell_[ju]);
    }
    for (int j = 0; j + 1 < k_count_; ++j)
      wp_linked_[static_cast<std::size_t>(j)] = adjacent(wp_cell(j), wp_cell(j + 1));
    // linked_ahead_[next]: bit t (1 <= t < s = k_count_ - next) when ports t and t + 1, numbers
    // next - 1 + t and next + t, are open neighbours; only read while s < 64.
    linked_ahead_.assign(static_cast<std::size_t>(k_count_) + 1, 0);
    for (int j = k_count_ - 1; j >= 1; --j) {
      const auto ju = static_cast<std::size_t>(j);
      linked_ahead_[ju] = (linked_ahead_[ju + 1] | wp_linked_[ju]) << 1;
    }
    // legs_after_[j]: Manhattan distances of numbers j, j + 1, ... to their successors, summed.
    legs_after_.assign(static_cast<std::size_t>(k_count_) + 1, 0);
    for (int j = k_count_ - 2; j >= 0; --j) {
      const Cell a = p.waypoints[static_cast<std::size_t>(j)];
      const Cell b = p.waypoints[static_cast<std::size_t>(j) + 1];
      legs_after_[static_cast<std::size_t>(j)] = legs_after_[static_cast<std::size_t>(j) + 1] +
                                                 std::abs(a.row - b.row) + std::abs(a.col - b.col);
    }
    end_bit_.set(end_);
    nbrs_.assign(n, Bits<W>{});
    for (int i = 0; i < n_; ++i)
      for (int d = 0; d < 4; ++d)
        if (const int v = nbr(i, d); v >= 0) nbrs_[static_cast<std::size_t>(i)].set(v);
    enter_from_left_ = can_right_.shl(1);
    enter_from_right_ = can_left_.shr(1);
    enter_from_above_ = can_down_.shl(cols_);
    enter_from_below_ = can_up_.shr(cols_);
  }

  Count run() {
    const int start = p_.index(p_.waypoints.front());
    visit(start);
    path_.reserve(static_cast<std::size_t>(n_));
    path_.push_back(start);
    // Frames hold few components (2 on average); 4 per depth rarely needs a reallocation.
    comps_.resize(static_cast<std::size_t>(n_) * 4);
    if (root_ok(start)) search(start, 1, n_ - 1, -1, 0, -1);
    return std::move(result_);
  }

 private:
  // A component of R (see segments_ok) and the numbers next to it.
  struct Comp {
    Bits<W> cells;
    std::uint64_t wps = 0;  // bit j: number j is an open neighbour (j < 64)
  };
  int nbr(int cell, int d) const { return nbr_[static_cast<std::size_t>(cell * 4 + d)]; }
  int free_deg(int cell) const { return free_deg_[static_cast<std::size_t>(cell)]; }
  int wp(int cell) const { return wp_[static_cast<std::size_t>(cell)]; }
  int colour(int cell) const { return colour_[static_cast<std::size_t>(cell)]; }
  int wp_cell(int k) const { return wp_cell_[static_cast<std::size_t>(k)]; }
  // Neighbours without a wall between them.
  bool adjacent(int a, int b) const {
    for (int d = 0; d < 4; ++d)
      if (nbr(a, d) == b) return true;
    return false;
  }

  void visit(int cell) {
    unvisited_.reset(cell);
    --left_of_colour_[colour(cell)];
  }
  void unvisit(int cell) {
    unvisited_.set(cell);
    ++left_of_colour_[colour(cell)];
  }

  // Whole-board checks before the first step: dead ends, K's colour, parity, connectivity.
  bool root_ok(int start) {
    for (int i = 0; i < n_; ++i) {
      if (i == start) continue;
      // Every other cell is unvisited or the head: all open neighbours are usable.
      if (free_deg(i) < (i == end_ ? 1 : 2)) return false;
    }
    const int m = n_ - 1;
    // The path's last cell has the start's colour when m is even.
    if ((colour(end_) == colour(start)) != (m % 2 == 0)) return false;
    return parity_ok(start, m) && connected(start, m);
  }

  // The m unvisited cells alternate colours starting with the colour opposite the head.
  bool parity_ok(int head, int m) const {
    const int other = 1 - colour(head);
    return left_of_colour_[other] == (m + 1) / 2 && left_of_colour_[1 - other] == m / 2;
  }

  // Every unvisited cell reachable from the head through unvisited cells (m of them).
  bool connected(int head, int m) const {
    if (m == 0) return true;
    Bits<W> reach;
    reach.set(head);
    while (true) {
      Bits<W> grown = reach | (reach & can_right_).shl(1) | (reach & can_left_).shr(1) |
                      (reach & can_down_).shl(cols_) | (reach & can_up_).shr(cols_);
      grown = grown & unvisited_;
      grown.set(head);
      if (grown == reach) break;
      reach = grown;
    }
    return !unvisited_.and_not(reach).any();
  }

  // Cells of `set` moved one step in every open direction.
  Bits<W> spread(const Bits<W>& set) const {
    return (set & can_right_).shl(1) | (set & can_left_).shr(1) | (set & can_down_).shl(cols_) |
           (set & can_up_).shr(cols_);
  }

  // Segment reasoning. The rest of the path is split by the numbers still ahead into segments:
  // ports P_0 = head, P_t = number next - 1 + t (t = 1..s, P_s = K), segment t runs from P_t to
  // P_(t+1). A segment's inner cells hold no number, so they lie in one component of
  // R = unvisited cells minus numbers. Hence:
  //  - every component of R is adjacent to both ports of some segment (it is used by one);
  //  - every segment whose ports are not neighbours has such a component;
  //  - a component that fits only one segment t is exactly that segment's interior, so its
  //    colours must alternate from P_t to P_(t+1) (checkerboard parity of the component).
  // This subsumes the connectivity check (the chain of segments links everything to the head).
  bool segments_ok(int head, int next, int m, int fb, int fe, int& child_end) {
    const int s = k_count_ - next;
    child_end = -1;
    if (s >= 64) return connected(head, m);  // port sets are uint64 masks
    const int out = fe >= 0 ? fe : 0;
    if (k_count_ > 64) return segments_flood(head, next);  // number sets are uint64 masks
    const int end =
        fe >= 0 ? components_after_step(head, next, fb, fe, out) : components(next, out);
    child_end = end;
    return check_components(head, next, out, end);
  }

  // Components of R = unvisited cells minus the numbers ahead, flooded from scratch into
  // comps_[out..]; returns the end of the frame.
  int components(int next, int out) {
    const Bits<W>& ahead = later_wp_[static_cast<std::size_t>(next)];
    const Bits<W> region = unvisited_.and_not(ahead);
    all_parts(
        region, [&](int seed) { return flood(seed, region); },
        [&](const Bits<W>& comp) {
          emplace(out++, comp, next);
          return true;
        });
    return out;
  }

  // The components after the head stepped onto `head` (visited), from the parent's frame
  // [fb, fe) into comps_[out..]: a number leaves R unchanged; any other cell leaves its component
  // (which may split there, only at that cell) and no other. Returns the end of the new frame.
  int components_after_step(int head, int next, int fb, int fe, int out) {
    if (wp(head) >= 0) {
      for (int i = fb; i < fe; ++i) copy_comp(i, out++);
      return out;
    }
    for (int i = fb; i < fe; ++i) {
      if (!comps_[static_cast<std::size_t>(i)].cells.test(head)) {
        copy_comp(i, out++);
        continue;
      }
      Bits<W> rest = comps_[static_cast<std::size_t>(i)].cells;
      rest.reset(head);
      const Bits<W> nb = spread_of(head) & rest;
      if (!nb.any()) continue;  // the component was the head alone
      // The pieces of the component without the head each hold some of its neighbours nb.
      // Flood from them until they meet (usually around a corner in a step or two) or one closes
      // (a split); the last piece is what is left, without a flood.
      const Bits<W> from_left = rest & enter_from_left_, from_right = rest & enter_from_right_;
      const Bits<W> from_above = rest & enter_from_above_, from_below = rest & enter_from_below_;
      const auto grow = [&](const Bits<W>& x) {
        return x | (x.shl(1) & from_left) | (x.shr(1) & from_right) | (x.shl(cols_) & from_above) |
               (x.shr(cols_) & from_below);
      };
      Bits<W> left = rest, seeds = nb;
      bool split = false;
      while (true) {
        Bits<W> a, b;
        a.set(seeds.lowest());
        const Bits<W> others = seeds.and_not(a);
        if (!others.any()) break;
        b.set(others.lowest());
        Bits<W> piece;  // a closed piece, or nothing when the seeds all lie in one piece
        if (!others.and_not(b).any()) {
          // Two seeds: grow both in turn, the smaller piece closes first. advance() grows x one
          // step and says whether the search is over: x met the other side (one piece) or
          // stopped growing (a closed piece).
          auto advance = [&](Bits<W>& x, const Bits<W>& other) {
            const Bits<W> x2 = grow(x);
            if ((x2 & other).any()) return true;
            if (x2 == x) {
              piece = x;
              return true;
            }
            x = x2;
            return false;
          };
          while (!advance(a, b) && !advance(b, a)) {
          }
        } else {
          while (others.and_not(a).any()) {
            const Bits<W> a2 = grow(a);
            if (a2 == a) {
              piece = a;
              break;
            }
            a = a2;
          }
        }
        if (!piece.any()) break;
        split = true;
        emplace(out++, piece, next);
        left = left.and_not(piece);
        seeds = seeds.and_not(piece);
      }
      if (split) {
        emplace(out++, left, next);
        continue;
      }
      Comp& c = comps_at(out++);
      c.cells = rest;
      c.wps = comps_[static_cast<std::size_t>(i)].wps;
      // Numbers next to the head may have been next to the component through it only.
      const Bits<W> wn = spread_of(head) & later_wp_[static_cast<std::size_t>(next)];
      for (int k = 0; k < W; ++k)
        for (std::uint64_t x = wn.w[k]; x != 0; x &= x - 1) {
          const int w = k * 64 + std::countr_zero(x);
          if (!(spread_of(w) & rest).any()) c.wps &= ~(std::uint64_t{1} << wp(w));
        }
    }
    return out;
  }

  // Stores a component and the numbers next to it.
  void emplace(int i, const Bits<W>& cells, int next) {
    Comp& c = comps_at(i);
    c.cells = cells;
    c.wps = 0;
    const Bits<W> touched = spread(cells) & later_wp_[static_cast<std::size_t>(next)];
    for (int k = 0; k < W; ++k)
      for (std::uint64_t x = touched.w[k]; x != 0; x &= x - 1) {
        const int j = wp(k * 64 + std::countr_zero(x));
        if (j < 64) c.wps |= std::uint64_t{1} << j;
      }
  }

  void copy_comp(int from, int to) {
    comps_at(to);
    comps_[static_cast<std::size_t>(to)] = comps_[static_cast<std::size_t>(from)];
  }

  Comp& comps_at(int i) {
    const auto iu = static_cast<std::size_t>(i);
    if (iu >= comps_.size()) comps_.resize(iu * 2 + 8);
    return comps_[iu];
  }

  // The segment checks on the components comps_[b, e) with the head and the numbers from next on.
  bool check_components(int head, int next, int b, int e) const {
    const int s = k_count_ - next;
    std::uint64_t covered =
        linked_ahead_[static_cast<std::size_t>(next)] | (adjacent(head, wp_cell(next)) ? 1 : 0);
    const Bits<W> at_head = spread_of(head);
    for (int i = b; i < e; ++i) {
      const Comp& c = comps_[static_cast<std::size_t>(i)];
      const std::uint64_t ports =
          ((c.wps >> (next - 1)) & ~std::uint64_t{1}) | ((at_head & c.cells).any() ? 1 : 0);
      const std::uint64_t segs = ports & (ports >> 1);
      if (segs == 0) return false;
      covered |= segs;
      // (segs & (segs - 1)) == 0 rather than std::has_single_bit, which libstdc++ builds on
      // popcount (a libgcc call on baseline x86-64).
      if ((segs & (segs - 1)) == 0 && !alternates(c.cells, port(head, next, std::countr_zero(segs)),
                                                  port(head, next, std::countr_zero(segs) + 1)))
        return false;
    }
    return covered == (std::uint64_t{1} << s) - 1;
  }

  const Bits<W>& spread_of(int cell) const { return nbrs_[static_cast<std::size_t>(cell)]; }

  // The part of `region` connected to `seed` (a cell of region).
  Bits<W> flood(int seed, const Bits<W>& region) const {
    const Bits<W> from_left = region & enter_from_left_, from_right = region & enter_from_right_;
    const Bits<W> from_above = region & enter_from_above_, from_below = region & enter_from_below_;
    Bits<W> comp;
    comp.set(seed);
    while (true) {
      const Bits<W> grown = comp | (comp.shl(1) & from_left) | (comp.shr(1) & from_right) |
                            (comp.shl(cols_) & from_above) | (comp.shr(cols_) & from_below);
      if (grown == comp) return comp;
      comp = grown;
    }
  }

  // The same checks on components flooded from scratch at every node, for puzzles with more than
  // 64 numbers (their number sets do not fit the uint64 masks of the kept components).
  bool segments_flood(int head, int next) const {
    const int s = k_count_ - next;
    std::uint64_t covered =
        linked_ahead_[static_cast<std::size_t>(next)] | (adjacent(head, wp_cell(next)) ? 1 : 0);
    const Bits<W>& ahead = later_wp_[static_cast<std::size_t>(next)];
    const Bits<W> region = unvisited_.and_not(ahead);
    const bool each_ok = all_parts(
        region, [&](int seed) { return flood(seed, region); },
        [&](const Bits<W>& comp) {
          const Bits<W> around = spread(comp);
          std::uint64_t ports = around.test(head) ? 1 : 0;
          // Numbers ahead next to the component: number next - 1 + t is port t.
          const Bits<W> touched = around & ahead;
          for (int k = 0; k < W; ++k)
            for (std::uint64_t x = touched.w[k]; x != 0; x &= x - 1)
              ports |= std::uint64_t{2} << (wp(k * 64 + std::countr_zero(x)) - next);
          const std::uint64_t segs = ports & (ports >> 1);
          if (segs == 0) return false;
          covered |= segs;
          // A component that fits one segment only (a single bit in segs: tested as
          // (segs & (segs - 1)) == 0, since libstdc++ builds std::has_single_bit on popcount, a
          // libgcc call on baseline x86-64) must alternate colours between its ends.
          return (segs & (segs - 1)) != 0 ||
                 alternates(comp, port(head, next, std::countr_zero(segs)),
                            port(head, next, std::countr_zero(segs) + 1));
        });
    return each_ok && covered == (std::uint64_t{1} << s) - 1;
  }

  int port(int head, int next, int t) const { return t == 0 ? head : wp_cell(next - 1 + t); }

  // Can a path a, (all of comp), b alternate colours? Counts only.
  bool alternates(const Bits<W>& comp, int a, int b) const {
    const int len = comp.count();
    const int ones = (comp & colour1_).count();
    const int same_as_a = colour(a) == 1 ? ones : len - ones;
    if (colour(a) == colour(b)) return len % 2 == 1 && same_as_a == len / 2;
    return len % 2 == 0 && same_as_a == len / 2;
  }

  // Returns true when the search must stop (limit reached or budget exhausted).
  // head: last path cell; next: index of the next waypoint; m: unvisited cells; forced: the only
  // cell the head may step to, or -1.
  bool search(int head, int next, int m, int forced, int fb, int fe) {
    if (budget_.exhausted(++result_.nodes)) {
      result_.complete = false;
      return true;
    }
    if (result_.nodes == kTableAfterNodes) open_table();
    DeadEntry<W>* slot = nullptr;
    if (dead_ != nullptr && m > 4) {
      slot = &dead_[slot_of(head)];
      if (slot->epoch == epoch_ && slot->head == head && slot->unvisited == unvisited_)
        return false;
    }
    const int found_before = result_.count;
    if (m == 0) {
      Solution s;
      s.reserve(path_.size());
      for (int i : path_) s.push_back(p_.cell(i));
      if (budget_.keeps(result_.solutions.size())) result_.solutions.push_back(std::move(s));
      return ++result_.count >= limit_;
    }
    int options = 0;
    // Open unvisited neighbours, no number but the next one, K only as the last cell.
    Bits<W> moves =
        (spread_of(head) & unvisited_).and_not(later_wp_[static_cast<std::size_t>(next) + 1]);
    if (m != 1) moves = moves.and_not(end_bit_);
    if (forced >= 0) {
      Bits<W> only;
      if (moves.test(forced)) only.set(forced);
      moves = only;
    }
    for (int k = 0; k < 4; ++k) {
      const int d = flip_order_ ? 3 - k : k;
      const int u = nbr(head, d);
      if (u < 0 || !moves.test(u)) continue;
      const int next2 = wp(u) >= 0 ? next + 1 : next;
      visit(u);
      // The child's dead-state slot, fetched while step_ok runs: in the large table (2^20
      // entries) nearly every probe is a cache miss.
      if (dead_ != nullptr && m - 1 > 4) __builtin_prefetch(&dead_[slot_of(u)]);
      int forced2 = -1, child_end = -1;
      const bool ok = step_ok(head, u, next2, m - 1, forced2, fb, fe, child_end);
      if (ok) {
        if (++options == 2) ++result_.guesses;
        path_.push_back(u);
        const bool stop = search(u, next2, m - 1, forced2, fe >= 0 ? fe : 0, child_end);
        path_.pop_back();
        if (stop) {
          unvisit(u);
          return true;
        }
      }
      unvisit(u);
    }
    // Fully explored without a solution: remember the state as dead.
    if (slot != nullptr && result_.count == found_before)
      *slot = DeadEntry<W>{unvisited_, head, epoch_};
    return false;
  }

  std::size_t slot_of(int head) const {
    std::uint64_t h = static_cast<std::uint64_t>(head + 1) * 0x9e3779b97f4a7c15ULL;
    for (int k = 0; k < W; ++k) h = (h ^ unvisited_.w[k]) * 0xbf58476d1ce4e5b9ULL;
    return static_cast<std::size_t>(h >> table_shift_);
  }

  // Checks after the head moved from `old` to `head` (already visited), m cells left.
  bool step_ok(int old, int head, int next, int m, int& forced, int fb, int fe, int& child_end) {
    if (m == 0) return true;
    // Unvisited cells with at least one and two unvisited open neighbours.
    const Bits<W>& u = unvisited_;
    const Bits<W> r = u.shr(1) & can_right_, l = u.shl(1) & can_left_;
    const Bits<W> dn = u.shr(cols_) & can_down_, up = u.shl(cols_) & can_up_;
    const Bits<W> deg1 = r | l | dn | up;
    const Bits<W> deg2 = (r & l) | (dn & up) | ((r | l) & (dn | up));
    // Dead ends: the old head's other neighbours (not next to the head) just lost it as a way in.
    const Bits<W> near_old = spread_of(old) & u;
    if (near_old.and_not(deg2).and_not(end_bit_).any() || (near_old & end_bit_).and_not(deg1).any())
      return false;
    if (!parity_ok(head, m)) return false;
    // The next number must be reachable with the cells it may use before the later numbers.
    if (next < k_count_) {
      const Cell h = p_.cell(head), t = p_.waypoints[static_cast<std::size_t>(next)];
      const int dist = std::abs(h.row - t.row) + std::abs(h.col - t.col);
      if (dist + legs_after_[static_cast<std::size_t>(next)] > m) return false;
    }
    // Forced moves: a neighbour (not K) with one other way out must be entered next.
    const Bits<W> weak = (spread_of(head) & u).and_not(end_bit_).and_not(deg2);
    if (weak.any()) {
      if (weak.and_not(deg1).any()) return false;
      forced = weak.lowest();
      Bits<W> one;
      one.set(forced);
      if (weak.and_not(one).any()) return false;
    }
    // Corridors: a cell (not K, not next to the head) with exactly two unvisited neighbours has
    // both edges forced; no cell can take three forced edges, nor K two.
    const Bits<W> deg3 = (r & l & (dn | up)) | (dn & up & (r | l));
    const Bits<W> corridor = (u & deg2).and_not(deg3).and_not(end_bit_).and_not(spread_of(head));
    const Bits<W> cr = corridor.shr(1) & can_right_, cl = corridor.shl(1) & can_left_;
    const Bits<W> cd = corridor.shr(cols_) & can_down_, cu = corridor.shl(cols_) & can_up_;
    const Bits<W> forced3 = (cr & cl & (cd | cu)) | (cd & cu & (cr | cl));
    const Bits<W> forced2 = (cr & cl) | (cd & cu) | ((cr | cl) & (cd | cu));
    if ((u & forced3).any() || (end_bit_ & forced2).any()) return false;
    return segments_ok(head, next, m, fb, fe, child_end);
  }

  // See DeadTable. epoch_ is the caller's epoch for this puzzle in this table (0: none yet).
  void open_table() {
    if (epoch_ == 0) epoch_ = table_.new_epoch();
    dead_ = table_.entries();
    table_shift_ = 64 - table_.bits();
  }
  bool flip_order_;
  DeadTable<W>& table_;
  std::uint32_t& epoch_;
  DeadEntry<W>* dead_ = nullptr;
  int table_shift_ = 64;

  const Puzzle& p_;
  int n_;
  int cols_;
  int limit_;
  Budget budget_;
  int k_count_ = 0;
  int end_ = 0;
  std::vector<int> nbr_;       // 4 per cell (up, down, left, right), -1 when blocked
  std::vector<int> free_deg_;  // neighbours without a wall between them
  std::vector<Bits<W>> nbrs_;  // the same as a set
  std::vector<int> wp_;        // waypoint index of a cell, -1 for none
  std::vector<std::uint8_t> colour_;
  int left_of_colour_[2] = {0, 0};
  std::vector<Bits<W>> later_wp_;
  std::vector<int> wp_cell_;
  std::vector<std::uint8_t> wp_linked_;  // 1 when numbers j and j + 1 are open neighbours
  Bits<W> colour1_, end_bit_;
  Bits<W> unvisited_, can_up_, can_down_, can_left_, can_right_;
  // Cells entered by a step right (from the left neighbour), left, down and up.
  Bits<W> enter_from_left_, enter_from_right_, enter_from_above_, enter_from_below_;
  std::vector<std::uint64_t> linked_ahead_;
  std::vector<int> legs_after_;
  std::vector<int> path_;
  // Components of R (see segments_ok), one frame per search depth: the frame of the state after a
  // step is built from its parent's frame, right after it.
  std::vector<Comp> comps_;
  Count result_;
};

// Runs of four kinds, interleaved with doubling budgets (issue 17, row 11): forward and reversed
// (a path from 1 to K is a path from K to 1 through the numbers in reverse order), each with the
// usual move order and with the order flipped. The trees differ a lot: on sparse boards one run
// often wanders through a huge dead subtree before its first solution while another finds two at
// once (a 10x10 board with 6 numbers: 68 M nodes forward, 124 reversed). The first run is the
// plain forward search with kFirstRunNodes, which nearly every generated board fits, so the
// generator's counts are unchanged; then reversed, forward flipped and reversed flipped get the
// same budget, and each round after that doubles it. Runs restart from scratch but keep their
// direction's dead states (one epoch per direction in the large table: a dead state is a fact
// about the puzzle, whatever the move order). Whichever run finishes gives the answer, so a count
// costs at most about 8x its cheapest kind (2x for the doubling, 4x for the kinds) and usually far
// less; a board with no solution pays for the repeats, softened by the shared dead states.
// Measured on tests/bench/data/zip_worst.jsonl (nodes, before -> after): the 2+-solution boards
// that took 0.2-68 M nodes now take 50-135 k; the boards with no solution stay at 0.9-1.6 M
// (they need the whole tree in every direction; see tests/bench/results/2026-11-24-zip-worst-
// case.md). Two kinds (no flipped order): 2+-solution boards up to 1.46 M nodes.
//
// Frontier stage (tests/bench/results/2026-11-24-zip-frontier.md): on boards at most
// kFrontierMaxWidth wide, when the first run does not settle the count, the three other kinds
// get a quick run of kQuickRunNodes each, then count_solutions_frontier gets the rest of the
// budget; only when it gives up (its memory cap; rare at 10 wide) do the
// restarts above go on. The frontier's cost does not depend on the search tree, so the boards
// with no solution (every run refutes the whole tree) and the ones where every kind wanders
// (10x10-5000051: over 10 M nodes in each) now cost what any board of their width costs.
template <int W>
Count count_both_ways(const Puzzle& p, int limit, Budget budget, std::uint64_t first_run,
                      bool use_frontier) {
  const Puzzle reversed = [&] {
    Puzzle r = p;
    std::reverse(r.waypoints.begin(), r.waypoints.end());
    return r;
  }();
  std::uint32_t small_epoch = 0, large_epoch[2] = {0, 0};
  std::uint64_t spent = 0, guesses = 0;
  Count best;  // the unfinished run with the most solutions, for an exhausted budget
  best.complete = false;
  const auto out_of_time = [&] {
    return budget.deadline != Budget::Clock::time_point::max() &&
           Budget::Clock::now() >= budget.deadline;
  };
  // The final answer once the caller's budget is spent: the best unfinished run's lower bound,
  // with every node visited (over budget.max_nodes when the node budget is what ran out).
  const auto spent_result = [&](std::uint64_t nodes) {
    best.nodes = nodes;
    best.guesses = guesses;
    best.complete = false;
    return best;
  };
  // One run of `kind` with at most `slice` nodes; returns the answer when it settles the count or
  // the caller's budget runs out, nothing when the search goes on.
  const auto run = [&](int kind, std::uint64_t slice, bool first) -> std::optional<Count> {
    if (spent >= budget.max_nodes) return spent_result(spent + 1);
    const bool backwards = kind % 2 == 1, flip = kind >= 2;
    const std::uint64_t left = budget.max_nodes - spent;
    const std::uint64_t allowed = std::min(slice, left);
    Budget run_budget = budget;  // keeps the caller's deadline and max_kept
    run_budget.max_nodes = allowed;
    Count r = first ? Dfs<W>(p, limit, run_budget, small_table<W>(), small_epoch).run()
                    : Dfs<W>(backwards ? reversed : p, limit, run_budget, large_table<W>(),
                             large_epoch[backwards ? 1 : 0], flip)
                          .run();
    if (backwards)
      for (Solution& s : r.solutions) std::reverse(s.begin(), s.end());
    guesses += r.guesses;
    const std::uint64_t visited = spent + r.nodes;
    if (r.complete) {
      r.nodes = visited;
      r.guesses = guesses;
      return r;
    }
    spent += std::min(r.nodes, allowed);
    if (r.count > best.count) best = std::move(r);
    if (allowed == left || out_of_time()) return spent_result(visited);
    return std::nullopt;
  };
  if (auto r = run(0, first_run, true)) return *r;
  if (use_frontier && std::min(p.rows, p.cols) <= kFrontierMaxWidth) {
    // Quick runs of the other kinds first: when the forward run wandered into a dead subtree,
    // another direction or order often settles the count in a few thousand nodes (24 of the 41
    // boards of three worst-case searches that the first run left open), far cheaper than a
    // frontier count on 10x10.
    for (int kind = 1; kind < kRunKinds; ++kind)
      if (auto r = run(kind, kQuickRunNodes, false)) return *r;
    // Then the frontier counter, whose cost does not depend on the search tree, with the rest
    // of the budget; when it gives up (too many states for its memory cap), the restarts go on
    // with what is left.
    Budget rest = budget;
    rest.max_nodes = budget.max_nodes - spent;
    Count f = count_solutions_frontier(p, limit, rest);
    const std::uint64_t visited = spent + f.nodes;
    if (f.complete) {
      f.nodes = visited;
      f.guesses = guesses;
      return f;
    }
    if (f.nodes > rest.max_nodes || out_of_time()) return spent_result(visited);
    spent = visited;
  }
  for (std::uint64_t slice = first_run;; slice *= 2)
    for (int kind = slice == first_run ? 1 : 0; kind < kRunKinds; ++kind)
      if (auto r = run(kind, slice, false)) return *r;
}

}  // namespace

Count count_solutions(const Puzzle& p, int limit, Budget budget) {
  return count_solutions_first_run(p, limit, budget, kFirstRunNodes);
}

Count count_solutions_first_run(const Puzzle& p, int limit, Budget budget,
                                std::uint64_t first_run_nodes, bool frontier) {
  limit = std::max(limit, 1);
  first_run_nodes = std::max<std::uint64_t>(first_run_nodes, 1);
  return with_words(p.cells(), [&](auto w) {
    return count_both_ways<decltype(w)::value>(p, limit, budget, first_run_nodes, frontier);
  });
}

}  // namespace dg::zip
