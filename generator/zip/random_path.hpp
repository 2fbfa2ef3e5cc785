// Random Zip instances from random Hamiltonian paths, for tests, benchmarks and (later) the Zip
// generator. Only dg::Rng is used, so a seed gives the same instances with every standard library.
// Cells are (row, col), 0-based.
#pragma once

#include "solver/common/rng.hpp"
#include "solver/zip/model.hpp"

namespace dg::zip {

// A random Hamiltonian path of the rows x cols grid (no walls): a serpentine scrambled by
// 10 * rows * cols backbite moves at randomly chosen ends. Pre: 1 <= rows, cols, rows*cols <= 256.
Solution random_hamiltonian_path(int rows, int cols, Rng& rng);

// A puzzle whose solutions include `path`: numbers on both ends and on `intermediate` random
// interior path positions (numbered in path order; clamped to the interior cells available), plus
// `walls` random walls on neighbour pairs the path does not use (clamped likewise).
// Pre: `path` is a Hamiltonian path of a rows x cols grid with at least 2 cells.
Puzzle puzzle_from_path(int rows, int cols, const Solution& path, int intermediate, int walls,
                        Rng& rng);

// Removes numbers greedily from a puzzle whose unique solution is `path`: every interior number,
// in random order, goes when the puzzle stays unique without it (count_solutions with limit 2 and
// `max_nodes` per check; an unfinished check keeps the number). Both ends always stay.
// Pre: `path` is the unique solution of `p`.
Puzzle remove_numbers(const Puzzle& p, const Solution& path, Rng& rng,
                      std::uint64_t max_nodes = 2'000'000);

// Numbers on every cell of `path` (trivially unique), the usual input of remove_numbers.
Puzzle fully_numbered(int rows, int cols, const Solution& path, const std::vector<CellPair>& walls);

}  // namespace dg::zip
