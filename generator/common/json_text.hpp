// The generators' output "grade" written straight into a string (see solver/common/json_text.hpp
// for the pieces): each game's generated_text.cpp writes its keys in the tree's (sorted) order,
// and its tests compare the text with the tree's dump.
#pragma once

#include <string>

#include "grader/common/difficulty.hpp"
#include "grader/common/grade.hpp"
#include "solver/common/json_text.hpp"

namespace dg {

// The output's "grade" (generated_grade_json with a score for the output): keys sorted, the score
// formatted by nlohmann (a number value: no tree).
void put_output_grade(std::string& out, const Grade& g, const Difficulty& d);

}  // namespace dg
