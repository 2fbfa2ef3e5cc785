// The Queens grader's working state: which cells are live, dead or queens, as one 32-bit mask per
// row, plus the counters the rules read instead of rescanning the board (live cells per region,
// column, (region,row) and (region,column); distinct rows/columns per region and distinct regions
// per row/column), dirty flags that let clean rules skip in O(1), and an undo log so the
// contradiction tier can simulate a queen and roll back without copying the grid.
// Cells are (row, col), 0-based; a cell index is row * n + col. Boards up to 30x30 (the model's
// limit): a row fits in a uint32 and the region ids in a uint32 mask.
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <memory>
#include <vector>

#include "solver/queens/model.hpp"

namespace dg::queens {

inline constexpr int kMaxGrid = 30;
static_assert(kMaxSize <= kMaxGrid, "row masks are 32 bits");

using Mask = std::uint32_t;
inline Mask bit(int i) {
  return Mask{1} << i;
}
inline int low_bit(Mask m) {
  return std::countr_zero(m);
}
inline int count_bits(Mask m) {
  return std::popcount(m);
}

class Grid {
 public:
  // Pre: p is valid (make_puzzle accepted it).
  explicit Grid(const Puzzle& p);

  // The engine's view.
  bool solved() const { return s_.queens == n_; }
  bool contradiction() const { return s_.contradiction; }

  // --- static layout -------------------------------------------------------------------------
  int n() const { return n_; }
  int region(int r, int c) const { return region_[static_cast<std::size_t>(r * n_ + c)]; }
  // Columns of region `reg`'s cells in row r (live or not).
  Mask region_row(int reg, int r) const { return region_rows_[idx(reg, r)]; }
  // Cells (as a mask of row r') a queen on (r, c) attacks: its row, column, region and king
  // neighbours, without (r, c) itself. Symmetric: (r,c) attacks (r',c') iff the reverse holds.
  Mask kill_row(int r, int c, int r2) const {
    return kill_[static_cast<std::size_t>((r * n_ + c) * n_ + r2)];
  }
  Mask full() const { return full_; }

  // --- dynamic state -------------------------------------------------------------------------
  Mask live(int r) const { return live_[at(r)]; }
  bool is_live(int r, int c) const { return (live_[at(r)] >> c) & 1u; }
  int queen_col(int r) const { return queen_col_[at(r)]; }  // -1 when row r has no queen
  Mask queen_rows() const { return s_.queen_rows; }
  Mask queen_cols() const { return s_.queen_cols; }
  Mask queen_regions() const { return s_.queen_regions; }
  int queens() const { return s_.queens; }
  int region_count(int reg) const { return region_count_[at(reg)]; }
  int row_count(int r) const { return count_bits(live_[at(r)]); }
  int col_count(int c) const { return col_count_[at(c)]; }
  int region_row_count(int reg, int r) const { return rr_[idx(reg, r)]; }
  int region_col_count(int reg, int c) const { return rc_[idx(reg, c)]; }
  int region_rows(int reg) const { return region_nrows_[at(reg)]; }  // distinct live rows
  int region_cols(int reg) const { return region_ncols_[at(reg)]; }  // distinct live columns
  int row_regions(int r) const { return row_nregions_[at(r)]; }      // distinct live regions
  int col_regions(int c) const { return col_nregions_[at(c)]; }      // distinct live regions
  // Region reg's live cells in row r.
  Mask region_live(int reg, int r) const { return live_[at(r)] & region_rows_[idx(reg, r)]; }

  // --- mutation ------------------------------------------------------------------------------
  // Kills the live cells of `cols` in row r; returns how many died.
  int kill(int r, Mask cols);
  // Places a queen on live cell (r, c). Its attack set is not killed yet: the queen stays
  // "pending" until kill_attacks(r) (the queen_adjacent_kill rule) runs.
  void place(int r, int c);
  // Kills every live cell the queen of row r attacks; clears the pending flag. Returns the count.
  int kill_attacks(int r);
  Mask pending_queens() const { return s_.pending; }

  // Dirty flags: set by every death, cleared by the rule that consumed them.
  Mask take_dirty_regions() {  // regions that lost a cell since the last call (shape rules)
    Mask m = s_.dirty_regions;
    s_.dirty_regions = 0;
    return m;
  }
  // A (region, line) pair lost its last live cell since the flag was cleared (pigeonhole).
  bool lines_dirty(int axis) const { return s_.lines_dirty[axis]; }
  void clear_lines_dirty(int axis) { s_.lines_dirty[axis] = false; }
  // Any cell died or a queen was placed since the flag was cleared (contradiction tier).
  bool sim_dirty() const { return s_.sim_dirty; }
  void clear_sim_dirty() { s_.sim_dirty = false; }

  // --- undo ----------------------------------------------------------------------------------
  // Everything but the per-cell state and counters: saved whole, restored on rollback.
  struct Scalars {
    Mask queen_rows = 0, queen_cols = 0, queen_regions = 0;
    Mask pending = 0;        // queens whose attacks are not killed yet
    Mask dirty_regions = 0;  // regions that lost a cell (shape rules)
    int queens = 0;
    bool contradiction = false;
    bool lines_dirty[2] = {true, true};  // [0] rows, [1] columns (pigeonhole)
    bool sim_dirty = true;               // contradiction tier
  };
  // While logging, every death and placement is recorded so rollback() can undo it. Usage:
  //   auto saved = g.scalars(); auto size = g.log_size(); g.begin_log(); ...; g.rollback(size,
  //   saved);
  void begin_log() { logging_ = true; }
  void end_log() { logging_ = false; }
  std::size_t log_size() const { return log_.size(); }
  Scalars scalars() const { return s_; }
  // Undoes every change logged since log_size() was `size`, then restores `saved`.
  void rollback(std::size_t size, const Scalars& saved);

  // The shape rules' cache, per region: the shape class of its live cells (an index into the
  // shape rule params, -1 = none) and whether that class still has to be applied. Only the engine
  // touches it (never a simulation), so it is not part of the undo state.
  std::array<std::int8_t, kMaxGrid> shape_class{};
  Mask shape_pending = 0;

 private:
  static std::size_t at(int i) { return static_cast<std::size_t>(i); }
  std::size_t idx(int a, int b) const { return static_cast<std::size_t>(a * n_ + b); }
  void remove_live(int r, int c);   // the shared part of a death and a placement
  void restore_live(int r, int c);  // its inverse

  int n_;
  Mask full_;
  // The board's fixed tables, shared by every copy of a grid: the score's probe and the trial
  // rules copy grids at every step, and copying these (2.3 KB at 8x8, three allocations for a new
  // copy) was most of a copy. The pointers point into *tables_.
  struct Tables {
    std::vector<std::uint8_t> region;  // n*n
    std::vector<Mask> region_rows;     // region * n + row
    std::vector<Mask> kill;            // (cell * n) + row
  };
  std::shared_ptr<const Tables> tables_;
  const std::uint8_t* region_ = nullptr;
  const Mask* region_rows_ = nullptr;
  const Mask* kill_ = nullptr;

  std::array<Mask, kMaxGrid> live_{};
  std::array<std::int8_t, kMaxGrid> queen_col_{};
  std::array<std::uint8_t, kMaxGrid> region_count_{}, col_count_{};
  std::array<std::uint8_t, kMaxGrid> region_nrows_{}, region_ncols_{}, row_nregions_{},
      col_nregions_{};
  std::vector<std::uint8_t> rr_, rc_;  // region * n + row / column
  Scalars s_;

  bool logging_ = false;
  std::vector<std::int16_t> log_;  // cell index; queens are logged as ~cell (negative)
};

}  // namespace dg::queens
