// The Sudoku grader's working state (grid.hpp).
#include "grader/sudoku/grid.hpp"

#include <vector>

#include "grader/common/words.hpp"
#include "solver/common/cell_name.hpp"

namespace dg::sudoku {

void Grid::place(int k, int d) {
  const Digits bit = digit_bit(d);
  const auto kk = static_cast<std::size_t>(k);
  if (!(cand[kk] & bit)) broken = true;
  value[kk] = static_cast<std::uint8_t>(d);
  cand[kk] = bit;
  --open;
  const std::uint8_t* peers = geo->peers_of(k);
  for (int i = 0; i < geo->peer_count; ++i) {
    const std::size_t q = peers[i];
    if (value[q] != 0) {
      if (value[q] == d) broken = true;
      continue;
    }
    if (cand[q] & bit) {
      cand[q] = static_cast<Digits>(cand[q] & ~bit);
      if (cand[q] == 0) broken = true;
    }
  }
}

int Grid::eliminate(int k, Digits mask) {
  const auto kk = static_cast<std::size_t>(k);
  const Digits gone = static_cast<Digits>(cand[kk] & mask);
  if (!gone || value[kk] != 0) return 0;
  cand[kk] = static_cast<Digits>(cand[kk] & ~mask);
  if (cand[kk] == 0) broken = true;
  return digit_count(gone);
}

Digits Grid::placed_in(int u) const {
  Digits m = 0;
  const std::uint8_t* in = geo->unit_cells(u);
  for (int i = 0; i < geo->n; ++i)
    if (value[in[i]] != 0) m = static_cast<Digits>(m | cand[in[i]]);
  return m;
}

unsigned Grid::places(int u, int d) const {
  const Digits bit = digit_bit(d);
  const std::uint8_t* in = geo->unit_cells(u);
  unsigned out = 0;
  for (int i = 0; i < geo->n; ++i)
    if (value[in[i]] == 0 && (cand[in[i]] & bit)) out |= 1u << i;
  return out;
}

Grid make_grid(const Puzzle& p) {
  Grid g;
  g.geo = &p.geo();
  g.open = g.geo->cells;
  for (int k = 0; k < g.geo->cells; ++k) g.cand[static_cast<std::size_t>(k)] = g.geo->all;
  for (int k = 0; k < g.geo->cells; ++k)
    if (p.givens[static_cast<std::size_t>(k)] != 0)
      g.place(k, p.givens[static_cast<std::size_t>(k)]);
  return g;
}

std::string cell_words(const Grid& g, int k) {
  return cell_name(g.cell(k));
}

std::string digit_words(Digits m, std::string_view conjunction) {
  std::vector<std::string> words;
  for (int d = 1; m; ++d, m = static_cast<Digits>(m >> 1))
    if (m & 1) words.emplace_back(1, digit_char(d));
  return join_words(words, conjunction);
}

}  // namespace dg::sudoku
