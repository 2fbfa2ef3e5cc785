// Sudoku's generator behind the game-independent table (generator/common/generators.hpp); not yet
// listed there (one entry once the registries take new games).
#pragma once

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

Expected<std::vector<nlohmann::json>> generate_json(const nlohmann::json& params,
                                                    std::uint64_t seed, std::size_t count,
                                                    int jobs);

}  // namespace dg::sudoku
