// Where a command's product goes: `--out PATH` names a file, and "-" (or no --out) means stdout,
// the same for every command.
#pragma once

#include <string>
#include <string_view>

namespace dg::cli {

// Writes `text` to stdout when `path` is "-" or empty, else to the file `path`, replaced all at
// once (solver/common/atomic_file.hpp: a failed write leaves the old file intact). Throws
// std::runtime_error naming the path (exit 1) when the file cannot be written.
void write_output(const std::string& path, std::string_view text);

// Throws what write_output would when `path` cannot be written at all (a missing or unwritable
// folder, a folder given as the file); nothing for stdout. For commands that work long before
// they write.
void check_output(const std::string& path);

}  // namespace dg::cli
