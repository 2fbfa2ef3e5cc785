// Two-digit unavoidable sets (see unavoidable.hpp).
#include "generator/sudoku/unavoidable.hpp"

#include <algorithm>

namespace dg::sudoku {

bool CellSet::meets(const CellSet& o) const {
  for (std::size_t i = 0; i < words.size(); ++i)
    if (words[i] & o.words[i]) return true;
  return false;
}

CellSet given_cells(const Puzzle& p) {
  CellSet s;
  for (std::size_t k = 0; k < p.givens.size(); ++k)
    if (p.givens[k]) s.add(static_cast<int>(k));
  return s;
}

UnavoidableSets::UnavoidableSets(const Geometry& g, const Solution& full) {
  const int n = g.n;
  // row_of[d][u]: the row of digit d + 1 within unit u; cell_of[d][r]: its cell in row r.
  std::array<std::array<std::uint8_t, kMaxUnits>, kMaxSize> row_of;
  std::array<std::array<std::uint8_t, kMaxSize>, kMaxSize> cell_of;
  for (int u = 0; u < g.units(); ++u)
    for (int i = 0; i < n; ++i) {
      const int k = g.unit_cells(u)[i];
      const auto d = static_cast<std::size_t>(full[static_cast<std::size_t>(k)] - 1);
      row_of[d][static_cast<std::size_t>(u)] = static_cast<std::uint8_t>(g.row(k));
      if (u < n) cell_of[d][static_cast<std::size_t>(u)] = static_cast<std::uint8_t>(k);
    }
  // Each row holds one a and one b, which must swap together, so a component is a set of rows:
  // union-find over the rows, joined where a column or a box holds a in one and b in another.
  std::array<std::uint8_t, kMaxSize> parent;
  auto find = [&parent](int x) {
    while (parent[static_cast<std::size_t>(x)] != x)
      x = parent[static_cast<std::size_t>(x)] = parent[parent[static_cast<std::size_t>(x)]];
    return x;
  };
  std::array<int, kMaxSize> slot;  // a component's root row -> its set
  sets_.reserve(static_cast<std::size_t>(n * (n - 1)));
  for (int a = 0; a < n; ++a)
    for (int b = a + 1; b < n; ++b) {
      const auto& ra = row_of[static_cast<std::size_t>(a)];
      const auto& rb = row_of[static_cast<std::size_t>(b)];
      for (int r = 0; r < n; ++r) {
        parent[static_cast<std::size_t>(r)] = static_cast<std::uint8_t>(r);
        slot[static_cast<std::size_t>(r)] = -1;
      }
      for (int u = n; u < g.units(); ++u) {
        const int x = find(ra[static_cast<std::size_t>(u)]);
        const int y = find(rb[static_cast<std::size_t>(u)]);
        if (x != y) parent[static_cast<std::size_t>(x)] = static_cast<std::uint8_t>(y);
      }
      for (int r = 0; r < n; ++r) {
        int& s = slot[static_cast<std::size_t>(find(r))];
        if (s < 0) {
          s = static_cast<int>(sets_.size());
          sets_.emplace_back();
        }
        CellSet& set = sets_[static_cast<std::size_t>(s)];
        set.add(cell_of[static_cast<std::size_t>(a)][static_cast<std::size_t>(r)]);
        set.add(cell_of[static_cast<std::size_t>(b)][static_cast<std::size_t>(r)]);
      }
    }
}

bool UnavoidableSets::missed_by(const CellSet& givens) const {
  return std::any_of(sets_.begin(), sets_.end(),
                     [&givens](const CellSet& s) { return !s.meets(givens); });
}

}  // namespace dg::sudoku
