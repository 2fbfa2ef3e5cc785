// The Queens grader's working state (see grid.hpp): construction of the static tables and the
// O(1)-per-cell bookkeeping of deaths, placements and their undo.
#include "grader/queens/grid.hpp"

#include <cstdlib>

namespace dg::queens {

Grid::Grid(const Puzzle& p)
    : n_(p.n),
      full_(p.n >= 32 ? ~Mask{0} : (Mask{1} << p.n) - 1),
      rr_(static_cast<std::size_t>(p.n * p.n), 0),
      rc_(static_cast<std::size_t>(p.n * p.n), 0) {
  auto tables = std::make_shared<Tables>();
  tables->region.resize(static_cast<std::size_t>(n_ * n_));
  tables->region_rows.assign(static_cast<std::size_t>(n_ * n_), 0);
  tables->kill.assign(static_cast<std::size_t>(n_ * n_ * n_), 0);
  for (int r = 0; r < n_; ++r)
    for (int c = 0; c < n_; ++c) {
      const int reg = p.region_at(r, c);
      tables->region[idx(r, c)] = static_cast<std::uint8_t>(reg);
      tables->region_rows[idx(reg, r)] |= bit(c);
    }
  // Attack sets: row, column, region, king neighbours.
  for (int r = 0; r < n_; ++r)
    for (int c = 0; c < n_; ++c) {
      const int reg = tables->region[idx(r, c)];
      const Mask near = (bit(c) | (bit(c) << 1) | (bit(c) >> 1)) & full_;
      for (int r2 = 0; r2 < n_; ++r2) {
        Mask m = bit(c) | tables->region_rows[idx(reg, r2)];
        if (r2 == r) m = full_;
        if (std::abs(r2 - r) == 1) m |= near;
        if (r2 == r) m &= ~bit(c);
        tables->kill[static_cast<std::size_t>((r * n_ + c) * n_ + r2)] = m;
      }
    }
  region_ = tables->region.data();
  region_rows_ = tables->region_rows.data();
  kill_ = tables->kill.data();
  tables_ = std::move(tables);
  for (int r = 0; r < n_; ++r) {
    live_[at(r)] = 0;
    queen_col_[at(r)] = -1;
    // Every cell starts live: the same bookkeeping as an undone death.
    for (int c = 0; c < n_; ++c) restore_live(r, c);
  }
  s_.dirty_regions = full_;
}

void Grid::remove_live(int r, int c) {
  live_[at(r)] &= ~bit(c);
  const int reg = region(r, c);
  if (--region_count_[at(reg)] == 0 && !(s_.queen_regions & bit(reg))) s_.contradiction = true;
  if (--col_count_[at(c)] == 0 && !(s_.queen_cols & bit(c))) s_.contradiction = true;
  if (live_[at(r)] == 0 && !(s_.queen_rows & bit(r))) s_.contradiction = true;
  if (--rr_[idx(reg, r)] == 0) {
    --region_nrows_[at(reg)];
    --row_nregions_[at(r)];
    s_.lines_dirty[0] = true;
  }
  if (--rc_[idx(reg, c)] == 0) {
    --region_ncols_[at(reg)];
    --col_nregions_[at(c)];
    s_.lines_dirty[1] = true;
  }
  s_.dirty_regions |= bit(reg);
  s_.sim_dirty = true;
}

void Grid::restore_live(int r, int c) {
  live_[at(r)] |= bit(c);
  const int reg = region(r, c);
  ++region_count_[at(reg)];
  ++col_count_[at(c)];
  if (rr_[idx(reg, r)]++ == 0) {
    ++region_nrows_[at(reg)];
    ++row_nregions_[at(r)];
  }
  if (rc_[idx(reg, c)]++ == 0) {
    ++region_ncols_[at(reg)];
    ++col_nregions_[at(c)];
  }
}

int Grid::kill(int r, Mask cols) {
  // Counted in the loop: a bit count is a libgcc call in the baseline build (popcount_clones.hpp).
  int count = 0;
  for (Mask m = cols & live_[at(r)]; m; m &= m - 1) {
    ++count;
    const int c = low_bit(m);
    remove_live(r, c);
    if (logging_) log_.push_back(static_cast<std::int16_t>(r * n_ + c));
  }
  return count;
}

void Grid::place(int r, int c) {
  const int reg = region(r, c);
  // A second queen in a row, column or region is a contradiction; the first one stays recorded.
  if ((s_.queen_rows & bit(r)) || (s_.queen_cols & bit(c)) || (s_.queen_regions & bit(reg))) {
    s_.contradiction = true;
    return;
  }
  s_.queen_rows |= bit(r);
  s_.queen_cols |= bit(c);
  s_.queen_regions |= bit(reg);
  s_.pending |= bit(r);
  ++s_.queens;
  queen_col_[at(r)] = static_cast<std::int8_t>(c);
  remove_live(r, c);
  if (logging_) log_.push_back(static_cast<std::int16_t>(~(r * n_ + c)));
}

int Grid::kill_attacks(int r) {
  s_.pending &= ~bit(r);
  const int c = queen_col_[at(r)];
  int count = 0;
  for (int r2 = 0; r2 < n_; ++r2) {
    const Mask m = live_[at(r2)] & kill_row(r, c, r2);
    if (m) count += kill(r2, m);
  }
  return count;
}

void Grid::rollback(std::size_t size, const Scalars& saved) {
  while (log_.size() > size) {
    int cell = log_.back();
    log_.pop_back();
    if (cell < 0) {
      cell = ~cell;
      queen_col_[at(cell / n_)] = -1;
    }
    restore_live(cell / n_, cell % n_);
  }
  s_ = saved;
}

}  // namespace dg::queens
