// The Queens family's general system (issue 29): attack patterns, per-cell pieces, no lines,
// count ranges, extra units, Max Chess Pieces. Each published count is reproduced by both
// general counters (count_general and count_general_brute); random family boards must count the
// same through the general counters as through the family's own.
#include <catch2/catch.hpp>

#include <random>

#include "solver/common/symmetry.hpp"
#include "solver/queens/canonical.hpp"
#include "solver/queens/counter.hpp"
#include "solver/queens/general.hpp"
#include "solver/queens/model.hpp"
#include "tests/unit/queens/parse_board.hpp"

using namespace dg;
using namespace dg::queens;
using nlohmann::json;

namespace {

using test::parse;

std::string error_of(const json& j) {
  auto p = from_json(j);
  INFO(j.dump());
  REQUIRE_FALSE(p.ok());
  CHECK(p.error().find('\n') == std::string::npos);
  CHECK(p.error().rfind("queens: ", 0) == 0);
  return p.error();
}

// One region per row (the research note's boards): region r is row r.
json rows_as_regions(int n) {
  json regions = json::array();
  for (int r = 0; r < n; ++r) regions.push_back(std::vector<int>(static_cast<std::size_t>(n), r));
  return regions;
}

json piece_board(int n, const char* attack) {
  return {{"game", "queens"},
          {"size", n},
          {"regions", rows_as_regions(n)},
          {"lines", false},
          {"attack", attack}};
}

json max_board(int n, const char* attack) {
  return {
      {"game", "queens"}, {"size", n}, {"lines", false}, {"attack", attack}, {"maximize", true}};
}

// Both general counters, all solutions, the same set.
long long count_both(const Puzzle& p) {
  const auto fast = count_general(p, 1 << 30);
  const auto slow = count_general_brute(p, 1 << 30);
  REQUIRE(fast.complete);
  INFO("the brute counter ran out of its node budget (" << kBruteNodes << " scan steps)");
  REQUIRE(slow.complete);
  CHECK(fast.count == slow.count);
  CHECK(fast.optimum == slow.optimum);
  auto a = fast.solutions, b = slow.solutions;
  std::sort(a.begin(), a.end());
  std::sort(b.begin(), b.end());
  CHECK(a == b);
  for (const auto& s : a) CHECK(check_solution(p, s).ok());
  return fast.count;
}

long long factorial(int n) {
  return n <= 1 ? 1 : n * factorial(n - 1);
}

}  // namespace

TEST_CASE("general: one region per row counts A000170, n! and A002464", "[queens][general]") {
  const long long queens[] = {1, 0, 0, 2, 10, 4, 40, 92};        // A000170, n = 1..8
  const long long linkedin[] = {1, 0, 0, 2, 14, 90, 646, 5242};  // A002464, n = 1..8
  for (int n = 1; n <= 8; ++n) {
    INFO("n = " << n);
    CHECK(count_both(parse(piece_board(n, "queen"))) == queens[n - 1]);
    CHECK(count_both(parse(piece_board(n, "linkedin"))) == linkedin[n - 1]);
    if (n <= 7) CHECK(count_both(parse(piece_board(n, "rook"))) == factorial(n));
  }
  // With lines and no regions: the LinkedIn queen on an empty board (A002464 again).
  for (int n = 1; n <= 7; ++n) {
    const Puzzle p = parse({{"game", "queens"}, {"size", n}, {"attack", "linkedin"}});
    CHECK(is_general(p));
    CHECK(count_both(p) == linkedin[n - 1]);
  }
  // The same by the family's own counter: no regions, whole diagonals, one queen per line.
  for (int n = 4; n <= 8; ++n) {
    const Puzzle family = parse({{"game", "queens"}, {"size", n}, {"diagonals", "full"}});
    CHECK(count_solutions(family, 1000).count == queens[n - 1]);
  }
}

TEST_CASE("general: Max Chess Pieces optimum and optimal placements", "[queens][general][max]") {
  struct Row {
    const char* attack;
    int n;
    long long optimum, placements;
  };
  // The research note's table (A008794 / A018807 for kings, A030978 for knights).
  const Row table[] = {
      {"king", 2, 1, 4},     {"king", 3, 4, 1},      {"king", 4, 4, 79},    {"king", 5, 9, 1},
      {"king", 6, 9, 3600},  {"knight", 2, 4, 1},    {"knight", 3, 5, 2},   {"knight", 4, 8, 6},
      {"knight", 5, 13, 1},  {"bishop", 2, 2, 4},    {"bishop", 3, 4, 8},   {"bishop", 4, 6, 16},
      {"bishop", 5, 8, 32},  {"rook", 4, 4, 24},     {"rook", 5, 5, 120},   {"queen", 2, 1, 4},
      {"queen", 3, 2, 8},    {"queen", 4, 4, 2},     {"queen", 5, 5, 10},   {"queen", 6, 6, 4},
      {"linkedin", 2, 1, 4}, {"linkedin", 3, 2, 10}, {"linkedin", 4, 4, 2}, {"linkedin", 5, 5, 14},
  };
  for (const Row& row : table) {
    INFO(row.attack << " n = " << row.n);
    const Puzzle p = parse(max_board(row.n, row.attack));
    CHECK(count_both(p) == row.placements);
    CHECK(count_general(p, 1).optimum == row.optimum);
  }
  // The larger bishop board by the production counter alone (the brute force visits every set).
  CHECK(count_general(parse(max_board(6, "bishop")), 1000).count == 64);
  CHECK(count_general(parse(max_board(6, "bishop")), 1).optimum == 10);
}

TEST_CASE("general: weights choose the optimum", "[queens][general][max]") {
  // Two cells that attack (kings side by side): the heavier wins, once.
  json j = {{"game", "queens"}, {"rows", 1},        {"cols", 2},          {"lines", false},
            {"attack", "king"}, {"maximize", true}, {"weights", {{1, 5}}}};
  const Puzzle p = parse(j);
  const auto c = count_general(p, 10);
  CHECK(c.optimum == 5);
  REQUIRE(c.count == 1);
  CHECK(c.solutions[0] == Solution{1});
  CHECK(count_both(p) == 1);
}

TEST_CASE("general: soft single-cell regions on N-queens give A000170", "[queens][general]") {
  const long long queens[] = {1, 0, 0, 2, 10, 4, 40};
  for (int n = 1; n <= 7; ++n) {
    json regions = json::array();
    json counts = json::array();
    for (int r = 0; r < n; ++r) {
      std::vector<int> row;
      for (int c = 0; c < n; ++c) row.push_back(r * n + c), counts.push_back({0, 1});
      regions.push_back(row);
    }
    const Puzzle p = parse({{"game", "queens"},
                            {"size", n},
                            {"regions", regions},
                            {"region_counts", counts},
                            {"attack", "queen"}});
    CHECK(is_general(p));
    CHECK(count_both(p) == queens[n - 1]);
  }
}

TEST_CASE("general: rows and columns as extra units count as the lines do", "[queens][general]") {
  const json board = {
      {"game", "queens"},
      {"size", 5},
      {"regions",
       {{0, 0, 1, 1, 1}, {0, 2, 2, 1, 1}, {0, 2, 3, 3, 1}, {4, 4, 3, 3, 3}, {4, 4, 4, 3, 3}}}};
  const Puzzle linkedin = parse(board);
  json units = json::array();
  for (int k = 0; k < 5; ++k) {
    json row = json::array(), col = json::array();
    for (int i = 0; i < 5; ++i) row.push_back({k, i}), col.push_back({i, k});
    units.push_back({{"cells", row}, {"count", 1}});
    units.push_back({{"cells", col}, {"count", 1}});
  }
  json general = board;
  general["lines"] = false;
  general["attack"] = "king";
  general["units"] = units;
  const Puzzle p = parse(general);
  const auto family = count_solutions(linkedin, 1000);
  CHECK(count_both(p) == family.count);
}

TEST_CASE("general: random family boards count alike by all counters", "[queens][general]") {
  std::mt19937 rng(29);
  int checked = 0;
  for (int trial = 0; trial < 60; ++trial) {
    const int n = 4 + static_cast<int>(rng() % 3);
    const int regions = n;
    std::vector<int> ids(static_cast<std::size_t>(n * n));
    for (int i = 0; i < n * n; ++i)
      ids[static_cast<std::size_t>(i)] = i < n ? i : static_cast<int>(rng() % regions);
    std::shuffle(ids.begin(), ids.end(), rng);
    auto p = make_puzzle(n, ids);
    if (!p.ok()) continue;
    if (rng() % 2) p->diagonals = Diagonals::full;
    const auto family = count_solutions(*p, 1000);
    const auto general = count_general(*p, 1000);
    const auto brute = count_general_brute(*p, 1000);
    CHECK(family.count == general.count);
    CHECK(family.count == brute.count);
    ++checked;
  }
  CHECK(checked > 30);
}

TEST_CASE("general: random general boards count alike by both counters", "[queens][general]") {
  std::mt19937 rng(2929);
  const char* attacks[] = {"king", "knight", "bishop", "rook", "queen", "linkedin"};
  const char letters[] = "KNBRQL";
  for (int trial = 0; trial < 80; ++trial) {
    const int rows = 3 + static_cast<int>(rng() % 3), cols = 3 + static_cast<int>(rng() % 3);
    json regions = json::array();
    const int k = 2 + static_cast<int>(rng() % 3);
    for (int r = 0; r < rows; ++r) {
      json row = json::array();
      for (int c = 0; c < cols; ++c)
        row.push_back(rng() % 7 == 0 ? -1 : static_cast<int>(rng() % k));
      regions.push_back(row);
    }
    json j = {{"game", "queens"},
              {"rows", rows},
              {"cols", cols},
              {"regions", regions},
              {"lines", rng() % 3 == 0}};
    json counts = json::array();
    for (int g = 0; g < k; ++g)
      counts.push_back(rng() % 2 ? json(static_cast<int>(rng() % 2))
                                 : json{0, 1 + static_cast<int>(rng() % 2)});
    j["region_counts"] = counts;
    if (j["lines"] == true) {
      json rc = json::array(), cc = json::array();
      for (int r = 0; r < rows; ++r) rc.push_back({0, 1});
      for (int c = 0; c < cols; ++c) cc.push_back({0, 2});
      j["row_counts"] = rc;
      j["col_counts"] = cc;
    }
    if (rng() % 2) {
      j["attack"] = attacks[rng() % 6];
    } else {
      json pieces = json::array();
      for (int r = 0; r < rows; ++r) {
        std::string row;
        for (int c = 0; c < cols; ++c) row += letters[rng() % 6];
        pieces.push_back(row);
      }
      j["pieces"] = pieces;
    }
    if (rng() % 3 == 0) j["units"] = {{{"cells", {{0, 0}, {1, 1}, {2, 2}}}, {"count", {1, 2}}}};
    if (rng() % 4 == 0) j["maximize"] = true;
    auto p = from_json(j);
    if (!p.ok()) continue;  // e.g. a region that cannot hold its count, or all holes
    INFO(j.dump());
    count_both(*p);
  }
}

TEST_CASE("general: offsets, pieces and attacks", "[queens][general]") {
  // A knight written as offsets counts as the knight.
  json knight = max_board(4, "knight");
  knight["attack"] = {{1, 2}, {2, 1}, {-1, 2}, {-2, 1}};  // half the moves: pairs take either end
  const Puzzle p = parse(knight);
  CHECK(count_general(p, 100).count == 6);
  CHECK(count_general(p, 1).optimum == 8);
  // A rider: [0, 1, 0] reaches the whole row.
  json rider = piece_board(5, "rook");
  rider["attack"] = {{0, 1, 0}, {1, 0, 0}};
  CHECK(count_both(parse(rider)) == 120);
  // Per-cell pieces: one letter everywhere is that attack.
  json same = piece_board(4, "queen");
  same.erase("attack");
  same["pieces"] = {"QQQQ", "QQQQ", "QQQQ", "QQQQ"};
  const Puzzle q = parse(same);
  CHECK(q.general.attack == "queen");
  CHECK(q.general.pieces.empty());
  // A knight next to a rook: the rook's row attack decides.
  json mixed = {{"game", "queens"}, {"rows", 1},         {"cols", 3},
                {"lines", false},   {"pieces", {"NRN"}}, {"maximize", true}};
  CHECK(count_both(parse(mixed)) == 1);  // both knights, not the rook
  CHECK(attacks(parse(mixed), {0, 0}, {0, 1}));
}

TEST_CASE("general: the family folds back what it already says", "[queens][general][format]") {
  json linkedin = {{"game", "queens"}, {"size", 2}, {"regions", {{0, 1}, {1, 1}}}};
  json with = linkedin;
  with["attack"] = "linkedin";
  CHECK(is_linkedin(parse(with)));
  with["attack"] = "king";
  CHECK(is_linkedin(parse(with)));
  json queen = {{"game", "queens"}, {"size", 5}, {"attack", "queen"}, {"lines", true}};
  queen["regions"] = rows_as_regions(5);
  const Puzzle q = parse(queen);
  CHECK_FALSE(is_general(q));
  CHECK(q.diagonals == Diagonals::full);
  // Exact ranges are counts.
  json exact = linkedin;
  exact["region_counts"] = {{1, 1}, {1, 1}};
  CHECK(is_linkedin(parse(exact)));
}

TEST_CASE("general: JSON and text round-trip", "[queens][general][format]") {
  const json boards[] = {
      piece_board(4, "knight"),
      max_board(3, "bishop"),
      {{"game", "queens"},
       {"rows", 2},
       {"cols", 3},
       {"regions", {{0, 0, 1}, {-1, 1, 1}}},
       {"pieces", {"KNB", ".RQ"}},
       {"lines", false},
       {"region_counts", {1, {0, 2}}},
       {"units", {{{"cells", {{0, 0}, {1, 2}}}, {"count", {0, 1}}}}},
       {"givens", {{0, 0}}}},
      {{"game", "queens"},
       {"size", 3},
       {"lines", false},
       {"attack", {{1, 1}, {0, 2, 0}}},
       {"maximize", true},
       {"weights", {{1, 2, 3}, {0, 0, 0}, {5, 5, 5}}}},
  };
  for (const json& j : boards) {
    INFO(j.dump());
    const Puzzle p = parse(j);
    CHECK(is_general(p));
    const Puzzle again = parse(to_json(p));
    CHECK(again == p);
    auto text = from_text(to_text(p));
    REQUIRE(text.ok());
    CHECK(*text == p);
    // Solutions are [[r, c], ...] and read back.
    const auto c = count_general(p, 3);
    for (const auto& s : c.solutions) {
      const json sj = solution_json(p, s);
      CHECK(solution_json_text(p, s) == sj.dump());  // generate --db's text, without the tree
      auto back = solution_from_json(p, sj);
      REQUIRE(back.ok());
      CHECK(*back == s);
    }
  }
}

TEST_CASE("general: every invalid combination is one line", "[queens][general][format]") {
  const json base = piece_board(4, "knight");
  auto with = [&](const char* key, json value) {
    json j = base;
    j[key] = std::move(value);
    return j;
  };
  CHECK_THAT(error_of(with("attack", "camel")), Catch::Contains("\"attack\" must be one of"));
  CHECK_THAT(error_of(with("attack", json::array())), Catch::Contains("non-empty list"));
  CHECK_THAT(error_of(with("attack", {{0, 0}})), Catch::Contains("moves nowhere"));
  CHECK_THAT(error_of(with("attack", {{1, 2, -1}})), Catch::Contains("reach"));
  CHECK_THAT(error_of(with("attack", {{1}})), Catch::Contains("[dr, dc]"));
  CHECK_THAT(error_of(with("pieces", {"KKKK"})), Catch::Contains("\"pieces\" must have 4 rows"));
  json both = with("pieces", {"KKKK", "KKKK", "KKKK", "KNKK"});
  CHECK_THAT(error_of(both), Catch::Contains("not both"));
  json bad_letter = base;
  bad_letter.erase("attack");
  bad_letter["pieces"] = {"KKKK", "KKKK", "KKKK", "KXKK"};
  CHECK_THAT(error_of(bad_letter), Catch::Contains("expected one of K N B R Q L"));
  CHECK_THAT(error_of(with("lines", 0)), Catch::Contains("\"lines\" must be true or false"));
  CHECK_THAT(error_of(with("row_counts", {1, 1, 1, 1})), Catch::Contains("need rows and columns"));
  CHECK_THAT(error_of(with("weights", {{1, 1, 1, 1}, {1, 1, 1, 1}, {1, 1, 1, 1}, {1, 1, 1, 2}})),
             Catch::Contains("\"weights\" needs \"maximize\""));
  CHECK_THAT(error_of(with("diagonals", "full")), Catch::Contains("\"diagonals\" cannot be given"));
  CHECK_THAT(error_of(with("units", {{{"cells", {{0, 0}}}}})),
             Catch::Contains("\"cells\" and \"count\""));
  CHECK_THAT(error_of(with("units", {{{"cells", {{0, 0}}}, {"count", 2}}})),
             Catch::Contains("needs 2 pieces but has 1 cells"));
  CHECK_THAT(error_of(with("units", {{{"cells", {{0, 9}}}, {"count", 1}}})),
             Catch::Contains("off the board"));
  CHECK_THAT(error_of(with("units", {{{"cells", {{0, 0}, {0, 0}}}, {"count", 1}}})),
             Catch::Contains("twice"));
  CHECK_THAT(error_of(with("region_counts", {1, 1, 1, {2, 1}})), Catch::Contains("lo <= hi"));
  CHECK_THAT(error_of(with("region_counts", {1, 1, 1, {1, 2, 3}})), Catch::Contains("[lo, hi]"));
  CHECK_THAT(error_of(with("maximize", "yes")), Catch::Contains("\"maximize\" must be true"));
  json max = max_board(3, "king");
  max["weights"] = {{1, 1, 1}, {1, -1, 1}, {1, 1, 1}};
  CHECK_THAT(error_of(max), Catch::Contains("weight at B2"));
  // A region that cannot hold its pieces.
  json cramped = {{"game", "queens"},    {"rows", 1},      {"cols", 2},
                  {"regions", {{0, 0}}}, {"lines", false}, {"attack", "king"},
                  {"region_counts", {2}}};
  CHECK_THAT(error_of(cramped), Catch::Contains("can hold at most 1"));
}

TEST_CASE("general: check_solution names the broken rule", "[queens][general]") {
  const Puzzle p = parse(piece_board(4, "queen"));
  auto check = [&](const json& s) {
    auto sol = solution_from_json(p, s);
    REQUIRE(sol.ok());
    return check_solution(p, *sol);
  };
  CHECK(check({{0, 1}, {1, 3}, {2, 0}, {3, 2}}).ok());
  CHECK_THAT(check({{0, 1}, {1, 2}, {2, 0}, {3, 3}}).error(), Catch::Contains("attack each other"));
  CHECK_THAT(check({{0, 1}, {1, 3}, {2, 0}}).error(), Catch::Contains("region d holds 0"));
  CHECK_FALSE(solution_from_json(p, json{1, 3, 0, 2}).ok());
}

namespace {

// `j` turned by symmetry `sym` (solver/common/symmetry.hpp): regions, units and givens move; the
// attack moves too when `with_attack` (an offsets list turned by the same linear map).
json turned(const json& j, int sym, bool with_attack) {
  const int rows = j.at("rows"), cols = j.at("cols");
  const bool swap = swaps_dims(sym);
  auto move = [&](const json& cell) {
    const Cell t = transform({cell[0].get<int>(), cell[1].get<int>()}, sym, rows, cols);
    return json{t.row, t.col};
  };
  json out = j;
  out["rows"] = swap ? cols : rows;
  out["cols"] = swap ? rows : cols;
  if (j.contains("regions")) {
    json grid = json::array();
    for (int r = 0; r < (swap ? cols : rows); ++r)
      grid.push_back(std::vector<int>(static_cast<std::size_t>(swap ? rows : cols), 0));
    for (int r = 0; r < rows; ++r)
      for (int c = 0; c < cols; ++c) {
        const json t = move({r, c});
        grid[t[0].get<std::size_t>()][t[1].get<std::size_t>()] = j["regions"][r][c];
      }
    out["regions"] = grid;
  }
  if (j.contains("units"))
    for (auto& u : out["units"])
      for (auto& cell : u["cells"]) cell = move(cell);
  if (j.contains("givens"))
    for (auto& g : out["givens"]) g = move(g);
  if (with_attack && j.at("attack").is_array()) {
    const Cell origin = transform({0, 0}, sym, rows, cols);
    for (auto& step : out["attack"]) {
      const Cell t = transform({step[0].get<int>(), step[1].get<int>()}, sym, rows, cols);
      step[0] = t.row - origin.row;
      step[1] = t.col - origin.col;
    }
  }
  return out;
}

}  // namespace

TEST_CASE("general: a turned or mirrored board keys alike and a different one does not",
          "[queens][general][format]") {
  const json knights = {{"game", "queens"},
                        {"rows", 3},
                        {"cols", 4},
                        {"lines", false},
                        {"attack", "knight"},
                        {"regions", {{0, 0, 1, 1}, {0, 2, 2, 1}, {3, 3, 3, 1}}},
                        {"region_counts", {1, {0, 1}, 1, 1}},
                        {"units", {{{"cells", {{0, 0}, {1, 1}}}, {"count", {0, 1}}}}},
                        {"givens", {{2, 0}}}};
  const std::string key = canonical_key(parse(knights));
  const long long count = count_both(parse(knights));
  for (int sym = 1; sym < kSymmetries; ++sym) {
    INFO("symmetry " << sym);
    const Puzzle moved = parse(turned(knights, sym, false));
    CHECK(canonical_key(moved) == key);
    CHECK(count_both(moved) == count);
  }
  // A one-way leap [1, 2] is kept by the half turn (as a relation: either piece reaching the
  // other) but not by a quarter turn: the board turned with its pattern keys alike, the board
  // turned under the same pattern is another puzzle.
  const json leaper = {{"game", "queens"},
                       {"rows", 3},
                       {"cols", 4},
                       {"lines", false},
                       {"attack", {{1, 2}}},
                       {"maximize", true},
                       {"units", {{{"cells", {{0, 0}, {0, 1}, {1, 0}}}, {"count", 1}}}}};
  const std::string leap_key = canonical_key(parse(leaper));
  CHECK(canonical_key(parse(turned(leaper, 1, true))) == leap_key);
  CHECK(canonical_key(parse(turned(leaper, 2, false))) == leap_key);  // [-1,-2]: same relation
  CHECK(canonical_key(parse(turned(leaper, 1, false))) != leap_key);
  CHECK(canonical_key(parse(turned(leaper, 4, false))) != leap_key);  // a mirror makes [1,-2]
  // Different boards stay different: another unit count.
  json other = knights;
  other["units"][0]["count"] = 1;
  CHECK(canonical_key(parse(other)) != key);
}

TEST_CASE("general: attacks wrap on a torus (toroidal N-queens, A007705)", "[queens][general]") {
  // Queens on an n x n torus, one per row: 10 for n = 5, 0 for n = 6, 28 for n = 7; the same by
  // the family's own counter (whole diagonals on a torus, one queen per row and column).
  const long long expected[] = {0, 0, 10, 0, 28};  // n = 3..7
  for (int n = 3; n <= 7; ++n) {
    INFO("n = " << n);
    json j = piece_board(n, "queen");
    j["torus"] = true;
    CHECK(count_both(parse(j)) == expected[n - 3]);
    const Puzzle family =
        parse({{"game", "queens"}, {"size", n}, {"diagonals", "full"}, {"torus", true}});
    CHECK(count_solutions(family, 1000).count == expected[n - 3]);
  }
  // A knight on a 4x4 torus reaches (r+-1, c+-2) wrapped: from (0,0) it reaches (1,2), (3,2),
  // (2,1), (2,3) and no cell of its own row.
  json knights = {
      {"game", "queens"}, {"size", 4}, {"lines", false}, {"attack", "knight"}, {"torus", true}};
  const Puzzle p = parse(knights);
  CHECK(attacks(p, {0, 0}, {3, 2}));
  CHECK(attacks(p, {0, 0}, {2, 3}));
  CHECK_FALSE(attacks(p, {0, 0}, {0, 2}));
  knights["maximize"] = true;
  CHECK(count_both(parse(knights)) > 0);
  // A bishop on a 3x4 torus slides once round, 12 steps: (1,1), (2,2), (0,3), (1,0), ... and as
  // gcd(3, 4) = 1 every cell of the board: one bishop at most, on any of the 12 cells.
  json bishop = {{"game", "queens"}, {"rows", 3},          {"cols", 4},
                 {"lines", false},   {"attack", "bishop"}, {"torus", true}};
  CHECK(attacks(parse(bishop), {0, 0}, {1, 0}));  // 4 steps of (1,1): (4 mod 3, 4 mod 4)
  CHECK(attacks(parse(bishop), {0, 0}, {0, 1}));  // 9 steps
  bishop["maximize"] = true;
  CHECK(count_both(parse(bishop)) == 12);
  CHECK(count_general(parse(bishop), 1).optimum == 1);
}

TEST_CASE("general: the brute counter stops at its node budget", "[queens][general]") {
  const Puzzle p = parse(max_board(8, "king"));
  const auto c = count_general_brute(p, 1 << 30, Budget{.max_nodes = 10000});
  CHECK_FALSE(c.complete);
  CHECK(c.nodes > 10000);
  // A board it finishes reports complete.
  CHECK(count_general_brute(parse(max_board(3, "king")), 1 << 30).complete);
}
