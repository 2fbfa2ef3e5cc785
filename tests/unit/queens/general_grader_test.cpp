// The Queens grader on boards of the general system (issue 29): attack patterns, per-cell pieces,
// no lines, count ranges, overlapping extra units, torus with an attack. Every step of the trace
// is replayed against every solution the general counter lists (family_replay.hpp), a solved
// grade must be a board both general counters find unique, and the words name the pieces and the
// units. Max Chess Pieces stays refused.
#include <map>
#include <string>

#include <catch2/catch.hpp>

#include "grader/common/graders.hpp"
#include "grader/queens/family_rules.hpp"
#include "grader/queens/grader.hpp"
#include "solver/common/game.hpp"
#include "solver/queens/counter.hpp"
#include "tests/unit/queens/family_replay.hpp"
#include "tests/unit/queens/general_boards.hpp"
#include "tests/unit/queens/parse_board.hpp"

using namespace dg;
using namespace dg::queens;
using nlohmann::json;

namespace {

using test::parse;

std::string trace_text(const Trace& trace) {
  std::string out;
  for (const TraceStep& s : trace.steps) {
    out += s.text + "\n";
    for (const ChainItem& item : s.chain) out += "  " + item.words() + "\n";
  }
  return out;
}

struct Tally {
  int graded = 0, with_solutions = 0, solved = 0, stepped = 0;
};

}  // namespace

TEST_CASE("queens general grader: every step on boards of every option is sound",
          "[queens][general][grader]") {
  std::map<std::string, Tally> tallies;
  std::map<std::string, int> hits;
  for (std::uint64_t seed = 1; seed <= 700; ++seed)
    for (test::GeneralOption option : test::kGeneralOptions) {
      Rng rng(derive_seed(2929, seed * 16 + static_cast<std::uint64_t>(option)));
      const json j = test::random_general_json(rng, option);
      auto parsed = from_json(j);
      if (!parsed.ok() || !is_general(*parsed)) continue;  // invalid, or folded into the family
      const Puzzle& p = *parsed;
      const Count all = count_general(p, 100);
      if (!all.complete || all.count >= 100) continue;
      INFO(j.dump());
      test::Replay replay(p, all.solutions);
      Trace trace;
      const Grade g = grade_family(p, -1, &trace, &replay);
      INFO("solutions " << all.count << ", grade " << g.tier);
      INFO("first unsound rule: " << replay.first_unsound);
      REQUIRE(replay.unsound == 0);
      CHECK(static_cast<int>(trace.steps.size()) == g.steps);
      if (all.count > 0) {
        INFO("contradiction from " << replay.contradiction_rule);
        REQUIRE(g.status != Status::contradiction);
      }
      Tally& t = tallies[test::option_name(option)];
      ++t.graded;
      t.with_solutions += all.count > 0;
      t.stepped += g.steps > 0;
      if (g.status == Status::solved) {
        // Solved by forced steps: unique, by both counters, and the trace's stars are the answer.
        REQUIRE(all.count == 1);
        const Count brute = count_general_brute(p, 2);
        REQUIRE(brute.complete);
        REQUIRE(brute.count == 1);
        CHECK(replay.agree == test::cells_of(p, all.solutions[0]));
        ++t.solved;
      }
      // The public entry takes the same path (general boards are graded by the family table).
      CHECK(grade(p).status == g.status);
      for (const auto& [id, n] : replay.hits) hits[id] += n;
    }
  for (const auto& [name, t] : tallies) {
    INFO(name << ": graded " << t.graded << ", with solutions " << t.with_solutions << ", solved "
              << t.solved << ", with steps " << t.stepped);
    // Measured (700 seeds): 510-625 graded per option, 365-540 with solutions, 94-223 solved.
    CHECK(t.graded >= 400);
    CHECK(t.with_solutions >= 300);
    CHECK(t.solved >= 60);
    CHECK(t.stepped >= 400);
  }
  CHECK(tallies.size() == std::size(test::kGeneralOptions));

  // The rules that read counts and attack sets all take part on general boards.
  for (const char* id :
       {"star_kill", "unit_complete", "unit_fill", "unit_confined", "unit_attack_intersection",
        "unit_packing", "star_forces_contradiction", "star_forces_contradiction_shapes"}) {
    INFO(id);
    CHECK(hits[id] > 0);
  }
  CHECK(hits["hall_rows_in_regions"] + hits["hall_columns_in_regions"] +
            hits["hall_regions_in_rows"] + hits["hall_regions_in_columns"] >
        0);
}

TEST_CASE("queens general grader: rules that read touching geometry switch off",
          "[queens][general][grader]") {
  // Kings, LinkedIn queens and queens attack every touching cell: the 2x2 block and line-run
  // rules hold. Knights, bishops, rooks and offsets do not.
  auto touching = [](const json& j) { return FamilyGrid(parse(j)).layout().touching_attacks; };
  json base = {{"game", "queens"}, {"size", 4}, {"lines", false}};
  for (const char* name : {"king", "linkedin", "queen"}) {
    base["attack"] = name;
    CHECK(touching(base));
  }
  for (const char* name : {"knight", "bishop", "rook"}) {
    base["attack"] = name;
    CHECK_FALSE(touching(base));
  }
  base["attack"] = json::array({{0, 1}, {1, 0}});  // touching orthogonally only
  CHECK_FALSE(touching(base));
  // Per-cell pieces: touching holds when each touching pair has a piece reaching the other.
  base.erase("attack");
  base["pieces"] = {"KKKK", "KKKK", "KKKK", "KKKN"};
  CHECK(touching(base));
  base["pieces"] = {"KKKK", "KKKK", "KKNN", "KKNN"};
  CHECK_FALSE(touching(base));
  // The family's boards always touch.
  CHECK(FamilyGrid(parse({{"game", "queens"},
                          {"size", 4},
                          {"torus", true},
                          {"regions", {{0, 0, 1, 1}, {0, 0, 1, 1}, {2, 2, 3, 3}, {2, 2, 3, 3}}}}))
            .layout()
            .touching_attacks);
}

TEST_CASE("queens general grader: explanations name the pieces, units and ranges",
          "[queens][general][grader]") {
  SECTION("a knight kills the cells it attacks") {
    // Five knights, one per region; a given knight on C3.
    const Puzzle p = parse(
        {{"game", "queens"},
         {"size", 5},
         {"regions",
          {{0, 0, 0, 1, 1}, {0, 2, 2, 1, 1}, {3, 2, 2, 2, 1}, {3, 3, 4, 4, 4}, {3, 3, 4, 4, 4}}},
         {"attack", "knight"},
         {"givens", {{2, 2}}}});
    Trace trace;
    grade(p, -1, &trace);
    const std::string text = trace_text(trace);
    INFO(text);
    CHECK(text.find("the knight on C3 rules out 8 cells it attacks: B1, D1, A2, E2, A4, E4, B5 "
                    "and D5") != std::string::npos);
    CHECK(text.find("star") == std::string::npos);  // general boards say "piece"
    CHECK(text.find("piece") != std::string::npos);
  }
  SECTION("per-cell pieces are named by their kind") {
    const Puzzle p = parse({{"game", "queens"},
                            {"size", 3},
                            {"lines", false},
                            {"regions", {{0, 0, 0}, {1, 1, 1}, {2, 2, 2}}},
                            {"pieces", {"BRN", "KQL", "NNN"}},
                            {"givens", {{1, 0}}}});
    Trace trace;
    grade(p, -1, &trace);
    const std::string text = trace_text(trace);
    INFO(text);
    CHECK(text.find("the king on A2 rules out") != std::string::npos);
  }
  SECTION("a unit at the top of its range and an extra unit by its number") {
    // Knights, 1..3 on the board; unit 1 (the corners) holds 0..1 and has the given on A1.
    const Puzzle p =
        parse({{"game", "queens"},
               {"size", 4},
               {"regions", json::array({{0, 0, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}})},
               {"region_counts", {{1, 3}}},
               {"lines", false},
               {"attack", "knight"},
               {"units", {{{"cells", {{0, 0}, {0, 3}, {3, 0}, {3, 3}}}, {"count", {0, 1}}}}},
               {"givens", {{0, 0}}}});
    Trace trace;
    grade(p, -1, &trace);
    const std::string text = trace_text(trace);
    INFO(text);
    CHECK(text.find("unit 1 has 1 piece, the most it may hold, so its other cells are empty: D1, "
                    "A4 and D4") != std::string::npos);
  }
}

TEST_CASE("queens general grader: Max Chess Pieces and oversized boards are refused",
          "[queens][general][grader]") {
  const GraderInfo* grader = find_grader("queens");
  REQUIRE(grader);
  auto refusal = [&](const json& j) {
    auto any = find_game("queens")->from_json(j);
    REQUIRE(any.ok());
    return unsupported_reason(*grader, **any);
  };
  CHECK(refusal({{"game", "queens"},
                 {"size", 4},
                 {"lines", false},
                 {"attack", "king"},
                 {"maximize", true}})
            .find("maximize: Max Chess Pieces is an optimisation") != std::string::npos);
  json many = {{"game", "queens"}, {"size", 8}, {"attack", "knight"}, {"lines", false}};
  many["units"] = json::array();
  for (int k = 0; k < kMaxGradedExtraUnits + 1; ++k)
    many["units"].push_back({{"cells", {{k % 8, 0}}}, {"count", {0, 1}}});
  CHECK(refusal(many).find("at most " + std::to_string(kMaxGradedExtraUnits) + " extra units") !=
        std::string::npos);
  for (const json& ok :
       {json{{"game", "queens"}, {"size", 4}, {"lines", false}, {"attack", "knight"}},
        json{{"game", "queens"}, {"size", 4}, {"attack", "bishop"}}})
    CHECK(refusal(ok).empty());
  // The registry's view: every general part but maximize is graded.
  for (const char* part : {"attack", "pieces", "nolines", "ranges", "units", "torus+attack"})
    CHECK(ungraded_variant("queens", part).empty());
  CHECK_FALSE(ungraded_variant("queens", "maximize").empty());
}
