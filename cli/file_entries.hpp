// A puzzle file's entries read as a stream (import, render): a JSON document is checked through
// once first, so a malformed one fails before anything is acted on, and then read an entry at a
// time, so memory does not grow with the file; the text form is small by nature and read whole.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "cli/document_file.hpp"
#include "solver/common/document_stream.hpp"

namespace dg::cli {

class FileEntries {
 public:
  // Opens and checks `path` ("-" = stdin, spooled by DocumentFile); next_window hands out up to
  // `window` entries at a time. Throws std::runtime_error (exit 1) for a file that cannot be read
  // and UsageError (exit 2) for a malformed document or one without puzzles.
  FileEntries(const std::string& path, std::size_t window);
  // How many entries the document has (for progress).
  std::size_t count() const { return count_; }
  // The next entry (with its error set when it is not a puzzle), nullopt after the last.
  std::optional<PuzzleEntry> next();
  // Appends the next window's entries to `window` (empty at the end); they stay valid until the
  // next call.
  void next_window(std::vector<const PuzzleEntry*>& window);

 private:
  DocumentFile file_;
  std::size_t window_;
  std::size_t count_ = 0;
  std::optional<DocumentStream> stream_;
  std::vector<PuzzleEntry> held_;   // the current window's entries
  std::vector<PuzzleEntry> whole_;  // the text form's entries
  std::size_t at_ = 0;
};

}  // namespace dg::cli
