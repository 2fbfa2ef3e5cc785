// The difficulty-score filters that `stats` and `export` share (grader/common/difficulty.hpp): a
// score range and a band. A puzzle without a score (the rules do not solve it) never matches a
// set score filter: it has no number to compare.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "db/common/sqlite.hpp"
#include "solver/common/expected.hpp"

namespace dg::db {

// The technique level's parameter: a fixed index above every other filter's, so that the
// statements' own numbering (?1 .. ?15) stays as it was.
inline constexpr int kTechniqueParam = 40;

struct ScoreFilter {
  std::optional<double> min, max;  // inclusive; unset = open at that end
  std::string band;                // empty = any; else one of dg::kBandNames
  std::string technique;           // empty = any; else one of dg::kTechniqueNames
  // "difficulty=MIN..MAX band=NAME technique=NAME" with the unset parts left out; empty when
  // nothing is set.
  std::string label() const;
};

// Reads "MIN..MAX" into filter.min/max (an end left out stays unset) with dg::parse_score_range,
// the reading `generate --difficulty` and daily curves use too.
Expected<void> parse_difficulty_range(std::string_view text, ScoreFilter& filter);

// Ok when `band` is a band name; the error lists the names.
Expected<void> check_band(std::string_view band);

// Ok when `technique` is a technique level name; the error lists the names.
Expected<void> check_technique(std::string_view technique);

// A condition on grades `g` (AND-ed into a WHERE clause) that uses the five parameters
// ?first .. ?first+4 and ?kTechniqueParam, and the binding that fills them.
std::string score_condition(int first);
void bind_score(Statement& st, int first, const ScoreFilter& filter);

}  // namespace dg::db
