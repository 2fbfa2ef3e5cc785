// Batches of distinct puzzles: item i comes from derive_seed(seed, i); an item equal to an earlier
// one (by `key`) is dropped and replaced by the next index after the batch, so the result depends
// only on (make, seed, count), never on `jobs`. An item the generator gives up on is reported, not
// replaced, and the others are kept. Shared by every game's generate_batch.
#pragma once

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <functional>
#include <set>
#include <string>
#include <vector>

#include "generator/common/batch.hpp"
#include "generator/common/batch_result.hpp"
#include "solver/common/expected.hpp"

namespace dg {

// `make(item_seed)` makes one puzzle; `key(puzzle)` identifies equal puzzles. `progress`, if set,
// gets the number of items finished (from worker threads). Returns the distinct puzzles made and
// the failed items (made + failed = count), or, once 20*count + 1000 indices are used up (tiny
// boards with few distinct puzzles must not loop forever), fewer with `shortfall` set to
// `what` + ": could not find N distinct puzzles".
template <class T, class Key>
BatchResult<T> distinct_batch(std::uint64_t seed, std::size_t count, int jobs,
                              const std::function<void(std::size_t)>& progress,
                              const std::function<Expected<T>(std::uint64_t)>& make,
                              const std::function<Key(const T&)>& key, const std::string& what) {
  struct Item {
    bool ok = false;
    T puzzle;
    Key key{};  // worked out on the worker thread: keys can cost as much as a serialisation
    std::string error;
  };
  BatchResult<T> out;
  std::set<Key> seen;
  std::atomic<std::size_t> done{0};
  std::uint64_t next = 0;
  const std::uint64_t max_index = 20 * static_cast<std::uint64_t>(count) + 1000;
  while (out.made.size() + out.failed.size() < count) {
    const std::size_t want = count - out.made.size() - out.failed.size();
    if (next + want > max_index) {
      out.shortfall = what + ": could not find " + std::to_string(count) + " distinct puzzles";
      return out;
    }
    struct Seeded {
      std::uint64_t seed = 0;
      Item item;
    };
    auto items = run_batch<Seeded>(seed, next, want, jobs, [&](std::uint64_t, std::uint64_t s) {
      Item item;
      auto made = make(s);
      if (made) {
        item.ok = true;
        item.puzzle = std::move(made).value();
        item.key = key(item.puzzle);
      } else {
        item.error = made.error();
      }
      const std::size_t d = ++done;
      if (progress) progress(std::min(d, count));
      return Seeded{s, std::move(item)};
    });
    for (std::size_t k = 0; k < items.size(); ++k) {
      Item& item = items[k].item;
      if (!item.ok) {
        out.failed.push_back({next + k, items[k].seed, std::move(item.error)});
        continue;
      }
      if (!seen.insert(std::move(item.key)).second) continue;
      out.made.push_back(std::move(item.puzzle));
    }
    next += want;
  }
  return out;
}

}  // namespace dg
