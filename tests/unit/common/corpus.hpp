// Loading the golden corpus in tests: all entries of corpus/<game>/*.jsonl, in file order.
#pragma once

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "solver/common/document.hpp"

namespace dg::test {

inline std::vector<PuzzleEntry> load_corpus(const std::string& game) {
  namespace fs = std::filesystem;
  std::vector<fs::path> files;
  const fs::path dir = fs::path(DG_SOURCE_DIR) / "corpus" / game;
  if (fs::is_directory(dir))
    for (const auto& f : fs::directory_iterator(dir))
      if (f.path().extension() == ".jsonl") files.push_back(f.path());
  std::sort(files.begin(), files.end());
  std::vector<PuzzleEntry> out;
  for (const auto& f : files) {
    auto text = read_file_text(f.string());
    REQUIRE(text.ok());
    auto entries = read_document(*text);
    INFO("corpus file " << f);
    REQUIRE(entries.ok());
    for (auto& e : *entries) out.push_back(std::move(e));
  }
  return out;
}

}  // namespace dg::test
