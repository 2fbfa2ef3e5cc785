// Sudoku and Mini Sudoku (any box shape): the rules in players' words; the digits and the box
// come from the variant (solver/sudoku/variant.hpp: plain 3x3, mini 2x3, "RxC").
#include "render/how_to_play/tables.hpp"

namespace dg::render {

namespace {

constexpr std::string_view kPlain[] = {
    "Fill every cell with a digit from 1 to {n}.",
    "Each row, each column and each outlined {box} box holds every digit once."};

constexpr RulesPart kParts[] = {
    {"mini", ""},  // its digits and box come from values(): the plain lines say it
    {"*", ""},     // any other box shape ("3x4"), likewise
};

std::vector<std::pair<std::string, std::string>> values(std::string_view variant) {
  int r = 3, c = 3;
  if (variant == "mini") r = 2;
  if (const auto x = variant.find('x'); x != std::string_view::npos && x > 0) {
    r = std::stoi(std::string(variant.substr(0, x)));
    c = std::stoi(std::string(variant.substr(x + 1)));
  }
  return {{"n", std::to_string(r * c)}, {"box", std::to_string(r) + "\u00d7" + std::to_string(c)}};
}

}  // namespace

GameRules sudoku_rules() {
  return {"sudoku", kPlain, kParts, values};
}

}  // namespace dg::render
