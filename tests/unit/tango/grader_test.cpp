// Tango grader: rule soundness (every deduction replayed against a known solution), each rule's
// per-line example from its comment, every rule id firing on seeded puzzles, agreement with the
// exact counter (solved => unique, contradiction => no solution), and the generator's order-free
// closure agreeing with grade(); the same for the unique-lines variant. Also the golden corpus:
// every unique puzzle is graded.
#include <catch2/catch.hpp>

#include <regex>
#include <set>

#include "../common/corpus.hpp"
#include "generator/tango/generator.hpp"
#include "generator/tango/grid_table.hpp"
#include "generator/tango/random_grid.hpp"
#include "grader/tango/closure.hpp"
#include "grader/tango/grader.hpp"
#include "grader/tango/rules.hpp"
#include "solver/tango/counter.hpp"

#include "tests/unit/tango/board_checks.hpp"

namespace tango = dg::tango;
using tango::LineView;
using tango::Mask;

namespace {

// A line from its text: one char per cell ('1', '0', '.'), and between two cells ' ', '=' or 'x'.
// "1 .=. . . ." is a 6-cell line with '=' between cells 1 and 2.
struct TestLine {
  int n = 0;
  LineView v;
};
TestLine line_of(const std::string& s) {
  TestLine t;
  for (std::size_t i = 0; i < s.size(); i += 2, ++t.n) {
    const Mask bit = Mask{1} << t.n;
    if (s[i] != '.') t.v.known |= bit;
    if (s[i] == '1') t.v.sun |= bit;
    if (i + 1 < s.size() && s[i + 1] == '=') t.v.equal |= bit;
    if (i + 1 < s.size() && s[i + 1] == 'x') t.v.opposite |= bit;
  }
  t.v = tango::with_balance(t.n, t.v);
  return t;
}
// The forced cells as a string of '1', '0', '.'.
std::string forced(int n, tango::Forced f) {
  std::string s;
  for (int i = 0; i < n; ++i)
    s += (f.ones >> i & 1u) ? (f.zeros >> i & 1u ? '!' : '1') : (f.zeros >> i & 1u) ? '0' : '.';
  return s;
}

int value_at(const tango::Solution& s, int r, int c) {
  return s[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)] - '0';
}

// Every "(r,c)=v" a trace step names must hold in `sol`.
void replay(const dg::Trace& trace, const tango::Solution& sol) {
  static const std::regex cell(R"(\((\d+),(\d+)\)=([01]))");
  for (const auto& step : trace.steps) {
    // Only the text after ';' lists conclusions (before it, cross_line/contradiction name trials).
    const auto semi = step.text.rfind(';');
    const std::string concl = semi == std::string::npos ? step.text : step.text.substr(semi);
    for (auto it = std::sregex_iterator(concl.begin(), concl.end(), cell);
         it != std::sregex_iterator(); ++it) {
      INFO(step.rule << ": " << step.text);
      CHECK(value_at(sol, std::stoi((*it)[1]), std::stoi((*it)[2])) == std::stoi((*it)[3]));
    }
  }
}

}  // namespace

TEST_CASE("tango rule examples from the comments", "[tango][grader]") {
  auto check = [](tango::Forced (*deduce)(int, const LineView&), const std::string& before,
                  const std::string& expect) {
    const TestLine t = line_of(before);
    INFO(before);
    CHECK(forced(t.n, deduce(t.n, t.v)) == expect);
  };
  check(tango::deduce_sign_propagation, "1=. . . . .", ".1....");
  check(tango::deduce_sign_propagation, "0x. . . . .", ".1....");
  check(tango::deduce_pair, ". 1 1 . . .", "0..0..");
  check(tango::deduce_gap, "1 . 1 . . .", ".0....");
  check(tango::deduce_line_full, "1 0 1 . 1 .", "...0.0");
  check(tango::deduce_equal_pair_ends, "1 .=. . . .", ".00...");
  check(tango::deduce_equal_pair_ends, ". .=. 0 . .", ".11...");
  check(tango::deduce_opposite_balance, "1 .x. . 1 .", "...0.0");
  check(tango::deduce_equal_pair_balance, "1 1 0 .=. .", "...00.");
  check(tango::deduce_near_complete, "1 . 0 . . 1", ".0..0.");
  check(tango::deduce_line_completion, "1 . . . . 1", ".0..0.");
  check(tango::deduce_line_completion, "1 1 1 . . .", "...!!!");  // no completion: clash
}

TEST_CASE("tango rules are sound: every deduction holds in the solution", "[tango][grader]") {
  dg::Rng rng(42);
  int graded = 0;
  for (int i = 0; i < 600; ++i) {
    const int n = 4 + 2 * (i % 3);
    const auto sol = tango::random_solution(n, rng);
    // Any puzzle that `sol` solves will do (sound rules agree with every solution), unique or not.
    auto p = tango::random_puzzle(sol, rng.below(30), rng.below(40), rng);
    if (i % 2 == 0) {
      auto q = tango::reduce_to_unique(tango::random_puzzle(sol, 40, 30, rng), rng);
      if (q) p = *q;  // unique to start with: its minimal form
    }
    dg::Trace trace;
    const dg::Grade g = tango::grade(p, -1, &trace);
    CHECK(g.status != dg::Status::contradiction);
    replay(trace, sol);
    tango::Grid grid = tango::make_grid(p);
    tango::close_grid(grid, -1);
    for (int r = 0; r < n; ++r)
      for (int c = 0; c < n; ++c)
        if (grid.at(r, c) >= 0) CHECK(grid.at(r, c) == value_at(sol, r, c));
    ++graded;
  }
  CHECK(graded == 600);
}

TEST_CASE("tango grader agrees with the exact counter", "[tango][grader]") {
  dg::Rng rng(7);
  int solved = 0, contradictions = 0;
  for (int i = 0; i < 3000; ++i) {
    const int n = i % 4 == 3 ? 8 : 4 + 2 * (i % 2);
    const auto sol = tango::random_solution(n, rng);
    auto p = tango::random_puzzle(sol, rng.below(45), rng.below(50), rng);
    if (rng.chance(1, 4) && !p.equal.empty())  // a false sign: often no solution
      dg::test::make_a_sign_false(p);
    const dg::Grade g = dg::test::check_grade_against_count(p, solved, contradictions);
    // The generator's order-free closure reaches the engine's status with every tier too.
    tango::Grid grid = tango::make_grid(p);
    CHECK(tango::close_grid(grid, -1) == g.status);
  }
  CHECK(solved > 300);
  CHECK(contradictions > 50);
}

TEST_CASE("every tango rule id fires on some seeded puzzle", "[tango][grader]") {
  std::set<std::string> fired;
  for (int tier = tango::kBasic; tier < tango::kTierCount; ++tier) {
    tango::Params p;
    p.n = 6;
    p.tier = tier;
    auto batch = tango::generate_batch(p, 99, tier >= tango::kCrossLine ? 3 : 12, 1);
    REQUIRE(batch.ok());
    for (const auto& g : *batch)
      for (const auto& [id, hits] : g.grade.hits) fired.insert(id);
  }
  {  // distinct_lines needs the unique-lines variant
    tango::Params p;
    p.tier = tango::kLine;
    p.unique_lines = true;
    auto batch = tango::generate_batch(p, 99, 12, 1);
    REQUIRE(batch.ok());
    for (const auto& g : *batch)
      for (const auto& [id, hits] : g.grade.hits) fired.insert(id);
  }
  for (const auto& r : tango::rule_infos()) {
    INFO(r.id);
    CHECK(fired.count(std::string(r.id)) == 1);
  }
}

TEST_CASE("tango corpus puzzles with one solution are graded without contradiction",
          "[tango][grader][corpus]") {
  for (const auto& e : dg::test::load_corpus("tango")) {
    if (!e.puzzle) continue;
    auto p = tango::from_json(e.puzzle->to_json());
    REQUIRE(p.ok());
    const dg::Grade g = tango::grade(*p);
    const int count = tango::count_solutions(*p, 2).count;
    INFO(e.id);
    if (count == 1) CHECK(g.status != dg::Status::contradiction);
    if (g.status == dg::Status::solved) CHECK(count == 1);
    if (count == 0) CHECK(g.status != dg::Status::solved);
  }
}

TEST_CASE("the closure's single-line rules carry the rule table's ids and tiers",
          "[tango][grader]") {
  int complete = 0;
  for (const tango::LineRule& lr : tango::line_rules()) {
    INFO(lr.id);
    const auto infos = tango::rule_infos();
    const auto it = std::find_if(infos.begin(), infos.end(),
                                 [&](const dg::RuleInfo& r) { return r.id == lr.id; });
    REQUIRE(it != infos.end());
    CHECK(it->tier == lr.tier);
    complete += lr.complete ? 1 : 0;
  }
  CHECK(complete == 1);
  // Every rule below cross_line is a single-line rule and listed, except distinct_lines (it looks
  // at the complete parallel lines; the closure runs it as a pass of its own).
  for (const dg::RuleInfo& r : tango::rule_infos()) {
    if (r.tier >= tango::kCrossLine || r.id == "distinct_lines") continue;
    const auto lines = tango::line_rules();
    CHECK(std::any_of(lines.begin(), lines.end(),
                      [&](const tango::LineRule& lr) { return lr.id == r.id; }));
  }
}

TEST_CASE("distinct_lines: the example from its comment, and nothing without the variant",
          "[tango][grader][unique_lines]") {
  tango::Puzzle p;
  p.n = 6;
  p.cells.assign(36, -1);
  const std::string row0 = "100110", row3 = "10..10";
  for (int c = 0; c < 6; ++c) {
    p.cells[static_cast<std::size_t>(c)] =
        static_cast<std::int8_t>(row0[static_cast<std::size_t>(c)] - '0');
    if (row3[static_cast<std::size_t>(c)] != '.')
      p.cells[static_cast<std::size_t>(18 + c)] =
          static_cast<std::int8_t>(row3[static_cast<std::size_t>(c)] - '0');
  }
  tango::Grid g = tango::make_grid(p);
  CHECK(forced(6, tango::deduce_line_completion(6, g.line(3))) == "......");
  p.unique_lines = true;
  g = tango::make_grid(p);
  CHECK(forced(6, tango::deduce_distinct_lines(g, 3)) == "..10..");
  p.unique_lines = false;
  g = tango::make_grid(p);
  CHECK(forced(6, tango::deduce_distinct_lines(g, 3)) == "......");
  // Two equal complete rows break the variant only.
  tango::Grid twin = tango::make_grid(p);
  for (int c = 0; c < 6; ++c) twin.set(3, c, row0[static_cast<std::size_t>(c)] - '0');
  CHECK_FALSE(twin.contradiction());
  twin.unique_lines = true;
  CHECK(twin.contradiction());
}

TEST_CASE(
    "unique-lines variant: rules are sound, solved means unique, the closure matches the engine",
    "[tango][grader][unique_lines]") {
  dg::Rng rng(2024);
  int distinct_fired = 0, solved = 0;
  for (int i = 0; i < 1500; ++i) {
    const int n = 4 + 2 * (i % 3);
    const auto sol = tango::sample_solution(n, rng, true);
    auto p = tango::random_puzzle(sol, rng.below(60), rng.below(40), rng);
    p.unique_lines = true;
    dg::Trace trace;
    const dg::Grade g = tango::grade(p, -1, &trace);
    CHECK(g.status != dg::Status::contradiction);
    replay(trace, sol);
    if (g.hits.count("distinct_lines")) ++distinct_fired;
    if (g.status == dg::Status::solved) {
      CHECK(tango::count_solutions(p, 2).count == 1);
      ++solved;
    }
    for (int cap = 0; cap < tango::kTierCount; ++cap) {
      INFO("cap " << cap << "\n" << tango::to_text(p));
      tango::Grid a = tango::make_grid(p);
      CHECK(tango::close_grid(a, cap) == tango::grade(p, cap).status);
    }
  }
  CHECK(distinct_fired > 50);
  CHECK(solved > 200);
}
