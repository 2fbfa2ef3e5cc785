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

// kShapes' cells, read from the diagrams.
std::vector<Cell> shape_cells(std::size_t i) {
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
  return cells;
}

// The key of a cell set as it lies (moved to row 0 and column 0, no turn), or nullopt when it
// does not fit the 6x6 key.
std::optional<std::uint64_t> plain_key(std::span<const Cell> cells) {
  if (cells.empty() || cells.size() > 6) return std::nullopt;
  int min_r = cells[0].row, min_c = cells[0].col, max_r = min_r, max_c = min_c;
  for (const Cell& x : cells) {
    min_r = std::min(min_r, x.row), max_r = std::max(max_r, x.row);
    min_c = std::min(min_c, x.col), max_c = std::max(max_c, x.col);
  }
  if (max_r - min_r >= 6 || max_c - min_c >= 6) return std::nullopt;
  std::uint64_t key = 0;
  for (const Cell& x : cells) key |= std::uint64_t{1} << ((x.row - min_r) * 6 + (x.col - min_c));
  return key;
}

// The plain keys of the 8 turns and mirrors of every named shape, each with the shape's index
// (the lowest when two shapes shared one), sorted: named_shape is then one key and a binary
// search instead of canonical_key's 8 keys per call (the shape rule asks for every region it
// sees change; ~7% of grading 8x8 boards).
struct OrientedKey {
  std::uint64_t key;
  int shape;
  bool operator<(const OrientedKey& o) const {
    return key < o.key || (key == o.key && shape < o.shape);
  }
};

const std::vector<OrientedKey>& oriented_keys() {
  static const auto keys = [] {
    std::vector<OrientedKey> out;
    for (std::size_t i = 0; i < kShapes.size(); ++i) {
      const std::vector<Cell> cells = shape_cells(i);
      for (int t = 0; t < 8; ++t) {
        std::vector<Cell> moved;
        for (Cell x : cells) {
          int r = x.row, c = x.col;
          if (t & 1) std::swap(r, c);
          if (t & 2) r = -r;
          if (t & 4) c = -c;
          moved.push_back(Cell{r, c});
        }
        out.push_back({*plain_key(moved), static_cast<int>(i)});
      }
    }
    std::sort(out.begin(), out.end());
    return out;
  }();
  return keys;
}

}  // namespace

int named_shape(std::span<const Cell> cells) {
  const auto key = plain_key(cells);
  if (!key) return -1;
  const auto& keys = oriented_keys();
  const auto it = std::lower_bound(keys.begin(), keys.end(), OrientedKey{*key, -1});
  return it != keys.end() && it->key == *key ? it->shape : -1;
}

}  // namespace dg::queens
