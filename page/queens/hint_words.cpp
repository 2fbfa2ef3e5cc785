// Queens (and its family): each rule's hint in players' words, and a step's facts in words (see
// page/hint_words.hpp for the place-holders).
#include <string>
#include <vector>

#include "page/hint_words.hpp"
#include "page/queens/steps.hpp"
#include "solver/common/cell_name.hpp"

namespace dg::page {

namespace {

constexpr HintWords kWords[] = {
    // LinkedIn's rules (grader/queens/rules_*.cpp)
    {"queen_adjacent_kill",
     "The {q} on {cell} rules out the rest of its row, column and region, and its neighbours: "
     "{so}."},
    {"single_cell_region",
     "{1|A region} has only one open cell left, so its {q} goes there: {so}."},
    {"single_cell_line",
     "{1|A row or column} has only one open cell left, so its {q} goes there: {so}."},
    {"region_confined_to_line",
     "The open cells of {1|a region} all lie in {2|one row or column}, so no other {q} goes "
     "there: {so}."},
    {"line_confined_to_region",
     "The open cells of {1|a row or column} all lie in {2|one region}, so that region's {q} is "
     "there and nowhere else: {so}."},
    {"shape_*",
     "Wherever the {q} of {1|a region} goes among its open cells, it rules out these cells: "
     "{so}."},
    {"region_kill_intersection",
     "Wherever the {q} of {1|a region} goes among its open cells, it rules out these cells: "
     "{so}."},
    // No plural "regions" below: it is a Zip tier's id, and the page test finds ids as words.
    {"n_regions_in_n_rows",
     "{regions|A few coloured areas} lie entirely within {rows|as many rows}, so those rows' {qs} "
     "all belong to them and no other colour gets one there: {so}."},
    {"n_regions_in_n_columns",
     "{regions|A few coloured areas} lie entirely within {columns|as many columns}, so those "
     "columns' {qs} all belong to them and no other colour gets one there: {so}."},
    {"n_rows_in_n_regions",
     "The open cells of {rows|a few rows} lie entirely within {regions|as many coloured areas}, so "
     "the {qs} of those colours are in these rows and nowhere else: {so}."},
    {"n_columns_in_n_regions",
     "The open cells of {columns|a few columns} lie entirely within {regions|as many coloured "
     "areas}, so the {qs} of those colours are in these columns and nowhere else: {so}."},
    {"placement_forces_contradiction",
     "Try a {q} on {cell}: it would leave a row, column or region with no room for its {q}, so "
     "{so}."},
    // The family's rules (Star Battle, torus, holes, givens, pieces: rules_family_*.cpp)
    {"star_kill", "The {q} on {cell} rules out every cell it attacks: {so}."},
    {"unit_complete",
     "{1|A row, column or region} has all its {qs}, so its other cells are empty: {so}."},
    {"unit_fill",
     "{1|A row, column or region} has exactly as many open cells as {qs} still to place: {so}."},
    {"unit_confined",
     "The open cells of {1|one area} all lie in {2|another}, which needs no more {qs} than the "
     "first, so the rest of {2|it} stays empty: {so}."},
    {"unit_attack_intersection",
     "Wherever the next {q} of {1|this row, column or region} goes, it rules out these cells: "
     "{so}."},
    {"unit_packing",
     "Try every way to fit the {qs} {1|this area} still needs without two attacking each other: "
     "all of them agree on {so}."},
    {"two_by_two_blocks*",
     "The open cells of {all|these rows or columns} fit in as many 2\u00d72 blocks as {qs} they "
     "still need, and a block holds at most one: {so}."},
    {"hall_regions_in_rows",
     "{regions|A few coloured areas} lie within {rows|a few rows} that need no more {qs} than "
     "they do, so the rest of those rows stays empty: {so}."},
    {"hall_regions_in_columns",
     "{regions|A few coloured areas} lie within {columns|a few columns} that need no more {qs} "
     "than they do, so the rest of those columns stays empty: {so}."},
    {"hall_rows_in_regions",
     "{rows|A few rows} lie within {regions|a few coloured areas} that need no more {qs} than "
     "they do, so the rest of those colours stays empty: {so}."},
    {"hall_columns_in_regions",
     "{columns|A few columns} lie within {regions|a few coloured areas} that need no more {qs} "
     "than they do, so the rest of those colours stays empty: {so}."},
    {"star_forces_contradiction*",
     "Try a {q} on {cell}: follow where that leads and some row, column or region breaks its "
     "count, so {so}."},
};

std::string word(const nlohmann::json& p) {
  const bool general = p.contains("attack") || p.contains("pieces") || p.contains("units") ||
                       (p.contains("lines") && p["lines"] == false);
  if (general) return "piece";
  const bool linkedin = p.value("stars", 1) == 1 && !p.contains("torus") && !p.contains("givens") &&
                        !p.contains("diagonals") && !p.contains("row_counts") &&
                        !p.contains("col_counts") && !p.contains("region_counts") &&
                        !p.contains("rows") && p.contains("regions");
  bool holes = false;
  if (p.contains("regions") && p["regions"].is_array())
    for (const auto& row : p["regions"])
      for (const auto& v : row)
        if (v.is_number_integer() && v.get<int>() < 0) holes = true;
  return linkedin && !holes ? "queen" : "star";
}

std::string conclusion(const nlohmann::json& p, const nlohmann::json& facts) {
  const std::string q = word(p);
  std::vector<std::string> on, off;
  for (const auto& f : facts)
    (f[0] == "q" ? on : off).push_back(cell_name(Cell{f[1].get<int>(), f[2].get<int>()}));
  std::string out;
  if (!on.empty())
    out = (on.size() == 1 ? "a " + q + " goes on " : q + "s go on ") + cells_in_words(on);
  if (!off.empty()) out += (out.empty() ? "" : "; ") + ("no " + q + " on " + cells_in_words(off));
  return out;
}

}  // namespace

GameHintWords queens_hint_words() {
  return {kWords, conclusion, word};
}

}  // namespace dg::page
