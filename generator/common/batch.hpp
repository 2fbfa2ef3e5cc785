// Deterministic parallel batches: item i of a batch is computed from derive_seed(seed, i) alone and
// written into slot i, so the output is the same whatever the thread count.
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

namespace dg {

// Runs make(i, derive_seed(seed, i)) for i in [first, first + count) on `jobs` threads (0 = all
// cores) and returns the results in index order.
template <class T>
std::vector<T> run_batch(std::uint64_t seed, std::uint64_t first, std::size_t count, int jobs,
                         const std::function<T(std::uint64_t index, std::uint64_t item_seed)>& make);

// Untemplated core: calls body(k) for k in [0, count) on `jobs` threads.
void parallel_indices(std::size_t count, int jobs, const std::function<void(std::size_t)>& body);

}  // namespace dg

#include "solver/common/rng.hpp"

template <class T>
std::vector<T> dg::run_batch(std::uint64_t seed, std::uint64_t first, std::size_t count, int jobs,
                             const std::function<T(std::uint64_t, std::uint64_t)>& make) {
  std::vector<T> out(count);
  parallel_indices(count, jobs, [&](std::size_t k) {
    const std::uint64_t index = first + k;
    out[k] = make(index, derive_seed(seed, index));
  });
  return out;
}
