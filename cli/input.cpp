// FILE argument handling shared by the commands.
#include "cli/input.hpp"

#include <filesystem>
#include <iostream>

#include "cli/command.hpp"

namespace dg::cli {

std::vector<PuzzleEntry> read_entries(const std::string& path) {
  if (path != "-" && std::filesystem::is_directory(path))
    throw UsageError(path + " is a directory, expected a puzzle file");
  auto text = read_file_text(path);
  if (!text) throw UsageError(text.error());
  auto entries = read_document(*text);
  if (!entries) throw UsageError((path == "-" ? std::string("stdin") : path) + ": " + entries.error());
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
