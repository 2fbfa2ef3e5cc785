// Text from outside the program (file names, --source values) on its way into JSON, whose
// library refuses invalid UTF-8 only when it writes, long after the work is done: names are made
// valid first, and cut by characters rather than bytes.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace dg {

// `text` with every byte that is not part of a valid UTF-8 sequence written as the escape \xNN
// (Latin-1 "café" becomes "caf\xe9"): valid UTF-8, readable, and different names stay different.
// Valid text comes back unchanged.
std::string utf8_escaped(std::string_view text);

// The first `chars` characters (code points) of valid UTF-8 `text`, never half a character.
std::string utf8_prefix(std::string_view text, std::size_t chars);

// The number of characters (code points) of valid UTF-8 `text`.
std::size_t utf8_length(std::string_view text);

}  // namespace dg
