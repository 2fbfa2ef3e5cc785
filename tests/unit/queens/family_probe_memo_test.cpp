// Queens family grader: the rules' memos skip work whose outcome an earlier run already settles
// (the contradiction tier's simulations, rules_family_contradiction.cpp; the pigeonhole tier's
// scans, rules_family_hall.cpp; the packing rule's ways, rules_family_packing.cpp), which must
// change nothing a grade says. Every board here is graded
// with the memo and without it, and the two grades must have the same status, tier, steps and trace
// (each step's rule, cells and words). Boards: Star Battle 2-star 8x8..10x10 and 3-star 14x14 (half
// of them not repaired, so not unique: those end stuck after the tier's last full scan), and small
// random boards of every option, the general system's (attacks, pieces, ranges, units) among them.
#include <string>

#include <catch2/catch.hpp>

#include "generator/queens/star_battle.hpp"
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
    checked += same_with_and_without_memo(p, contradiction_steps);
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
