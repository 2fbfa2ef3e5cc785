// Digests of canonical keys in an open-addressing table (see seen_keys.hpp).
#include "solver/common/seen_keys.hpp"

#include <cstring>

namespace dg {

namespace {

// SplitMix64's finalizer: every input bit reaches every output bit.
std::uint64_t mix(std::uint64_t x) {
  x ^= x >> 30;
  x *= 0xbf58476d1ce4e5b9ULL;
  x ^= x >> 27;
  x *= 0x94d049bb133111ebULL;
  return x ^ (x >> 31);
}

}  // namespace

// Two independent 64-bit lanes over the key's 8-byte words (different seeds and multipliers),
// each finished with mix(): a 128-bit digest of the bytes and the length.
KeyDigest key_digest(std::string_view key) {
  std::uint64_t a = 0x9e3779b97f4a7c15ULL ^ key.size();
  std::uint64_t b = 0xc2b2ae3d27d4eb4fULL + key.size();
  std::size_t i = 0;
  for (; i + 8 <= key.size(); i += 8) {
    std::uint64_t w;
    std::memcpy(&w, key.data() + i, 8);
    a = (a ^ mix(w)) * 0xff51afd7ed558ccdULL;
    b = (b + mix(w ^ 0x165667b19e3779f9ULL)) * 0xc4ceb9fe1a85ec53ULL;
    a ^= a >> 29;
    b ^= b >> 31;
  }
  std::uint64_t tail = 0;
  std::memcpy(&tail, key.data() + i, key.size() - i);
  a = mix(a ^ mix(tail));
  b = mix(b + mix(tail ^ 0x27d4eb2f165667c5ULL));
  return {a, b | 1};  // never the free mark
}

bool SeenKeys::insert(KeyDigest d) {
  if ((size_ + 1) * 2 > slots_.size()) grow();
  const std::size_t mask = slots_.size() - 1;
  for (std::size_t i = d.a & mask;; i = (i + 1) & mask) {
    KeyDigest& s = slots_[i];
    if (s.b == 0) {
      s = d;
      ++size_;
      return true;
    }
    if (s == d) return false;
  }
}

bool SeenKeys::contains(KeyDigest d) const {
  if (slots_.empty()) return false;
  const std::size_t mask = slots_.size() - 1;
  for (std::size_t i = d.a & mask;; i = (i + 1) & mask) {
    if (slots_[i].b == 0) return false;
    if (slots_[i] == d) return true;
  }
}

std::vector<KeyDigest> SeenKeys::take_all() {
  std::vector<KeyDigest> out;
  out.reserve(size_);
  for (KeyDigest& s : slots_) {
    if (s.b != 0) out.push_back(s);
    s = KeyDigest{};
  }
  size_ = 0;
  return out;
}

void SeenKeys::grow() {
  std::vector<KeyDigest> old = std::move(slots_);
  slots_.assign(old.empty() ? 1024 : old.size() * 2, KeyDigest{});
  const std::size_t mask = slots_.size() - 1;
  for (const KeyDigest& d : old) {
    if (d.b == 0) continue;
    std::size_t i = d.a & mask;
    while (slots_[i].b != 0) i = (i + 1) & mask;
    slots_[i] = d;
  }
}

}  // namespace dg
