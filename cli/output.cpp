// Command output to stdout or a file (see output.hpp).
#include "cli/output.hpp"

#include <iostream>
#include <stdexcept>

#include "cli/command.hpp"
#include "solver/common/atomic_file.hpp"

namespace dg::cli {

void write_output(const std::string& path, std::string_view text) {
  if (path.empty() || path == "-") {
    std::cout << text << std::flush;
    if (!std::cout) throw std::runtime_error("cannot write to stdout");
    return;
  }
  // Through a temporary renamed into place: a failed write leaves the old file whole.
  if (auto done = replace_file(path, text); !done) throw std::runtime_error(done.error());
}

void check_output(const std::string& path) {
  if (path.empty() || path == "-") return;
  if (auto ok = check_replaceable(path); !ok) throw std::runtime_error(ok.error());
}

namespace {

constexpr std::size_t kBlock = 1 << 20;

bool is_stdout(const std::string& path) {
  return path.empty() || path == "-";
}

}  // namespace

OutputStream::OutputStream(const std::string& path) {
  if (is_stdout(path)) return;
  auto file = FileReplacement::open(path);
  if (!file) throw std::runtime_error(file.error());
  file_.emplace(std::move(file).value());
  pending_.reserve(kBlock);
}

void OutputStream::write(std::string_view text) {
  pending_ += text;
  if (pending_.size() >= kBlock) flush();
}

void OutputStream::flush() {
  if (file_) {
    if (auto ok = file_->write(pending_); !ok) throw std::runtime_error(ok.error());
  } else {
    std::cout << pending_;
    if (!std::cout) throw std::runtime_error("cannot write to stdout");
  }
  pending_.clear();
}

void OutputStream::finish() {
  flush();
  if (file_) {
    if (auto ok = file_->commit(); !ok) throw std::runtime_error(ok.error());
  } else {
    std::cout << std::flush;
    if (!std::cout) throw std::runtime_error("cannot write to stdout");
  }
}

bool json_lines_output(const std::string& path, const std::string& format) {
  if (format == "jsonl") return true;
  if (format == "json") return false;
  if (!format.empty()) throw UsageError("--format: expected json or jsonl, got '" + format + "'");
  return path.ends_with(".jsonl");
}

}  // namespace dg::cli
