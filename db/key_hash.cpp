// The canonical key's hash (see key_hash.hpp).
#include "db/key_hash.hpp"

namespace dg::db {

std::int64_t key_hash(std::string_view canonical_key) {
  std::uint64_t h = 14695981039346656037ULL;
  for (const unsigned char c : canonical_key) {
    h ^= c;
    h *= 1099511628211ULL;
  }
  return static_cast<std::int64_t>(h);
}

}  // namespace dg::db
