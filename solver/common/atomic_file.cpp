// Replacing a file through a temporary beside it (see atomic_file.hpp).
#include "solver/common/atomic_file.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <utility>

#include "solver/common/printable.hpp"

namespace dg {

namespace {

int open_file(const char* path, int flags, mode_t mode) {
  return ::open(path, flags, mode);
}

Error failure(const std::string& path, int error) {
  return make_error("cannot write " + printable(path) + ": " + std::strerror(error));
}

// Writes all of `bytes`, resuming after short writes and interrupts. False with errno set on
// failure; a write that makes no progress counts as a full disk.
bool write_all(const FileCalls& calls, int fd, std::string_view bytes) {
  while (!bytes.empty()) {
    const ssize_t n = calls.write(fd, bytes.data(), bytes.size());
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      if (n == 0) errno = ENOSPC;
      return false;
    }
    bytes.remove_prefix(static_cast<std::size_t>(n));
  }
  return true;
}

// The file a path names: a symbolic link is followed, so that replacing it updates what the link
// points to instead of turning the link into a plain file.
std::string resolved(const std::string& path) {
  std::error_code ec;
  if (!std::filesystem::is_symlink(path, ec)) return path;
  const auto target = std::filesystem::weakly_canonical(path, ec);
  return ec ? path : target.string();
}

// Opens a fresh temporary beside `target` (same directory, so the rename cannot cross file
// systems); O_EXCL makes two processes writing the same target pick different names.
int open_temporary(const std::string& target, const FileCalls& calls, std::string& name) {
  static unsigned counter = 0;
  const std::filesystem::path p(target);
  const std::string dir = p.has_parent_path() ? p.parent_path().string() + "/" : std::string();
  for (int attempt = 0; attempt < 100; ++attempt) {
    name = dir + "." + p.filename().string() + ".tmp-" + std::to_string(::getpid()) + "-" +
           std::to_string(counter++);
    const int fd = calls.open(name.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
    if (fd >= 0 || errno != EEXIST) return fd;
  }
  return -1;
}

// What a path names before it is written: nothing yet, a regular file (replaced, keeping `mode`),
// or a device or FIFO (written in place); `file` is the path with a symbolic link followed.
enum class Target { none, regular, device };
struct Found {
  Target kind;
  std::string file;
  mode_t mode;
};

// Refuses what cannot be written: an empty name, a folder, and a file its owner made read-only
// (renaming over it would work, but would override that choice, which writing in place, the way
// programs used to write, never did).
Expected<Found> examine(const std::string& path) {
  if (path.empty()) return make_error("cannot write a file with an empty name");
  Found found{Target::none, resolved(path), 0};
  struct stat st {};
  if (::stat(found.file.c_str(), &st) != 0) return found;
  if (S_ISDIR(st.st_mode)) return failure(path, EISDIR);
  if (::access(found.file.c_str(), W_OK) != 0) return failure(path, errno);
  found.kind = S_ISREG(st.st_mode) ? Target::regular : Target::device;
  found.mode = st.st_mode & 07777;
  return found;
}

}  // namespace

const FileCalls& system_file_calls() {
  static const FileCalls calls{open_file, ::write, ::fsync, ::close, ::rename};
  return calls;
}

Expected<FileReplacement> FileReplacement::open(const std::string& path, const FileCalls& calls) {
  const auto found = examine(path);
  if (!found) return Error{found.error()};
  if (found->kind == Target::device) {
    const int fd = calls.open(found->file.c_str(), O_WRONLY | O_TRUNC | O_CLOEXEC, 0);
    if (fd < 0) return failure(path, errno);
    return FileReplacement(path, found->file, {}, fd, &calls);
  }
  std::string temp;
  const int fd = open_temporary(found->file, calls, temp);
  if (fd < 0) return failure(path, errno);
  FileReplacement out(path, found->file, temp, fd, &calls);
  // The replacement keeps the old file's permissions; a new file gets 0666 less the umask, as
  // any other program's output would.
  if (found->kind == Target::regular && ::fchmod(fd, found->mode) != 0) out.error_ = errno;
  return out;
}

FileReplacement::FileReplacement(std::string path, std::string target, std::string temp, int fd,
                                 const FileCalls* calls)
    : path_(std::move(path)),
      target_(std::move(target)),
      temp_(std::move(temp)),
      fd_(fd),
      calls_(calls) {}

FileReplacement::FileReplacement(FileReplacement&& other) noexcept
    : path_(std::move(other.path_)),
      target_(std::move(other.target_)),
      temp_(std::move(other.temp_)),
      fd_(std::exchange(other.fd_, -1)),
      calls_(other.calls_),
      error_(other.error_) {
  other.temp_.clear();
}

FileReplacement::~FileReplacement() {
  if (fd_ >= 0) calls_->close(fd_);
  if (!temp_.empty()) ::unlink(temp_.c_str());
}

Expected<void> FileReplacement::write(std::string_view bytes) {
  if (error_ == 0 && fd_ >= 0 && !write_all(*calls_, fd_, bytes)) error_ = errno;
  if (error_ != 0) return failure(path_, error_);
  return {};
}

Expected<void> FileReplacement::commit() {
  if (fd_ < 0 && error_ == 0) return make_error("cannot write " + printable(path_) + " twice");
  // A device refuses fsync: its bytes are written, and only the close is checked.
  if (error_ == 0 && !temp_.empty() && calls_->fsync(fd_) != 0) error_ = errno;
  if (fd_ >= 0 && calls_->close(fd_) != 0 && error_ == 0) error_ = errno;
  fd_ = -1;
  if (error_ == 0 && !temp_.empty() && calls_->rename(temp_.c_str(), target_.c_str()) != 0)
    error_ = errno;
  if (error_ != 0) return failure(path_, error_);
  if (temp_.empty()) return {};
  temp_.clear();  // renamed: nothing left to remove
  // Make the new name durable too. Best effort: the file is complete and in place already, and
  // some file systems refuse fsync on a directory.
  const std::filesystem::path parent = std::filesystem::path(target_).parent_path();
  if (const int dir = ::open(parent.empty() ? "." : parent.c_str(), O_RDONLY | O_CLOEXEC);
      dir >= 0) {
    (void)::fsync(dir);
    ::close(dir);
  }
  return {};
}

Expected<void> FileReplacement::retarget(const std::string& path) {
  if (fd_ < 0 || temp_.empty())
    return make_error("cannot write " + printable(path) + " in place of " + printable(path_));
  const auto found = examine(path);
  if (!found) return Error{found.error()};
  const auto folder = [](const std::string& file) {
    return std::filesystem::absolute(std::filesystem::path(file)).parent_path().lexically_normal();
  };
  if (found->kind == Target::device || folder(found->file) != folder(temp_))
    return make_error("cannot write " + printable(path) + ": not a file in the folder of " +
                      printable(path_));
  if (found->kind == Target::regular && ::fchmod(fd_, found->mode) != 0 && error_ == 0)
    error_ = errno;
  path_ = path;
  target_ = found->file;
  return {};
}

Expected<void> replace_file(const std::string& path, std::string_view bytes,
                            const FileCalls& calls) {
  auto file = FileReplacement::open(path, calls);
  if (!file) return Error{file.error()};
  if (auto ok = file->write(bytes); !ok) return ok;
  return file->commit();
}

Expected<void> check_replaceable(const std::string& path, const FileCalls& calls) {
  const auto found = examine(path);
  if (!found) return Error{found.error()};
  if (found->kind == Target::device) return {};  // opened only when written
  std::string temp;
  const int fd = open_temporary(found->file, calls, temp);
  if (fd < 0) return failure(path, errno);
  calls.close(fd);
  ::unlink(temp.c_str());
  return {};
}

}  // namespace dg
