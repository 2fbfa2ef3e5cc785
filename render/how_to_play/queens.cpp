// Queens and its family (Star Battle, torus, holes, givens, chess pieces ...): the rules in
// players' words, per variant part (solver/queens/variant.hpp lists the parts).
#include "render/how_to_play/tables.hpp"

namespace dg::render {

namespace {

constexpr std::string_view kPlain[] = {
    "Place one queen in each row, each column and each coloured region.",
    "No two queens may be neighbours, not even diagonally."};

constexpr RulesPart kParts[] = {
    {"stars*",
     "Place {k} stars in each row, each column and each coloured region.\n"
     "No two stars may be neighbours, not even diagonally.",
     true},
    {"torus",
     "The board wraps around: the left edge meets the right edge and the top meets the "
     "bottom, so cells across an edge are neighbours too."},
    {"holes", "Dark cells are holes: nothing goes there."},
    {"givens", "Grey stars are given: they are already in their place."},
    {"diagonals", "No two may share a diagonal either, however far apart."},
    {"noregions", "This board has no coloured areas: only rows and columns count."},
    {"counts", "A number beside a row or column, or in a region's corner, says how many go there."},
    {"rect",
     "The board is not square: the numbers beside the rows and columns say how many "
     "each holds."},
    {"attack",
     "Each piece moves like the chess piece shown: no piece may stand where another "
     "could move."},
    {"pieces",
     "Each cell shows the chess piece that stands there if you place one: no piece may "
     "stand where another could move."},
    {"nolines", "Rows and columns have no count of their own here."},
    {"ranges", "A count such as 1-2 allows any number from the first to the second."},
    {"units", "Outlined groups of cells are extra areas, each with its own count."},
    {"maximize", "Place as many pieces as you can."},
};

std::vector<std::pair<std::string, std::string>> values(std::string_view variant) {
  // "stars2+torus" -> k = 2
  const auto at = variant.find("stars");
  if (at == std::string_view::npos) return {{"k", "1"}};
  std::string k;
  for (std::size_t i = at + 5; i < variant.size() && variant[i] >= '0' && variant[i] <= '9'; ++i)
    k += variant[i];
  return {{"k", k.empty() ? "1" : k}};
}

}  // namespace

GameRules queens_rules() {
  return {"queens", kPlain, kParts, values};
}

}  // namespace dg::render
