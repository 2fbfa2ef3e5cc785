// Difficulty-score filters (see score_filter.hpp).
#include "db/score_filter.hpp"

#include <charconv>
#include <cmath>

#include "db/report_text.hpp"
#include "grader/common/difficulty.hpp"

namespace dg::db {

namespace {

// A finite decimal filling all of `text`; from_chars, so the locale never changes the meaning.
std::optional<double> read_number(std::string_view text) {
  double value = 0;
  const char* end = text.data() + text.size();
  auto [ptr, ec] = std::from_chars(text.data(), end, value);
  if (text.empty() || ec != std::errc() || ptr != end || !std::isfinite(value)) return std::nullopt;
  return value;
}

}  // namespace

std::string ScoreFilter::label() const {
  std::string out;
  if (min || max)
    out = "difficulty=" + (min ? fmt("%g", *min) : "") + ".." + (max ? fmt("%g", *max) : "");
  if (!band.empty()) out += (out.empty() ? "" : " ") + ("band=" + band);
  return out;
}

Expected<void> parse_difficulty_range(std::string_view text, ScoreFilter& f) {
  const auto dots = text.find("..");
  const std::string quoted = "'" + std::string(text) + "'";
  if (dots == std::string_view::npos)
    return make_error("expected MIN..MAX (either end optional), got " + quoted);
  const std::string_view low = text.substr(0, dots), high = text.substr(dots + 2);
  if (low.empty() && high.empty()) return make_error("give at least one end of MIN..MAX");
  std::optional<double> min, max;
  if (!low.empty() && !(min = read_number(low)))
    return make_error("MIN is not a number in " + quoted);
  if (!high.empty() && !(max = read_number(high)))
    return make_error("MAX is not a number in " + quoted);
  if (min && max && *min > *max) return make_error("MIN is above MAX in " + quoted);
  f.min = min;
  f.max = max;
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

std::string score_condition(int first) {
  auto p = [first](int i) { return "?" + std::to_string(first + i); };
  // A flag per end rather than a NULL bound: the statements bind numbers, and a NULL score then
  // fails every set bound (comparisons with NULL are never true).
  return " AND (" + p(0) + " = 0 OR g.difficulty >= " + p(1) + ") AND (" + p(2) +
         " = 0 OR g.difficulty <= " + p(3) + ") AND (" + p(4) + " = '' OR g.band = " + p(4) + ")";
}

void bind_score(Statement& st, int first, const ScoreFilter& f) {
  st.bind(first, f.min ? 1 : 0).bind(first + 1, f.min.value_or(0.0));
  st.bind(first + 2, f.max ? 1 : 0).bind(first + 3, f.max.value_or(0.0));
  st.bind(first + 4, f.band);
}

}  // namespace dg::db
