// Every record of corpus/tango/*.jsonl: the DFS and CP counters (and brute force for n <= 6) must
// prove the recorded count (capped at 2), and their solutions must pass check_solution.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>

#include "solver/tango/counter.hpp"

TEST_CASE("tango corpus records have the recorded solution count", "[tango][corpus]") {
  namespace fs = std::filesystem;
  const fs::path dir = fs::path(DG_SOURCE_DIR) / "corpus" / "tango";
  int records = 0;
  for (const auto& entry : fs::directory_iterator(dir)) {
    if (entry.path().extension() != ".jsonl") continue;
    std::ifstream in(entry.path());
    std::string line;
    while (std::getline(in, line)) {
      if (line.empty()) continue;
      const auto record = nlohmann::json::parse(line);
      INFO(entry.path().filename().string() << ": " << record.value("id", "?"));
      auto p = dg::tango::from_json(record.at("puzzle"));
      REQUIRE(p.ok());
      const int want = record.at("solutions").get<int>();
      const auto dfs = dg::tango::count_solutions(*p, 2);
      const auto cp = dg::tango::count_solutions_cp(*p, 2);
      CHECK(dfs.count == want);
      CHECK(cp.count == want);
      for (const auto& s : dfs.solutions) CHECK(dg::tango::check_solution(*p, s).ok());
      for (const auto& s : cp.solutions) CHECK(dg::tango::check_solution(*p, s).ok());
      if (p->n <= 6) CHECK(dg::tango::count_solutions_brute(*p, 2).count == want);
      ++records;
    }
  }
  CHECK(records >= 10);
}
