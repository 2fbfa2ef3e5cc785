// Random Star Battle boards repaired to uniqueness (see star_battle.hpp).
#include "generator/queens/star_battle.hpp"

#include "generator/queens/family_board.hpp"

namespace dg::queens {

Solution random_stars(int n, int k, Rng& rng) {
  FamilyShape shape;
  shape.n = n;
  shape.stars = k;
  return plant_stars(shape, rng);
}

bool star_battle(int n, int k, Rng& rng, Puzzle& p, Solution& planted, int max_moves) {
  FamilyShape shape;
  shape.n = n;
  shape.stars = k;
  if (max_moves <= 0) return make_family_board(shape, rng, p, planted);
  do planted = plant_stars(shape, rng);
  while (planted.empty());
  if (!grow_family_regions(shape, queen_cells(planting_square(shape), planted), rng, p))
    return false;
  return repair_family(p, planted, rng, max_moves);
}

}  // namespace dg::queens
