// FILE argument handling shared by the commands.
#include "cli/input.hpp"

#include <filesystem>
#include <iostream>
#include <stdexcept>

#include "cli/command.hpp"

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

void report_entry_error(const PuzzleEntry& entry) {
  std::cerr << "dailygrid: " << entry.id << ": " << entry.error << "\n";
}

void report_warnings(const PuzzleEntry& entry) {
  for (const auto& w : entry.puzzle->warnings())
    std::cerr << "dailygrid: warning: " << entry.id << ": " << w << "\n";
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
