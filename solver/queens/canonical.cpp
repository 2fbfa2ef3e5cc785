// Queens canonical key: the board under all 8 symmetries, regions relabelled in order of first
// appearance (row-major), and the smallest resulting string. Equal for a board and any rotated,
// mirrored or recoloured copy of it; different for different boards.
#include "solver/common/symmetry.hpp"
#include "solver/queens/model.hpp"

namespace dg::queens {

std::string canonical_key(const Puzzle& p) {
  const int n = p.n;
  std::string best;
  std::vector<int> turned(static_cast<std::size_t>(n * n));
  for (int sym = 0; sym < kSymmetries; ++sym) {
    for (int r = 0; r < n; ++r)
      for (int c = 0; c < n; ++c) {
        Cell t = transform({r, c}, sym, n, n);
        turned[static_cast<std::size_t>(t.row * n + t.col)] = p.region_at(r, c);
      }
    std::vector<int> label(static_cast<std::size_t>(n), -1);
    int next = 0;
    std::string key;
    for (int id : turned) {
      int& l = label[static_cast<std::size_t>(id)];
      if (l < 0) l = next++;
      key += region_letter(l);
    }
    if (best.empty() || key < best) best = std::move(key);
  }
  return "queens:" + std::to_string(n) + ":" + best;
}

}  // namespace dg::queens
