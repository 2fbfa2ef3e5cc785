// How a contradiction step quotes the deductions that follow its supposition. A trial can run to
// 25 consequences; quoting them all gave one-line steps of 1,800 characters nobody could follow.
// The sentence keeps the first consequences (where the supposition bites) and the last ones
// (what leads into the clash), counts the middle by rule, and the step keeps the whole chain for
// `grade --json --explain` ("chain").
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "grader/common/grade.hpp"

namespace dg {

// Chains up to this long are quoted whole; longer ones keep kChainHead + kChainTail items.
inline constexpr std::size_t kChainQuoted = 5;
inline constexpr std::size_t kChainHead = 2;
inline constexpr std::size_t kChainTail = 2;

struct ChainWords {
  std::string sentence;            // " Then A; B; 14 more deductions (...); then Y; Z." or ""
  std::vector<std::string> items;  // every consequence, in order
};

// `lead` (may be empty) is a consequence said first in the game's words ("it rules out its row,
// column, region and neighbours"); the rest are the chain's steps (their brief words).
ChainWords chain_words(const Trace& chain, std::string_view lead = {});

}  // namespace dg
