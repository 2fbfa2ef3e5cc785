// Variants (issue 22): every game's variant_of gives one value per puzzle in the documented
// grammar, and the generator table lists every variant its examples make: each example's puzzles
// have exactly the variant it is listed under, so a new variant without an entry (or an entry
// whose request makes something else) fails here. Queens boards of every example also keep each
// region 4-connected with the board's own adjacency (wrapping on a torus; holes are no cells).
#include <catch2/catch.hpp>

#include <set>

#include "generator/common/generators.hpp"
#include "solver/common/game.hpp"
#include "solver/common/variant.hpp"
#include "solver/queens/model.hpp"

using namespace dg;

namespace {

std::string variant_of(const std::string& game, const char* json) {
  return find_game(game)->variant_of(nlohmann::json::parse(json));
}

// Region `id` of `p` is one piece under the board's adjacency: orthogonal steps, wrapping around
// the edges on a torus; holes belong to no region.
bool region_connected(const queens::Puzzle& p, int id) {
  std::vector<char> seen(p.region.size(), 0);
  std::vector<int> stack;
  int total = 0;
  for (int i = 0; i < p.n * p.cols; ++i)
    if (p.region[static_cast<std::size_t>(i)] == id && total++ == 0) {
      stack.push_back(i);
      seen[static_cast<std::size_t>(i)] = 1;
    }
  int reached = 0;
  while (!stack.empty()) {
    const int at = stack.back();
    stack.pop_back();
    ++reached;
    const int dr[] = {-1, 1, 0, 0}, dc[] = {0, 0, -1, 1};
    for (int d = 0; d < 4; ++d) {
      int r = at / p.cols + dr[d], c = at % p.cols + dc[d];
      if (p.torus) {
        r = (r + p.n) % p.n;
        c = (c + p.cols) % p.cols;
      }
      if (r < 0 || r >= p.n || c < 0 || c >= p.cols) continue;
      const auto k = static_cast<std::size_t>(r * p.cols + c);
      if (seen[k] || p.region[k] != id) continue;
      seen[k] = 1;
      stack.push_back(r * p.cols + c);
    }
  }
  return total > 0 && reached == total;
}

}  // namespace

TEST_CASE("variants: each puzzle has one value in the documented grammar", "[variants]") {
  const char* regions3 = R"("regions":[[0,0,1],[0,2,1],[2,2,1]])";
  CHECK(variant_of("queens", (std::string("{") + regions3 + "}").c_str()) == "linkedin");
  CHECK(variant_of("queens", (std::string("{") + regions3 + R"(,"torus":true})").c_str()) ==
        "torus");
  CHECK(variant_of("queens", R"({"size":8,"diagonals":"full"})") == "diagonals+noregions");
  CHECK(variant_of("queens",
                   R"({"rows":3,"cols":4,"regions":[[0,0,1,1],[0,-1,1,1],[2,2,2,1]],"torus":true,
                                 "col_counts":[1,0,1,1],"givens":[[2,0]]})") ==
        "torus+holes+givens+counts+rect");
  CHECK(variant_of("queens", R"({"regions":"not a map"})").empty());
  CHECK(variant_of("tango", R"({"cells":["....","....","....","...."],
                               "equal":[[[0,0],[0,1]]],"unique_lines":true})") ==
        "unique-lines+signs-only");
  CHECK(variant_of("tango", R"({"cells":["1...","....","....","...."]})") == "plain");
  CHECK(variant_of("zip", R"({"rows":2,"cols":3,"waypoints":[[0,0],[1,0]],
                             "walls":[[[0,1],[0,2]]]})") == "walls+rect");
  CHECK(variant_of("zip", R"({"rows":2,"cols":2,"waypoints":[[0,0],[1,0]]})") == "plain");

  const GameInfo& q = *find_game("queens");
  CHECK(q.variant_label("linkedin") == "queens");
  CHECK(q.variant_label("stars2") == "star battle 2\u2605");
  CHECK(q.variant_label("stars2+torus+holes") == "star battle 2\u2605 torus holes");
  CHECK(q.variant_label("torus") == "queens torus");
  CHECK(q.variant_series("linkedin") == "queens");
  CHECK(q.variant_series("stars2") == "queens:stars2");
  CHECK(find_game("tango")->variant_series("signs-only") == "tango");
  CHECK(find_game("tango")->variant_series("unique-lines") == "tango:unique-lines");
  CHECK(find_game("zip")->variant_series("walls+rect") == "zip");
  CHECK(find_game("zip")->variant_label("walls") == "zip");
}

TEST_CASE("variants: the generator table's examples make exactly their variant", "[variants]") {
  for (const GeneratorEntry& gen : all_generators()) {
    const GameInfo* game = find_game(gen.game);
    REQUIRE(game);
    REQUIRE_FALSE(gen.variants.empty());
    std::set<std::string> listed;
    for (const VariantExample& v : gen.variants) {
      INFO(gen.game << " " << v.variant << " " << v.params);
      listed.insert(std::string(v.variant));
      CHECK(!game->variant_label(v.variant).empty());
      CHECK(!game->variant_series(v.variant).empty());
      // Either a request or a reason, never both nor neither.
      CHECK(v.params.empty() != v.why_not.empty());
      if (v.params.empty()) {
        CHECK(why_not_generated(gen.game, v.variant) == v.why_not);
        continue;
      }
      CHECK(why_not_generated(gen.game, v.variant).empty());
      const auto params = nlohmann::json::parse(v.params);
      REQUIRE(gen.check(params));
      auto made = gen.make(params, 11, 2, 1);
      REQUIRE(made);
      REQUIRE(made->size() == 2);
      for (const auto& puzzle : *made) {
        INFO(puzzle.dump());
        CHECK(game->variant_of(puzzle) == v.variant);
        if (gen.game != "queens") continue;
        auto board = queens::from_json(puzzle);
        REQUIRE(board);
        for (int id = 0; id < queens::region_count(*board); ++id) {
          INFO("region " << queens::region_letter(id));
          CHECK(region_connected(*board, id));
        }
      }
    }
    // The plain variant of each game is generated.
    const std::string plain = gen.game == "queens" ? "linkedin" : "plain";
    CHECK(listed.count(plain) == 1);
  }
  // A combination with a part the generator does not make says which part and why.
  CHECK(why_not_generated("queens", "stars2+givens").find("given queens") != std::string::npos);
  CHECK(why_not_generated("queens", "stars7") == "not listed in the generator table");
}

TEST_CASE("variants: every stars/torus/holes request the Queens generator accepts is listed",
          "[variants]") {
  // The request's variant follows from its options (holes.min >= 1 makes holes certain); each
  // combination the generator's check accepts at some size must have an example in the table.
  const GeneratorEntry* gen = find_generator("queens");
  REQUIRE(gen);
  for (int stars = 1; stars <= 4; ++stars)
    for (bool torus : {false, true})
      for (bool holes : {false, true}) {
        std::vector<std::string> parts;
        if (stars >= 2) parts.push_back("stars" + std::to_string(stars));
        if (torus) parts.emplace_back("torus");
        if (holes) parts.emplace_back("holes");
        const std::string variant = join_variant(parts, "linkedin");
        bool accepted = false;
        for (int size = 5; size <= 16 && !accepted; ++size) {
          nlohmann::json params{{"size", size}, {"stars", stars}, {"torus", torus}};
          if (holes) params["holes"] = "1..2";
          accepted = static_cast<bool>(gen->check(params));
        }
        INFO(variant);
        if (accepted) CHECK(why_not_generated("queens", variant).empty());
      }
}
