// The table of generators, one per game that has one, for commands that generate without knowing
// the game (daily sets). Each takes its parameters as JSON (the same keys as its CLI options:
// "size" or "rows"/"cols", "tier", ...) and returns puzzles as interchange JSON with "id",
// "solution", "grade" and "seed".
#pragma once

#include <cstdint>
#include <span>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "solver/common/expected.hpp"

namespace dg {

struct GeneratorEntry {
  std::string_view game;
  int version;
  // `count` puzzles for batch seed `seed` on `jobs` threads (0 = all cores). Error for bad
  // params or when the generator gives up.
  Expected<std::vector<nlohmann::json>> (*make)(const nlohmann::json& params, std::uint64_t seed,
                                                std::size_t count, int jobs);
};

std::span<const GeneratorEntry> all_generators();
const GeneratorEntry* find_generator(std::string_view game);

}  // namespace dg
