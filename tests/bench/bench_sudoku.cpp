// Sudoku speed and grades, one core: for 4x4, 6x6 and 9x9 boards made by removal (seeded,
// minimal, unique), the two counters' uniqueness checks (limit 2) per puzzle and per second, the
// canonical key, and the grader's time, tier distribution and score range per tier.
//   build/tests/bench/bench_sudoku [boards per size, default 300]
#include <cstdlib>
#include <map>

#include "bench_util.hpp"
#include "grader/sudoku/difficulty.hpp"
#include "grader/sudoku/grader.hpp"
#include "solver/sudoku/canonical.hpp"
#include "solver/sudoku/counter.hpp"
#include "tests/unit/sudoku/boards.hpp"

namespace sudoku = dg::sudoku;

int main(int argc, char** argv) {
  const int boards = argc > 1 ? std::atoi(argv[1]) : 300;
  dg::bench::print_banner("bench_sudoku: counters, canonical key, grader on boards by removal");
  for (auto [br, bc] : {std::pair{2, 2}, std::pair{2, 3}, std::pair{3, 3}}) {
    std::vector<sudoku::Puzzle> puzzles;
    for (int i = 0; i < boards; ++i) {
      dg::Rng rng(dg::derive_seed(20261122, static_cast<std::uint64_t>(i)));
      puzzles.push_back(dg::test::board_by_removal(rng, br, bc));
    }
    const std::string shape = std::to_string(br * bc) + "x" + std::to_string(br * bc);
    // Warm-up, checking the counters agree.
    for (const auto& p : puzzles)
      if (sudoku::count_solutions(p, 2).count != 1 || sudoku::count_solutions_dlx(p, 2).count != 1)
        std::printf("MISMATCH on a %s board\n", shape.c_str());
    std::vector<double> bits, dlx, key, grade;
    std::map<std::string, std::pair<int, std::pair<double, double>>> tiers;
    int volatile sink = 0;
    for (const auto& p : puzzles) {
      bits.push_back(
          dg::bench::time_us([&] { sink = sink + sudoku::count_solutions(p, 2).count; }));
      dlx.push_back(
          dg::bench::time_us([&] { sink = sink + sudoku::count_solutions_dlx(p, 2).count; }));
      key.push_back(dg::bench::time_us(
          [&] { sink = sink + static_cast<int>(sudoku::canonical_key(p).size()); }));
      dg::ScoredGrade g;
      grade.push_back(dg::bench::time_us([&] { g = sudoku::grade_and_score(p); }));
      auto& t = tiers[g.grade.tier];
      const double score = g.difficulty ? g.difficulty->score : 0;
      if (t.first == 0) t.second = {score, score};
      ++t.first;
      t.second.first = std::min(t.second.first, score);
      t.second.second = std::max(t.second.second, score);
    }
    const auto sb = dg::bench::summarize(bits), sd = dg::bench::summarize(dlx);
    dg::bench::print_summary(shape + " count bits (limit 2)", sb);
    dg::bench::print_summary(shape + " count dlx (limit 2)", sd);
    std::printf("%s puzzles/s: bits %.0f, dlx %.0f (by mean)\n", shape.c_str(), 1e6 / sb.mean,
                1e6 / sd.mean);
    dg::bench::print_summary(shape + " canonical key", dg::bench::summarize(key));
    dg::bench::print_summary(shape + " grade and score", dg::bench::summarize(grade));
    for (const auto& [tier, t] : tiers)
      std::printf("  %-18s %5d boards, score %.2f .. %.2f\n", tier.c_str(), t.first, t.second.first,
                  t.second.second);
  }
  return 0;
}
