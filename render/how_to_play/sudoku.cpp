// Sudoku and Mini Sudoku (any box shape): the rules in players' words; the digits and the box
// come from the variant (solver/sudoku/variant.hpp: plain 3x3, mini 2x3, "RxC").
#include <charconv>
#include <system_error>

#include "render/how_to_play/tables.hpp"

namespace dg::render {

namespace {

constexpr std::string_view kPlain[] = {
    "Fill every cell with a digit from 1 to {n}.",
    "Each row, each column and each outlined {box} box holds every digit once."};

constexpr RulesPart kParts[] = {
    {"mini", ""},  // its digits and box come from values(): the plain lines say it
    {"RxC", ""},   // any other box shape ("3x4"), likewise; any other part has no text yet
};

std::vector<std::pair<std::string, std::string>> values(std::string_view variant) {
  int r = 3, c = 3;
  if (variant == "mini") r = 2;
  // A box shape "RxC"; any other text (a part without rules, refused by the caller) keeps 3x3.
  if (const auto x = variant.find('x'); x != std::string_view::npos && x > 0) {
    int rows = 0, cols = 0;
    const char* end = variant.data() + variant.size();
    const auto a = std::from_chars(variant.data(), variant.data() + x, rows);
    const auto b = std::from_chars(variant.data() + x + 1, end, cols);
    if (a.ec == std::errc{} && a.ptr == variant.data() + x && b.ec == std::errc{} && b.ptr == end) {
      r = rows;
      c = cols;
    }
  }
  return {{"n", std::to_string(r * c)}, {"box", std::to_string(r) + "\u00d7" + std::to_string(c)}};
}

}  // namespace

GameRules sudoku_rules() {
  return {"sudoku", kPlain, kParts, values};
}

}  // namespace dg::render
