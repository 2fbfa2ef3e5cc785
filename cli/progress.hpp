// A progress line on stderr (done/total, rate, ETA), drawn only when stderr is a terminal so logs
// and pipes stay clean. Redraws at most ten times a second.
#pragma once

#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <mutex>
#include <string>

namespace dg::cli {

class Progress {
 public:
  Progress(std::string what, long long total)
      : what_(std::move(what)), total_(total), enabled_(isatty(STDERR_FILENO) != 0) {}
  ~Progress() { finish(); }

  // Safe to call from worker threads.
  void update(long long done) {
    if (!enabled_) return;
    std::lock_guard lock(mutex_);
    const auto now = std::chrono::steady_clock::now();
    if (done < total_ && now - last_ < std::chrono::milliseconds(100)) return;
    last_ = now;
    const double secs = std::chrono::duration<double>(now - start_).count();
    const double rate = secs > 0 ? static_cast<double>(done) / secs : 0;
    const double eta = rate > 0 ? static_cast<double>(total_ - done) / rate : 0;
    std::fprintf(stderr, "\r%s %lld/%lld  %.0f/s  ETA %.0fs   ", what_.c_str(), done, total_, rate, eta);
    std::fflush(stderr);
    drawn_ = true;
  }

  void finish() {
    if (drawn_) std::fprintf(stderr, "\n");
    drawn_ = false;
  }

 private:
  std::string what_;
  long long total_;
  bool enabled_;
  bool drawn_ = false;
  std::mutex mutex_;
  std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();
  std::chrono::steady_clock::time_point last_{};
};

}  // namespace dg::cli
