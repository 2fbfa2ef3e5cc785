// Counting a model's couplers from its terms' variable lists (model_size.hpp).
#include "qubo/common/model_size.hpp"

#include <algorithm>

namespace dg::qubo {

namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

}  // namespace

void TermShapes::add_clique(std::vector<int> vars) {
  if (vars.size() < 2) return;
  std::sort(vars.begin(), vars.end());  // so a variable's later partners follow it
  cliques_.push_back(std::move(vars));
}

ModelSize TermShapes::size() const {
  const std::size_t n = at(variables_);
  // Per variable, where it stands in the cliques that hold it (clique, position), and its pair
  // partners above it.
  std::vector<std::vector<std::pair<int, int>>> in_cliques(n);
  std::vector<std::vector<int>> partners(n);
  for (std::size_t k = 0; k < cliques_.size(); ++k)
    for (std::size_t p = 0; p < cliques_[k].size(); ++p)
      in_cliques[at(cliques_[k][p])].push_back({static_cast<int>(k), static_cast<int>(p)});
  for (const auto& [i, j] : pairs_) partners[at(std::min(i, j))].push_back(std::max(i, j));
  ModelSize s{n, 0};
  // seen[j] == i + 1: the pair (i, j) is already counted (pairs are counted at their lower end).
  std::vector<int> seen(n, 0);
  auto join = [&](int i, int j) {
    if (j > i && seen[at(j)] != i + 1) {
      seen[at(j)] = i + 1;
      ++s.couplers;
    }
  };
  for (int i = 0; i < variables_; ++i) {
    for (const auto& [k, p] : in_cliques[at(i)]) {
      const auto& clique = cliques_[at(k)];
      for (std::size_t q = at(p) + 1; q < clique.size(); ++q) join(i, clique[q]);
    }
    for (int j : partners[at(i)]) join(i, j);
  }
  return s;
}

}  // namespace dg::qubo
