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

}  // namespace dg::queens
