// Random Star Battle boards (k queens, "stars", per row, column and region of an n x n board, no
// two touching), repaired to a unique solution: the raw material of the family benchmark and of
// the Star Battle fixtures. Not yet a tiered generator (the grader does not grade k >= 2).
#pragma once

#include "solver/common/rng.hpp"
#include "solver/queens/model.hpp"

namespace dg::queens {

// A random placement of k non-touching stars per row and column of an n x n board (columns row by
// row, the model's Solution form), or an empty vector when the search gives up.
Solution random_stars(int n, int k, Rng& rng);

// An n x n, k-star board whose n regions are grown around a random placement (each region from k
// nearby stars, every region 4-connected), then repaired towards a unique solution: while a rival
// solution exists, one of its stars that is not planted moves to a neighbouring region, which
// breaks that rival and keeps the planted one (a move that would split the star's region is
// skipped). Returns false when the grown regions are not all connected or `max_moves` did not make
// it unique (p is then a non-unique board that still has `planted` as a solution). Pre: the planted
// placement exists (n >= 2k + 1 or so).
bool star_battle(int n, int k, Rng& rng, Puzzle& p, Solution& planted, int max_moves = 400);

}  // namespace dg::queens
