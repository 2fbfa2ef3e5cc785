// Batches of distinct puzzles: item i comes from derive_seed(seed, i); an item equal to an earlier
// one (by `key`) is dropped and replaced by the next index after the batch, so the result depends
// only on (make, seed, count), never on `jobs`. An item the generator gives up on is reported, not
// replaced, and the others are kept. A board with fewer distinct puzzles than asked stops the
// batch (repeat_streak.hpp), keeping what it made. So does a batch whose first kFirstItems items
// all give up: each item spends the generator's whole attempt limit before it gives up (7 s for a
// 2-star 10x10 Star Battle asked for tier basic, which none reaches), and a tier out of reach
// would otherwise cost that for every item of the run. Shared by every game's generate_batch.
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
#include "generator/common/repeat_streak.hpp"
#include "solver/common/expected.hpp"

namespace dg {

inline constexpr std::size_t kFirstItems = 4;

// `make(item_seed)` makes one puzzle; `key(puzzle)` identifies equal puzzles. `progress`, if set,
// gets the number of items finished (from worker threads). Returns the distinct puzzles made and
// the failed items (made + failed = count), or, once kMaxRepeatsInARow candidates in a row (in
// index order) repeated an earlier puzzle, fewer with `shortfall` set to `what` + ": only N
// distinct puzzles found ...".
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
  RepeatStreak repeats;
  while (out.made.size() + out.failed.size() < count) {
    // The first round takes kFirstItems items only. Items are drawn in index order and a round
    // never overshoots `count`, so rounds of any size give the same batch.
    const std::size_t left = count - out.made.size() - out.failed.size();
    const std::size_t want = next == 0 ? std::min(left, kFirstItems) : left;
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
      const bool is_new = seen.insert(std::move(item.key)).second;
      repeats.note(is_new);
      if (is_new) out.made.push_back(std::move(item.puzzle));
      if (repeats.exhausted()) {  // the rest of this round is never looked at, whatever --jobs
        out.shortfall = what + ": only " + std::to_string(out.made.size()) +
                        " distinct puzzles found, then " + std::to_string(kMaxRepeatsInARow) +
                        " candidates in a row without a new one; " +
                        std::to_string(out.made.size()) + " of " + std::to_string(count) + " made";
        return out;
      }
    }
    if (next == 0 && want == kFirstItems && out.failed.size() == kFirstItems && want < left) {
      out.gave_up_early = true;
      return out;
    }
    next += want;
  }
  return out;
}

}  // namespace dg
