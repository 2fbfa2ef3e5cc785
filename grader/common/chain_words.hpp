// How a contradiction step quotes the deductions that follow its supposition. A trial can run to
// 25 consequences; quoting them all gave one-line steps of 1,800 characters nobody could follow.
// The sentence keeps the first consequences (where the supposition bites) and the last ones
// (what leads into the clash), counts the middle, and the step keeps the whole chain for
// `grade --json --explain` ("chain", "chain_steps"). Each quoted consequence says why it holds,
// in the board's words: "F4 is a moon (row 4 already holds its 3 suns)", so a person can check
// every link without working it out again.
#pragma once

#include <string>
#include <vector>

#include "grader/common/grade.hpp"

namespace dg {

// Chains up to this long are quoted whole; longer ones keep kChainHead + kChainTail items.
inline constexpr std::size_t kChainQuoted = 5;
inline constexpr std::size_t kChainHead = 2;
inline constexpr std::size_t kChainTail = 2;

struct ChainWords {
  std::string sentence;          // " Then A (why); B (why); 14 more deductions follow; then ..."
  std::vector<ChainItem> items;  // every consequence, in order
};

// `lead` (skipped when its conclusion is empty) is a consequence said first in the game's words
// ("it rules out its row, column, region and neighbours"); the rest are the chain's steps, one
// item per conclusion of each step (TraceStep::parts), with the step's rule. A step that broke the
// grid leaves out its words for the clash (TraceStep::broke): the caller's "Now ..." says it.
ChainWords chain_words(const Trace& chain, const ChainItem& lead = {});

}  // namespace dg
