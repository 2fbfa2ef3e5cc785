// Canonical forms of small cell sets and the lookup of the 27 named shapes (see shapes.hpp).
#include "grader/queens/shapes.hpp"

#include <algorithm>
#include <vector>

namespace dg::queens {

std::optional<std::uint64_t> canonical_key(std::span<const Cell> cells) {
  if (cells.empty() || cells.size() > 6) return std::nullopt;
  std::optional<std::uint64_t> best;
  for (int t = 0; t < 8; ++t) {
    // t bit 0: transpose, bit 1: mirror rows, bit 2: mirror columns (8 symmetries of a square).
    int min_r = 1 << 20, min_c = 1 << 20, max_r = -(1 << 20), max_c = -(1 << 20);
    Cell moved[6];
    for (std::size_t i = 0; i < cells.size(); ++i) {
      int r = cells[i].row, c = cells[i].col;
      if (t & 1) std::swap(r, c);
      if (t & 2) r = -r;
      if (t & 4) c = -c;
      moved[i] = Cell{r, c};
      min_r = std::min(min_r, r), max_r = std::max(max_r, r);
      min_c = std::min(min_c, c), max_c = std::max(max_c, c);
    }
    if (max_r - min_r >= 6 || max_c - min_c >= 6) return std::nullopt;
    std::uint64_t key = 0;
    for (std::size_t i = 0; i < cells.size(); ++i)
      key |= std::uint64_t{1} << ((moved[i].row - min_r) * 6 + (moved[i].col - min_c));
    if (!best || key < *best) best = key;
  }
  return best;
}

namespace {

// Canonical keys of kShapes, computed once from the diagrams.
const std::array<std::uint64_t, kShapes.size()>& shape_keys() {
  static const auto keys = [] {
    std::array<std::uint64_t, kShapes.size()> out{};
    for (std::size_t i = 0; i < kShapes.size(); ++i) {
      std::vector<Cell> cells;
      int r = 0, c = 0;
      for (char ch : kShapes[i].diagram) {
        if (ch == '/') {
          ++r, c = 0;
          continue;
        }
        if (ch == '#') cells.push_back(Cell{r, c});
        ++c;
      }
      out[i] = *canonical_key(cells);
    }
    return out;
  }();
  return keys;
}

}  // namespace

int named_shape(std::span<const Cell> cells) {
  const auto key = canonical_key(cells);
  if (!key) return -1;
  const auto& keys = shape_keys();
  for (std::size_t i = 0; i < keys.size(); ++i)
    if (keys[i] == *key) return static_cast<int>(i);
  return -1;
}

}  // namespace dg::queens
