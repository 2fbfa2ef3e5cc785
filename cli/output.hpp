// Where a command's product goes: `--out PATH` names a file, and "-" (or no --out) means stdout,
// the same for every command.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "solver/common/atomic_file.hpp"

namespace dg::cli {

// Writes `text` to stdout when `path` is "-" or empty, else to the file `path`, replaced all at
// once (solver/common/atomic_file.hpp: a failed write leaves the old file intact). Throws
// std::runtime_error naming the path (exit 1) when the file cannot be written.
void write_output(const std::string& path, std::string_view text);

// Throws what write_output would when `path` cannot be written at all (a missing or unwritable
// folder, a folder given as the file); nothing for stdout. For commands that work long before
// they write.
void check_output(const std::string& path);

// A command's product written as it is made, for output too large to hold (generate, export of
// many puzzles): to stdout, or to the file `path` replaced only by finish() (an error or a kill
// before then leaves the old file as it was). Writes go out in blocks of about a megabyte.
// Throws std::runtime_error naming the path (exit 1) when the file cannot be written, from the
// constructor already when it cannot be created.
class OutputStream {
 public:
  explicit OutputStream(const std::string& path);
  void write(std::string_view text);
  void finish();

 private:
  void flush();
  std::optional<FileReplacement> file_;  // empty: stdout
  std::string pending_;
};

// Whether output to `path` is JSON Lines: `format` "jsonl" or "json" says; when empty, a name
// ending in ".jsonl" does. Throws UsageError for another format.
bool json_lines_output(const std::string& path, const std::string& format);

}  // namespace dg::cli
