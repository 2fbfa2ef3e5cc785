// Dumps the Zip step record (grader/zip/difficulty.hpp) of every puzzle in a JSONL file, one JSON
// line per puzzle: the id, the board's profile (size, numbers, walls), the grade's tier and score,
// and each step's rule, tier, undecided edges and availability. The raw material for re-fitting
// the Zip score (docs/difficulty.md, "Zip"): a script can try other weights on the records without
// re-running the rules.
//   bench_zip_steps FILE.jsonl   (lines: a puzzle, or {"id": ..., "puzzle": {...}})
#include <fstream>
#include <iostream>
#include <string>

#include <nlohmann/json.hpp>

#include "grader/zip/difficulty.hpp"
#include "grader/zip/grader.hpp"

int main(int argc, char** argv) {
  if (argc != 2) {
    std::cerr << "usage: bench_zip_steps FILE.jsonl\n";
    return 2;
  }
  std::ifstream in(argv[1]);
  if (!in) {
    std::cerr << "bench_zip_steps: cannot read " << argv[1] << "\n";
    return 1;
  }
  std::string line;
  int n = 0;
  while (std::getline(in, line)) {
    if (line.empty()) continue;
    ++n;
    const auto j = nlohmann::json::parse(line, nullptr, false);
    if (j.is_discarded()) continue;
    const nlohmann::json& pj = j.contains("puzzle") ? j["puzzle"] : j;
    auto p = dg::zip::from_json(pj);
    if (!p) continue;
    const dg::ScoredGrade sg = dg::zip::grade_and_score(*p);
    nlohmann::json out;
    out["id"] = j.value("id", std::to_string(n));
    out["rows"] = pj.value("rows", 0);
    out["cols"] = pj.value("cols", 0);
    out["numbers"] = pj.contains("waypoints") ? pj["waypoints"].size() : 0;
    out["walls"] = pj.contains("walls") ? pj["walls"].size() : 0;
    out["tier"] = sg.grade.tier;
    if (sg.difficulty) out["difficulty"] = sg.difficulty->score;
    nlohmann::json steps = nlohmann::json::array();
    for (const dg::StepRecord& s : dg::zip::record_steps(*p))
      steps.push_back({std::string(dg::zip::rules()[static_cast<std::size_t>(s.rule)].id), s.tier,
                       s.undecided, s.available});
    out["steps"] = std::move(steps);
    std::cout << out.dump() << "\n";
  }
  return 0;
}
