// Reasons of the line rules (see reasons.hpp).
#include "grader/tango/reasons.hpp"

#include <array>

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

}  // namespace

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
