// The Queens family's variants (see variant.hpp).
#include "solver/queens/variant.hpp"

#include <algorithm>

#include "solver/common/variant.hpp"

namespace dg::queens {

namespace {

// The feature parts after "starsK", in their fixed order, with their words in labels.
struct Feature {
  std::string_view part, words;
};
constexpr Feature kFeatures[] = {{"torus", "torus"},          {"holes", "holes"},
                                 {"givens", "givens"},        {"diagonals", "full diagonals"},
                                 {"noregions", "no regions"}, {"counts", "counts"},
                                 {"rect", "rectangle"},       {"attack", "attack"},
                                 {"pieces", "mixed pieces"},  {"nolines", "no lines"},
                                 {"ranges", "count ranges"},  {"units", "extra units"},
                                 {"maximize", "max pieces"}};

}  // namespace

std::string variant(const Puzzle& p) {
  std::vector<std::string> parts;
  if (p.stars >= 2) parts.push_back("stars" + std::to_string(p.stars));
  const bool has[] = {
      p.torus,
      std::count(p.region.begin(), p.region.end(), kHole) > 0,
      !p.givens.empty(),
      p.diagonals == Diagonals::full,
      !p.has_regions,
      !p.row_counts.empty() || !p.col_counts.empty() || !p.region_counts.empty(),
      p.n != p.cols,
      !p.general.attack.empty(),
      !p.general.pieces.empty(),
      !p.general.lines,
      !p.general.row_hi.empty() || !p.general.col_hi.empty() || !p.general.region_hi.empty(),
      !p.general.units.empty(),
      p.general.maximize};
  for (std::size_t i = 0; i < std::size(kFeatures); ++i)
    if (has[i]) parts.emplace_back(kFeatures[i].part);
  return join_variant(parts, "linkedin");
}

std::string variant_label(std::string_view v) {
  std::string base = "queens", words;
  for (const std::string& part : variant_parts(v)) {
    if (part == "linkedin") continue;
    if (part.rfind("stars", 0) == 0) {
      base = "star battle " + part.substr(5) + "\u2605";
      continue;
    }
    std::string_view word = part;
    for (const Feature& f : kFeatures)
      if (f.part == part) word = f.words;
    words += " " + std::string(word);
  }
  return base + words;
}

std::string variant_series(std::string_view v) {
  return v == "linkedin" ? std::string("queens") : "queens:" + std::string(v);
}

}  // namespace dg::queens
