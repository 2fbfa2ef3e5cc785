// Cell moves between the regions of a Queens map that keep a planted solution valid: the
// building blocks of repair (repair.cpp) and of tier steering (reshape.cpp).
// A planted solution stays valid iff every region still holds exactly one planted queen and stays
// 4-connected, so a move never takes a planted queen's cell, and when the cell it takes is a cut
// cell of its region, the pieces it would cut off (they hold no planted queen) go along with it.
#pragma once

#include <utility>
#include <vector>

#include "solver/common/rng.hpp"
#include "solver/queens/model.hpp"

namespace dg::queens {

// The planted queen's cell of every region (index = region id). Pre: `planted` is a solution of p.
std::vector<int> planted_cells(const Puzzle& p, const Solution& planted);

// True when region `id` stays 4-connected and non-empty with cell `removed` taken out.
bool connected_without(const Puzzle& p, int id, int removed);

// The cells that leave region(cell) when `cell` moves out of it: `cell` plus every piece of the
// region that would no longer reach the region's planted queen `anchor` (anchor != cell).
std::vector<int> cells_moving_with(const Puzzle& p, int cell, int anchor);
// The same into `out` (its buffer reused: the repair loop asks for tens of moves per map).
void cells_moving_with(const Puzzle& p, int cell, int anchor, std::vector<int>& out);

// Like cells_moving_with, for a cell that may lie inside its region: when no 4-neighbour of
// `cell` is in another region, a shortest path through the region from `cell` to a cell that
// touches another region (avoiding `anchor`) moves too, so the set can join a neighbour. Empty
// when every such path runs through the anchor.
std::vector<int> cells_moving_to_border(const Puzzle& p, int cell, int anchor);
void cells_moving_to_border(const Puzzle& p, int cell, int anchor, std::vector<int>& out);

// The regions other than region(cells[0]) that touch `cells` (4-neighbours), without repeats.
std::vector<int> regions_touching(const Puzzle& p, const std::vector<int>& cells);

// The repairs' choice among candidate moves (repair.cpp, family_repair.cpp): the one that kills
// the most listed rivals, then moves the fewest cells, equal ones chosen uniformly at random
// (reservoir sampling, one rng draw per equal candidate). A move that kills no rival is never
// taken.
class BestMove {
 public:
  void offer(std::vector<int>&& cells, int kills, Rng& rng) {
    if (takes(cells, kills, rng)) cells_ = std::move(cells);
  }
  // The same, copying the cells only when taken (the caller's buffer is reused).
  void offer(const std::vector<int>& cells, int kills, Rng& rng) {
    if (takes(cells, kills, rng)) cells_ = cells;
  }
  // The chosen move's cells; empty when no candidate killed a rival.
  const std::vector<int>& cells() const { return cells_; }

 private:
  bool takes(const std::vector<int>& cells, int kills, Rng& rng) {
    const bool better = kills > kills_ || (kills == kills_ && cells.size() < cells_.size());
    const bool tie = kills == kills_ && cells.size() == cells_.size();
    if (better) ties_ = 0;
    if (!(better || tie) || rng.below(++ties_) != 0) return false;
    kills_ = kills;
    return true;
  }

  std::vector<int> cells_;
  int kills_ = 0, ties_ = 0;
};

}  // namespace dg::queens
