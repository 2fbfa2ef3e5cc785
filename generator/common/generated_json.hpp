// The fields every generator adds to a generated puzzle's interchange JSON.
#pragma once

#include <cstdint>
#include <string_view>

#include <nlohmann/json.hpp>

#include "grader/common/grade.hpp"

namespace dg {

// `puzzle` (interchange JSON) plus "id" = "<game>-<rows>x<cols>-<seed in hex>", "solution",
// "grade" (grade_to_json) and "seed". Pre: `game` is the game's name ("queens", "tango", "zip").
nlohmann::json with_generated_fields(nlohmann::json puzzle, std::string_view game, int rows,
                                     int cols, nlohmann::json solution, const Grade& grade,
                                     std::uint64_t seed);

}  // namespace dg
