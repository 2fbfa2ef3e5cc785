// grade --explain over the golden corpus, every game: the trace lists exactly the steps the grade
// counts (the header's "N steps" and the numbered list agree), every step has words, and grading
// with a trace says the same as grading without one (status, tier, hits and steps).
#include <catch2/catch.hpp>

#include <regex>

#include "../common/corpus.hpp"
#include "grader/common/explain.hpp"
#include "grader/common/graders.hpp"

using namespace dg;

TEST_CASE("explain: the trace lists exactly the counted steps for every corpus puzzle",
          "[grader][explain]") {
  // The zero-padded 0-based pairs of the old wording, "(3,4)", must not come back.
  const std::regex old_coordinates(R"(\(\d+,\d+\))");
  for (const GraderInfo& grader : all_graders()) {
    const auto entries = test::load_corpus(std::string(grader.game));
    REQUIRE(!entries.empty());
    for (const auto& e : entries) {
      if (!e.puzzle) continue;
      INFO(grader.game << " " << e.id);
      Trace trace;
      const Grade traced = grader.grade(*e.puzzle, -1, &trace);
      const Grade plain = grader.grade(*e.puzzle, -1, nullptr);
      REQUIRE(trace.steps.size() == static_cast<std::size_t>(traced.steps));
      CHECK(traced.steps == plain.steps);
      CHECK(traced.hits == plain.hits);
      CHECK(traced.tier == plain.tier);
      CHECK(traced.status == plain.status);
      for (const TraceStep& step : trace.steps) {
        CHECK(!step.text.empty());
        CHECK(!std::regex_search(step.text, old_coordinates));
      }
      const std::string text = explain_text(trace);
      // Every step number 1..N appears once, as "N. " at the start of a line.
      for (int k = 1; k <= traced.steps; ++k)
        CHECK(text.find(" " + std::to_string(k) + ". ") != std::string::npos);
      CHECK(trace_to_json(trace).size() == static_cast<std::size_t>(traced.steps));
    }
  }
}
