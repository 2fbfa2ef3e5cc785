// The generator on boards of at most 8 x 8, where the cheap closure (small_closure.hpp) drops
// candidates before the grader sees them: what it keeps is still of the exact tier (and not
// solved a tier lower), unique by both exact counters, graded as a fresh grade would, distinct,
// and the same bytes at any --jobs.
#include <set>
#include <string>

#include <catch2/catch.hpp>

#include "generator/tents/generated_text.hpp"
#include "generator/tents/generator.hpp"
#include "grader/common/grade.hpp"
#include "solver/tents/canonical.hpp"
#include "solver/tents/counter.hpp"

namespace tents = dg::tents;

TEST_CASE("tents generator on small boards: exact tier, unique, the same bytes at any --jobs",
          "[tents][generator]") {
  struct Case {
    int rows, cols, tier;
  };
  for (const Case c :
       {Case{8, 8, tents::kBasic}, Case{8, 8, tents::kTricky}, Case{8, 8, tents::kStarving},
        Case{6, 8, tents::kBasic}, Case{7, 5, tents::kTricky}}) {
    tents::Params p;
    p.rows = c.rows;
    p.cols = c.cols;
    p.tier = c.tier;
    INFO(c.rows << "x" << c.cols << " tier " << tents::tier_label(c.tier));
    constexpr std::size_t kCount = 8;
    const auto one = tents::generate_each(p, 11, kCount, 1);
    const auto two = tents::generate_each(p, 11, kCount, 2);
    REQUIRE(one.failed.empty());
    REQUIRE(one.made.size() == kCount);
    REQUIRE(two.made.size() == kCount);
    std::set<std::string> keys;
    for (std::size_t i = 0; i < kCount; ++i) {
      const auto& g = one.made[i];
      CHECK(tents::generated_to_text(g) == tents::generated_to_text(two.made[i]));
      CHECK(g.puzzle.rows == c.rows);
      CHECK(g.puzzle.cols == c.cols);
      CHECK(g.grade.max_tier == c.tier);
      if (c.tier > 0) CHECK(tents::grade(g.puzzle, c.tier - 1).status != dg::Status::solved);
      const auto cp = tents::count_solutions(g.puzzle, 2);
      CHECK(cp.count == 1);
      CHECK(cp.solutions.at(0) == g.solution);
      const auto dfs = tents::count_solutions_dfs(g.puzzle, 2);
      CHECK(dfs.count == 1);
      CHECK(dfs.solutions.at(0) == g.solution);
      CHECK(dg::grade_to_json(g.grade) == dg::grade_to_json(tents::grade(g.puzzle)));
      CHECK(g.key == tents::canonical_key(g.puzzle));
      keys.insert(g.key);
    }
    CHECK(keys.size() == kCount);
  }
}
