// Sudoku generator golden output: fixed (params, seed) pairs give the puzzles recorded in
// tests/data/sudoku/generated.txt, so a change of output cannot pass without the file (and
// kGeneratorVersion) changing with it (STYLE.md 6: output is a pure function of params, seed and
// generator version).
#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>

#include "generator/sudoku/generator.hpp"
#include "solver/sudoku/sgt.hpp"

namespace sudoku = dg::sudoku;

TEST_CASE("sudoku generator gives the recorded puzzles for recorded seeds", "[sudoku][generator]") {
  std::ifstream in(std::string(DG_SOURCE_DIR) + "/tests/data/sudoku/generated.txt");
  REQUIRE(in);
  CHECK(sudoku::kGeneratorVersion == 1);  // the version the file records
  int cases = 0;
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream fields(line);
    std::string boxes, tier, symmetry, want;
    int minimal = 0;
    std::uint64_t seed = 0;
    REQUIRE(fields >> boxes >> tier >> symmetry >> minimal >> seed >> want);
    sudoku::Params p;
    REQUIRE(std::sscanf(boxes.c_str(), "%dx%d", &p.box_rows, &p.box_cols) == 2);
    p.tier = sudoku::parse_generate_tier(tier).value();
    p.symmetry = sudoku::parse_symmetry(symmetry).value();
    p.minimal = minimal != 0;
    auto g = sudoku::generate(p, seed);
    INFO(line);
    REQUIRE(g.ok());
    CHECK(sudoku::to_sgt(g->puzzle) == want);
    ++cases;
  }
  CHECK(cases == 6);
}
