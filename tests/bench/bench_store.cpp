// Benchmark: store insert rate (generated puzzles per second through store_generated, grading
// included and excluded) for 100,000 Tango 6x6 puzzles, and the time of `stats` over them.
// Issue 6: "insert rate (puzzles/s) for 100,000 generated puzzles, and the time of stats".
#include <cstdio>
#include <filesystem>

#include "db/generated.hpp"
#include "db/stats.hpp"
#include "generator/tango/json_entry.hpp"
#include "tests/bench/bench_util.hpp"

using namespace dg;

int main(int argc, char** argv) {
  const std::size_t total = argc > 1 ? std::stoul(argv[1]) : 100'000;
  bench::print_banner("store: insert rate and stats time");
  const std::string path = (std::filesystem::temp_directory_path() / "dg_bench_store.db").string();
  for (const char* s : {"", "-wal", "-shm"}) std::filesystem::remove(path + s);
  std::vector<nlohmann::json> puzzles;
  const double gen_us = bench::time_us([&] {
    auto made = tango::generate_json({{"size", 6}, {"tier", "any"}}, 7, total, 0);
    if (!made) {
      std::printf("generation failed: %s\n", made.error().c_str());
      std::exit(1);
    }
    puzzles = std::move(*made);
  });
  std::printf("generated %zu tango 6x6 puzzles in %.1f s (%.0f/s, not part of the insert rate)\n",
              puzzles.size(), gen_us / 1e6, static_cast<double>(puzzles.size()) / (gen_us / 1e6));
  db::Store store(path);
  const db::GeneratorInfo info{"tango", "1", R"({"size":6,"tier":"any"})"};
  constexpr std::size_t kBatch = 1000;
  int added = 0;
  const double insert_us = bench::time_us([&] {
    for (std::size_t i = 0; i < puzzles.size(); i += kBatch) {
      std::vector<nlohmann::json> chunk(puzzles.begin() + static_cast<long>(i),
                                        puzzles.begin() + static_cast<long>(std::min(puzzles.size(), i + kBatch)));
      added += db::store_generated(store, chunk, info, std::nullopt).added;
    }
  });
  std::printf("inserted %d puzzles (parse + canonical key + grade + insert) in %.2f s: %.0f puzzles/s\n",
              added, insert_us / 1e6, added / (insert_us / 1e6));
  const double stats_us = bench::time_us([&] { (void)db::compute_stats(store, db::StatsFilter{}); });
  std::printf("stats over %d puzzles: %.1f ms\n", added, stats_us / 1e3);
  db::StatsFilter by_tier;
  by_tier.tier = "signs";
  const double filtered_us = bench::time_us([&] { (void)db::compute_stats(store, by_tier); });
  std::printf("stats tier=signs: %.1f ms\n", filtered_us / 1e3);
  std::printf("file size: %.1f MB\n", static_cast<double>(std::filesystem::file_size(path)) / 1e6);
  for (const char* s : {"", "-wal", "-shm"}) std::filesystem::remove(path + s);
  return 0;
}
