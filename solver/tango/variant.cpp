// Tango's variants (see variant.hpp).
#include "solver/tango/variant.hpp"

#include <algorithm>

#include "solver/common/variant.hpp"

namespace dg::tango {

std::string variant(const Puzzle& p) {
  std::vector<std::string> parts;
  if (p.unique_lines) parts.emplace_back("unique-lines");
  const bool no_givens = std::all_of(p.cells.begin(), p.cells.end(), [](auto c) { return c < 0; });
  if (no_givens && (!p.equal.empty() || !p.opposite.empty())) parts.emplace_back("signs-only");
  for (const auto& [part, has] : option_parts(p))
    if (has) parts.emplace_back(part);
  return join_variant(parts, "plain");
}

std::vector<std::pair<std::string, bool>> option_parts(const Puzzle& p) {
  return {{"rect", p.n != p.width()},
          {"odd", p.n % 2 != 0 || p.width() % 2 != 0},
          {"counts", !p.row_ones.empty() || !p.col_ones.empty()},
          {"torus", p.torus},
          {"diagonals", p.diagonals},
          {"regions", !p.region.empty()},
          {"long-signs", p.long_signs}};
}

namespace {

// "2,3,2-3" (one value when all agree).
std::string ranges_words(const std::vector<OnesRange>& list) {
  auto one = [](OnesRange r) {
    return r.lo == r.hi ? std::to_string(r.lo) : std::to_string(r.lo) + "-" + std::to_string(r.hi);
  };
  if (std::all_of(list.begin(), list.end(), [&](OnesRange r) { return r == list[0]; }))
    return one(list[0]) + " each";
  std::string out;
  for (OnesRange r : list) out += (out.empty() ? "" : ",") + one(r);
  return out;
}

}  // namespace

std::string rule_summary(const Puzzle& p) {
  std::vector<std::string> words;
  if (p.unique_lines) words.emplace_back("no two rows or columns alike");
  if (!p.row_ones.empty()) words.push_back("suns by row " + ranges_words(p.row_ones));
  if (!p.col_ones.empty()) words.push_back("suns by column " + ranges_words(p.col_ones));
  if (p.torus) words.emplace_back("edges wrap around");
  if (p.diagonals) words.emplace_back("no three alike on a diagonal");
  if (!p.region.empty()) words.push_back("suns by region " + ranges_words(p.region_ones));
  if (p.long_signs) words.emplace_back("signs join distant cells");
  std::string out;
  for (const auto& w : words) out += (out.empty() ? "" : " · ") + w;
  return out;
}

// The rule-changing parts, in the grammar's order: a board size (rect, odd) or a clue mix is not
// a rule of its own, so those stay in the main series; counts, torus, diagonals, regions and long
// signs each change what a player is told.
std::vector<std::string> rule_parts(std::string_view v) {
  std::vector<std::string> out;
  for (const std::string& part : variant_parts(v))
    if (part != "plain" && part != "signs-only" && part != "rect" && part != "odd")
      out.push_back(part);
  return out;
}

std::string variant_label(std::string_view v) {
  std::string out = "tango";
  for (const std::string& part : rule_parts(v)) {
    out += " " + part;
    std::replace(out.begin(), out.end(), '-', ' ');
  }
  return out;
}

std::string variant_series(std::string_view v) {
  const auto parts = rule_parts(v);
  return parts.empty() ? "tango" : "tango:" + join_variant(parts, "");
}

}  // namespace dg::tango
