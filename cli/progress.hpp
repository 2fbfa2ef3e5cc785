// A progress line on stderr (done/total, rate, ETA), drawn only when stderr is a terminal so logs
// and pipes stay clean. Redraws at most ten times a second.
#pragma once

#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <mutex>
#include <string>

namespace dg::cli {

// "12.5/s", "3.2/min", "0.8/h": a rate with the unit that keeps it readable, so a slow run never
// shows "0/s". Pre: rate > 0.
inline std::string format_rate(double per_second) {
  char buf[32];
  if (per_second >= 100)
    std::snprintf(buf, sizeof buf, "%.0f/s", per_second);
  else if (per_second >= 1)
    std::snprintf(buf, sizeof buf, "%.1f/s", per_second);
  else if (per_second * 60 >= 1)
    std::snprintf(buf, sizeof buf, "%.1f/min", per_second * 60);
  else
    std::snprintf(buf, sizeof buf, "%.2f/h", per_second * 3600);
  return buf;
}

// "<1s", "45s", "12m05s", "3h20m" (an ETA of "0s" would read as "done").
inline std::string format_duration(double seconds) {
  if (seconds < 0.5) return "<1s";
  const long long s = static_cast<long long>(seconds + 0.5);
  char buf[32];
  if (s < 60)
    std::snprintf(buf, sizeof buf, "%llds", s);
  else if (s < 3600)
    std::snprintf(buf, sizeof buf, "%lldm%02llds", s / 60, s % 60);
  else
    std::snprintf(buf, sizeof buf, "%lldh%02lldm", s / 3600, s % 3600 / 60);
  return buf;
}

// The text of the line after `secs` seconds with `done` of `total` finished. The rate and ETA
// appear only once they mean something: after the first second and the first finished item
// (before that a rate is noise, or zero for a run whose items each take seconds).
inline std::string progress_text(const std::string& what, long long done, long long total,
                                 double secs) {
  std::string line = what + " " + std::to_string(done) + "/" + std::to_string(total);
  if (secs < 1 || done <= 0) return line;
  const double rate = static_cast<double>(done) / secs;
  line += "  " + format_rate(rate);
  if (done < total) line += "  ETA " + format_duration(static_cast<double>(total - done) / rate);
  return line;
}

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
    // Padded so a shorter line wipes the end of the longer one it overwrites.
    std::fprintf(stderr, "\r%-60s", progress_text(what_, done, total_, secs).c_str());
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
