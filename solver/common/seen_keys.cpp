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

// Two independent 64-bit lanes over the key's 8-byte words (different seeds and multipliers),
// each finished with mix(): a 128-bit digest of the bytes and the length.
void digest(std::string_view key, std::uint64_t& a, std::uint64_t& b) {
  a = 0x9e3779b97f4a7c15ULL ^ key.size();
  b = 0xc2b2ae3d27d4eb4fULL + key.size();
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
}

}  // namespace

bool SeenKeys::insert(std::string_view key) {
  if ((size_ + 1) * 2 > slots_.size()) grow();
  Digest d;
  digest(key, d.a, d.b);
  d.b |= 1;  // never the free mark
  const std::size_t mask = slots_.size() - 1;
  for (std::size_t i = d.a & mask;; i = (i + 1) & mask) {
    Digest& s = slots_[i];
    if (s.b == 0) {
      s = d;
      ++size_;
      return true;
    }
    if (s.a == d.a && s.b == d.b) return false;
  }
}

void SeenKeys::grow() {
  std::vector<Digest> old = std::move(slots_);
  slots_.assign(old.empty() ? 1024 : old.size() * 2, Digest{});
  const std::size_t mask = slots_.size() - 1;
  for (const Digest& d : old) {
    if (d.b == 0) continue;
    std::size_t i = d.a & mask;
    while (slots_[i].b != 0) i = (i + 1) & mask;
    slots_[i] = d;
  }
}

}  // namespace dg
