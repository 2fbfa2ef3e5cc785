// Tier names as the store's readers see them: their difficulty order (the graders' tier tables,
// "search" after the last) and whether a name given on the command line is a tier at all.
#pragma once

#include <string>
#include <string_view>

#include "solver/common/expected.hpp"

namespace dg::db {

// Position of `tier` in `game`'s difficulty order (0 = easiest; "search" right after the last
// grader tier), or a rank after every known one for a name the game does not have, so unknown
// names sort last instead of disappearing.
int tier_rank(std::string_view game, std::string_view tier);

// Ok when `tier` is a tier of `game` (or "search"); with an empty `game`, when it is a tier of
// any game. The error names the tiers that would have been accepted.
Expected<void> check_tier(std::string_view game, std::string_view tier);

}  // namespace dg::db
