// Queens corpus: all three counters reproduce every recorded count.
#include <catch2/catch.hpp>

#include "solver/queens/counter.hpp"
#include "tests/unit/common/corpus.hpp"

using namespace dg;

TEST_CASE("queens corpus: DFS, CP and brute force agree with the recorded counts", "[queens][corpus]") {
  auto entries = test::load_corpus("queens");
  REQUIRE(entries.size() >= 10);
  for (const auto& e : entries) {
    INFO("corpus entry " << e.id);
    auto p = queens::from_json(e.record.at("puzzle"));
    REQUIRE(p.ok());
    const int expected = e.record.at("solutions").get<int>();
    CHECK(queens::count_solutions(*p, 2).count == expected);
    CHECK(queens::count_solutions_cp(*p, 2).count == expected);
    if (p->n <= 9) CHECK(queens::count_solutions_brute(*p, 2).count == expected);
  }
}
