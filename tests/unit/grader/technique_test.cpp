// The technique level (grader/common/difficulty.hpp): monotone in the tier and in the steps, free
// of board size; and Zip's scale, set on 25 real LinkedIn boards (tests/data/zip_linkedin/), which
// spreads both halves of them over the bands.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <map>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "grader/common/calibration.hpp"
#include "grader/common/difficulty.hpp"
#include "grader/common/graders.hpp"
#include "grader/common/scorers.hpp"
#include "grader/zip/difficulty.hpp"
#include "solver/zip/model.hpp"
#include "tests/unit/common/corpus.hpp"

using namespace dg;

namespace {

std::size_t level_index(std::string_view level) {
  return static_cast<std::size_t>(std::find(kTechniqueNames.begin(), kTechniqueNames.end(), level) -
                                  kTechniqueNames.begin());
}

// The most the bottleneck and recurrence bonus adds to log2(the hardest max cost).
constexpr double kMaxBonus = 0.75;

const RuleCost kToyCosts[] = {
    {"skipped", 0, 0, false}, {"cheap", 1, 1}, {"dear", 4, 4}, {"dearer", 16, 16}};

DifficultyParams toy_params() {
  return DifficultyParams{0.5, 2.0, 1.0, {1.0, 2.0, 3.0}, {1.0, 2.0, 4.0}};
}

struct RealZip {
  std::string id, half;
  zip::Puzzle puzzle;
};

std::vector<RealZip> real_zips() {
  std::ifstream in(std::string(DG_SOURCE_DIR) + "/tests/data/zip_linkedin/boards.jsonl");
  REQUIRE(in);
  std::vector<RealZip> out;
  std::string line;
  while (std::getline(in, line)) {
    const auto j = nlohmann::json::parse(line);
    auto p = zip::from_json(j["puzzle"]);
    REQUIRE(p.ok());
    out.push_back({j["id"].get<std::string>(), j["half"].get<std::string>(), *p});
  }
  return out;
}

}  // namespace

TEST_CASE("a puzzle needing a higher tier never gets a lower technique level", "[difficulty]") {
  // Checked on the data: for every rule of a lower tier with the largest bonus, and every rule of
  // a higher tier with none, the higher tier's level is at least the lower's.
  for (const ScorerInfo& scorer : all_scorers()) {
    INFO(scorer.game);
    const GraderInfo* grader = find_grader(scorer.game);
    REQUIRE(grader);
    for (std::size_t a = 0; a < scorer.costs.size(); ++a)
      for (std::size_t b = 0; b < scorer.costs.size(); ++b) {
        if (!scorer.costs[a].counted || !scorer.costs[b].counted) continue;
        if (grader->rules[a].tier >= grader->rules[b].tier) continue;
        INFO(scorer.costs[a].id << " below " << scorer.costs[b].id);
        const double low = std::log2(scorer.costs[a].max) + kMaxBonus;
        const double high = std::log2(scorer.costs[b].max);
        CHECK(level_index(technique_level_of(low, *scorer.params)) <=
              level_index(technique_level_of(high, *scorer.params)));
        // A step of a dearer rule outweighs any bonus, so the value cannot fall either.
        if (scorer.costs[b].max != scorer.costs[a].max) CHECK(high >= low);
      }
    // Every level is reachable by some tier: the levels are not all one.
    std::vector<bool> seen(kTechniqueNames.size(), false);
    for (std::size_t i = 0; i < scorer.costs.size(); ++i)
      if (scorer.costs[i].counted)
        seen[level_index(technique_level_of(std::log2(scorer.costs[i].max), *scorer.params))] =
            true;
    CHECK(std::count(seen.begin(), seen.end(), true) == static_cast<long>(seen.size()));
  }
}

TEST_CASE("adding a needed or harder step never lowers the technique level", "[difficulty]") {
  const DifficultyParams params = toy_params();
  const std::vector<StepRecord> base = {{1, 0, 30, 3}, {1, 0, 29, 2}, {2, 1, 25, 2}, {1, 0, 20, 5}};
  const Difficulty d = score_steps(base, kToyCosts, params);
  CHECK(d.technique == Approx(2.0));     // log2(4): one "dear" step, not a bottleneck
  CHECK(d.technique_level == "subtle");  // toy limits 1, 2, 4
  for (std::size_t at = 0; at <= base.size(); ++at)
    for (int rule : {1, 2, 3})
      for (int available : {1, 2, 5}) {
        INFO("extra step of rule " << rule << " at " << at << " with " << available);
        std::vector<StepRecord> more = base;
        const int undecided = at < base.size() ? base[at].undecided : 19;
        more.insert(more.begin() + static_cast<long>(at), {rule, rule - 1, undecided, available});
        const Difficulty m = score_steps(more, kToyCosts, params);
        CHECK(m.technique >= d.technique);
        CHECK(level_index(m.technique_level) >= level_index(d.technique_level));
      }
  // The hardest step found as the single way forward, and recurring, raise the value, never
  // past the next tier's.
  const std::vector<StepRecord> lone = {{1, 0, 30, 3}, {2, 1, 25, 1}};
  CHECK(score_steps(lone, kToyCosts, params).technique == Approx(2.5));
  const std::vector<StepRecord> thrice = {
      {2, 1, 30, 1}, {1, 0, 25, 3}, {2, 1, 20, 2}, {2, 1, 15, 2}};
  CHECK(score_steps(thrice, kToyCosts, params).technique == Approx(2.75));
  CHECK(score_steps(thrice, kToyCosts, params).technique < std::log2(16.0));
  // The skipped rule is no step at all.
  const std::vector<StepRecord> skipped = {{0, 0, 30, 1}, {1, 0, 29, 3}};
  CHECK(score_steps(skipped, kToyCosts, params).technique == Approx(0.0));
}

TEST_CASE("the technique level has no size term", "[difficulty]") {
  // The same steps on a board with ten times the undecided units: the band moves, the level not.
  const DifficultyParams params = toy_params();
  const std::vector<StepRecord> small = {{1, 0, 10, 2}, {3, 2, 8, 1}};
  const std::vector<StepRecord> large = {{1, 0, 100, 2}, {3, 2, 80, 1}};
  const Difficulty a = score_steps(small, kToyCosts, params);
  const Difficulty b = score_steps(large, kToyCosts, params);
  CHECK(a.score < b.score);
  CHECK(a.technique == b.technique);
  CHECK(a.technique_level == "deep");
}

TEST_CASE("every corpus puzzle's technique level follows its tier", "[difficulty][corpus]") {
  // Levels sit at the tier boundaries: across the corpus, a puzzle of a higher tier never has a
  // lower level than one of a lower tier (same game).
  for (const ScorerInfo& scorer : all_scorers()) {
    INFO(scorer.game);
    const GraderInfo* grader = find_grader(scorer.game);
    std::map<int, std::pair<std::size_t, std::size_t>> by_tier;  // tier rank: min, max level
    for (const auto& e : test::load_corpus(std::string(scorer.game))) {
      if (!e.puzzle) continue;
      const ScoredGrade g = scorer.grade_and_score(*e.puzzle, nullptr);
      if (!g.difficulty) continue;
      const auto rank =
          static_cast<int>(std::find(grader->tiers.begin(), grader->tiers.end(), g.grade.tier) -
                           grader->tiers.begin());
      const std::size_t level = level_index(g.difficulty->technique_level);
      REQUIRE(level < kTechniqueNames.size());
      auto [it, fresh] = by_tier.try_emplace(rank, level, level);
      it->second.first = std::min(it->second.first, level);
      it->second.second = std::max(it->second.second, level);
    }
    for (auto it = by_tier.begin(); it != by_tier.end() && std::next(it) != by_tier.end(); ++it)
      CHECK(it->second.second <= std::next(it)->second.first);
  }
}

TEST_CASE("Zip's minutes put the tuning half's middle at LinkedIn Queens' and spread both halves",
          "[difficulty][zip]") {
  const auto boards = real_zips();
  REQUIRE(boards.size() == 25);
  std::vector<double> tuning;
  std::map<std::string, std::map<std::string, int>> bands;  // half: band: boards
  std::size_t beyond = 0;
  for (const RealZip& b : boards) {
    INFO(b.id);
    const ScoredGrade g = zip::grade_and_score(b.puzzle);
    REQUIRE(g.difficulty);
    // LinkedIn's Zips need basic or regions rules, once parity: never contradiction.
    CHECK(g.grade.tier != "contradiction");
    CHECK(g.difficulty->technique_level != "deep");
    beyond += g.difficulty->beyond_linkedin;
    if (b.half == "tuning") tuning.push_back(g.difficulty->score);
    ++bands[b.half][g.difficulty->band];
  }
  CHECK(beyond <= 1);
  REQUIRE(tuning.size() == 13);
  // The shipped map has Queens' exponent and puts the middle of the tuning half's 2nd and 12th of
  // 13 scores (its 10th and 90th percentiles) at the middle, in log time, of LinkedIn Queens'
  // predicted 10th and 90th percentiles (docs/difficulty.md, "Minutes").
  std::sort(tuning.begin(), tuning.end());
  const Calibration& c = shipped_calibration();
  CHECK(c.find("zip")->log_seconds_per_score == c.find("queens")->log_seconds_per_score);
  const double middle =
      std::sqrt(minutes_of(tuning[1], "zip", c) * minutes_of(tuning[11], "zip", c));
  CHECK(middle == Approx(std::sqrt(0.5107972510520055 * 1.7832766802006046)).epsilon(1e-6));
  for (const char* half : {"tuning", "checking"}) {
    INFO(half);
    const auto& mix = bands[half];
    int total = 0, most = 0;
    for (const auto& [band, n] : mix) {
      total += n;
      most = std::max(most, n);
    }
    CHECK(mix.size() >= 3);        // LinkedIn's Zips reach three bands in each half
    CHECK(most * 3 <= total * 2);  // and no band holds two thirds of them
  }
}
