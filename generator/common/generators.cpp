// The table of generators: the one place that lists them.
#include "generator/common/generators.hpp"

#include "generator/queens/json_entry.hpp"
#include "generator/tango/generator.hpp"
#include "generator/tango/json_entry.hpp"
#include "generator/tents/json_entry.hpp"
#include "generator/zip/json_entry.hpp"

namespace dg {

std::span<const GeneratorEntry> all_generators() {
  static const GeneratorEntry generators[] = {
      {"queens", queens::kGeneratorVersion, false, checked_by<queens::params_from_json>,
       queens::fits_json, queens::generate_json},
      {"tango", tango::kGeneratorVersion, false, checked_by<tango::params_from_json>,
       tango::fits_json, tango::generate_json},
      {"zip", zip::kGeneratorVersion, true, checked_by<zip::params_from_json>, zip::fits_json,
       zip::generate_json},
      {"tents", tents::kGeneratorVersion, true, checked_by<tents::params_from_json>,
       tents::fits_json, tents::generate_json},
  };
  return generators;
}

const GeneratorEntry* find_generator(std::string_view game) {
  for (const GeneratorEntry& g : all_generators())
    if (g.game == game) return &g;
  return nullptr;
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
