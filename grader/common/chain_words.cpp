// Wording of a contradiction step's chain (see chain_words.hpp).
#include "grader/common/chain_words.hpp"

#include "grader/common/words.hpp"

namespace dg {

namespace {

std::string joined(const std::vector<ChainItem>& items, std::size_t from, std::size_t to) {
  std::string out;
  for (std::size_t k = from; k < to; ++k) out += (k == from ? "" : "; ") + items[k].words();
  return out;
}

}  // namespace

ChainWords chain_words(const Trace& chain, const ChainItem& lead) {
  std::vector<ChainItem> items;
  if (!lead.conclusion.empty()) items.push_back(lead);
  for (const TraceStep& step : chain.steps)
    for (const TracePart& part : step.parts)
      if (!step.broke || !part.reason.empty())
        items.push_back({step.rule, part.conclusion, part.reason});
  ChainWords out;
  out.items = std::move(items);
  const std::size_t n = out.items.size();
  if (n == 0) return out;
  if (n <= kChainQuoted) {
    out.sentence = " Then " + joined(out.items, 0, n) + ".";
    return out;
  }
  // The middle is counted, not named by rule: rule ids are not the board's words (a Zip rule
  // named after edges would put "edge" in a sentence about path steps).
  const int middle = static_cast<int>(n - kChainHead - kChainTail);
  out.sentence = " Then " + joined(out.items, 0, kChainHead) + "; " +
                 count_of(middle, "more deduction") + " follow; then " +
                 joined(out.items, n - kChainTail, n) + ".";
  return out;
}

}  // namespace dg
