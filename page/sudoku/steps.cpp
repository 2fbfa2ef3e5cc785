// Sudoku: each step's facts are the candidates it decided, read off the grader's grid before and
// after the step, one item per (cell, digit): ["v", r, c, d] digit d placed in (r, c), ["x", r, c,
// d] d removed from (r, c)'s candidates (d 1..n).
// A placement also removes the cell's other digits and its peers' copies of d; those removals are
// left out of a placing step's facts, because a player who places the digit shows them already
// (sudoku.js counts them known), and a 12x12's page would otherwise carry ~30 of them per step.
// The words are the grader's (`grade --explain`), begun with a capital and ended with a stop, and
// each step is named by its technique in players' words ("name"; app.js shows it, not the rule).
#include <cctype>
#include <string_view>
#include <utility>
#include <vector>

#include "grader/sudoku/grader.hpp"
#include "page/fact_recorder.hpp"
#include "page/sudoku/steps.hpp"

namespace dg::page {

namespace {

using sudoku::Grid;

constexpr int kOpen = -1, kRuledOut = 0, kPlaced = 1;

// Item k * n + d - 1: digit d of cell k.
std::vector<int> candidate_states(const Grid& g) {
  const int n = g.n();
  std::vector<int> out(static_cast<std::size_t>(g.cells() * n), kRuledOut);
  for (int k = 0; k < g.cells(); ++k)
    for (int d = 1; d <= n; ++d) {
      int& s = out[static_cast<std::size_t>(k * n + d - 1)];
      if (!g.is_open(k))
        s = g.value[static_cast<std::size_t>(k)] == d ? kPlaced : kRuledOut;
      else if (g.at(k) & sudoku::digit_bit(d))
        s = kOpen;
    }
  return out;
}

nlohmann::json sudoku_fact(const Grid& g, std::size_t item, int now) {
  const int n = g.n(), k = static_cast<int>(item) / n, d = static_cast<int>(item) % n + 1;
  const Cell c = g.cell(k);
  return {now == kPlaced ? "v" : "x", c.row, c.col, d};
}

// `facts` without the removals its placements imply (see the file's header).
nlohmann::json without_implied(const sudoku::Geometry& geo, const nlohmann::json& facts) {
  std::vector<std::pair<int, int>> placed;  // (cell, digit)
  for (const auto& f : facts)
    if (f[0] == "v") placed.push_back({f[1].get<int>() * geo.n + f[2].get<int>(), f[3].get<int>()});
  if (placed.empty()) return facts;
  nlohmann::json out = nlohmann::json::array();
  for (const auto& f : facts) {
    const int k = f[1].get<int>() * geo.n + f[2].get<int>(), d = f[3].get<int>();
    bool implied = false;
    for (const auto& [at, digit] : placed)
      implied = implied || (f[0] == "x" && (at == k || (digit == d && geo.sees(at, k))));
    if (!implied) out.push_back(f);
  }
  return out;
}

// The technique of each rule of the grader's table as players name it, shown before the step's
// words ("Step 4 · Hidden single: ..."): rule ids are for designers (STYLE.md 13). The unit test
// checks that every rule of the table has one.
constexpr std::pair<std::string_view, std::string_view> kNames[] = {
    {"hidden_single_box", "Hidden single"},
    {"hidden_single_line", "Hidden single"},
    {"naked_single", "Naked single"},
    {"pointing", "Pointing"},
    {"claiming", "Claiming"},
    {"naked_pair", "Naked pair"},
    {"naked_triple", "Naked triple"},
    {"hidden_pair", "Hidden pair"},
    {"hidden_triple", "Hidden triple"},
    {"x_wing", "X-Wing"},
    {"swordfish", "Swordfish"},
    {"xy_wing", "XY-Wing"},
    {"xyz_wing", "XYZ-Wing"},
    {"contradiction", "What if"},
};

std::string sentence(std::string text) {
  if (!text.empty()) text[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(text[0])));
  if (!text.empty() && text.back() != '.') text += '.';
  return text;
}

}  // namespace

GradedSteps sudoku_steps(const AnyPuzzle& puzzle) {
  const auto p = sudoku::from_json(puzzle.to_json());
  if (!p) return {};  // cannot happen: AnyPuzzle holds a parsed sudoku puzzle
  Trace trace;
  FactRecorder<Grid, int> recorder(candidate_states, kOpen, sudoku_fact);
  GradedSteps out;
  out.grade = sudoku::grade_observed(*p, -1, &trace, &recorder);
  nlohmann::json facts = nlohmann::json::array();
  for (const auto& step : recorder.facts) facts.push_back(without_implied(p->geo(), step));
  out.steps = steps_with_facts(trace, facts);
  for (auto& step : out.steps) {
    step["text"] = sentence(step["text"].get<std::string>());
    step["name"] = sudoku_technique(step["rule"].get<std::string>());
  }
  return out;
}

std::string sudoku_technique(std::string_view rule) {
  for (const auto& [id, name] : kNames)
    if (id == rule) return std::string(name);
  return "";
}

namespace {

constexpr std::string_view kKeys[] = {"game", "size", "box", "cells"};

}  // namespace

PageGame sudoku_page() {
  return {.game = "sudoku",
          .steps = sudoku_steps,
          .keys = kKeys,
          .script = "sudoku.js",
          .help =
              "Sudoku: tap a cell, then a digit (keys 1-9, A-C for 10-12); Pencil (or P) "
              "toggles small candidate digits, Erase (or Backspace) clears.",
          .style = "sudoku.css",
          .hints = sudoku_hint_words()};
}

}  // namespace dg::page
