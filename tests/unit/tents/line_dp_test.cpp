// The Tents line completions (grader/tents/line_dp.hpp) against every tent placement of short
// lines, and settles_nothing's shortcut against the completions it stands in for.
#include <catch2/catch.hpp>

#include <cstdint>
#include <vector>

#include "grader/tents/grid.hpp"
#include "grader/tents/line_dp.hpp"
#include "solver/common/rng.hpp"

namespace {

using dg::tents::kGrass;
using dg::tents::kTent;
using dg::tents::kUnknown;
using dg::tents::LineCompletions;

// Every completion by enumeration: tents on a subset of the unknown cells.
struct Truth {
  bool any = false;
  std::vector<bool> tent, grass;
};

Truth enumerate(const std::vector<std::int8_t>& v, int count, std::uint32_t pair_ends) {
  const int n = static_cast<int>(v.size());
  Truth t{false, std::vector<bool>(v.size()), std::vector<bool>(v.size())};
  for (std::uint32_t mask = 0; mask < (1U << n); ++mask) {
    bool ok = __builtin_popcount(mask) == count;
    for (int i = 0; i < n && ok; ++i) {
      const bool tent = (mask >> i) & 1U;
      if ((v[static_cast<std::size_t>(i)] == kTent && !tent) ||
          (v[static_cast<std::size_t>(i)] == kGrass && tent))
        ok = false;
      if (tent && i > 0 && ((mask >> (i - 1)) & 1U)) ok = false;
      if (tent && i > 1 && ((pair_ends >> i) & 1U) && ((mask >> (i - 2)) & 1U)) ok = false;
    }
    if (!ok) continue;
    t.any = true;
    for (int i = 0; i < n; ++i)
      ((mask >> i) & 1U ? t.tent : t.grass)[static_cast<std::size_t>(i)] = true;
  }
  return t;
}

std::vector<std::int8_t> random_line(dg::Rng& rng) {
  const int n = 1 + rng.below(12);
  std::vector<std::int8_t> v(static_cast<std::size_t>(n), kUnknown);
  for (auto& x : v) {
    const int r = rng.below(10);
    x = r < 6 ? kUnknown : r < 8 ? kGrass : kTent;
  }
  return v;
}

}  // namespace

TEST_CASE("tents line completions agree with enumeration", "[tents][line_dp]") {
  dg::Rng rng(24);
  for (int trial = 0; trial < 4000; ++trial) {
    const auto v = random_line(rng);
    const int count = rng.below(static_cast<int>(v.size()) / 2 + 2);
    const std::uint32_t pairs =
        rng.below(3) == 0 ? static_cast<std::uint32_t>(rng.below(1 << 12)) & ~3U : 0;
    const Truth truth = enumerate(v, count, pairs);
    const LineCompletions lc(v, count, pairs);
    REQUIRE(lc.any() == truth.any);
    if (!truth.any) continue;
    for (int i = 0; i < static_cast<int>(v.size()); ++i) {
      REQUIRE(lc.can_tent(i) == truth.tent[static_cast<std::size_t>(i)]);
      REQUIRE(lc.can_grass(i) == truth.grass[static_cast<std::size_t>(i)]);
    }
  }
}

TEST_CASE("tents settles_nothing only when the completions exist and force no cell",
          "[tents][line_dp]") {
  dg::Rng rng(2026);
  int quiet = 0, forcing = 0;
  for (int trial = 0; trial < 20000; ++trial) {
    const auto v = random_line(rng);
    const int count = rng.below(static_cast<int>(v.size()) / 2 + 2);
    const LineCompletions lc(v, count);
    bool forces = !lc.any();
    for (int i = 0; i < static_cast<int>(v.size()) && !forces; ++i)
      if (v[static_cast<std::size_t>(i)] == kUnknown && (!lc.can_tent(i) || !lc.can_grass(i)))
        forces = true;
    if (dg::tents::settles_nothing(v, count)) {
      ++quiet;
      REQUIRE_FALSE(forces);
    }
    forcing += forces;
  }
  // Both kinds of line occur, so the check above is not vacuous.
  CHECK(quiet > 1000);
  CHECK(forcing > 1000);
}
