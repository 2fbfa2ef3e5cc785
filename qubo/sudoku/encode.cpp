// Sudoku as a one-hot QUBO (encode.hpp).
#include "qubo/sudoku/encode.hpp"

#include <string>
#include <vector>

namespace dg::qubo::sudoku {

namespace {

using dg::sudoku::Geometry;

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

// Whether open cell k can never hold d because a peer is given d (reduce only).
bool given_in_peers(const dg::sudoku::Puzzle& p, int k, int d) {
  const Geometry& g = p.geo();
  for (int i = 0; i < g.peer_count; ++i)
    if (p.givens[g.peers_of(k)[i]] == d) return true;
  return false;
}

// The terms of p's model into b (a building or a sizing builder), the cell map into e.
void add_terms(const dg::sudoku::Puzzle& p, bool reduce, QuboBuilder& b, Encoding& e) {
  const Geometry& g = p.geo();
  const int n = g.n;
  e.rows = n;
  e.cols = n * n;
  e.cells.assign(at(n * n * n), Literal::fixed(0));
  // lit[k * n + d - 1]: what "cell k holds d" is worth.
  auto lit = [&](int k, int d) -> Literal& {
    return e.cells[at(g.row(k) * e.cols + digit_column(n, g.col(k), d))];
  };
  for (int k = 0; k < g.cells; ++k) {
    const int given = p.givens[at(k)];
    for (int d = 1; d <= n; ++d) {
      if (reduce && given != 0) {
        lit(k, d) = Literal::fixed(d == given ? 1 : 0);
        continue;
      }
      if (reduce && given_in_peers(p, k, d)) continue;  // stays the constant 0
      const int v = b.add_variable("x_" + std::to_string(g.row(k)) + "_" +
                                   std::to_string(g.col(k)) + "_" + std::to_string(d));
      e.variable_cells.push_back({g.row(k), digit_column(n, g.col(k), d)});
      lit(k, d) = Literal::of(v);
    }
  }
  std::vector<Literal> lits;
  // Each cell exactly one digit. (Reduced, a given cell's term is the constant 0 and is left out.)
  for (int k = 0; k < g.cells; ++k) {
    if (reduce && p.givens[at(k)] != 0) continue;
    lits.clear();
    for (int d = 1; d <= n; ++d) lits.push_back(lit(k, d));
    b.add_count(lits, 1);
  }
  // Each unit each digit exactly once.
  for (int u = 0; u < g.units(); ++u)
    for (int d = 1; d <= n; ++d) {
      lits.clear();
      for (int i = 0; i < n; ++i) lits.push_back(lit(g.unit_cells(u)[i], d));
      b.add_count(lits, 1);
    }
  // Unreduced, the givens are penalties: (1 - x)^2 is 0 exactly when the given digit is there.
  if (!reduce)
    for (int k = 0; k < g.cells; ++k)
      if (const int given = p.givens[at(k)]; given != 0) {
        const Literal one[] = {lit(k, given)};
        b.add_count(one, 1);
      }
}

}  // namespace

Expected<Encoding> encode(const dg::sudoku::Puzzle& p, EncodeOptions options) {
  Encoding e;
  QuboBuilder b;
  add_terms(p, options.reduce, b, e);
  e.model = b.take();
  return e;
}

ModelSize measure(const dg::sudoku::Puzzle& p, EncodeOptions options) {
  Encoding e;
  QuboBuilder b = QuboBuilder::sizing();
  add_terms(p, options.reduce, b, e);
  return b.size();
}

}  // namespace dg::qubo::sudoku
