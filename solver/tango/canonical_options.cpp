// The canonical key of a Tango board with the options the grader does not take (torus, diagonals,
// regions, long signs; with or without the others): the smallest JSON text of the board moved by
// each of its symmetries, each also with suns and moons swapped. Everything with a place moves
// along: givens, both sign lists (long ones too: a sign is a pair of cells), per-line counts (a
// quarter turn swaps row and column counts) and the region map (relabelled in order of first
// appearance, its region_ones following the labels). The symmetries are the 8 turns and mirrors
// of a square or the 4 of a rectangle that keep its shape: each keeps rows and columns as lines,
// diagonals as diagonals and near balance; on a torus, where runs of three (diagonal ones too)
// wrap and so see no edge, also every cyclic shift of rows and columns. The swap maps a count
// lo..hi of a line or region of L cells to L - hi..L - lo (near balance to itself), so a board
// and its swap with counts not balanced key alike only with their counts swapped too, which is the
// same puzzle. So two boards get one key exactly when one is the other moved.
#include <algorithm>
#include <string>
#include <vector>

#include "solver/common/symmetry.hpp"
#include "solver/tango/canonical.hpp"

namespace dg::tango {

namespace {

// A per-line list moved: entry i goes to line to(i), complemented against `len` cells on a swap.
template <class To>
std::vector<OnesRange> moved_ranges(const std::vector<OnesRange>& list, int len, bool swap, To to) {
  std::vector<OnesRange> out(list.size());
  for (std::size_t i = 0; i < list.size(); ++i) {
    const OnesRange r = list[i];
    out[static_cast<std::size_t>(to(static_cast<int>(i)))] =
        swap ? OnesRange{len - r.hi, len - r.lo} : r;
  }
  return out;
}

// p moved by symmetry `sym`, then shifted by (dr, dc) with wrap-around (torus only), suns and
// moons swapped when `swap`.
Puzzle moved(const Puzzle& p, int sym, int dr, int dc, bool swap) {
  const int n = p.n, w = p.width();
  const bool turn = swaps_dims(sym);
  const int rows = turn ? w : n, cols = turn ? n : w;
  auto move = [&](Cell c) {
    const Cell t = transform(c, sym, n, w);
    return Cell{(t.row + dr) % rows, (t.col + dc) % cols};
  };
  auto at = [&](Cell c) { return static_cast<std::size_t>(c.row * cols + c.col); };
  Puzzle q = p;
  q.n = rows;
  q.cols = cols;
  std::vector<int> region(p.region.size());
  std::vector<int> region_size(p.region_ones.size(), 0);
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < w; ++c) {
      const auto from = static_cast<std::size_t>(r * w + c);
      const Cell t = move({r, c});
      const int v = p.cells[from];
      q.cells[at(t)] = static_cast<std::int8_t>(v < 0 ? v : v ^ static_cast<int>(swap));
      if (!p.region.empty()) {
        region[at(t)] = p.region[from];
        ++region_size[static_cast<std::size_t>(p.region[from])];
      }
    }
  for (auto* list : {&q.equal, &q.opposite}) {
    for (CellPair& pr : *list) pr = ordered_pair(move(pr.a), move(pr.b));
    std::sort(list->begin(), list->end());
  }
  // Lines: a row lands on a row, or on a column under a quarter turn.
  auto row_to = [&](int r) { return turn ? move({r, 0}).col : move({r, 0}).row; };
  auto col_to = [&](int c) { return turn ? move({0, c}).row : move({0, c}).col; };
  auto rows_moved = moved_ranges(p.row_ones, w, swap, row_to);
  auto cols_moved = moved_ranges(p.col_ones, n, swap, col_to);
  q.row_ones = turn ? std::move(cols_moved) : std::move(rows_moved);
  q.col_ones = turn ? std::move(rows_moved) : std::move(cols_moved);
  // Regions relabelled in order of first appearance (every id has a cell), counts following.
  if (!p.region.empty()) {
    std::vector<int> label(p.region_ones.size(), -1);
    int next = 0;
    for (int& id : region) {
      int& l = label[static_cast<std::size_t>(id)];
      if (l < 0) l = next++;
      id = l;
    }
    q.region = std::move(region);
    for (std::size_t k = 0; k < p.region_ones.size(); ++k) {
      const OnesRange r = p.region_ones[k];
      const int size = region_size[k];
      q.region_ones[static_cast<std::size_t>(label[k])] =
          swap ? OnesRange{size - r.hi, size - r.lo} : r;
    }
  }
  return q;
}

}  // namespace

std::string options_key(const Puzzle& p) {
  const int n = p.n, w = p.width();
  std::string best;
  for (int sym = 0; sym < kSymmetries; ++sym) {
    if (n != w && swaps_dims(sym)) continue;  // a rectangle keeps its shape
    for (int dr = 0; dr < (p.torus ? n : 1); ++dr)
      for (int dc = 0; dc < (p.torus ? w : 1); ++dc)
        for (bool swap : {false, true}) {
          std::string key = to_json(moved(p, sym, dr, dc, swap)).dump();
          if (best.empty() || key < best) best = std::move(key);
        }
  }
  return "tango:" + std::to_string(n) + "x" + std::to_string(w) + ":" + best;
}

}  // namespace dg::tango
