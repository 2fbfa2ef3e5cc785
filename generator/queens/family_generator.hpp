// The Queens generator's family part (generator.hpp): what stars, torus and holes it can make,
// and one attempt at a family puzzle. The grader is asked exactly as for LinkedIn boards (grade,
// grade_and_score, the tier index of generator.cpp); a variant it refuses (its GraderInfo's
// unsupported_reason) is made with tier any only, ungraded, so the refusal lifts by itself once
// the grader grades that variant.
#pragma once

#include "generator/queens/generator.hpp"
#include "solver/common/rng.hpp"

namespace dg::queens {

// Board sizes per star count (both ends included). 1 star is LinkedIn's range; 2 and 3 stars are
// the sizes puzzle sites publish. Holes take the same sizes; a torus starts at min_torus_n: no
// 8x8 torus holds 2 non-touching stars per row and column (an exhaustive search over its rows
// finds none; each star covers four of the 64 wrapping 2x2 blocks, which hold one star at most).
struct StarSizes {
  int stars, min_n, max_n, min_torus_n;
};
inline constexpr StarSizes kStarSizes[] = {{1, 5, 16, 5}, {2, 8, 11, 9}, {3, 14, 14, 14}};

// The most holes a board may ask for: a third of its cells (beyond that, carving holes that keep
// every region connected fails too often; see validate_family).
int max_holes(int n);

// Ok when a family request can be made: stars 1..3 at a size of its row of kStarSizes, holes
// 0..max_holes(n) with min <= max, and no tier other than any nor a score filter when the grader
// refuses the variant (the message then names the grader's reason). Pre: is_family(p).
Expected<void> validate_family(const Params& p);

// Why the grader cannot grade `p` (unsupported_reason of its GraderInfo), or "" when it can.
std::string grading_refused(const Puzzle& p);

// The last step of an attempt, shared by the family and general parts: grade `board` (with the
// score when p asks for one) unless the grader refuses it, and keep it in `out` with `solution`
// when it meets p's tier and score; a refused board is kept only when p asks for neither.
bool keep_if_requested(const Params& p, Puzzle board, Solution solution, GeneratedPuzzle& out);

// One attempt: a unique family board (family_board.hpp) that meets p's tier and score when the
// grader grades it. True with the puzzle in `out` (seed and attempts are the caller's).
bool try_family(const Params& p, Rng& rng, GeneratedPuzzle& out);

}  // namespace dg::queens
