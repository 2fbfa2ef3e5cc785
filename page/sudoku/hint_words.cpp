// Sudoku: each rule's hint in players' words, and a step's facts in words (page/hint_words.hpp).
#include <map>
#include <string>
#include <vector>

#include "page/hint_words.hpp"
#include "page/sudoku/steps.hpp"
#include "solver/common/cell_name.hpp"

namespace dg::page {

namespace {

constexpr HintWords kWords[] = {
    {"hidden_single_box", "In {1|this box}, only one cell can still hold the digit: {so}."},
    {"hidden_single_line",
     "In {1|this row or column}, only one cell can still hold the digit: {so}."},
    {"naked_single", "The row, column and box of {cell} already hold every other digit: {so}."},
    {"pointing",
     "In {1|a box} the digit can only go in {2|one row or column}, so it goes nowhere else in "
     "{2|it}: {so}."},
    {"claiming",
     "In {1|a row or column} the digit can only go inside {2|one box}, so it goes nowhere else in "
     "{2|that box}: {so}."},
    {"naked_pair",
     "Two cells of {1|a row, column or box} can only hold the same two digits, so no other cell "
     "there holds them: {so}."},
    {"naked_triple",
     "Three cells of {1|a row, column or box} can only hold the same three digits, so no other "
     "cell there holds them: {so}."},
    {"hidden_pair",
     "Two digits can only go in the same two cells of {1|a row, column or box}, so those cells "
     "hold nothing else: {so}."},
    {"hidden_triple",
     "Three digits can only go in the same three cells of {1|a row, column or box}, so those "
     "cells hold nothing else: {so}."},
    {"x_wing",
     "In {1|two rows} and {2|two columns} the digit is boxed into the same four corners, so it "
     "goes nowhere else in them: {so}."},
    {"swordfish",
     "In three rows (or columns) the digit can only go in the same three columns (or rows), so it "
     "goes nowhere else in them: {so}."},
    {"xy_wing",
     "Whatever {cell} holds, one of the two cells it sees holds the digit, so a cell seeing both "
     "cannot: {so}."},
    {"xyz_wing",
     "Whatever {cell} and the two cells it sees hold, one of them holds the digit, so a cell "
     "seeing all three cannot: {so}."},
    {"contradiction", "Try that digit in {cell}: it breaks a rule a few moves later, so {so}."},
};

std::string conclusion(const nlohmann::json&, const nlohmann::json& facts) {
  std::vector<std::string> placed;
  std::map<int, std::vector<std::string>> removed;
  for (const auto& f : facts) {
    const std::string cell = cell_name(Cell{f[1].get<int>(), f[2].get<int>()});
    if (f[0] == "v")
      placed.push_back(cell + " is " + std::to_string(f[3].get<int>()));
    else
      removed[f[3].get<int>()].push_back(cell);
  }
  std::string out = cells_in_words(placed);
  for (const auto& [digit, cells] : removed)
    out += (out.empty() ? "" : "; ") +
           ("no " + std::to_string(digit) + " in " + cells_in_words(cells));
  return out;
}

std::string piece(const nlohmann::json&) {
  return "digit";
}

}  // namespace

GameHintWords sudoku_hint_words() {
  return {kWords, conclusion, piece};
}

}  // namespace dg::page
