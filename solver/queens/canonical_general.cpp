// The canonical key of a general board (general.hpp): the smallest JSON text of the board moved
// by each of the 8 turns and mirrors (and every translation on a torus, where attacks wrap and so
// do not see the edges). Everything that has a place moves with the board: regions (relabelled
// in order of first appearance, their counts with them), row and column counts (a quarter turn
// swaps them), given pieces, per-cell pieces and weights, extra units, and an offsets pattern's
// steps (turned by the same linear map). Named pieces (K N B R Q L) look the same under all 8.
// So two boards get one key exactly when one is the other moved: a board whose offsets are not
// kept by a turn does not collapse with its turned regions, only with its turned regions *and*
// offsets, which is the same puzzle.
// Offsets are keyed as the relation they define: two pieces conflict when either reaches the
// other, so the list and its reverse ([dr, dc] and [-dr, -dc]) are the same board; the key uses
// their union, sorted.
#include <algorithm>
#include <string>

#include "solver/common/symmetry.hpp"
#include "solver/queens/canonical.hpp"
#include "solver/queens/general.hpp"

namespace dg::queens {

namespace {

// The steps as a conflict relation: each with its reverse, sorted, without repeats.
std::vector<AttackStep> relation_of(const std::vector<AttackStep>& steps) {
  std::vector<AttackStep> out;
  for (const AttackStep& s : steps) {
    out.push_back(s);
    out.push_back({-s.dr, -s.dc, s.reach});
  }
  auto less = [](const AttackStep& a, const AttackStep& b) {
    return std::tie(a.dr, a.dc, a.reach) < std::tie(b.dr, b.dc, b.reach);
  };
  std::sort(out.begin(), out.end(), less);
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

// A list indexed by row (or column), moved: entry i goes to line `to(i)`.
template <class To>
std::vector<int> moved_list(const std::vector<int>& list, int size, To to) {
  if (list.empty()) return list;
  std::vector<int> out(static_cast<std::size_t>(size));
  for (std::size_t i = 0; i < list.size(); ++i)
    out[static_cast<std::size_t>(to(static_cast<int>(i)))] = list[i];
  return out;
}

// p moved by symmetry `sym`, then shifted by (dr, dc) with wrap-around (torus only).
Puzzle moved(const Puzzle& p, int sym, int dr, int dc) {
  const bool swap = swaps_dims(sym);
  const int rows = swap ? p.cols : p.n, cols = swap ? p.n : p.cols;
  auto move = [&](Cell c) {
    const Cell t = transform(c, sym, p.n, p.cols);
    return Cell{(t.row + dr) % rows, (t.col + dc) % cols};
  };
  auto at = [&](Cell c) { return static_cast<std::size_t>(c.row * cols + c.col); };
  Puzzle q = p;
  q.n = rows;
  q.cols = cols;
  const General& g = p.general;
  General& h = q.general;
  // Per-cell fields.
  std::vector<int> grid(static_cast<std::size_t>(rows * cols));
  for (int r = 0; r < p.n; ++r)
    for (int c = 0; c < p.cols; ++c) {
      const Cell t = move({r, c});
      const auto from = static_cast<std::size_t>(r * p.cols + c);
      grid[at(t)] = p.region[from];
      if (!g.pieces.empty()) h.pieces[at(t)] = g.pieces[from];
      if (!g.weights.empty()) h.weights[at(t)] = g.weights[from];
    }
  // Regions relabelled in order of first appearance, their counts following them.
  std::vector<int> label(static_cast<std::size_t>(region_count(p)), -1);
  int next = 0;
  for (int& id : grid) {
    if (id == kHole) continue;
    int& l = label[static_cast<std::size_t>(id)];
    if (l < 0) l = next++;
    id = l;
  }
  for (int& l : label)  // ids no cell uses (a general board counts up to the largest id)
    if (l < 0) l = next++;
  q.region = std::move(grid);
  auto relabel = [&](const std::vector<int>& list) {
    return moved_list(list, static_cast<int>(list.size()),
                      [&](int id) { return label[static_cast<std::size_t>(id)]; });
  };
  q.region_counts = relabel(p.region_counts);
  h.region_hi = relabel(g.region_hi);
  // Lines: a row lands on a row, or on a column under a quarter turn.
  auto row_to = [&](int r) { return swap ? move({r, 0}).col : move({r, 0}).row; };
  auto col_to = [&](int c) { return swap ? move({0, c}).row : move({0, c}).col; };
  const auto rows_moved = moved_list(p.row_counts, p.n, row_to);
  const auto cols_moved = moved_list(p.col_counts, p.cols, col_to);
  const auto row_hi_moved = moved_list(g.row_hi, p.n, row_to);
  const auto col_hi_moved = moved_list(g.col_hi, p.cols, col_to);
  q.row_counts = swap ? cols_moved : rows_moved;
  q.col_counts = swap ? rows_moved : cols_moved;
  h.row_hi = swap ? col_hi_moved : row_hi_moved;
  h.col_hi = swap ? row_hi_moved : col_hi_moved;
  // Cells lists.
  for (Cell& c : q.givens) c = move(c);
  std::sort(q.givens.begin(), q.givens.end());
  for (ExtraUnit& u : h.units) {
    for (Cell& c : u.cells) c = move(c);
    std::sort(u.cells.begin(), u.cells.end());
  }
  std::sort(h.units.begin(), h.units.end(), [](const ExtraUnit& a, const ExtraUnit& b) {
    return std::tie(a.cells, a.count.lo, a.count.hi) < std::tie(b.cells, b.count.lo, b.count.hi);
  });
  // Offsets: the linear part of the move (a step is a difference of two cells).
  const Cell origin = transform({0, 0}, sym, p.n, p.cols);
  std::vector<AttackStep> steps;
  for (const AttackStep& s : g.offsets) {
    const Cell t = transform({s.dr, s.dc}, sym, p.n, p.cols);
    steps.push_back({t.row - origin.row, t.col - origin.col, s.reach});
  }
  h.offsets = relation_of(steps);
  return q;
}

}  // namespace

std::string general_key(const Puzzle& p) {
  std::string best;
  for (int sym = 0; sym < kSymmetries; ++sym) {
    const int rows = swaps_dims(sym) ? p.cols : p.n, cols = swaps_dims(sym) ? p.n : p.cols;
    for (int dr = 0; dr < (p.torus ? rows : 1); ++dr)
      for (int dc = 0; dc < (p.torus ? cols : 1); ++dc) {
        std::string key = to_json(moved(p, sym, dr, dc)).dump();
        if (best.empty() || key < best) best = std::move(key);
      }
  }
  return "queens:general:" + best;
}

}  // namespace dg::queens
