// Queens family grader: the rules' memos skip work whose outcome an earlier run already settles
// (the contradiction tier's simulations, rules_family_contradiction.cpp; the pigeonhole tier's
// scans, rules_family_hall.cpp; the packing rule's ways, rules_family_packing.cpp), which must
// change nothing a grade says. Every board here is graded
// with the memo and without it, and the two grades must have the same status, tier, steps and trace
// (each step's rule, cells and words). Boards: Star Battle 2-star 8x8..10x10 and 3-star 14x14 (half
// of them not repaired, so not unique: those end stuck after the tier's last full scan), and small
// random boards of every option, the general system's (attacks, pieces, ranges, units) among them.
// The Star Battle boards' scores too: the score's probes apply the rules to copies of the grid
// that run ahead of the grade and share its memos, so each step's record (rule, tier, undecided
// units, availability) and the score must be the same with and without them.
#include <string>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "generator/queens/star_battle.hpp"
#include "grader/queens/difficulty.hpp"
#include "grader/queens/family_rules.hpp"
#include "grader/queens/grader.hpp"
#include "tests/unit/queens/family_boards.hpp"
#include "tests/unit/queens/general_boards.hpp"

using namespace dg;
using namespace dg::queens;

namespace {

struct Graded {
  Grade grade;
  Trace trace;
};

Graded graded(const Puzzle& p, bool memo) {
  use_rule_memos(memo);
  Graded out;
  out.grade = grade_family(p, -1, &out.trace);
  use_rule_memos(true);
  return out;
}

// True when the grades agree; the first difference goes to the test's log.
bool same_with_and_without_memo(const Puzzle& p, int& contradiction_steps) {
  const Graded on = graded(p, true), off = graded(p, false);
  INFO(to_text(p));
  CHECK(on.grade.status == off.grade.status);
  CHECK(on.grade.tier == off.grade.tier);
  CHECK(on.grade.steps == off.grade.steps);
  REQUIRE(on.trace.steps.size() == off.trace.steps.size());
  for (std::size_t s = 0; s < on.trace.steps.size(); ++s) {
    const TraceStep &a = on.trace.steps[s], &b = off.trace.steps[s];
    INFO("step " << s << ": " << b.rule << " " << b.text);
    CHECK(a.rule == b.rule);
    CHECK(a.cells == b.cells);
    CHECK(a.text == b.text);
    if (a.rule != b.rule || a.cells != b.cells || a.text != b.text) return false;
    contradiction_steps += a.rule.rfind("star_forces_contradiction", 0) == 0;
  }
  return on.grade.tier == off.grade.tier && on.grade.steps == off.grade.steps;
}

// True when the score's step records and the score agree with the memos on and off.
bool same_score_with_and_without_memo(const Puzzle& p) {
  use_rule_memos(true);
  const std::vector<StepRecord> on = record_steps(p);
  const double on_score = difficulty(p).score;
  use_rule_memos(false);
  const std::vector<StepRecord> off = record_steps(p);
  const double off_score = difficulty(p).score;
  use_rule_memos(true);
  INFO(to_text(p));
  REQUIRE(on.size() == off.size());
  bool same = true;
  for (std::size_t s = 0; s < on.size(); ++s) {
    INFO("step " << s);
    CHECK(on[s].rule == off[s].rule);
    CHECK(on[s].tier == off[s].tier);
    CHECK(on[s].undecided == off[s].undecided);
    CHECK(on[s].available == off[s].available);
    same = same && on[s].rule == off[s].rule && on[s].available == off[s].available &&
           on[s].undecided == off[s].undecided;
  }
  CHECK(on_score == off_score);  // bit-identical: the same records give the same sums
  return same && on_score == off_score;
}

int star_battle_boards(int n, int k, int boards, int& contradiction_steps) {
  int checked = 0;
  for (int b = 0; b < boards; ++b) {
    Rng rng(derive_seed(2727, static_cast<std::uint64_t>(n * 1000 + b)));
    Puzzle p;
    Solution planted;
    // An attempt gives up when a group of stars cannot be joined: the next one draws anew.
    for (int attempt = 0; attempt < 20 && (p.region.empty() || !make_puzzle(p).ok()); ++attempt)
      star_battle(n, k, rng, p, planted, b % 2 == 0 ? 0 : 1);
    if (p.region.empty() || !make_puzzle(p).ok()) continue;
    INFO("n " << n << " k " << k << " board " << b);
    checked +=
        same_with_and_without_memo(p, contradiction_steps) && same_score_with_and_without_memo(p);
  }
  return checked;
}

}  // namespace

TEST_CASE("queens family grader: the rule memos change no grade nor trace (2 stars)",
          "[queens][family]") {
  int steps = 0;
  int checked = star_battle_boards(8, 2, 30, steps);
  checked += star_battle_boards(10, 2, 30, steps);
  CHECK(checked >= 50);
  CHECK(steps >= 100);  // the tier ran, and refuted cells after skipping others
}

TEST_CASE("queens family grader: the rule memos change no grade nor trace (3 stars)",
          "[queens][family]") {
  int steps = 0;
  CHECK(star_battle_boards(14, 3, 3, steps) >= 2);
  CHECK(steps >= 5);
}

TEST_CASE("queens family grader: the rule memos change no grade nor trace (3 stars, many)",
          "[queens][family][.soak]") {
  int steps = 0;
  CHECK(star_battle_boards(14, 3, 40, steps) >= 30);
}

// Two 3-star boards (generate queens --stars 3 --size 14 --seed 4, puzzles 8 and 20) on which the
// contradiction tier's simulations depend on the order the rules fire in, once the grid cannot be
// completed: from a grid that knows more, a simulation may miss a contradiction that one from an
// earlier grid found (unit_fill fills a row first, and unit_confined's "room equals need" then
// no longer holds), or find one the earlier grid's did not. So a simulation started from an earlier
// one's fixed point, or a refutation carried over to a grid that knows more, changes their grades
// or scores (tests/bench/results/2026-11-27-stars3-3-gradefast.md); every memo must keep them.
constexpr const char* kOrderBoundBoards[] = {
    R"({"game":"queens","size":14,"stars":3,"regions":[[11,11,11,11,11,1,1,1,5,5,5,5,5,5],[11,6,6,11,11,1,1,1,1,5,5,5,8,5],[6,6,6,11,1,1,1,1,1,5,12,8,8,8],[7,6,6,11,11,11,1,1,1,12,12,8,8,8],[7,7,7,7,7,11,11,1,1,12,12,12,8,8],[7,7,7,7,11,11,11,4,4,12,8,8,8,10],[11,7,11,11,11,11,11,4,4,12,12,8,10,10],[11,11,11,11,11,11,4,4,4,4,12,10,10,10],[9,2,13,13,13,13,4,4,4,12,12,10,10,10],[9,2,2,2,2,13,13,4,4,12,12,12,12,10],[9,2,9,2,2,2,13,4,4,0,0,0,12,12],[9,9,9,2,2,2,13,13,0,0,0,0,0,12],[9,9,9,9,2,3,3,13,13,13,13,13,13,12],[9,9,9,2,2,3,3,3,3,3,3,3,13,12]]})",
    R"({"game":"queens","size":14,"stars":3,"regions":[[13,13,13,13,13,13,13,3,4,4,4,4,4,4],[13,0,0,13,13,13,3,3,3,4,4,4,11,4],[13,0,0,0,13,3,3,3,3,4,4,11,11,11],[2,0,0,0,13,13,13,13,13,13,4,11,11,11],[2,0,0,0,10,10,10,10,10,13,13,9,9,11],[2,2,2,10,10,10,10,10,10,13,13,9,11,11],[2,2,2,1,1,8,8,8,8,13,13,9,9,9],[2,1,1,1,1,8,8,8,8,13,9,9,13,9],[2,1,1,1,1,8,8,8,8,13,13,13,13,13],[2,1,1,1,1,8,8,8,8,6,6,6,6,13],[2,1,1,1,5,5,8,8,12,12,12,12,6,13],[7,7,7,5,5,5,8,8,12,12,12,6,6,13],[7,7,7,5,5,5,5,12,12,12,12,6,6,13],[7,7,7,7,7,7,12,12,12,12,12,12,13,13]]})"};

TEST_CASE("queens family grader: the rule memos change no grade nor score (order-bound boards)",
          "[queens][family]") {
  int steps = 0;
  for (const char* text : kOrderBoundBoards) {
    auto p = from_json(nlohmann::json::parse(text));
    REQUIRE(p.ok());
    CHECK(same_with_and_without_memo(*p, steps));
    CHECK(same_score_with_and_without_memo(*p));
  }
  CHECK(steps >= 20);
}

TEST_CASE("queens family grader: the rule memos change no grade nor trace (any option)",
          "[queens][family]") {
  int checked = 0, steps = 0;
  for (std::uint64_t seed = 1; seed <= 600; ++seed) {
    Rng rng(derive_seed(2728, seed));
    auto p = test::random_family_board(rng, 7);
    if (!p.ok()) continue;
    INFO("seed " << seed);
    checked += same_with_and_without_memo(*p, steps);
  }
  CHECK(checked >= 400);
  CHECK(steps >= 20);
}

// The general system's boards (merged beside the memos): per-cell attack sets, count ranges and
// extra units are what the memos' keys must see too.
TEST_CASE("queens family grader: the rule memos change no grade nor trace (general system)",
          "[queens][family][general]") {
  int checked = 0, steps = 0;
  for (std::uint64_t seed = 1; seed <= 300; ++seed)
    for (test::GeneralOption option : test::kGeneralOptions) {
      Rng rng(derive_seed(2730, seed * 16 + static_cast<std::uint64_t>(option)));
      auto p = from_json(test::random_general_json(rng, option, 6));
      if (!p.ok() || !is_general(*p)) continue;
      INFO("seed " << seed << ", option " << test::option_name(option));
      checked += same_with_and_without_memo(*p, steps);
    }
  CHECK(checked >= 1000);
  CHECK(steps >= 20);
}
