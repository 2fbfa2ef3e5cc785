// Zip: the rules in players' words, per variant part (solver/zip/variant.hpp).
#include "render/how_to_play/tables.hpp"

namespace dg::render {

namespace {

constexpr std::string_view kPlain[] = {
    "Draw one path that visits every cell once, moving up, down, left or right.",
    "Start at 1 and pass the numbers in order; finish on the highest number.",
    "The path never crosses itself."};

constexpr RulesPart kParts[] = {
    {"walls", "The path may not pass through the thick walls."},
    {"rect", ""},  // the board's shape: the rules read the same
};

}  // namespace

GameRules zip_rules() {
  return {"zip", kPlain, kParts};
}

}  // namespace dg::render
