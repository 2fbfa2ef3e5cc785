// Queens canonical key (general boards: canonical_general.cpp). A LinkedIn board: the board under
// all 8 symmetries, regions relabelled in order of first appearance (row-major), and the smallest
// resulting string, exactly as it always was (stored keys stay valid). Any other board of the
// family: the same over every symmetry that maps the puzzle to an equivalent one: the 8 turns and
// mirrors (a rectangle turned a quarter is the same puzzle on a cols x rows board, as for Zip),
// each with every translation on a torus, where attacks wrap around and so do not see the edges.
// The key spells the options, the dimensions, the relabelled grid (holes '.'), the per-unit counts
// and the given queens.
#include "solver/queens/canonical.hpp"
#include "solver/common/symmetry.hpp"

#include <algorithm>
#include <array>
#include <string_view>

namespace dg::queens {

namespace {

// Fixed buffers and one string at the end: the per-symmetry strings and label vectors were ~5%
// of generating 8x8 boards (the generator keys every puzzle it makes).
std::string linkedin_key(const Puzzle& p) {
  const int n = p.n;
  const auto cells = static_cast<std::size_t>(n * n);
  std::array<char, kMaxSize * kMaxSize> best, key;
  std::array<int, kMaxSize * kMaxSize> turned;
  bool have = false;
  for (int sym = 0; sym < kSymmetries; ++sym) {
    for (int r = 0; r < n; ++r)
      for (int c = 0; c < n; ++c) {
        Cell t = transform({r, c}, sym, n, n);
        turned[static_cast<std::size_t>(t.row * n + t.col)] = p.region_at(r, c);
      }
    std::array<int, kMaxRegions> label;
    label.fill(-1);
    int next = 0;
    for (std::size_t i = 0; i < cells; ++i) {
      int& l = label[static_cast<std::size_t>(turned[i])];
      if (l < 0) l = next++;
      key[i] = region_letter(l);
    }
    const std::string_view k(key.data(), cells), b(best.data(), cells);
    if (!have || k < b) {
      std::copy(key.begin(), key.begin() + static_cast<std::ptrdiff_t>(cells), best.begin());
      have = true;
    }
  }
  return "queens:" + std::to_string(n) + ":" + std::string(best.data(), cells);
}

std::string list_text(const std::vector<int>& list) {
  std::string out;
  for (int v : list) out += std::to_string(v) + ",";
  return out;
}

// The key text of p moved by symmetry `sym`, then shifted by (dr, dc) with wrap-around.
std::string moved_key(const Puzzle& p, int sym, int dr, int dc) {
  const bool swap = swaps_dims(sym);
  const int rows = swap ? p.cols : p.n, cols = swap ? p.n : p.cols;
  auto move = [&](Cell c) {
    Cell t = transform(c, sym, p.n, p.cols);
    return Cell{(t.row + dr) % rows, (t.col + dc) % cols};
  };
  std::vector<int> grid(static_cast<std::size_t>(rows * cols));
  for (int r = 0; r < p.n; ++r)
    for (int c = 0; c < p.cols; ++c) {
      Cell t = move({r, c});
      grid[static_cast<std::size_t>(t.row * cols + t.col)] = p.region_at(r, c);
    }
  std::vector<int> row_counts(static_cast<std::size_t>(rows)),
      col_counts(static_cast<std::size_t>(cols));
  for (int r = 0; r < p.n; ++r) {
    Cell t = move({r, 0});
    (swap ? col_counts[static_cast<std::size_t>(t.col)]
          : row_counts[static_cast<std::size_t>(t.row)]) = row_need(p, r);
  }
  for (int c = 0; c < p.cols; ++c) {
    Cell t = move({0, c});
    (swap ? row_counts[static_cast<std::size_t>(t.row)]
          : col_counts[static_cast<std::size_t>(t.col)]) = col_need(p, c);
  }
  std::vector<int> label(static_cast<std::size_t>(region_count(p)), -1);
  std::vector<int> region_counts;
  std::string key = std::to_string(rows) + "x" + std::to_string(cols) + ":";
  for (int id : grid) {
    if (id == kHole) {
      key += '.';
      continue;
    }
    int& l = label[static_cast<std::size_t>(id)];
    if (l < 0) {
      l = static_cast<int>(region_counts.size());
      region_counts.push_back(region_need(p, id));
    }
    key += region_letter(l);
  }
  std::vector<Cell> givens;
  for (Cell g : p.givens) givens.push_back(move(g));
  std::sort(givens.begin(), givens.end());
  key += ":" + list_text(row_counts) + ":" + list_text(col_counts) + ":" +
         list_text(region_counts) + ":";
  for (Cell g : givens) key += std::to_string(g.row) + "." + std::to_string(g.col) + ",";
  return key;
}

// Compares the head of moved_key(p, sym, dr, dc) (its dimensions and relabelled grid, which have
// the same length for every move of p) with the head of `best`, stopping at the first character
// that differs: < 0 when the move's key is smaller, > 0 when it is larger, 0 when the heads are
// equal (the tails then decide). A torus has rows x cols moves per symmetry and most lose within
// a few cells, so this spares building their keys (that was three quarters of generating a
// toroidal 10x10 board). `grid` and `label` are scratch.
int compare_head(const Puzzle& p, int sym, int dr, int dc, const std::string& best,
                 std::vector<int>& grid, std::vector<int>& label) {
  const bool swap = swaps_dims(sym);
  const int rows = swap ? p.cols : p.n, cols = swap ? p.n : p.cols;
  const std::string dims = std::to_string(rows) + "x" + std::to_string(cols) + ":";
  if (const int c = best.compare(0, dims.size(), dims); c != 0) return -c;
  grid.resize(static_cast<std::size_t>(rows * cols));
  for (int r = 0; r < p.n; ++r)
    for (int c = 0; c < p.cols; ++c) {
      const Cell t = transform({r, c}, sym, p.n, p.cols);
      grid[static_cast<std::size_t>((t.row + dr) % rows * cols + (t.col + dc) % cols)] =
          p.region_at(r, c);
    }
  label.assign(static_cast<std::size_t>(region_count(p)), -1);
  int next = 0;
  std::size_t at = dims.size();
  for (int id : grid) {
    char ch = '.';
    if (id != kHole) {
      int& l = label[static_cast<std::size_t>(id)];
      if (l < 0) l = next++;
      ch = region_letter(l);
    }
    if (ch != best[at]) return ch < best[at] ? -1 : 1;
    ++at;
  }
  return 0;
}

}  // namespace

std::string canonical_key(const Puzzle& p) {
  if (is_linkedin(p)) return linkedin_key(p);
  if (is_general(p)) return general_key(p);
  std::string best;
  std::vector<int> grid, label;
  for (int sym = 0; sym < kSymmetries; ++sym) {
    const int rows = swaps_dims(sym) ? p.cols : p.n, cols = swaps_dims(sym) ? p.n : p.cols;
    for (int dr = 0; dr < (p.torus ? rows : 1); ++dr)
      for (int dc = 0; dc < (p.torus ? cols : 1); ++dc) {
        if (!best.empty() && compare_head(p, sym, dr, dc, best, grid, label) > 0) continue;
        std::string key = moved_key(p, sym, dr, dc);
        if (best.empty() || key < best) best = std::move(key);
      }
  }
  // No "stars": the key spells every unit's count, so stars=2 and count lists of 2 key alike.
  std::string options = "family";
  if (!p.has_regions) options += ",no-regions";
  if (p.diagonals == Diagonals::full) options += ",full";
  if (p.torus) options += ",torus";
  return "queens:" + options + ":" + best;
}

}  // namespace dg::queens
