// The cheapest assignment (Zip's numbers to discs) is the optimum, checked against every
// permutation of small matrices.
#include <catch2/catch.hpp>

#include <algorithm>
#include <numeric>

#include "solver/common/rng.hpp"
#include "vision/assignment.hpp"

TEST_CASE("cheapest_assignment finds the optimum of small matrices", "[vision]") {
  dg::Rng rng(7);
  for (int trial = 0; trial < 50; ++trial) {
    const int n = 1 + trial % 6;
    std::vector<std::vector<double>> cost(static_cast<std::size_t>(n),
                                          std::vector<double>(static_cast<std::size_t>(n)));
    for (auto& row : cost)
      for (auto& v : row) v = rng.below(100);
    const auto got = dg::vision::cheapest_assignment(cost);
    std::vector<int> perm(static_cast<std::size_t>(n));
    std::iota(perm.begin(), perm.end(), 0);
    double best = 1e18;
    do {
      double sum = 0;
      for (int i = 0; i < n; ++i)
        sum += cost[static_cast<std::size_t>(i)]
                   [static_cast<std::size_t>(perm[static_cast<std::size_t>(i)])];
      best = std::min(best, sum);
    } while (std::next_permutation(perm.begin(), perm.end()));
    double sum = 0;
    std::vector<int> seen = got;
    std::sort(seen.begin(), seen.end());
    for (int i = 0; i < n; ++i) {
      CHECK(seen[static_cast<std::size_t>(i)] == i);  // a permutation
      sum += cost[static_cast<std::size_t>(i)]
                 [static_cast<std::size_t>(got[static_cast<std::size_t>(i)])];
    }
    CHECK(sum == best);
  }
}
