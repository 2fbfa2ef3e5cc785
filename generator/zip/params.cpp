// Zip generator parameters: parsing and validation (see params.hpp).
#include "generator/zip/params.hpp"

#include <algorithm>
#include <charconv>

namespace dg::zip {

namespace {

constexpr std::string_view kTierNames[] = {"basic", "regions", "parity", "contradiction", "search"};

Expected<int> parse_int(std::string_view s, std::string_view whole) {
  int v = 0;
  const auto [ptr, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (s.empty() || ec != std::errc{} || ptr != s.data() + s.size() || v < 0)
    return Error{"expected MIN..MAX with non-negative integers, got '" + std::string(whole) + "'"};
  return v;
}

}  // namespace

Expected<IntRange> IntRange::parse(std::string_view text) {
  const auto dots = text.find("..");
  const auto lo = parse_int(text.substr(0, dots), text);
  if (!lo) return Error{lo.error()};
  IntRange r{*lo, *lo};
  if (dots != std::string_view::npos) {
    const auto hi = parse_int(text.substr(dots + 2), text);
    if (!hi) return Error{hi.error()};
    r.max = *hi;
  }
  if (r.min > r.max) return Error{"range '" + std::string(text) + "' has MIN > MAX"};
  return r;
}

Expected<int> parse_tier(std::string_view name) {
  if (name == "any") return kAnyTier;
  for (int i = 0; i <= kSearchTierIndex; ++i)
    if (kTierNames[i] == name) return i;
  return Error{"unknown tier '" + std::string(name) +
               "' (any, basic, regions, parity, contradiction, search)"};
}

std::string tier_label(int tier) {
  if (tier < 0 || tier > kSearchTierIndex) return "any";
  return std::string(kTierNames[tier]);
}

std::string to_string(const IntRange& r) {
  return std::to_string(r.min) + ".." + std::to_string(r.max);
}

std::string describe(const Params& p) {
  return "rows=" + std::to_string(p.rows) + " cols=" + std::to_string(p.cols) +
         " tier=" + tier_label(p.tier) + " walls=" + to_string(p.walls) +
         " numbers=" + to_string(p.numbers) + (p.score.active() ? " " + describe(p.score) : "");
}

IntRange default_numbers(int rows, int cols) {
  return {2, std::max(20, rows * cols * 5 / 16)};
}

Expected<void> validate(const Params& p) {
  const std::string what = "zip generate (" + describe(p) + "): ";
  if (p.rows < 2 || p.cols < 2 || p.rows > 16 || p.cols > 16 || p.rows * p.cols > 256)
    return Error{what + "sides must be 2..16 with at most 256 cells"};
  const int n = p.rows * p.cols;
  if (p.walls.min < 0 || p.walls.min > p.walls.max) return Error{what + "bad walls range"};
  const int free_edges = (p.rows - 1) * p.cols + p.rows * (p.cols - 1) - (n - 1);
  if (p.walls.min > free_edges)
    return Error{what + "at most " + std::to_string(free_edges) + " walls fit"};
  if (p.numbers.min < 2 || p.numbers.min > p.numbers.max || p.numbers.min > n)
    return Error{what + "numbers must be MIN..MAX with 2 <= MIN <= MAX and MIN <= cells"};
  if (p.tier < kAnyTier || p.tier > kSearchTierIndex) return Error{what + "unknown tier"};
  // Numbers on every cell spell the path out (consecutive numbers must be neighbours), and the
  // basic tier's number_order rule follows them, so no such puzzle needs a harder tier.
  if (p.numbers.min == n && p.tier != kAnyTier && p.tier != kBasic)
    return Error{what + "a number on every cell is always solved at tier basic"};
  if (p.max_attempts < 1) return Error{what + "max_attempts must be positive"};
  return {};
}

}  // namespace dg::zip
