// Queens grader, pigeonhole and contradiction tiers and the grid's undo log, on random partial
// states of unique boards: the matching method equals brute-force subset enumeration (n <= 11),
// the contradiction simulation never refutes the solution's queen and leaves the grid unchanged,
// and rollback restores every counter.
#include <catch2/catch.hpp>

#include "generator/queens/random_regions.hpp"
#include "grader/queens/rules.hpp"

using namespace dg;
using namespace dg::queens;

namespace {

// Union of the deductions of every Hall-tight set, found by trying all subsets of open regions
// and of open lines.
std::vector<Mask> brute_forbidden(const Grid& g, int axis) {
  const int n = g.n();
  std::vector<int> regions, lines;
  for (int i = 0; i < n; ++i) {
    if (!(g.queen_regions() & bit(i))) regions.push_back(i);
    if (!((axis == 0 ? g.queen_rows() : g.queen_cols()) & bit(i))) lines.push_back(i);
  }
  std::vector<Mask> adj(static_cast<std::size_t>(n), 0);
  for (int reg : regions)
    for (int l : lines)
      if ((axis == 0 ? g.region_row_count(reg, l) : g.region_col_count(reg, l)) > 0)
        adj[static_cast<std::size_t>(reg)] |= bit(l);
  std::vector<Mask> out(static_cast<std::size_t>(n), 0);
  const std::size_t m = regions.size();
  for (std::uint32_t s = 1; s < (1u << m); ++s) {
    Mask set = 0, used = 0;
    for (std::size_t i = 0; i < m; ++i)
      if (s & (1u << i)) set |= bit(regions[i]), used |= adj[static_cast<std::size_t>(regions[i])];
    if (count_bits(used) != count_bits(set)) continue;
    for (int reg : regions)
      if (!(set & bit(reg)))
        out[static_cast<std::size_t>(reg)] |= adj[static_cast<std::size_t>(reg)] & used;
  }
  for (std::uint32_t s = 1; s < (1u << lines.size()); ++s) {
    Mask set = 0;
    for (std::size_t i = 0; i < lines.size(); ++i)
      if (s & (1u << i)) set |= bit(lines[i]);
    Mask touching = 0;
    for (int reg : regions)
      if (adj[static_cast<std::size_t>(reg)] & set) touching |= bit(reg);
    if (count_bits(touching) != count_bits(set)) continue;
    for (int reg : regions)
      if (touching & bit(reg))
        out[static_cast<std::size_t>(reg)] |= adj[static_cast<std::size_t>(reg)] & ~set;
  }
  return out;
}

// A random state consistent with `solution`: some solution queens placed (attacks killed), then
// other cells killed with probability percent/100.
Grid random_state(const Puzzle& p, const Solution& solution, Rng& rng, int percent) {
  Grid g(p);
  for (int r = 0; r < p.n; ++r)
    if (rng.chance(1, 6) && g.is_live(r, solution[static_cast<std::size_t>(r)])) {
      g.place(r, solution[static_cast<std::size_t>(r)]);
      g.kill_attacks(r);
    }
  for (int r = 0; r < p.n; ++r)
    for (int c = 0; c < p.n; ++c)
      if (c != solution[static_cast<std::size_t>(r)] && rng.chance(percent, 100)) g.kill(r, bit(c));
  return g;
}

struct Snapshot {
  std::vector<int> values;
  explicit Snapshot(const Grid& g) {
    for (int i = 0; i < g.n(); ++i) {
      values.insert(values.end(),
                    {static_cast<int>(g.live(i)), g.queen_col(i), g.region_count(i), g.col_count(i),
                     g.region_rows(i), g.region_cols(i), g.row_regions(i), g.col_regions(i)});
      for (int j = 0; j < g.n(); ++j)
        values.insert(values.end(), {g.region_row_count(i, j), g.region_col_count(i, j)});
    }
    values.insert(values.end(), {static_cast<int>(g.queen_rows()), static_cast<int>(g.queen_cols()),
                                 static_cast<int>(g.queen_regions()), g.queens(),
                                 static_cast<int>(g.pending_queens()), g.contradiction() ? 1 : 0});
  }
  bool operator==(const Snapshot&) const = default;
};

}  // namespace

TEST_CASE("pigeonhole: matching method equals brute force for n <= 11", "[queens][grader]") {
  int nonempty = 0;
  for (int n = 4; n <= 11; ++n)
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
      Rng rng(derive_seed(seed + 500, static_cast<std::uint64_t>(n)));
      Solution solution;
      const Puzzle p = unique_puzzle(n, rng, &solution);
      for (int percent : {0, 20, 40, 60}) {
        const Grid g = random_state(p, solution, rng, percent);
        if (g.contradiction()) continue;
        for (int axis = 0; axis < 2; ++axis) {
          INFO("n " << n << " seed " << seed << " percent " << percent << " axis " << axis);
          const auto fast = pigeonhole_forbidden(g, axis);
          REQUIRE(!fast.empty());  // the solution is a perfect matching
          CHECK(fast == brute_forbidden(g, axis));
          for (Mask m : fast) nonempty += m != 0;
          // Sound: the solution's queens are never forbidden.
          for (int r = 0; r < n; ++r) {
            const int c = solution[static_cast<std::size_t>(r)];
            const int line = axis == 0 ? r : c;
            CHECK(!(fast[static_cast<std::size_t>(p.region_at(r, c))] & bit(line)));
          }
        }
      }
    }
  CHECK(nonempty > 50);  // the comparison is not vacuous
}

TEST_CASE("contradiction simulation: sound and leaves the grid unchanged", "[queens][grader]") {
  int refuted = 0;
  for (int n = 5; n <= 10; ++n)
    for (std::uint64_t seed = 1; seed <= 8; ++seed) {
      Rng rng(derive_seed(seed + 900, static_cast<std::uint64_t>(n)));
      Solution solution;
      const Puzzle p = unique_puzzle(n, rng, &solution);
      Grid g = random_state(p, solution, rng, 30);
      if (g.contradiction()) continue;
      const Snapshot before(g);
      for (int r = 0; r < n; ++r)
        for (int c = 0; c < n; ++c) {
          if (!g.is_live(r, c)) continue;
          const bool bad = placement_contradicts(g, r, c);
          if (bad) ++refuted;
          if (solution[static_cast<std::size_t>(r)] == c) CHECK(!bad);
          REQUIRE(Snapshot(g) == before);
        }
    }
  CHECK(refuted > 0);
}

TEST_CASE("grid: rollback restores every counter", "[queens][grader]") {
  Rng rng(77);
  for (int n = 4; n <= 12; ++n) {
    Solution solution;
    const Puzzle p = unique_puzzle(n, rng, &solution);
    Grid g(p);
    const Snapshot before(g);
    const auto saved = g.scalars();
    const auto size = g.log_size();
    g.begin_log();
    for (int k = 0; k < 3 * n; ++k) {
      const int r = rng.below(n), c = rng.below(n);
      if (!g.is_live(r, c)) continue;
      if (rng.chance(1, 5))
        g.place(r, c), g.kill_attacks(r);
      else
        g.kill(r, bit(c));
    }
    g.end_log();
    g.rollback(size, saved);
    CHECK(Snapshot(g) == before);
  }
}
