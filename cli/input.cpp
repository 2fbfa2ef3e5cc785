// FILE argument handling shared by the commands.
#include "cli/input.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <stdexcept>

#include "cli/command.hpp"
#include "solver/common/printable.hpp"

namespace dg::cli {

std::vector<PuzzleEntry> read_entries(const std::string& path) {
  // A file that cannot be read is an I/O failure (exit 1); one that reads but does not parse is
  // malformed input (exit 2).
  if (path != "-" && std::filesystem::is_directory(path))
    throw std::runtime_error("cannot read " + path + ": it is a directory, expected a puzzle file");
  auto text = read_file_text(path);
  if (!text) throw std::runtime_error(text.error());
  auto entries = read_document(*text);
  if (!entries)
    throw UsageError((path == "-" ? std::string("stdin") : path) + ": " + entries.error());
  return std::move(entries).value();
}

namespace {

std::string kind_of(mode_t mode) {
  if (S_ISCHR(mode)) return "a character device";
  if (S_ISBLK(mode)) return "a block device";
  if (S_ISFIFO(mode)) return "a FIFO";
  if (S_ISSOCK(mode)) return "a socket";
  return "not a regular file";
}

std::string too_large(const std::string& name, std::uint64_t max_bytes, const std::string& what) {
  return name + ": larger than " + std::to_string(max_bytes / 1'000'000) + " MB, too large for " +
         what;
}

// Closes the descriptor however the read ends.
struct Fd {
  int fd;
  ~Fd() {
    if (fd >= 0) ::close(fd);
  }
};

}  // namespace

std::string read_bounded_file(const std::string& path, std::uint64_t max_bytes,
                              const std::string& what) {
  if (path == "-") {
    std::string bytes;
    char buf[1 << 16];
    while (std::cin.read(buf, sizeof buf) || std::cin.gcount() > 0) {
      bytes.append(buf, static_cast<std::size_t>(std::cin.gcount()));
      if (bytes.size() > max_bytes) throw UsageError(too_large("stdin", max_bytes, what));
    }
    if (std::cin.bad()) throw std::runtime_error("cannot read stdin");
    return bytes;
  }
  const std::string name = printable(path);  // messages stay one line whatever the name holds
  // O_NONBLOCK: opening a FIFO must not wait for a writer; the type is told from the open
  // descriptor (fstat), so the file checked is the file read.
  Fd in{::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC)};
  if (in.fd < 0) throw std::runtime_error("cannot read " + name + ": " + std::strerror(errno));
  struct stat st {};
  if (::fstat(in.fd, &st) != 0)
    throw std::runtime_error("cannot read " + name + ": " + std::strerror(errno));
  if (S_ISDIR(st.st_mode))
    throw std::runtime_error("cannot read " + name + ": it is a directory, expected " + what);
  if (!S_ISREG(st.st_mode))
    throw UsageError(name + ": " + kind_of(st.st_mode) + ", expected " + what + " in a file");
  if (static_cast<std::uint64_t>(st.st_size) > max_bytes)
    throw UsageError(too_large(name, max_bytes, what));
  std::string bytes;
  bytes.reserve(static_cast<std::size_t>(st.st_size));
  char buf[1 << 16];
  for (;;) {
    const ssize_t got = ::read(in.fd, buf, sizeof buf);
    if (got == 0) break;
    if (got < 0) {
      if (errno == EINTR) continue;
      throw std::runtime_error("cannot read " + name + ": " + std::strerror(errno));
    }
    bytes.append(buf, static_cast<std::size_t>(got));
    // A file still growing while it is read is held to the same limit.
    if (bytes.size() > max_bytes) throw UsageError(too_large(name, max_bytes, what));
  }
  return bytes;
}

void report_entry_error(const PuzzleEntry& entry) {
  std::cerr << "dailygrid: " << entry.id << ": " << entry.error << "\n";
}

void report_warnings(const PuzzleEntry& entry) {
  // A hostile puzzle can earn thousands (900 Queens givens: 18,911 lines, 1.7 MB); the first few
  // say what is wrong.
  constexpr std::size_t kShown = 10;
  const auto warnings = entry.puzzle->warnings();
  for (std::size_t i = 0; i < warnings.size() && i < kShown; ++i)
    std::cerr << "dailygrid: warning: " << entry.id << ": " << warnings[i] << "\n";
  if (warnings.size() > kShown)
    std::cerr << "dailygrid: warning: " << entry.id << ": and " << warnings.size() - kShown
              << " more warnings\n";
}

bool usable(const PuzzleEntry& entry, int& code) {
  if (!entry.puzzle) {
    report_entry_error(entry);
    code = kUsage;
    return false;
  }
  report_warnings(entry);
  return true;
}

}  // namespace dg::cli
