// A puzzle file opened for reading as a stream (import): stdin is first copied to an unnamed
// temporary file, so that every input can be read through twice (once to check the document,
// once to act on it) in the memory of one entry.
#pragma once

#include <cstddef>
#include <fstream>
#include <string>

namespace dg::cli {

class DocumentFile {
 public:
  // Opens `path` ("-" = stdin). Throws std::runtime_error as read_entries does for a file that
  // cannot be read (a missing file, a folder).
  explicit DocumentFile(const std::string& path);
  // The file from its start.
  std::istream& from_start();
  // The name for messages: the path, or "stdin".
  const std::string& name() const { return name_; }

 private:
  std::ifstream in_;
  std::string name_;
};

}  // namespace dg::cli
