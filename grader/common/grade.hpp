// What a grader returns, for every game: the status at the fixed point, the hardest tier that was
// required, and how often each rule made progress. Tier and rule ids are stable strings (they go
// into the database and JSON; renaming one is a data migration).
#pragma once

#include <map>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "grader/common/tier.hpp"
#include "solver/common/cell.hpp"

namespace dg {

// The tier reported for a puzzle that every rule leaves stuck: it needs search (guessing).
inline constexpr std::string_view kSearchTier = "search";

struct Grade {
  Status status = Status::stuck;
  // Index into the game's tier table of the hardest tier that made progress; -1 when no rule was
  // needed (a puzzle solved by its givens alone).
  int max_tier = -1;
  // Name of the grade: the hardest tier used, or "search" when status is stuck.
  std::string tier;
  std::map<std::string, int> hits;  // rule id -> times it made progress
  int steps = 0;                    // total progress steps
};

nlohmann::json grade_to_json(const Grade& g);

// One deduction, for --explain: which rule, the cells it touched, and what it concluded.
struct TraceStep {
  std::string rule;
  std::vector<Cell> cells;
  std::string text;
  // The conclusion alone ("G2 is a sun"), for the chain of a contradiction step that quotes this
  // step; empty when `text` is short enough. Not part of the JSON.
  std::string brief;
  // A contradiction step's every consequence, when its text quotes only some (chain_words.hpp);
  // in the JSON as "chain".
  std::vector<std::string> chain;
  const std::string& briefly() const { return brief.empty() ? text : brief; }
};

// Optional sink for deductions. Graders take a Trace*; nullptr costs nothing.
// Invariant kept by the engine (engine.hpp): one step per step the grade counts (Grade::steps), so
// the header of `grade --explain` and its list agree.
struct Trace {
  std::vector<TraceStep> steps;
  // Records one deduction of the rule application under way.
  void add(std::string_view rule, std::vector<Cell> cells, std::string text,
           std::string brief = {}) {
    steps.push_back({std::string(rule), std::move(cells), std::move(text), std::move(brief), {}});
  }
  // Engine use: makes the deductions added since steps.size() was `first` one step of `rule` (a
  // rule may find several at once, e.g. one per line of a sweep). When the application ended in a
  // `contradiction`, the step says so.
  void close_step(std::size_t first, std::string_view rule, bool contradiction);
};

}  // namespace dg
