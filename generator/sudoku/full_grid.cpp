// Random full grids (see full_grid.hpp): a depth-first fill with row, column and box masks.
#include "generator/sudoku/full_grid.hpp"

#include <array>
#include <bit>

#include "solver/common/popcount_clones.hpp"

namespace dg::sudoku {

namespace {

class Filler {
 public:
  Filler(const Geometry& g, Rng& rng)
      : g_(g), rng_(rng), grid_(static_cast<std::size_t>(g.cells)) {}

  Solution run() {
    if (!fill()) return {};
    return std::move(grid_);
  }

 private:
  Digits options(int k) const {
    return static_cast<Digits>(g_.all & ~(used_[static_cast<std::size_t>(g_.unit_of[k][0])] |
                                          used_[static_cast<std::size_t>(g_.unit_of[k][1])] |
                                          used_[static_cast<std::size_t>(g_.unit_of[k][2])]));
  }

  void set(int k, int d) {
    const Digits bit = static_cast<Digits>(1u << (d - 1));
    for (int u = 0; u < 3; ++u) used_[g_.unit_of[static_cast<std::size_t>(k)][u]] ^= bit;
    grid_[static_cast<std::size_t>(k)] = static_cast<std::uint8_t>(d);
  }

  DG_POPCOUNT_CLONES bool fill() {
    if (++nodes_ > kFillNodes) return false;
    int best = -1, best_count = g_.n + 1;
    Digits best_options = 0;
    for (int k = 0; k < g_.cells; ++k) {
      if (grid_[static_cast<std::size_t>(k)] != 0) continue;
      const Digits o = options(k);
      const int c = std::popcount(static_cast<unsigned>(o));
      if (c < best_count) {
        best = k, best_count = c, best_options = o;
        if (c <= 1) break;  // forced or dead: no better choice exists
      }
    }
    if (best < 0) return true;
    // The options in a random order (Fisher-Yates on a small array: no allocation per node).
    std::array<int, kMaxSize> digits{};
    int m = 0;
    for (Digits o = best_options; o != 0; o = static_cast<Digits>(o & (o - 1)))
      digits[static_cast<std::size_t>(m++)] = std::countr_zero(static_cast<unsigned>(o)) + 1;
    for (int i = m; i > 1; --i)
      std::swap(digits[static_cast<std::size_t>(i - 1)],
                digits[static_cast<std::size_t>(rng_.below(i))]);
    for (int i = 0; i < m; ++i) {
      const int d = digits[static_cast<std::size_t>(i)];
      set(best, d);
      if (fill()) return true;
      set(best, d);  // the masks toggle back
      grid_[static_cast<std::size_t>(best)] = 0;
      if (nodes_ > kFillNodes) return false;
    }
    return false;
  }

  const Geometry& g_;
  Rng& rng_;
  Solution grid_;
  std::array<Digits, kMaxUnits> used_{};
  int nodes_ = 0;
};

}  // namespace

Solution random_full_grid(const Geometry& g, Rng& rng) {
  return Filler(g, rng).run();
}

}  // namespace dg::sudoku
