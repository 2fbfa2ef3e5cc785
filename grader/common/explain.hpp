// A trace as people read it next to the rendered board (`grade --explain`): numbered steps, the
// numbers matching the grade's step count, and long runs of one rule under one heading.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

#include "grader/common/grade.hpp"

namespace dg {

// Runs of at least this many consecutive steps of one rule get a heading with their step range.
inline constexpr int kGroupRun = 3;

// No line of the text is longer than this (a step's words wrap at spaces, indented under the
// step's first word), so an explanation reads in a terminal or beside a printed board.
inline constexpr int kExplainWidth = 160;

// The trace as text, one line per step ("  4. [pair] row 3: ...") and, for a run of kGroupRun or
// more steps of one rule, a heading ("  Steps 4-9: pair, 6 steps") with the run's steps indented
// under it. Every line ends in '\n'; an empty trace gives "".
std::string explain_text(const Trace& trace);

// What a step that ended in a contradiction says last (Trace::close_step).
inline constexpr std::string_view kNoSolutionLeft = "no solution is left";

// Ends the last step of a trace whose grade found the puzzle contradictory with what broke:
// "...; now row 3 has three suns in a row", before a closing "so no solution is left". Does
// nothing when `why` or the trace is empty.
void note_broken(Trace& trace, const std::string& why);

// The steps as JSON: [{"rule", "cells": [[row, col], ...] (0-based), "text"}, ...], with, on a
// contradiction step, "chain" (every consequence in order, each in words with its reason:
// "F4 is a moon (row 4 already holds its 3 suns)") and "chain_steps" (the same items as
// {"rule", "conclusion", "reason"}).
nlohmann::json trace_to_json(const Trace& trace);

}  // namespace dg
