// Tents & Trees: each rule's hint in players' words, and a step's facts in words
// (page/hint_words.hpp).
#include <string>
#include <vector>

#include "page/hint_words.hpp"
#include "page/tents/steps.hpp"
#include "solver/common/cell_name.hpp"

namespace dg::page {

namespace {

constexpr HintWords kWords[] = {
    {"no_tree", "No tree beside these cells still needs a tent, so they are grass: {so}."},
    {"touch", "A cell next to a tent, even diagonally, cannot hold a tent: {so}."},
    {"tree_one_cell", "This tree has one place left for its tent: {so}."},
    {"tent_one_tree", "This tent has only one tree it can belong to: {so}."},
    {"line_count", "Every way to place the tents {1|this row or column} needs agrees: {so}."},
    {"shared_neighbour", "Wherever this tree's tent goes, it would be next to these cells: {so}."},
    {"line_neighbours",
     "Every way to place the tents of {1|this row or column} rules out the cells beside them: "
     "{so}."},
    {"pairing", "Each tree needs its own tent, and counting trees and tents here shows {so}."},
    {"starving", "A tent here would leave a tree with no place for its own tent: {so}."},
    {"line_pair",
     "Taken together, {all|two neighbouring rows or columns} allow only one way for their tents: "
     "{so}."},
    {"contradiction", "Try {cell} the other way: that breaks a rule a few moves later, so {so}."},
};

std::string conclusion(const nlohmann::json&, const nlohmann::json& facts) {
  std::vector<std::string> tents, grass;
  for (const auto& f : facts)
    (f[0] == "t" ? tents : grass).push_back(cell_name(Cell{f[1].get<int>(), f[2].get<int>()}));
  std::string out;
  if (!tents.empty())
    out = (tents.size() == 1 ? "a tent on " : "tents on ") + cells_in_words(tents);
  if (!grass.empty()) out += (out.empty() ? "" : "; ") + ("grass on " + cells_in_words(grass));
  return out;
}

std::string piece(const nlohmann::json&) {
  return "tent";
}

}  // namespace

GameHintWords tents_hint_words() {
  return {kWords, conclusion, piece};
}

}  // namespace dg::page
