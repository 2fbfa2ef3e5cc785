// The curve check (issues 37, 39): which slots of a daily curve ask a score (a "band",
// "difficulty" or "minutes") that the generator cannot reach on the slot's board, or a board and
// tier it cannot make at all (a slot asking only a tier too), found in seconds by probing the
// generator (generator/common/curve_probe.hpp) rather than after thousands of attempts.
// `daily --print-curve` runs it on the curve it prints, and `daily --from` on the slots it is about
// to fill, before it generates or writes anything (`--no-probe` skips it).
#pragma once

#include <array>
#include <chrono>
#include <cstddef>
#include <functional>
#include <string>
#include <vector>

#include "db/daily.hpp"
#include "generator/common/curve_probe.hpp"

namespace dg::db {

// The whole check's time: shared by every distinct board of the curve. Measured on
// the default curve (14 distinct boards) and curves of about 7, on 2 busy cores: the check takes
// this plus process start, under 5 s (docs/formats.md, "The curve check").
inline constexpr std::chrono::milliseconds kCurveProbeBudget{3000};

// One slot of the curve the check judged: the spec, the weekdays that ask it (Monday = 0) and
// the probe's verdict.
struct CurveSlotCheck {
  DaySpec spec;
  std::vector<int> weekdays;
  ProbeVerdict verdict;

  // "saturday, sunday: queens 10x10 stars 2 tier any, band easy"
  std::string where() const;
  // The one-line reason: "curve: <where>: not reachable: <what the probe saw>; <advice>" for a
  // refused slot, "curve: <where>: not checked: <what the probe saw>, too few to judge" for one
  // not judged.
  std::string message() const;
};

struct CurveCheck {
  std::vector<CurveSlotCheck> refused;     // out of the generator's reach
  std::vector<CurveSlotCheck> not_judged;  // the probe made too few scored puzzles to say
  std::size_t slots = 0;                   // distinct slots (all probed)
  std::size_t probes = 0;                  // distinct boards probed
  double seconds = 0;                      // the check's wall time
};

struct CurveCheckOptions {
  std::vector<std::string> games;  // only these games' slots (empty: every game)
  std::array<bool, 7> weekdays{};  // only these weekdays' slots (Monday = 0)
  std::chrono::milliseconds budget = kCurveProbeBudget;
  ProbeLimits limits;
  ProbeRule rule;
  std::uint64_t seed = 0x5eedc0de;  // fixed: the check of a curve does not depend on --seed
  std::function<void(std::size_t, std::size_t)> progress;  // (probes done, probes in all)
  CurveCheckOptions() { weekdays.fill(true); }
};

// Probes every distinct board of the curve's slots (options.games, options.weekdays), within
// options.budget in all, smallest boards first (a fast probe leaves its time to the slower ones
// after it), and judges each slot by judge_slot: a board asked only a tier stops at its first
// puzzle, ungraded. Generates nothing that
// is kept, writes nothing. Pre: no generation deadline is set.
CurveCheck check_curve(const Curve& curve, const CurveCheckOptions& options = {});

// The weekdays a fill of `days` days from `from` meets.
std::array<bool, 7> weekdays_between(long from, int days);

// Of `refused`, the slots the store cannot fill without generating: those whose open days (not
// yet scheduled, from `from` for `days` days, for options.games) outnumber the stored puzzles that
// fit them (db/daily.hpp find rules). A slot the store covers is left to the fill.
std::vector<CurveSlotCheck> uncovered(Store& store, const Curve& curve,
                                      const std::vector<CurveSlotCheck>& refused, long from,
                                      int days, const DailyOptions& options);

}  // namespace dg::db
