// The curve probe's decision rule on synthetic probe results (whatever bands and minutes the
// grader gives, the rule must refuse only what is far from everything the probe saw), and one
// real probe: a few puzzles of a small board, the same for the same seed.
#include <catch2/catch.hpp>

#include <chrono>
#include <string>
#include <vector>

#include "generator/common/curve_probe.hpp"
#include "generator/common/generators.hpp"
#include "generator/common/score_filter.hpp"

using namespace dg;
using Kind = ProbeVerdict::Kind;

namespace {

ProbeSample scored(const char* band, double score, double minutes = 0) {
  return {true, score, band, minutes};
}

ProbeResult result_of(std::vector<ProbeSample> samples, double seconds = 1.5) {
  ProbeResult r;
  r.samples = std::move(samples);
  r.seconds = seconds;
  return r;
}

ProbeResult all_of(const char* band, std::size_t n, double score, double minutes = 0) {
  std::vector<ProbeSample> s;
  for (std::size_t i = 0; i < n; ++i)
    s.push_back(scored(band, score + 0.05 * static_cast<double>(i % 5), minutes));
  return result_of(std::move(s));
}

ScoreFilter ask(const nlohmann::json& params) {
  auto f = score_filter_param(params);
  REQUIRE(f.ok());
  return *f;
}

}  // namespace

TEST_CASE("a band more than one band beyond every probe puzzle is refused, with what was seen",
          "[generator][curve][probe]") {
  const ProbeResult experts = all_of("expert", 24, 11.2, 9.5);
  const ProbeVerdict easy = judge_probe(ask({{"band", "easy"}}), experts);
  CHECK(easy.kind == Kind::refused);
  CHECK(easy.hits == 0);
  CHECK(easy.near == 0);
  CHECK_THAT(easy.seen, Catch::StartsWith("24 probe puzzles in 1.50 s were all expert"));
  CHECK_THAT(easy.seen, Catch::Contains("difficulty 11.2..11.4"));
  CHECK_THAT(easy.seen, Catch::Contains("minutes 9.5"));
  CHECK_THAT(easy.advice, Catch::StartsWith("ask a band from hard up"));
  CHECK(judge_probe(ask({{"band", "medium"}}), experts).kind == Kind::refused);
  // One band off: a rare band next to what was seen is left to the generator.
  const ProbeVerdict hard = judge_probe(ask({{"band", "hard"}}), experts);
  CHECK(hard.kind == Kind::reachable);
  CHECK(hard.hits == 0);
  CHECK(hard.near == 24);
  CHECK(judge_probe(ask({{"band", "expert"}}), experts).kind == Kind::reachable);
  // The other way round: easy boards asked for expert.
  const ProbeVerdict expert = judge_probe(ask({{"band", "expert"}}), all_of("easy", 24, 6.5));
  CHECK(expert.kind == Kind::refused);
  CHECK_THAT(expert.advice, Catch::StartsWith("ask a band up to medium"));
}

TEST_CASE("a band seen once, or lying between bands seen, is never refused",
          "[generator][curve][probe]") {
  ProbeResult r = all_of("expert", 23, 11.5);
  r.samples.push_back(scored("easy", 8.0));
  const ProbeVerdict once = judge_probe(ask({{"band", "easy"}}), r);
  CHECK(once.kind == Kind::reachable);
  CHECK(once.hits == 1);
  CHECK_THAT(once.seen, Catch::Contains("were easy 1, expert 23"));
  // Easy and expert seen, medium asked: within one band of the easy ones.
  CHECK(judge_probe(ask({{"band", "medium"}}), r).kind == Kind::reachable);
}

TEST_CASE("too few scored probe puzzles are not judged", "[generator][curve][probe]") {
  const ProbeVerdict few = judge_probe(ask({{"band", "easy"}}), all_of("expert", 7, 11.5));
  CHECK(few.kind == Kind::not_judged);
  CHECK_THAT(few.seen, Catch::StartsWith("7 probe puzzles"));
  ProbeResult unsolved;
  unsolved.samples.assign(24, ProbeSample{});
  const ProbeVerdict none = judge_probe(ask({{"band", "easy"}}), unsolved);
  CHECK(none.kind == Kind::not_judged);
  CHECK_THAT(none.seen, Catch::Contains("none solved by the rules"));
  const ProbeVerdict nothing = judge_probe(ask({{"band", "easy"}}), ProbeResult{});
  CHECK(nothing.kind == Kind::not_judged);
  CHECK_THAT(nothing.seen, Catch::StartsWith("the probe made no puzzle"));
  // Unsolved puzzles count in the message, never towards judging.
  ProbeResult mixed = all_of("expert", 8, 11.5);
  mixed.samples.push_back(ProbeSample{});
  const ProbeVerdict m = judge_probe(ask({{"band", "easy"}}), mixed);
  CHECK(m.kind == Kind::refused);
  CHECK_THAT(m.seen, Catch::Contains("1 not solved by the rules"));
  // A custom rule's minimum.
  ProbeRule strict;
  strict.min_samples = 30;
  CHECK(judge_probe(ask({{"band", "easy"}}), all_of("expert", 24, 11.5), strict).kind ==
        Kind::not_judged);
}

TEST_CASE("minutes ranges are judged on a log scale, a model giving 0 included",
          "[generator][curve][probe]") {
  // Before the minutes model, every grade says 0 minutes.
  const ProbeResult zero = all_of("medium", 24, 9.5, 0);
  CHECK(judge_probe(ask({{"minutes", "500.."}}), zero).kind == Kind::refused);
  CHECK(judge_probe(ask({{"minutes", "2..5"}}), zero).kind == Kind::refused);
  CHECK(judge_probe(ask({{"minutes", "0..0.01"}}), zero).kind == Kind::reachable);
  CHECK(judge_probe(ask({{"minutes", "..0.08"}}), zero).kind == Kind::reachable);  // floor 0.05
  // A spread of 3..12 minutes widens the factor to 4: 20..30 is near 12, 60.. is not.
  std::vector<ProbeSample> spread;
  for (double m : {3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 10.0, 12.0})
    spread.push_back(scored("hard", 10, m));
  const ProbeResult s = result_of(spread);
  CHECK(judge_probe(ask({{"minutes", "20..30"}}), s).kind == Kind::reachable);
  CHECK(judge_probe(ask({{"minutes", "4..5"}}), s).kind == Kind::reachable);
  const ProbeVerdict far = judge_probe(ask({{"minutes", "60.."}}), s);
  CHECK(far.kind == Kind::refused);
  CHECK_THAT(far.advice, Catch::StartsWith("ask a minutes range reaching down to 48"));
  CHECK_THAT(far.seen, Catch::Contains("minutes 3..12"));
  CHECK(judge_probe(ask({{"minutes", "..0.5"}}), s).kind == Kind::refused);
  CHECK(judge_probe(ask({{"minutes", "..0.8"}}), s).kind == Kind::reachable);
  // Bands the probe does not know (a future band name) never make a slot unreachable.
  CHECK(judge_probe(ask({{"band", "easy"}}), all_of("brutal", 24, 9)).kind == Kind::reachable);
}

TEST_CASE("difficulty ranges take a margin of the spread seen, and parts are judged together",
          "[generator][curve][probe]") {
  const ProbeResult r = all_of("expert", 24, 11.0);  // scores 11.0..11.2
  CHECK(judge_probe(ask({{"difficulty", "..10.6"}}), r).kind == Kind::reachable);  // 0.5 margin
  const ProbeVerdict low = judge_probe(ask({{"difficulty", "..10.4"}}), r);
  CHECK(low.kind == Kind::refused);
  CHECK_THAT(low.advice, Catch::StartsWith("ask a difficulty range reaching up to 10.5"));
  CHECK(judge_probe(ask({{"difficulty", "13.."}}), r).kind == Kind::refused);
  CHECK(judge_probe(ask({{"difficulty", "11.5..11.6"}}), r).kind == Kind::reachable);
  // A wide spread widens the margin: scores 8..12, asked 12.5..13 (within 4 of 12).
  std::vector<ProbeSample> wide;
  for (int i = 0; i < 8; ++i) wide.push_back(scored("hard", 8 + 0.5 * i + (i == 7 ? 0.5 : 0)));
  CHECK(judge_probe(ask({{"difficulty", "15..16"}}), result_of(wide)).kind == Kind::reachable);
  // Each part near some puzzle, but no puzzle near both: the easy ones score 10, the 12s are
  // experts (a margin of 2, the spread), and easy at 14 or more is asked.
  std::vector<ProbeSample> two;
  for (int i = 0; i < 4; ++i) two.push_back(scored("easy", 10.0));
  for (int i = 0; i < 4; ++i) two.push_back(scored("expert", 12.0));
  const ProbeVerdict both =
      judge_probe(ask({{"band", "easy"}, {"difficulty", "14.."}}), result_of(two));
  CHECK(both.kind == Kind::refused);
  CHECK_THAT(both.advice, Catch::StartsWith("no puzzle came near every part"));
  CHECK(judge_probe(ask({{"band", "easy"}}), result_of(two)).kind == Kind::reachable);
  CHECK(judge_probe(ask({{"difficulty", "14.."}}), result_of(two)).kind == Kind::reachable);
  // An inactive request is always reachable.
  CHECK(judge_probe(ScoreFilter{}, r).kind == Kind::reachable);
}

TEST_CASE("a slot asking only a tier is judged by whether the probe made a puzzle",
          "[generator][curve][probe]") {
  ProbeResult made = result_of({ProbeSample{}}, 0.02);
  CHECK(judge_made(made).kind == Kind::reachable);
  CHECK(judge_made(made).seen == "the probe made 1 puzzle in 0.02 s");
  CHECK(judge_slot(ScoreFilter{}, made).kind == Kind::reachable);
  // Made nothing, the generator giving up again and again before the time ran out: refused.
  ProbeResult hopeless = result_of({}, 1.25);
  hopeless.gave_up = 4;
  hopeless.out_of_reach = true;
  const ProbeVerdict refused = judge_made(hopeless);
  CHECK(refused.kind == Kind::refused);
  CHECK(refused.seen == "the generator gave up 4 times in 1.25 s and made no puzzle");
  CHECK(refused.advice == "ask another board or tier");
  // Whatever score the slot asks besides: a board that makes nothing is refused as such.
  CHECK(judge_slot(ask({{"band", "hard"}}), hopeless).seen == refused.seen);
  CHECK(judge_slot(ScoreFilter{}, hopeless).kind == Kind::refused);
  // Made nothing because the time ran out first: not judged, whatever the slot asks.
  ProbeResult cut = result_of({}, 3.0);
  cut.gave_up = 1;
  CHECK(judge_made(cut).kind == Kind::not_judged);
  CHECK(judge_made(cut).seen == "the probe made no puzzle in 3.00 s");
  CHECK(judge_slot(ask({{"band", "hard"}}), cut).kind == Kind::not_judged);
  // A board that made puzzles before giving up is judged on what it made.
  ProbeResult some = all_of("hard", 10, 9.0);
  some.out_of_reach = true;
  CHECK(judge_slot(ask({{"band", "hard"}}), some).kind == Kind::reachable);
  CHECK(judge_slot(ScoreFilter{}, some).kind == Kind::reachable);
}

TEST_CASE("the probe drops the score request and attempts, and hashes the board alone",
          "[generator][curve][probe]") {
  const nlohmann::json slot = {{"size", 7},           {"tier", "shapes"},  {"band", "easy"},
                               {"difficulty", "..9"}, {"minutes", "1..3"}, {"attempts", 5}};
  CHECK(probe_params(slot) == nlohmann::json{{"size", 7}, {"tier", "shapes"}});
  const nlohmann::json other_band = {{"size", 7}, {"tier", "shapes"}, {"band", "hard"}};
  CHECK(probe_seed(1, slot) == probe_seed(1, other_band));
  CHECK(probe_seed(1, slot) != probe_seed(2, slot));
  CHECK(probe_seed(1, slot) != probe_seed(1, {{"size", 8}, {"tier", "shapes"}}));
}

TEST_CASE("a real probe grades what it makes and is the same for the same seed",
          "[generator][curve][probe]") {
  const GeneratorEntry* gen = find_generator("queens");
  REQUIRE(gen);
  const nlohmann::json params = {{"size", 6}, {"tier", "any"}, {"band", "expert"}};
  ProbeLimits limits;
  limits.cap = 6;
  limits.jobs = 1;
  const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(20);
  const ProbeResult a = probe_generator(*gen, params, 3, until, limits);
  const ProbeResult b = probe_generator(*gen, params, 3, until, limits);
  REQUIRE(a.samples.size() == 6);
  REQUIRE(b.samples.size() == 6);
  for (std::size_t i = 0; i < 6; ++i) {
    INFO(i);
    CHECK(a.samples[i].scored == b.samples[i].scored);
    CHECK(a.samples[i].score == b.samples[i].score);
    CHECK(a.samples[i].band == b.samples[i].band);
  }
  CHECK(a.scored() > 0);
  CHECK(a.seconds > 0);
  // A budget already spent makes nothing, and leaves no deadline behind for later runs.
  const ProbeResult none =
      probe_generator(*gen, params, 3, std::chrono::steady_clock::now(), limits);
  CHECK(none.samples.empty());
  const ProbeResult again = probe_generator(*gen, params, 3, until, limits);
  CHECK(again.samples.size() == 6);
}

TEST_CASE("a board asked only a tier stops at its first puzzle, ungraded",
          "[generator][curve][probe]") {
  const GeneratorEntry* gen = find_generator("queens");
  REQUIRE(gen);
  const ProbeRequest tier_only{gen, {{"size", 6}, {"tier", "any"}}, false};
  const ProbeRequest scored_too{gen, {{"size", 6}, {"tier", "any"}, {"band", "hard"}}, true};
  ProbeLimits limits;
  limits.cap = 6;
  limits.jobs = 1;
  const std::vector<ProbeRequest> requests{tier_only, scored_too};
  const auto results = probe_all(requests, 3, std::chrono::seconds(20), limits);
  REQUIRE(results.size() == 2);
  CHECK(results[0].samples.size() == 1);
  CHECK(results[0].scored() == 0);
  CHECK(!results[0].out_of_reach);
  CHECK(judge_made(results[0]).kind == Kind::reachable);
  CHECK(results[1].samples.size() == 6);
  CHECK(results[1].scored() > 0);
}
