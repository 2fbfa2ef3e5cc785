// The fields every generator adds to a generated puzzle's interchange JSON.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "grader/common/grade.hpp"

namespace dg {

// The id of a generated puzzle: "<game>-<rows>x<cols>-<seed as 16 hex digits>" (the item seed
// regenerates it, so the id names the puzzle across files, stores and daily sets).
std::string generated_id(std::string_view game, int rows, int cols, std::uint64_t seed);

// `puzzle` (interchange JSON) plus "id" = "<game>-<rows>x<cols>-<seed in hex>", "solution",
// "grade" (grade_to_json) and "seed". Pre: `game` is the game's name ("queens", "tango", "zip").
nlohmann::json with_generated_fields(nlohmann::json puzzle, std::string_view game, int rows,
                                     int cols, nlohmann::json solution, const Grade& grade,
                                     std::uint64_t seed);

}  // namespace dg
