// IntRange text form (see range.hpp).
#include "generator/common/range.hpp"

#include <charconv>

namespace dg {

namespace {

// A non-negative int, the whole of `s`.
bool parse_int(std::string_view s, int& out) {
  if (s.empty()) return false;
  const char* end = s.data() + s.size();
  auto [ptr, ec] = std::from_chars(s.data(), end, out);
  return ec == std::errc() && ptr == end && out >= 0;
}

}  // namespace

Expected<IntRange> parse_range(std::string_view text) {
  auto bad = [&] {
    return make_error("bad range '" + std::string(text) +
                      "': expected MIN..MAX with 0 <= MIN <= MAX");
  };
  IntRange r;
  const auto dots = text.find("..");
  if (dots == std::string_view::npos) {
    if (!parse_int(text, r.min)) return bad();
    r.max = r.min;
    return r;
  }
  const std::string_view lo = text.substr(0, dots), hi = text.substr(dots + 2);
  if (lo.empty() && hi.empty()) return bad();
  if (!lo.empty() && !parse_int(lo, r.min)) return bad();
  if (!hi.empty() && !parse_int(hi, r.max)) return bad();
  if (r.min > r.max) return bad();
  return r;
}

std::string to_string(const IntRange& r) {
  if (r.max == std::numeric_limits<int>::max()) return std::to_string(r.min) + "..";
  return std::to_string(r.min) + ".." + std::to_string(r.max);
}

}  // namespace dg
