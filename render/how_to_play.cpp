// Rules text assembled from a game's table and a variant's parts (see how_to_play.hpp).
#include "render/how_to_play.hpp"

#include <algorithm>

#include "render/render.hpp"
#include "solver/common/variant.hpp"

namespace dg::render {

namespace {

const GameRules* find_rules(std::string_view game) {
  for (const GameRules& g : all_game_rules())
    if (g.game == game) return &g;
  return nullptr;
}

// "RxC" names a box shape part ("3x4"): digits, 'x', digits.
bool is_box_shape(std::string_view part) {
  const auto x = part.find('x');
  if (x == 0 || x == std::string_view::npos || x + 1 == part.size()) return false;
  for (std::size_t i = 0; i < part.size(); ++i)
    if (i != x && (part[i] < '0' || part[i] > '9')) return false;
  return true;
}

bool matches(std::string_view pattern, std::string_view part) {
  if (pattern == "RxC") return is_box_shape(part);
  if (!pattern.empty() && pattern.back() == '*') {
    pattern.remove_suffix(1);
    return part.substr(0, pattern.size()) == pattern && part.size() > pattern.size();
  }
  return pattern == part;
}

// `text` with each "{key}" replaced by its value.
std::string filled(std::string_view text,
                   const std::vector<std::pair<std::string, std::string>>& values) {
  std::string out(text);
  for (const auto& [key, value] : values)
    for (std::size_t at; (at = out.find("{" + key + "}")) != std::string::npos;)
      out.replace(at, key.size() + 2, value);
  return out;
}

void add_lines(std::vector<std::string>& out, const std::string& text) {
  std::size_t from = 0;
  while (from <= text.size()) {
    const std::size_t end = std::min(text.find('\n', from), text.size());
    if (end > from) out.push_back(text.substr(from, end - from));
    from = end + 1;
  }
}

}  // namespace

Expected<RulesText> how_to_play(std::string_view game, std::string_view variant) {
  const GameRules* rules = find_rules(game);
  if (!rules) return make_error("no rules text for " + std::string(game));
  const auto values =
      rules->values ? rules->values(variant) : std::vector<std::pair<std::string, std::string>>{};
  std::vector<const RulesPart*> used;
  bool replaced = false;
  const std::vector<std::string> parts =
      is_plain_variant(variant) ? std::vector<std::string>{} : variant_parts(variant);
  for (const std::string& part : parts) {
    const RulesPart* found = nullptr;
    for (const RulesPart& p : rules->parts)
      if (matches(p.part, part)) found = &p;
    if (!found)
      return make_error("no rules text for " + std::string(game) + " variant part \"" + part +
                        "\" (render/how_to_play/" + std::string(game) + ".cpp)");
    used.push_back(found);
    replaced = replaced || found->replaces;
  }
  RulesText out{player_title(game, variant), {}};
  for (const RulesPart* p : used)  // a replacing part's lines come first, in place of the plain
    if (p->replaces) add_lines(out.lines, filled(p->words, values));
  if (!replaced)
    for (std::string_view line : rules->plain) add_lines(out.lines, filled(line, values));
  for (const RulesPart* p : used)
    if (!p->replaces) add_lines(out.lines, filled(p->words, values));
  return out;
}

Expected<RulesText> how_to_play(const AnyPuzzle& puzzle) {
  const GameInfo* game = find_game(puzzle.game());
  if (!game) return make_error("no rules text for " + std::string(puzzle.game()));
  return how_to_play(puzzle.game(), game->variant_of(puzzle.to_json()));
}

// Label words that are a grader's ids too ("regions" is a Zip tier, "signs" a Tango tier), in
// the words players read instead.
constexpr std::pair<std::string_view, std::string_view> kPlayersWords[] = {
    {"no regions", "no colours"}, {"regions", "areas"}, {"long signs", "distant marks"}};

std::string in_players_words(std::string text) {
  for (const auto& [label, words] : kPlayersWords)
    for (std::size_t at = 0; (at = text.find(label, at)) != std::string::npos; at += words.size())
      text.replace(at, label.size(), words);
  return text;
}

std::string player_title(std::string_view game, std::string_view variant) {
  const GameInfo* info = find_game(game);
  std::string out = in_players_words(info ? info->variant_label(variant) : std::string(game));
  bool start = true;
  for (char& ch : out) {
    if (start && ch >= 'a' && ch <= 'z') ch = static_cast<char>(ch - 'a' + 'A');
    start = ch == ' ' || ch == '(';
  }
  return out;
}

std::string band_word(std::string_view band) {
  std::string out(band);
  if (!out.empty() && out[0] >= 'a' && out[0] <= 'z')
    out[0] = static_cast<char>(out[0] - 'a' + 'A');
  return out;
}

std::string player_caption(const AnyPuzzle& puzzle, std::string_view number_or_id,
                           std::string_view band, std::string_view date) {
  const GameInfo* game = find_game(puzzle.game());
  std::string out = game ? player_title(puzzle.game(), game->variant_of(puzzle.to_json()))
                         : std::string(puzzle.game());
  if (!number_or_id.empty()) out += " " + caption_name(number_or_id);
  if (!date.empty()) out += " \u00b7 " + std::string(date);
  out += " \u00b7 " + std::to_string(puzzle.rows()) + "x" + std::to_string(puzzle.cols());
  if (!band.empty()) out += " \u00b7 " + band_word(band);
  return out;
}

}  // namespace dg::render
