// Runs asked for more distinct puzzles than a board has (issue 17, row 8): the batch stops after
// kMaxRepeatsInARow repeats in a row, in index order, so the stop and what is kept are the same
// at any thread count; the lenient view keeps what was made.
#include <catch2/catch.hpp>

#include "generator/common/distinct_batch.hpp"
#include "generator/common/repeat_streak.hpp"

using namespace dg;

TEST_CASE("a repeat streak ends at kMaxRepeatsInARow repeats in a row", "[generator]") {
  RepeatStreak s;
  for (std::uint64_t i = 0; i + 1 < kMaxRepeatsInARow; ++i) s.note(false);
  CHECK_FALSE(s.exhausted());
  s.note(true);  // a new board starts the count again
  for (std::uint64_t i = 0; i + 1 < kMaxRepeatsInARow; ++i) s.note(false);
  CHECK_FALSE(s.exhausted());
  s.note(false);
  CHECK(s.exhausted());
}

TEST_CASE("a batch asked for more distinct puzzles than exist stops, the same at any --jobs",
          "[generator]") {
  // Three distinct "boards" (seed % 3).
  const std::function<Expected<std::uint64_t>(std::uint64_t)> make =
      [](std::uint64_t s) -> Expected<std::uint64_t> { return s % 3; };
  const std::function<std::uint64_t(const std::uint64_t&)> key = [](const std::uint64_t& v) {
    return v;
  };
  auto one = distinct_batch<std::uint64_t, std::uint64_t>(9, 50, 1, {}, make, key, "tiny");
  auto four = distinct_batch<std::uint64_t, std::uint64_t>(9, 50, 4, {}, make, key, "tiny");
  CHECK(one.made.size() == 3);
  CHECK(one.made == four.made);
  CHECK(one.failed.empty());
  CHECK(one.shortfall == four.shortfall);
  CHECK_THAT(one.shortfall, Catch::StartsWith("tiny: only 3 distinct puzzles found, then 1000 "
                                              "candidates in a row without a new one; 3 of 50"));
  // All-or-nothing callers get the message; daily gap filling takes the three.
  CHECK_FALSE(all_or_error(one).ok());
  auto kept = made_or_error(one);
  REQUIRE(kept.ok());
  CHECK(kept->size() == 3);
}

TEST_CASE("the lenient view still reports failures and a batch that made nothing", "[generator]") {
  BatchResult<int> failed;
  failed.made = {1};
  failed.failed.push_back({0, 1, "gave up"});
  CHECK_FALSE(made_or_error(failed).ok());
  BatchResult<int> none;
  none.shortfall = "only 0 distinct puzzles found";
  REQUIRE_FALSE(made_or_error(none).ok());
  CHECK(made_or_error(none).error() == "only 0 distinct puzzles found");
}
