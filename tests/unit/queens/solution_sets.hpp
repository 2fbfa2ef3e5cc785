// Solution lists compared as sets: each counter lists its solutions in its own search order.
#pragma once

#include <algorithm>
#include <vector>

#include "solver/queens/model.hpp"

namespace dg::queens::test {

inline std::vector<Solution> sorted(std::vector<Solution> v) {
  std::sort(v.begin(), v.end());
  return v;
}

}  // namespace dg::queens::test
