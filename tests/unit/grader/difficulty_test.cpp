// The difficulty score (grader/common/difficulty.hpp): the per-game data agrees with the rule
// tables, the bands cover the line, the score is deterministic and monotone where it must be, and
// the step record agrees with the grade.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <vector>

#include "grader/common/difficulty.hpp"
#include "grader/common/graders.hpp"
#include "grader/common/scorers.hpp"
#include "grader/queens/difficulty.hpp"
#include "grader/queens/grader.hpp"
#include "grader/tango/difficulty.hpp"
#include "grader/tango/grader.hpp"
#include "grader/zip/difficulty.hpp"
#include "grader/zip/grader.hpp"
#include "tests/unit/common/corpus.hpp"

using namespace dg;

namespace {

// Unit costs, no scarcity, no size: the score is ln(sum + max) and easy to reason about.
const RuleCost kToyCosts[] = {
    {"skipped", 0, 0, false}, {"cheap", 1, 1}, {"dear", 4, 4}, {"dearer", 16, 16}};

DifficultyParams toy_params(double gamma) {
  return DifficultyParams{gamma, 2.0, 1.0, {1.0, 2.0, 3.0}};
}

}  // namespace

TEST_CASE("every game's cost table covers its rule table, rule for rule", "[difficulty]") {
  REQUIRE(all_scorers().size() == all_graders().size());
  for (const ScorerInfo& scorer : all_scorers()) {
    INFO(scorer.game);
    const GraderInfo* grader = find_grader(scorer.game);
    REQUIRE(grader);
    REQUIRE(scorer.costs.size() == grader->rules.size());
    for (std::size_t i = 0; i < scorer.costs.size(); ++i) {
      INFO(grader->rules[i].id);
      CHECK(scorer.costs[i].id == grader->rules[i].id);
      CHECK(scorer.costs[i].step >= 0);
      CHECK(scorer.costs[i].max >= 0);
    }
  }
}

TEST_CASE("no rule of a harder tier has a lower hardest-rule cost", "[difficulty]") {
  // So a puzzle that needs a rule of a harder tier never scores a lower max term. (Equal is
  // allowed: Tango's near_complete and line tiers cost the same on LinkedIn's week.)
  for (const ScorerInfo& scorer : all_scorers()) {
    INFO(scorer.game);
    const GraderInfo* grader = find_grader(scorer.game);
    const auto tiers = static_cast<int>(grader->tiers.size());
    std::vector<double> lowest(static_cast<std::size_t>(tiers), 1e300), highest(lowest.size(), 0);
    for (std::size_t i = 0; i < scorer.costs.size(); ++i) {
      if (!scorer.costs[i].counted) continue;
      const auto t = static_cast<std::size_t>(grader->rules[i].tier);
      lowest[t] = std::min(lowest[t], scorer.costs[i].max);
      highest[t] = std::max(highest[t], scorer.costs[i].max);
    }
    for (std::size_t t = 1; t < lowest.size(); ++t) {
      INFO("tier " << grader->tiers[t]);
      CHECK(lowest[t] >= highest[t - 1]);
    }
  }
}

TEST_CASE("the bands cover the whole line without gaps, in order", "[difficulty]") {
  for (const ScorerInfo& scorer : all_scorers()) {
    INFO(scorer.game);
    const auto& limits = scorer.params->band_limits;
    for (std::size_t i = 1; i < limits.size(); ++i) CHECK(limits[i - 1] < limits[i]);
    // Every score has a band, and the band never goes back down as the score rises.
    std::size_t previous = 0;
    std::vector<bool> seen(kBandNames.size(), false);
    for (double d = -50; d <= 50; d += 0.001) {
      const std::string_view band = band_of(d, *scorer.params);
      const auto index = static_cast<std::size_t>(
          std::find(kBandNames.begin(), kBandNames.end(), band) - kBandNames.begin());
      REQUIRE(index < kBandNames.size());
      REQUIRE(index >= previous);
      previous = index;
      seen[index] = true;
    }
    CHECK(std::all_of(seen.begin(), seen.end(), [](bool b) { return b; }));
    // A limit belongs to the band above it.
    for (std::size_t i = 0; i < limits.size(); ++i) {
      CHECK(band_of(limits[i], *scorer.params) == kBandNames[i + 1]);
      CHECK(band_of(std::nextafter(limits[i], -1e300), *scorer.params) == kBandNames[i]);
    }
  }
}

TEST_CASE("a run of one rule whose availability counts down is one batch", "[difficulty]") {
  // Four parallel deductions found one at a time (4, 3, 2, 1 left), then a lone harder step.
  const std::vector<StepRecord> steps = {
      {1, 0, 20, 4}, {1, 0, 19, 3}, {1, 0, 18, 2}, {1, 0, 17, 1}, {2, 1, 16, 1}};
  const Difficulty d = score_steps(steps, kToyCosts, toy_params(1.0));
  CHECK(d.counted_steps == 5);
  CHECK(d.bottleneck_steps == 1);  // only the lone step: the batch always had 4 ways forward
  CHECK(d.mean_available == Approx((4.0 * 4 + 1) / 5));
  CHECK(d.sum_term == Approx(20.0 / 4 + 19.0 / 4 + 18.0 / 4 + 17.0 / 4 + 4 * 16.0));
  CHECK(d.max_term == Approx(2 * 4.0));
  CHECK(d.size_term == Approx(std::log(20.0)));
  CHECK(d.score == Approx(std::log(d.sum_term + d.max_term) + d.size_term));
  // The same rule again with more availability starts a new batch.
  const std::vector<StepRecord> two = {{1, 0, 20, 2}, {1, 0, 19, 3}};
  CHECK(score_steps(two, kToyCosts, toy_params(1.0)).mean_available == Approx(2.5));
}

TEST_CASE("uncounted steps do not change the score", "[difficulty]") {
  const std::vector<StepRecord> plain = {{1, 0, 10, 2}, {2, 1, 8, 1}};
  std::vector<StepRecord> with_skips = {{1, 0, 10, 2}, {0, 0, 9, 5}, {2, 1, 8, 1}, {0, 0, 7, 1}};
  const Difficulty a = score_steps(plain, kToyCosts, toy_params(0.75));
  const Difficulty b = score_steps(with_skips, kToyCosts, toy_params(0.75));
  CHECK(a.score == b.score);
  CHECK(a.counted_steps == b.counted_steps);
  CHECK(a.bottleneck_steps == b.bottleneck_steps);
}

TEST_CASE("a needed extra or harder step never lowers the score", "[difficulty]") {
  for (double gamma : {0.0, 0.5, 0.75}) {
    INFO("gamma " << gamma);
    const DifficultyParams params = toy_params(gamma);
    const std::vector<StepRecord> base = {
        {1, 0, 30, 3}, {1, 0, 29, 2}, {2, 1, 25, 1}, {1, 0, 20, 5}};
    const double score = score_steps(base, kToyCosts, params).score;
    for (std::size_t at = 0; at <= base.size(); ++at)
      for (int rule : {1, 2, 3}) {
        INFO("extra step of rule " << rule << " at " << at);
        std::vector<StepRecord> more = base;
        const int undecided = at < base.size() ? base[at].undecided : 19;
        more.insert(more.begin() + static_cast<long>(at), {rule, rule - 1, undecided, 1});
        CHECK(score_steps(more, kToyCosts, params).score >= score);
      }
    for (std::size_t at = 0; at < base.size(); ++at) {
      INFO("step " << at << " needs the hardest rule instead");
      std::vector<StepRecord> harder = base;
      harder[at].rule = 3;
      harder[at].tier = 2;
      CHECK(score_steps(harder, kToyCosts, params).score >= score);
    }
  }
}

TEST_CASE("the step record agrees with the grade, and the score is deterministic", "[difficulty]") {
  for (const auto& e : test::load_corpus("queens")) {
    INFO(e.id);
    if (!e.puzzle) continue;
    const auto p = queens::from_json(e.puzzle->to_json());
    REQUIRE(p.ok());
    const Grade g = queens::grade(p.value());
    const auto steps = queens::record_steps(p.value());
    CHECK(static_cast<int>(steps.size()) == g.steps);
    int max_tier = -1;
    for (const StepRecord& s : steps) max_tier = std::max(max_tier, s.tier);
    CHECK(max_tier == g.max_tier);
    // The fired rule itself applies; uncounted rules (queen_adjacent_kill) are not probed.
    const auto costs = queens::scorer_info().costs;
    for (const StepRecord& s : steps)
      CHECK(s.available >= (costs[static_cast<std::size_t>(s.rule)].counted ? 1 : 0));
    const Difficulty a = queens::difficulty(p.value()), b = queens::difficulty(p.value());
    CHECK(a.score == b.score);
    CHECK(a.band == b.band);
  }
  for (const auto& e : test::load_corpus("tango")) {
    INFO(e.id);
    if (!e.puzzle) continue;
    const auto p = tango::from_json(e.puzzle->to_json());
    REQUIRE(p);
    const Grade g = tango::grade(*p);
    const auto steps = tango::record_steps(*p);
    CHECK(static_cast<int>(steps.size()) == g.steps);
    CHECK(tango::difficulty(*p).score == tango::difficulty(*p).score);
  }
  for (const auto& e : test::load_corpus("zip")) {
    INFO(e.id);
    if (!e.puzzle) continue;
    const auto p = zip::from_json(e.puzzle->to_json());
    REQUIRE(p);
    const Grade g = zip::grade(*p);
    CHECK(static_cast<int>(zip::record_steps(*p).size()) == g.steps);
    CHECK(zip::difficulty(*p).score == zip::difficulty(*p).score);
  }
}

TEST_CASE("a puzzle needing a harder tier scores above the same puzzle's easier grade",
          "[difficulty]") {
  // Dropping the hardest tier's steps (the cap) gives a record with fewer, cheaper steps, so the
  // full record's score is never lower than the score of its prefix of easier steps.
  for (const auto& e : test::load_corpus("queens")) {
    if (!e.puzzle) continue;
    INFO(e.id);
    const auto p = queens::from_json(e.puzzle->to_json());
    const auto steps = queens::record_steps(p.value());
    const ScorerInfo& scorer = queens::scorer_info();
    for (std::size_t n = 1; n < steps.size(); ++n) {
      const std::span<const StepRecord> prefix(steps.data(), n);
      CHECK(score_steps(prefix, scorer.costs, *scorer.params).score <=
            score_steps(std::span<const StepRecord>(steps.data(), n + 1), scorer.costs,
                        *scorer.params)
                    .score +
                1e-12);
    }
  }
}
