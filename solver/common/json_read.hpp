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

// Deeper nesting than any puzzle document needs ({"puzzles":[{"walls":[[[r,c],...]]}]} is 5).
inline constexpr int kMaxDepth = 64;

// 0 when `text` nests at most kMaxDepth deep, else the 1-based line where it goes deeper. Checked
// before parsing: our readers (and nlohmann's dump() in their messages) recurse per level, so a
// file of 100,000 nested arrays would otherwise end in a stack overflow.
int too_deep_at(std::string_view text);

// The JSON library's complaint in our words: without its "[json.exception.parse_error.101] "
// prefix, made printable(), and a number too large for a double ([1e999], not a syntax error)
// said plainly.
std::string message_of(const nlohmann::json::exception& e);

// One JSON value from `text`, refused when nested deeper than kMaxDepth or malformed. The error is
// one line in our words ("malformed JSON: ..."), never the JSON library's exception text.
Expected<nlohmann::json> parse(std::string_view text);

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
