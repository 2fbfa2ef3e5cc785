// What a batch made when some items may fail: the puzzles made, in index order, and every item
// the generator gave up on, with the seed that reproduces it. A batch that keeps its successes
// lets a long run lose only the items that failed, never the whole batch.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "solver/common/expected.hpp"

namespace dg {

struct ItemFailure {
  std::uint64_t index = 0;  // the item's index in its batch
  std::uint64_t seed = 0;   // generate(params, seed) fails the same way again
  std::string error;        // the generator's message (it names params and seed)
};

template <class T>
struct BatchResult {
  std::vector<T> made;
  std::vector<ItemFailure> failed;
  // Non-empty when the batch stopped short of `count` for want of distinct puzzles (a tiny board
  // has few); the message says how many it wanted.
  std::string shortfall;
  // Set when the batch stopped because its first items all gave up (distinct_batch.hpp): the
  // board or tier is out of the generator's reach, and `failed` holds those items.
  bool gave_up_early = false;
};

// The all-or-nothing view: every puzzle, or the first failure's (or the shortfall's) message.
template <class T>
Expected<std::vector<T>> all_or_error(BatchResult<T> r) {
  if (!r.failed.empty()) return make_error(std::move(r.failed.front().error));
  if (!r.shortfall.empty()) return make_error(std::move(r.shortfall));
  return std::move(r.made);
}

// The view of callers that take what a board can give (daily gap filling): every puzzle, or the
// first failure's message, or, when the board ran out of distinct puzzles, the ones made (the
// shortfall's message only when that is none).
template <class T>
Expected<std::vector<T>> made_or_error(BatchResult<T> r) {
  if (!r.failed.empty()) return make_error(std::move(r.failed.front().error));
  if (!r.shortfall.empty() && r.made.empty()) return make_error(std::move(r.shortfall));
  return std::move(r.made);
}

}  // namespace dg
