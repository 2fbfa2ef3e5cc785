// The Queens generator's general part (generator.hpp): chess-piece boards of the general system
// (general_board.hpp), an experiment. Which requests it takes, and one attempt at a board. The
// grader is asked as for family boards (family_generator.hpp): a tier is met by keeping only the
// boards graded that tier (no reshape), so a tier rare for a piece takes many attempts.
#pragma once

#include "generator/queens/generator.hpp"
#include "solver/common/rng.hpp"

namespace dg::queens {

// Board sizes the general generator makes (the general counter proves uniqueness within its node
// budget there; see docs/formats.md for the measured rates).
inline constexpr int kMinGeneralSize = 5;
inline constexpr int kMaxGeneralSize = 10;

// Ok when a general request can be made: a known piece name (or mixed pieces, not both), size
// 5..10, one star, no holes (a torus is fine), and a tier or score only when the grader grades the
// variant. Pre: is_general(p).
Expected<void> validate_general(const Params& p);

// One attempt: a unique general board that meets p's tier and score. True with the puzzle in
// `out` (seed and attempts are the caller's).
bool try_general(const Params& p, Rng& rng, GeneratedPuzzle& out);

}  // namespace dg::queens
