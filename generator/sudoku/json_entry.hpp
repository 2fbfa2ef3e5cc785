// Sudoku's generator behind the game-independent table (generator/common/generators.hpp).
#pragma once

#include <span>

#include "generator/common/generators.hpp"
#include "generator/sudoku/generator.hpp"

namespace dg::sudoku {

// params: {"size" (4, 6, 8, 9, 10 or 12: the usual boxes, model.hpp default_box), "box" ("RxC"
// for other boxes, e.g. "3x2"), "tier" (name, "search" or "any"), "symmetry" ("none" or
// "rotate180"), "minimal", "givens" ("MIN..MAX" or N), "attempts", and the score keys
// ("difficulty", "band", "minutes")}; missing keys take the Params defaults. Error names the key.
Expected<Params> params_from_json(const nlohmann::json& params);

// The table's fits (generators.hpp) for this game; its check is checked_by<params_from_json>.
bool fits_json(const nlohmann::json& params, const nlohmann::json& puzzle,
               const nlohmann::json& made_with);

// Sudoku's variants (solver/sudoku/variant.hpp: "plain" 9x9, "mini" 6x6, others by their boxes),
// each with a request that makes a few puzzles within seconds on one core: the table entry's
// `variants`. Other box shapes ("4x3", "2x6", ...) are generated too, by "box".
std::span<const VariantExample> generator_variants();

Expected<std::vector<nlohmann::json>> generate_json(const nlohmann::json& params,
                                                    std::uint64_t seed, std::size_t count,
                                                    int jobs);

// Sudoku's entry in the table of generators, with Mini Sudoku's default daily week.
const GeneratorEntry& generator_entry();

}  // namespace dg::sudoku
