// TBB driver for deterministic batches (see batch.hpp).
#include "generator/common/batch.hpp"

#include <tbb/global_control.h>
#include <tbb/parallel_for.h>

namespace dg {

void parallel_indices(std::size_t count, int jobs, const std::function<void(std::size_t)>& body) {
  auto run = [&] {
    tbb::parallel_for(tbb::blocked_range<std::size_t>(0, count, 1),
                      [&](const tbb::blocked_range<std::size_t>& range) {
                        for (std::size_t k = range.begin(); k != range.end(); ++k) body(k);
                      });
  };
  if (jobs > 0) {
    tbb::global_control limit(tbb::global_control::max_allowed_parallelism,
                              static_cast<std::size_t>(jobs));
    run();
  } else {
    run();
  }
}

}  // namespace dg
