// The canonical keys a generation run has made, to drop boards it repeats. A run of millions of
// puzzles cannot keep every key's text (a Queens 8x8 key is ~100 bytes; a Tents 20x20 one ~1 KB),
// so each key is kept as a 128-bit digest (127 bits of it significant) in an open-addressing table:
// 16 bytes a key, at most twice that with the table's free slots. Two different keys share a digest
// with probability about n^2 / 2^129 (1e-27 for a million keys): never in practice, and the digest
// is a fixed function of the key, so a run is still the same at any --jobs.
#pragma once

#include <compare>
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

namespace dg {

// A key's 128-bit digest; b's low bit is always set (a table's free slot has b == 0).
struct KeyDigest {
  std::uint64_t a = 0, b = 0;
  bool operator==(const KeyDigest&) const = default;
  auto operator<=>(const KeyDigest&) const = default;
};
KeyDigest key_digest(std::string_view key);

// In memory, so it grows with the run: db::RunKeys keeps a long run's in bounded memory.
class SeenKeys {
 public:
  // True when `key` is new to the run (and now remembered), false when it was seen before.
  bool insert(std::string_view key) { return insert(key_digest(key)); }
  bool insert(KeyDigest d);
  bool contains(KeyDigest d) const;
  std::size_t size() const { return size_; }
  // Every digest held, in no particular order; the table is left empty (its memory kept).
  std::vector<KeyDigest> take_all();

 private:
  void grow();
  std::vector<KeyDigest> slots_;
  std::size_t size_ = 0;
};

}  // namespace dg
