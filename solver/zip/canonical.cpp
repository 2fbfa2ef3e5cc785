// Zip canonical key: the puzzle under all 8 symmetries (a rectangle turned a quarter swaps its
// rows and cols) and with the path reversed (numbers K..1 instead of 1..K describe the same
// path backwards), as a string of dims, waypoints in order and sorted walls; the smallest wins.
#include <algorithm>

#include "solver/common/symmetry.hpp"
#include "solver/zip/model.hpp"

namespace dg::zip {

std::string canonical_key(const Puzzle& p) {
  std::string best;
  for (int sym = 0; sym < kSymmetries; ++sym) {
    const int rows = swaps_dims(sym) ? p.cols : p.rows;
    const int cols = swaps_dims(sym) ? p.rows : p.cols;
    auto index = [&](Cell c) {
      Cell t = transform(c, sym, p.rows, p.cols);
      return std::to_string(t.row * cols + t.col);
    };
    std::vector<std::pair<int, int>> walls;
    for (const CellPair& w : p.walls) {
      Cell a = transform(w.a, sym, p.rows, p.cols), b = transform(w.b, sym, p.rows, p.cols);
      int ia = a.row * cols + a.col, ib = b.row * cols + b.col;
      walls.push_back({std::min(ia, ib), std::max(ia, ib)});
    }
    std::sort(walls.begin(), walls.end());
    std::string wall_key;
    for (auto [a, b] : walls) wall_key += std::to_string(a) + "-" + std::to_string(b) + ",";
    for (int reversed = 0; reversed < 2; ++reversed) {
      std::string key = std::to_string(rows) + "x" + std::to_string(cols) + "|";
      const auto k = p.waypoints.size();
      for (std::size_t i = 0; i < k; ++i) key += index(p.waypoints[reversed ? k - 1 - i : i]) + ",";
      key += "|" + wall_key;
      if (best.empty() || key < best) best = std::move(key);
    }
  }
  return "zip:" + best;
}

}  // namespace dg::zip
