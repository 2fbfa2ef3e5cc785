// The step record's shortcuts (grader/common/step_probe.hpp) change its cost, never its figures:
// every counted step's availability equals the plain reading, each rule of the tier applied alone
// to its own copy of the grid before the step; and one run that grades and scores gives exactly
// the grade and the score of the two separate runs, on the corpus and on generated puzzles of
// every tier.
#include <catch2/catch.hpp>

#include <optional>
#include <vector>

#include "generator/queens/generator.hpp"
#include "generator/tango/generator.hpp"
#include "generator/zip/generator.hpp"
#include "grader/queens/difficulty.hpp"
#include "grader/queens/grader.hpp"
#include "grader/queens/rules.hpp"
#include "grader/tango/difficulty.hpp"
#include "grader/tango/grader.hpp"
#include "grader/tango/rules.hpp"
#include "grader/zip/difficulty.hpp"
#include "grader/zip/rules.hpp"
#include "tests/unit/common/corpus.hpp"

using namespace dg;

namespace {

// The plain reading of availability: for every step, a fresh copy of the grid before it per rule
// of the fired rule's tier, from the fired rule on, each applied until stuck (or `cap`).
template <class Grid>
class PlainProbe final : public StepObserver<Grid> {
 public:
  PlainProbe(std::span<const Rule<Grid>> rules, int cap) : rules_(rules), cap_(cap) {}
  void before_step(const Grid& grid) override { before_.emplace(grid); }
  void after_step(std::size_t k, Step, const Grid&) override {
    int available = 0;
    for (std::size_t j = k; j < rules_.size() && rules_[j].tier == rules_[k].tier; ++j) {
      Grid copy = *before_;
      int count = 0;
      while (count < cap_) {
        const Step step = rules_[j].apply(copy, rules_[j].param, nullptr);
        if (step == Step::none) break;
        ++count;
        if (step == Step::contradiction || copy.contradiction() || copy.solved()) break;
      }
      available += count;
    }
    steps.push_back({static_cast<int>(k), rules_[k].tier, 0, available});
  }
  std::vector<StepRecord> steps;

 private:
  std::span<const Rule<Grid>> rules_;
  int cap_;
  std::optional<Grid> before_;
};

// The record against the plain reading: the same steps, and the same availability wherever the
// score counts the rule.
void check_record(const std::vector<StepRecord>& record, const std::vector<StepRecord>& plain,
                  std::span<const RuleCost> costs) {
  REQUIRE(record.size() == plain.size());
  for (std::size_t s = 0; s < record.size(); ++s) {
    INFO("step " << s);
    CHECK(record[s].rule == plain[s].rule);
    CHECK(record[s].tier == plain[s].tier);
    if (costs[static_cast<std::size_t>(record[s].rule)].counted)
      CHECK(record[s].available == plain[s].available);
    else
      CHECK(record[s].available == 0);
  }
}

void check_same_grade(const Grade& a, const Grade& b) {
  CHECK(a.status == b.status);
  CHECK(a.tier == b.tier);
  CHECK(a.max_tier == b.max_tier);
  CHECK(a.steps == b.steps);
  CHECK(a.hits == b.hits);
}

// Bit for bit: the shortcuts must not move a score in its last place.
void check_same_score(const std::optional<Difficulty>& one_run, const Difficulty& alone) {
  REQUIRE(one_run);
  CHECK(one_run->score == alone.score);
  CHECK(one_run->band == alone.band);
  CHECK(one_run->sum_term == alone.sum_term);
  CHECK(one_run->size_term == alone.size_term);
  CHECK(one_run->bottleneck_steps == alone.bottleneck_steps);
  CHECK(one_run->mean_available == alone.mean_available);
}

void check_queens(const queens::Puzzle& p) {
  PlainProbe<queens::Grid> plain(queens::rule_table(), kAvailabilityCap);
  const Grade g = queens::grade_observed(p, -1, nullptr, &plain);
  check_record(queens::record_steps(p), plain.steps, queens::scorer_info().costs);
  const ScoredGrade scored = queens::grade_and_score(p);
  check_same_grade(scored.grade, g);
  if (g.status == Status::solved)
    check_same_score(scored.difficulty, queens::difficulty(p));
  else
    CHECK_FALSE(scored.difficulty);
}

void check_tango(const tango::Puzzle& p) {
  PlainProbe<tango::Grid> plain(tango::rule_table(), kAvailabilityCap);
  const Grade g = tango::grade_observed(p, -1, nullptr, &plain);
  check_record(tango::record_steps(p), plain.steps, tango::scorer_info().costs);
  const ScoredGrade scored = tango::grade_and_score(p);
  check_same_grade(scored.grade, g);
  // What a score filter reads: the same grade, score and band without probing.
  const ScoredGrade rated = tango::grade_and_rate(p);
  check_same_grade(rated.grade, g);
  if (g.status != Status::solved) {
    CHECK_FALSE(scored.difficulty);
    CHECK_FALSE(rated.difficulty);
    return;
  }
  const Difficulty alone = tango::difficulty(p);
  check_same_score(scored.difficulty, alone);
  REQUIRE(rated.difficulty);
  CHECK(rated.difficulty->score == alone.score);
  CHECK(rated.difficulty->band == alone.band);
}

// Zip counts at most 2 applications per rule (grader/zip/difficulty.cpp). With `known`, the
// one-run grade and score that knows the solution is checked too.
void check_zip(const zip::Puzzle& p, const zip::Solution* known) {
  PlainProbe<zip::Grid> plain(zip::rules(), 2);
  const Grade g = zip::grade_observed(p, -1, nullptr, nullptr, nullptr, &plain);
  check_record(zip::record_steps(p), plain.steps, zip::scorer_info().costs);
  const ScoredGrade scored = zip::grade_and_score(p);
  check_same_grade(scored.grade, g);
  if (g.status != Status::solved) {
    CHECK_FALSE(scored.difficulty);
    return;
  }
  const Difficulty alone = zip::difficulty(p);
  check_same_score(scored.difficulty, alone);
  if (!known) return;
  zip::Solution path;
  const ScoredGrade knowing = zip::grade_and_score_knowing(p, *known, &path);
  check_same_grade(knowing.grade, g);
  check_same_score(knowing.difficulty, alone);
  CHECK(path == *known);
}

}  // namespace

TEST_CASE("the step record's shortcuts keep the plain availability, corpus",
          "[difficulty][probe]") {
  for (const auto& e : test::load_corpus("queens")) {
    if (!e.puzzle) continue;
    INFO(e.id);
    check_queens(queens::from_json(e.puzzle->to_json()).value());
  }
  for (const auto& e : test::load_corpus("tango")) {
    if (!e.puzzle) continue;
    INFO(e.id);
    check_tango(*tango::from_json(e.puzzle->to_json()));
  }
  for (const auto& e : test::load_corpus("zip")) {
    if (!e.puzzle) continue;
    INFO(e.id);
    check_zip(*zip::from_json(e.puzzle->to_json()), nullptr);
  }
}

TEST_CASE("the step record's shortcuts keep the plain availability, every generated tier",
          "[difficulty][probe]") {
  for (int tier = 0; tier < 4; ++tier) {
    queens::Params p;
    p.n = 8;
    p.tier = tier;
    auto made = queens::generate_batch(p, 31, 4, 1);
    REQUIRE(made.ok());
    for (const auto& g : *made) {
      INFO("queens tier " << tier << " seed " << g.seed);
      check_queens(g.puzzle);
    }
  }
  for (int tier = 0; tier < tango::kTierCount; ++tier) {
    tango::Params p;
    p.n = 6;
    p.tier = tier;
    auto made = tango::generate_batch(p, 32, 4, 1);
    REQUIRE(made.ok());
    for (const auto& g : *made) {
      INFO("tango tier " << tier << " seed " << g.seed);
      check_tango(g.puzzle);
    }
  }
  for (int tier = 0; tier < 4; ++tier) {
    zip::Params p;
    p.rows = p.cols = 6;
    p.tier = tier;
    for (const auto& made : zip::generate_batch(p, 33, 0, 3, 1)) {
      REQUIRE(made.ok());
      INFO("zip tier " << tier << " seed " << made->seed);
      check_zip(made->puzzle, &made->solution);
    }
  }
}

TEST_CASE("an untimed Queens grade and score reads no clock and keeps every figure",
          "[difficulty][probe]") {
  // A generator's file output asks for Timing::untimed (it never writes the grade's time).
  int scored = 0;
  for (const auto& e : test::load_corpus("queens")) {
    if (!e.puzzle) continue;
    const queens::Puzzle p = queens::from_json(e.puzzle->to_json()).value();
    INFO(e.id);
    const ScoredGrade timed = queens::grade_and_score(p, nullptr, queens::Timing::timed);
    const ScoredGrade untimed = queens::grade_and_score(p, nullptr, queens::Timing::untimed);
    CHECK(untimed.scoring_time.count() == 0);
    CHECK(untimed.grade.status == timed.grade.status);
    CHECK(untimed.grade.max_tier == timed.grade.max_tier);
    CHECK(untimed.grade.hits == timed.grade.hits);
    REQUIRE(untimed.difficulty.has_value() == timed.difficulty.has_value());
    if (timed.difficulty) {
      CHECK(untimed.difficulty->score == timed.difficulty->score);
      CHECK(untimed.difficulty->band == timed.difficulty->band);
      ++scored;
    }
  }
  CHECK(scored > 10);
}
