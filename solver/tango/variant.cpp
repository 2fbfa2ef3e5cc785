// Tango's variants (see variant.hpp).
#include "solver/tango/variant.hpp"

#include <algorithm>

#include "solver/common/variant.hpp"

namespace dg::tango {

namespace {

bool has_unique_lines(std::string_view v) {
  return v.substr(0, 12) == "unique-lines";
}

}  // namespace

std::string variant(const Puzzle& p) {
  std::vector<std::string> parts;
  if (p.unique_lines) parts.emplace_back("unique-lines");
  const bool no_givens = std::all_of(p.cells.begin(), p.cells.end(), [](auto c) { return c < 0; });
  if (no_givens && (!p.equal.empty() || !p.opposite.empty())) parts.emplace_back("signs-only");
  return join_variant(parts, "plain");
}

std::string variant_label(std::string_view v) {
  return has_unique_lines(v) ? "tango unique lines" : "tango";
}

std::string variant_series(std::string_view v) {
  return has_unique_lines(v) ? "tango:unique-lines" : "tango";
}

}  // namespace dg::tango
