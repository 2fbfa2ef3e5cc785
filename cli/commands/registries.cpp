// dailygrid registries --json: every registration table as one JSON document, so a test (or a
// person adding a game) sees at a glance what each game plugs into: its variants with the
// generator request that makes each (or why none does), and the surfaces that handle it
// (generate, grade, render, page, qubo, read). The tables stay where they are; this only asks each
// library's lookup about every game of the game table.
#include <set>

#include "cli/command.hpp"
#include "cli/output.hpp"
#include "generator/common/generators.hpp"
#include "grader/common/graders.hpp"
#include "page/graded_steps.hpp"
#include "qubo/common/games.hpp"
#include "qubo/formats/formats.hpp"
#include "render/how_to_play.hpp"
#include "render/render.hpp"
#include "solver/common/game.hpp"
#include "vision/read.hpp"

namespace dg::cli {

namespace {

// The variant's rules in players' words (render/how_to_play.hpp), or why it has none.
nlohmann::ordered_json rules_text(std::string_view game, std::string_view variant) {
  const auto rules = render::how_to_play(game, variant);
  return rules ? nlohmann::ordered_json(true) : nlohmann::ordered_json(rules.error());
}

// The grader's rule and tier ids of `game` (what players never read: the page test looks for
// them in every text a page shows), and whether each rule has a hint in players' words: true, or
// the rules without one.
void grader_ids(std::string_view game, nlohmann::ordered_json& g) {
  const GraderInfo* grader = find_grader(game);
  nlohmann::ordered_json rules = nlohmann::ordered_json::array(),
                         tiers = nlohmann::ordered_json::array(),
                         missing = nlohmann::ordered_json::array();
  const page::PageGame* page_game = page::find_page_game(game);
  if (grader) {
    for (const RuleInfo& r : grader->rules) {
      rules.push_back(r.id);
      if (!page_game || page::sentence_of(page_game->hints.words, r.id).empty())
        missing.push_back(r.id);
    }
    for (std::string_view t : grader->tiers) tiers.push_back(t);
    tiers.push_back(kSearchTier);
  }
  g["rule_ids"] = rules;
  g["tier_ids"] = tiers;
  g["surfaces"]["hint_words"] = missing.empty() ? nlohmann::ordered_json(true) : missing;
}

nlohmann::ordered_json variants_json(const GameInfo& game) {
  nlohmann::ordered_json list = nlohmann::ordered_json::array();
  std::set<std::string_view> seen;
  const auto examples = variant_examples(game.name);
  for (const VariantExample& v : examples) {
    if (!seen.insert(v.variant).second) continue;
    nlohmann::ordered_json entry;
    entry["name"] = v.variant;
    entry["label"] = game.variant_label(v.variant);
    entry["series"] = game.variant_series(v.variant);
    nlohmann::ordered_json all = nlohmann::ordered_json::array();
    for (const VariantExample& e : examples)
      if (e.variant == v.variant && !e.params.empty())
        all.push_back(nlohmann::ordered_json::parse(e.params));
    entry["generate"] = all.empty() ? nlohmann::ordered_json() : all[0];
    entry["examples"] = all;
    entry["why_not"] = all.empty() ? nlohmann::ordered_json(why_not_generated(game.name, v.variant))
                                   : nlohmann::ordered_json();
    // Per variant, the surfaces that may refuse one: true, or why not.
    auto taken = [](const std::string& why) {
      return why.empty() ? nlohmann::ordered_json(true) : nlohmann::ordered_json(why);
    };
    entry["surfaces"] = {{"qubo", taken(qubo::qubo_refusal(game.name, v.variant))},
                         {"read", taken(vision::unreadable_variant(game.name, v.variant))},
                         {"grade", taken(ungraded_variant(game.name, v.variant))},
                         {"page", taken(page::unplayable_variant(game.name, v.variant))},
                         {"rules", rules_text(game.name, v.variant)}};
    list.push_back(entry);
  }
  return list;
}

// A game-level surface the game may lack for a reason: true when it has it, else the reason its
// table entry gives, or false when no entry says why (the matrix test fails on false).
nlohmann::ordered_json documented(bool has, const std::string& why) {
  if (has) return true;
  const bool undocumented = why.find("no entry saying why") != std::string::npos ||
                            why.find("no reader entry") != std::string::npos;
  return undocumented || why.empty() ? nlohmann::ordered_json(false) : nlohmann::ordered_json(why);
}

// The page's how-to-play line for the game ("" when the page has no entry for it).
std::string page_help(std::string_view game) {
  for (const page::PageGame& g : page::all_page_games())
    if (g.game == game) return std::string(g.help);
  return {};
}

std::string registries_json() {
  nlohmann::ordered_json out;
  out["games"] = nlohmann::ordered_json::array();
  for (const GameInfo& game : all_games()) {
    nlohmann::ordered_json g;
    g["name"] = game.name;
    g["variants"] = variants_json(game);
    g["surfaces"] = {{"generate", find_generator(game.name) != nullptr},
                     {"grade", find_grader(game.name) != nullptr},
                     {"render", render::can_render(game.name)},
                     {"page", page::find_grade_steps(game.name) != nullptr},
                     {"qubo", documented(qubo::find_qubo_game(game.name) != nullptr,
                                         qubo::qubo_refusal(game.name, game.name))},
                     {"read", documented(vision::can_read(game.name),
                                         vision::unreadable_variant(game.name, game.name))},
                     {"page_help", page_help(game.name)}};
    grader_ids(game.name, g);
    out["games"].push_back(g);
  }
  out["qubo_formats"] = nlohmann::ordered_json::array();
  for (const qubo::Format& f : qubo::all_formats()) out["qubo_formats"].push_back(f.name);
  return out.dump(2) + "\n";
}

}  // namespace

void add_registries(CLI::App& app, Runner& run) {
  auto* cmd = app.add_subcommand(
      "registries", "Print every registration table (games, variants, surfaces) as JSON");
  static bool json = false;
  cmd->add_flag("--json", json, "JSON output (the only form)");
  cmd->callback([&run] {
    run = [] {
      write_output("-", registries_json());
      return kOk;
    };
  });
}

}  // namespace dg::cli
