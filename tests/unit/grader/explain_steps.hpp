// For the per-game explain tests: every trace step of a game's golden corpus, with its puzzle id.
#pragma once

#include <string>
#include <vector>

#include "../common/corpus.hpp"
#include "grader/common/graders.hpp"

namespace dg::test {

struct CorpusStep {
  std::string id;  // the puzzle's
  TraceStep step;
};

inline std::vector<CorpusStep> corpus_steps(const std::string& game) {
  const GraderInfo* grader = find_grader(game);
  REQUIRE(grader);
  std::vector<CorpusStep> out;
  for (const auto& e : load_corpus(game)) {
    if (!e.puzzle) continue;
    Trace trace;
    grader->grade(*e.puzzle, -1, &trace);
    for (TraceStep& s : trace.steps) out.push_back({e.id, std::move(s)});
  }
  return out;
}

// The first step of `rule` in `steps`, or nullptr.
inline const CorpusStep* first_of(const std::vector<CorpusStep>& steps, const std::string& rule) {
  for (const CorpusStep& s : steps)
    if (s.step.rule == rule) return &s;
  return nullptr;
}

}  // namespace dg::test
