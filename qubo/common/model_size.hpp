// The size of a model before it is built (`qubo --max-variables/--max-couplers`). The encoders run
// once with a sizing QuboBuilder, which hands each term's variables here instead of expanding the
// term: a count over k variables is one list of k, where the model would get k(k-1)/2 couplers.
// A unit of 900 cells with a [0, 900] range is 1,800 entries here and 1.6 million couplers there,
// so a model too large for memory is measured in a few megabytes and refused before it exists.
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

namespace dg::qubo {

struct ModelSize {
  std::uint64_t variables = 0;
  // The pairs of variables some term joins: the model's couplers, plus any whose coefficients
  // cancel to 0 across terms (the built model drops those), so never fewer than the model has.
  std::uint64_t couplers = 0;
};

// The terms of a model as lists of variables; size() counts the distinct pairs they join.
class TermShapes {
 public:
  int add_variable() { return variables_++; }
  // A term that joins every pair of `vars` (distinct variables).
  void add_clique(std::vector<int> vars);
  // A term that joins i and j (i != j).
  void add_pair(int i, int j) { pairs_.push_back({i, j}); }
  // One pass per variable over the terms that hold it, marking its partners above it once each:
  // time half the sum of the terms' squared lengths, memory their lengths (no pair is stored).
  ModelSize size() const;

 private:
  int variables_ = 0;
  std::vector<std::vector<int>> cliques_;
  std::vector<std::pair<int, int>> pairs_;
};

}  // namespace dg::qubo
