// Zip grader state: the path's edges between neighbours (unknown / on / off) and the segments the
// on edges form. Every cell has 2 path edges, numbers 1 and K (the ends) have 1; on edges never
// close a cycle, so they form paths ("segments"), each tracked by its two ends.
// Cells are (row, col) with index row * cols + col (Puzzle::index); edges are numbered by
// Topology. Fixed-size arrays spare a Grid any allocation; a copy takes only the board's part of
// them (trial rules copy a grid per edge they try).
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "solver/zip/cell_bits.hpp"
#include "solver/zip/model.hpp"

namespace dg::zip {

// Fewer than 2 * cells edges on any board (R(C-1) + C(R-1) < 2RC).
inline constexpr int kMaxEdges = 2 * kMaxCells;

enum EdgeState : std::uint8_t { kUnknown = 0, kOn = 1, kOff = 2 };

// The immutable board: which neighbours may be joined, numbers, colours. Shared by all copies of
// a Grid (trials copy the Grid, never the Topology).
struct Topology {
  explicit Topology(const Puzzle& p);
  // `board`'s edges and colours with p's numbers: p has board's size and walls (the generator's
  // removal trials of one candidate differ only in their numbers; copying spares the edge
  // numbering and its wall look-up per trial).
  Topology(const Topology& board, const Puzzle& p);

  int rows = 0, cols = 0, n = 0, edges = 0;
  int start = 0, end = 0;  // cells of number 1 and number K
  int numbers = 0;         // K
  // Fixed arrays, only the first `edges` / `n` entries set: no allocation per Topology (the
  // generator builds one per removal test; the vectors' allocations were ~6% of 7x7 generation).
  std::array<std::array<int, 2>, kMaxEdges> ends;        // per edge: its two cells
  std::array<std::array<int, 4>, kMaxCells> cell_edges;  // per cell: up to 4 edges, -1 for none
  std::array<int, kMaxCells> number;           // per cell: waypoint index (0-based), -1 for none
  std::array<std::uint8_t, kMaxCells> colour;  // per cell: (row + col) & 1
  // The same as cell sets, for the bitmask checks (rules_parity.cpp).
  Bits<4> cells, numbered, path_ends, colour1;  // path_ends: the cells of 1 and K
  // A new Grid's state, made once per board: edges per cell, and the cells with an edge to the
  // right / downwards (Grid::open_right() / open_down() before any deduction).
  std::array<std::uint8_t, kMaxCells> degree;
  Bits<4> edge_right, edge_down;

  int need(int c) const { return c == start || c == end ? 1 : 2; }
  int other(int e, int c) const {
    const auto& ab = ends[static_cast<std::size_t>(e)];
    return ab[0] == c ? ab[1] : ab[0];
  }
  Cell cell(int c) const { return Cell{c / cols, c % cols}; }

 private:
  void set_numbers(const Puzzle& p);  // number, numbered, start, end, numbers, path_ends

 public:
  // Whether edge e joins a cell to its right neighbour (else to the one below); the edge's bit
  // in a Grid's open sets is that of its first cell, ends[e][0].
  bool rightward(int e) const {
    const auto& ab = ends[static_cast<std::size_t>(e)];
    return ab[1] == ab[0] + 1 && cols > 1;  // on a one-column board i + 1 is the cell below
  }
};

// Why an edge may not be turned on (JoinCheck::ok when it may).
enum class JoinCheck {
  ok,
  overflow,     // a cell already has all its edges
  cycle,        // the edge joins the two ends of one segment
  early_close,  // the edge joins the segments of 1 and K before every cell is on them
  order,        // the numbers along the joined segment would not be consecutive and monotone
};

class TrialMemo;
class SweepCache;

class Grid {
 public:
  explicit Grid(const Topology& topo);
  // Copies only the board's cells and edges, not the whole fixed-size arrays (a 7x7 grid uses
  // ~0.5 KB of ~2.7 KB): trial rules copy a grid per edge they try.
  Grid(const Grid& other);
  Grid& operator=(const Grid& other);

  const Topology& topo() const { return *t_; }
  bool solved() const { return !bad_ && on_total_ == t_->n - 1; }
  bool contradiction() const { return bad_; }
  void mark_contradiction() {
    bad_ = true;
    on_solution_ = false;
  }

  EdgeState edge(int e) const { return static_cast<EdgeState>(edge_[at(e)]); }
  // Every edge's state (EdgeState values), the first topo().edges entries.
  const std::uint8_t* edge_states() const { return edge_.data(); }
  int on(int c) const { return cell_[at(c)].on; }
  int unknown(int c) const { return cell_[at(c)].unknown; }
  // Edges cell c still needs.
  int spare(int c) const { return t_->need(c) - cell_[at(c)].on; }
  // For a segment end (a cell with fewer than 2 on edges): the segment's other end (itself for a
  // lone cell), its cell count, and the number met first walking in from this end (-1: none).
  int other_end(int c) const { return cell_[at(c)].other_end; }
  int length(int c) const { return cell_[at(c)].length; }
  int first_number(int c) const { return cell_[at(c)].first_number; }

  // Cell sets kept in step with the edges, for bitmask checks: cells whose edge to the right /
  // downwards is unknown, or usable (unknown or on), cells with an on edge, cells with all the
  // edges they need.
  const Bits<4>& open_right() const { return open_right_; }
  const Bits<4>& open_down() const { return open_down_; }
  const Bits<4>& usable_right() const { return usable_right_; }
  const Bits<4>& usable_down() const { return usable_down_; }
  const Bits<4>& has_on() const { return has_on_; }
  const Bits<4>& full() const { return full_; }

  // Cells whose basic rules may fire since the last basic_closure (propagate.cpp): every cell of a
  // new grid, then the cells around each changed edge (set_on, set_off). A cell outside the set
  // has no basic deduction to make, so a copy made for a trial re-examines only the trial's edge.
  // take_dirty() removes and returns one such cell, -1 when there is none.
  int take_dirty();

  // Whether turning unknown edge e on keeps the on edges a valid partial path.
  JoinCheck join_check(int e) const;
  // Turn an unknown edge on / off. A change that breaks a rule of the puzzle (see JoinCheck; too
  // few usable edges left at a cell; an edge that is not unknown) marks the grid contradictory.
  void set_on(int e);
  void set_off(int e);

  // The contradiction rule's memo for this grade (trial_memo.hpp), if any.
  TrialMemo* trial_memo() const { return memo_; }
  void set_trial_memo(TrialMemo* memo) { memo_ = memo; }
  // A known solution (edge states, kOn / kOff per edge; it must outlive the grid and its copies)
  // and whether this grid still agrees with it: every decided edge as in the solution. Rules are
  // sound, so a grid that agrees with a solution never reaches a contradiction, and a trial that
  // keeps it agreeing need not be run (rules.hpp). Copies share the solution and the flag.
  void set_known_solution(const std::uint8_t* solution_edges);
  bool on_known_solution() const { return on_solution_; }
  // The known solution's state of edge e. Pre: on_known_solution().
  EdgeState solution_edge(int e) const { return static_cast<EdgeState>(solution_[at(e)]); }

  // The engine's shared trial sweep for this grade (rules.hpp), if any.
  SweepCache* sweep_cache() const { return sweep_; }
  void set_sweep_cache(SweepCache* cache) { sweep_ = cache; }

 private:
  static std::size_t at(int i) { return static_cast<std::size_t>(i); }
  void copy_from(const Grid& other);
  Bits<4>& open_bits(int e) { return t_->rightward(e) ? open_right_ : open_down_; }
  Bits<4>& usable_bits(int e) { return t_->rightward(e) ? usable_right_ : usable_down_; }
  void mark_dirty(int c) { dirty_[at(c >> 6)] |= std::uint64_t{1} << (c & 63); }

  const Topology* t_ = nullptr;
  TrialMemo* memo_ = nullptr;
  SweepCache* sweep_ = nullptr;
  const std::uint8_t* solution_ = nullptr;
  bool on_solution_ = false;
  bool bad_ = false;
  int on_total_ = 0;
  // Per cell: edges on and unknown; as a segment end, see other_end(), length(), first_number().
  struct CellState {
    std::uint8_t on, unknown;
    std::int16_t other_end, length, first_number;
  };
  // Only the first t_->edges / t_->n entries are set (and copied); the rest is never read.
  std::array<std::uint8_t, kMaxEdges> edge_;
  std::array<CellState, kMaxCells> cell_;
  std::array<std::uint64_t, kMaxCells / 64> dirty_{};  // bit c: cell c in the dirty set
  Bits<4> open_right_, open_down_, usable_right_, usable_down_, has_on_, full_;
};

namespace detail {
inline int sign_of(int x) {
  return (x > 0) - (x < 0);
}
}  // namespace detail

// Inline: the basic closure calls it for most unknown edges it looks at (~14% of 7x7 generation
// as an out-of-line call).
inline JoinCheck Grid::join_check(int e) const {
  const auto [a, b] = t_->ends[at(e)];
  if (spare(a) <= 0 || spare(b) <= 0) return JoinCheck::overflow;
  const int ea = other_end(a), eb = other_end(b);
  if (ea == b) return JoinCheck::cycle;
  // The joined segment runs ea .. a - b .. eb. Its two outer ends both being path ends (1 and
  // K) closes the path; that is only right when it covers every cell.
  const bool closes = t_->need(ea) == 1 && t_->need(eb) == 1 && ea != eb;
  if (closes && length(a) + length(b) < t_->n) return JoinCheck::early_close;
  // Numbers: read from ea to a the segment shows first_number(ea) .. first_number(a), from b to
  // eb first_number(b) .. first_number(eb); each run is consecutive and monotone already.
  const int na = first_number(a), nb = first_number(b);
  if (na < 0 || nb < 0) return JoinCheck::ok;
  const int step = nb - na;
  if (step != 1 && step != -1) return JoinCheck::order;
  const int dir_a = detail::sign_of(na - first_number(ea)),
            dir_b = detail::sign_of(first_number(eb) - nb);
  if ((dir_a != 0 && dir_a != step) || (dir_b != 0 && dir_b != step)) return JoinCheck::order;
  return JoinCheck::ok;
}

}  // namespace dg::zip
