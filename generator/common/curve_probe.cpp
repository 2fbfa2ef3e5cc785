// The reachability probe of a score request (see curve_probe.hpp).
#include "generator/common/curve_probe.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>

#include "generator/common/deadline.hpp"
#include "grader/common/graders.hpp"
#include "grader/common/scorers.hpp"
#include "solver/common/game.hpp"
#include "solver/common/rng.hpp"

namespace dg {

namespace {

using Clock = std::chrono::steady_clock;

// Generator calls in a row that gave up before the time ran out after which a probe stops: the
// board or tier is out of reach, and the time is better left to the next probe.
constexpr int kGiveUpsInARow = 4;

// What the game's scorer says of one generated puzzle (interchange JSON).
ProbeSample sample_of(std::string_view game, const nlohmann::json& puzzle) {
  ProbeSample s;
  const GameInfo* info = find_game(game);
  const ScorerInfo* scorer = find_scorer(game);
  const GraderInfo* grader = find_grader(game);
  if (!info || !scorer) return s;
  auto any = info->from_json(puzzle);
  if (!any) return s;
  if (grader && !unsupported_reason(*grader, **any).empty()) return s;
  const ScoredGrade scored = scorer->grade_and_score(**any, nullptr);
  if (!scored.difficulty) return s;
  s.scored = true;
  s.score = scored.difficulty->score;
  s.band = scored.difficulty->band;
  s.minutes = scored.difficulty->minutes;
  return s;
}

// The index of `band` in kBandNames, or -1 for a name the table does not have.
int band_index(std::string_view band) {
  for (std::size_t i = 0; i < kBandNames.size(); ++i)
    if (kBandNames[i] == band) return static_cast<int>(i);
  return -1;
}

std::string number(double x) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.3g", x);
  return buf;
}

std::string range_text(double lo, double hi) {
  return lo == hi ? number(lo) : number(lo) + ".." + number(hi);
}

}  // namespace

std::size_t ProbeResult::scored() const {
  return static_cast<std::size_t>(
      std::count_if(samples.begin(), samples.end(), [](const auto& s) { return s.scored; }));
}

nlohmann::json probe_params(const nlohmann::json& params) {
  nlohmann::json p = params;
  for (std::string_view key : kScoreKeys) p.erase(std::string(key));
  p.erase("attempts");
  return p;
}

std::uint64_t probe_seed(std::uint64_t seed, const nlohmann::json& params) {
  // FNV-1a of the params' text (an object's keys dump sorted, so equal params hash equal).
  std::uint64_t h = 1469598103934665603ULL;
  for (unsigned char c : probe_params(params).dump()) {
    h ^= c;
    h *= 1099511628211ULL;
  }
  return derive_seed(seed, h);
}

namespace {

// One board's probe, batch by batch, so that probe_all can take turns between boards.
struct Prober {
  const GeneratorEntry* gen;
  nlohmann::json params;  // probe_params of the slot's
  std::uint64_t seed;
  ProbeLimits limits;
  bool scores = true;  // ProbeRequest::scores
  ProbeResult result;
  std::uint64_t k = 0;      // the next batch
  int in_a_row = 0;         // batches in a row that gave up before the time ran out
  Clock::duration last{};   // how long the last batch took, generation and grading
  Clock::duration spent{};  // all batches
  bool done = false;        // at its cap, or out of the generator's reach

  std::size_t cap() const { return scores ? limits.cap : 1; }
  // What judging needs: limits.first scored puzzles, or one made for a slot asking only a tier.
  bool enough() const { return scores ? result.scored() >= limits.first : !result.samples.empty(); }

  // Runs one batch, unless the probe is done or the batch would likely end past `until` (its
  // puzzles would be cut by the deadline or graded late, and the next probe would pay for it).
  // Returns whether it ran one.
  bool step(Clock::time_point until) {
    if (done || result.samples.size() >= cap()) {
      done = true;
      return false;
    }
    const auto start = Clock::now();
    if (start >= until || (k > 0 && start + last > until)) return false;
    set_generation_deadline(until);
    auto batch = gen->make(params, derive_seed(seed, k++), limits.batch, limits.jobs);
    // Graded without the deadline (a count cut short would misread the puzzle), within the
    // probe's time: a board slow to grade (3-star 14x14) makes fewer puzzles, not a late probe.
    clear_generation_deadline();
    if (!batch) {
      ++result.gave_up;
      if (Clock::now() < until && ++in_a_row >= kGiveUpsInARow) done = result.out_of_reach = true;
    } else {
      in_a_row = 0;
      for (const auto& j : *batch)
        if (result.samples.size() < cap())
          result.samples.push_back(scores ? sample_of(gen->game, j) : ProbeSample{});
      done = result.samples.size() >= cap();
    }
    last = Clock::now() - start;
    spent += last;
    result.seconds = std::chrono::duration<double>(spent).count();
    return true;
  }
};

}  // namespace

ProbeResult probe_generator(const GeneratorEntry& gen, const nlohmann::json& params,
                            std::uint64_t seed, Clock::time_point until,
                            const ProbeLimits& limits) {
  Prober p{&gen, probe_params(params), seed, limits, true, {}};
  while (p.step(until)) {
  }
  return p.result;
}

std::vector<ProbeResult> probe_all(std::span<const ProbeRequest> requests, std::uint64_t seed,
                                   std::chrono::milliseconds budget, const ProbeLimits& limits,
                                   const std::function<void(std::size_t, std::size_t)>& progress) {
  const auto end = Clock::now() + budget;
  std::vector<Prober> probers;
  for (const ProbeRequest& r : requests)
    probers.push_back(
        {r.gen, probe_params(r.params), probe_seed(seed, r.params), limits, r.scores, {}});
  // First every board, a batch at a time in turn, up to limits.first puzzles the rules solve (what
  // judging needs; one puzzle made for a board asked only a tier), so that a slow board or a busy
  // machine cannot leave a quick board unjudged. Each turn of a board may take only its share of
  // what is left (the time left over the boards still short), so that one slow board (a 14x14 Tango
  // takes over a second a puzzle) cannot spend the whole budget on its first batch while the quick
  // ones wait unjudged.
  for (bool ran = true; ran;) {
    ran = false;
    for (Prober& p : probers) {
      if (p.enough()) continue;
      const auto short_of = std::count_if(probers.begin(), probers.end(),
                                          [&](const Prober& q) { return !q.done && !q.enough(); });
      const auto now = Clock::now();
      const auto left = std::max(end - now, Clock::duration::zero());
      ran = p.step(now + left / std::max<long>(short_of, 1)) || ran;
    }
  }
  // Then each board in turn up to its cap, with what is left of the budget divided by the boards
  // left: a board that reaches its cap early leaves its time to the next.
  for (std::size_t i = 0; i < probers.size(); ++i) {
    const auto now = Clock::now();
    const auto left = std::max(end - now, Clock::duration::zero());
    const auto until = now + left / static_cast<long>(probers.size() - i);
    while (probers[i].step(until)) {
    }
    if (progress) progress(i + 1, probers.size());
  }
  std::vector<ProbeResult> out;
  for (Prober& p : probers) out.push_back(std::move(p.result));
  return out;
}

namespace {

std::string seconds_text(double seconds) {
  char secs[32];
  std::snprintf(secs, sizeof secs, "%.2f", seconds);
  return std::string(" in ") + secs + " s";
}

}  // namespace

ProbeVerdict judge_made(const ProbeResult& result) {
  ProbeVerdict v;
  const std::size_t n = result.samples.size();
  const std::string took = seconds_text(result.seconds);
  if (n > 0) {
    v.kind = ProbeVerdict::Kind::reachable;
    v.seen = "the probe made " + std::to_string(n) + " puzzle" + (n == 1 ? "" : "s") + took;
  } else if (result.out_of_reach) {
    v.kind = ProbeVerdict::Kind::refused;
    v.seen = "the generator gave up " + std::to_string(result.gave_up) + " times" + took +
             " and made no puzzle";
    v.advice = "ask another board or tier";
  } else {
    v.kind = ProbeVerdict::Kind::not_judged;
    v.seen = "the probe made no puzzle" + took;
  }
  return v;
}

ProbeVerdict judge_slot(const ScoreFilter& ask, const ProbeResult& result, const ProbeRule& rule) {
  if (!ask.active() || (result.samples.empty() && result.out_of_reach)) return judge_made(result);
  return judge_probe(ask, result, rule);
}

ProbeVerdict judge_probe(const ScoreFilter& ask, const ProbeResult& result, const ProbeRule& rule) {
  ProbeVerdict v;
  const std::size_t scored = result.scored();
  // What was seen: the band mix in band order, the score and minutes spans.
  double lo_score = std::numeric_limits<double>::infinity(), hi_score = -lo_score;
  double lo_min = lo_score, hi_min = -lo_score;
  std::vector<std::size_t> per_band(kBandNames.size(), 0);
  std::size_t other_band = 0;
  int lo_band = static_cast<int>(kBandNames.size()), hi_band = -1;
  for (const ProbeSample& s : result.samples) {
    if (!s.scored) continue;
    lo_score = std::min(lo_score, s.score);
    hi_score = std::max(hi_score, s.score);
    lo_min = std::min(lo_min, s.minutes);
    hi_min = std::max(hi_min, s.minutes);
    const int b = band_index(s.band);
    if (b < 0) {
      ++other_band;
      continue;
    }
    ++per_band[static_cast<std::size_t>(b)];
    lo_band = std::min(lo_band, b);
    hi_band = std::max(hi_band, b);
  }
  {
    const std::size_t n = result.samples.size();
    const std::string took = seconds_text(result.seconds);
    if (n == 0) {
      v.seen = "the probe made no puzzle" + took;
    } else if (scored == 0) {
      v.seen = std::to_string(n) + " probe puzzle" + (n == 1 ? "" : "s") + took +
               ", none solved by the rules (no score)";
    } else {
      std::string mix;
      std::size_t kinds = 0;
      for (std::size_t b = 0; b < kBandNames.size(); ++b)
        if (per_band[b] > 0) {
          ++kinds;
          mix += (mix.empty() ? "" : ", ") + std::string(kBandNames[b]) + " " +
                 std::to_string(per_band[b]);
        }
      if (other_band > 0)
        mix += (mix.empty() ? "" : ", ") + std::string("other bands ") + std::to_string(other_band);
      if (kinds == 1 && other_band == 0 && scored == n)
        mix = "all " + std::string(kBandNames[static_cast<std::size_t>(lo_band)]);
      v.seen = std::to_string(n) + " probe puzzle" + (n == 1 ? "" : "s") + took + " were " + mix +
               (scored < n ? ", " + std::to_string(n - scored) + " not solved by the rules" : "") +
               " (difficulty " + range_text(lo_score, hi_score) + ", minutes " +
               range_text(lo_min, hi_min) + ")";
    }
  }
  if (!ask.active()) {
    v.kind = ProbeVerdict::Kind::reachable;
    return v;
  }
  // The margins: at least the rule's, widened to the spread of what was seen.
  const double score_margin = std::max(rule.score_margin, scored > 0 ? hi_score - lo_score : 0.0);
  const auto log_minutes = [&](double m) { return std::log(std::max(m, rule.minutes_floor)); };
  const double minutes_margin = std::max(
      std::log(rule.minutes_factor), scored > 0 ? log_minutes(hi_min) - log_minutes(lo_min) : 0.0);
  const int ask_band = ask.band.empty() ? -1 : band_index(ask.band);
  const auto band_near = [&](const ProbeSample& s) {
    const int b = band_index(s.band);
    return ask_band < 0 || b < 0 || std::abs(b - ask_band) <= rule.band_margin;
  };
  const auto score_near = [&](const ProbeSample& s) {
    return ask.min - score_margin <= s.score && s.score <= ask.max + score_margin;
  };
  const auto minutes_near = [&](const ProbeSample& s) {
    if (!ask.asks_minutes()) return true;
    const double m = log_minutes(s.minutes);
    constexpr double kInf = std::numeric_limits<double>::infinity();
    const double lo = std::isfinite(ask.minutes_min) ? log_minutes(ask.minutes_min) : -kInf;
    const double hi = std::isfinite(ask.minutes_max) ? log_minutes(ask.minutes_max) : kInf;
    return lo - minutes_margin <= m && m <= hi + minutes_margin;
  };
  for (const ProbeSample& s : result.samples) {
    if (!s.scored) continue;
    v.hits += ask.accepts(s.score, s.band, s.minutes) ? 1 : 0;
    v.near += band_near(s) && score_near(s) && minutes_near(s) ? 1 : 0;
  }
  if (scored < rule.min_samples) {
    v.kind = ProbeVerdict::Kind::not_judged;
    return v;
  }
  if (v.near > 0) {
    v.kind = ProbeVerdict::Kind::reachable;
    return v;
  }
  v.kind = ProbeVerdict::Kind::refused;
  // Advice for each part that lies wholly on one side of what was seen.
  std::string advice;
  const auto add = [&advice](const std::string& part) {
    advice += (advice.empty() ? "ask " : " and ") + part;
  };
  const int last_band = static_cast<int>(kBandNames.size()) - 1;
  if (ask_band >= 0 && hi_band >= 0 && lo_band - ask_band > rule.band_margin)
    add("a band from " +
        std::string(kBandNames[static_cast<std::size_t>(lo_band - rule.band_margin)]) + " up");
  else if (ask_band >= 0 && hi_band >= 0 && ask_band - hi_band > rule.band_margin)
    add("a band up to " +
        std::string(
            kBandNames[static_cast<std::size_t>(std::min(hi_band + rule.band_margin, last_band))]));
  if (lo_score - score_margin > ask.max)
    add("a difficulty range reaching up to " + number(lo_score - score_margin));
  else if (ask.min > hi_score + score_margin)
    add("a difficulty range reaching down to " + number(hi_score + score_margin));
  if (ask.asks_minutes()) {
    const double f = std::exp(minutes_margin);
    if (std::isfinite(ask.minutes_max) &&
        log_minutes(lo_min) - minutes_margin > log_minutes(ask.minutes_max))
      add("a minutes range reaching up to " + number(std::max(lo_min, rule.minutes_floor) / f));
    else if (std::isfinite(ask.minutes_min) &&
             log_minutes(ask.minutes_min) > log_minutes(hi_min) + minutes_margin)
      add("a minutes range reaching down to " + number(std::max(hi_min, rule.minutes_floor) * f));
  }
  v.advice = (advice.empty() ? "no puzzle came near every part of the request at once; ask nearer "
                               "what the probe saw"
                             : advice) +
             ", or another board or tier";
  return v;
}

}  // namespace dg
