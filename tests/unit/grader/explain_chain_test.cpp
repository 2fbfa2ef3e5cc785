// Expert explanations a person can follow (issue 37, item 4): every consequence a contradiction
// step's supposition leads to names its rule and its reason (the cells or units it read), in the
// text and in the JSON "chain"/"chain_steps"; and no line lists more than tango::kCrossCasesShown
// ways, each listed way written out in full. Over generated contradiction-tier boards of every game
// (small sizes, fixed seeds: Queens, the Queens family's torus, Star Battle and holes, Tango, Zip,
// Tents) and generated Tango cross_line and expert boards.
#include <catch2/catch.hpp>

#include <map>
#include <regex>
#include <set>
#include <sstream>

#include "generator/common/generators.hpp"
#include "grader/common/chain_words.hpp"
#include "grader/common/explain.hpp"
#include "grader/common/graders.hpp"
#include "grader/tango/cross_cases.hpp"
#include "solver/common/game.hpp"

using namespace dg;

namespace {

struct Batch {
  std::string_view game;
  const char* params;  // generator params as JSON text
  std::size_t count;
  std::uint64_t seed = 2511;
  bool chains = true;  // its boards must show chains (the batches made for cross_line need not)
};

// Each board with its game; small and seeded, so the whole test stays within a few seconds.
constexpr Batch kBatches[] = {
    {"tango", R"({"size": 6, "tier": "contradiction"})", 4},
    {"tango", R"({"size": 6, "tier": "cross_line"})", 4, 2511, false},
    {"tango", R"({"size": 8, "band": "expert"})", 3, 2511, false},
    {"queens", R"({"size": 8, "tier": "contradiction"})", 3},
    {"queens", R"({"size": 8, "stars": 1, "torus": true, "tier": "contradiction"})", 2},
    {"queens", R"({"size": 8, "stars": 2, "tier": "contradiction"})", 2},
    {"queens", R"({"size": 7, "holes": "3..6", "tier": "contradiction"})", 2},
    {"zip", R"({"rows": 6, "cols": 6, "tier": "contradiction"})", 3},
    {"tents", R"({"size": 8, "tier": "contradiction"})", 2, 5},  // 2511 gives up on one
};

struct Graded {
  std::string game;
  std::string batch;  // the game and its params, for the count of chains per batch
  bool chains;
  Trace trace;
};

std::vector<Graded> make_graded() {
  std::vector<Graded> out;
  for (const Batch& b : kBatches) {
    const GeneratorEntry* gen = find_generator(b.game);
    REQUIRE(gen);
    auto made = gen->make(nlohmann::json::parse(b.params), b.seed, b.count, 1);
    INFO(b.game << " " << b.params);
    REQUIRE(made.ok());
    for (const nlohmann::json& j : *made) {
      auto p = find_game(b.game)->from_json(j);
      REQUIRE(p.ok());
      Graded g{std::string(b.game), std::string(b.game) + " " + b.params, b.chains, {}};
      find_grader(b.game)->grade(*p.value(), -1, &g.trace);
      out.push_back(std::move(g));
    }
  }
  return out;
}

// Made once for both test cases.
const std::vector<Graded>& graded_boards() {
  static const std::vector<Graded> boards = make_graded();
  return boards;
}

// Rules whose reason reads a cell or two (its neighbours, a stretch of path, a cut cell): the
// reason names them, not only their line or the rule's general words.
const std::set<std::string_view> kReadsCells = {
    "sign_propagation",
    "pair",
    "gap",
    "equal_pair_ends",  // Tango
    "ends",
    "saturation",
    "forced_edges",
    "no_loop",
    "number_order",
    "cut_cell",  // Zip
};
const std::regex kCellName("\\b[A-Z]+[0-9]+\\b");

std::size_t occurrences(const std::string& text, const std::string& what) {
  std::size_t n = 0;
  for (std::size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

}  // namespace

TEST_CASE("explain: every chain consequence names its rule and reason, no line lists over 4 ways",
          "[grader][explain][chain]") {
  const std::vector<Graded>& boards = graded_boards();
  std::map<std::string, int> chains;  // game, and batch -> contradiction steps with a chain
  for (const Graded& b : boards)
    if (b.chains) chains[b.batch] += 0;
  int cross_line_steps = 0, counted_only = 0;
  const std::regex ways_listed("in only ([0-9]+) ways? \\(");
  for (const Graded& b : boards) {
    const nlohmann::json json = trace_to_json(b.trace);
    REQUIRE(json.size() == b.trace.steps.size());
    for (std::size_t k = 0; k < b.trace.steps.size(); ++k) {
      const TraceStep& step = b.trace.steps[k];
      INFO(b.game << " step " << k + 1 << ": " << step.text);
      // Ways: a list names each way in full ("row 2 ☀☾... with row 3 ☾☀..."), never "N more".
      CHECK(step.text.find(" more)") == std::string::npos);
      std::smatch m;
      if (std::regex_search(step.text, m, ways_listed)) {
        const int ways = std::stoi(m[1]);
        CHECK(ways <= tango::kCrossCasesShown);
        CHECK(occurrences(step.text, " with ") == static_cast<std::size_t>(ways));
      }
      if (step.rule == "cross_line") {
        ++cross_line_steps;
        CHECK(occurrences(step.text, " with ") <=
              static_cast<std::size_t>(tango::kCrossCasesShown));
        if (step.text.find(" pairs their own rules allow") != std::string::npos) ++counted_only;
      }
      if (step.chain.empty()) continue;
      ++chains[b.game];
      if (b.chains) ++chains[b.batch];
      REQUIRE(json[k].contains("chain_steps"));
      REQUIRE(json[k]["chain_steps"].size() == step.chain.size());
      REQUIRE(json[k]["chain"].size() == step.chain.size());
      std::set<std::string_view> rule_ids;
      for (const RuleInfo& r : find_grader(b.game)->rules) rule_ids.insert(r.id);
      for (std::size_t i = 0; i < step.chain.size(); ++i) {
        const ChainItem& item = step.chain[i];
        const nlohmann::json& field = json[k]["chain_steps"][i];
        INFO("chain item " << i + 1 << ": " << item.words());
        CHECK(!item.conclusion.empty());
        CHECK(!item.reason.empty());
        CHECK(item.reason != item.conclusion);
        if (kReadsCells.count(item.rule)) CHECK(std::regex_search(item.reason, kCellName));
        CHECK(rule_ids.count(item.rule) == 1);  // a rule of the game's table, by its id
        CHECK(field["rule"] == item.rule);
        CHECK(field["conclusion"] == item.conclusion);
        CHECK(field["reason"] == item.reason);
        CHECK(json[k]["chain"][i] == item.words());
        CHECK(item.words() == item.conclusion + " (" + item.reason + ")");
      }
      // The text quotes each item it quotes with its reason: the first and the last always.
      CHECK(step.text.find(step.chain.front().words()) != std::string::npos);
      CHECK(step.text.find(step.chain.back().words()) != std::string::npos);
    }
  }
  for (const auto& [which, count] : chains) {
    INFO(which);
    CHECK(count > 0);  // every game's boards, and every batch made for it, have chains to check
  }
  for (const char* game : {"tango", "queens", "zip", "tents"}) CHECK(chains.count(game) == 1);
  CHECK(cross_line_steps > 0);
  CHECK(counted_only > 0);  // and cross_line steps with more ways than are listed
}

TEST_CASE("explain: Tango cross_line lists up to 4 ways in full, counts more without a list",
          "[grader][explain][chain][tango]") {
  // A cross_line step's words come from the grid as it stands; the generated boards above cover
  // both forms, this checks the words of each on one board of each form.
  bool listed = false, counted = false;
  for (const Graded& b : graded_boards()) {
    if (b.game != "tango") continue;
    for (const TraceStep& step : b.trace.steps) {
      if (step.rule != "cross_line") continue;
      INFO(step.text);
      if (step.text.find(" pairs their own rules allow") != std::string::npos) {
        counted = true;
        CHECK(std::regex_search(step.text,
                                std::regex("in only ([5-9]|[1-9][0-9]+) ways of the [0-9]+ pairs "
                                           "their own rules allow; in every one, ")));
        CHECK(step.text.find(" with ") == std::string::npos);
      } else {
        listed = true;
        CHECK(std::regex_search(step.text, std::regex("in only [1-4] ways? \\(")));
      }
    }
  }
  CHECK(listed);
  CHECK(counted);
}

TEST_CASE("chain_words: each item with its reason, a broken step's clash left to the Now sentence",
          "[grader][explain][chain]") {
  Trace chain;
  chain.add("pair", {}, "long words", "C4 is a moon", "beside two suns side by side in row 4");
  chain.add("gap", {}, "the clash in words");
  chain.steps.back().broke = true;
  const ChainWords words = chain_words(chain, {"queen_adjacent_kill", "lead", "why"});
  REQUIRE(words.items.size() == 2);
  CHECK(words.items[1].rule == "pair");
  CHECK(words.sentence ==
        " Then lead (why); C4 is a moon (beside two suns side by side in row 4).");
}
