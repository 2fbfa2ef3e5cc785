// Tents' generator behind the game-independent table (generator/common/generators.hpp).
#pragma once

#include "generator/common/generators.hpp"
#include "generator/tents/generator.hpp"

namespace dg::tents {

// params: {"rows", "cols", "tier" (name, "search" or "any"), "density" (trees per 100 cells),
// "attempts", "difficulty", "band", "minutes"}; missing keys take the Params defaults. Error names
// the key.
Expected<Params> params_from_json(const nlohmann::json& params);

// Every stored tents puzzle of the right size and tier fits (the generator has no other knobs a
// board shows, density aside, which is a way of making, not a property asked for).
bool fits_json(const nlohmann::json& params, const nlohmann::json& puzzle,
               const nlohmann::json& made_with);

Expected<std::vector<nlohmann::json>> generate_json(const nlohmann::json& params,
                                                    std::uint64_t seed, std::size_t count,
                                                    int jobs);

// The game's entry in the table of generators (generator/common/generators.cpp).
const GeneratorEntry& generator_entry();

}  // namespace dg::tents
