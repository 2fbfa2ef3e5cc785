// Text from a file (ids, game names) made safe to print on one line: control characters are
// written as escapes (\n, \t, \r, \xNN), so an id can never break an error line or the text
// format into several lines.
#pragma once

#include <string>
#include <string_view>

namespace dg {

std::string printable(std::string_view text);

}  // namespace dg
