// Tango's entry in the table of generators: JSON parameters in, JSON puzzles out.
#include "generator/tango/json_entry.hpp"

#include <algorithm>

#include "generator/tango/generator.hpp"
#include "grader/tango/grader.hpp"

namespace dg::tango {

namespace {

Expected<IntRange> range_of(const nlohmann::json& j, const char* key) {
  auto text = range_param(j, key);
  if (!text) return Error{text.error()};
  if (text->empty()) return IntRange{};
  auto r = parse_range(*text);
  if (!r) return Error{std::string("--") + key + ": " + r.error()};
  return *r;
}

std::size_t pairs_in(const nlohmann::json& puzzle, const char* key) {
  return puzzle.contains(key) && puzzle[key].is_array() ? puzzle[key].size() : 0;
}

}  // namespace

Expected<Params> params_from_json(const nlohmann::json& j) {
  if (auto keys = only_known_keys(
          j, {"size", "rows", "cols", "counts", "tier", "givens", "signs", "minimal",
              "unique_lines", "attempts", "difficulty", "band", "minutes"});
      !keys)
    return Error{keys.error()};
  Params p;
  // A square by "size", any board by "rows" and "cols" (a daily slot of a rectangle).
  if (j.contains("size") && (j.contains("rows") || j.contains("cols")))
    return make_error("tango: give \"size\" or \"rows\" and \"cols\", not both");
  if (auto ok = read_param(j, "size", p.n); !ok) return Error{ok.error()};
  if (auto ok = read_param(j, "rows", p.n); !ok) return Error{ok.error()};
  if (auto ok = read_param(j, "cols", p.cols); !ok) return Error{ok.error()};
  if (j.contains("cols") && !j.contains("rows")) p.n = p.cols;
  if (p.cols == p.n) p.cols = 0;
  if (auto ok = read_param(j, "counts", p.counts); !ok) return Error{ok.error()};
  auto tier = string_param(j, "tier", "any");
  if (!tier) return Error{tier.error()};
  p.tier = *tier == "any" ? kAnyTier : parse_tier(*tier);
  if (p.tier < 0 && *tier != "any") return make_error("tango: unknown tier \"" + *tier + "\"");
  auto givens = range_of(j, "givens");
  if (!givens) return Error{givens.error()};
  p.givens = *givens;
  auto signs = range_of(j, "signs");
  if (!signs) return Error{signs.error()};
  p.signs = *signs;
  if (auto ok = read_param(j, "minimal", p.minimal); !ok) return Error{ok.error()};
  if (auto ok = read_param(j, "unique_lines", p.unique_lines); !ok) return Error{ok.error()};
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
  // The variant is part of the rules a player is told, so it must match both ways.
  if (p->unique_lines != puzzle.value("unique_lines", false)) return false;
  if (p->counts != (puzzle.contains("row_ones") || puzzle.contains("col_ones"))) return false;
  std::size_t givens = 0;
  if (puzzle.contains("cells") && puzzle["cells"].is_array())
    for (const auto& row : puzzle["cells"])
      if (row.is_string()) {
        const auto& text = row.get_ref<const std::string&>();
        givens += static_cast<std::size_t>(
            std::count_if(text.begin(), text.end(), [](char c) { return c == '0' || c == '1'; }));
      }
  const std::size_t signs = pairs_in(puzzle, "equal") + pairs_in(puzzle, "opposite");
  const auto in = [](const IntRange& r, std::size_t x) {
    return static_cast<std::size_t>(r.min) <= x && x <= static_cast<std::size_t>(r.max);
  };
  // Minimality is a property of how a puzzle was made; checking it here would take one exact
  // count per clue, so only puzzles generated as minimal fit a minimal request.
  const bool minimal_ok =
      !p->minimal || (made_with.is_object() && made_with.value("minimal", false));
  return in(p->givens, givens) && in(p->signs, signs) && minimal_ok;
}

Expected<std::vector<nlohmann::json>> generate_json(const nlohmann::json& params,
                                                    std::uint64_t seed, std::size_t count,
                                                    int jobs) {
  auto p = params_from_json(params);
  if (!p) return Error{p.error()};
  p->score.for_store = true;  // the table's callers store what it makes (generators.hpp)
  // A board with fewer distinct puzzles than `count` gives what it has (daily takes any fit).
  auto made = made_or_error(generate_each(*p, seed, count, jobs, {}));
  if (!made) return Error{made.error()};
  std::vector<nlohmann::json> out;
  for (const auto& g : *made) out.push_back(generated_to_json(g));
  return out;
}

namespace {

// The variants (solver/common/variant.hpp) with a request that makes a few puzzles of exactly that
// variant within seconds on one core, or why the generator does not make it.
constexpr VariantExample kVariants[] = {
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

// The default daily week (db::default_curve), Monday .. Sunday: 6x6 throughout, fitted to
// LinkedIn's weekday medians of the score (docs/difficulty.md, "Weekday medians"). Tango's score
// jumps by givens (kappa * ln of the unknown cells): 11..14 givens put a signs puzzle near
// LinkedIn's Thursday.
constexpr DailySlot kDefaultWeek[] = {
    {6, "basic", R"({"difficulty": "..8.7"})"},
    {6, "basic", R"({"difficulty": "8.75..9.0949"})"},
    {6, "basic", R"({"difficulty": "9.095..9.35"})"},
    {6, "signs", R"({"difficulty": "11.3..11.8", "givens": "11..14"})"},
    {6, "signs", R"({"difficulty": "12.025..12.15"})"},
    {6, "signs", R"({"difficulty": "12.65..12.9"})"},
    {6, "near_complete", R"({"difficulty": "12.3947..12.9"})"},
};

}  // namespace

const GeneratorEntry& generator_entry() {
  static const GeneratorEntry entry{
      .game = "tango",
      .version = kGeneratorVersion,
      .rectangular = false,
      .check = checked_by<params_from_json>,
      .fits = fits_json,
      .make = generate_json,
      .variants = kVariants,
      .rect_by_rows_cols = true,
      .default_week = kDefaultWeek,
  };
  return entry;
}

}  // namespace dg::tango
