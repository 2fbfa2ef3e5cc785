// Tents rule of tier "contradiction": suppose a cell is a tent (or grass), run every cheaper tier
// on a copy of the grid, and when that copy breaks, the cell takes the other value.
#include "grader/common/chain_words.hpp"
#include "grader/common/words.hpp"
#include "grader/tents/line_dp.hpp"
#include "grader/tents/rules.hpp"
#include "solver/common/cell_name.hpp"

namespace dg::tents {

namespace {

const char* word(std::int8_t value) {
  return value == kTent ? "a tent" : "grass";
}

// The step's text: the supposition, the deductions that follow (the trial again, with a trace,
// so grading without one pays nothing for the words), what breaks, and the whole chain.
struct Refutation {
  std::string text;
  std::vector<ChainItem> chain;
};

Refutation refutation(const Grid& g, int k, std::int8_t value, int cap) {
  Grid t = g;
  t.set(k, value);
  Trace chain;
  run_rules_core<Grid>(t, rule_table(), cap, &chain);
  const std::string cell = cell_name(g.cell(k));
  const std::string broken = describe_contradiction(t);
  ChainWords words = chain_words(chain);
  return {"Suppose " + cell + " is " + word(value) + "." +
              (words.sentence.empty() ? " Then at once." : words.sentence) + " Now " + broken +
              ". So " + cell + " is " + word(value == kTent ? kGrass : kTent) + ".",
          std::move(words.items)};
}

}  // namespace

std::string describe_contradiction(const Grid& g) {
  for (int k = 0; k < g.rows * g.cols; ++k)
    if (g.at(k) == kTent)
      for (int n : g.touching(k))
        if (n > k && g.at(n) == kTent)
          return "the tents at " + cell_name(g.cell(k)) + " and " + cell_name(g.cell(n)) + " touch";
  for (int t = 0; t < g.tree_count(); ++t)
    if (g.link_of_tree[static_cast<std::size_t>(t)] < 0 && g.candidates(t).empty())
      return "the tree at " + cell_name(g.puzzle->trees[static_cast<std::size_t>(t)]) +
             " has no cell left for its tent";
  for (int l = 0; l < g.lines(); ++l)
    if (g.line_count(l) != kHidden) {
      const std::vector<int>& cells = g.line_cells(l);
      if (!LineCompletions(line_values(g, cells).span(), g.line_count(l)).any())
        return line_name(g, l) + " cannot hold its " + count_of(g.line_count(l), "tent");
    }
  return "the trees and tents cannot all pair up";
}

// contradiction: cells in row-major order, a tent tried before grass; the first refuted value
// gives the step. Sound: the cheaper rules are sound, so a contradiction reached from the trial
// value proves that value wrong in every solution.
Step apply_contradiction(Grid& g, int cap, Trace* trace) {
  for (int k = 0; k < g.rows * g.cols; ++k) {
    if (g.at(k) != kUnknown) continue;
    for (std::int8_t value : {kTent, kGrass}) {
      Grid t = g;
      t.set(k, value);
      if (run_rules_core<Grid>(t, rule_table(), cap, nullptr).status != Status::contradiction)
        continue;
      if (trace) {
        Refutation why = refutation(g, k, value, cap);
        trace->add("contradiction", {g.cell(k)}, std::move(why.text));
        trace->steps.back().chain = std::move(why.chain);
      }
      g.set(k, value == kTent ? kGrass : kTent);
      return g.broken ? Step::contradiction : Step::progress;
    }
  }
  return Step::none;
}

}  // namespace dg::tents
