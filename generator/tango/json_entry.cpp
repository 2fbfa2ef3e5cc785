// Tango's entry in the table of generators: JSON parameters in, JSON puzzles out.
#include "generator/tango/json_entry.hpp"
#include "generator/tango/generator.hpp"
#include "grader/tango/grader.hpp"

namespace dg::tango {

Expected<std::vector<nlohmann::json>> generate_json(const nlohmann::json& params,
                                                    std::uint64_t seed, std::size_t count,
                                                    int jobs) {
  Params p;
  p.n = params.value("size", 6);
  p.unique_lines = params.value("unique_lines", false);
  const std::string tier = params.value("tier", std::string("any"));
  p.tier = tier == "any" ? kAnyTier : parse_tier(tier);
  if (p.tier < 0 && tier != "any") return make_error("tango: unknown tier \"" + tier + "\"");
  if (auto v = validate(p); !v) return Error{v.error()};
  auto made = generate_batch(p, seed, count, jobs);
  if (!made) return Error{made.error()};
  std::vector<nlohmann::json> out;
  for (const auto& g : *made) {
    nlohmann::json j = to_json(g.puzzle);
    j["solution"] = solution_to_json(g.solution);
    j["grade"] = grade_to_json(g.grade);
    j["seed"] = g.seed;
    out.push_back(std::move(j));
  }
  return out;
}

}  // namespace dg::tango
