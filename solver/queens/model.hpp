// Queens and its family. LinkedIn Queens: an N x N grid split into N coloured regions; place N
// queens so that every row, column and region holds exactly one, and no two queens touch, not
// even diagonally. The family generalises every part of that (issue 14, and the general queens
// problem of the QUBO paper, sections 2.3-2.4):
//  - the board is any rectangle, with holes (cells not on the board, region id kHole);
//  - each row, column and region needs `stars` queens, or its own count (Star Battle is 2 or 3);
//  - queens may be given in advance;
//  - queens attack their 8 neighbours ("adjacent", LinkedIn) or also along whole diagonals
//    ("full", the classical N-queens; the board may then have no regions at all);
//  - on a torus, attacks wrap around the edges.
// Every default is LinkedIn Queens, so a LinkedIn puzzle reads, writes and keys as it always did.
// Cells are (row, col), 0-based; region ids are 0..region_count-1.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "solver/common/cell.hpp"
#include "solver/common/expected.hpp"

namespace dg::queens {

inline constexpr int kMinSize = 1;
inline constexpr int kMaxSize = 30;     // counters keep one row or column in a 32-bit mask
inline constexpr int kMaxRegions = 52;  // the text form's letters a..z, A..Z
inline constexpr int kHole = -1;        // region id of a cell that is not on the board

enum class Diagonals { adjacent, full };

struct Puzzle {
  int n = 0;                // rows (a LinkedIn board is n x n)
  std::vector<int> region;  // n * cols region ids, row-major; kHole marks a hole
  int cols = 0;
  int stars = 1;  // queens per row, column and region unless a count list says otherwise
  // Per-unit counts overriding `stars`; empty means `stars` for every unit. make_puzzle empties a
  // list that only repeats `stars`, so equal puzzles compare equal.
  std::vector<int> row_counts, col_counts, region_counts;
  std::vector<Cell> givens;  // queens placed in advance, sorted, distinct
  Diagonals diagonals = Diagonals::adjacent;
  bool torus = false;
  // False for a board without regions ("full" diagonals only): every board cell is then in
  // region 0, whose count is the total, so the counters need no special case.
  bool has_regions = true;

  int rows() const { return n; }
  int region_at(int row, int col) const {
    return region[static_cast<std::size_t>(row * cols + col)];
  }
  bool on_board(int row, int col) const { return region_at(row, col) != kHole; }
  bool operator==(const Puzzle&) const = default;
};

// The queens' columns row by row (each row's in increasing order, row_need(r) of them). For a
// LinkedIn board that is the queen's column in each row.
using Solution = std::vector<int>;

// Validates and builds a LinkedIn puzzle: square, ids in 0..n-1, every id used (region count ==
// n). Regions that are not 4-connected are allowed (see warnings()).
Expected<Puzzle> make_puzzle(int n, std::vector<int> region);
// Validates any puzzle of the family (see docs/formats.md for every rule) and normalises it
// (sorted givens, count lists that only repeat `stars` dropped). Every error is one line.
Expected<Puzzle> make_puzzle(Puzzle p);

// True for today's LinkedIn Queens: square, no holes, one queen per unit, regions, no givens,
// king adjacency, flat. Features that only handle LinkedIn boards test this.
bool is_linkedin(const Puzzle& p);

// Unit sizes and needs. Pre: p passed make_puzzle.
int region_count(const Puzzle& p);
int row_need(const Puzzle& p, int row);
int col_need(const Puzzle& p, int col);
int region_need(const Puzzle& p, int id);
int queen_total(const Puzzle& p);

// True when queens on cells a and b (distinct) attack each other: they touch (diagonals and
// wrap-around on a torus included) or, with "full" diagonals, share a diagonal at any distance.
// Rows and columns are not attacks: their counts govern them.
bool attacks(const Puzzle& p, Cell a, Cell b);

// The queens of a solution as cells, row by row. Pre: s.size() == queen_total(p).
std::vector<Cell> queen_cells(const Puzzle& p, const Solution& s);
// The solution holding exactly `cells` (any order). Pre: the rows hold row_need(r) cells each.
Solution solution_of_cells(const Puzzle& p, std::vector<Cell> cells);

// The JSON interchange form (docs/formats.md); keys beyond LinkedIn's are written only when they
// differ from the default, so a LinkedIn puzzle is {"game","size","regions"} as always.
Expected<Puzzle> from_json(const nlohmann::json& object);
nlohmann::json to_json(const Puzzle& p);

// Text form: a header line "queens" with the options that differ from LinkedIn's, then one row of
// letters per board row (a..z = 0..25, A..Z = 26..51, '.' a hole, '+' a cell of a board without
// regions).
Expected<Puzzle> from_text(std::string_view text);
std::string to_text(const Puzzle& p);
// The text form with each queen drawn as '*'. An empty `s` draws none.
std::string solution_text(const Puzzle& p, const Solution& s);

// Reads [c0, c1, ...] (one queen per row, when every row needs one) or [[r, c], ...] (any puzzle).
Expected<Solution> solution_from_json(const Puzzle& p, const nlohmann::json& value);
// Writes [c0, c1, ...]; solution_json writes [[r, c], ...] unless every row needs one queen.
nlohmann::json solution_to_json(const Solution& s);
nlohmann::json solution_json(const Puzzle& p, const Solution& s);

// Ok when `s` fills every row, column and region with its count, keeps every given queen, and no
// two queens attack each other.
Expected<void> check_solution(const Puzzle& p, const Solution& s);

// Remarks that do not make the puzzle invalid: regions that are not 4-connected, given queens that
// attack each other or overfill a unit (the puzzle then has no solution).
std::vector<std::string> warnings(const Puzzle& p);

// How a board differs from LinkedIn's, for messages: "2 stars, holes, torus"; "LinkedIn" when
// it does not.
std::string variant_summary(const Puzzle& p);

char region_letter(int id);

}  // namespace dg::queens
