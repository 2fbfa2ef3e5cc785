// Queens' entry in the table of generators: JSON parameters in, JSON puzzles out.
#include "generator/queens/json_entry.hpp"

namespace dg::queens {

Expected<Params> params_from_json(const nlohmann::json& j) {
  if (auto keys = only_known_keys(j, {"size", "tier", "attempts", "difficulty", "band", "minutes",
                                      "stars", "torus", "holes", "attack", "pieces", "no_lines"});
      !keys)
    return Error{keys.error()};
  Params p;
  if (auto ok = read_param(j, "size", p.n); !ok) return Error{ok.error()};
  auto tier_name = string_param(j, "tier", "any");
  if (!tier_name) return Error{tier_name.error()};
  if (auto ok = read_param(j, "attempts", p.max_attempts); !ok) return Error{ok.error()};
  const auto tier = parse_generate_tier(*tier_name);
  if (!tier) return Error{"--tier: " + tier.error()};
  p.tier = *tier;
  if (auto ok = read_param(j, "stars", p.stars); !ok) return Error{ok.error()};
  if (auto ok = read_param(j, "torus", p.torus); !ok) return Error{ok.error()};
  auto holes = range_param(j, "holes");
  if (!holes) return Error{holes.error()};
  if (!holes->empty()) {
    auto range = parse_range(*holes);
    if (!range) return Error{"\"holes\": " + range.error()};
    p.holes = *range;
  }
  auto attack = string_param(j, "attack", "");
  if (!attack) return Error{attack.error()};
  p.attack = *attack;
  auto pieces = string_param(j, "pieces", "");
  if (!pieces) return Error{pieces.error()};
  if (!pieces->empty() && *pieces != "mixed")
    return make_error("\"pieces\" must be \"mixed\" (a random piece per cell), got \"" + *pieces +
                      "\"");
  p.mixed_pieces = !pieces->empty();
  if (auto ok = read_param(j, "no_lines", p.no_lines); !ok) return Error{ok.error()};
  auto score = score_filter_param(j);
  if (!score) return Error{score.error()};
  p.score = *score;
  if (auto ok = validate(p); !ok) return Error{ok.error()};
  return p;
}

bool fits_json(const nlohmann::json& params, const nlohmann::json& puzzle, const nlohmann::json&) {
  // Size and tier are matched by the caller; the variant is read off the board itself, so an
  // imported Star Battle fits a Star Battle slot and never a LinkedIn one (nor the reverse).
  auto p = params_from_json(params);
  auto board = from_json(puzzle);
  if (!p || !board) return false;
  int holes = 0;
  for (int id : board->region) holes += id == kHole;
  // The rules the params ask for, as make_puzzle writes them (a king with lines is LinkedIn's
  // touching, a queen with lines "diagonals": "full"): a sample board's, pieces aside.
  Puzzle asked;
  asked.n = asked.cols = 1;
  asked.region = {0};
  asked.general.attack = p->attack;
  asked.general.lines = !p->no_lines;
  if (p->mixed_pieces) asked.general.attack.clear();
  if (auto made = make_puzzle(asked)) asked = *made;
  const bool mixed = !board->general.pieces.empty();
  return board->rows() == board->cols && board->stars == p->stars && board->torus == p->torus &&
         board->row_counts.empty() && board->col_counts.empty() && board->region_counts.empty() &&
         board->givens.empty() && board->has_regions && p->holes.contains(holes) &&
         mixed == p->mixed_pieces && board->general.lines == asked.general.lines &&
         (mixed ||
          (board->general.attack == asked.general.attack && board->diagonals == asked.diagonals)) &&
         board->general.row_hi.empty() && board->general.col_hi.empty() &&
         board->general.region_hi.empty() && board->general.units.empty() &&
         !board->general.maximize;
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
// variant within seconds on one core, or why the generator does not make it. Every combination of
// stars (1..3), torus and holes the generator accepts is listed (family_generator.hpp
// kStarSizes).
constexpr VariantExample kVariants[] = {
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

// The default daily week (db::default_curve), Monday .. Sunday: fitted to LinkedIn's weekday
// medians of the score (docs/difficulty.md, "Weekday medians"): 7x7 early in the week growing to
// 9x9 at the weekend; the board and tier put the generator near the day's score, the score range
// pins it; tests/bench/results/2026-11-23-daily-weeks.md compares eight generated weeks with
// LinkedIn's.
constexpr DailySlot kDefaultWeek[] = {
    {7, "shapes", R"({"difficulty": "..9"})"},
    {8, "shapes", R"({"difficulty": "9.25..9.4132"})"},
    {8, "shapes", R"({"difficulty": "9.4133..9.65"})"},
    {9, "shapes", R"({"difficulty": "9.7..9.9"})"},
    {8, "pigeonhole", R"({"difficulty": "9.9469..10"})"},
    {9, "pigeonhole", R"({"difficulty": "10.15..10.35"})"},
    {9, "pigeonhole", R"({"difficulty": "10.38..10.6"})"},
};

}  // namespace

const GeneratorEntry& generator_entry() {
  static const GeneratorEntry entry{
      .game = "queens",
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

}  // namespace dg::queens
