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
#include "grader/queens/difficulty.hpp"
#include "grader/queens/grader.hpp"
#include "grader/queens/shapes.hpp"
#include "grader/tango/difficulty.hpp"
#include "grader/tango/grader.hpp"
#include "grader/tents/difficulty.hpp"
#include "grader/tents/grader.hpp"
#include "grader/zip/difficulty.hpp"
#include "grader/zip/grader.hpp"

using nlohmann::json;
using namespace dg;

namespace {

template <class Puzzle>
json dump(const Puzzle& p, std::vector<StepRecord> (*record)(const Puzzle&),
          Difficulty (*difficulty)(const Puzzle&), std::span<const RuleCost> costs,
          std::size_t offset) {
  json out;
  const Difficulty d = difficulty(p);
  out["score"] = d.score;
  out["minutes"] = d.minutes;
  out["band"] = d.band;
  json steps = json::array();
  for (const StepRecord& s : record(p)) {
    const std::size_t i = offset + static_cast<std::size_t>(s.rule);
    steps.push_back({i < costs.size() ? std::string(costs[i].id) : "?", s.tier, s.undecided,
                     s.available});
  }
  out["steps"] = std::move(steps);
  return out;
}

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
    json out;
    if (g == "queens") {
      auto q = queens::from_json(p);
      if (!q) continue;
      const bool linkedin = queens::is_linkedin(q.value());
      out = dump<queens::Puzzle>(q.value(), queens::record_steps, queens::difficulty,
                                 queens::scorer_info().costs, linkedin ? 0 : 5 + queens::kShapes.size() + 6);
      out["size"] = q.value().n;
    } else if (g == "tango") {
      auto q = tango::from_json(p);
      if (!q) continue;
      out = dump<tango::Puzzle>(*q, tango::record_steps, tango::difficulty,
                                tango::scorer_info().costs, 0);
      out["size"] = q->n;
    } else if (g == "zip") {
      auto q = zip::from_json(p);
      if (!q) continue;
      out = dump<zip::Puzzle>(*q, zip::record_steps, zip::difficulty, zip::scorer_info().costs, 0);
    } else if (g == "tents") {
      auto q = tents::from_json(p);
      if (!q) continue;
      out = dump<tents::Puzzle>(*q, tents::record_steps, tents::difficulty,
                                tents::scorer_info().costs, 0);
    } else {
      continue;
    }
    out["game"] = g;
    if (p.contains("id")) out["id"] = p["id"];
    if (p.contains("number")) out["number"] = p["number"];
    if (p.contains("size") && !out.contains("size")) out["size"] = p["size"];
    std::cout << out.dump() << "\n";
  }
  return 0;
}
