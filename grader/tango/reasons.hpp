// Why a line rule set a cell, in a sentence a person checks against the board: "row 4 already
// holds its 3 suns", "between two moons in column B". A contradiction step quotes each
// consequence of its supposition with this reason (grader/common/chain_words.hpp).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "grader/common/grade.hpp"
#include "grader/tango/grid.hpp"

namespace dg::tango {

// Why `rule` (a single-line rule's id, rule_table()) made cells of line l suns (`sun`) or moons,
// read on `g` after the rule set them. An id without words of its own gets "<why> in <line>".
std::string line_reason(const Grid& g, std::string_view rule, std::string_view why, int l,
                        bool sun);

// What `rule` set in line l (`fresh`, read on `g` after the rule set it), as conclusions with
// their reasons for a chain. The rules that read a cell or two beside the one they set
// (sign_propagation, pair, gap, equal_pair_ends) name those cells, and the cells that share a
// reason share a part: "A3 and D3 are suns" because "beside B3 and C3, both moons". The others
// read the whole line and say so, one part per symbol (line_reason).
std::vector<TracePart> line_parts(const Grid& g, std::string_view rule, std::string_view why, int l,
                                  Mask fresh);

}  // namespace dg::tango
