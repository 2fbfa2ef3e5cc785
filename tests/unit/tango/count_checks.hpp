// Helpers shared by the Tango counter tests (counter_test.cpp, unique_lines_test.cpp): what every
// counter's result must satisfy, and the empty boards and sorted solution lists they compare.
#pragma once

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "solver/tango/counter.hpp"

namespace dg::test {

// An n x n Tango board with no givens and no signs.
inline tango::Puzzle empty_tango(int n, bool unique_lines = false) {
  return *tango::make_puzzle(n, std::vector<std::int8_t>(static_cast<std::size_t>(n * n), -1), {},
                             {}, unique_lines);
}

// A counter's result `c` for `p`: every solution it lists keeps p's rules (check_solution, which
// honours p.unique_lines), the count completed, and it lists exactly as many solutions as it
// counted.
inline void check_tango_count(const tango::Puzzle& p, const tango::Count& c) {
  for (const auto& s : c.solutions) {
    auto ok = tango::check_solution(p, s);
    INFO((ok.ok() ? std::string() : ok.error()));
    CHECK(ok.ok());
  }
  CHECK(c.complete);
  CHECK(static_cast<int>(c.solutions.size()) == c.count);
}

// `v` in ascending order: counters may find the same solutions in different orders.
inline std::vector<tango::Solution> sorted_solutions(std::vector<tango::Solution> v) {
  std::sort(v.begin(), v.end());
  return v;
}

}  // namespace dg::test
