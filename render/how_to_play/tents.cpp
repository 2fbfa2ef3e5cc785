// Tents & Trees: the rules in players' words (one variant).
#include "render/how_to_play/tables.hpp"

namespace dg::render {

namespace {

constexpr std::string_view kPlain[] = {
    "Give every tree its own tent, in a cell just above, below, left or right of it.",
    "No two tents may be neighbours, not even diagonally.",
    "A number beside a row or column says how many tents it holds.",
    "Mark the cells without a tent as grass."};

}  // namespace

GameRules tents_rules() {
  return {"tents", kPlain, {}};
}

}  // namespace dg::render
