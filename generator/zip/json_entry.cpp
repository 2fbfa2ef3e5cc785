// Zip's entry in the table of generators: JSON parameters in, JSON puzzles out.
#include "generator/zip/json_entry.hpp"

#include "generator/zip/generator.hpp"

namespace dg::zip {

namespace {

Expected<IntRange> range_of(const nlohmann::json& j, const char* key, IntRange fallback) {
  auto text = range_param(j, key);
  if (!text) return Error{text.error()};
  if (text->empty()) return fallback;
  auto r = IntRange::parse(*text);
  if (!r) return Error{std::string("--") + key + ": " + r.error()};
  return *r;
}

bool in(const IntRange& r, std::size_t n) {
  return static_cast<std::size_t>(r.min) <= n && n <= static_cast<std::size_t>(r.max);
}

}  // namespace

Expected<Params> params_from_json(const nlohmann::json& j) {
  if (auto keys = only_known_keys(j, {"rows", "cols", "tier", "walls", "numbers", "attempts",
                                      "difficulty", "band", "minutes"});
      !keys)
    return Error{keys.error()};
  Params p;
  auto rows = int_param(j, "rows", p.rows);
  if (!rows) return Error{rows.error()};
  auto cols = int_param(j, "cols", p.cols);
  if (!cols) return Error{cols.error()};
  p.rows = *rows;
  p.cols = *cols;
  auto tier_name = string_param(j, "tier", "any");
  if (!tier_name) return Error{tier_name.error()};
  const auto tier = parse_tier(*tier_name);
  if (!tier) return Error{"--tier: " + tier.error()};
  p.tier = *tier;
  auto walls = range_of(j, "walls", p.walls);
  if (!walls) return Error{walls.error()};
  p.walls = *walls;
  auto numbers = range_of(j, "numbers", default_numbers(p.rows, p.cols));
  if (!numbers) return Error{numbers.error()};
  p.numbers = *numbers;
  if (auto ok = read_param(j, "attempts", p.max_attempts); !ok) return Error{ok.error()};
  auto score = score_filter_param(j);
  if (!score) return Error{score.error()};
  p.score = *score;
  if (auto ok = validate(p); !ok) return Error{ok.error()};
  return p;
}

bool fits_json(const nlohmann::json& params, const nlohmann::json& puzzle, const nlohmann::json&) {
  auto p = params_from_json(params);
  if (!p) return false;
  const auto count = [&](const char* key) {
    return puzzle.contains(key) && puzzle[key].is_array() ? puzzle[key].size() : std::size_t{0};
  };
  return in(p->walls, count("walls")) && in(p->numbers, count("waypoints"));
}

Expected<std::vector<nlohmann::json>> generate_json(const nlohmann::json& params,
                                                    std::uint64_t seed, std::size_t count,
                                                    int jobs) {
  auto p = params_from_json(params);
  if (!p) return Error{p.error()};
  p->score.for_store = true;  // the table's callers store what it makes (generators.hpp)
  std::vector<nlohmann::json> out;
  for (auto& g : generate_batch(*p, seed, 0, count, jobs)) {
    if (!g) return Error{g.error()};
    out.push_back(generated_to_json(*g));
  }
  return out;
}

namespace {

// The variants (solver/common/variant.hpp) with a request that makes a few puzzles of exactly that
// variant within seconds on one core, or why the generator does not make it.
constexpr VariantExample kVariants[] = {
    {"plain", R"({"rows": 6, "cols": 6})", ""},
    {"walls", R"({"rows": 6, "cols": 6, "walls": "2..4"})", ""},
    {"rect", R"({"rows": 5, "cols": 7})", ""},
    {"walls+rect", R"({"rows": 5, "cols": 7, "walls": "1..3"})", ""},
};

// The default daily week (db::default_curve), Monday .. Sunday. Zip has no dated archive: its week
// has the profile of 25 real LinkedIn Zips (tests/data/zip_linkedin/: basic and regions only,
// mostly 6x6, about half with walls, 4..12 numbers), 6x6 growing to 8x8, and its score ranges
// follow the weekday groups (easy Mon-Tue, medium Wed-Thu, hard Fri, expert Sat-Sun) on the scale
// those boards set. Parity and contradiction Zips are beyond LinkedIn: a curve entry or `--tier`
// still asks for them. The weekend's "..7.7" keeps it near the hardest real board's score (7.64),
// where the generator's 7x7 and 8x8 would go beyond.
constexpr DailySlot kDefaultWeek[] = {
    {6, "basic", R"({"difficulty": "..6.3603", "walls": "4..24", "numbers": "5..12"})"},
    {6, "regions", R"({"difficulty": "..6.3603", "walls": "4..24", "numbers": "5..12"})"},
    {6, "regions", R"({"difficulty": "6.3604..6.8129", "walls": "0..0", "numbers": "5..12"})"},
    {6, "basic", R"({"difficulty": "6.3604..6.8129", "walls": "0..8", "numbers": "5..12"})"},
    {6, "regions", R"({"difficulty": "6.8130..6.8860", "walls": "0..0", "numbers": "5..12"})"},
    {7, "basic", R"({"difficulty": "6.8861..7.7", "walls": "0..0", "numbers": "5..12"})"},
    {8, "basic", R"({"difficulty": "6.8861..7.7", "walls": "12..36", "numbers": "5..12"})"},
};

}  // namespace

const GeneratorEntry& generator_entry() {
  static const GeneratorEntry entry{
      .game = "zip",
      .version = kGeneratorVersion,
      .rectangular = true,
      .check = checked_by<params_from_json>,
      .fits = fits_json,
      .make = generate_json,
      .variants = kVariants,
      .default_week = kDefaultWeek,
  };
  return entry;
}

}  // namespace dg::zip
