// Random star placements for family boards (family_board.hpp, step 1): k non-touching stars per
// row and column of an n x n board, touching wrapping around the edges on a torus.
#include <vector>

#include "generator/queens/family_board.hpp"

namespace dg::queens {

namespace {

// Nodes before a search gives up. A 2-star 10x10 or 3-star 14x14 placement takes a few dozen
// nodes; the budget only stops unlucky early choices that leave no completion.
constexpr long kPlantNodes = 5000;

// Rows are filled top to bottom, each with a random k-subset of the columns it may use; a dead
// end backtracks, within a node budget. Row r's stars are one bit mask (column c = bit c).
class Planter {
 public:
  Planter(const FamilyShape& shape, Rng& rng, long budget)
      : n_(shape.n),
        k_(shape.stars),
        torus_(shape.torus),
        rng_(rng),
        full_(n_ >= 32 ? ~0u : (1u << n_) - 1),
        in_col_(static_cast<std::size_t>(n_), 0),
        rows_(static_cast<std::size_t>(n_), 0),
        budget_(budget) {}

  bool fill(int r) {
    if (r == n_) return true;
    if (--budget_ < 0) return false;
    std::uint32_t blocked = r > 0 ? touching(rows_[static_cast<std::size_t>(r - 1)]) : 0;
    if (torus_ && r == n_ - 1) blocked |= touching(rows_[0]);
    // A column that still needs d stars in the m rows left (this one included) fits at most
    // (m + 1) / 2 of them (no two in adjacent rows): with d above that it is a dead end, and
    // with d equal to it and this row not taken it would become one, so it is forced now.
    const int rows_left = n_ - r;
    std::uint32_t forced = 0, open = 0;
    for (int c = 0; c < n_; ++c) {
      const int need = k_ - in_col_[static_cast<std::size_t>(c)];
      if (need > (rows_left + 1) / 2) return false;
      if (need == 0) continue;
      if (need > rows_left / 2) forced |= 1u << c;
      open |= 1u << c;
    }
    open &= ~blocked;
    if ((forced & open) != forced) return false;
    std::vector<std::uint32_t> choices;
    std::vector<int> cols;
    for (int c = 0; c < n_; ++c)
      if (open >> c & 1u) cols.push_back(c);
    collect(cols, 0, 0, 0, forced, choices);
    rng_.shuffle(choices);
    for (std::uint32_t bits : choices) {
      rows_[static_cast<std::size_t>(r)] = bits;
      for (int c = 0; c < n_; ++c) in_col_[static_cast<std::size_t>(c)] += bits >> c & 1u;
      if (fill(r + 1)) return true;
      for (int c = 0; c < n_; ++c) in_col_[static_cast<std::size_t>(c)] -= bits >> c & 1u;
      if (budget_ < 0) break;
    }
    rows_[static_cast<std::size_t>(r)] = 0;
    return false;
  }

  Solution solution() const {
    Solution s;
    for (std::uint32_t bits : rows_)
      for (int c = 0; c < n_; ++c)
        if (bits >> c & 1u) s.push_back(c);
    return s;
  }

 private:
  // The columns a row's stars `bits` touch in the next row (their own included).
  std::uint32_t touching(std::uint32_t bits) const {
    std::uint32_t t = bits | bits << 1 | bits >> 1;
    if (torus_) t |= bits >> (n_ - 1) | bits << (n_ - 1);  // column 0 touches column n-1
    return t & full_;
  }

  // Every k-subset of `cols` (increasing) holding `forced`, no two stars touching in the row.
  void collect(const std::vector<int>& cols, std::size_t from, int taken, std::uint32_t bits,
               std::uint32_t forced, std::vector<std::uint32_t>& out) const {
    if (taken == k_) {
      if ((bits & forced) != forced) return;
      if (torus_ && (bits & 1u) && (bits >> (n_ - 1) & 1u)) return;
      out.push_back(bits);
      return;
    }
    for (std::size_t i = from; i < cols.size(); ++i) {
      const int c = cols[i];
      // Skipping a forced column (all forced columns below c must be in by now).
      if ((forced & ((1u << c) - 1) & ~bits) != 0) return;
      if (bits & (1u << c >> 1)) continue;  // touches the previous pick
      collect(cols, i + 1, taken + 1, bits | 1u << c, forced, out);
    }
  }

  const int n_, k_;
  const bool torus_;
  Rng& rng_;
  const std::uint32_t full_;
  std::vector<int> in_col_;
  std::vector<std::uint32_t> rows_;
  long budget_;  // nodes left before the search gives up
};

// Searches per placement and nodes per search (the same 5000 nodes in all). A 3-star 14x14
// search that has not found a placement within a few dozen nodes is mostly stuck below an
// unlucky early row: of 2000 searches with 5000 nodes each, half give up (0.85 ms per placement
// with its regions grown), where fresh searches of 64 nodes each take 0.20 ms per placement.
// 1 and 2 stars keep one search (their boards stay as they were).
struct PlantTries {
  int stars, tries;
  long budget;
};
constexpr PlantTries kPlantTries[] = {{3, 80, 64}};

}  // namespace

Solution plant_stars(const FamilyShape& shape, Rng& rng) {
  int tries = 1;
  long budget = kPlantNodes;
  for (const PlantTries& t : kPlantTries)
    if (t.stars == shape.stars) tries = t.tries, budget = t.budget;
  for (int i = 0; i < tries; ++i) {
    Planter planter(shape, rng, budget);
    if (planter.fill(0)) return planter.solution();
  }
  return {};
}

Puzzle planting_square(const FamilyShape& shape) {
  Puzzle square;
  square.n = square.cols = shape.n;
  square.stars = shape.stars;
  square.region.assign(static_cast<std::size_t>(shape.n * shape.n), 0);
  return square;
}

}  // namespace dg::queens
