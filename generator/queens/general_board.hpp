// Unique boards of the Coloured Chess Piece Problem (the general system's chess-piece boards,
// solver/queens/general.hpp): an n x n board, n regions, one piece per region (and, with lines,
// one per row and column), the pieces of one kind (an "attack" name) or of a kind per cell
// (random "pieces"), no two pieces attacking. The raw material of the general generator
// (general_generator.hpp). An experiment: no published genre uses other pieces than the LinkedIn
// queen (../shared research note), so nothing here is tuned against published boards.
//
// Method, each step keeping the planted placement a solution:
//  1. plant_general: a random placement of n pieces, no two in conflict (attacks() of the board,
//     plus sharing a row or column when lines count), by a search with a node budget;
//  2. regions grown around the pieces (random_regions.hpp grow_regions, one region per piece);
//  3. repair_general: while the general counter (node-budgeted) finds rival placements, a rival
//     piece's cell that holds no planted piece moves (region_ops.hpp: with a path to its region's
//     border and any piece it would cut off) to a neighbouring region, which kills every rival with
//     a piece among the moved cells (its old region loses its one piece).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "solver/common/rng.hpp"
#include "solver/queens/model.hpp"

namespace dg::queens {

struct GeneralShape {
  int n = 7;
  std::string attack;  // a piece name (solver/queens/general.hpp piece_names); "" with pieces
  bool mixed_pieces = false;  // a random piece letter (K N B R Q L) per cell, two kinds at least
  bool lines = true;          // one piece per row and column too
  bool torus = false;         // attacks wrap around the edges (regions do not)
};

// Node budgets: of one planting search, and of each exact count (repair and the final check).
inline constexpr std::uint64_t kPlantNodes = 20'000;
inline constexpr std::uint64_t kGeneralCountNodes = 2'000'000;

// The board with shape's rules and the rows as regions (make_puzzle's normal form: an attack the
// family already says is folded back into it, e.g. a king with lines is LinkedIn's touching).
Puzzle general_template(const GeneralShape& shape, Rng& rng);

// n pieces no two of which conflict on `board` (attacks(), and a shared row or column when the
// board counts lines), in random order; empty when the search gives up within kPlantNodes.
std::vector<Cell> plant_general(const Puzzle& board, Rng& rng);

// Repairs p (which has the planted cells as a solution, one per region) until that placement is
// its only solution, within `max_moves` moves. False when it gives up, or when a count ran out
// of its node budget.
bool repair_general(Puzzle& p, const std::vector<Cell>& planted, Rng& rng, int max_moves);

// Steps 1-3 once: true with a unique board in `p` and its solution (the model's form) in
// `solution`; false when a step gave up (call again with the same rng for a new try).
bool make_general_board(const GeneralShape& shape, Rng& rng, Puzzle& p, Solution& solution);

}  // namespace dg::queens
