// The profile counter's memo (count_profile.cpp): an open-addressing hash table from a key of a
// fixed number of 64-bit words (set per counter) to a count. One flat array per field, so a
// table of millions of profiles is a few allocations, not one per entry (std::unordered_map with
// string keys spent a third of the counter's time in malloc and hashing).
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

namespace dg::tango {

class ProfileMemo {
 public:
  explicit ProfileMemo(std::size_t words = 1) : words_(words) { grow(16); }

  // The count stored under `key` (words() words), if any.
  bool find(const std::uint64_t* key, std::uint64_t& value) const {
    for (std::size_t i = slot(key);; i = (i + 1) & mask_) {
      if (!used_[i]) return false;
      if (same(i, key)) {
        value = values_[i];
        return true;
      }
    }
  }
  // Pre: `key` is not stored.
  void insert(const std::uint64_t* key, std::uint64_t value) {
    if (2 * (size_ + 1) > used_.size()) grow(2 * used_.size());
    place(key, value);
  }
  void clear() {
    if (size_ == 0) return;
    std::fill(used_.begin(), used_.end(), 0);
    size_ = 0;
  }
  std::size_t size() const { return size_; }

 private:
  std::size_t slot(const std::uint64_t* key) const {
    std::uint64_t h = 0x9E3779B97F4A7C15ull;
    for (std::size_t w = 0; w < words_; ++w) {
      h ^= key[w];
      h *= 0xff51afd7ed558ccdull;
      h ^= h >> 32;
    }
    return static_cast<std::size_t>(h) & mask_;
  }
  bool same(std::size_t i, const std::uint64_t* key) const {
    for (std::size_t w = 0; w < words_; ++w)
      if (keys_[i * words_ + w] != key[w]) return false;
    return true;
  }
  void place(const std::uint64_t* key, std::uint64_t value) {
    std::size_t i = slot(key);
    while (used_[i]) i = (i + 1) & mask_;
    used_[i] = 1;
    for (std::size_t w = 0; w < words_; ++w) keys_[i * words_ + w] = key[w];
    values_[i] = value;
    ++size_;
  }
  void grow(std::size_t capacity) {
    std::vector<std::uint64_t> keys = std::move(keys_), values = std::move(values_);
    std::vector<std::uint8_t> used = std::move(used_);
    keys_.assign(capacity * words_, 0);
    values_.assign(capacity, 0);
    used_.assign(capacity, 0);
    mask_ = capacity - 1;
    size_ = 0;
    for (std::size_t i = 0; i < used.size(); ++i)
      if (used[i]) place(&keys[i * words_], values[i]);
  }

  std::size_t words_;
  std::size_t mask_ = 0, size_ = 0;
  std::vector<std::uint64_t> keys_, values_;
  std::vector<std::uint8_t> used_;
};

}  // namespace dg::tango
