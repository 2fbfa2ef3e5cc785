// The comment block the text formats share: title, offset and the variable map, one per line
// after the format's comment marker ("#" for COO, "c" for qbsolv, "\" for LP):
//   <m> dailygrid QUBO: queens #linkedin-1 8x8
//   <m> value 1 = queen; energy 0 exactly on the solutions
//   <m> offset 8
//   <m> var 0 x_0_0
#pragma once

#include <string>
#include <string_view>

#include "qubo/formats/formats.hpp"

namespace dg::qubo {

std::string comment_header(const Model& m, const Header& h, std::string_view marker);

// Reads an "offset V" or "var I LABEL" comment (the text after the marker) into `m`; other
// comments are ignored. False for a malformed offset/var line.
bool read_header_comment(std::string_view body, Model& m);

// Splits a line into whitespace-separated tokens.
std::vector<std::string_view> tokens(std::string_view line);

}  // namespace dg::qubo
