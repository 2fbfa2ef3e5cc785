// Puzzles written one at a time as they come, in either of the two forms every command writes:
// {"puzzles":[...]} or JSON Lines (one puzzle per line, nothing else). Nothing is held but the
// current block of output (cli/output.hpp's OutputStream), so a run of a million puzzles writes
// in the memory of a few.
#pragma once

#include <string>
#include <string_view>

#include "cli/output.hpp"

namespace dg::cli {

class PuzzleWriter {
 public:
  // How the {"puzzles":[...]} form lays its puzzles out: one a line (generate's files, easy to
  // read and to grep) or all on one line (export: exactly nlohmann's dump() of the document).
  enum class Layout { line_each, compact };
  // Opens `path` ("-" = stdout; a file is replaced only by finish()).
  PuzzleWriter(const std::string& path, bool json_lines, Layout layout);
  // One puzzle's JSON text, without a newline.
  void add(std::string_view puzzle);
  // Closes the document and puts the file in place.
  void finish();

 private:
  OutputStream out_;
  bool json_lines_;
  Layout layout_;
  bool first_ = true;
};

}  // namespace dg::cli
