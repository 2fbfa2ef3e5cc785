// Tango: the rules in players' words, per variant part (solver/tango/variant.hpp).
#include "render/how_to_play/tables.hpp"

namespace dg::render {

namespace {

constexpr std::string_view kPlain[] = {
    "Fill every cell with a sun or a moon.",
    "Each row and each column holds as many suns as moons.",
    "No more than two suns, or two moons, may sit next to each other in a row or column.",
    "Cells joined by = are the same; cells joined by \u00d7 are opposite."};

constexpr RulesPart kParts[] = {
    {"unique-lines", "No two rows are the same, and no two columns are the same."},
    {"signs-only", "No cell is filled in at the start: the = and \u00d7 marks decide everything."},
    {"rect", ""},  // the board's shape: the rules read the same
    {"odd", "A row or column of odd length holds one more of one symbol than of the other."},
    {"counts", "A number beside a row or column says how many suns it holds."},
    {"torus",
     "The board wraps around: a run of three may continue from one edge to the "
     "opposite one."},
    {"diagonals", "No three of the same may sit in a row on a diagonal either."},
    {"regions", "A number in an outlined region says how many suns it holds."},
    {"long-signs", "An = or \u00d7 may join cells that are not neighbours."},
};

}  // namespace

GameRules tango_rules() {
  return {"tango", kPlain, kParts};
}

}  // namespace dg::render
