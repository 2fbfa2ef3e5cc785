// Tango canonical key: the puzzle under all 8 symmetries and with suns and moons swapped (the
// rules are symmetric in the two symbols), as a string of cells plus sorted sign lists; the
// smallest string wins. The unique-lines variant is a different puzzle (it can have fewer
// solutions), so its key carries a marker; every symmetry keeps two lines equal or distinct, so
// the marker needs no transforming. Classic keys are unchanged, which keeps stored keys valid.
#include <algorithm>
#include <charconv>
#include <cstdint>
#include <string>
#include <vector>

#include "solver/common/symmetry.hpp"
#include "solver/tango/model.hpp"

namespace dg::tango {

namespace {

// One sign list turned by `sym`, as "a-b," per sign (a, b: cell indices row * n + col, a < b) in
// ascending order, appended to `out`. A sign's cells sort as their indices do (col < n), so the
// order is the CellPair order the key has always used. `scratch` keeps its buffer across calls.
void put_pairs(std::string& out, const std::vector<CellPair>& pairs, int sym, int n,
               std::vector<std::uint32_t>& scratch) {
  scratch.clear();
  for (const CellPair& p : pairs) {
    const Cell a = transform(p.a, sym, n, n), b = transform(p.b, sym, n, n);
    const auto ia = static_cast<std::uint32_t>(a.row * n + a.col);
    const auto ib = static_cast<std::uint32_t>(b.row * n + b.col);
    scratch.push_back(ia < ib ? ia << 16 | ib : ib << 16 | ia);
  }
  std::sort(scratch.begin(), scratch.end());
  char digits[16];
  for (const std::uint32_t x : scratch) {
    out.append(digits, std::to_chars(digits, digits + sizeof digits, x >> 16).ptr);
    out += '-';
    out.append(digits, std::to_chars(digits, digits + sizeof digits, x & 0xffffu).ptr);
    out += ',';
  }
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
  // Every (symmetry, swap) candidate is cells + "|" + equal signs + "|" + opposite signs, and the
  // smallest wins. The cells part has the same length in all of them, so it decides unless two
  // are equal there: a candidate's sign text is written only when its cells do not lose.
  const int n = p.n;
  const auto cell_count = static_cast<std::size_t>(n * n);
  std::string best, key, cells(cell_count, '.');
  std::vector<std::uint32_t> scratch;
  for (int sym = 0; sym < kSymmetries; ++sym) {
    for (int swap = 0; swap < 2; ++swap) {
      std::fill(cells.begin(), cells.end(), '.');
      for (int r = 0; r < n; ++r)
        for (int c = 0; c < n; ++c) {
          const int v = p.at(r, c);
          if (v < 0) continue;
          const Cell t = transform({r, c}, sym, n, n);
          cells[static_cast<std::size_t>(t.row * n + t.col)] = static_cast<char>('0' + (v ^ swap));
        }
      if (!best.empty() && best.compare(0, cell_count, cells) < 0) continue;
      key.assign(cells);
      key += '|';
      put_pairs(key, p.equal, sym, n, scratch);
      key += '|';
      put_pairs(key, p.opposite, sym, n, scratch);
      if (best.empty() || key < best) best.swap(key);
    }
  }
  return "tango:" + std::to_string(n) + (p.unique_lines ? ":unique-lines:" : ":") + best;
}

}  // namespace dg::tango
