// Tango's generator behind the game-independent table (generator/common/generators.hpp).
#pragma once

#include "generator/common/generators.hpp"

namespace dg::tango {

// params: {"size": 6, "tier": "signs" | "any" | ...}.
Expected<std::vector<nlohmann::json>> generate_json(const nlohmann::json& params, std::uint64_t seed,
                                                    std::size_t count, int jobs);

}  // namespace dg::tango
