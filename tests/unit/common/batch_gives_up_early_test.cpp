// A batch whose first items all give up stops there (the tier is out of reach) instead of paying
// the generator's attempt limit for every item; one success among them keeps it going.
#include <catch2/catch.hpp>

#include "generator/common/distinct_batch.hpp"
#include "solver/common/rng.hpp"

using namespace dg;

namespace {

using Make = std::function<Expected<std::uint64_t>(std::uint64_t)>;
const std::function<std::uint64_t(const std::uint64_t&)> kKey = [](const std::uint64_t& s) {
  return s;
};

}  // namespace

TEST_CASE("a batch whose first items all give up stops early", "[generator]") {
  std::atomic<int> calls{0};
  const Make never = [&calls](std::uint64_t s) -> Expected<std::uint64_t> {
    ++calls;
    return make_error("gave up (seed " + std::to_string(s) + ")");
  };
  for (int jobs : {1, 3}) {
    calls = 0;
    auto r = distinct_batch<std::uint64_t, std::uint64_t>(7, 100, jobs, {}, never, kKey, "test");
    CHECK(r.gave_up_early);
    CHECK(r.made.empty());
    REQUIRE(r.failed.size() == kFirstItems);
    CHECK(calls == static_cast<int>(kFirstItems));
    for (std::size_t k = 0; k < r.failed.size(); ++k) CHECK(r.failed[k].index == k);
  }
  // A batch of at most kFirstItems items is simply all failures, not an early stop.
  auto small =
      distinct_batch<std::uint64_t, std::uint64_t>(7, kFirstItems, 2, {}, never, kKey, "test");
  CHECK_FALSE(small.gave_up_early);
  CHECK(small.failed.size() == kFirstItems);
}

TEST_CASE("one success among the first items keeps the batch going, the same at any jobs",
          "[generator]") {
  // Only item 2's seed succeeds among the first kFirstItems; later items alternate.
  const std::uint64_t seed = 11;
  const std::uint64_t lucky = derive_seed(seed, 2);
  const Make some = [lucky, seed](std::uint64_t s) -> Expected<std::uint64_t> {
    for (std::uint64_t i = 0; i < kFirstItems; ++i)
      if (s == derive_seed(seed, i) && s != lucky) return make_error("gave up");
    if (s != lucky && s % 3 == 0) return make_error("gave up");
    return s;
  };
  auto one = distinct_batch<std::uint64_t, std::uint64_t>(seed, 60, 1, {}, some, kKey, "test");
  auto four = distinct_batch<std::uint64_t, std::uint64_t>(seed, 60, 4, {}, some, kKey, "test");
  CHECK_FALSE(one.gave_up_early);
  CHECK(one.made.size() + one.failed.size() == 60);
  CHECK(one.made.front() == lucky);
  CHECK(one.made == four.made);
  REQUIRE(one.failed.size() == four.failed.size());
  for (std::size_t k = 0; k < one.failed.size(); ++k)
    CHECK(one.failed[k].index == four.failed[k].index);
}
