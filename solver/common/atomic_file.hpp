// Replacing a file all at once. Every file dailygrid writes (export/generate/convert --out, stats
// --html, render, daily --render) goes through replace_file, so a run that fails half-way (a full
// disk, a crash, an exception while drawing) leaves the old file as it was and no temporary behind:
// the bytes go to a temporary file beside the target, are flushed to disk, and only then renamed
// over it (rename is atomic within a directory).
//
// It lives in the lowest library because both render/ and cli/ write files.
#pragma once

#include <sys/types.h>

#include <cstddef>
#include <string>
#include <string_view>

#include "solver/common/expected.hpp"

namespace dg {

// The system calls replace_file makes, as a table so that a test can make any one of them fail
// the way a full disk or a failing device would (/dev/full cannot stand in: it is not a regular
// file, so it cannot be renamed over). Each has the POSIX signature and errno convention.
struct FileCalls {
  int (*open)(const char* path, int flags, mode_t mode);
  ssize_t (*write)(int fd, const void* data, std::size_t size);
  int (*fsync)(int fd);
  int (*close)(int fd);
  int (*rename)(const char* from, const char* to);
};

// The real system calls.
const FileCalls& system_file_calls();

// Writes `bytes` to `path` so that the file holds either its old content or all of `bytes`, never
// a part. A regular file (or a new one) is replaced through a temporary file in the same directory
// (created with the usual permissions, or the old file's when there is one; a symbolic link keeps
// pointing where it did and its target is replaced). A path that exists and is not a regular file
// (/dev/null, a FIFO) cannot be renamed over, so it is written in place.
// Error: "cannot write <path>: <reason>" (a missing or unwritable directory, a short write, a
// failed fsync, close or rename); the old file is then untouched and the temporary removed.
Expected<void> replace_file(const std::string& path, std::string_view bytes,
                            const FileCalls& calls = system_file_calls());

// A file written piece by piece and put in place as a whole: the pieces go to a temporary beside
// the target (as replace_file's), and only commit() renames it over the target, so a run that
// stops before then (an error, an exception, a kill) leaves the old file as it was. A device or
// FIFO target is written in place as the pieces come. The destructor removes an uncommitted
// temporary (a killed process cannot: its ".NAME.tmp-PID-N" stays beside the untouched target).
class FileReplacement {
 public:
  // Opens the temporary for `path`; the error is replace_file's.
  static Expected<FileReplacement> open(const std::string& path,
                                        const FileCalls& calls = system_file_calls());
  FileReplacement(FileReplacement&& other) noexcept;
  FileReplacement& operator=(FileReplacement&&) = delete;
  FileReplacement(const FileReplacement&) = delete;
  ~FileReplacement();

  // Appends `bytes`; after an error the replacement is abandoned (commit fails too).
  Expected<void> write(std::string_view bytes);
  // Flushes the file to disk and renames it over the target.
  Expected<void> commit();
  // Makes `path` the target instead, before commit: for a product named only once it is made
  // (render's default name, from its first and last puzzles). `path` must name a file (new or
  // regular) in the first target's folder, since the temporary is renamed, never copied.
  Expected<void> retarget(const std::string& path);

 private:
  FileReplacement(std::string path, std::string target, std::string temp, int fd,
                  const FileCalls* calls);
  std::string path_;    // as the caller named it, for messages
  std::string target_;  // the file replaced (a symbolic link followed)
  std::string temp_;    // empty when writing in place
  int fd_;
  const FileCalls* calls_;
  int error_ = 0;  // errno of the first failure
};

// Whether replace_file could start on `path` now: its folder exists and takes a new file (a
// temporary is created and removed again), and it is not a folder. For commands whose product
// takes long to make (generate), so a mistyped --out fails before the work, not after it. Error:
// the message replace_file would give.
Expected<void> check_replaceable(const std::string& path,
                                 const FileCalls& calls = system_file_calls());

}  // namespace dg
