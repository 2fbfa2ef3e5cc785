// A QUBO (quadratic unconstrained binary optimisation) model over binary variables x_i in {0, 1}:
//   E(x) = offset + sum_i linear[i] x_i + sum_{(i,j), i<j} quadratic[(i,j)] x_i x_j.
// Every model dailygrid builds has coefficients that are multiples of 1/4 of modest size, so
// doubles hold them and every energy exactly (no rounding anywhere).
#pragma once

#include <cstddef>
#include <cstdint>
#include <map>
#include <string>
#include <utility>
#include <vector>

namespace dg::qubo {

// One assignment of the variables, 0 or 1 each, indexed like Model::labels.
using State = std::vector<std::uint8_t>;

struct Model {
  std::vector<std::string> labels;                  // one per variable, e.g. "x_2_5"
  std::vector<double> linear;                       // same size as labels
  std::map<std::pair<int, int>, double> quadratic;  // keys (i, j) with i < j, no zero values
  double offset = 0;

  int variables() const { return static_cast<int>(labels.size()); }
  std::size_t couplers() const { return quadratic.size(); }
  bool operator==(const Model&) const = default;
};

// E(x). Pre: x.size() == m.labels.size().
double energy(const Model& m, const State& x);

// Neighbour lists (j, J_ij) per variable, for samplers that flip one bit at a time.
using Adjacency = std::vector<std::vector<std::pair<int, double>>>;
Adjacency adjacency(const Model& m);

}  // namespace dg::qubo
