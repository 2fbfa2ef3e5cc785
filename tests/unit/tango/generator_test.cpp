// Tango generator: same output for 1 and 2 jobs, the exact tier asked for, exactly one solution,
// clue ranges and the minimal option honoured, distinct puzzles, impossible requests rejected.
#include <catch2/catch.hpp>

#include <set>

#include "generator/tango/clues.hpp"
#include "generator/tango/generator.hpp"
#include "grader/tango/grader.hpp"
#include "solver/tango/counter.hpp"

namespace tango = dg::tango;

namespace {

std::string dump(const std::vector<tango::GeneratedPuzzle>& batch) {
  std::string s;
  for (const auto& g : batch)
    s += tango::to_json(g.puzzle).dump() + dg::grade_to_json(g.grade).dump() +
         std::to_string(g.seed) + "\n";
  return s;
}

}  // namespace

TEST_CASE("tango generator output does not depend on the job count", "[tango][generator]") {
  tango::Params p;
  p.tier = tango::kLine;
  auto one = tango::generate_batch(p, 5, 24, 1);
  auto two = tango::generate_batch(p, 5, 24, 2);
  REQUIRE(one.ok());
  REQUIRE(two.ok());
  CHECK(dump(*one) == dump(*two));
  // And an item is generate(params, its seed) again.
  auto again = tango::generate(p, (*one)[3].seed);
  REQUIRE(again.ok());
  CHECK(again->puzzle == (*one)[3].puzzle);
}

TEST_CASE("tango generator gives unique puzzles of exactly the tier asked", "[tango][generator]") {
  for (int n : {4, 6, 8}) {
    for (int tier = tango::kAnyTier; tier <= tango::kTierCount; ++tier) {
      tango::Params p;
      p.n = n;
      p.tier = tier;
      if (!tango::validate(p)) continue;
      const bool slow = n == 8 && tier >= tango::kCrossLine;
      auto batch = tango::generate_batch(p, 11, slow ? 2 : 6, 2);
      INFO("n=" << n << " tier=" << tier);
      REQUIRE(batch.ok());
      std::set<std::string> distinct;
      for (const auto& g : *batch) {
        // The generator proves uniqueness by its rules or the set counter on closed grids; two
        // other counters check it.
        CHECK(tango::count_solutions(g.puzzle, 2).count == 1);
        CHECK(tango::count_solutions_cp(g.puzzle, 2).count == 1);
        CHECK(tango::check_solution(g.puzzle, g.solution).ok());
        distinct.insert(tango::to_json(g.puzzle).dump());
        if (tier == tango::kTierCount) {
          CHECK(g.grade.tier == "search");
        } else if (tier >= 0) {
          CHECK(g.grade.max_tier == tier);
          CHECK(g.grade.status == dg::Status::solved);
        }
      }
      CHECK(distinct.size() == batch->size());
    }
  }
}

TEST_CASE("tango generator honours clue ranges and the minimal option", "[tango][generator]") {
  tango::Params p;
  p.tier = tango::kSigns;
  p.givens = {6, 10};
  p.signs = {5, 9};
  auto batch = tango::generate_batch(p, 3, 8, 2);
  REQUIRE(batch.ok());
  for (const auto& g : *batch) {
    int givens = 0;
    for (auto c : g.puzzle.cells) givens += c >= 0;
    const int signs = static_cast<int>(g.puzzle.equal.size() + g.puzzle.opposite.size());
    CHECK(p.givens.contains(givens));
    CHECK(p.signs.contains(signs));
  }
  tango::Params m;
  m.minimal = true;
  auto minimal = tango::generate_batch(m, 4, 4, 2);
  REQUIRE(minimal.ok());
  for (const auto& g : *minimal) {
    // Dropping any one clue gives a second solution.
    const auto& q = g.puzzle;
    for (std::size_t i = 0; i < q.cells.size(); ++i) {
      if (q.cells[i] < 0) continue;
      auto r = q;
      r.cells[i] = -1;
      CHECK(tango::count_solutions(r, 2).count == 2);
    }
    for (std::size_t i = 0; i < q.equal.size(); ++i) {
      auto r = q;
      r.equal.erase(r.equal.begin() + static_cast<std::ptrdiff_t>(i));
      CHECK(tango::count_solutions(r, 2).count == 2);
    }
  }
}

TEST_CASE("tango generator rejects impossible requests", "[tango][generator]") {
  tango::Params p;
  p.n = 2;  // (odd sizes are boards of their own: near balance)
  CHECK_FALSE(tango::validate(p).ok());
  p.n = 4;
  p.tier = tango::kContradiction;
  CHECK_FALSE(tango::validate(p).ok());
  p = {};
  p.givens = {40, 50};
  CHECK_FALSE(tango::validate(p).ok());
  p = {};
  p.tier = tango::kContradiction;
  p.max_attempts = 1;
  auto g = tango::generate(p, 646995126359979506ULL);
  REQUIRE_FALSE(g.ok());
  CHECK(g.error().find("seed 646995126359979506") != std::string::npos);
}

TEST_CASE("IntRange text form", "[generator]") {
  CHECK(dg::parse_range("3..8").value() == dg::IntRange{3, 8});
  CHECK(dg::parse_range("5").value() == dg::IntRange{5, 5});
  CHECK(dg::parse_range("..4").value() == dg::IntRange{0, 4});
  CHECK(dg::parse_range("2..").value().min == 2);
  CHECK_FALSE(dg::parse_range("8..3").ok());
  CHECK_FALSE(dg::parse_range("a..3").ok());
  CHECK_FALSE(dg::parse_range("..").ok());
  CHECK_FALSE(dg::parse_range("-1..3").ok());
}
