// UTF-8 repair and cutting (see utf8.hpp).
#include "solver/common/utf8.hpp"

#include <cstdio>

namespace dg {

namespace {

// The length of the valid UTF-8 sequence starting at text[i], or 0 when it is not one (RFC 3629:
// no overlong forms, no surrogates, nothing above U+10FFFF).
std::size_t sequence_at(std::string_view text, std::size_t i) {
  auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[k]); };
  const unsigned char b0 = byte(i);
  if (b0 < 0x80) return 1;
  std::size_t n = 0;
  unsigned char lo = 0x80, hi = 0xBF;  // range of the second byte
  if (b0 >= 0xC2 && b0 <= 0xDF) {
    n = 2;
  } else if (b0 >= 0xE0 && b0 <= 0xEF) {
    n = 3;
    if (b0 == 0xE0) lo = 0xA0;
    if (b0 == 0xED) hi = 0x9F;
  } else if (b0 >= 0xF0 && b0 <= 0xF4) {
    n = 4;
    if (b0 == 0xF0) lo = 0x90;
    if (b0 == 0xF4) hi = 0x8F;
  } else {
    return 0;
  }
  if (i + n > text.size()) return 0;
  if (byte(i + 1) < lo || byte(i + 1) > hi) return 0;
  for (std::size_t k = 2; k < n; ++k)
    if (byte(i + k) < 0x80 || byte(i + k) > 0xBF) return 0;
  return n;
}

}  // namespace

std::string utf8_escaped(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size();) {
    if (const std::size_t n = sequence_at(text, i); n > 0) {
      out.append(text.substr(i, n));
      i += n;
      continue;
    }
    char hex[8];
    std::snprintf(hex, sizeof hex, "\\x%02x", static_cast<unsigned char>(text[i]));
    out += hex;
    ++i;
  }
  return out;
}

std::string utf8_prefix(std::string_view text, std::size_t chars) {
  std::size_t i = 0;
  for (std::size_t c = 0; c < chars && i < text.size(); ++c) {
    const std::size_t n = sequence_at(text, i);
    i += n > 0 ? n : 1;
  }
  return std::string(text.substr(0, i));
}

std::size_t utf8_length(std::string_view text) {
  std::size_t chars = 0;
  for (std::size_t i = 0; i < text.size(); ++chars) {
    const std::size_t n = sequence_at(text, i);
    i += n > 0 ? n : 1;
  }
  return chars;
}

}  // namespace dg
