// The table of generators: the one place that lists them.
#include "generator/common/generators.hpp"

#include <algorithm>

#include "generator/queens/json_entry.hpp"
#include "generator/tango/generator.hpp"
#include "generator/tango/json_entry.hpp"
#include "generator/tents/json_entry.hpp"
#include "generator/zip/json_entry.hpp"
#include "solver/common/variant.hpp"

namespace dg {

namespace {

// Each game's variants (solver/common/variant.hpp) with a request that makes a few puzzles of
// exactly that variant within seconds on one core, or why the generator does not make it. Every
// combination of stars (1..3), torus and holes the Queens generator accepts is listed
// (generator/queens/family_generator.hpp kStarSizes).
constexpr VariantExample kQueensVariants[] = {
    {"linkedin", R"({"size": 7})", ""},
    {"linkedin", R"({"size": 9})", ""},
    {"stars2", R"({"size": 10, "stars": 2})", ""},
    {"stars3", R"({"size": 14, "stars": 3})", ""},
    {"torus", R"({"size": 8, "torus": true})", ""},
    {"holes", R"({"size": 8, "holes": "3..6"})", ""},
    {"torus+holes", R"({"size": 9, "torus": true, "holes": "4..8"})", ""},
    {"stars2+torus", R"({"size": 10, "stars": 2, "torus": true})", ""},
    {"stars2+holes", R"({"size": 10, "stars": 2, "holes": "2..6"})", ""},
    {"stars2+torus+holes", R"({"size": 10, "stars": 2, "torus": true, "holes": "2..6"})", ""},
    {"stars3+torus", R"({"size": 14, "stars": 3, "torus": true})", ""},
    {"stars3+holes", R"({"size": 14, "stars": 3, "holes": "2..8"})", ""},
    {"stars3+torus+holes", R"({"size": 14, "stars": 3, "torus": true, "holes": "2..8"})", ""},
    {"givens", "", "import only: the generator places no given queens"},
    // Full diagonals: the chess queen with one per row and column (general_generator.hpp).
    {"diagonals", R"({"size": 8, "attack": "queen"})", ""},
    {"noregions", "", "import only: the generator always draws regions"},
    {"counts", "", "import only: the generator gives every unit the same star count"},
    {"rect", "", "import only: the generator makes square boards"},
    // The general system (issue 29): its chess-piece boards are generated as an experiment
    // (general_generator.hpp); "nolines" never comes alone (a board without lines always has an
    // attack or pieces), so it is listed with them.
    {"attack", R"({"size": 7, "attack": "knight"})", ""},
    {"torus+attack", R"({"size": 7, "attack": "knight", "torus": true})", ""},
    {"pieces", R"({"size": 7, "pieces": "mixed"})", ""},
    {"attack+nolines", R"({"size": 7, "attack": "queen", "no_lines": true})", ""},
    {"pieces+nolines", R"({"size": 7, "pieces": "mixed", "no_lines": true})", ""},
    {"ranges", "", "import only: the generator gives every unit an exact count"},
    {"units", "", "import only: the generator draws no extra units"},
    {"maximize", "",
     "never unique: Max Chess Pieces asks for the optimum, which `solve` reports with the "
     "number of optimal placements; it is not a puzzle to generate"},
};

constexpr VariantExample kTangoVariants[] = {
    {"plain", R"({"size": 6})", ""},
    {"unique-lines", R"({"size": 6, "unique_lines": true})", ""},
    {"signs-only", "",
     "never unique: without a given cell, swapping suns and moons keeps every sign, so it is a "
     "second solution (the generator refuses --givens 0..0; import refuses such puzzles)"},
    // The seed paper's options (solver/tango/model.hpp): counted exactly and exported as QUBOs;
    // the boards people play (rectangles, odd sides, per-line counts) are graded and generated.
    {"rect", R"({"rows": 6, "cols": 8})", ""},
    {"odd", R"({"size": 7})", ""},
    {"rect+odd", R"({"rows": 5, "cols": 7})", ""},
    {"counts", R"({"size": 6, "counts": true})", ""},
    {"rect+odd+counts", R"({"rows": 5, "cols": 6, "counts": true})", ""},
    {"torus", "", "import only: counting and QUBO only, no grader rule sees wrapping runs"},
    {"diagonals", "",
     "import only: counting and QUBO only; with balanced lines a diagonal-free grid is all but "
     "forced (4 to 10 grids per size), so there is no room for clues"},
    {"regions", "", "import only: counting and QUBO only, no grader rule counts regions"},
    {"long-signs", "", "import only: counting and QUBO only, no grader rule follows long signs"},
};

constexpr VariantExample kTentsVariants[] = {
    {"plain", R"({"rows": 8, "cols": 8})", ""},
};

constexpr VariantExample kZipVariants[] = {
    {"plain", R"({"rows": 6, "cols": 6})", ""},
    {"walls", R"({"rows": 6, "cols": 6, "walls": "2..4"})", ""},
    {"rect", R"({"rows": 5, "cols": 7})", ""},
    {"walls+rect", R"({"rows": 5, "cols": 7, "walls": "1..3"})", ""},
};

}  // namespace

std::span<const GeneratorEntry> all_generators() {
  static const GeneratorEntry generators[] = {
      {"queens", queens::kGeneratorVersion, false, checked_by<queens::params_from_json>,
       queens::fits_json, queens::generate_json, kQueensVariants},
      {"tango", tango::kGeneratorVersion, false, checked_by<tango::params_from_json>,
       tango::fits_json, tango::generate_json, kTangoVariants, true},
      {"zip", zip::kGeneratorVersion, true, checked_by<zip::params_from_json>, zip::fits_json,
       zip::generate_json, kZipVariants},
      {"tents", tents::kGeneratorVersion, true, checked_by<tents::params_from_json>,
       tents::fits_json, tents::generate_json, kTentsVariants},
  };
  return generators;
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
