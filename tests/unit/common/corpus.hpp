// Loading puzzle files in tests: one fixture file, or all entries of the golden corpus
// (corpus/<game>/*.jsonl) in file order.
#pragma once

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "solver/common/document.hpp"

namespace dg::test {

// The entries of the file at `path` (relative to the source tree), read as a document.
inline std::vector<PuzzleEntry> load_entries(const std::string& path) {
  auto text = read_file_text((std::filesystem::path(DG_SOURCE_DIR) / path).string());
  INFO("fixture file " << path);
  REQUIRE(text.ok());
  auto entries = read_document(*text);
  REQUIRE(entries.ok());
  return std::move(entries).value();
}

inline std::vector<PuzzleEntry> load_corpus(const std::string& game) {
  namespace fs = std::filesystem;
  std::vector<fs::path> files;
  const fs::path dir = fs::path(DG_SOURCE_DIR) / "corpus" / game;
  if (fs::is_directory(dir))
    for (const auto& f : fs::directory_iterator(dir))
      if (f.path().extension() == ".jsonl") files.push_back(f.path());
  std::sort(files.begin(), files.end());
  std::vector<PuzzleEntry> out;
  for (const auto& f : files)
    for (auto& e : load_entries(fs::relative(f, DG_SOURCE_DIR).string()))
      out.push_back(std::move(e));
  return out;
}

}  // namespace dg::test
