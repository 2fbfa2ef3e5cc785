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

void Trace::close_step(std::size_t first, std::string_view rule, bool contradiction) {
  if (steps.size() == first) {
    add(rule, {}, contradiction ? std::string(kNoSolutionLeft) : "this rule made progress");
    return;
  }
  TraceStep& merged = steps[first];
  if (steps.size() > first + 1) merged.brief = merged.briefly();
  for (std::size_t k = first + 1; k < steps.size(); ++k) {
    merged.cells.insert(merged.cells.end(), steps[k].cells.begin(), steps[k].cells.end());
    merged.text += "; " + steps[k].text;
    merged.brief += "; " + steps[k].briefly();
  }
  steps.resize(first + 1);
  if (contradiction) merged.text += "; " + std::string(kNoSolutionLeft);
}

}  // namespace dg
