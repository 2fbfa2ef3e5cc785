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

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "solver/common/cell.hpp"
#include "solver/common/checked.hpp"
#include "solver/common/count.hpp"
#include "solver/common/expected.hpp"

namespace dg::queens {

inline constexpr int kMinSize = 1;
inline constexpr int kMaxSize = 30;     // counters keep one row or column in a 32-bit mask
inline constexpr int kMaxRegions = 52;  // the text form's letters a..z, A..Z
inline constexpr int kHole = -1;        // region id of a cell that is not on the board

enum class Diagonals { adjacent, full };

// A count that may be a range: lo..hi pieces (lo == hi for an exact count).
struct Range {
  int lo = 0, hi = 0;
  bool operator==(const Range&) const = default;
};

// One direction of an attack pattern: the piece reaches (dr, dc), (2dr, 2dc), ... up to `reach`
// steps (1 = a leap, 0 = to the board's edge). Rays are not blocked (see general.hpp).
struct AttackStep {
  int dr = 0, dc = 0, reach = 1;
  bool operator==(const AttackStep&) const = default;
};

// An extra unit: any cells (units may overlap each other and the rows, columns and regions) that
// must hold a count of pieces.
struct ExtraUnit {
  std::vector<Cell> cells;  // sorted, distinct, on the board
  Range count;
  bool operator==(const ExtraUnit&) const = default;
};

// The general system of issue 29 (seed paper 2.3.3-2.4.2 and 2.6): the Coloured Chess Piece
// Problem (any attack pattern, per-cell pieces, no row/column counts), the Max Chess Pieces
// Problem, count ranges and overlapping units. Every field at its default is the family above;
// make_puzzle folds what the family already says (e.g. "attack": "queen" with one queen per line
// is "diagonals": "full") back into it, so only boards that need the general system have one.
struct General {
  // "" = the family's relation (touching, plus whole diagonals with "diagonals": "full"); else a
  // piece name (king, knight, bishop, rook, queen, linkedin) or "offsets" (see `offsets`).
  std::string attack;
  std::vector<AttackStep> offsets;  // attack == "offsets"
  // rows * cols piece letters (K N B R Q L; '.' on holes), empty = every cell has `attack`.
  std::string pieces;
  bool lines = true;  // false: rows and columns have no counts (only regions and units)
  // Upper ends of count ranges, parallel to row_counts / col_counts / region_counts (which hold
  // the lower ends); empty when every count of that list is exact.
  std::vector<int> row_hi, col_hi, region_hi;
  std::vector<ExtraUnit> units;
  bool maximize = false;     // Max Chess Pieces: the placements of greatest total weight
  std::vector<int> weights;  // rows * cols, empty = 1 each (maximize only)
  bool operator==(const General&) const = default;
};

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
  General general;  // the general system (issue 29); default for every board of the family

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

// True for a board of the general system (any General field differs from its default). Its
// counters, checker and solution form are the general ones (general.hpp); the family's fast paths
// never see it.
bool is_general(const Puzzle& p);

// Unit sizes and needs. Pre: p passed make_puzzle.
int region_count(const Puzzle& p);
int row_need(const Puzzle& p, int row);
int col_need(const Puzzle& p, int col);
int region_need(const Puzzle& p, int id);
int queen_total(const Puzzle& p);

// True when queens on cells a and b (distinct) attack each other: they touch (diagonals and
// wrap-around on a torus included) or, with "full" diagonals, share a diagonal at any distance.
// Rows and columns are not attacks: their counts govern them. On a general board with an attack
// pattern: when either piece reaches the other (general.hpp).
bool attacks(const Puzzle& p, Cell a, Cell b);

// The queens of a solution as cells, row by row. Pre: s.size() == queen_total(p). (A general
// board's Solution is its pieces' cell indices row * cols + col, increasing.)
std::vector<Cell> queen_cells(const Puzzle& p, const Solution& s);
// The solution holding exactly `cells` (any order). Pre: the rows hold row_need(r) cells each.
Solution solution_of_cells(const Puzzle& p, std::vector<Cell> cells);

// The JSON interchange form (docs/formats.md); keys beyond LinkedIn's are written only when they
// differ from the default, so a LinkedIn puzzle is {"game","size","regions"} as always.
Expected<Puzzle> from_json(const nlohmann::json& object);
nlohmann::json to_json(const Puzzle& p);
// Exactly to_json(p).dump(); a LinkedIn board's written directly, without the tree.
std::string to_json_text(const Puzzle& p);
// to_json(p)["regions"] as its dump writes it, appended to `out` (a board with regions).
void put_regions(std::string& out, const Puzzle& p);

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
// Exactly json_text(solution_json(p, s)), written without the tree (generate --db's rows).
std::string solution_json_text(const Puzzle& p, const Solution& s);

// Ok when `s` fills every row, column and region with its count, keeps every given queen, and no
// two queens attack each other; on a "maximize" board, when the placement is also optimal as
// decided within kCheckNodes search nodes (a placement not decided within them is an
// error too: use check_solution_within to tell it from a wrong one).
Expected<void> check_solution(const Puzzle& p, const Solution& s);
// check_solution, with a "maximize" board's optimality decided within `budget` (no other board
// needs a search): wrong when a heavier placement is found (proof enough, even with the search
// cut short), undecided when the budget ran out before the optimum was settled.
Checked check_solution_within(const Puzzle& p, const Solution& s, Budget budget);

// Remarks that do not make the puzzle invalid: regions that are not 4-connected, given queens that
// attack each other or overfill a unit (the puzzle then has no solution).
std::vector<std::string> warnings(const Puzzle& p);

// How a board differs from LinkedIn's, for messages: "2 stars, holes, torus"; "LinkedIn" when
// it does not.
std::string variant_summary(const Puzzle& p);

char region_letter(int id);

}  // namespace dg::queens
