// Difficulty-score filters (see score_filter.hpp).
#include "db/score_filter.hpp"

#include <cmath>

#include "db/report_text.hpp"
#include "generator/common/score_filter.hpp"
#include "grader/common/difficulty.hpp"

namespace dg::db {

std::string ScoreFilter::label() const {
  std::string out;
  if (min || max)
    out = "difficulty=" + (min ? fmt("%g", *min) : "") + ".." + (max ? fmt("%g", *max) : "");
  if (!band.empty()) out += (out.empty() ? "" : " ") + ("band=" + band);
  if (!technique.empty()) out += (out.empty() ? "" : " ") + ("technique=" + technique);
  return out;
}

Expected<void> parse_difficulty_range(std::string_view text, ScoreFilter& f) {
  auto range = dg::parse_score_range(text);
  if (!range) return Error{range.error()};
  f.min = std::isfinite(range->min) ? std::optional<double>(range->min) : std::nullopt;
  f.max = std::isfinite(range->max) ? std::optional<double>(range->max) : std::nullopt;
  return {};
}

Expected<void> check_band(std::string_view band) {
  std::string names;
  for (std::string_view name : kBandNames) {
    if (band == name) return {};
    names += (names.empty() ? "" : ", ") + std::string(name);
  }
  return make_error("unknown band '" + std::string(band) + "' (" + names + ")");
}

Expected<void> check_technique(std::string_view technique) {
  std::string names;
  for (std::string_view name : kTechniqueNames) {
    if (technique == name) return {};
    names += (names.empty() ? "" : ", ") + std::string(name);
  }
  return make_error("unknown technique level '" + std::string(technique) + "' (" + names + ")");
}

std::string score_condition(int first) {
  auto p = [first](int i) { return "?" + std::to_string(first + i); };
  // A flag per end rather than a NULL bound: the statements bind numbers, and a NULL score then
  // fails every set bound (comparisons with NULL are never true).
  return " AND (" + p(0) + " = 0 OR g.difficulty >= " + p(1) + ") AND (" + p(2) +
         " = 0 OR g.difficulty <= " + p(3) + ") AND (" + p(4) + " = '' OR g.band = " + p(4) + ")" +
         " AND (?" + std::to_string(kTechniqueParam) + " = '' OR g.technique_level = ?" +
         std::to_string(kTechniqueParam) + ")";
}

void bind_score(Statement& st, int first, const ScoreFilter& f) {
  st.bind(first, f.min ? 1 : 0).bind(first + 1, f.min.value_or(0.0));
  st.bind(first + 2, f.max ? 1 : 0).bind(first + 3, f.max.value_or(0.0));
  st.bind(first + 4, f.band);
  st.bind(kTechniqueParam, f.technique);
}

}  // namespace dg::db
