// Tango canonical key: the puzzle under all 8 symmetries and with suns and moons swapped (the
// rules are symmetric in the two symbols), as a string of cells plus sorted sign lists; the
// smallest string wins. The unique-lines variant is a different puzzle (it can have fewer
// solutions), so its key carries a marker; every symmetry keeps two lines equal or distinct, so
// the marker needs no transforming. Classic keys are unchanged, which keeps stored keys valid.
#include <algorithm>

#include "solver/common/symmetry.hpp"
#include "solver/tango/model.hpp"

namespace dg::tango {

namespace {

std::string pairs_key(const std::vector<CellPair>& pairs, int sym, int n) {
  std::vector<CellPair> turned;
  for (const CellPair& p : pairs)
    turned.push_back(ordered_pair(transform(p.a, sym, n, n), transform(p.b, sym, n, n)));
  std::sort(turned.begin(), turned.end());
  std::string key;
  for (const CellPair& p : turned)
    key +=
        std::to_string(p.a.row * n + p.a.col) + "-" + std::to_string(p.b.row * n + p.b.col) + ",";
  return key;
}

}  // namespace

std::string canonical_key(const Puzzle& p) {
  // A board with the paper's options keys as written: the symmetries that keep it the same
  // puzzle depend on the options (a rectangle has four, unequal counts forbid the swap, regions
  // and counts turn with the board), and a key that merges less is still sound (the store keeps
  // a turned copy as a second board, never drops a different one).
  if (!is_classic(p))
    return "tango:" + std::to_string(p.n) + "x" + std::to_string(p.width()) + ":" +
           to_json(p).dump();
  const int n = p.n;
  std::string best;
  for (int sym = 0; sym < kSymmetries; ++sym) {
    const std::string eq = pairs_key(p.equal, sym, n), op = pairs_key(p.opposite, sym, n);
    for (int swap = 0; swap < 2; ++swap) {
      std::string cells(static_cast<std::size_t>(n * n), '.');
      for (int r = 0; r < n; ++r)
        for (int c = 0; c < n; ++c) {
          const int v = p.at(r, c);
          if (v < 0) continue;
          Cell t = transform({r, c}, sym, n, n);
          cells[static_cast<std::size_t>(t.row * n + t.col)] = static_cast<char>('0' + (v ^ swap));
        }
      std::string key = cells + "|" + eq + "|" + op;
      if (best.empty() || key < best) best = std::move(key);
    }
  }
  return "tango:" + std::to_string(n) + (p.unique_lines ? ":unique-lines:" : ":") + best;
}

}  // namespace dg::tango
