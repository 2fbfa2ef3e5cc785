// Queens' generator behind the game-independent table (generator/common/generators.hpp).
#pragma once

#include "generator/common/generators.hpp"
#include "generator/queens/generator.hpp"

namespace dg::queens {

// params: {"size": 8, "tier": "pigeonhole" | "search" | "any" | ..., "stars": 2, "torus": true,
// "holes": "MIN..MAX", "attempts", "difficulty", "band", "minutes", "attack": "knight", "pieces":
// "mixed", "no_lines": true}; missing keys take the Params defaults. Error names the bad key.
Expected<Params> params_from_json(const nlohmann::json& params);

// The table's fits (generators.hpp) for this game; its check is checked_by<params_from_json>.
// True when the stored board is the variant `params` asks for: its stars, torus and hole count
// (and nothing else of the family: no count lists, givens, ranges or units), its attack (full
// diagonals only for a queen with lines), mixed pieces and lines as asked.
bool fits_json(const nlohmann::json& params, const nlohmann::json& puzzle,
               const nlohmann::json& made_with);

Expected<std::vector<nlohmann::json>> generate_json(const nlohmann::json& params,
                                                    std::uint64_t seed, std::size_t count,
                                                    int jobs);

// The game's entry in the table of generators (generator/common/generators.cpp).
const GeneratorEntry& generator_entry();

}  // namespace dg::queens
