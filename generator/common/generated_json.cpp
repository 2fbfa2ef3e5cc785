// Generated-puzzle JSON fields (see generated_json.hpp).
#include "generator/common/generated_json.hpp"

#include <cstdio>
#include <string>

namespace dg {

std::string generated_id(std::string_view game, int rows, int cols, std::uint64_t seed) {
  char size[40];
  std::snprintf(size, sizeof size, "-%dx%d-%016llx", rows, cols,
                static_cast<unsigned long long>(seed));
  return std::string(game) + size;
}

nlohmann::json with_generated_fields(nlohmann::json puzzle, std::string_view game, int rows,
                                     int cols, nlohmann::json solution, const Grade& grade,
                                     std::uint64_t seed) {
  // Every generated puzzle carries an id: files, the store and daily sets refer to it.
  puzzle["id"] = generated_id(game, rows, cols, seed);
  puzzle["solution"] = std::move(solution);
  puzzle["grade"] = grade_to_json(grade);
  puzzle["seed"] = seed;
  return puzzle;
}

}  // namespace dg
