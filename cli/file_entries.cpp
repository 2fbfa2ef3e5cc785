// Reading a puzzle file's entries as a stream (see file_entries.hpp).
#include "cli/file_entries.hpp"

#include <iterator>
#include <utility>

#include "cli/command.hpp"

namespace dg::cli {

FileEntries::FileEntries(const std::string& path, std::size_t window)
    : file_(path), window_(window) {
  std::istream& in = file_.from_start();
  DocumentStream probe(in, true);
  if (!probe.starts_as_json()) {
    std::istream& all = file_.from_start();
    std::string text{std::istreambuf_iterator<char>(all), std::istreambuf_iterator<char>()};
    auto entries = read_document(text);
    if (!entries) throw UsageError(file_.name() + ": " + entries.error());
    whole_ = std::move(entries).value();
    count_ = whole_.size();
    return;
  }
  for (;;) {
    auto e = probe.next();
    if (!e) throw UsageError(file_.name() + ": " + e.error());
    if (!*e) break;
    ++count_;
  }
  if (count_ == 0) throw UsageError(file_.name() + ": no puzzle found in the input");
  stream_.emplace(file_.from_start());
  stream_->use_late_games(probe.late_games());
}

std::optional<PuzzleEntry> FileEntries::next() {
  if (!stream_) {
    if (at_ == whole_.size()) return std::nullopt;
    return std::move(whole_[at_++]);
  }
  auto e = stream_->next();
  // The document passed the check; a file changed since then stops here.
  if (!e) throw UsageError(file_.name() + ": " + e.error());
  return std::move(e).value();
}

void FileEntries::next_window(std::vector<const PuzzleEntry*>& window) {
  held_.clear();
  while (held_.size() < window_) {
    auto e = next();
    if (!e) break;
    held_.push_back(std::move(*e));
  }
  for (const PuzzleEntry& e : held_) window.push_back(&e);
}

}  // namespace dg::cli
