// Wording of a contradiction step's chain (see chain_words.hpp).
#include "grader/common/chain_words.hpp"

#include <map>

#include "grader/common/words.hpp"

namespace dg {

namespace {

// "forced_edges" -> "forced edges": rule ids read as words in the count of the middle.
std::string rule_words(std::string_view rule) {
  std::string out(rule);
  for (char& ch : out)
    if (ch == '_') ch = ' ';
  return out;
}

std::string joined(const std::vector<std::string>& items, std::size_t from, std::size_t to) {
  std::string out;
  for (std::size_t k = from; k < to; ++k) out += (k == from ? "" : "; ") + items[k];
  return out;
}

}  // namespace

ChainWords chain_words(const Trace& chain, std::string_view lead) {
  ChainWords out;
  std::vector<std::string> rules;  // the rule of each item ("" for the lead)
  if (!lead.empty()) {
    out.items.emplace_back(lead);
    rules.emplace_back();
  }
  for (const TraceStep& step : chain.steps) {
    out.items.push_back(step.briefly());
    rules.push_back(step.rule);
  }
  const std::size_t n = out.items.size();
  if (n == 0) return out;
  if (n <= kChainQuoted) {
    out.sentence = " Then " + joined(out.items, 0, n) + ".";
    return out;
  }
  // The middle, counted by rule in order of first appearance.
  std::vector<std::string> order;
  std::map<std::string, int> hits;
  for (std::size_t k = kChainHead; k < n - kChainTail; ++k) {
    const std::string name = rules[k].empty() ? "basic" : rule_words(rules[k]);
    if (hits[name]++ == 0) order.push_back(name);
  }
  std::vector<std::string> parts;
  for (const std::string& name : order) parts.push_back(std::to_string(hits[name]) + " " + name);
  const int middle = static_cast<int>(n - kChainHead - kChainTail);
  out.sentence = " Then " + joined(out.items, 0, kChainHead) + "; " +
                 count_of(middle, "more deduction") + " follow (" + join_words(parts) +
                 "); then " + joined(out.items, n - kChainTail, n) + ".";
  return out;
}

}  // namespace dg
