// Puzzles from Simon Tatham's generator (tests/data/tents, from sgt-tents --generate; no live
// call): every one is unique for both counters, every Easy one is solved by our first tier
// ("basic") and every Tricky one without search, by tier "tricky" at most, which is what lining
// our tiers up with SGT's levels means.
#include <catch2/catch.hpp>

#include <filesystem>

#include "grader/tents/grader.hpp"
#include "solver/common/document.hpp"
#include "solver/tents/counter.hpp"
#include "solver/tents/sgt.hpp"

namespace tents = dg::tents;

namespace {

std::vector<tents::Puzzle> load(const std::string& name) {
  const auto path = std::filesystem::path(DG_SOURCE_DIR) / "tests" / "data" / "tents" / name;
  auto text = dg::read_file_text(path.string());
  REQUIRE(text.ok());
  std::vector<tents::Puzzle> out;
  std::istringstream lines(*text);
  for (std::string line; std::getline(lines, line);) {
    if (line.empty() || line[0] == '#') continue;
    auto p = tents::from_sgt(line);
    INFO(line);
    REQUIRE(p.ok());
    out.push_back(*p);
  }
  return out;
}

void check_set(const std::string& file, std::size_t size, int tier) {
  const auto puzzles = load(file);
  REQUIRE(puzzles.size() == size);
  int at_tier[tents::kTierCount] = {};
  for (const auto& p : puzzles) {
    INFO(file << ": " << tents::to_sgt(p).value());
    const auto cp = tents::count_solutions(p, 2);
    REQUIRE(cp.complete);
    CHECK(cp.count == 1);
    const dg::Grade g = tents::grade(p);
    REQUIRE(g.status == dg::Status::solved);
    CHECK(g.max_tier <= tier);
    if (g.max_tier >= 0) ++at_tier[g.max_tier];
  }
  if (tier == tents::kTricky) CHECK(at_tier[tents::kTricky] > 0);  // Tricky needs tricky rules
}

}  // namespace

TEST_CASE("every SGT Easy 8x8 puzzle is unique and solved by tier basic", "[tents][sgt]") {
  check_set("sgt_easy_8x8.txt", 200, tents::kBasic);
}

TEST_CASE("every SGT Tricky 10x10 puzzle is unique and solved without search", "[tents][sgt]") {
  check_set("sgt_tricky_10x10.txt", 200, tents::kTricky);
}

TEST_CASE("every SGT Tricky 15x15 puzzle is unique and solved without search", "[tents][sgt]") {
  check_set("sgt_tricky_15x15.txt", 100, tents::kTricky);
}

TEST_CASE("the DFS counter agrees on SGT puzzles", "[tents][sgt]") {
  for (const auto& p : load("sgt_easy_8x8.txt")) {
    const auto dfs = tents::count_solutions_dfs(p, 2);
    REQUIRE(dfs.complete);
    CHECK(dfs.count == 1);
    CHECK(dfs.solutions.at(0) == tents::count_solutions(p, 1).solutions.at(0));
  }
}
