// IntRange: an inclusive MIN..MAX bound on a count (e.g. how many givens a generated puzzle may
// have), shared by the generators, and its "MIN..MAX" text form used on the command line.
#pragma once

#include <limits>
#include <string>
#include <string_view>

#include "solver/common/expected.hpp"

namespace dg {

struct IntRange {
  int min = 0;
  int max = std::numeric_limits<int>::max();
  bool contains(int x) const { return min <= x && x <= max; }
  bool operator==(const IntRange&) const = default;
};

// "MIN..MAX", "MIN.." (no upper bound), "..MAX" or "N" (exactly N); bounds are non-negative
// integers and MIN <= MAX. Error otherwise, naming the text.
Expected<IntRange> parse_range(std::string_view text);
std::string to_string(const IntRange& r);

}  // namespace dg
