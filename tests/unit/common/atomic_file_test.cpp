// replace_file (issue 17 row 13): a write that fails at any step (a full disk mid-write, fsync,
// close or rename refused) leaves the old file intact and no temporary behind. The failures are
// injected through the FileCalls table, since /dev/full cannot be renamed over.
#include <catch2/catch.hpp>

#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "solver/common/atomic_file.hpp"

namespace fs = std::filesystem;

namespace {

// A scratch folder of its own, removed afterwards.
struct ScratchDir {
  fs::path path;
  explicit ScratchDir(const std::string& name)
      : path(fs::temp_directory_path() / ("dg_atomic_" + name + "_" + std::to_string(::getpid()))) {
    fs::remove_all(path);
    fs::create_directories(path);
  }
  ~ScratchDir() { fs::remove_all(path); }
  std::vector<std::string> names() const {
    std::vector<std::string> out;
    for (const auto& e : fs::directory_iterator(path)) out.push_back(e.path().filename().string());
    return out;
  }
};

std::string read(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

void write(const fs::path& p, const std::string& text) {
  std::ofstream(p, std::ios::binary) << text;
}

// A disk that fills up after 10 bytes of the file: the first write is cut short, the next fails.
ssize_t full_disk_write(int fd, const void* data, std::size_t size) {
  const off_t used = ::lseek(fd, 0, SEEK_CUR);
  if (used >= 10) {
    errno = ENOSPC;
    return -1;
  }
  return ::write(fd, data, std::min(size, static_cast<std::size_t>(10 - used)));
}
int failing_fsync(int) {
  errno = EIO;
  return -1;
}
int failing_close(int fd) {
  ::close(fd);
  errno = EIO;
  return -1;
}
int failing_rename(const char*, const char*) {
  errno = EXDEV;
  return -1;
}

}  // namespace

TEST_CASE("replace_file replaces the whole file and leaves nothing else", "[common][atomic]") {
  ScratchDir dir("replace");
  const fs::path target = dir.path / "out.json";
  write(target, "old content");
  REQUIRE(dg::replace_file(target.string(), "new content\n"));
  CHECK(read(target) == "new content\n");
  CHECK(dir.names() == std::vector<std::string>{"out.json"});
  REQUIRE(dg::replace_file((dir.path / "fresh.svg").string(), "<svg/>"));
  CHECK(read(dir.path / "fresh.svg") == "<svg/>");
}

TEST_CASE("a failing step leaves the old file intact and no temporary", "[common][atomic]") {
  struct Case {
    const char* what;
    dg::FileCalls calls;
    const char* reason;
  };
  dg::FileCalls full = dg::system_file_calls(), fsync = full, close = full, rename = full;
  full.write = full_disk_write;
  fsync.fsync = failing_fsync;
  close.close = failing_close;
  rename.rename = failing_rename;
  const Case cases[] = {{"disk full mid-write", full, "No space left"},
                        {"fsync", fsync, "Input/output error"},
                        {"close", close, "Input/output error"},
                        {"rename", rename, "cross-device"}};
  for (const Case& c : cases) {
    CAPTURE(c.what);
    ScratchDir dir("fail");
    const fs::path target = dir.path / "week.pdf";
    write(target, "the old booklet");
    const auto done = dg::replace_file(target.string(), std::string(100, 'x'), c.calls);
    REQUIRE_FALSE(done);
    CHECK_THAT(done.error(),
               Catch::Contains("cannot write " + target.string()) && Catch::Contains(c.reason));
    CHECK(read(target) == "the old booklet");
    CHECK(dir.names() == std::vector<std::string>{"week.pdf"});
  }
}

TEST_CASE("replace_file names the path when its folder is missing or it is one",
          "[common][atomic]") {
  ScratchDir dir("missing");
  const fs::path target = dir.path / "no" / "such" / "out.json";
  const auto done = dg::replace_file(target.string(), "x");
  REQUIRE_FALSE(done);
  CHECK_THAT(done.error(),
             Catch::Contains(target.string()) && Catch::Contains("No such file or directory"));
  const auto folder = dg::replace_file(dir.path.string(), "x");
  REQUIRE_FALSE(folder);
  CHECK_THAT(folder.error(), Catch::Contains("Is a directory"));
  CHECK(dir.names().empty());
}

TEST_CASE("replace_file keeps permissions and symbolic links", "[common][atomic]") {
  ScratchDir dir("keep");
  const fs::path target = dir.path / "report.html";
  write(target, "old");
  ::chmod(target.c_str(), 0640);
  const fs::path link = dir.path / "latest.html";
  fs::create_symlink("report.html", link);
  REQUIRE(dg::replace_file(link.string(), "new"));
  CHECK(fs::is_symlink(link));
  CHECK(read(target) == "new");
  struct stat st {};
  REQUIRE(::stat(target.c_str(), &st) == 0);
  CHECK((st.st_mode & 07777) == 0640);
}

TEST_CASE("replace_file writes a device in place", "[common][atomic]") {
  CHECK(dg::replace_file("/dev/null", "discarded"));
  if (fs::exists("/dev/full")) {
    const auto done = dg::replace_file("/dev/full", "no room");
    REQUIRE_FALSE(done);
    CHECK_THAT(done.error(), Catch::Contains("/dev/full") && Catch::Contains("No space left"));
  }
}

TEST_CASE("check_replaceable fails up front where replace_file would, leaving nothing",
          "[common][atomic]") {
  ScratchDir dir("check");
  CHECK(dg::check_replaceable((dir.path / "new.json").string()));
  write(dir.path / "old.json", "old");
  CHECK(dg::check_replaceable((dir.path / "old.json").string()));
  const auto missing = dg::check_replaceable((dir.path / "none" / "x.json").string());
  REQUIRE_FALSE(missing);
  CHECK_THAT(missing.error(),
             Catch::Contains("none/x.json") && Catch::Contains("No such file or directory"));
  CHECK_FALSE(dg::check_replaceable(dir.path.string()));
  CHECK(read(dir.path / "old.json") == "old");
  CHECK(dir.names() == std::vector<std::string>{"old.json"});
}

TEST_CASE("replace_file refuses a file its owner made read-only", "[common][atomic]") {
  // In a folder anyone may write, so only the file's own permission stands in the way; root
  // ignores permissions, so as root the check runs in a child that became "nobody" first.
  ScratchDir dir("read_only");
  ::chmod(dir.path.c_str(), 0777);
  const fs::path target = dir.path / "keep.json";
  write(target, "kept");
  ::chmod(target.c_str(), 0444);
  const auto attempt = [&] {
    const auto done = dg::replace_file(target.string(), "lost");
    return !done && done.error().find("Permission denied") != std::string::npos ? 0 : 1;
  };
  int result = 0;
  if (::geteuid() != 0) {
    result = attempt();
  } else if (const pid_t child = ::fork(); child == 0) {
    ::_exit(::setgid(65534) == 0 && ::setuid(65534) == 0 ? attempt() : 2);
  } else {
    int status = 0;
    ::waitpid(child, &status, 0);
    result = WIFEXITED(status) ? WEXITSTATUS(status) : 3;
  }
  CHECK(result == 0);
  CHECK(read(target) == "kept");
  CHECK(dir.names() == std::vector<std::string>{"keep.json"});
}

TEST_CASE("a file written in pieces replaces the old one only when committed", "[common][atomic]") {
  ScratchDir dir("pieces");
  const fs::path target = dir.path / "big.jsonl";
  write(target, "the old puzzles\n");
  {
    // Abandoned half-way (an error, an exception): the old file and nothing else.
    auto file = dg::FileReplacement::open(target.string());
    REQUIRE(file);
    REQUIRE(file->write("{\"a\":1}\n"));
    CHECK(dir.names().size() == 2);  // the temporary beside it while it is written
    CHECK(read(target) == "the old puzzles\n");
  }
  CHECK(read(target) == "the old puzzles\n");
  CHECK(dir.names() == std::vector<std::string>{"big.jsonl"});
  auto file = dg::FileReplacement::open(target.string());
  REQUIRE(file);
  for (int i = 0; i < 3; ++i) REQUIRE(file->write("{\"n\":" + std::to_string(i) + "}\n"));
  CHECK(read(target) == "the old puzzles\n");
  REQUIRE(file->commit());
  CHECK(read(target) == "{\"n\":0}\n{\"n\":1}\n{\"n\":2}\n");
  CHECK(dir.names() == std::vector<std::string>{"big.jsonl"});
}
