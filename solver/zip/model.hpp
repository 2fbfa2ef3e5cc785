// Zip: an R x C grid (rectangular allowed) with numbered cells 1..K (waypoints) and optional walls
// between orthogonal neighbours. Find one path of orthogonal steps that visits every cell exactly
// once, never crosses a wall, starts at 1, passes the numbers in increasing order and ends at K.
// Cells are (row, col), 0-based, row 0 at the top; waypoints[i] holds the number i + 1.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "solver/common/cell.hpp"
#include "solver/common/expected.hpp"

namespace dg::zip {

inline constexpr int kMinSide = 1;
inline constexpr int kMaxSide = 16;
// Counters keep sets of cells in 256-bit masks and cell indices in uint8-sized arrays.
inline constexpr int kMaxCells = 256;

// Direction bits of a cell's wall mask (see wall_masks()).
inline constexpr std::uint8_t kUp = 1, kDown = 2, kLeft = 4, kRight = 8;

struct Puzzle {
  int rows = 0;
  int cols = 0;
  std::vector<Cell> waypoints;  // waypoints[i] is the number i + 1; at least 2, all distinct
  std::vector<CellPair> walls;  // ordered_pair()s, sorted, no duplicates

  int cells() const { return rows * cols; }
  int index(Cell c) const { return c.row * cols + c.col; }
  Cell cell(int index) const { return Cell{index / cols, index % cols}; }
  bool on_grid(Cell c) const { return c.row >= 0 && c.row < rows && c.col >= 0 && c.col < cols; }
  bool operator==(const Puzzle&) const = default;
};

// Every cell exactly once, in path order (solution[0] is waypoint 1).
using Solution = std::vector<Cell>;

// Validates and builds a puzzle: 1 <= rows, cols <= 16 and rows * cols <= 256; at least 2
// waypoints (so a 1x1 board is always rejected), all on the grid and distinct; walls only between
// orthogonal neighbours on the grid. Walls are normalised (ordered, sorted, deduplicated).
Expected<Puzzle> make_puzzle(int rows, int cols, std::vector<Cell> waypoints,
                             std::vector<CellPair> walls);

// {"game":"zip","rows":R,"cols":C,"waypoints":[[r,c],...],"walls":[[[r1,c1],[r2,c2]],...]};
// "walls" may be omitted.
Expected<Puzzle> from_json(const nlohmann::json& object);
nlohmann::json to_json(const Puzzle& p);

// Text form (docs/formats-zip.md): header "zip" or "zip RxC", then cell rows of numbers and '.'
// separated by ' ' or '|' (wall), with optional wall lines of '-' between cell rows.
Expected<Puzzle> from_text(std::string_view text);
std::string to_text(const Puzzle& p);
// The path drawn with '-' and '|' links between cells, waypoints as numbers, other cells as 'o'.
// An empty or malformed solution draws the bare grid.
std::string solution_text(const Puzzle& p, const Solution& s);

Expected<Solution> solution_from_json(const Puzzle& p, const nlohmann::json& value);
nlohmann::json solution_to_json(const Solution& s);

// Ok when `s` obeys every rule; the error names the first broken rule and the cell or step.
Expected<void> check_solution(const Puzzle& p, const Solution& s);

// Remarks that do not make the puzzle invalid. Zip has none at present (always empty).
std::vector<std::string> warnings(const Puzzle& p);

// Per-cell bitmask (kUp | kDown | kLeft | kRight) of the directions a path may NOT take from the
// cell: the grid border and walls. Indexed by Puzzle::index().
std::vector<std::uint8_t> blocked_masks(const Puzzle& p);

}  // namespace dg::zip
