// SeenKeys (issue 41): generate's duplicate check keeps digests, not keys, and still tells every
// new key from every repeated one, through the table's growth.
#include <catch2/catch.hpp>

#include <string>

#include "solver/common/seen_keys.hpp"

TEST_CASE("SeenKeys tells new keys from repeats across growth", "[common][seen_keys]") {
  dg::SeenKeys seen;
  // Keys that differ in one character, at the start, the end and past the 8-byte words.
  const auto key = [](int i) { return std::to_string(i) + "|queens 8x8|" + std::to_string(i % 7); };
  for (int i = 0; i < 200'000; ++i) REQUIRE(seen.insert(key(i)));
  CHECK(seen.size() == 200'000);
  for (int i = 0; i < 200'000; i += 997) CHECK_FALSE(seen.insert(key(i)));
  CHECK(seen.insert(""));
  CHECK_FALSE(seen.insert(""));
  CHECK(seen.insert(std::string(1, '\0')));
  CHECK(seen.size() == 200'002);
}
