// Sudoku generator requests: tier and symmetry names, descriptions and validation.
#include "generator/sudoku/params.hpp"

namespace dg::sudoku {

namespace {

// (shape, tier) pairs that never occurred with a high attempt cap (empirical, not proved). 4x4:
// every puzzle the dig made fell to hidden singles (20 puzzles x 20,000 full grids asked for each
// of naked_single .. hidden_subset, none found; the harder tiers are listed with them). 6x6:
// hidden_subset (22 x 5,000 grids) and search (6 x 20,000) never occurred, while fish (about 1
// in 5,000 grids), naked_subset (1 in 2,000), wing (1 in 100) and contradiction (1 in 20) do.
// 9x9: search never occurred in 4 x 20,000 grids (one supposition over singles solves every
// puzzle the dig made; puzzles beyond it exist, but too rarely for a random dig to meet).
// Re-check one by removing its entry and running
//   build/tests/bench/bench_sudoku_generate --box 2x2 --tier naked_single --count 1 --attempts N
struct Impossible {
  int box_rows;
  int box_cols;
  int tier;
};
constexpr Impossible kImpossible[] = {
    {2, 2, kNakedSingle},
    {2, 2, kLockedCandidates},
    {2, 2, kNakedSubset},
    {2, 2, kHiddenSubset},
    {2, 2, kFish},
    {2, 2, kWing},
    {2, 2, kContradiction},
    {2, 2, kSearchTierIndex},
    {2, 3, kHiddenSubset},
    {2, 3, kSearchTierIndex},
    {3, 3, kSearchTierIndex},
};

std::string shape(const Params& p) {
  const std::string n = std::to_string(p.n());
  return n + "x" + n + " (" + std::to_string(p.box_rows) + "x" + std::to_string(p.box_cols) +
         " boxes)";
}

}  // namespace

Expected<int> parse_generate_tier(std::string_view name) {
  if (name == "any") return kAnyTier;
  const int tier = parse_tier(name);  // a grader tier, or kTierCount for "search"
  if (tier >= 0) return tier;
  std::string names;
  for (std::string_view t : tier_names()) names += std::string(t) + ", ";
  return make_error("unknown tier '" + std::string(name) + "' (expected " + names +
                    "search or any)");
}

std::string generate_tier_label(int tier) {
  if (tier == kAnyTier) return "any";
  if (tier == kSearchTierIndex) return "search";
  if (tier >= 0 && tier < kSearchTierIndex)
    return std::string(tier_names()[static_cast<std::size_t>(tier)]);
  return "tier " + std::to_string(tier);
}

int generate_tier_of(const Grade& g) {
  if (g.status == Status::stuck) return kSearchTierIndex;
  return g.max_tier < 0 ? 0 : g.max_tier;
}

Expected<Symmetry> parse_symmetry(std::string_view name) {
  if (name == "none") return Symmetry::none;
  if (name == "rotate180" || name == "180" || name == "r2") return Symmetry::rotate180;
  return make_error("unknown symmetry '" + std::string(name) + "' (expected none or rotate180)");
}

std::string_view symmetry_name(Symmetry s) {
  return s == Symmetry::rotate180 ? "rotate180" : "none";
}

std::string describe(const Params& p) {
  std::string s = shape(p) + ", tier " + generate_tier_label(p.tier);
  if (p.symmetry != Symmetry::none) s += ", " + std::string(symmetry_name(p.symmetry));
  if (p.minimal) s += ", minimal";
  if (p.givens != IntRange{}) s += ", givens " + to_string(p.givens);
  if (p.score.active()) s += ", " + describe(p.score);
  return s;
}

int fewest_givens(int n) {
  return n == 9 ? 17 : n - 1;
}

Expected<void> validate(const Params& p) {
  if (!supported_box(p.box_rows, p.box_cols))
    return make_error("sudoku: unsupported boxes " + std::to_string(p.box_rows) + "x" +
                      std::to_string(p.box_cols) + " (each side 2 or more, at most " +
                      std::to_string(kMaxSize) + " digits)");
  if (p.tier < kAnyTier || p.tier > kSearchTierIndex)
    return make_error("sudoku: unknown tier index " + std::to_string(p.tier));
  for (const Impossible& x : kImpossible)
    if (x.box_rows == p.box_rows && x.box_cols == p.box_cols && x.tier == p.tier)
      return make_error("sudoku: no " + shape(p) + " puzzle needs tier " +
                        generate_tier_label(p.tier));
  const int cells = p.cells();
  if (p.givens.min > p.givens.max || p.givens.min > cells)
    return make_error("sudoku: givens " + to_string(p.givens) + " do not fit a " + shape(p) +
                      " board (" + std::to_string(cells) + " cells)");
  if (p.givens.max < fewest_givens(p.n()))
    return make_error("sudoku: givens " + to_string(p.givens) + " can never give one solution: a " +
                      shape(p) + " puzzle needs at least " + std::to_string(fewest_givens(p.n())) +
                      " givens");
  // Every cell given: nothing is left to deduce (no tier), and any given could go (minimal fails).
  if (p.givens.min == cells && (p.tier != kAnyTier || p.minimal))
    return make_error("sudoku: givens " + to_string(p.givens) +
                      " fill the board: nothing is left to deduce (use tier any, not minimal)");
  if (p.max_attempts < 1) return make_error("sudoku: max_attempts must be at least 1");
  return {};
}

}  // namespace dg::sudoku
