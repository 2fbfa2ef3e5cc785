// The fields every generator adds to a generated puzzle's interchange JSON.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "generator/common/store_grade.hpp"
#include "grader/common/grade.hpp"

namespace dg {

// The id of a generated puzzle: "<game>-<rows>x<cols>-<seed as 16 hex digits>" (the item seed
// regenerates it, so the id names the puzzle across files, stores and daily sets).
std::string generated_id(std::string_view game, int rows, int cols, std::uint64_t seed);

// A 64-bit seed as JSON: decimal text ("17654133722951466987"), because JSON readers that keep
// numbers as doubles (JavaScript's JSON.parse) round integers above 2^53.
nlohmann::json seed_to_json(std::uint64_t seed);
// A seed read back: decimal text or a JSON number (files written before seeds were text).
// nullopt for anything else (a negative, fractional or out-of-range value, other text).
std::optional<std::uint64_t> seed_from_json(const nlohmann::json& seed);

// A generated puzzle's "grade": grade_to_json, and from `store` its score (for the output) or
// everything the store keeps (micros >= 0), as with_generated_fields below describes.
nlohmann::json generated_grade_json(const Grade& grade, const StoreGrade& store = {});

// `puzzle` (interchange JSON) plus "id" = "<game>-<rows>x<cols>-<seed in hex>", "solution",
// "grade" (grade_to_json) and "seed" (seed_to_json). Pre: `game` is the game's name ("queens",
// "tango", "zip"). When `store` was graded for the store (micros >= 0), "grade" also holds what
// db::store_generated needs to keep it without grading again: "micros", and with a score
// "difficulty", "band", "technique", "technique_level", "bottleneck_steps", "mean_available".
nlohmann::json with_generated_fields(nlohmann::json puzzle, std::string_view game, int rows,
                                     int cols, nlohmann::json solution, const Grade& grade,
                                     std::uint64_t seed, const StoreGrade& store = {});

// `generated` with its score in its "grade" ("difficulty", "band" and "minutes", as `export`
// writes them), when it has a grade without one and the rules solve it: the generators grade but
// score only when asked to (--difficulty, --band). Returns the JSON unchanged otherwise.
nlohmann::json with_score(nlohmann::json generated);
// Whether with_score would return `generated` unchanged because its grade is missing or already
// scored: a writer can then use it as it is, without the copy (generate's output loop).
bool has_score_or_no_grade(const nlohmann::json& generated);

}  // namespace dg
