// ScoreFilter: which difficulty scores (grader/common/difficulty.hpp) a generated or stored
// puzzle may have, from `generate --difficulty MIN..MAX --band NAME --minutes MIN..MAX` or the
// same "difficulty", "band" and "minutes" keys of a generator's JSON params (daily curves).
// Shared by every game's generator, which scores a candidate only once it has passed every other
// acceptance test. The band and the minutes are the grade's own (Difficulty::band,
// Difficulty::minutes): the filter compares them, it never works a band out itself.
#pragma once

#include <limits>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "grader/common/difficulty.hpp"
#include "solver/common/expected.hpp"

namespace dg {

struct ScoreFilter {
  double min = -std::numeric_limits<double>::infinity();  // inclusive
  double max = std::numeric_limits<double>::infinity();   // inclusive
  std::string band;                                       // "" = any band
  // The predicted solve time (Difficulty::minutes), inclusive; both infinite = any.
  double minutes_min = -std::numeric_limits<double>::infinity();
  double minutes_max = std::numeric_limits<double>::infinity();
  // Set by callers that store what they generate: every accepted puzzle is then scored by the
  // run that grades it (store_grade.hpp), whatever the filter asks, and the store grades nothing
  // again. Changes no acceptance decision and no puzzle.
  bool for_store = false;
  // Set by callers that write what they generate with its score (`generate` to a file, whose
  // lines carry "difficulty" and "band"): the same run scores it, so the writer (with_score)
  // need not parse and grade each puzzle again. Changes no puzzle and no byte of the output.
  bool for_output = false;

  // Whether the filter asks for anything (an inactive filter never costs a score).
  bool active() const;
  // Whether the generator's grade of a candidate should also score it.
  bool scores() const { return active() || for_store || for_output; }
  // Whether the accepted puzzle keeps its score (StoreGrade) for the JSON.
  bool keeps_score() const { return for_store || for_output; }
  // Whether the filter asks for a minutes range (a stored grade without minutes must be scored
  // again to be matched: db::find_fitting).
  bool asks_minutes() const;
  // Whether a puzzle with this score, band and predicted minutes passes every part asked.
  bool accepts(double score, std::string_view score_band, double minutes) const;
  bool accepts(const Difficulty& d) const { return accepts(d.score, d.band, d.minutes); }
  bool operator==(const ScoreFilter&) const = default;
};

// "MIN..MAX", "MIN.." or "..MAX" with decimal bounds (MIN <= MAX): the one reading of a score
// range, for generate, daily curves, stats and export. Error naming what is wrong otherwise.
Expected<ScoreFilter> parse_score_range(std::string_view text);

// "MIN..MAX", "MIN.." or "..MAX" in minutes (decimals allowed, 0 <= MIN <= MAX): a predicted
// solve-time range, read into minutes_min/minutes_max of an otherwise inactive filter. Error
// naming what is wrong otherwise.
Expected<ScoreFilter> parse_minutes_range(std::string_view text);

// The filter of params' "difficulty" (a range string), "band" (one of kBandNames) and "minutes"
// (a minutes range string) keys; an inactive filter when all are absent. Error names the key.
Expected<ScoreFilter> score_filter_param(const nlohmann::json& params);

// The keys score_filter_param reads, for callers that set a request's score apart (the curve
// probe generates a slot's puzzle without them).
inline constexpr std::string_view kScoreKeys[] = {"difficulty", "band", "minutes"};

// "difficulty 9.4..9.9, band medium, minutes 2..5" (only what is set), for error messages; ""
// when inactive.
std::string describe(const ScoreFilter& f);

}  // namespace dg
