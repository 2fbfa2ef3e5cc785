// Tents' entry in the table of generators: JSON parameters in, JSON puzzles out.
#include "generator/tents/json_entry.hpp"

namespace dg::tents {

Expected<Params> params_from_json(const nlohmann::json& j) {
  if (auto keys = only_known_keys(j, {"rows", "cols", "size", "tier", "density", "attempts",
                                      "difficulty", "band", "minutes"});
      !keys)
    return Error{keys.error()};
  Params p;
  auto size = int_param(j, "size", 0);
  if (!size) return Error{size.error()};
  auto rows = int_param(j, "rows", *size ? *size : p.rows);
  if (!rows) return Error{rows.error()};
  auto cols = int_param(j, "cols", *size ? *size : p.cols);
  if (!cols) return Error{cols.error()};
  p.rows = *rows;
  p.cols = *cols;
  auto tier_name = string_param(j, "tier", "any");
  if (!tier_name) return Error{tier_name.error()};
  const auto tier = parse_gen_tier(*tier_name);
  if (!tier) return Error{"--tier: " + tier.error()};
  p.tier = *tier;
  if (auto ok = read_param(j, "density", p.density); !ok) return Error{ok.error()};
  if (auto ok = read_param(j, "attempts", p.max_attempts); !ok) return Error{ok.error()};
  auto score = score_filter_param(j);
  if (!score) return Error{score.error()};
  p.score = *score;
  if (auto ok = validate(p); !ok) return Error{ok.error()};
  return p;
}

bool fits_json(const nlohmann::json& params, const nlohmann::json&, const nlohmann::json&) {
  return params_from_json(params).ok();
}

Expected<std::vector<nlohmann::json>> generate_json(const nlohmann::json& params,
                                                    std::uint64_t seed, std::size_t count,
                                                    int jobs) {
  auto p = params_from_json(params);
  if (!p) return Error{p.error()};
  p->score.for_store = true;  // the table's callers store what it makes (generators.hpp)
  std::vector<nlohmann::json> out;
  auto batch = all_or_error(generate_each(*p, seed, count, jobs));
  if (!batch) return Error{batch.error()};
  for (const auto& g : *batch) out.push_back(generated_to_json(g));
  return out;
}

namespace {

// The variants (solver/common/variant.hpp) with a request that makes a few puzzles of exactly that
// variant within seconds on one core, or why the generator does not make it.
constexpr VariantExample kVariants[] = {
    {"plain", R"({"rows": 8, "cols": 8})", ""},
};

}  // namespace

const GeneratorEntry& generator_entry() {
  static const GeneratorEntry entry{
      .game = "tents",
      .version = kGeneratorVersion,
      .rectangular = true,
      .check = checked_by<params_from_json>,
      .fits = fits_json,
      .make = generate_json,
      .variants = kVariants,
  };
  return entry;
}

}  // namespace dg::tents
