// Pieces of JSON text written straight into a string, byte for byte as nlohmann::json::dump()
// writes the same values: for generators that write their output lines without building a JSON
// tree (at 6x6 Tango and 8x8 Tents the tree, built, dumped and freed, cost as much as generating
// the puzzle). Each game's generated_text.cpp writes its keys in the tree's (sorted) order, and
// its tests compare the text with the tree's dump.
#pragma once

#include <string>
#include <string_view>

#include "grader/common/difficulty.hpp"
#include "grader/common/grade.hpp"

namespace dg {

void put_int(std::string& out, long long n);
// A JSON string: plain ASCII with nothing to escape (rule, tier and band names, ids) quoted as it
// is; anything else through nlohmann's own escaping.
void put_string(std::string& out, std::string_view text);
// A number value as nlohmann's dump writes it: the shortest text that reads back the same (its
// own Grisu2 to_chars, which dump calls; a detail of the pinned Debian version, and the tests
// compare the text with the tree's dump), "null" when not finite.
void put_double(std::string& out, double x);
// The output's "grade" (generated_grade_json with a score for the output): keys sorted, the score
// formatted by nlohmann (a number value: no tree).
void put_output_grade(std::string& out, const Grade& g, const Difficulty& d);

}  // namespace dg
