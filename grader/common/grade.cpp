// Grade serialisation (see grade.hpp).
#include "grader/common/grade.hpp"

namespace dg {

nlohmann::json grade_to_json(const Grade& g) {
  nlohmann::json hits = nlohmann::json::object();
  for (const auto& [rule, count] : g.hits) hits[rule] = count;
  return {{"status", status_name(g.status)}, {"max_tier", g.tier}, {"hits", hits}, {"steps", g.steps}};
}

}  // namespace dg
