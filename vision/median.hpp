// The median of a sample (the upper one for an even count), 0 for none: the readers' robust
// estimate of a fill, a line's ink or a mark's contrast.
#pragma once

#include <algorithm>
#include <cstddef>
#include <vector>

namespace dg::vision {

template <class T>
T median_of(std::vector<T> v) {
  if (v.empty()) return T{};
  auto mid = v.begin() + static_cast<std::ptrdiff_t>(v.size() / 2);
  std::nth_element(v.begin(), mid, v.end());
  return *mid;
}

}  // namespace dg::vision
