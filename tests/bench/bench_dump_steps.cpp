// Dumps every puzzle's step record (the input of the difficulty and minutes models) as JSON
// lines, for fitting the models' constants outside the program: `bench_dump_steps GAME FILE`,
// FILE a corpus ({"puzzles": [...]}) or JSON lines, entries without "game" taken as GAME.
// Each line: id, number (when the entry has one), size, score, minutes, steps [rule, tier, U, A].
#include <cstdio>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "grader/common/scorers.hpp"
#include "solver/common/game.hpp"

using nlohmann::json;
using namespace dg;

namespace {

std::vector<json> read_entries(const std::string& path) {
  std::ifstream in(path);
  std::vector<json> out;
  if (!in) return out;
  const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  auto whole = json::parse(text, nullptr, false);
  if (!whole.is_discarded() && whole.is_object() && whole.contains("puzzles")) {
    for (const json& p : whole["puzzles"]) out.push_back(p);
    return out;
  }
  if (!whole.is_discarded() && whole.is_object()) return {whole};
  std::size_t start = 0;
  while (start < text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    auto line = json::parse(text.substr(start, end - start), nullptr, false);
    if (!line.is_discarded() && line.is_object()) out.push_back(line);
    start = end + 1;
  }
  return out;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 3) {
    std::fprintf(stderr, "usage: bench_dump_steps GAME FILE\n");
    return 2;
  }
  const std::string game = argv[1];
  for (json p : read_entries(argv[2])) {
    if (p.contains("puzzle") && p["puzzle"].is_object()) p = p["puzzle"];
    if (!p.contains("game")) p["game"] = game;
    const std::string g = p["game"].get<std::string>();
    const GameInfo* game_info = find_game(g);
    const ScorerInfo* scorer = find_scorer(g);
    if (!game_info || !scorer) continue;
    auto any = game_info->from_json(p);
    if (!any) continue;
    // The record and the costs it indexes (Queens' LinkedIn or family table) come together.
    const RecordedSteps record = scorer->record(**any);
    const Difficulty d = scorer->difficulty(**any);
    json out{{"score", d.score}, {"minutes", d.minutes}, {"band", d.band}};
    json steps = json::array();
    for (const StepRecord& s : record.steps)
      steps.push_back({std::string(record.costs[static_cast<std::size_t>(s.rule)].id), s.tier,
                       s.undecided, s.available});
    out["steps"] = std::move(steps);
    out["size"] = (*any)->rows();
    out["game"] = g;
    if (p.contains("id")) out["id"] = p["id"];
    if (p.contains("number")) out["number"] = p["number"];
    std::cout << out.dump() << "\n";
  }
  return 0;
}
