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
#include "solver/tango/canonical.hpp"
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

std::string ranges_key(const std::vector<OnesRange>& list) {
  std::string key;
  for (const OnesRange& r : list) key += std::to_string(r.lo) + "-" + std::to_string(r.hi) + ",";
  return key;
}

// The boards the grader and generator take beyond the classic one: rectangles, odd sides and
// per-line counts (and unique_lines). Their symmetries: the 8 turns of a square or the 4 of a
// rectangle that keep its shape, each with or without the sun/moon swap, which maps a line's
// range lo..hi to len-hi..len-lo (near balance to itself); counts turn with their lines.
std::string general_key(const Puzzle& p) {
  const int rows = p.n, cols = p.width();
  std::string best;
  for (int sym = 0; sym < kSymmetries; ++sym) {
    if (rows != cols && swaps_dims(sym)) continue;
    const bool swap_dims = swaps_dims(sym);
    const int out_rows = swap_dims ? cols : rows, out_cols = swap_dims ? rows : cols;
    // Where each old row and column goes: a line of the new board.
    std::vector<OnesRange> row_out(static_cast<std::size_t>(out_rows)),
        col_out(static_cast<std::size_t>(out_cols));
    for (int r = 0; r < rows; ++r) {
      const Cell t = transform({r, 0}, sym, rows, cols);
      (swap_dims ? col_out[static_cast<std::size_t>(t.col)]
                 : row_out[static_cast<std::size_t>(t.row)]) = row_range(p, r);
    }
    for (int c = 0; c < cols; ++c) {
      const Cell t = transform({0, c}, sym, rows, cols);
      (swap_dims ? row_out[static_cast<std::size_t>(t.row)]
                 : col_out[static_cast<std::size_t>(t.col)]) = col_range(p, c);
    }
    std::vector<std::string> signs;
    for (const auto* list : {&p.equal, &p.opposite}) {
      std::vector<CellPair> turned;
      for (const CellPair& pr : *list)
        turned.push_back(
            ordered_pair(transform(pr.a, sym, rows, cols), transform(pr.b, sym, rows, cols)));
      std::sort(turned.begin(), turned.end());
      std::string key;
      for (const CellPair& pr : turned)
        key += std::to_string(pr.a.row * out_cols + pr.a.col) + "-" +
               std::to_string(pr.b.row * out_cols + pr.b.col) + ",";
      signs.push_back(std::move(key));
    }
    for (int swap = 0; swap < 2; ++swap) {
      std::string cells(static_cast<std::size_t>(rows * cols), '.');
      for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c) {
          const int v = p.at(r, c);
          if (v < 0) continue;
          const Cell t = transform({r, c}, sym, rows, cols);
          cells[static_cast<std::size_t>(t.row * out_cols + t.col)] =
              static_cast<char>('0' + (v ^ swap));
        }
      auto swapped = [&](std::vector<OnesRange> list, int len) {
        if (swap)
          for (OnesRange& r : list) r = {len - r.hi, len - r.lo};
        return list;
      };
      std::string key = cells + "|" + signs[0] + "|" + signs[1] + "|" +
                        ranges_key(swapped(row_out, out_cols)) + "|" +
                        ranges_key(swapped(col_out, out_rows));
      if (best.empty() || key < best) best = std::move(key);
    }
  }
  return "tango:" + std::to_string(rows) + "x" + std::to_string(cols) +
         (p.unique_lines ? ":unique-lines:" : ":") + best;
}

}  // namespace

std::string canonical_key(const Puzzle& p) {
  // The boards with options the grader does not take move their regions, long signs and torus
  // shifts along (canonical_options.cpp); the other general boards keep the key they were first
  // stored with.
  if (!is_classic(p)) {
    if (!p.torus && !p.diagonals && p.region.empty() && !p.long_signs) return general_key(p);
    return options_key(p);
  }
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
