// Exact minimisation of a small QUBO: every one of the 2^n states, visited in Gray-code order so
// each step flips one bit and costs one neighbour-list update (2^28 states take a few seconds).
#pragma once

#include <cstdint>
#include <vector>

#include "qubo/common/model.hpp"

namespace dg::qubo {

inline constexpr int kExactMaxVariables = 28;

struct GroundStates {
  double energy = 0;          // the minimum energy
  std::uint64_t count = 0;    // how many states reach it
  std::vector<State> states;  // the first `keep` of them, in visiting order
};

// Pre: m.variables() <= kExactMaxVariables (callers check; larger models are refused by the
// command). Energies are compared exactly: every coefficient is a multiple of 1/4.
GroundStates ground_states(const Model& m, std::size_t keep = 64);

}  // namespace dg::qubo
