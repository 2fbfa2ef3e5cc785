// Grade serialisation (see grade.hpp).
#include "grader/common/grade.hpp"

#include "grader/common/explain.hpp"

namespace dg {

nlohmann::json grade_to_json(const Grade& g) {
  nlohmann::json hits = nlohmann::json::object();
  for (const auto& [rule, count] : g.hits) hits[rule] = count;
  return {
      {"status", status_name(g.status)}, {"max_tier", g.tier}, {"hits", hits}, {"steps", g.steps}};
}

std::string TraceStep::briefly() const {
  if (parts.empty()) return text;
  std::string out;
  for (const TracePart& part : parts) out += (out.empty() ? "" : "; ") + part.conclusion;
  return out;
}

void Trace::close_step(std::size_t first, std::string_view rule, bool contradiction) {
  if (steps.size() == first) {
    add(rule, {}, contradiction ? std::string(kNoSolutionLeft) : "this rule made progress");
    steps.back().broke = contradiction;
    return;
  }
  TraceStep& merged = steps[first];
  for (std::size_t k = first + 1; k < steps.size(); ++k) {
    merged.cells.insert(merged.cells.end(), steps[k].cells.begin(), steps[k].cells.end());
    merged.text += "; " + steps[k].text;
    for (TracePart& part : steps[k].parts) merged.parts.push_back(std::move(part));
  }
  steps.resize(first + 1);
  if (contradiction) merged.text += "; " + std::string(kNoSolutionLeft);
  merged.broke = contradiction;
}

}  // namespace dg
