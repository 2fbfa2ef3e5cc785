// A QUBO's size counted before it is built (qubo/common/model_size.hpp, hostile-input H13): the
// count equals the built model's on every corpus puzzle and option board (Tango's, whose terms
// can cancel, never fewer), and a board whose [lo, hi] ranges ask for millions of couplers is
// measured from its terms' variable lists without building any of them.
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "qubo/common/games.hpp"
#include "qubo/common/model_size.hpp"
#include "tests/unit/common/corpus.hpp"

using namespace dg;

namespace {

// measure() against encode() on one puzzle, reduced and unreduced.
void require_measure_is_size(const PuzzleEntry& entry) {
  const auto* game = qubo::find_qubo_game(entry.puzzle->game());
  if (!game) return;
  const auto json = entry.puzzle->to_json();
  for (const bool reduce : {true, false}) {
    INFO(entry.id << (reduce ? " (reduced)" : " (one variable per cell)"));
    const auto size = game->measure(json, {.reduce = reduce});
    const auto built = game->encode(json, {.reduce = reduce});
    REQUIRE(size.ok() == built.ok());
    if (!built.ok()) {
      CHECK(size.error() == built.error());
      continue;
    }
    CHECK(size->variables == static_cast<std::uint64_t>(built->model.variables()));
    // Queens and Tents terms are sums of positive products, so no coupler cancels; a Tango cell
    // that is 1 - x can cancel one term's coupler against another's.
    if (entry.puzzle->game() == "tango")
      CHECK(size->couplers >= built->model.couplers());
    else
      CHECK(size->couplers == built->model.couplers());
  }
}

PuzzleEntry entry_of(const std::string& text) {
  const auto j = nlohmann::json::parse(text);
  auto parsed = find_game(j.at("game").get<std::string>())->from_json(j);
  INFO(text << ": " << (parsed.ok() ? std::string() : parsed.error()));
  REQUIRE(parsed.ok());
  return PuzzleEntry{text, std::nullopt, std::move(*parsed), "", nullptr};
}

// A size x size king board without lines whose `units` units each cover every cell with the
// range [0, size^2] (hostile-input H13: size 30, 10 units, an 88 KB file).
std::string wide_ranges(int size, int units) {
  std::string cells;
  for (int r = 0; r < size; ++r)
    for (int c = 0; c < size; ++c)
      cells += (cells.empty() ? "[" : ",[") + std::to_string(r) + "," + std::to_string(c) + "]";
  std::string list;
  for (int u = 0; u < units; ++u)
    list += (u ? "," : "") + std::string("{\"cells\":[") + cells + "],\"count\":[0," +
            std::to_string(size * size) + "]}";
  return R"({"game":"queens","size":)" + std::to_string(size) +
         R"(,"lines":false,"attack":"king","units":[)" + list + "]}";
}

}  // namespace

TEST_CASE("qubo size: each pair of variables is counted once", "[qubo][size]") {
  qubo::TermShapes t;
  for (int i = 0; i < 6; ++i) t.add_variable();
  t.add_clique({3, 1, 0});  // 0-1, 0-3, 1-3
  t.add_clique({1, 3, 4});  // 1-4, 3-4 new
  t.add_pair(4, 0);         // new
  t.add_pair(3, 0);         // in the first clique
  t.add_pair(4, 0);         // twice
  t.add_clique({5});        // no pair
  const auto s = t.size();
  CHECK(s.variables == 6);
  CHECK(s.couplers == 6);
}

TEST_CASE("qubo size: measured before building, the size of the built model", "[qubo][size]") {
  for (const char* game : {"queens", "tango", "tents"})
    for (const auto& entry : test::load_corpus(game))
      if (entry.puzzle) require_measure_is_size(entry);
  // The general system's options, Tango's, and wide ranges that take slack bits.
  for (const char* text : {
           R"({"game":"queens","size":4,"regions":[[0,0,1,1],[0,-1,1,1],[2,2,3,3],[2,2,3,3]],
               "givens":[[0,0]],"row_counts":[[0,2],1,1,1]})",
           R"({"game":"queens","size":4,"lines":false,"attack":"king","maximize":true})",
           R"({"game":"queens","size":4,"lines":false,"attack":"king",
               "region_counts":[[0,1],[0,1],[0,1],[0,1]],
               "regions":[[0,0,0,0],[1,1,1,1],[2,2,2,2],[3,3,3,3]]})",
           R"({"game":"queens","size":5,"torus":true,"attack":"knight",
               "units":[{"cells":[[0,0],[1,1],[2,2],[3,3]],"count":[0,3]}]})",
           R"({"game":"tango","rows":3,"cols":4,"row_ones":[1,3]})",
           R"({"game":"tango","size":4,"long_signs":true,"equal":[[[0,0],[3,3]],[[0,1],[0,2]]],
               "opposite":[[[1,0],[2,3]]]})",
           R"({"game":"tango","rows":1,"cols":3})",
       })
    require_measure_is_size(entry_of(text));
  require_measure_is_size(entry_of(wide_ranges(6, 2)));
}

TEST_CASE("qubo size: wide count ranges are measured without building the model", "[qubo][size]") {
  // H13's board: 900 cells and 10 x 900 slack bits; the cells' pairs once, and per unit its
  // slacks' pairs and every cell-slack pair: 404,550 + 10 x (404,550 + 810,000) couplers, which
  // took 1.7 GB to build and here take the terms' 18,000 entries.
  const auto entry = entry_of(wide_ranges(30, 10));
  const auto size = qubo::find_qubo_game("queens")->measure(entry.puzzle->to_json(), {});
  REQUIRE(size.ok());
  CHECK(size->variables == 9'900);
  CHECK(size->couplers == 12'550'050);
}

TEST_CASE("qubo size: encode asks options.refuse before building", "[qubo][size]") {
  const auto entry = entry_of(wide_ranges(30, 10));
  const auto* game = qubo::find_qubo_game("queens");
  qubo::ModelSize asked;
  qubo::EncodeOptions options;
  options.refuse = [&asked](const qubo::ModelSize& s) {
    asked = s;
    return s.couplers > 1'000'000 ? std::string("too large") : std::string();
  };
  const auto refused = game->encode(entry.puzzle->to_json(), options);
  REQUIRE_FALSE(refused.ok());
  CHECK(refused.error() == "too large");
  CHECK(asked.variables == 9'900);
  CHECK(asked.couplers == 12'550'050);
  // A size it accepts builds the model encode builds without being asked.
  for (const char* game_name : {"queens", "tango", "tents"})
    for (const auto& e : test::load_corpus(game_name)) {
      if (!e.puzzle) continue;
      const auto* g = qubo::find_qubo_game(game_name);
      const auto plain = g->encode(e.puzzle->to_json(), {});
      const auto admitted = g->encode(e.puzzle->to_json(), options);
      REQUIRE(plain.ok() == admitted.ok());
      if (plain.ok()) CHECK(plain->model == admitted->model);
    }
}
