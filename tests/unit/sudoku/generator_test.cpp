// Sudoku generator: the same seed gives the same puzzle (and a batch the same bytes on 1 and 4
// jobs, its puzzles distinct up to symmetries); every puzzle has one solution by both counters (and
// brute force on small boards); the tier is exactly the one asked (solved at it, not below);
// symmetric givens are symmetric; minimal puzzles lose uniqueness without any one given; givens
// ranges hold; full grids are valid for every box shape; impossible requests and give-ups are
// errors naming params and seed.
#include <catch2/catch.hpp>

#include <chrono>
#include <set>

#include "generator/common/deadline.hpp"
#include "generator/sudoku/full_grid.hpp"
#include "generator/sudoku/generator.hpp"
#include "generator/sudoku/json_entry.hpp"
#include "grader/sudoku/grader.hpp"
#include "solver/sudoku/canonical.hpp"
#include "solver/sudoku/counter.hpp"
#include "solver/sudoku/variant.hpp"

namespace sudoku = dg::sudoku;

namespace {

sudoku::Params params(int box_rows, int box_cols, int tier) {
  sudoku::Params p;
  p.box_rows = box_rows;
  p.box_cols = box_cols;
  p.tier = tier;
  return p;
}

std::string dump(const std::vector<sudoku::GeneratedPuzzle>& batch) {
  std::string s;
  for (const auto& g : batch) s += sudoku::generated_to_json(g).dump() + "\n";
  return s;
}

int givens_of(const sudoku::Puzzle& p) {
  int n = 0;
  for (auto d : p.givens) n += d != 0;
  return n;
}

// Unique by the generator's two counters without budgets, by brute force where it runs, and the
// solution it reports is the one.
void check_unique(const sudoku::GeneratedPuzzle& g) {
  INFO(sudoku::to_text(g.puzzle));
  const auto bits = sudoku::count_solutions(g.puzzle, 2);
  const auto dlx = sudoku::count_solutions_dlx(g.puzzle, 2);
  CHECK((bits.complete && bits.count == 1));
  CHECK((dlx.complete && dlx.count == 1));
  if (g.puzzle.n <= 6) CHECK(sudoku::count_solutions_brute(g.puzzle, 2).count == 1);
  CHECK(sudoku::check_solution(g.puzzle, g.solution).ok());
  REQUIRE(bits.solutions.size() == 1);
  CHECK(bits.solutions[0] == g.solution);
}

// Removing any one given leaves two or more solutions.
void check_minimal(const sudoku::Puzzle& p) {
  for (std::size_t k = 0; k < p.givens.size(); ++k) {
    if (p.givens[k] == 0) continue;
    sudoku::Puzzle q = p;
    q.givens[k] = 0;
    INFO(sudoku::to_text(p) << "given " << k);
    CHECK(sudoku::count_solutions(q, 2).count == 2);
  }
}

}  // namespace

TEST_CASE("sudoku generator is reproducible and independent of the job count",
          "[sudoku][generator]") {
  for (auto [br, bc, tier] :
       {std::tuple{2, 2, int{sudoku::kHiddenSingle}}, std::tuple{2, 3, int{sudoku::kNakedSingle}},
        std::tuple{3, 3, int{sudoku::kLockedCandidates}}}) {
    const sudoku::Params p = params(br, bc, tier);
    auto one = sudoku::generate_batch(p, 7, 6, 1);
    auto four = sudoku::generate_batch(p, 7, 6, 4);
    REQUIRE(one.ok());
    REQUIRE(four.ok());
    CHECK(dump(*one) == dump(*four));
    // Distinct up to Sudoku's symmetries (relabelling, row and column moves, transposition).
    std::set<std::string> keys;
    for (const auto& g : *one) keys.insert(sudoku::canonical_key(g.puzzle));
    CHECK(keys.size() == one->size());
    for (const auto& g : *one) {
      auto again = sudoku::generate(p, g.seed);
      REQUIRE(again.ok());
      CHECK(again->puzzle == g.puzzle);
      CHECK(again->solution == g.solution);
    }
    // Another batch seed gives other puzzles.
    auto other = sudoku::generate_batch(p, 8, 6, 1);
    REQUIRE(other.ok());
    CHECK(dump(*other) != dump(*one));
  }
}

TEST_CASE("sudoku generator gives unique puzzles of exactly the tier asked",
          "[sudoku][generator]") {
  // (shape, tier, how many): the tiers each shape reaches within tens of attempts; the rarer
  // ones (6x6 beyond locked candidates, 9x9 beyond the subsets) are the bench's.
  struct Case {
    int box_rows, box_cols, tier, count;
  };
  const int any = sudoku::kAnyTier, hidden = sudoku::kHiddenSingle, naked = sudoku::kNakedSingle,
            locked = sudoku::kLockedCandidates, subset = sudoku::kNakedSubset;
  const Case cases[] = {{2, 2, any, 8},   {2, 2, hidden, 8}, {2, 3, any, 6},   {2, 3, hidden, 6},
                        {2, 3, naked, 4}, {2, 3, locked, 2}, {3, 3, any, 4},   {3, 3, hidden, 4},
                        {3, 3, naked, 4}, {3, 3, locked, 4}, {3, 3, subset, 2}};
  for (const Case& c : cases) {
    const sudoku::Params p = params(c.box_rows, c.box_cols, c.tier);
    INFO(sudoku::describe(p));
    auto batch = sudoku::generate_batch(p, 11, static_cast<std::size_t>(c.count), 2);
    REQUIRE(batch.ok());
    for (const auto& g : *batch) {
      check_unique(g);
      if (c.tier == sudoku::kAnyTier) continue;
      CHECK(sudoku::generate_tier_of(g.grade) == c.tier);
      if (c.tier == sudoku::kSearchTierIndex) {
        CHECK(g.grade.tier == "search");
      } else {
        CHECK(g.grade.status == dg::Status::solved);
        CHECK(g.grade.tier == sudoku::tier_names()[static_cast<std::size_t>(c.tier)]);
        if (c.tier > 0) CHECK(sudoku::grade(g.puzzle, c.tier - 1).status != dg::Status::solved);
      }
    }
  }
}

TEST_CASE("sudoku generator: symmetric, minimal and givens options", "[sudoku][generator]") {
  for (auto [br, bc] : {std::pair{2, 2}, std::pair{2, 3}, std::pair{3, 3}}) {
    sudoku::Params p = params(br, bc, sudoku::kHiddenSingle);
    p.symmetry = sudoku::Symmetry::rotate180;
    auto sym = sudoku::generate_batch(p, 21, 4, 2);
    REQUIRE(sym.ok());
    for (const auto& g : *sym) {
      check_unique(g);
      const auto& v = g.puzzle.givens;
      for (std::size_t k = 0; k < v.size(); ++k) CHECK((v[k] == 0) == (v[v.size() - 1 - k] == 0));
    }
    for (int tier : {int{sudoku::kAnyTier}, int{sudoku::kHiddenSingle}}) {
      sudoku::Params m = params(br, bc, tier);
      m.minimal = true;
      m.symmetry = br == 3 ? sudoku::Symmetry::rotate180 : sudoku::Symmetry::none;
      auto minimal = sudoku::generate_batch(m, 22, 3, 2);
      REQUIRE(minimal.ok());
      for (const auto& g : *minimal) {
        check_unique(g);
        check_minimal(g.puzzle);
      }
    }
  }
  // A givens range: 9x9 easy puzzles with 30 to 34 givens (the dig alone ends near 25, so the
  // lower bound stops it).
  sudoku::Params r = params(3, 3, sudoku::kHiddenSingle);
  r.givens = {30, 34};
  auto ranged = sudoku::generate_batch(r, 23, 4, 2);
  REQUIRE(ranged.ok());
  for (const auto& g : *ranged) {
    check_unique(g);
    CHECK(r.givens.contains(givens_of(g.puzzle)));
  }
}

TEST_CASE("sudoku full grids are valid for every box shape", "[sudoku][generator]") {
  for (auto [br, bc] : {std::pair{2, 2}, std::pair{2, 3}, std::pair{3, 2}, std::pair{2, 4},
                        std::pair{3, 3}, std::pair{2, 5}, std::pair{3, 4}}) {
    dg::Rng rng(static_cast<std::uint64_t>(br * 100 + bc));
    for (int i = 0; i < 5; ++i) {
      const auto full = sudoku::random_full_grid(sudoku::geometry(br, bc), rng);
      REQUIRE(!full.empty());
      auto p = sudoku::make_puzzle(br, bc, full);
      REQUIRE(p.ok());
      CHECK(sudoku::check_solution(*p, full).ok());
    }
  }
  // And the larger shapes generate (tier any: the fastest request).
  for (auto [br, bc] : {std::pair{3, 2}, std::pair{2, 4}, std::pair{3, 4}}) {
    auto g = sudoku::generate(params(br, bc, sudoku::kAnyTier), 5);
    REQUIRE(g.ok());
    check_unique(*g);
  }
}

TEST_CASE("sudoku generator refuses impossible requests and names params and seed",
          "[sudoku][generator]") {
  sudoku::Params p;
  p.box_rows = 1;
  CHECK_FALSE(sudoku::validate(p).ok());
  p = {};
  p.givens = {10, 16};  // 9x9 needs 17
  CHECK_FALSE(sudoku::validate(p).ok());
  p.givens = {82, 90};
  CHECK_FALSE(sudoku::validate(p).ok());
  p = params(2, 2, sudoku::kContradiction);
  CHECK_FALSE(sudoku::validate(p).ok());
  CHECK_FALSE(sudoku::parse_generate_tier("hard").ok());
  CHECK(sudoku::parse_generate_tier("search").value() == sudoku::kSearchTierIndex);
  CHECK(sudoku::parse_generate_tier("fish").value() == sudoku::kFish);
  // Give-up: one attempt at a tier one 9x9 grid rarely meets.
  p = params(3, 3, sudoku::kWing);
  p.max_attempts = 1;
  bool failed = false;
  for (std::uint64_t seed = 100; seed < 110 && !failed; ++seed) {
    auto g = sudoku::generate(p, seed);
    if (g) continue;
    failed = true;
    CHECK(g.error().find("seed " + std::to_string(seed)) != std::string::npos);
    CHECK(g.error().find("tier wing") != std::string::npos);
    CHECK(g.error().find("9x9") != std::string::npos);
  }
  CHECK(failed);
  // A passed generation deadline stops the run before it tries.
  dg::set_generation_deadline(std::chrono::steady_clock::now() - std::chrono::seconds(1));
  auto late = sudoku::generate(params(3, 3, sudoku::kAnyTier), 1);
  dg::clear_generation_deadline();
  REQUIRE_FALSE(late.ok());
  CHECK(late.error().find("--max-seconds") != std::string::npos);
}

TEST_CASE("sudoku generator's JSON entry", "[sudoku][generator]") {
  auto p = sudoku::params_from_json(
      nlohmann::json::parse(R"({"size": 6, "tier": "naked_single", "symmetry": "rotate180",
                                "minimal": true, "givens": "8..20"})"));
  REQUIRE(p.ok());
  CHECK(p->box_rows == 2);
  CHECK(p->box_cols == 3);
  CHECK(p->tier == sudoku::kNakedSingle);
  CHECK(p->symmetry == sudoku::Symmetry::rotate180);
  CHECK(p->minimal);
  CHECK(p->givens == dg::IntRange{8, 20});
  auto tall = sudoku::params_from_json(nlohmann::json::parse(R"({"box": "3x2"})"));
  REQUIRE(tall.ok());
  CHECK(tall->box_rows == 3);
  CHECK_FALSE(sudoku::params_from_json(nlohmann::json::parse(R"({"size": 7})")).ok());
  CHECK_FALSE(sudoku::params_from_json(nlohmann::json::parse(R"({"size": 6, "box": "3x3"})")).ok());
  CHECK_FALSE(sudoku::params_from_json(nlohmann::json::parse(R"({"teir": "fish"})")).ok());
  CHECK_FALSE(sudoku::params_from_json(nlohmann::json::parse(R"({"symmetry": "spiral"})")).ok());

  const auto request = nlohmann::json::parse(R"({"size": 6, "tier": "hidden_single"})");
  auto made = sudoku::generate_json(request, 3, 2, 1);
  REQUIRE(made.ok());
  REQUIRE(made->size() == 2);
  for (const auto& j : *made) {
    CHECK(j["id"].get<std::string>().rfind("sudoku-6x6-", 0) == 0);
    CHECK(j["grade"]["max_tier"] == "hidden_single");
    CHECK(j.contains("solution"));
    CHECK(sudoku::fits_json(request, j, request));
    CHECK_FALSE(sudoku::fits_json(nlohmann::json::parse(R"({"size": 9})"), j, request));
    CHECK_FALSE(
        sudoku::fits_json(nlohmann::json::parse(R"({"size": 6, "minimal": true})"), j, request));
  }
}

TEST_CASE("sudoku generator's variant examples make their variants", "[sudoku][generator]") {
  for (const dg::VariantExample& e : sudoku::generator_variants()) {
    INFO(e.variant);
    auto made = sudoku::generate_json(nlohmann::json::parse(e.params), 1, 2, 1);
    REQUIRE(made.ok());
    REQUIRE(made->size() == 2);
    for (const auto& j : *made) {
      auto p = sudoku::from_json(j);
      REQUIRE(p.ok());
      CHECK(sudoku::variant(*p) == e.variant);
    }
  }
}
