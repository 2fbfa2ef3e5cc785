// When a run cannot make more distinct puzzles: a tiny board has only a few (Zip 2x2 has one up
// to symmetry), and a run asked for more used to draw candidates forever. Candidates are judged
// in index order, so the stop falls at the same index whatever --jobs is: after
// kMaxRepeatsInARow candidates in a row that each repeat an earlier board. Items the generator
// gives up on are neither new nor repeats (they are reported and count towards the run).
#pragma once

#include <cstdint>

namespace dg {

// Where a board has room for new puzzles, repeats are rare and scattered, so a thousand in a row
// means it has none left to give; on a tiny board, where they happen, a thousand candidates cost
// milliseconds.
inline constexpr std::uint64_t kMaxRepeatsInARow = 1000;

class RepeatStreak {
 public:
  // Notes the next candidate in index order: a new board or a repeat.
  void note(bool is_new) { length_ = is_new ? 0 : length_ + 1; }
  // True once kMaxRepeatsInARow repeats came in a row: stop drawing candidates.
  bool exhausted() const { return length_ >= kMaxRepeatsInARow; }

 private:
  std::uint64_t length_ = 0;
};

}  // namespace dg
