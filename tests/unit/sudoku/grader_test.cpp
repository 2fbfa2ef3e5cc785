// Sudoku grader: every step of every grade replayed against the unique solution (a rule may only
// place a solution digit or remove a digit the solution does not have), on seeded boards made by
// removal at 4x4, 6x6 and 9x9 and on qqwing's reference puzzles; every rule fires somewhere; a
// solved grade fills the solution and a stuck one is confirmed unique by the counter; the traces
// name cells and units as on the board.
#include <catch2/catch.hpp>

#include <fstream>
#include <map>
#include <sstream>

#include "grader/common/explain.hpp"
#include "grader/sudoku/difficulty.hpp"
#include "grader/sudoku/grader.hpp"
#include "grader/sudoku/rules.hpp"
#include "solver/sudoku/line.hpp"
#include "tests/unit/sudoku/boards.hpp"

namespace sudoku = dg::sudoku;

namespace {

// Checks after every step that the grid still agrees with the solution.
class Replay final : public dg::StepObserver<sudoku::Grid> {
 public:
  explicit Replay(const sudoku::Solution& s) : s_(s) {}
  void before_step(const sudoku::Grid&) override {}
  void after_step(std::size_t rule, dg::Step step, const sudoku::Grid& g) override {
    ++steps;
    if (step == dg::Step::contradiction) unsound = "rule " + std::to_string(rule) + " broke";
    for (int k = 0; k < g.cells(); ++k) {
      const int want = s_[static_cast<std::size_t>(k)];
      const bool ok = g.is_open(k) ? (g.at(k) & sudoku::digit_bit(want)) != 0
                                   : g.value[static_cast<std::size_t>(k)] == want;
      if (!ok && unsound.empty())
        unsound = std::string(sudoku::rule_table()[rule].id) + " at cell " + std::to_string(k);
    }
  }
  int steps = 0;
  std::string unsound;

 private:
  const sudoku::Solution& s_;
};

struct Tally {
  std::map<std::string, int> tiers, hits;
};

void grade_and_replay(const sudoku::Puzzle& p, const sudoku::Solution& s, Tally& tally) {
  Replay replay(s);
  dg::Trace trace;
  const dg::Grade g = sudoku::grade_observed(p, -1, &trace, &replay);
  INFO(sudoku::to_text(p));
  REQUIRE(replay.unsound.empty());
  CHECK(g.status != dg::Status::contradiction);
  CHECK(static_cast<int>(trace.steps.size()) == g.steps);
  CHECK(replay.steps == g.steps);
  ++tally.tiers[g.tier];
  for (const auto& [rule, n] : g.hits) tally.hits[rule] += n;
  if (g.status == dg::Status::stuck) CHECK(g.tier == "search");
}

}  // namespace

TEST_CASE("sudoku grader steps are sound on boards made by removal", "[sudoku][grader]") {
  Tally tally;
  for (auto [br, bc, count] :
       {std::tuple{2, 2, 150}, std::tuple{2, 3, 250}, std::tuple{3, 3, 250}}) {
    for (int i = 0; i < count; ++i) {
      dg::Rng rng(
          dg::derive_seed(static_cast<std::uint64_t>(br * 10 + bc), static_cast<std::uint64_t>(i)));
      sudoku::Solution s;
      const sudoku::Puzzle p = dg::test::board_by_removal(rng, br, bc, &s);
      grade_and_replay(p, s, tally);
    }
  }
  std::ostringstream out;
  for (const auto& [tier, n] : tally.tiers) out << tier << " " << n << "; ";
  for (const auto& [rule, n] : tally.hits) out << rule << " " << n << "; ";
  INFO(out.str());
  // Every rule makes progress somewhere on these boards but swordfish, too rare on boards this
  // small (its own case below).
  for (const dg::RuleInfo& r : sudoku::rule_infos())
    if (r.id != "swordfish") CHECK(tally.hits[std::string(r.id)] > 0);
  CHECK(tally.tiers["contradiction"] > 0);
}

TEST_CASE("sudoku grader on qqwing's reference puzzles", "[sudoku][grader]") {
  std::ifstream in(std::string(DG_SOURCE_DIR) + "/tests/data/sudoku/qqwing.txt");
  REQUIRE(in);
  Tally tally;
  int read = 0;
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream words(line);
    std::string level, board;
    words >> level >> board;
    auto p = sudoku::from_line(board);
    REQUIRE(p.ok());
    const auto count = sudoku::count_solutions(*p, 2);
    REQUIRE(count.count == 1);
    REQUIRE(sudoku::count_solutions_dlx(*p, 2).count == 1);
    grade_and_replay(*p, count.solutions.front(), tally);
    ++read;
  }
  CHECK(read == 12);
}

TEST_CASE("sudoku grader traces name cells and units as on the board", "[sudoku][grader]") {
  // Row 1 misses only 4: a hidden single in row 1 (box 2 still has other places for 4).
  auto p = sudoku::from_text(
      "sudoku\n123.56789\n.........\n.........\n.........\n.........\n.........\n.........\n"
      ".........\n.........\n");
  REQUIRE(p.ok());
  dg::Trace trace;
  sudoku::grade(*p, sudoku::kHiddenSingle, &trace);
  REQUIRE_FALSE(trace.steps.empty());
  CHECK(trace.steps[0].rule == "hidden_single_line");
  CHECK_THAT(trace.steps[0].text, Catch::Contains("D1 is 4"));
  CHECK_THAT(trace.steps[0].text, Catch::Contains("row 1"));
  CHECK_THAT(dg::explain_text(trace), Catch::Contains("D1 is 4"));
  // A clash is a contradiction at once.
  auto clash = sudoku::from_line("11..............");
  REQUIRE(clash.ok());
  CHECK(sudoku::grade(*clash).status == dg::Status::contradiction);
  // An empty board is stuck: search.
  const sudoku::Puzzle empty = *sudoku::make_puzzle(2, 2, std::vector<std::uint8_t>(16, 0));
  CHECK(sudoku::grade(empty).tier == "search");
}

TEST_CASE("sudoku cost table follows the rule table", "[sudoku][grader]") {
  const auto costs = sudoku::rule_costs();
  const auto rules = sudoku::rule_infos();
  REQUIRE(costs.size() == rules.size());
  for (std::size_t i = 0; i < rules.size(); ++i) CHECK(costs[i].id == rules[i].id);
  for (std::size_t i = 1; i < rules.size(); ++i)
    if (rules[i].tier > rules[i - 1].tier) CHECK(costs[i].max >= costs[i - 1].max * 1.68);
  CHECK(sudoku::parse_tier("fish") == sudoku::kFish);
  CHECK(sudoku::parse_tier("search") == sudoku::kTierCount);
}

TEST_CASE("sudoku swordfish removes a digit from its three columns", "[sudoku][grader]") {
  // 1 in rows 1, 4 and 7 only in columns A, E and I (two places each): the three rows put their
  // 1s in those three columns, so no other row of A, E or I holds 1.
  const sudoku::Puzzle empty = *sudoku::make_puzzle(3, 3, std::vector<std::uint8_t>(81, 0));
  sudoku::Grid g = sudoku::make_grid(empty);
  const int keep[3][2] = {{0, 4}, {4, 8}, {0, 8}};
  for (int i = 0; i < 3; ++i)
    for (int c = 0; c < 9; ++c)
      if (c != keep[i][0] && c != keep[i][1]) g.eliminate(i * 3 * 9 + c, sudoku::digit_bit(1));
  sudoku::Grid x = g;
  CHECK(sudoku::apply_fish(x, 2, nullptr) == dg::Step::none);
  dg::Trace trace;
  REQUIRE(sudoku::apply_fish(g, 3, &trace) == dg::Step::progress);
  for (int r = 0; r < 9; ++r)
    for (int c : {0, 4, 8}) {
      const bool base = r % 3 == 0 && r / 3 < 3 && (c == keep[r / 3][0] || c == keep[r / 3][1]);
      CHECK(((g.at(r * 9 + c) & sudoku::digit_bit(1)) != 0) == base);
    }
  REQUIRE(trace.steps.size() == 1);
  CHECK_THAT(trace.steps[0].text,
             Catch::Contains("in row 1, row 4 and row 7, 1 can only go in column A, column E and "
                             "column I"));
}
