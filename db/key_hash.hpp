// The 64-bit hash of a canonical key that puzzles.key_hash holds (schema 11): the duplicate check
// looks a board up by this small indexed number, then compares the key text itself, so two keys
// that hash alike are still two puzzles.
#pragma once

#include <cstdint>
#include <string_view>

namespace dg::db {

// FNV-1a 64 of the key's bytes, as SQLite's signed 64-bit integer (docs/schema.md). Fixed for
// ever: stored hashes are compared with it.
std::int64_t key_hash(std::string_view canonical_key);

}  // namespace dg::db
