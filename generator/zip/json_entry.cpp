// Zip's entry in the table of generators: JSON parameters in, JSON puzzles out.
#include "generator/zip/json_entry.hpp"

#include "generator/zip/generator.hpp"

namespace dg::zip {

Expected<Params> params_from_json(const nlohmann::json& j) {
  Params p;
  p.rows = j.value("rows", p.rows);
  p.cols = j.value("cols", p.cols);
  const auto tier = parse_tier(j.value("tier", std::string("any")));
  if (!tier) return Error{"--tier: " + tier.error()};
  p.tier = *tier;
  if (j.contains("walls")) {
    auto w = IntRange::parse(j["walls"].get<std::string>());
    if (!w) return Error{"--walls: " + w.error()};
    p.walls = *w;
  }
  if (j.contains("numbers")) {
    auto k = IntRange::parse(j["numbers"].get<std::string>());
    if (!k) return Error{"--numbers: " + k.error()};
    p.numbers = *k;
  } else {
    p.numbers = default_numbers(p.rows, p.cols);
  }
  p.max_attempts = j.value("attempts", p.max_attempts);
  if (auto ok = validate(p); !ok) return Error{ok.error()};
  return p;
}

Expected<std::vector<nlohmann::json>> generate_json(const nlohmann::json& params,
                                                    std::uint64_t seed, std::size_t count,
                                                    int jobs) {
  auto p = params_from_json(params);
  if (!p) return Error{p.error()};
  std::vector<nlohmann::json> out;
  for (auto& g : generate_batch(*p, seed, 0, count, jobs)) {
    if (!g) return Error{g.error()};
    out.push_back(generated_to_json(*g));
  }
  return out;
}

}  // namespace dg::zip
