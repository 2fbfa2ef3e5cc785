// Puzzle files read as streams (see document_file.hpp).
#include "cli/document_file.hpp"

#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <stdexcept>

namespace dg::cli {

namespace {

// Copies stdin to a temporary file that is unlinked at once (it lives while it is open) and
// opens it as `in`; the copy is written in blocks, never held.
void spool_stdin(std::ifstream& in) {
  const char* dir = std::getenv("TMPDIR");
  std::string name = std::string(dir && *dir ? dir : "/tmp") + "/dailygrid-stdin-XXXXXX";
  const int fd = ::mkstemp(name.data());
  if (fd < 0) throw std::runtime_error("cannot copy stdin to a temporary file in " + name);
  char buf[1 << 16];
  bool ok = true;
  while (ok && (std::cin.read(buf, sizeof buf) || std::cin.gcount() > 0)) {
    const char* p = buf;
    auto left = static_cast<std::size_t>(std::cin.gcount());
    while (ok && left > 0) {
      const ssize_t n = ::write(fd, p, left);
      ok = n > 0;
      if (ok) {
        p += n;
        left -= static_cast<std::size_t>(n);
      }
    }
  }
  ::close(fd);
  if (ok) in.open(name, std::ios::binary);
  ::unlink(name.c_str());
  if (!ok || std::cin.bad() || !in) throw std::runtime_error("cannot read stdin");
}

}  // namespace

DocumentFile::DocumentFile(const std::string& path) : name_(path == "-" ? "stdin" : path) {
  if (path == "-") {
    spool_stdin(in_);
    return;
  }
  if (std::filesystem::is_directory(path))
    throw std::runtime_error("cannot read " + path + ": it is a directory, expected a puzzle file");
  in_.open(path, std::ios::binary);
  if (!in_) throw std::runtime_error("cannot open " + path);
}

std::istream& DocumentFile::from_start() {
  in_.clear();
  in_.seekg(0);
  if (!in_) throw std::runtime_error("cannot read " + name_);
  return in_;
}

}  // namespace dg::cli
