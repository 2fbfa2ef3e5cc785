// What the Sudoku generator is asked for: the box shape, the exact tier (a grader tier, "search"
// or "any"), the givens' symmetry, minimality, a givens-count range, the attempt cap and a score
// filter; and the check that a request can be met (validate).
#pragma once

#include <string>
#include <string_view>

#include "generator/common/range.hpp"
#include "generator/common/score_filter.hpp"
#include "grader/sudoku/grader.hpp"
#include "solver/common/expected.hpp"

namespace dg::sudoku {

// Bump when the same (params, seed) would give a different puzzle.
inline constexpr int kGeneratorVersion = 1;

inline constexpr int kAnyTier = -1;
// Stuck after every grader tier (one supposition included), unique by both counters.
inline constexpr int kSearchTierIndex = kTierCount;

// "any", a grader tier name (grader/sudoku/grader.hpp tier_names) or "search" -> tier index.
Expected<int> parse_generate_tier(std::string_view name);
std::string generate_tier_label(int tier);
// The generator's tier index of a grade: its hardest tier, or kSearchTierIndex when the rules got
// stuck.
int generate_tier_of(const Grade& g);

// Which cells' givens go together. rotate180: a cell and its image under a half turn
// ((row, col) -> (n-1-row, n-1-col)) are both given or both empty, as most published Sudoku are.
enum class Symmetry { none, rotate180 };
// "none" / "rotate180" (also "180" and SGT's "r2").
Expected<Symmetry> parse_symmetry(std::string_view name);
std::string_view symmetry_name(Symmetry s);

struct Params {
  int box_rows = 3;  // boxes of box_rows x box_cols cells; n = box_rows * box_cols
  int box_cols = 3;
  int tier = kAnyTier;  // kAnyTier, a SudokuTier or kSearchTierIndex
  Symmetry symmetry = Symmetry::none;
  // No removable given: removing any one given leaves 2+ solutions (exact counts).
  bool minimal = false;
  IntRange givens;          // how many given cells
  int max_attempts = 2000;  // full grids tried per puzzle; then generate() fails
  ScoreFilter score;        // difficulty scores accepted (scored only when active)
  int n() const { return box_rows * box_cols; }
  int cells() const { return n() * n(); }
};

// "9x9 (3x3 boxes), tier naked_single, rotate180, minimal, givens 22..30": for error messages.
std::string describe(const Params& p);

// The fewest givens a unique n x n puzzle can have: 17 for 9x9 (McGuire, Tugemann and Civario
// 2012, exhaustive search), n - 1 otherwise (with two digits absent from the givens, swapping them
// in a solution gives a second one); a givens range below it can never be met.
int fewest_givens(int n);

// Ok when generate() can be asked for `p`: a supported box shape (solver/sudoku/geometry.hpp), a
// known tier, a (shape, tier) pair that occurs (the table in params.cpp), a givens range that fits
// the board and reaches fewest_givens, room left to deduce when a tier or minimal is asked for,
// and at least one attempt. The error names the request.
Expected<void> validate(const Params& p);

}  // namespace dg::sudoku
