// The table of generators: the one place that lists them (each entry is built in its game's
// generator/<game>/json_entry.cpp).
#include "generator/common/generators.hpp"

#include <algorithm>

#include "generator/queens/json_entry.hpp"
#include "generator/sudoku/json_entry.hpp"
#include "generator/tango/json_entry.hpp"
#include "generator/tents/json_entry.hpp"
#include "generator/zip/json_entry.hpp"
#include "solver/common/variant.hpp"

namespace dg {

std::span<const GeneratorEntry> all_generators() {
  static const GeneratorEntry generators[] = {
      queens::generator_entry(),
      tango::generator_entry(),
      zip::generator_entry(),
      tents::generator_entry(),
      sudoku::generator_entry(),
  };
  return generators;
}

std::vector<std::string> default_daily_games() {
  std::vector<std::string> out;
  for (const GeneratorEntry& g : all_generators())
    if (!g.default_week.empty()) out.emplace_back(g.game);
  return out;
}

std::span<const VariantExample> variant_examples(std::string_view game) {
  const GeneratorEntry* g = find_generator(game);
  return g ? g->variants : std::span<const VariantExample>{};
}

std::string why_not_generated(std::string_view game, std::string_view variant) {
  const auto examples = variant_examples(game);
  for (const VariantExample& e : examples)
    if (e.variant == variant && !e.params.empty()) return "";
  for (const VariantExample& e : examples)
    if (e.variant == variant) return std::string(e.why_not);
  for (const std::string& part : variant_parts(variant))
    for (const VariantExample& e : examples)
      if (e.variant == part && e.params.empty()) return std::string(e.why_not);
  return "not listed in the generator table";
}

const GeneratorEntry* find_generator(std::string_view game) {
  for (const GeneratorEntry& g : all_generators())
    if (g.game == game) return &g;
  return nullptr;
}

namespace {

// The parts of a game's variants in the grammar's order (the order they first appear in its
// table, whose entries are written in that order), the plain name first.
std::vector<std::string> ordered_parts(std::string_view game) {
  std::vector<std::string> parts;
  for (const VariantExample& e : variant_examples(game))
    for (std::string part : variant_parts(e.variant)) {
      if (part.rfind("stars", 0) == 0) part = "starsK";
      if (std::find(parts.begin(), parts.end(), part) == parts.end()) parts.push_back(part);
    }
  return parts;
}

bool is_stars_part(const std::string& part) {
  if (part.size() < 6 || part.rfind("stars", 0) != 0) return false;
  for (std::size_t i = 5; i < part.size(); ++i)
    if (part[i] < '0' || part[i] > '9') return false;
  return part != "stars0" && part != "stars1" && part[5] != '0';
}

bool fits_grammar(std::string_view game, std::string_view variant) {
  const auto order = ordered_parts(game);
  if (order.empty()) return false;
  const auto parts = variant_parts(variant);
  if (parts.size() == 1 && parts[0] == order[0]) return true;
  std::size_t next = 1;  // the plain name never combines
  for (const std::string& part : parts) {
    const std::string key = is_stars_part(part) ? "starsK" : part;
    const auto at = std::find(order.begin() + static_cast<std::ptrdiff_t>(next), order.end(), key);
    if (at == order.end()) return false;
    next = static_cast<std::size_t>(at - order.begin()) + 1;
  }
  return true;
}

}  // namespace

Expected<void> check_variant(std::string_view game, std::string_view variant) {
  std::string known;
  for (const GeneratorEntry& g : all_generators()) {
    if (!game.empty() && g.game != game) continue;
    if (fits_grammar(g.game, variant)) return {};
    std::string list;
    for (const std::string& part : ordered_parts(g.game)) list += (list.empty() ? "" : ", ") + part;
    known += (known.empty() ? "" : "; ") + std::string(g.game) + ": " + list;
  }
  return make_error("unknown variant \"" + std::string(variant) + "\" (" +
                    (known.empty() ? "no such game" : known) +
                    "; parts joined by + in this order, or the plain name alone)");
}

Expected<void> only_known_keys(const nlohmann::json& params,
                               std::initializer_list<std::string_view> known) {
  if (!params.is_object()) return make_error("expected an object of generator options");
  for (const auto& item : params.items()) {
    bool ok = false;
    for (std::string_view k : known) ok = ok || item.key() == k;
    if (ok) continue;
    std::string list;
    for (std::string_view k : known) list += (list.empty() ? "" : ", ") + std::string(k);
    return make_error("unknown key \"" + item.key() + "\" (" + list + ")");
  }
  return {};
}

namespace {

Error wrong_type(const char* key, const char* needs) {
  return Error{std::string("\"") + key + "\" must be " + needs};
}

}  // namespace

Expected<int> int_param(const nlohmann::json& params, const char* key, int fallback) {
  if (!params.contains(key)) return fallback;
  const auto& v = params[key];
  if (!v.is_number_integer() || v.get<long long>() < -1'000'000 || v.get<long long>() > 1'000'000)
    return wrong_type(key, "an integer");
  return v.get<int>();
}

Expected<bool> bool_param(const nlohmann::json& params, const char* key, bool fallback) {
  if (!params.contains(key)) return fallback;
  if (!params[key].is_boolean()) return wrong_type(key, "true or false");
  return params[key].get<bool>();
}

namespace {

template <typename T, typename Read>
Expected<void> read_into(const nlohmann::json& params, const char* key, T& field, Read read) {
  auto value = read(params, key, field);
  if (!value) return Error{value.error()};
  field = *value;
  return {};
}

}  // namespace

Expected<void> read_param(const nlohmann::json& params, const char* key, int& field) {
  return read_into(params, key, field, int_param);
}

Expected<void> read_param(const nlohmann::json& params, const char* key, bool& field) {
  return read_into(params, key, field, bool_param);
}

Expected<std::string> string_param(const nlohmann::json& params, const char* key,
                                   const std::string& fallback) {
  if (!params.contains(key)) return fallback;
  if (!params[key].is_string()) return wrong_type(key, "a string");
  return params[key].get<std::string>();
}

Expected<std::string> range_param(const nlohmann::json& params, const char* key) {
  if (!params.contains(key)) return std::string();
  const auto& v = params[key];
  if (v.is_number_integer()) return std::to_string(v.get<long long>());
  if (!v.is_string()) return wrong_type(key, "a range \"MIN..MAX\" or an integer");
  return v.get<std::string>();
}

}  // namespace dg
