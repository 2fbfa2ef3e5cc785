// Sudoku's entry in the table of generators: JSON parameters in, JSON puzzles out.
#include "generator/sudoku/json_entry.hpp"

#include <charconv>

namespace dg::sudoku {

namespace {

// "RxC" -> box rows and columns.
Expected<void> read_box(const nlohmann::json& j, Params& p) {
  auto text = string_param(j, "box", "");
  if (!text) return Error{text.error()};
  if (text->empty()) return {};
  const std::string& s = *text;
  const auto x = s.find('x');
  int r = 0, c = 0;
  const bool ok =
      x != std::string::npos && std::from_chars(s.data(), s.data() + x, r).ptr == s.data() + x &&
      std::from_chars(s.data() + x + 1, s.data() + s.size(), c).ptr == s.data() + s.size();
  if (!ok)
    return make_error("\"box\" must be \"RxC\" (rows x columns of a box), got \"" + s + "\"");
  p.box_rows = r;
  p.box_cols = c;
  return {};
}

// Whether the givens are symmetric under a half turn.
bool symmetric(const Puzzle& p) {
  for (std::size_t k = 0, m = p.givens.size(); k < m; ++k)
    if ((p.givens[k] == 0) != (p.givens[m - 1 - k] == 0)) return false;
  return true;
}

constexpr VariantExample kVariants[] = {
    {"plain", R"({"size": 9})", ""}, {"mini", R"({"size": 6})", ""},
    {"2x2", R"({"size": 4})", ""},   {"3x2", R"({"size": 6, "box": "3x2"})", ""},
    {"2x4", R"({"size": 8})", ""},   {"2x5", R"({"size": 10})", ""},
    {"3x4", R"({"size": 12})", ""},
};

// LinkedIn's Mini Sudoku week: 6x6, rising from Monday to Sunday. Hidden singles early in the
// week, naked singles midweek, locked candidates at the weekend; within a tier the score splits
// the days (its 10th/50th/90th percentiles on 60 boards of seed 7: hidden singles 3.06/3.13/3.27,
// naked singles 3.62/3.79/3.97, locked candidates 5.30/5.42/5.73). Fish, wings and a supposition
// are left out: on a 6x6 they read 13-23 minutes, far past any LinkedIn day.
constexpr DailySlot kDefaultWeek[] = {
    {6, "hidden_single", R"({"difficulty": "..3.13"})"},
    {6, "hidden_single", R"({"difficulty": "3.1301.."})"},
    {6, "naked_single", R"({"difficulty": "..3.72"})"},
    {6, "naked_single", R"({"difficulty": "3.7201..3.87"})"},
    {6, "naked_single", R"({"difficulty": "3.8701.."})"},
    {6, "locked_candidates", R"({"difficulty": "..5.42"})"},
    {6, "locked_candidates", R"({"difficulty": "5.4201.."})"},
};

}  // namespace

std::span<const VariantExample> generator_variants() {
  return kVariants;
}

Expected<Params> params_from_json(const nlohmann::json& j) {
  if (auto keys = only_known_keys(j, {"size", "box", "tier", "symmetry", "minimal", "givens",
                                      "attempts", "difficulty", "band", "minutes"});
      !keys)
    return Error{keys.error()};
  Params p;
  int size = 0;
  if (auto ok = read_param(j, "size", size); !ok) return Error{ok.error()};
  if (auto ok = read_box(j, p); !ok) return Error{ok.error()};
  if (size != 0 && !j.contains("box") && !default_box(size, p.box_rows, p.box_cols))
    return make_error("sudoku: no usual boxes for size " + std::to_string(size) +
                      " (4, 6, 8, 9, 10 or 12; give \"box\" for others)");
  if (size != 0 && size != p.n())
    return make_error("sudoku: size " + std::to_string(size) + " does not match boxes " +
                      std::to_string(p.box_rows) + "x" + std::to_string(p.box_cols));
  auto tier_name = string_param(j, "tier", "any");
  if (!tier_name) return Error{tier_name.error()};
  auto tier = parse_generate_tier(*tier_name);
  if (!tier) return Error{"\"tier\": " + tier.error()};
  p.tier = *tier;
  auto symmetry_text = string_param(j, "symmetry", "none");
  if (!symmetry_text) return Error{symmetry_text.error()};
  auto symmetry = parse_symmetry(*symmetry_text);
  if (!symmetry) return Error{"\"symmetry\": " + symmetry.error()};
  p.symmetry = *symmetry;
  if (auto ok = read_param(j, "minimal", p.minimal); !ok) return Error{ok.error()};
  auto givens = range_param(j, "givens");
  if (!givens) return Error{givens.error()};
  if (!givens->empty()) {
    auto range = parse_range(*givens);
    if (!range) return Error{"\"givens\": " + range.error()};
    p.givens = *range;
  }
  if (auto ok = read_param(j, "attempts", p.max_attempts); !ok) return Error{ok.error()};
  auto score = score_filter_param(j);
  if (!score) return Error{score.error()};
  p.score = *score;
  if (auto v = validate(p); !v) return Error{v.error()};
  return p;
}

bool fits_json(const nlohmann::json& params, const nlohmann::json& puzzle,
               const nlohmann::json& made_with) {
  auto p = params_from_json(params);
  if (!p) return false;
  auto parsed = from_json(puzzle);
  if (!parsed) return false;
  if (parsed->box_rows != p->box_rows || parsed->box_cols != p->box_cols) return false;
  int givens = 0;
  for (const std::uint8_t d : parsed->givens) givens += d != 0;
  if (!p->givens.contains(givens)) return false;
  if (p->symmetry == Symmetry::rotate180 && !symmetric(*parsed)) return false;
  // Minimality is a property of how a puzzle was made; checking it here would take one exact
  // count per given, so only puzzles generated as minimal fit a minimal request.
  return !p->minimal || (made_with.is_object() && made_with.value("minimal", false));
}

Expected<std::vector<nlohmann::json>> generate_json(const nlohmann::json& params,
                                                    std::uint64_t seed, std::size_t count,
                                                    int jobs) {
  auto p = params_from_json(params);
  if (!p) return Error{p.error()};
  p->score.for_store = true;  // the table's callers store what it makes (generators.hpp)
  auto made = made_or_error(generate_each(*p, seed, count, jobs, {}));
  if (!made) return Error{made.error()};
  std::vector<nlohmann::json> out;
  for (const auto& g : *made) out.push_back(generated_to_json(g));
  return out;
}

const GeneratorEntry& generator_entry() {
  static const GeneratorEntry entry{
      .game = "sudoku",
      .version = kGeneratorVersion,
      .rectangular = false,
      .check = checked_by<params_from_json>,
      .fits = fits_json,
      .make = generate_json,
      .variants = kVariants,
      .default_week = kDefaultWeek,
  };
  return entry;
}

}  // namespace dg::sudoku
