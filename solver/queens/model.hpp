// Queens: an N x N grid split into N coloured regions. Place N queens so that every row, column and
// region holds exactly one, and no two queens touch, not even diagonally.
// Cells are (row, col), 0-based; region ids are 0..N-1.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "solver/common/expected.hpp"

namespace dg::queens {

inline constexpr int kMinSize = 1;
inline constexpr int kMaxSize = 30;  // counters keep one row or column in a 32-bit mask

struct Puzzle {
  int n = 0;
  std::vector<int> region;  // n*n region ids, row-major

  int region_at(int row, int col) const { return region[static_cast<std::size_t>(row * n + col)]; }
  bool operator==(const Puzzle&) const = default;
};

// The queen's column in each row.
using Solution = std::vector<int>;

// Validates and builds a puzzle: square, ids in 0..n-1, every id used (region count == n).
// Regions that are not 4-connected are allowed (see warnings()).
Expected<Puzzle> make_puzzle(int n, std::vector<int> region);

// {"game":"queens","size":N,"regions":[[...],...]}; "size" may be omitted (taken from regions).
Expected<Puzzle> from_json(const nlohmann::json& object);
nlohmann::json to_json(const Puzzle& p);

// Text form: a header line "queens", then N rows of N region letters (a..z = 0..25, A..Z = 26..51).
Expected<Puzzle> from_text(std::string_view text);
std::string to_text(const Puzzle& p);
// The text rows with each queen drawn as '*'.
std::string solution_text(const Puzzle& p, const Solution& s);

Expected<Solution> solution_from_json(const Puzzle& p, const nlohmann::json& value);
nlohmann::json solution_to_json(const Solution& s);

// Ok when `s` places one queen per row, column and region with no two touching.
Expected<void> check_solution(const Puzzle& p, const Solution& s);

// Remarks that do not make the puzzle invalid: regions that are not 4-connected.
std::vector<std::string> warnings(const Puzzle& p);

char region_letter(int id);

}  // namespace dg::queens
