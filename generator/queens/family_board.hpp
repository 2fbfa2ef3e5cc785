// Unique boards of the Queens family beyond LinkedIn's: Star Battle (k stars per row, column and
// region), toroidal Queens (attacks wrap around the edges) and boards with holes, each on an
// n x n board with n regions. The raw material of the family generator (generator.cpp) and of the
// Star Battle fixtures (star_battle.hpp).
//
// Method, in four steps that each keep the planted placement a solution:
//  1. plant_stars: a random placement of k non-touching stars per row and column;
//  2. grow_family_regions: the stars are grouped k to a region (nearby stars together), each
//     group joined by a shortest path of free cells, then every region grows by random frontier
//     expansion until the board is covered (every region 4-connected, k planted stars in each);
//     when steered (FamilyShape::line_regions, band_regions), some regions are first laid along
//     one row or two and do not grow, and make_family_board transposes the board half the time;
//     FamilyShape::still_regions grown regions stay as joined;
//  3. carve_holes: cells that hold no planted star and whose region stays 4-connected without
//     them become holes;
//  4. repair_family: while the exact counter finds rival solutions (on 3-star boards, within
//     the cells the grader's rules up to shapes leave), a rival star that is not
//     planted moves (with a path to its region's border and any piece it would cut off) to a
//     neighbouring region: every rival with a star in the moved cells loses it from its region,
//     the planted placement keeps k stars in every region, and regions stay connected. A 3-star
//     board the rules leave too open, or whose count runs long, is given up early (RepairCounts).
// Cells are (row, col), 0-based; `planted` is in the model's Solution form (columns row by row).
#pragma once

#include <cstdint>
#include <limits>
#include <optional>
#include <vector>

#include "generator/queens/generator_counts.hpp"
#include "grader/queens/grader.hpp"

#include "solver/common/rng.hpp"
#include "solver/queens/model.hpp"

namespace dg::queens {

struct FamilyShape {
  int n = 10;          // rows = columns = regions
  int stars = 2;       // per row, column and region
  bool torus = false;  // touching wraps around the edges
  int holes_min = 0;   // holes carved, chosen uniformly in holes_min..holes_max
  int holes_max = 0;
  // Regions laid along a row: that row's planted stars and the cells between them, kept from
  // growing. Such a region is the row's whole share, so a solver's first step (the rest of the
  // row is empty) is there from the start: steering toward the easier tiers (family_regions.cpp).
  int line_regions = 0;
  // Pairs of neighbouring rows whose 2k stars make two regions inside the pair: Hall's argument
  // (two regions in two rows) applies from the start, steering toward the pigeonhole tier.
  int band_regions = 0;
  // Grown regions (at random) that keep only their stars and the paths joining them: small
  // regions pin stars down, so the rules leave fewer cells open and fewer repairs are hopeless
  // (family_generator.cpp has the figures).
  int still_regions = 0;
  // The repair never gives a board up before its last move (repair_counts): for the search tier,
  // whose boards are those the early stop would give up as too open.
  bool patient = false;
};

// A random placement of `shape.stars` non-touching stars per row and column (wrapping on a
// torus), or an empty vector when the search gives up (no such placement, or an unlucky one).
Solution plant_stars(const FamilyShape& shape, Rng& rng);

// The shape's square board with no regions yet, which a planted Solution is read against
// (queen_cells, solution_of_cells) before regions grow.
Puzzle planting_square(const FamilyShape& shape);

// n regions grown around `stars` (cells, one group of shape.stars per region). False when a
// group could not be joined (the board `p` is then unusable).
bool grow_family_regions(const FamilyShape& shape, const std::vector<Cell>& stars, Rng& rng,
                         Puzzle& p);

// Turns `holes` cells into holes: never a planted star's cell, and only a cell whose region stays
// 4-connected without it. False when fewer than `holes` such cells were found.
bool carve_holes(Puzzle& p, const std::vector<Cell>& stars, int holes, Rng& rng);

// How the repair counts, and when it gives a board up as hopeless before its last move.
// With `rules`, each count first runs the family grader's rules up to that tier and searches what
// they leave (a board they solve is unique without a count); the rivals listed, hence the board,
// differ from a plain count's. A board the rules leave `hopeless_open` cells open or more (live
// or a star), or whose count needs more than `count_nodes` nodes, is given up: such boards rarely
// repair and hold most of the counter's work (family_repair.cpp has the figures).
struct RepairCounts {
  std::optional<Tier> rules;
  int hopeless_open = std::numeric_limits<int>::max();
  // Every count has a node budget: by default the LinkedIn generator's (generator_counts.hpp),
  // ten times the largest count seen, so 1- and 2-star boards never meet it in practice.
  std::uint64_t count_nodes = kGeneratorCountNodes;
  int listed = 4;  // solutions each count asks for (the planted one and rivals to kill)
};
// The counts make_family_board's repair makes: plain ones for 1 and 2 stars, given up only when a
// count runs out of its node budget.
RepairCounts repair_counts(const FamilyShape& shape);

// What a repair did, count by count (diagnostics and tests; filled when asked for).
struct RepairCountLog {
  int moves = 0;          // moves made before this count
  int open = -1;          // cells the rules left open (live or a star); -1 without rules
  bool solved = false;    // the rules placed every star (no count)
  bool hopeless = false;  // given up at this count (too open, or the count ran out of nodes)
  int count = 0;
  bool complete = false;
  std::uint64_t nodes = 0;
};
struct RepairLog {
  bool reached = false;  // planting, growing and holes succeeded: the repair ran
  bool repaired = false;
  std::vector<RepairCountLog> counts;
};

// Repairs p (which has `planted` as a solution) until `planted` is its only solution, within
// `max_moves` moves. False when it gives up (p is then still valid with `planted` a solution).
bool repair_family(Puzzle& p, const Solution& planted, Rng& rng, int max_moves,
                   const RepairCounts& counts = {}, RepairLog* log = nullptr);

// What the grader's family rules up to `tier` leave of a board (sound: every solution survives
// them): their stars as the givens of `reduced` and, per row, a mask of the cells still open (live
// or a star), the search space of count_solutions_family_within; `solved` when they place every
// star, so the board has that one solution. The repair's counts go through it.
struct RuleReduction {
  bool solved = false;
  Puzzle reduced;
  std::vector<std::uint32_t> open;
};
RuleReduction reduce_by_rules(const Puzzle& p, Tier tier);

// Steps 1-4 once: true with a unique board in `p` and its solution in `planted`, false when one
// step gave up (call again with the same rng for a new try).
bool make_family_board(const FamilyShape& shape, Rng& rng, Puzzle& p, Solution& planted,
                       RepairLog* log = nullptr);

}  // namespace dg::queens
