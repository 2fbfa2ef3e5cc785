// Zip golden corpus: every record of corpus/zip/*.jsonl parses, and the DFS, CP, frontier and (up
// to 20 cells) brute-force counters all give the recorded count (capped at 2); solutions check out.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>

#include "solver/zip/counter.hpp"

namespace zip = dg::zip;

TEST_CASE("zip corpus counts", "[zip][corpus]") {
  const std::filesystem::path dir = std::filesystem::path(DG_SOURCE_DIR) / "corpus" / "zip";
  int records = 0;
  for (const auto& file : std::filesystem::directory_iterator(dir)) {
    if (file.path().extension() != ".jsonl") continue;
    std::ifstream in(file.path());
    std::string line;
    while (std::getline(in, line)) {
      if (line.empty()) continue;
      const auto record = nlohmann::json::parse(line);
      const std::string id = record.at("id").get<std::string>();
      INFO(id);
      auto p = zip::from_json(record.at("puzzle"));
      REQUIRE(p);
      const int want = record.at("solutions").get<int>();
      const zip::Count dfs = zip::count_solutions(*p, 2);
      const zip::Count cp = zip::count_solutions_cp(*p, 2);
      const zip::Count frontier = zip::count_solutions_frontier(*p, 2);
      CHECK(dfs.complete);
      CHECK(frontier.complete);
      CHECK(frontier.count == want);
      CHECK(dfs.count == want);
      CHECK(cp.count == want);
      if (p->cells() <= 20) CHECK(zip::count_solutions_brute(*p, 2).count == want);
      for (const auto& s : dfs.solutions) CHECK(zip::check_solution(*p, s));
      for (const auto& s : cp.solutions) CHECK(zip::check_solution(*p, s));
      for (const auto& s : frontier.solutions) CHECK(zip::check_solution(*p, s));
      ++records;
    }
  }
  CHECK(records >= 10);
}
