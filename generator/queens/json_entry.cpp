// Queens' entry in the table of generators: JSON parameters in, JSON puzzles out.
#include "generator/queens/json_entry.hpp"

namespace dg::queens {

Expected<Params> params_from_json(const nlohmann::json& j) {
  Params p;
  p.n = j.value("size", p.n);
  const auto tier = parse_generate_tier(j.value("tier", std::string("any")));
  if (!tier) return Error{"--tier: " + tier.error()};
  p.tier = *tier;
  p.max_attempts = j.value("attempts", p.max_attempts);
  if (auto ok = validate(p); !ok) return Error{ok.error()};
  return p;
}

Expected<std::vector<nlohmann::json>> generate_json(const nlohmann::json& params,
                                                    std::uint64_t seed, std::size_t count,
                                                    int jobs) {
  auto p = params_from_json(params);
  if (!p) return Error{p.error()};
  auto made = generate_batch(*p, seed, count, jobs);
  if (!made) return Error{made.error()};
  std::vector<nlohmann::json> out;
  for (const auto& g : *made) out.push_back(generated_to_json(g));
  return out;
}

}  // namespace dg::queens
