// Reading the FILE argument of a command into puzzle entries.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "solver/common/document.hpp"

namespace dg::cli {

// Reads and splits `path` ("-" is stdin). Throws std::runtime_error (exit 1) when the file cannot
// be read (missing, a directory, unreadable) and UsageError (exit 2) for a malformed document;
// bad entries inside it are returned with their error set.
std::vector<PuzzleEntry> read_entries(const std::string& path);

// The bytes of `path` ("-" is stdin), read only when it is a regular file of at most `max_bytes`
// (stdin: at most `max_bytes` are read). A device (/dev/zero), a FIFO or a socket is never read:
// it could be endless or block for ever. Throws std::runtime_error (exit 1) when the file is
// missing, unreadable or a directory, and UsageError (exit 2) for a file that is not a regular
// file or is larger than `max_bytes`; `what` names what was expected ("an image").
std::string read_bounded_file(const std::string& path, std::uint64_t max_bytes,
                              const std::string& what);

// "dailygrid: <id>: <error>" on stderr for an entry that did not parse.
void report_entry_error(const PuzzleEntry& entry);

// Prints the puzzle's parse warnings to stderr: the first 10, then "and N more warnings".
void report_warnings(const PuzzleEntry& entry);

// The common head of a per-puzzle loop: true (after printing the entry's warnings) when it
// parsed; otherwise prints its error, sets `code` to kUsage (which outranks every other verdict)
// and returns false.
bool usable(const PuzzleEntry& entry, int& code);

}  // namespace dg::cli
