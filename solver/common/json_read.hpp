// Checked accessors for the interchange JSON: every failure is a one-line message that names the
// game and the key, never a nlohmann exception escaping to the caller.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "solver/common/cell.hpp"
#include "solver/common/expected.hpp"

namespace dg::json_read {

// obj[key] as an int; a missing key or a non-integer is an error.
Expected<int> get_int(const nlohmann::json& obj, std::string_view game, const char* key);
// True when obj has `key` (and obj is an object).
bool has(const nlohmann::json& obj, const char* key);
// [r, c] as a Cell (no bounds check).
Expected<Cell> to_cell(const nlohmann::json& v, std::string_view what);
// An array of [r, c] cells under `key`; a missing key gives an empty list.
Expected<std::vector<Cell>> get_cells(const nlohmann::json& obj, std::string_view game,
                                      const char* key);
// An array of [[r1, c1], [r2, c2]] pairs under `key`; a missing key gives an empty list.
Expected<std::vector<CellPair>> get_pairs(const nlohmann::json& obj, std::string_view game,
                                          const char* key);

nlohmann::json cell_json(Cell c);
nlohmann::json pair_json(const CellPair& p);

}  // namespace dg::json_read
