// Benchmark of the research note's Tango table (issue 29): seconds for each count by each method
// (profile = transfer matrix over rows, rows = the general row-by-row enumeration, classic = the
// production counter on classic boards, cp = the CP counter where it finishes in minutes), with
// the count each found, so a results file shows every count confirmed by two methods.
// Usage: bench_count_tango_table [all]  (without "all", the row counter skips the boards that take
// it more than a minute).
#include <chrono>
#include <cstdio>
#include <cstring>
#include <functional>
#include <string>
#include <vector>

#include "solver/tango/counter.hpp"
#include "tests/bench/bench_util.hpp"

namespace {

using dg::tango::Count;
using dg::tango::Puzzle;

struct Board {
  std::string name;
  int rows, cols;
  bool torus, diagonals, unique;
  int block_rows = 0, block_cols = 0;  // regions of blocks
  long long published;
  bool slow_for_rows = false;  // > 1 minute by the row counter
};

Puzzle make(const Board& b) {
  Puzzle p;
  p.n = b.rows;
  p.cols = b.cols;
  p.cells.assign(static_cast<std::size_t>(b.rows * b.cols), -1);
  p.torus = b.torus;
  p.diagonals = b.diagonals;
  p.unique_lines = b.unique;
  if (b.block_rows > 0)
    for (int r = 0; r < b.rows; ++r)
      for (int c = 0; c < b.cols; ++c)
        p.region.push_back((r / b.block_rows) * (b.cols / b.block_cols) + c / b.block_cols);
  return *dg::tango::make_puzzle(std::move(p));
}

using Counter = std::function<Count(const Puzzle&, int, dg::Budget)>;

void run(const Board& b, const char* method, const Counter& counter) {
  const Puzzle p = make(b);
  const auto t0 = std::chrono::steady_clock::now();
  const Count c = counter(p, 1 << 30, dg::Budget{.max_kept = 0});
  const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  std::printf("| %s | %s | %d | %s | %.2f |\n", b.name.c_str(), method, c.count,
              !c.complete              ? "budget"
              : c.count == b.published ? "="
                                       : "DIFFERS",
              s);
  std::fflush(stdout);
}

}  // namespace

int main(int argc, char** argv) {
  const bool all = argc > 1 && std::strcmp(argv[1], "all") == 0;
  dg::bench::print_banner("Tango table counts by method (seconds, one run each)");
  // name, rows, cols, torus, diagonals, unique, block rows, block cols, published, slow for rows
  const std::vector<Board> boards = {
      {"4x4 Tango", 4, 4, false, false, false, 0, 0, 90},
      {"4x4 Takuzu", 4, 4, false, false, true, 0, 0, 72},
      {"6x6 Tango", 6, 6, false, false, false, 0, 0, 11222},
      {"6x6 Takuzu", 6, 6, false, false, true, 0, 0, 4140},
      {"8x8 Tango", 8, 8, false, false, false, 0, 0, 12413918, true},
      {"8x8 Takuzu (A253316)", 8, 8, false, false, true, 0, 0, 4111116},
      {"8x8 torus Tango", 8, 8, true, false, false, 0, 0, 4067322},
      {"8x8 torus Takuzu", 8, 8, true, false, true, 0, 0, 1273904},
      {"6x6 torus Tango", 6, 6, true, false, false, 0, 0, 11222},
      {"6x6 torus Takuzu", 6, 6, true, false, true, 0, 0, 4140},
      {"4x4 diagonals Tango", 4, 4, false, true, false, 0, 0, 10},
      {"6x6 diagonals Tango", 6, 6, false, true, false, 0, 0, 4},
      {"8x8 diagonals Tango", 8, 8, false, true, false, 0, 0, 8},
      {"10x10 diagonals Tango", 10, 10, false, true, false, 0, 0, 4},
      {"10x10 diagonals Takuzu", 10, 10, false, true, true, 0, 0, 0},
      {"5x5 Tango", 5, 5, false, false, false, 0, 0, 17834},
      {"5x5 Takuzu", 5, 5, false, false, true, 0, 0, 8460},
      {"7x7 Tango", 7, 7, false, false, false, 0, 0, 57330048},
      {"7x7 Takuzu", 7, 7, false, false, true, 0, 0, 25653548},
      {"6x6 2x3 blocks Tango", 6, 6, false, false, false, 2, 3, 6236},
      {"6x6 2x3 blocks Takuzu", 6, 6, false, false, true, 2, 3, 2124},
      {"6x6 2x2 blocks Tango", 6, 6, false, false, false, 2, 2, 5264},
      {"6x6 2x2 blocks Takuzu", 6, 6, false, false, true, 2, 2, 1728},
  };
  std::printf("| board | method | count | vs table | seconds |\n|---|---|---|---|---|\n");
  for (const Board& b : boards) {
    run(b, "profile", dg::tango::count_solutions_profile);
    if (all || !b.slow_for_rows) run(b, "rows", dg::tango::count_solutions_rows);
    const Puzzle p = make(b);
    if (dg::tango::is_classic(p) && b.rows >= 8) run(b, "classic", dg::tango::count_solutions);
    // The CP counter: minutes from 7x7 up; the smaller boards and the near-empty diagonal ones.
    if (b.rows * b.cols <= 36 || b.diagonals) run(b, "cp", dg::tango::count_solutions_cp);
  }
}
