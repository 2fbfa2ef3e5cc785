// Tango: each rule's hint in players' words, and a step's facts in words (page/hint_words.hpp).
#include <string>
#include <vector>

#include "page/hint_words.hpp"
#include "page/tango/steps.hpp"
#include "solver/common/cell_name.hpp"

namespace dg::page {

namespace {

constexpr HintWords kWords[] = {
    {"sign_propagation", "An = or \u00d7 next to a filled cell decides the cell beside it: {so}."},
    {"pair",
     "Two of the same side by side need the other symbol on both sides, or there would be three "
     "in a row: {so}."},
    {"gap", "A cell between two of the same must be the other symbol: {so}."},
    {"line_full",
     "{1|A row or column} already holds half its cells of one symbol, so the rest are the other: "
     "{so}."},
    {"equal_pair_ends",
     "Two cells joined by = next to a filled cell must both be its opposite, or there would be "
     "three in a row: {so}."},
    {"opposite_balance",
     "Cells joined by \u00d7 hold one sun and one moon, which completes the count of one symbol "
     "in {1|the row or column}: {so}."},
    {"equal_pair_balance",
     "Cells joined by = hold two of one symbol, which settles the count in {1|the row or "
     "column}: {so}."},
    {"near_complete",
     "The one symbol still missing in {1|a row or column} must go where it breaks up every run of "
     "three: {so}."},
    {"line_completion", "Every way to complete {1|the row or column} agrees: {so}."},
    {"distinct_lines", "{1|This row or column} would otherwise be the same as another one: {so}."},
    {"cross_line",
     "Every way to complete {1|a row or column} together with the rows and columns across it "
     "agrees: {so}."},
    {"contradiction", "Try {cell} the other way: that breaks a rule a few moves later, so {so}."},
};

std::string conclusion(const nlohmann::json&, const nlohmann::json& facts) {
  std::vector<std::string> suns, moons;
  for (const auto& f : facts)
    (f[3] == 1 ? suns : moons).push_back(cell_name(Cell{f[1].get<int>(), f[2].get<int>()}));
  std::string out;
  const auto say = [&out](const std::vector<std::string>& cells, const char* one,
                          const char* many) {
    if (cells.empty()) return;
    out += (out.empty() ? "" : "; ") + cells_in_words(cells) + (cells.size() == 1 ? one : many);
  };
  say(suns, " is a sun", " are suns");
  say(moons, " is a moon", " are moons");
  return out;
}

std::string piece(const nlohmann::json&) {
  return "symbol";
}

}  // namespace

GameHintWords tango_hint_words() {
  return {kWords, conclusion, piece};
}

}  // namespace dg::page
