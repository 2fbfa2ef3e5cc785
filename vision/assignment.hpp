// Internal: the cheapest one-to-one assignment of rows to columns of a square cost matrix
// (Hungarian method, O(n^3)). Zip's numbers are exactly 1..K, each once, so reading them is an
// assignment of numbers to discs, not K independent guesses.
#pragma once

#include <vector>

namespace dg::vision {

// cost[i][j]: the cost of giving row i column j; every row the same length as the matrix.
// Returns the column of each row.
std::vector<int> cheapest_assignment(const std::vector<std::vector<double>>& cost);

}  // namespace dg::vision
