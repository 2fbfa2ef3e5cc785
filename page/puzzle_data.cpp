// One puzzle's data block (see puzzle_data.hpp).
#include "page/puzzle_data.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <utility>

#include "grader/common/graders.hpp"
#include "grader/common/grading_deadline.hpp"
#include "grader/common/scorers.hpp"
#include "page/graded_steps.hpp"
#include "render/how_to_play.hpp"
#include "render/palette.hpp"
#include "render/render.hpp"
#include "solver/common/count.hpp"

namespace dg::page {

namespace {

Expected<nlohmann::json> the_solution(const Item& item, const Budget& budget) {
  const AnyPuzzle& p = *item.puzzle;
  if (!item.solution.is_null()) {
    const Checked ok = p.check(item.solution, budget);
    if (ok.undecided()) return Error{item.caption + ": could not settle it within the budget"};
    if (!ok)
      return Error{item.caption + ": the solution given is not this puzzle's: " + ok.error()};
  }
  // Uniqueness matters even with a solution given: a wrong mark is told by the solution, which is
  // only right when no other answer exists.
  const CountSummary c = p.count(2, budget);
  if (!c.complete) return Error{item.caption + ": could not settle it within the budget"};
  if (c.count != 1)
    return Error{item.caption + ": " + (c.count == 0 ? "no solution" : "several solutions") +
                 ", so it cannot be played"};
  return item.solution.is_null() ? c.solutions[0] : item.solution;
}

// The publication number ("#12") and date ("2026-12-02") a caller's caption carries
// (render::caption: "queens #12 · 2026-12-02 · 8x8 · basic"), for the players' caption; a
// short id ("level6") stands for the number, a long one is left out.
std::pair<std::string, std::string> number_and_date(const std::string& caption) {
  std::string number, date;
  std::size_t from = 0;
  for (int part = 0; from <= caption.size(); ++part) {
    const std::size_t end = std::min(caption.find(" \u00b7 ", from), caption.size());
    const std::string text = caption.substr(from, end - from);
    if (part == 0) {
      const std::size_t hash = text.find(" #");
      const std::size_t space = text.rfind(' ');
      if (hash != std::string::npos)
        number = text.substr(hash + 1, text.find(' ', hash + 1) - hash - 1);
      else if (space != std::string::npos && text.size() - space - 1 <= 8 &&
               text.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
                                      "0123456789-_",
                                      space + 1) == std::string::npos)
        number = text.substr(space + 1);
    }
    if (text.size() == 10 && text[4] == '-' && text[7] == '-') date = text;
    from = end + std::string(" \u00b7 ").size();
  }
  return {number, date};
}

// The puzzle's difficulty band ("" when its rules do not solve it or the game has no scorer).
std::string band_of(const AnyPuzzle& p) {
  const ScorerInfo* scorer = find_scorer(p.game());
  return scorer ? scorer->difficulty(p).band : std::string();
}

int channel(double v) {
  return static_cast<int>(std::lround(v * 255));
}

}  // namespace

Expected<nlohmann::json> puzzle_data(const Item& item, const Budget& budget) {
  const AnyPuzzle& p = *item.puzzle;
  const GraderInfo* grader = find_grader(p.game());
  const GradeStepsFn steps_of = find_grade_steps(p.game());
  if (!grader || !steps_of)
    return Error{item.caption + ": " + std::string(p.game()) + " cannot be played on a page yet"};
  if (const std::string why = unsupported_reason(*grader, p); !why.empty())
    return Error{item.caption + ": cannot be played on a page: " + why};
  nlohmann::json puzzle = p.to_json();
  if (const std::string key = unplayable_key(p.game(), puzzle); !key.empty()) {
    const std::string variant = render::rule_note(p.game(), puzzle);
    return Error{item.caption + ": the page cannot play this " + std::string(p.game()) +
                 (variant.empty() ? "" : " variant (" + variant + ")") + ": it does not read \"" +
                 key + "\""};
  }
  // The count and the grading share the budget's deadline.
  GradingDeadline deadline(budget.deadline);
  auto solution = the_solution(item, budget);
  if (!solution) return Error{solution.error()};
  // A grading the caller made (Item::graded) is used as it is.
  GradedSteps made;
  if (!item.graded) {
    made = steps_of(p);
    if (deadline.reached())
      return Error{item.caption + ": could not settle it within the budget (grading stopped)"};
  }
  const GradedSteps& graded = item.graded ? *item.graded : made;
  // Players' words: the caption and tab name the game, number, date and band (no tier or rule
  // id), each step says its rule as a sentence, and the rules of the variant come along.
  const auto [number, date] = number_and_date(item.caption);
  nlohmann::json steps = graded.steps;
  if (const PageGame* game = find_page_game(p.game()))
    add_players_words(game->hints, puzzle, steps);
  const auto rules = render::how_to_play(p);
  const GameInfo* info = find_game(p.game());
  return nlohmann::json{
      {"game", p.game()},
      {"caption", render::player_caption(p, number, band_of(p), date)},
      {"title", render::player_title(p.game(), info ? info->variant_of(puzzle) : "")},
      {"number", number.empty() ? "" : render::caption_name(number)},
      {"rules", rules ? nlohmann::json(rules->lines) : nlohmann::json::array()},
      {"note", render::in_players_words(render::rule_note(p.game(), puzzle))},
      {"tier", graded.grade.tier},
      // What "Copy my times" names the puzzle by: the key that names the board
      // in every store holding it (`dailygrid times import`).
      {"ref", p.canonical_key()},
      {"puzzle", std::move(puzzle)},
      {"solution", *solution},
      {"steps", std::move(steps)}};
}

nlohmann::json region_palette() {
  nlohmann::json out = nlohmann::json::array();
  for (const render::Rgb& c : render::kRegionPalette) {
    char hex[8];
    std::snprintf(hex, sizeof hex, "#%02x%02x%02x", channel(c.r), channel(c.g), channel(c.b));
    out.push_back(hex);
  }
  return out;
}

nlohmann::json region_colour_names() {
  nlohmann::json out = nlohmann::json::array();
  for (const char* name : render::kRegionColourNames) out.push_back(name);
  return out;
}

}  // namespace dg::page
