// Zip: each rule's hint in players' words, and a step's facts in words (page/hint_words.hpp).
#include <string>
#include <vector>

#include "page/hint_words.hpp"
#include "page/zip/steps.hpp"
#include "solver/common/cell_name.hpp"

namespace dg::page {

namespace {

constexpr HintWords kWords[] = {
    {"ends", "{cell} is where the path starts or finishes, and it already has its one step: {so}."},
    {"saturation", "A cell the path already enters and leaves takes no other step: {so}."},
    {"forced_edges", "A cell with no other way in or out must use the ways it has: {so}."},
    {"no_loop", "That step would close a loop, or finish the path before every cell: {so}."},
    {"number_order", "That step would join the numbers out of order: {so}."},
    {"bridge", "The path has only this way to reach the rest of the board: {so}."},
    {"cut_cell", "Without this step some cells could never be reached: {so}."},
    {"island", "That step would wall off cells the path could never visit: {so}."},
    {"dead_end", "Those steps would lead the path into a corner it cannot leave: {so}."},
    {"region_parity",
     "Colour the board like a chessboard: each step changes colour, and counting the colours "
     "shows {so}."},
    {"leg_length",
     "The path between two numbers must be just long enough to cover the cells between them: "
     "{so}."},
    {"contradiction", "Try that step from {cell}: it leaves no way to finish the path, so {so}."},
};

std::string conclusion(const nlohmann::json&, const nlohmann::json& facts) {
  std::vector<std::string> on, off;
  for (const auto& f : facts) {
    const std::string a = cell_name(Cell{f[1].get<int>(), f[2].get<int>()});
    const std::string b = cell_name(Cell{f[3].get<int>(), f[4].get<int>()});
    (f[0] == "on" ? on : off).push_back(a + (f[0] == "on" ? " to " : " and ") + b);
  }
  std::string out;
  if (!on.empty()) out = "the path goes from " + cells_in_words(on, 4);
  if (!off.empty())
    out += (out.empty() ? "" : "; ") + ("no step between " + cells_in_words(off, 4));
  return out;
}

}  // namespace

GameHintWords zip_hint_words() {
  return {kWords, conclusion, nullptr};
}

}  // namespace dg::page
