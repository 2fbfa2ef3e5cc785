// Tango's rules as data (see model.hpp): units with sun ranges and runs of three.
#include <algorithm>
#include <set>

#include "solver/common/cell_name.hpp"
#include "solver/tango/model.hpp"

namespace dg::tango {

namespace {

// Near balance of a line or region of `size` cells: floor(size/2)..ceil(size/2).
OnesRange near_balance(int size) {
  return {size / 2, (size + 1) / 2};
}

}  // namespace

bool is_classic(const Puzzle& p) {
  return p.n == p.width() && p.n % 2 == 0 && p.n >= kMinSize && p.row_ones.empty() &&
         p.col_ones.empty() && !p.torus && !p.diagonals && p.region.empty() && !p.long_signs;
}

OnesRange row_range(const Puzzle& p, int r) {
  return p.row_ones.empty() ? near_balance(p.width()) : p.row_ones[static_cast<std::size_t>(r)];
}

OnesRange col_range(const Puzzle& p, int c) {
  return p.col_ones.empty() ? near_balance(p.n) : p.col_ones[static_cast<std::size_t>(c)];
}

std::vector<Unit> units(const Puzzle& p) {
  std::vector<Unit> out;
  for (int r = 0; r < p.n; ++r) {
    Unit u{{}, row_range(p, r), "row " + row_name(r)};
    for (int c = 0; c < p.width(); ++c) u.cells.push_back({r, c});
    out.push_back(std::move(u));
  }
  for (int c = 0; c < p.width(); ++c) {
    Unit u{{}, col_range(p, c), "column " + column_name(c)};
    for (int r = 0; r < p.n; ++r) u.cells.push_back({r, c});
    out.push_back(std::move(u));
  }
  for (int k = 0; k < p.region_count(); ++k) {
    Unit u{{}, p.region_ones[static_cast<std::size_t>(k)], "region id " + std::to_string(k)};
    for (int r = 0; r < p.n; ++r)
      for (int c = 0; c < p.width(); ++c)
        if (p.region[static_cast<std::size_t>(r * p.width() + c)] == k) u.cells.push_back({r, c});
    out.push_back(std::move(u));
  }
  return out;
}

std::vector<std::array<Cell, 3>> runs_of_three(const Puzzle& p) {
  // Each direction (dr, dc) from each start cell; off the board the run is dropped, or wraps on a
  // torus. A set drops the repeats a short torus line would give (length 3: one run seen thrice).
  std::set<std::array<Cell, 3>> seen;
  std::vector<std::array<Cell, 3>> out;
  std::vector<std::pair<int, int>> dirs = {{0, 1}, {1, 0}};
  if (p.diagonals) dirs.insert(dirs.end(), {{1, 1}, {1, -1}});
  for (auto [dr, dc] : dirs)
    for (int r = 0; r < p.n; ++r)
      for (int c = 0; c < p.width(); ++c) {
        std::array<Cell, 3> run;
        bool on = true;
        for (int k = 0; k < 3; ++k) {
          int rr = r + k * dr, cc = c + k * dc;
          if (p.torus) {
            rr = (rr % p.n + p.n) % p.n;
            cc = (cc % p.width() + p.width()) % p.width();
          }
          on = on && rr >= 0 && rr < p.n && cc >= 0 && cc < p.width();
          run[static_cast<std::size_t>(k)] = {rr, cc};
        }
        if (!on) continue;
        std::array<Cell, 3> key = run;
        std::sort(key.begin(), key.end());
        if (key[0] == key[1] || key[1] == key[2]) continue;  // a line shorter than 3 on a torus
        if (seen.insert(key).second) out.push_back(run);
      }
  return out;
}

}  // namespace dg::tango
