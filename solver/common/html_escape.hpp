// Text placed in HTML (element content or a quoted attribute): the characters that HTML gives a
// meaning are written as entities. Shared by `stats --html` and the playable page.
#pragma once

#include <string>
#include <string_view>

namespace dg {

inline std::string html_escape(std::string_view s) {
  std::string out;
  out.reserve(s.size());
  for (char c : s) {
    switch (c) {
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '&':
        out += "&amp;";
        break;
      case '"':
        out += "&quot;";
        break;
      default:
        out += c;
    }
  }
  return out;
}

}  // namespace dg
