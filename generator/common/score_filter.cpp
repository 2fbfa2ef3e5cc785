// Score filters for the generators and daily curves (see score_filter.hpp).
#include "generator/common/score_filter.hpp"

#include <charconv>
#include <cmath>
#include <cstdio>

namespace dg {

bool ScoreFilter::active() const {
  return !band.empty() || std::isfinite(min) || std::isfinite(max) || asks_minutes();
}

bool ScoreFilter::asks_minutes() const {
  return std::isfinite(minutes_min) || std::isfinite(minutes_max);
}

bool ScoreFilter::accepts(double score, std::string_view score_band, double minutes) const {
  return min <= score && score <= max && (band.empty() || band == score_band) &&
         minutes_min <= minutes && minutes <= minutes_max;
}

namespace {

// A finite decimal number filling all of `text`; from_chars, so the locale never changes the
// meaning.
bool parse_number(std::string_view text, double& out) {
  const char* end = text.data() + text.size();
  auto [ptr, ec] = std::from_chars(text.data(), end, out);
  return !text.empty() && ec == std::errc() && ptr == end && std::isfinite(out);
}

std::string format_bound(double x) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%g", x);
  return buf;
}

// "MIN..MAX" with either end optional into [lo, hi] (an end left out stays infinite); `what`
// names the range in the error ("a score range").
Expected<void> parse_decimal_range(std::string_view text, const char* what, double& lo_out,
                                   double& hi_out) {
  const std::string quoted = "\"" + std::string(text) + "\"";
  const auto dots = text.find("..");
  if (dots == std::string_view::npos)
    return make_error(std::string("expected ") + what + " MIN..MAX (either end optional), got " +
                      quoted);
  const auto lo = text.substr(0, dots), hi = text.substr(dots + 2);
  if (lo.empty() && hi.empty())
    return make_error("give at least one end of MIN..MAX, got " + quoted);
  if (!lo.empty() && !parse_number(lo, lo_out))
    return make_error("MIN is not a number in " + quoted);
  if (!hi.empty() && !parse_number(hi, hi_out))
    return make_error("MAX is not a number in " + quoted);
  if (lo_out > hi_out) return make_error("MIN is above MAX in " + quoted);
  return {};
}

}  // namespace

Expected<ScoreFilter> parse_score_range(std::string_view text) {
  ScoreFilter f;
  if (auto ok = parse_decimal_range(text, "a score range", f.min, f.max); !ok)
    return Error{ok.error()};
  return f;
}

Expected<ScoreFilter> parse_minutes_range(std::string_view text) {
  ScoreFilter f;
  if (auto ok = parse_decimal_range(text, "a range in minutes", f.minutes_min, f.minutes_max); !ok)
    return Error{ok.error()};
  // A solve time is never negative: a negative end is a typo, not a wider range.
  if ((std::isfinite(f.minutes_min) && f.minutes_min < 0) || f.minutes_max < 0)
    return make_error("minutes cannot be negative, got \"" + std::string(text) + "\"");
  return f;
}

Expected<ScoreFilter> score_filter_param(const nlohmann::json& params) {
  ScoreFilter f;
  if (params.contains("difficulty")) {
    const auto& v = params["difficulty"];
    if (v.is_string()) {
      auto r = parse_score_range(v.get<std::string>());
      if (!r) return Error{"\"difficulty\": " + r.error()};
      f = *r;
    } else {
      return make_error("\"difficulty\" must be a score range \"MIN..MAX\"");
    }
  }
  if (params.contains("minutes")) {
    const auto& v = params["minutes"];
    if (!v.is_string()) return make_error("\"minutes\" must be a range in minutes \"MIN..MAX\"");
    auto r = parse_minutes_range(v.get<std::string>());
    if (!r) return Error{"\"minutes\": " + r.error()};
    f.minutes_min = r->minutes_min;
    f.minutes_max = r->minutes_max;
  }
  if (params.contains("band")) {
    const auto& v = params["band"];
    std::string names;
    for (std::string_view b : kBandNames) names += (names.empty() ? "" : ", ") + std::string(b);
    if (!v.is_string()) return make_error("\"band\" must be one of " + names);
    f.band = v.get<std::string>();
    bool known = false;
    for (std::string_view b : kBandNames) known = known || b == f.band;
    if (!known) return make_error("\"band\": unknown band \"" + f.band + "\" (" + names + ")");
  }
  return f;
}

std::string describe(const ScoreFilter& f) {
  std::string out;
  if (std::isfinite(f.min) || std::isfinite(f.max))
    out = "difficulty " + (std::isfinite(f.min) ? format_bound(f.min) : "") + ".." +
          (std::isfinite(f.max) ? format_bound(f.max) : "");
  if (!f.band.empty()) out += (out.empty() ? "band " : ", band ") + f.band;
  if (f.asks_minutes())
    out += (out.empty() ? "minutes " : ", minutes ") +
           (std::isfinite(f.minutes_min) ? format_bound(f.minutes_min) : "") + ".." +
           (std::isfinite(f.minutes_max) ? format_bound(f.minutes_max) : "");
  return out;
}

}  // namespace dg
