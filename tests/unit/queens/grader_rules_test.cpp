// Queens grader: every rule id fires under the engine on some saved board
// (grader_fires.jsonl, one {"rule", "puzzle", "solution"} per line, found by the hidden
// "[.find_boards]" case below), and each of those grades replays soundly.
// The straight shapes (shape_i_tetromino, shape_i_pentomino, shape_i_hexomino) cannot fire under
// the engine: region_confined_to_line (tier basic) always kills their line first. Their ids fire
// in grader_shapes_test.cpp, where the rule is called on a fresh board.
#include <catch2/catch.hpp>

#include <fstream>
#include <map>
#include <set>
#include <string>

#include "generator/queens/random_regions.hpp"
#include "grader/queens/grader.hpp"
#include "grader/queens/rules.hpp"
#include "tests/unit/queens/grader_replay.hpp"

using namespace dg;

namespace {

const std::string kFile = std::string(DG_SOURCE_DIR) + "/tests/unit/queens/grader_fires.jsonl";
const std::set<std::string> kNeverUnderEngine = {"shape_i_tetromino", "shape_i_pentomino",
                                                 "shape_i_hexomino"};

}  // namespace

TEST_CASE("queens grader: every rule id fires on its saved board", "[queens][grader]") {
  std::ifstream in(kFile);
  REQUIRE(in.good());
  std::set<std::string> fired;
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty()) continue;
    const auto record = nlohmann::json::parse(line);
    const std::string rule = record.at("rule").get<std::string>();
    INFO("rule " << rule);
    auto p = queens::from_json(record.at("puzzle"));
    REQUIRE(p.ok());
    auto solution = queens::solution_from_json(p.value(), record.at("solution"));
    REQUIRE(solution.ok());
    Trace trace;
    const Grade g = queens::grade(p.value(), -1, &trace);
    CHECK(g.hits.count(rule) == 1);
    test::check_replay(p.value(), solution.value(), g, trace);
    if (g.hits.count(rule)) fired.insert(rule);
  }
  // LinkedIn's table (the family's rules never see a LinkedIn board; their tests are family_*).
  for (const auto& r : queens::rule_table()) {
    INFO("rule " << r.id);
    CHECK(fired.count(std::string(r.id)) + kNeverUnderEngine.count(std::string(r.id)) == 1);
  }
}

// Regenerates grader_fires.jsonl: the first (smallest, lowest seed) unique board on which each
// rule fires. Run: build/tests/dg_tests "[.find_boards]". Not part of the normal run.
TEST_CASE("queens grader: find boards where each rule fires", "[.find_boards]") {
  std::map<std::string, nlohmann::ordered_json> found;
  const auto rules = queens::rule_table();
  const std::size_t wanted = rules.size() - kNeverUnderEngine.size();
  for (std::uint64_t seed = 1; seed <= 4000 && found.size() < wanted; ++seed)
    for (int n = 6; n <= 12 && found.size() < wanted; ++n) {
      Rng rng(derive_seed(seed + 7000, static_cast<std::uint64_t>(n)));
      queens::Solution solution;
      const queens::Puzzle p = queens::unique_puzzle(n, rng, &solution);
      const Grade g = queens::grade(p);
      for (const auto& [rule, hits] : g.hits) {
        auto it = found.find(rule);
        if (it != found.end() && it->second["puzzle"]["size"].get<int>() <= n) continue;
        found[rule] = {{"rule", rule},
                       {"puzzle", queens::to_json(p)},
                       {"solution", queens::solution_to_json(solution)}};
      }
    }
  std::ofstream out(kFile);
  for (const auto& r : rules)
    if (found.count(std::string(r.id))) out << found[std::string(r.id)].dump() << "\n";
  CHECK(found.size() == wanted);
}
