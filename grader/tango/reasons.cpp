// Reasons of the line rules (see reasons.hpp).
#include "grader/tango/reasons.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <utility>

#include "grader/common/words.hpp"
#include "grader/tango/rules.hpp"
#include "solver/common/cell_name.hpp"

namespace dg::tango {

namespace {

// {line} is the line's name, {X} the symbol the cells got, {Y} the other one. One row per rule
// whose reason is worth more than its general words: the words name what the rule read.
struct ReasonWords {
  std::string_view rule;
  std::string_view words;
};
constexpr std::array<ReasonWords, 10> kReasons = {{
    {"sign_propagation", "a sign in {line} ties it to a known neighbour"},
    {"pair", "beside two {Y}s side by side in {line}"},
    {"gap", "between two {Y}s in {line}"},
    {"line_full", "{line} already holds its {count} {Y}s"},
    {"equal_pair_ends", "an = pair beside a {Y} in {line}"},
    {"opposite_balance", "with one sun and one moon in each X pair, {line} holds all its {Y}s"},
    {"equal_pair_balance", "{line} has no room for two more {Y}s in its = pair"},
    {"near_complete", "the last {Y} of {line} must break every run of three {X}s"},
    {"line_completion", "every way to complete {line} agrees"},
    {"distinct_lines", "every way to complete {line} unlike the full parallel lines agrees"},
}};

std::string filled(std::string_view words, const std::string& line, const char* x, const char* y,
                   int count) {
  std::string out;
  for (std::size_t at = 0; at < words.size();) {
    if (words[at] != '{') {
      out += words[at++];
      continue;
    }
    const std::size_t end = words.find('}', at);
    const std::string_view key = words.substr(at + 1, end - at - 1);
    out += key == "line" ? line : key == "X" ? x : key == "Y" ? y : std::to_string(count);
    at = end + 1;
  }
  return out;
}

// Why cell `i` of line l (fresh, now `x`: true for a sun) holds, by the cells beside it that the
// rule read: they were known before the sweep set this line's `fresh` cells. "" when none fits
// (the caller then says the line's words).
std::string cell_reason(const Grid& g, std::string_view rule, int l, Mask fresh, int i, bool x) {
  const LineView v = g.line(l);
  const int n = g.len(l);
  const Mask before = v.known & ~fresh;
  const char* y_word = x ? "moon" : "sun";  // the other symbol, which the cells read hold
  auto holds = [&](int j, bool sun) {
    return j >= 0 && j < n && (before >> j & 1u) && ((v.sun >> j & 1u) != 0) == sun;
  };
  auto name = [&](int j) { return cell_name(g.cell(l, j)); };
  auto both = [&](int a, int b) { return name(a) + " and " + name(b) + ", both " + y_word + "s"; };
  if (rule == "pair") {
    for (const int d : {1, -1})
      if (holds(i + d, !x) && holds(i + 2 * d, !x))
        return "beside " + both(std::min(i + d, i + 2 * d), std::max(i + d, i + 2 * d));
  } else if (rule == "gap") {
    if (holds(i - 1, !x) && holds(i + 1, !x)) return "between " + both(i - 1, i + 1);
  } else if (rule == "sign_propagation") {
    // Bit k of equal/opposite joins cells k and k + 1.
    for (const int j : {i - 1, i + 1}) {
      const int k = std::min(i, j);
      if (k < 0 || j >= n || !(before >> j & 1u)) continue;
      const bool j_sun = (v.sun >> j & 1u) != 0;
      if ((v.equal >> k & 1u) && j_sun == x)
        return "= to " + name(j) + ", " + with_article(x ? "sun" : "moon");
      if ((v.opposite >> k & 1u) && j_sun != x)
        return "X to " + name(j) + ", " + with_article(j_sun ? "sun" : "moon");
    }
  } else if (rule == "equal_pair_ends") {
    // Cell i is one end of an = pair (a, a + 1) that was unknown, beside a known `other`.
    for (const int a : {i, i - 1}) {
      if (a < 0 || a + 1 >= n || !(v.equal >> a & 1u) || (before >> a & 1u) ||
          (before >> (a + 1) & 1u))
        continue;
      for (const int j : {a - 1, a + 2})
        if (holds(j, !x))
          return "the = pair " + name(a) + " and " + name(a + 1) + " is beside " + name(j) + ", " +
                 with_article(y_word);
    }
  }
  return {};
}

}  // namespace

std::vector<TracePart> line_parts(const Grid& g, std::string_view rule, std::string_view why, int l,
                                  Mask fresh) {
  std::vector<TracePart> out;
  const Mask sun = g.line(l).sun;
  const bool by_cell =
      rule == "pair" || rule == "gap" || rule == "sign_propagation" || rule == "equal_pair_ends";
  for (const bool x : {true, false}) {
    const Mask mine = fresh & (x ? sun : ~sun);
    if (!mine) continue;
    // Cells grouped by their reason, in the order the first of each comes.
    std::vector<std::pair<std::string, Mask>> groups;
    for (Mask m = mine; m; m &= m - 1) {
      const int i = std::countr_zero(m);
      std::string reason = by_cell ? cell_reason(g, rule, l, fresh, i, x) : std::string();
      if (reason.empty()) reason = line_reason(g, rule, why, l, x);
      auto same = std::find_if(groups.begin(), groups.end(),
                               [&](const auto& group) { return group.first == reason; });
      if (same == groups.end())
        groups.emplace_back(std::move(reason), Mask{1} << i);
      else
        same->second |= Mask{1} << i;
    }
    for (auto& [reason, cells] : groups)
      out.push_back({describe_cells(g, l, cells), std::move(reason)});
  }
  return out;
}

std::string line_reason(const Grid& g, std::string_view rule, std::string_view why, int l,
                        bool sun) {
  const LineView v = g.line(l);
  const char *x = sun ? "sun" : "moon", *y = sun ? "moon" : "sun";
  const int count = sun ? g.len(l) - v.lo : v.hi;  // how many of the other symbol it may hold
  for (const ReasonWords& r : kReasons)
    if (r.rule == rule) return filled(r.words, line_name(g, l), x, y, count);
  return std::string(why) + " in " + line_name(g, l);
}

}  // namespace dg::tango
