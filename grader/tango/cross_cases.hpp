// The cases behind a cross_line step, for its words: which completions of two neighbouring lines
// fit the crossing lines together. The rule itself (cross_pairs.hpp) only keeps what all of them
// agree on; a person checking the step needs to see the few ways that are left.
#pragma once

#include <string>

#include "grader/tango/grid.hpp"

namespace dg::tango {

// Up to this many ways are written out, each in full; more are counted, none listed (a list of
// 15 ways, or 3 of them and "12 more", is not something a person can check).
inline constexpr int kCrossCasesShown = 4;

// "in only 2 ways (row 2 ☀☾☾☀☀☾ with row 3 ☾☀☀☾☾☀, or row 2 ... with row 3 ...)" for lines l1 and
// l1 + 1 of `g` as they stand (before the step sets anything), counting every pair of
// completions that fits every crossing line; with more than kCrossCasesShown ways, "in only 8
// ways of the 30 pairs their own rules allow". Trace-only: enumerates pairs without the sweep's
// sets.
std::string cross_line_cases(const Grid& g, int l1);

}  // namespace dg::tango
