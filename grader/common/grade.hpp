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

// One conclusion of a deduction and why it holds, both in the board's words: "F4 is a moon"
// because "row 4 already holds its 3 suns". A contradiction step quotes its supposition's
// consequences this way, so each says which cells or units it read (chain_words.hpp).
struct TracePart {
  std::string conclusion;
  std::string reason;  // may be empty where the step's text alone says why
};

// One consequence in a contradiction step's chain: the rule that made it, what it concluded and
// why. In the JSON as "chain" (the words) and "chain_steps" (the fields).
struct ChainItem {
  std::string rule, conclusion, reason;
  // "F4 is a moon (row 4 already holds its 3 suns)", or the conclusion alone without a reason.
  std::string words() const {
    return reason.empty() ? conclusion : conclusion + " (" + reason + ")";
  }
};

// One deduction, for --explain: which rule, the cells it touched, and what it concluded.
struct TraceStep {
  std::string rule;
  std::vector<Cell> cells;
  std::string text;
  // What it concluded, part by part, each with its reason, for the chain of a contradiction step
  // that quotes this step (`text` says the same at length). Not part of the JSON.
  std::vector<TracePart> parts;
  // A contradiction step's every consequence, in order (chain_words.hpp); in the JSON as "chain"
  // and "chain_steps".
  std::vector<ChainItem> chain;
  // The rule application ended in a contradiction (Trace::close_step); its parts without a reason
  // are the clash in words, which a chain leaves to its "Now ..." sentence.
  bool broke = false;
  // The conclusions alone, "; "-joined ("G2 is a sun; G3 is a moon").
  std::string briefly() const;
};

// Optional sink for deductions. Graders take a Trace*; nullptr costs nothing.
// Invariant kept by the engine (engine.hpp): one step per step the grade counts (Grade::steps), so
// the header of `grade --explain` and its list agree.
struct Trace {
  std::vector<TraceStep> steps;
  // Records one deduction of the rule application under way: `text` in full, and for a chain its
  // conclusion alone (`brief`, or `text` when empty) and the reason (the cells or units it read).
  void add(std::string_view rule, std::vector<Cell> cells, std::string text, std::string brief = {},
           std::string reason = {}) {
    TracePart part{brief.empty() ? text : std::move(brief), std::move(reason)};
    steps.push_back({std::string(rule), std::move(cells), std::move(text), {}, {}, false});
    steps.back().parts.push_back(std::move(part));
  }
  // The same with several conclusions, each with its own reason (a sweep over several lines).
  void add(std::string_view rule, std::vector<Cell> cells, std::string text,
           std::vector<TracePart> parts) {
    steps.push_back(
        {std::string(rule), std::move(cells), std::move(text), std::move(parts), {}, false});
  }
  // Engine use: makes the deductions added since steps.size() was `first` one step of `rule` (a
  // rule may find several at once, e.g. one per line of a sweep). When the application ended in a
  // `contradiction`, the step says so.
  void close_step(std::size_t first, std::string_view rule, bool contradiction);
};

}  // namespace dg
