// Zip's entry in the QUBO game table: no form. One path through every cell is a global
// connectivity rule (no loops, no second piece), which pairwise penalties on cell or edge
// variables cannot say without many auxiliary variables per cut.
#include "qubo/zip/game.hpp"

namespace dg::qubo::zip {

QuboGame qubo_game() {
  return {.name = "zip",
          .one_means = {},
          .encode = nullptr,
          .measure = nullptr,
          .grid_of = nullptr,
          .solution_of = nullptr,
          .no_form = "its rules are not quadratic constraints"};
}

}  // namespace dg::qubo::zip
