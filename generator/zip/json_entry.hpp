// Zip's generator behind the game-independent table (generator/common/generators.hpp).
#pragma once

#include "generator/common/generators.hpp"
#include "generator/zip/params.hpp"

namespace dg::zip {

// The generator version: bump when the same (params, seed) would give a different puzzle.
// 2: parity tier on boards up to 64 cells from a unique minimal puzzle plus one number
// (generator.cpp, parity_by_addition); every other request gives the puzzles of version 1.
inline constexpr int kGeneratorVersion = 2;

// params: {"rows", "cols", "tier" (name or "any"), "walls" and "numbers" ("MIN..MAX"),
// "attempts"}; missing keys take the Params defaults, "numbers" the board's default_numbers().
// Error names the bad key.
Expected<Params> params_from_json(const nlohmann::json& params);

// The table's fits (generators.hpp) for this game; its check is checked_by<params_from_json>.
bool fits_json(const nlohmann::json& params, const nlohmann::json& puzzle,
               const nlohmann::json& made_with);

Expected<std::vector<nlohmann::json>> generate_json(const nlohmann::json& params,
                                                    std::uint64_t seed, std::size_t count,
                                                    int jobs);

// The game's entry in the table of generators (generator/common/generators.cpp).
const GeneratorEntry& generator_entry();

}  // namespace dg::zip
