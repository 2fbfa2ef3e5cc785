// Tango's generator behind the game-independent table (generator/common/generators.hpp).
#pragma once

#include "generator/common/generators.hpp"
#include "generator/tango/generator.hpp"

namespace dg::tango {

// params: {"size", "tier" (name or "any"), "givens" and "signs" ("MIN..MAX" or N), "minimal",
// "unique_lines", "attempts"}; missing keys take the Params defaults. Error names the bad key.
Expected<Params> params_from_json(const nlohmann::json& params);

// The table's fits (generators.hpp) for this game; its check is checked_by<params_from_json>.
bool fits_json(const nlohmann::json& params, const nlohmann::json& puzzle,
               const nlohmann::json& made_with);

Expected<std::vector<nlohmann::json>> generate_json(const nlohmann::json& params,
                                                    std::uint64_t seed, std::size_t count,
                                                    int jobs);

// The game's entry in the table of generators (generator/common/generators.cpp).
const GeneratorEntry& generator_entry();

}  // namespace dg::tango
