// The Queens generator's chess-piece boards (--attack, --pieces mixed, --no-lines; an experiment):
// every board unique by both general counters (count_general, and count_general_brute on 5x5),
// the planted placement its solution, the variant its options ask for, connected regions; the
// tier requested is the tier graded; the same batch at 1 and 2 jobs; JSON written and read back
// to the same board; bad option combinations refused with one line naming the problem.
#include <catch2/catch.hpp>

#include <algorithm>
#include <set>

#include "generator/queens/general_board.hpp"
#include "generator/queens/generator.hpp"
#include "generator/queens/json_entry.hpp"
#include "grader/queens/grader.hpp"
#include "solver/common/game.hpp"
#include "solver/queens/canonical.hpp"
#include "solver/queens/counter.hpp"
#include "solver/queens/variant.hpp"

using namespace dg;
using namespace dg::queens;

namespace {

Params general(int n, std::string attack, bool mixed, bool no_lines) {
  Params p;
  p.n = n;
  p.attack = std::move(attack);
  p.mixed_pieces = mixed;
  p.no_lines = no_lines;
  return p;
}

// Every piece with and without lines, and mixed pieces both ways.
std::vector<Params> requests(int n) {
  std::vector<Params> out;
  for (const char* piece : {"king", "knight", "bishop", "rook", "queen", "linkedin"})
    out.push_back(general(n, piece, false, false));
  for (const char* piece : {"rook", "queen", "linkedin"})
    out.push_back(general(n, piece, false, true));
  out.push_back(general(n, "", true, false));
  out.push_back(general(n, "", true, true));
  // On a torus (attacks wrap): a knight, and mixed pieces.
  out.push_back(general(n, "knight", false, false));
  out.back().torus = true;
  out.push_back(general(n, "", true, false));
  out.back().torus = true;
  return out;
}

// The variant the options ask for (make_puzzle folds a king, or a linkedin piece, with lines into
// LinkedIn's own touching rule, and a queen with lines into full diagonals).
std::string expected_variant(const Params& p) {
  if (p.torus) return p.mixed_pieces ? "torus+pieces" : "torus+attack";
  if (p.mixed_pieces) return p.no_lines ? "pieces+nolines" : "pieces";
  if (p.no_lines) return "attack+nolines";
  if (p.attack == "king" || p.attack == "linkedin") return "linkedin";
  if (p.attack == "queen") return "diagonals";
  return "attack";
}

// The cells of a generator's solution as the general counters list them (row * cols + col,
// increasing), whatever the board's model form.
std::vector<int> cell_indices(const Puzzle& p, const Solution& s) {
  std::vector<int> out;
  for (Cell c : queen_cells(p, s)) out.push_back(c.row * p.cols + c.col);
  std::sort(out.begin(), out.end());
  return out;
}

std::string dumps(const std::vector<GeneratedPuzzle>& batch) {
  std::string out;
  for (const auto& g : batch) out += generated_to_json(g).dump() + "\n";
  return out;
}

}  // namespace

TEST_CASE("queens general generator: unique by the general counters, as asked, read back",
          "[queens][general][generator]") {
  for (const Params& p : requests(5)) {
    INFO(describe(p));
    auto made = generate_batch(p, 7, 3, 0);
    REQUIRE(made);
    std::set<std::string> keys;
    for (const GeneratedPuzzle& g : *made) {
      INFO("seed " << g.seed << "\n" << to_text(g.puzzle));
      CHECK(variant(g.puzzle) == expected_variant(p));
      CHECK(warnings(g.puzzle).empty());  // every region 4-connected
      CHECK(region_count(g.puzzle) == p.n);
      CHECK(check_solution(g.puzzle, g.solution).ok());
      const Count fast = count_general(g.puzzle, 2);
      const Count brute = count_general_brute(g.puzzle, 2);
      REQUIRE(brute.complete);
      REQUIRE(fast.count == 1);
      REQUIRE(brute.count == 1);
      CHECK(fast.solutions[0] == cell_indices(g.puzzle, g.solution));
      CHECK(brute.solutions[0] == cell_indices(g.puzzle, g.solution));
      // The JSON the generator writes is read back (import) to the same board and solution.
      const nlohmann::json j = generated_to_json(g);
      auto back = from_json(j);
      REQUIRE(back);
      CHECK(*back == g.puzzle);
      auto solution = solution_from_json(*back, j.at("solution"));
      REQUIRE(solution);
      CHECK(*solution == g.solution);
      keys.insert(canonical_key(g.puzzle));
    }
    CHECK(keys.size() == made->size());
  }
}

TEST_CASE("queens general generator: larger boards are unique by the production counter",
          "[queens][general][generator]") {
  for (const Params& p : requests(7)) {
    INFO(describe(p));
    auto made = generate_batch(p, 11, 2, 0);
    REQUIRE(made);
    for (const GeneratedPuzzle& g : *made) {
      const Count fast = count_general(g.puzzle, 2);
      REQUIRE(fast.complete);
      REQUIRE(fast.count == 1);
      CHECK(fast.solutions[0] == cell_indices(g.puzzle, g.solution));
      CHECK(variant(g.puzzle) == expected_variant(p));
    }
  }
}

TEST_CASE("queens general generator: 1 job and 2 jobs give identical batches",
          "[queens][general][generator]") {
  for (const Params& p : {general(6, "knight", false, false), general(6, "", true, true),
                          general(7, "rook", false, true)}) {
    INFO(describe(p));
    auto one = generate_batch(p, 42, 6, 1);
    auto two = generate_batch(p, 42, 6, 2);
    REQUIRE(one);
    REQUIRE(two);
    CHECK(one->size() == 6);
    CHECK(dumps(*one) == dumps(*two));
    auto other = generate_batch(p, 43, 6, 2);
    REQUIRE(other);
    CHECK(dumps(*other) != dumps(*one));
  }
}

TEST_CASE("queens general generator: the tier asked for is the tier graded",
          "[queens][general][generator]") {
  struct Ask {
    Params p;
    int tier;
  };
  for (const Ask& ask :
       {Ask{general(6, "knight", false, false), 0}, Ask{general(7, "knight", false, false), 1},
        Ask{general(6, "", true, true), 0}, Ask{general(7, "queen", false, true), 1}}) {
    Params p = ask.p;
    p.tier = ask.tier;
    INFO(describe(p));
    auto made = generate_batch(p, 5, 2, 0);
    REQUIRE(made);
    for (const GeneratedPuzzle& g : *made) {
      REQUIRE(g.graded);
      CHECK(generate_tier_of(g.grade) == ask.tier);
      CHECK(generate_tier_of(grade(g.puzzle)) == ask.tier);  // graded again, the same
    }
  }
}

TEST_CASE("queens general generator: bad requests are refused with the reason",
          "[queens][general][generator]") {
  auto error_of = [](const nlohmann::json& j) {
    auto p = params_from_json(j);
    return p ? std::string() : p.error();
  };
  CHECK(error_of({{"size", 7}, {"attack", "pawn"}}).find("unknown --attack 'pawn'") !=
        std::string::npos);
  CHECK(error_of({{"size", 7}, {"attack", "offsets"}}).find("unknown --attack") !=
        std::string::npos);
  CHECK(error_of({{"size", 7}, {"attack", "knight"}, {"pieces", "mixed"}}).find("not both") !=
        std::string::npos);
  CHECK(error_of({{"size", 9}, {"attack", "knight"}, {"stars", 2}}).find("1-star") !=
        std::string::npos);
  CHECK(error_of({{"size", 7}, {"no_lines", true}, {"holes", "1..2"}}).find("1-star") !=
        std::string::npos);
  CHECK(error_of({{"size", 12}, {"attack", "rook"}}).find("5..10") != std::string::npos);
  CHECK(error_of({{"size", 7}, {"attack", "king"}, {"no_lines", true}}).find("not generated") !=
        std::string::npos);
  CHECK(error_of({{"size", 7}, {"pieces", "random"}}).find("\"mixed\"") != std::string::npos);
  CHECK(error_of({{"size", 7}, {"attack", "knight"}, {"tier", "shapes"}}).empty());
}

TEST_CASE("queens general generator: a stored board fits the slot that asks for its options",
          "[queens][general][generator]") {
  auto made = generate_batch(general(6, "knight", false, false), 1, 1, 1);
  REQUIRE(made);
  const nlohmann::json board = generated_to_json((*made)[0]);
  CHECK(fits_json({{"size", 6}, {"attack", "knight"}}, board, nullptr));
  CHECK_FALSE(fits_json({{"size", 6}, {"attack", "bishop"}}, board, nullptr));
  CHECK_FALSE(fits_json({{"size", 6}}, board, nullptr));
  CHECK_FALSE(fits_json({{"size", 6}, {"attack", "knight"}, {"no_lines", true}}, board, nullptr));
  auto queen = generate_batch(general(6, "queen", false, false), 1, 1, 1);
  REQUIRE(queen);
  CHECK(fits_json({{"size", 6}, {"attack", "queen"}}, generated_to_json((*queen)[0]), nullptr));
  CHECK_FALSE(fits_json({{"size", 6}}, generated_to_json((*queen)[0]), nullptr));
}
