// A fresh store path in the temp directory for one test, removed (with its WAL files) on
// destruction.
#pragma once

#include <unistd.h>

#include <filesystem>
#include <string>

struct TempDb {
  std::filesystem::path path;
  explicit TempDb(const std::string& name)
      : path(std::filesystem::temp_directory_path() /
             ("dg_test_" + name + "_" + std::to_string(::getpid()) + ".db")) {
    remove_all();
  }
  ~TempDb() { remove_all(); }
  TempDb(const TempDb&) = delete;
  TempDb& operator=(const TempDb&) = delete;
  void remove_all() {
    for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(path.string() + suffix);
  }
};
