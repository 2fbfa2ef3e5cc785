// Tango's general boards (the seed paper's odd sides, rectangles and per-line counts) through the
// grader and the generator: every rule step replayed against a known solution (a step that sets
// a cell to the other value fails), solved => unique and contradiction => no solution by the
// exact counter, the generator's closure equal to the engine at every cap, the explanation's
// count words, the canonical key under the board's symmetries, and generated puzzles (seeded,
// any --jobs, unique by two counters, the exact tier, the variant and the counts asked for).
#include <catch2/catch.hpp>

#include <algorithm>
#include <set>

#include "generator/tango/general_board.hpp"
#include "generator/tango/generator.hpp"
#include "grader/tango/closure.hpp"
#include "grader/tango/grader.hpp"
#include "grader/tango/rules.hpp"
#include "solver/tango/canonical.hpp"
#include "solver/tango/counter.hpp"
#include "solver/tango/variant.hpp"

#include "tests/unit/tango/board_checks.hpp"

namespace tango = dg::tango;

namespace {

// Board shapes: rows, cols, per-line counts.
struct Shape {
  int rows, cols;
  bool counts;
};
constexpr Shape kShapes[] = {{5, 5, false}, {7, 7, false}, {5, 7, false}, {4, 6, false},
                             {6, 8, false}, {3, 9, false}, {6, 6, true},  {5, 6, true},
                             {7, 4, true},  {5, 5, true}};

// A random full board of `s` and the shape with its counts (exact ones for a counts board).
std::pair<tango::Puzzle, tango::Solution> board(const Shape& s, dg::Rng& rng) {
  tango::Params params;
  params.n = s.rows;
  params.cols = s.rows == s.cols ? 0 : s.cols;
  params.counts = s.counts;
  const tango::CluePool pool = tango::general_pool(params, rng);
  tango::Puzzle shape = pool.shape;
  shape.cells.assign(static_cast<std::size_t>(s.rows * s.cols), -1);
  return {shape, pool.solution};
}

// `shape` with each cell of `sol` given with probability given% and each true neighbour sign with
// probability sign%.
tango::Puzzle cut(tango::Puzzle shape, const tango::Solution& sol, int given, int sign,
                  dg::Rng& rng) {
  const int rows = shape.rows(), cols = shape.width();
  auto v = [&](int r, int c) {
    return sol[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)] - '0';
  };
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c)
      shape.cells[static_cast<std::size_t>(r * cols + c)] =
          static_cast<std::int8_t>(rng.chance(given, 100) ? v(r, c) : -1);
  for (int r = 0; r < rows; ++r)  // (row, col) order: the sorted normal form
    for (int c = 0; c < cols; ++c)
      for (dg::Cell b : {dg::Cell{r, c + 1}, dg::Cell{r + 1, c}}) {
        if (b.row >= rows || b.col >= cols || !rng.chance(sign, 100)) continue;
        (v(r, c) == v(b.row, b.col) ? shape.equal : shape.opposite)
            .push_back(dg::CellPair{{r, c}, b});
      }
  std::sort(shape.equal.begin(), shape.equal.end());
  std::sort(shape.opposite.begin(), shape.opposite.end());
  return shape;
}

int value_at(const tango::Solution& s, int r, int c) {
  return s[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)] - '0';
}

// Checks, after every rule step the engine takes, that each known cell holds the solution's value.
class Replay final : public dg::StepObserver<tango::Grid> {
 public:
  explicit Replay(const tango::Solution& sol) : sol_(sol) {}
  void before_step(const tango::Grid&) override {}
  void after_step(std::size_t rule, dg::Step, const tango::Grid& g) override {
    for (int r = 0; r < g.n; ++r)
      for (int c = 0; c < g.cols; ++c)
        if (g.at(r, c) >= 0 && g.at(r, c) != value_at(sol_, r, c)) {
          ++wrong;
          last_rule = std::string(tango::rule_table()[rule].id);
        }
    ++steps;
  }
  int steps = 0, wrong = 0;
  std::string last_rule;

 private:
  const tango::Solution& sol_;
};

}  // namespace

TEST_CASE("general boards: every rule step holds in the solution", "[tango][grader][general]") {
  dg::Rng rng(29);
  int puzzles = 0, steps = 0;
  std::set<std::string> fired;
  for (int i = 0; i < 400; ++i) {
    const Shape& s = kShapes[static_cast<std::size_t>(i) % std::size(kShapes)];
    const auto [shape, sol] = board(s, rng);
    REQUIRE(!sol.empty());
    REQUIRE(tango::check_solution(shape, sol).ok());
    const tango::Puzzle p =
        cut(shape, sol, static_cast<int>(rng.below(40)), static_cast<int>(rng.below(40)), rng);
    Replay replay(sol);
    dg::Trace trace;
    const dg::Grade g = tango::grade_observed(p, -1, &trace, &replay);
    INFO(tango::to_text(p));
    CHECK(replay.wrong == 0);
    INFO(replay.last_rule);
    CHECK(g.status != dg::Status::contradiction);
    for (const auto& [id, hits] : g.hits) fired.insert(id);
    // The closure the generator uses agrees with the solution too.
    tango::Grid grid = tango::make_grid(p);
    CHECK(tango::close_grid(grid, -1) == g.status);
    for (int r = 0; r < grid.n; ++r)
      for (int c = 0; c < grid.cols; ++c)
        if (grid.at(r, c) >= 0) CHECK(grid.at(r, c) == value_at(sol, r, c));
    steps += replay.steps;
    ++puzzles;
  }
  CHECK(puzzles == 400);
  CHECK(steps > 2000);
  // The counting rules all fire on these boards (they are the ones the ranges change).
  for (const char* id : {"line_full", "opposite_balance", "equal_pair_balance", "near_complete",
                         "line_completion", "cross_line", "contradiction"}) {
    INFO(id);
    CHECK(fired.count(id) == 1);
  }
}

TEST_CASE("general boards: the grader agrees with the exact counter at every cap",
          "[tango][grader][general]") {
  dg::Rng rng(30);
  int solved = 0, contradictions = 0;
  for (int i = 0; i < 600; ++i) {
    const Shape& s = kShapes[static_cast<std::size_t>(i) % std::size(kShapes)];
    const auto [shape, sol] = board(s, rng);
    REQUIRE(!sol.empty());
    tango::Puzzle p =
        cut(shape, sol, static_cast<int>(rng.below(50)), static_cast<int>(rng.below(50)), rng);
    if (rng.chance(1, 4) && !p.equal.empty())  // a false sign: often no solution
      dg::test::make_a_sign_false(p);
    dg::test::check_grade_against_count(p, solved, contradictions);
  }
  CHECK(solved > 60);
  CHECK(contradictions > 20);
}

TEST_CASE("general boards: line rules count against the line's own range",
          "[tango][grader][general]") {
  // A 5-cell line holds 2 or 3 suns: three suns fill it, two do not.
  tango::LineView v = tango::with_balance(5, {});
  v.known = 0b00111 & 0b10101;  // cells 0, 2 known suns
  v.sun = v.known;
  CHECK(tango::deduce_line_full(5, v).any() == false);
  v.known |= 1u << 4;
  v.sun |= 1u << 4;  // three suns: the rest are moons
  CHECK(tango::deduce_line_full(5, v).zeros == 0b01010);
  // A line of 6 that must hold 4 suns: two known moons make the rest suns.
  tango::LineView w;
  w.lo = w.hi = 4;
  w.known = 0b000011;
  CHECK(tango::deduce_line_full(6, w).ones == 0b111100);
  // More suns than the range allows is a clash.
  w.known = w.sun = 0b011011;
  CHECK(tango::line_breaks_rules(6, w) == false);
  w.hi = 3;
  CHECK(tango::line_breaks_rules(6, w));
}

TEST_CASE("general boards: the explanation names each line's count",
          "[tango][grader][general][explain]") {
  auto p = tango::from_json(nlohmann::json::parse(
      R"({"game":"tango","rows":3,"cols":5,"cells":["11.0.","0....","....."],
          "row_ones":[[3,4],2,2],"col_ones":[2,1,2,1,1]})"));
  REQUIRE(p.ok());
  dg::Trace trace;
  tango::grade(*p, -1, &trace);
  std::string all;
  for (const auto& step : trace.steps) all += step.text + "\n";
  INFO(all);
  CHECK(all.find("in column B, which needs 1 sun, B2") != std::string::npos);
  tango::Grid g = tango::make_grid(*p);
  CHECK(tango::line_needs(g, 0) == "row 1 needs 3 or 4 suns");
  CHECK(tango::line_needs(g, 4) == "column B needs 1 sun");
}

TEST_CASE("general boards: the canonical key is the same under the board's symmetries",
          "[tango][canonical][general]") {
  auto p = tango::from_json(nlohmann::json::parse(
      R"({"game":"tango","rows":3,"cols":5,"cells":["1...0","..0..","....."],
          "row_ones":[3,2,2],"col_ones":[2,1,1,2,1],"equal":[[[2,0],[2,1]]]})"));
  REQUIRE(p.ok());
  // Turned 180 degrees, suns and moons swapped (counts become len - count).
  auto q = tango::from_json(nlohmann::json::parse(
      R"({"game":"tango","rows":3,"cols":5,"cells":[".....","..1..","1...0"],
          "row_ones":[3,3,2],"col_ones":[2,1,2,2,1],"equal":[[[0,3],[0,4]]]})"));
  REQUIRE(q.ok());
  CHECK(tango::canonical_key(*p) == tango::canonical_key(*q));
  // A different count is a different board.
  auto r = *p;
  r.row_ones[0] = {2, 2};
  CHECK(tango::canonical_key(r) != tango::canonical_key(*p));
  // An odd square turned a quarter: the same key.
  auto a = tango::from_json(
      nlohmann::json::parse(R"({"game":"tango","size":3,"cells":["1..","...","..0"]})"));
  auto b = tango::from_json(
      nlohmann::json::parse(R"({"game":"tango","size":3,"cells":["..1","...","0.."]})"));
  REQUIRE(a.ok());
  REQUIRE(b.ok());
  CHECK(tango::canonical_key(*a) == tango::canonical_key(*b));
}

TEST_CASE("general boards: the generator makes unique puzzles of the board, tier and variant asked",
          "[tango][generator][general]") {
  struct Ask {
    Shape shape;
    int tier;
    const char* variant;
  };
  const Ask asks[] = {{{7, 7, false}, tango::kAnyTier, "odd"},
                      {{5, 5, false}, tango::kSigns, "odd"},
                      {{6, 8, false}, tango::kLine, "rect"},
                      {{5, 7, false}, tango::kCrossLine, "rect+odd"},
                      {{6, 6, true}, tango::kNearComplete, "counts"},
                      {{5, 6, true}, tango::kAnyTier, "rect+odd+counts"},
                      {{7, 7, false}, tango::kContradiction, "odd"}};
  for (const Ask& ask : asks) {
    tango::Params p;
    p.n = ask.shape.rows;
    p.cols = ask.shape.rows == ask.shape.cols ? 0 : ask.shape.cols;
    p.counts = ask.shape.counts;
    p.tier = ask.tier;
    INFO(ask.variant << " tier " << ask.tier);
    REQUIRE(tango::validate(p).ok());
    auto one = tango::generate_batch(p, 17, 4, 1);
    auto two = tango::generate_batch(p, 17, 4, 2);
    REQUIRE(one.ok());
    REQUIRE(two.ok());
    std::set<std::string> keys;
    for (std::size_t i = 0; i < one->size(); ++i) {
      const auto& g = (*one)[i];
      CHECK(tango::to_json(g.puzzle) == tango::to_json((*two)[i].puzzle));
      CHECK(tango::variant(g.puzzle) == ask.variant);
      CHECK(g.puzzle.rows() == ask.shape.rows);
      CHECK(g.puzzle.width() == ask.shape.cols);
      CHECK(tango::count_solutions(g.puzzle, 2).count == 1);
      CHECK(tango::count_solutions_cp(g.puzzle, 2).count == 1);
      CHECK(tango::check_solution(g.puzzle, g.solution).ok());
      CHECK(g.grade.status == dg::Status::solved);
      if (ask.tier >= 0) CHECK(g.grade.max_tier == ask.tier);
      if (ask.shape.counts) {
        // Each line's count is exact and the solution's.
        REQUIRE(g.puzzle.row_ones.size() == static_cast<std::size_t>(ask.shape.rows));
        for (int r = 0; r < ask.shape.rows; ++r) {
          const auto& row = g.solution[static_cast<std::size_t>(r)];
          const int suns = static_cast<int>(std::count(row.begin(), row.end(), '1'));
          CHECK(g.puzzle.row_ones[static_cast<std::size_t>(r)] == tango::OnesRange{suns, suns});
        }
      }
      keys.insert(tango::canonical_key(g.puzzle));
    }
    CHECK(keys.size() == one->size());
  }
}

TEST_CASE("general boards: generator requests that cannot be met are refused",
          "[tango][generator][general]") {
  tango::Params p;
  p.n = 2;
  CHECK_FALSE(tango::validate(p).ok());
  p.n = 15;
  CHECK_FALSE(tango::validate(p).ok());
  p.n = 5;
  p.cols = 16;
  CHECK_FALSE(tango::validate(p).ok());
  p.cols = 6;
  p.givens = {0, 0};
  CHECK_FALSE(tango::validate(p).ok());  // the swap is a second solution
  p.counts = true;
  CHECK(tango::validate(p).ok());  // unless counts break it
}
