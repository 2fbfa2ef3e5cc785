// RunKeys (issue 41): generate's duplicate check in bounded memory answers exactly as the
// in-memory SeenKeys does, for repeats still in memory and for those moved to the file.
#include <catch2/catch.hpp>

#include <string>

#include "db/run_keys.hpp"
#include "solver/common/rng.hpp"
#include "solver/common/seen_keys.hpp"

TEST_CASE("RunKeys answers as SeenKeys across spills to its file", "[db][seen_keys]") {
  dg::db::RunKeys run;
  dg::SeenKeys all;
  const auto key = [](std::uint64_t i) {
    return "queens:8:" + std::to_string(i) + "|" + std::to_string(i % 13);
  };
  // Four spills' worth of keys, a third of them repeats of any earlier key (old or recent).
  dg::Rng rng(7);
  const std::uint64_t n = 4 * dg::db::RunKeys::kRecent + 1000;
  std::size_t repeats = 0, repeats_of_spilled = 0;
  for (std::uint64_t i = 0; i < n; ++i) {
    const std::uint64_t pick = i % 3 == 2 ? rng.below(i + 1) : i;
    const std::string k = key(pick);
    const bool fresh = all.insert(k);
    if (!fresh) {
      ++repeats;
      if (pick < i / 2) ++repeats_of_spilled;
    }
    REQUIRE(run.insert(k) == fresh);
  }
  CHECK(run.size() == all.size());
  CHECK(run.spilled() >= 3 * dg::db::RunKeys::kRecent);
  CHECK(repeats > n / 4);
  CHECK(repeats_of_spilled > 1000);
  // Every key made again (i % 3 != 2 made key(i)): all repeats now, wherever they are kept.
  for (std::uint64_t i = 0; i < n; i += 101)
    if (i % 3 != 2) CHECK_FALSE(run.insert(key(i)));
  CHECK(run.insert("a key never made"));
}
