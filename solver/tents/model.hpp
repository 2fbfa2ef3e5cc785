// Tents & Trees: an R x C board (kMinSize..kMaxSize each way) with trees on some cells and a tent
// count for each row and column (a count may be hidden). Place tents on cells without a tree so
// that:
//  1. no two tents touch, not even diagonally;
//  2. each row and column with a count holds exactly that many tents;
//  3. the trees and tents can be paired one to one, each tent orthogonally next to its own tree
//     (Simon Tatham's rule: the tree-tent adjacency graph has a perfect matching). With
//     unique_matching, that pairing must also be the only one.
// Given tents and given grass (cells that hold no tent) are optional clues.
// Cells are (row, col), 0-based, row 0 at the top.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "solver/common/cell.hpp"
#include "solver/common/expected.hpp"

namespace dg::tents {

inline constexpr int kMinSize = 3;
inline constexpr int kMaxSize = 30;
inline constexpr int kHidden = -1;  // a count the puzzle does not give

struct Puzzle {
  int rows = 0;
  int cols = 0;
  std::vector<Cell> trees;            // sorted, distinct
  std::vector<int> row_counts;        // rows entries, kHidden or 0..(cols + 1) / 2
  std::vector<int> col_counts;        // cols entries, likewise
  std::vector<Cell> tents;            // given tents, sorted
  std::vector<Cell> grass;            // given grass, sorted
  bool unique_matching = false;       // the pairing of rule 3 must be unique
  std::vector<std::uint8_t> tree_at;  // rows*cols, 1 where a tree stands (derived from trees)

  int index(Cell c) const { return c.row * cols + c.col; }
  bool on_board(Cell c) const { return c.row >= 0 && c.row < rows && c.col >= 0 && c.col < cols; }
  bool is_tree(Cell c) const { return tree_at[static_cast<std::size_t>(index(c))] != 0; }
  bool operator==(const Puzzle& o) const {
    return rows == o.rows && cols == o.cols && trees == o.trees && row_counts == o.row_counts &&
           col_counts == o.col_counts && tents == o.tents && grass == o.grass &&
           unique_matching == o.unique_matching;
  }
};

// The tent cells, sorted (the interchange "solution" value is [[r, c], ...]).
using Solution = std::vector<Cell>;

// The orthogonal neighbours of c on the board, in the order up, left, right, down.
std::vector<Cell> orthogonal(const Puzzle& p, Cell c);

// Validates and builds a puzzle: sizes in range, cells on the board, no duplicate, counts in
// range and able to sum to the number of trees, every tree with a neighbour that can hold its
// tent, no given tent or grass on a tree, no cell both. Lists are sorted.
Expected<Puzzle> make_puzzle(int rows, int cols, std::vector<Cell> trees,
                             std::vector<int> row_counts, std::vector<int> col_counts,
                             std::vector<Cell> tents = {}, std::vector<Cell> grass = {},
                             bool unique_matching = false);

// {"game":"tents","rows":R,"cols":C,"trees":[[r,c],...],"row_counts":[...],"col_counts":[...],
//  "tents":[...],"grass":[...],"unique_matching":true}: null counts are hidden; "tents", "grass"
// and "unique_matching" are optional and written only when set.
Expected<Puzzle> from_json(const nlohmann::json& object);
nlohmann::json to_json(const Puzzle& p);

// Text form (docs/formats.md): a header "tents" ("tents unique-matching" for the variant), then
// one line per row: C cells ('.' empty, 'T' tree, '^' given tent, '-' given grass), a space and
// the row's count ('?' when hidden); then a line of the C column counts separated by spaces.
Expected<Puzzle> from_text(std::string_view text);
std::string to_text(const Puzzle& p);
// The text form with the solution's tents drawn in as '^' (empty `s`: the puzzle itself).
std::string solution_text(const Puzzle& p, const Solution& s);

Expected<Solution> solution_from_json(const Puzzle& p, const nlohmann::json& value);
nlohmann::json solution_to_json(const Solution& s);

// Ok when `s` keeps every rule; otherwise the error names the first broken rule and where:
// a tent on a tree, a given broken, two tents touching, a count, the number of tents, no
// pairing of trees and tents, then (unique_matching) a second pairing.
Expected<void> check_solution(const Puzzle& p, const Solution& s);

// Remarks that do not make the puzzle invalid (given tents that touch: no solution).
std::vector<std::string> warnings(const Puzzle& p);

}  // namespace dg::tents
