// Why a line rule set a cell, in a sentence a person checks against the board: "row 4 already
// holds its 3 suns", "between two moons in column B". A contradiction step quotes each
// consequence of its supposition with this reason (grader/common/chain_words.hpp).
#pragma once

#include <string>
#include <string_view>

#include "grader/tango/grid.hpp"

namespace dg::tango {

// Why `rule` (a single-line rule's id, rule_table()) made cells of line l suns (`sun`) or moons,
// read on `g` after the rule set them. An id without words of its own gets "<why> in <line>".
std::string line_reason(const Grid& g, std::string_view rule, std::string_view why, int l,
                        bool sun);

}  // namespace dg::tango
