// grade --explain stays readable on the hardest steps: no line longer than kExplainWidth, a
// contradiction step quotes a short chain (the whole chain is in the JSON), and a Tango cross_line
// step shows its cases. Over the corpus and generated contradiction-tier puzzles of every game.
#include <catch2/catch.hpp>

#include <sstream>

#include "../common/corpus.hpp"
#include "generator/common/generators.hpp"
#include "grader/common/chain_words.hpp"
#include "grader/common/explain.hpp"
#include "grader/common/graders.hpp"
#include "solver/common/game.hpp"

using namespace dg;

namespace {

// Puzzles of the game's hardest rule tier, from its generator.
std::vector<PuzzlePtr> hardest(std::string_view game) {
  nlohmann::json params;
  if (game == "zip") params = {{"rows", 7}, {"cols", 7}, {"tier", "contradiction"}};
  if (game == "tango") params = {{"size", 6}, {"tier", "contradiction"}};
  if (game == "queens") params = {{"size", 8}, {"tier", "contradiction"}};
  std::vector<PuzzlePtr> out;
  const GeneratorEntry* gen = find_generator(game);
  if (!gen || params.is_null()) return out;
  auto made = gen->make(params, 2511, 4, 1);
  REQUIRE(made.ok());
  for (const nlohmann::json& j : *made) {
    auto p = find_game(game)->from_json(j);
    REQUIRE(p.ok());
    out.push_back(std::move(p).value());
  }
  return out;
}

}  // namespace

TEST_CASE("explain: no line over the width: contradiction chains quoted short, whole in JSON",
          "[grader][explain]") {
  int long_chains = 0, cross_line_steps = 0;
  for (const GraderInfo& grader : all_graders()) {
    std::vector<PuzzlePtr> puzzles = hardest(grader.game);
    for (auto& e : test::load_corpus(std::string(grader.game)))
      if (e.puzzle) puzzles.push_back(std::move(e.puzzle));
    REQUIRE(!puzzles.empty());
    for (const PuzzlePtr& p : puzzles) {
      if (!unsupported_reason(grader, *p).empty()) continue;
      Trace trace;
      grader.grade(*p, -1, &trace);
      std::istringstream lines(explain_text(trace));
      for (std::string line; std::getline(lines, line);) {
        INFO(grader.game << ": " << line);
        CHECK(line.size() <= static_cast<std::size_t>(kExplainWidth));
      }
      const nlohmann::json json = trace_to_json(trace);
      for (std::size_t k = 0; k < trace.steps.size(); ++k) {
        const TraceStep& step = trace.steps[k];
        INFO(grader.game << " step " << k + 1 << ": " << step.text);
        if (step.rule == "cross_line") {
          ++cross_line_steps;
          CHECK(step.text.find(" in only ") != std::string::npos);
        }
        if (step.chain.empty()) {
          CHECK(!json[k].contains("chain"));
          continue;
        }
        // The JSON keeps every consequence; the text quotes a short chain whole and a long one
        // by its ends (the last consequence before the clash always, the middle counted).
        CHECK(json[k]["chain"].size() == step.chain.size());
        CHECK(step.text.find(step.chain.back().words()) != std::string::npos);
        if (step.chain.size() <= kChainQuoted) {
          for (const ChainItem& item : step.chain)
            CHECK(step.text.find(item.words()) != std::string::npos);
          CHECK(step.text.find("more deductions follow") == std::string::npos);
          continue;
        }
        ++long_chains;
        CHECK(step.text.find("more deductions follow") != std::string::npos);
        CHECK(step.text.find(step.chain[kChainHead + 1].words()) == std::string::npos);
      }
    }
  }
  CHECK(long_chains > 0);       // the generated puzzles have long chains to shorten
  CHECK(cross_line_steps > 0);  // and the Tango corpus has cross_line steps
}

TEST_CASE("chain_words: a short chain whole, a long one by its ends with the middle counted",
          "[grader][explain]") {
  Trace chain;
  for (int k = 0; k < 3; ++k) chain.add("pair", {}, "step " + std::to_string(k));
  ChainWords few = chain_words(chain, {"pair", "lead", ""});
  CHECK(few.sentence == " Then lead; step 0; step 1; step 2.");
  CHECK(few.items.size() == 4);
  for (int k = 3; k < 9; ++k)
    chain.add(k % 2 ? "forced_edges" : "pair", {}, "step " + std::to_string(k));
  ChainWords many = chain_words(chain);
  CHECK(many.items.size() == 9);
  CHECK(many.sentence == " Then step 0; step 1; 5 more deductions follow; then step 7; step 8.");
  CHECK(chain_words(Trace{}).sentence.empty());
}
