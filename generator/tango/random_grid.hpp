// Random Tango instances for tests and benchmarks (the Tango generator will build on these):
// a random valid full grid, a random puzzle cut from it, and a clue-removal pass that keeps the
// puzzle unique. Only dg::Rng is used, so a seed gives the same instances everywhere.
#pragma once

#include "solver/common/expected.hpp"
#include "solver/common/rng.hpp"
#include "solver/tango/model.hpp"

namespace dg::tango {

// A random full grid that keeps every Tango rule (no givens or signs involved). Row by row, each
// row is a random valid line among those that leave the grid completable, so every valid grid can
// come out (not exactly uniformly). Pre: n even in kMinSize..kMaxSize.
Solution random_solution(int n, Rng& rng);

// A puzzle whose clues are all true of `solution`: each cell is given with probability
// given_percent/100, each pair of orthogonal neighbours gets its true sign ('=' or 'x') with
// probability sign_percent/100. The puzzle has `solution` among its solutions, maybe others.
Puzzle random_puzzle(const Solution& solution, int given_percent, int sign_percent, Rng& rng);

// Removes clues (givens and signs) of a unique puzzle in random order, keeping a removal only
// while count_solutions stays 1. The result is unique and minimal: removing any one clue more
// gives 2+ solutions. Error when `p` is not unique to start with.
Expected<Puzzle> reduce_to_unique(const Puzzle& p, Rng& rng);

}  // namespace dg::tango
