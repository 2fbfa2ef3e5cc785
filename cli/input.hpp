// Reading the FILE argument of a command into puzzle entries.
#pragma once

#include <string>
#include <vector>

#include "solver/common/document.hpp"

namespace dg::cli {

// Reads and splits `path` ("-" is stdin). Throws std::runtime_error (exit 1) when the file cannot
// be read (missing, a directory, unreadable) and UsageError (exit 2) for a malformed document;
// bad entries inside it are returned with their error set.
std::vector<PuzzleEntry> read_entries(const std::string& path);

// "dailygrid: <id>: <error>" on stderr for an entry that did not parse.
void report_entry_error(const PuzzleEntry& entry);

// Prints the puzzle's parse warnings to stderr.
void report_warnings(const PuzzleEntry& entry);

// The common head of a per-puzzle loop: true (after printing the entry's warnings) when it
// parsed; otherwise prints its error, sets `code` to kUsage (which outranks every other verdict)
// and returns false.
bool usable(const PuzzleEntry& entry, int& code);

}  // namespace dg::cli
