// Search budgets (issue 17, rows 9 and 17): the node budget stops at the same node every time, a
// deadline stops a count at its first clock read, the counters keep at most max_kept solutions
// while still counting to the limit, and a grading deadline stops the rule engine. No test waits
// for a clock: a deadline already past stops at a known node or step.
#include <catch2/catch.hpp>

#include <string>

#include "generator/tango/generator.hpp"
#include "grader/common/grading_deadline.hpp"
#include "grader/tango/grader.hpp"
#include "solver/queens/counter.hpp"
#include "solver/tango/counter.hpp"
#include "solver/zip/counter.hpp"

using namespace dg;

namespace {

// Boards with more solutions than any test asks for, so only the budget can stop a count.
queens::Puzzle rows_as_regions_queens(int n) {  // region r = row r: every no-touch placement
  nlohmann::json regions = nlohmann::json::array();
  for (int r = 0; r < n; ++r) regions.push_back(std::vector<int>(static_cast<std::size_t>(n), r));
  return queens::from_json({{"game", "queens"}, {"size", n}, {"regions", regions}}).value();
}

tango::Puzzle empty_tango(int n) {
  return tango::from_json(
             {{"game", "tango"},
              {"size", n},
              {"cells", std::vector<std::string>(static_cast<std::size_t>(n),
                                                 std::string(static_cast<std::size_t>(n), '.'))}})
      .value();
}

zip::Puzzle ends_only_zip() {  // 6x6, only the two ends numbered: thousands of paths
  return zip::from_json({{"game", "zip"},
                         {"rows", 6},
                         {"cols", 6},
                         {"waypoints", {{0, 0}, {5, 4}}},
                         {"walls", nlohmann::json::array()}})
      .value();
}

Budget past_deadline() {
  Budget b;
  b.deadline = Budget::Clock::now() - std::chrono::seconds(1);
  return b;
}

// Every production and CP counter under one budget, as (name, nodes, complete, kept, count).
template <class Check>
void for_each_counter(int limit, const Budget& b, Check check) {
  const auto q = rows_as_regions_queens(30);
  const auto t = empty_tango(14);
  const auto z = ends_only_zip();
  auto report = [&check](const char* name, const auto& c) {
    check(std::string(name), c.nodes, c.complete, c.solutions.size(), c.count);
  };
  report("queens dfs", queens::count_solutions(q, limit, b));
  report("queens cp", queens::count_solutions_cp(q, limit, b));
  report("tango dfs", tango::count_solutions(t, limit, b));
  report("tango cp", tango::count_solutions_cp(t, limit, b));
  report("zip dfs", zip::count_solutions(z, limit, b));
  report("zip cp", zip::count_solutions_cp(z, limit, b));
}

}  // namespace

TEST_CASE("a node budget stops every counter one node past it, every time", "[budget]") {
  Budget b;
  b.max_nodes = 500;
  for_each_counter(
      1'000'000, b,
      [](const std::string& name, std::uint64_t nodes, bool complete, std::size_t, int) {
        INFO(name);
        CHECK_FALSE(complete);
        CHECK(nodes == 501);
      });
}

TEST_CASE("a deadline that has passed stops every counter at its first clock read", "[budget]") {
  // The clock is read every kClockEvery nodes, so the stop is at a known node, whatever the time.
  for_each_counter(
      1'000'000, past_deadline(),
      [](const std::string& name, std::uint64_t nodes, bool complete, std::size_t, int) {
        INFO(name);
        CHECK_FALSE(complete);
        CHECK(nodes == Budget::kClockEvery);
      });
}

TEST_CASE("a count finished before its deadline is the count without one", "[budget]") {
  Budget far;
  far.deadline = Budget::Clock::now() + std::chrono::hours(24);
  const auto t = empty_tango(6);
  const auto with = tango::count_solutions(t, 20'000, far);
  const auto without = tango::count_solutions(t, 20'000);
  CHECK(with.complete);
  CHECK(with.count == 11222);  // docs/formats.md: an empty 6x6 has 11222 solutions
  CHECK(with.count == without.count);
  CHECK(with.nodes == without.nodes);
}

TEST_CASE("max_kept bounds the solutions kept, not the count", "[budget]") {
  // Row 17: `solve --limit 1000000` on an empty 14x14 Tango kept every solution (1-2 GB).
  Budget b;
  b.max_kept = 3;
  for_each_counter(
      40, b,
      [](const std::string& name, std::uint64_t, bool complete, std::size_t kept, int count) {
        INFO(name);
        CHECK(complete);
        CHECK(count == 40);
        CHECK(kept == 3);
      });
  // The kept ones are the first ones found.
  const auto t = empty_tango(6);
  const auto all = tango::count_solutions(t, 40);
  const auto some = tango::count_solutions(t, 40, b);
  REQUIRE(some.solutions.size() == 3);
  for (std::size_t i = 0; i < 3; ++i) CHECK(some.solutions[i] == all.solutions[i]);
}

TEST_CASE("a grading deadline stops the rule engine: without one grading is unchanged",
          "[budget][grader]") {
  tango::Params p;
  p.tier = tango::kBasic;
  const auto made = tango::generate(p, 7);
  REQUIRE(made.ok());
  const Grade free_grade = tango::grade(made->puzzle);
  REQUIRE(free_grade.status == Status::solved);
  REQUIRE(free_grade.steps > 0);
  {
    GradingDeadline deadline(GradingDeadline::Clock::now() - std::chrono::seconds(1));
    const Grade cut = tango::grade(made->puzzle);
    CHECK(deadline.reached());
    CHECK(cut.status == Status::stuck);
    CHECK(cut.steps == 0);
    {
      // An inner guard without a deadline applies while it lives.
      GradingDeadline none(GradingDeadline::Clock::time_point::max());
      CHECK(tango::grade(made->puzzle).status == Status::solved);
      CHECK_FALSE(none.reached());
    }
  }
  // The guard is gone: the same grade as before.
  const Grade again = tango::grade(made->puzzle);
  CHECK(again.status == Status::solved);
  CHECK(again.steps == free_grade.steps);
}
