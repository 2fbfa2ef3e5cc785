// Issue 28 H08 and H09: names from outside made valid UTF-8 before they enter JSON, and cut by
// characters.
#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include "solver/common/utf8.hpp"

using dg::utf8_escaped;
using dg::utf8_length;
using dg::utf8_prefix;

TEST_CASE("issue 28 H08: bytes that are not UTF-8 are escaped, valid text is kept",
          "[hostile][utf8]") {
  CHECK(utf8_escaped("caf\xe9") == "caf\\xe9");  // Latin-1
  CHECK(utf8_escaped("bad\xff") == "bad\\xff");
  CHECK(utf8_escaped("caf\xc3\xa9 \xf0\x9f\x98\x80") == "caf\xc3\xa9 \xf0\x9f\x98\x80");
  CHECK(utf8_escaped("\xf0\x9f\x98") == "\\xf0\\x9f\\x98");           // a character cut short
  CHECK(utf8_escaped("\xc0\xaf") == "\\xc0\\xaf");                    // overlong '/'
  CHECK(utf8_escaped("\xed\xa0\x80") == "\\xed\\xa0\\x80");           // a surrogate
  CHECK(utf8_escaped("\xf4\x90\x80\x80") == "\\xf4\\x90\\x80\\x80");  // above U+10FFFF
  CHECK(utf8_escaped("") == "");
  // What comes out is something the JSON library writes (it threw on the raw names).
  for (const char* name : {"caf\xe9", "\xff\xfe", "a\xe2\x82", "\xf0\x9f\x98\x80\xf0"}) {
    INFO(name);
    CHECK_NOTHROW(nlohmann::json(utf8_escaped(name)).dump());
  }
  CHECK_THROWS(nlohmann::json(std::string("caf\xe9")).dump());
}

TEST_CASE("issue 28 H09: text is cut by characters, never inside one", "[hostile][utf8]") {
  std::string emoji;
  for (int i = 0; i < 20; ++i) emoji += "\xf0\x9f\x98\x80";
  CHECK(utf8_length(emoji) == 20);
  CHECK(utf8_prefix(emoji, 7).size() == 28);
  CHECK(utf8_length(utf8_prefix(emoji, 7)) == 7);
  CHECK(utf8_prefix("caf\xc3\xa9s", 4) == "caf\xc3\xa9");
  CHECK(utf8_prefix("abc", 10) == "abc");
  CHECK(utf8_length("caf\xc3\xa9") == 4);
}
