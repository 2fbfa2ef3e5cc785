// Queens production counter for LinkedIn boards (every other board of the family goes to
// count_family.cpp): depth-first search that places one queen per region, always in the
// open region with the fewest available cells (an empty one fails at once). Rows, columns and
// regions are bitmasks: a region is one column mask per row, and a row's available columns are
// ~(used columns | columns touching the queens of the rows above and below), so counting a
// region's options is a few popcounts.
//
// Measured (tests/bench/bench_count_queens, unique boards): static smallest-region-first order
// gave 8x8 median 2.2 us and 11x11 p99 650 us; choosing the region dynamically is what pays.
#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>

#include "solver/common/popcount_clones.hpp"
#include "solver/queens/counter.hpp"

namespace dg::queens {

namespace {

// Fixed arrays (boards up to kMaxSize wide) spare the allocations per count that were ~4% of
// generating 8x8 boards (the generator counts every repair step).
constexpr int kMaxN = kMaxSize;

class Dfs {
 public:
  Dfs(const Puzzle& p, int limit, Budget budget) : n_(p.n), limit_(limit), budget_(budget) {
    const auto n = static_cast<std::size_t>(n_);
    std::fill(masks_.begin(), masks_.begin() + static_cast<std::ptrdiff_t>(n * n), 0u);
    std::fill(first_row_.begin(), first_row_.begin() + n_, n_);
    std::fill(last_row_.begin(), last_row_.begin() + n_, -1);
    for (int r = 0; r < n_; ++r)
      for (int c = 0; c < n_; ++c) {
        const int g = p.region_at(r, c);
        masks_[static_cast<std::size_t>(g * n_ + r)] |= 1u << c;
        first_row_[static_cast<std::size_t>(g)] =
            std::min(first_row_[static_cast<std::size_t>(g)], r);
        last_row_[static_cast<std::size_t>(g)] =
            std::max(last_row_[static_cast<std::size_t>(g)], r);
      }
    queen_col_.assign(n, -1);
  }

  Count run() {
    std::uint32_t avail[kMaxN];
    std::fill(avail, avail + n_, full_);
    search(0, avail);
    return std::move(result_);
  }

 private:
  // avail[r]: the columns still open in row r (0 for a row with a queen): not used, and not
  // touching a queen in row r-1 or r+1. Kept per depth (a copy per child, a few words) instead of
  // recomputed from the queens at every node.
  // Cloned for POPCNT (popcount_clones.hpp): the region choice is a popcount per row, and the
  // libgcc call was 6.6% of generating 8x8 boards (callgrind).
  DG_POPCOUNT_CLONES bool search(int depth, const std::uint32_t* avail) {
    if (budget_.exhausted(++result_.nodes)) {
      result_.complete = false;
      return true;
    }
    if (depth == n_) {
      if (budget_.keeps(result_.solutions.size())) result_.solutions.push_back(queen_col_);
      return ++result_.count >= limit_;
    }
    int best = -1, best_count = 1 << 30;
    for (int g = 0; g < n_; ++g) {
      if (used_regions_ >> g & 1u) continue;
      int count = 0;
      for (int r = first_row_[static_cast<std::size_t>(g)];
           r <= last_row_[static_cast<std::size_t>(g)]; ++r)
        count += std::popcount(masks_[static_cast<std::size_t>(g * n_ + r)] & avail[r]);
      if (count < best_count) {
        best_count = count;
        best = g;
        if (count <= 1) break;  // 0 fails, 1 is forced: nothing beats either
      }
    }
    if (best_count == 0) return false;
    if (best_count >= 2) ++result_.guesses;
    used_regions_ |= 1u << best;
    std::uint32_t child[kMaxN];
    for (int r = first_row_[static_cast<std::size_t>(best)];
         r <= last_row_[static_cast<std::size_t>(best)]; ++r) {
      for (std::uint32_t bits = masks_[static_cast<std::size_t>(best * n_ + r)] & avail[r]; bits;
           bits &= bits - 1) {
        const int c = std::countr_zero(bits);
        const std::uint32_t col = ~(1u << c), near = ~((7u << c) >> 1);
        for (int i = 0; i < n_; ++i) child[i] = avail[i] & col;
        child[r] = 0;
        if (r > 0) child[r - 1] &= near;
        if (r + 1 < n_) child[r + 1] &= near;
        queen_col_[static_cast<std::size_t>(r)] = c;
        const bool stop = search(depth + 1, child);
        queen_col_[static_cast<std::size_t>(r)] = -1;
        if (stop) {
          used_regions_ &= ~(1u << best);
          return true;
        }
      }
    }
    used_regions_ &= ~(1u << best);
    return false;
  }

  int n_;
  int limit_;
  Budget budget_;
  std::uint32_t full_ = n_ >= 32 ? ~0u : (1u << n_) - 1;
  std::array<std::uint32_t, kMaxN * kMaxN> masks_;  // masks_[g * n + r]: columns of g in row r
  std::array<int, kMaxN> first_row_, last_row_;
  std::vector<int> queen_col_;  // per row, -1 = none (a solution's copy)
  std::uint32_t used_regions_ = 0;
  Count result_;
};

// The same search on boards up to 8 wide with the board as one 64-bit set (bit 8r + c): a
// region's open cells are one popcount, and a queen's attacks three masks. Regions, the choice
// of region and the order of its cells (row-major = ascending bits) are Dfs's, so the nodes,
// guesses and solutions are too. Dfs's row loop per region was the largest self cost of
// generating 8x8 boards (callgrind, 2026-11-27).
class Dfs8 {
 public:
  Dfs8(const Puzzle& p, int limit, Budget budget) : n_(p.n), limit_(limit), budget_(budget) {
    std::fill(region_.begin(), region_.begin() + n_, std::uint64_t{0});
    for (int r = 0; r < n_; ++r)
      for (int c = 0; c < n_; ++c) {
        const std::uint64_t bit = std::uint64_t{1} << (8 * r + c);
        region_[static_cast<std::size_t>(p.region_at(r, c))] |= bit;
        board_ |= bit;
      }
    queen_col_.assign(static_cast<std::size_t>(n_), -1);
  }

  Count run() {
    search(0, board_);
    return std::move(result_);
  }

 private:
  // Per cell of the 8x8 layout: its row, its column and its king neighbours in the rows above and
  // below (bits off a smaller board are never open, so one table serves every size).
  static constexpr std::array<std::uint64_t, 64> kAttacks = [] {
    std::array<std::uint64_t, 64> out{};
    for (int r = 0; r < 8; ++r)
      for (int c = 0; c < 8; ++c) {
        const std::uint64_t near = ((7ull << c) >> 1) & 0xFF;  // columns c-1..c+1 of one row
        std::uint64_t kill = (0x0101010101010101ull << c) | (0xFFull << (8 * r));
        if (r > 0) kill |= near << (8 * (r - 1));
        if (r < 7) kill |= near << (8 * (r + 1));
        out[static_cast<std::size_t>(8 * r + c)] = kill;
      }
    return out;
  }();

  DG_POPCOUNT_CLONES bool search(int depth, std::uint64_t open) {
    if (budget_.exhausted(++result_.nodes)) {
      result_.complete = false;
      return true;
    }
    if (depth == n_) {
      if (budget_.keeps(result_.solutions.size())) result_.solutions.push_back(queen_col_);
      return ++result_.count >= limit_;
    }
    int best = -1, best_count = 1 << 30;
    for (std::uint32_t left = ~used_regions_ & all_regions_; left; left &= left - 1) {
      const int g = std::countr_zero(left);
      const int count = std::popcount(region_[static_cast<std::size_t>(g)] & open);
      if (count < best_count) {
        best_count = count;
        best = g;
        if (count <= 1) break;  // 0 fails, 1 is forced: nothing beats either
      }
    }
    if (best_count == 0) return false;
    if (best_count >= 2) ++result_.guesses;
    used_regions_ |= 1u << best;
    for (std::uint64_t bits = region_[static_cast<std::size_t>(best)] & open; bits;
         bits &= bits - 1) {
      const int cell = std::countr_zero(bits), r = cell >> 3, c = cell & 7;
      queen_col_[static_cast<std::size_t>(r)] = c;
      const bool stop = search(depth + 1, open & ~kAttacks[static_cast<std::size_t>(cell)]);
      queen_col_[static_cast<std::size_t>(r)] = -1;
      if (stop) {
        used_regions_ &= ~(1u << best);
        return true;
      }
    }
    used_regions_ &= ~(1u << best);
    return false;
  }

  int n_;
  int limit_;
  Budget budget_;
  std::uint64_t board_ = 0;
  std::uint32_t all_regions_ = (1u << n_) - 1;
  std::array<std::uint64_t, 8> region_;
  std::vector<int> queen_col_;  // per row, -1 = none (a solution's copy)
  std::uint32_t used_regions_ = 0;
  Count result_;
};

}  // namespace

DG_POPCOUNT_CLONES Count count_solutions(const Puzzle& p, int limit, Budget budget) {
  if (is_general(p)) return count_general(p, limit, budget);
  if (!is_linkedin(p)) return count_solutions_family(p, limit, budget);
  if (p.n <= 8) return Dfs8(p, std::max(limit, 1), budget).run();
  return Dfs(p, std::max(limit, 1), budget).run();
}

}  // namespace dg::queens
