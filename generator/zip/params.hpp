// Parameters of the Zip generator and their validation. Cells are (row, col); boards may be
// rectangular.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "generator/common/score_filter.hpp"
#include "grader/zip/grader.hpp"
#include "solver/common/expected.hpp"

namespace dg::zip {

// Inclusive range "MIN..MAX" (a single "N" means N..N). Defined here, in dg::zip, so it cannot
// collide with a common one another game may add; merge them when one lands in generator/common.
struct IntRange {
  int min = 0, max = 0;
  bool operator==(const IntRange&) const = default;
  // Parses "MIN..MAX" or "N" (non-negative integers, MIN <= MAX).
  static Expected<IntRange> parse(std::string_view text);
};
// "MIN..MAX", the form parse() reads.
std::string to_string(const IntRange& r);

// Grade tiers a request may ask for: -1 any, the grader's tiers (ZipTier: kBasic ..
// kContradiction), kSearchTierIndex = stuck after every tier (uniqueness by the exact counter).
inline constexpr int kAnyTier = -1;
inline constexpr int kSearchTierIndex = kContradiction + 1;

// "any", "basic", "regions", "parity", "contradiction" or "search" -> tier index.
Expected<int> parse_tier(std::string_view name);
std::string tier_label(int tier);

struct Params {
  int rows = 7, cols = 7;
  int tier = kAnyTier;
  IntRange walls{0, 0};  // walls placed on edges the path does not use
  // Numbers left after removal, the ends 1 and K included; default_numbers() for the board
  // unless asked otherwise (params_from_json without "numbers").
  IntRange numbers{2, 20};
  // Random paths tried before generate() gives up. Rare tiers need many: 7x7 parity takes ~60
  // attempts on average, so 300 gave up on about 1 seed in 150 (a batch of 40 failed one time in
  // four); 3,000 makes that vanishingly rare and only costs time where a request cannot be met.
  int max_attempts = 3000;
  // Node budget of each exact count; an unfinished count keeps the number it was testing.
  std::uint64_t max_nodes = 2'000'000;
  ScoreFilter score;  // difficulty scores accepted (scored only when active)
};

// The default number range for a board: 2..max(20, 5/16 of the cells). LinkedIn's 6x6 to 8x8
// boards show 4 to 20 numbers, so up to 8x8 it is 2..20; bigger boards need more numbers in
// proportion (a 12x12 basic-tier puzzle keeps 30-45), and a fixed 20 made every attempt fail.
IntRange default_numbers(int rows, int cols);

// Ok when the request can be met. Rejects: sides outside 2..16 or more than 256 cells; ranges
// with MIN > MAX; fewer than 2 numbers or more than the cells; more walls than the edges the path
// leaves free ((R-1)C + R(C-1) - (RC-1)); unknown tiers; a number on every cell with a tier above
// basic (the numbers spell the path out). Combinations that are legal but rarely
// met (a small board asked for a hard tier) fail in generate() after max_attempts instead;
// re-check one with `dailygrid generate zip --rows R --cols C --tier T --count 20`.
Expected<void> validate(const Params& p);

// "rows=7 cols=7 tier=any walls=0..0 numbers=2..20": for error messages.
std::string describe(const Params& p);

}  // namespace dg::zip
