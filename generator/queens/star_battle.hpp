// Random Star Battle boards (k queens, "stars", per row, column and region of an n x n board, no
// two touching), repaired to a unique solution: the raw material of the family benchmarks and of
// the Star Battle fixtures. A thin front to family_board.hpp, which the generator uses too.
#pragma once

#include "solver/common/rng.hpp"
#include "solver/queens/model.hpp"

namespace dg::queens {

// A random placement of k non-touching stars per row and column of an n x n board (columns row by
// row, the model's Solution form), or an empty vector when the search gives up.
Solution random_stars(int n, int k, Rng& rng);

// An n x n, k-star board whose n regions are grown around a random placement (family_board.hpp:
// k nearby stars per region, joined by a path, every region 4-connected), then repaired towards a
// unique solution within `max_moves` moves (0: the generator's own limit, n). Returns false when a
// region could not be joined or the repair gave up (p is then a non-unique board that still has
// `planted` as a solution, or unusable). Pre: the planted placement exists (n >= 2k + 1 or so).
bool star_battle(int n, int k, Rng& rng, Puzzle& p, Solution& planted, int max_moves = 0);

}  // namespace dg::queens
