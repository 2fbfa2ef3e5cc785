// The reachability probe of a score request (a daily curve slot's "band", "difficulty" and
// "minutes"; score_filter.hpp): generate the slot's puzzle without its score request for a short
// time, read the grade of each puzzle made, and judge whether the request is out of the
// generator's reach, so that a curve asking what the generator cannot make is refused in seconds
// instead of failing a slot after thousands of attempts (issue 37).
//
// The probe reads only what a grade says (Difficulty::score, band and minutes of the game's
// scorer): it never works a band out itself, so it follows the grader when bands move.
//
// The rule (judge_probe), in words: a request is refused when the probe made at least
// ProbeRule::min_samples scored puzzles and not one of them came near it on every part it asks
// at once: within one band of its band, within the score margin of its difficulty range, and
// within the minutes factor of its minutes range (the margins widen to the spread of what the
// probe saw). A rare-but-reachable request lands near some of the puzzles seen, so it passes; a
// request that lies beyond everything seen by more than a band (or a margin) does not.
//
// A slot that asks only a tier (no score) is probed too, more cheaply: one puzzle made is all it
// needs (judge_made). Any slot whose board the generator gives up on again and again before its
// time runs out, making nothing, is refused (ProbeResult::out_of_reach): the fill would give up
// the same way a moment later, leaving the slot empty.
//
// Possible improvements: probe the combination of parts separately (a band and a minutes range
// that no puzzle can meet at once pass when each part alone is near some puzzle).
#pragma once

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <span>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "generator/common/generators.hpp"
#include "generator/common/score_filter.hpp"

namespace dg {

// What the probe read off one puzzle it made.
struct ProbeSample {
  bool scored = false;  // the rules solve it; otherwise it has no score, band or minutes
  double score = 0;
  std::string band;
  double minutes = 0;
};

struct ProbeResult {
  std::vector<ProbeSample> samples;  // in seed order
  int gave_up = 0;                   // generator calls that made nothing (gave up or were cut)
  // The probe stopped because kGiveUpsInARow generator calls in a row gave up before its time ran
  // out: the board (with its tier and options) is out of the generator's reach.
  bool out_of_reach = false;
  double seconds = 0;  // wall time spent
  std::size_t scored() const;
};

struct ProbeLimits {
  // Puzzles after which a probe stops: 48 LinkedIn-sized boards take 5..50 ms, a 10x10 2-star
  // Star Battle about 0.25 s, a 14x14 3-star one several seconds (then the time stops it).
  std::size_t cap = 48;
  std::size_t batch = 2;  // items per generator call (one per core of a 2-core machine)
  // probe_all: puzzles the rules solve that every board gets first, in turns, before any board
  // makes more (ProbeRule::min_samples: what judging needs).
  std::size_t first = 8;
  int jobs = 0;  // generator threads (0 = all cores)
};

// The params a probe generates with: `params` without its score request (kScoreKeys) and without
// "attempts" (the probe's budget is its time; what a slot may cost later is the slot's business).
nlohmann::json probe_params(const nlohmann::json& params);

// Generates `gen`'s puzzles for probe_params(params), call k of `limits.batch` items seeded
// derive_seed(seed, k), until `limits.cap` puzzles are made or `until` passes, and grades and
// scores each with the game's scorer. A call cut by `until` or giving up adds to `gave_up` and
// makes nothing. Pre: params passed gen.check; no generation deadline is set (deadline.hpp): the
// probe sets its own and clears it. Deterministic up to where the time cuts it: a slower machine
// sees a prefix of the same puzzles.
ProbeResult probe_generator(const GeneratorEntry& gen, const nlohmann::json& params,
                            std::uint64_t seed, std::chrono::steady_clock::time_point until,
                            const ProbeLimits& limits = {});

// One probe of probe_all: a generator and the params of one slot.
struct ProbeRequest {
  const GeneratorEntry* gen = nullptr;
  nlohmann::json params;
  // Some slot of the board asks a score: its puzzles are graded and it wants limits.first scored
  // (then up to limits.cap). Otherwise the slots ask only a tier: one puzzle made is enough, and
  // it is not graded (its samples are all unscored).
  bool scores = true;
};

// The seed a probe of `params` uses: `seed` derived with a hash of probe_params(params)'s text,
// so a slot's probe does not depend on the other slots of its curve.
std::uint64_t probe_seed(std::uint64_t seed, const nlohmann::json& params);

// Probes every request within `budget` in all: first the requests take turns, a batch each, until
// each has `limits.first` scored puzzles (a request that does not score: one puzzle made) (or is
// done, or the time is up); then each in order
// continues up to its cap within what is left of the budget divided by the requests left, so a
// probe that reaches its cap early leaves its time to the next. A batch that would likely end
// past its time is not started; one generation attempt already running is not cut short (the
// generators read the deadline between attempts and in exact counts). `progress(done, total)`
// after each request's second turn when given. Results in request order, each the same puzzles
// probe_generator makes for it, up to where time cut it.
std::vector<ProbeResult> probe_all(
    std::span<const ProbeRequest> requests, std::uint64_t seed, std::chrono::milliseconds budget,
    const ProbeLimits& limits = {},
    const std::function<void(std::size_t, std::size_t)>& progress = {});

// The decision rule's constants (see the header comment).
struct ProbeRule {
  std::size_t min_samples = 8;  // scored puzzles needed to judge at all
  int band_margin = 1;          // bands: a puzzle one band off the ask is near it
  // Score units: a puzzle within max(this, the spread of the scores seen) of the range is near it.
  double score_margin = 0.5;
  // Minutes are compared on a log scale: a puzzle within a factor max(this, the ratio of the
  // largest to the smallest minutes seen) of the range is near it; times under `minutes_floor`
  // count as the floor (a model not fitted yet gives 0).
  double minutes_factor = 2.0;
  double minutes_floor = 0.05;
};

struct ProbeVerdict {
  enum class Kind { reachable, refused, not_judged };
  Kind kind = Kind::not_judged;
  std::size_t hits = 0;  // puzzles the request accepts
  std::size_t near = 0;  // puzzles near the request on every part it asks
  // What the probe saw, for messages: "24 probe puzzles in 1.2 s were all expert (difficulty
  // 11.2..12.9, minutes 0..0)".
  std::string seen;
  // What could be asked instead, when refused: "ask a band from hard up, or another board or
  // tier".
  std::string advice;
};

// The verdict on `ask` from `result` (pure: the unit tests feed it synthetic samples). Refused when
// at least rule.min_samples puzzles were scored and none is near `ask`; not judged when fewer were
// scored (a slow or mostly unsolvable board: the slot is then left to the fill); reachable
// otherwise. An inactive `ask` is always reachable.
ProbeVerdict judge_probe(const ScoreFilter& ask, const ProbeResult& result,
                         const ProbeRule& rule = {});

// The verdict on a slot that asks only a tier (pure): reachable when the probe made a puzzle,
// refused when it made none and stopped out of reach (the generator gave up again and again before
// the time ran out), not judged when the time ran out first.
ProbeVerdict judge_made(const ProbeResult& result);

// The verdict on any slot: refused, whatever it asks, when the probe made nothing and stopped out
// of reach; otherwise judge_probe for a slot asking a score, judge_made for one asking only a tier.
ProbeVerdict judge_slot(const ScoreFilter& ask, const ProbeResult& result,
                        const ProbeRule& rule = {});

}  // namespace dg
