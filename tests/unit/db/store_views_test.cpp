// The store as an analyst meets it: the v2 views (puzzle_grades, tier_mix, rule_usage_by_tier,
// schedule) on a few imported puzzles, and what grades.max_tier / rule_usage.tier mean.
#include <catch2/catch.hpp>

#include <algorithm>
#include <map>
#include <string>

#include "db/ingest.hpp"
#include "db/store.hpp"
#include "grader/common/graders.hpp"
#include "solver/common/document.hpp"
#include "tests/unit/db/temp_db.hpp"

using namespace dg;

namespace {

// An 8x8 Queens board, LinkedIn Tango #1 (6x6) and a 2x3 Zip: one puzzle of each game.
const char* kThree = R"({"puzzles":[
  {"id":"q","game":"queens","regions":[[0,0,1,1,1,2,2,2],[0,3,1,3,1,4,2,2],[0,3,1,3,1,2,2,2],[0,3,3,3,1,5,6,2],[0,3,3,3,1,5,6,6],[0,3,7,3,1,5,6,6],[7,3,7,3,1,5,5,6],[7,7,7,7,6,6,6,6]]},
  {"id":"t","game":"tango","size":6,"cells":["......",".1..1.","......","......",".0..0.","......"],"equal":[[[2,0],[3,0]],[[3,1],[3,2]],[[4,2],[4,3]],[[5,0],[5,1]]],"opposite":[[[0,4],[0,5]],[[1,2],[1,3]],[[2,3],[2,4]],[[2,5],[3,5]]]},
  {"id":"z","game":"zip","rows":2,"cols":3,"waypoints":[[0,0],[1,0]]}
]})";

// Rows of a query, each as "a|b|c" (NULL as "-"), in the query's order.
std::vector<std::string> rows_of(db::Store& store, const std::string& sql) {
  auto st = store.connection().prepare(sql);
  const int columns = static_cast<int>(std::count(
                          sql.begin(), sql.begin() + static_cast<long>(sql.find(" FROM ")), ',')) +
                      1;
  std::vector<std::string> out;
  while (st.step()) {
    std::string row;
    for (int c = 0; c < columns; ++c) {
      if (c) row += "|";
      row += st.column_is_null(c) ? std::string("-") : st.column_text(c);
    }
    out.push_back(row);
  }
  return out;
}

// The grade the store should hold for entry `i` of kThree (computed by the grader itself).
db::GradeRecord expected_grade(int i) {
  auto entries = read_document(kThree);
  return *db::grade_record(*(*entries)[static_cast<std::size_t>(i)].puzzle);
}

int rank_of(const std::string& game, const std::string& tier) {
  const GraderInfo* g = find_grader(game);
  for (std::size_t r = 0; r < g->tiers.size(); ++r)
    if (g->tiers[r] == tier) return static_cast<int>(r);
  return static_cast<int>(g->tiers.size());  // "search"
}

}  // namespace

TEST_CASE("puzzle_grades and tier_mix show the current grader version's grades", "[db][views]") {
  TempDb tmp("views_grades");
  db::Store store(tmp.path.string());
  auto entries = read_document(kThree);
  REQUIRE(entries.ok());
  REQUIRE(db::import_entries(store, *entries, "three.json", std::nullopt).added == 3);
  // A grade under another grader version must not show up anywhere.
  {
    db::Store::Transaction tx(store);
    db::GradeRecord old{"0-old", "stuck", "search", 1, 1, {{"old_rule", "basic", 1}}};
    store.put_grade(1, old);
    tx.commit();
  }
  std::vector<std::string> want;
  for (int i = 0; i < 3; ++i) {
    const auto g = expected_grade(i);
    const std::string game = (*entries)[static_cast<std::size_t>(i)].puzzle->game().data();
    want.push_back(std::to_string(i + 1) + "|" + std::string(game) + "|" +
                   (*entries)[static_cast<std::size_t>(i)].id + "|" + g.status + "|" + g.max_tier +
                   "|" + std::to_string(rank_of(std::string(game), g.max_tier)) + "|" +
                   std::string(kGraderVersion));
  }
  CHECK(rows_of(store,
                "SELECT puzzle_id, game, external_id, status, tier, tier_rank, grader_version "
                "FROM puzzle_grades ORDER BY puzzle_id") == want);
  CHECK(rows_of(store, "SELECT game, rows, cols, puzzles FROM tier_mix ORDER BY game") ==
        std::vector<std::string>{"queens|8|8|1", "tango|6|6|1", "zip|2|3|1"});
  CHECK(rows_of(store, "SELECT tier FROM tier_mix WHERE game = 'queens'") ==
        std::vector<std::string>{expected_grade(0).max_tier});
  // A second Queens puzzle of the same tier and size is counted in the same row.
  {
    db::Store::Transaction tx(store);
    db::PuzzleRecord rec = db::record_of(*(*entries)[0].puzzle, nlohmann::json::array());
    rec.canonical_key += "-twin";  // a stand-in for a different board of the same size
    rec.source = "twin";
    const auto id = store.insert_puzzle(rec, std::nullopt);
    REQUIRE(id);
    store.put_grade(*id, expected_grade(0));
    tx.commit();
  }
  CHECK(rows_of(store, "SELECT puzzles FROM tier_mix WHERE game = 'queens'") ==
        std::vector<std::string>{"2"});
}

TEST_CASE("rule_usage_by_tier counts each rule's puzzles and hits per puzzle grade",
          "[db][views]") {
  TempDb tmp("views_usage");
  db::Store store(tmp.path.string());
  auto entries = read_document(kThree);
  REQUIRE(db::import_entries(store, *entries, "three.json", std::nullopt).added == 3);
  for (int i = 0; i < 3; ++i) {
    const auto g = expected_grade(i);
    const std::string game((*entries)[static_cast<std::size_t>(i)].puzzle->game());
    std::vector<std::string> want;
    std::map<std::string, std::string> sorted;  // the view's rows by rule name
    for (const auto& u : g.usage)
      sorted[u.rule] = g.max_tier + "|" + u.rule + "|" + u.tier + "|1|" + std::to_string(u.hits) +
                       "|1.0|" + std::to_string(u.hits) + ".0";
    for (const auto& [rule, row] : sorted) want.push_back(row);
    CAPTURE(game);
    CHECK(rows_of(store,
                  "SELECT tier, rule, rule_tier, puzzles, hits, share, mean_hits FROM "
                  "rule_usage_by_tier WHERE game = '" +
                      game + "' ORDER BY rule") == want);
  }
}

TEST_CASE("schedule lists each game's publication numbers with weekday and grade", "[db][views]") {
  TempDb tmp("views_schedule");
  db::Store store(tmp.path.string());
  auto entries = read_document(kThree);
  REQUIRE(db::import_entries(store, *entries, "three.json", std::nullopt).added == 3);
  // Rows as `daily` writes them (the view is what is tested here, not the scheduler).
  store.connection().exec(
      "INSERT INTO daily (date, game, slot, puzzle_id, number) VALUES "
      "('2026-11-23', 'queens', 0, 1, 41), ('2026-11-29', 'zip', 0, 3, 7)");
  CHECK(rows_of(store,
                "SELECT date, weekday, game, number, puzzle_id, rows, cols, tier, "
                "tier_rank, source FROM schedule ORDER BY date") ==
        std::vector<std::string>{
            "2026-11-23|monday|queens|41|1|8|8|" + expected_grade(0).max_tier + "|" +
                std::to_string(rank_of("queens", expected_grade(0).max_tier)) + "|three.json",
            "2026-11-29|sunday|zip|7|3|2|3|" + expected_grade(2).max_tier + "|" +
                std::to_string(rank_of("zip", expected_grade(2).max_tier)) + "|three.json"});
}

TEST_CASE("grades.max_tier is the puzzle's grade: rule_usage.tier the rule's own tier", "[db]") {
  const GraderInfo* queens = find_grader("queens");
  REQUIRE(queens);
  Grade g;
  g.status = Status::solved;
  g.max_tier = -1;  // solved by its givens alone
  CHECK(db::stored_tier(*queens, g) == queens->tiers[0]);
  g.max_tier = 2;
  g.tier = "whatever the grader said";
  CHECK(db::stored_tier(*queens, g) == queens->tiers[2]);
  g.status = Status::stuck;
  CHECK(db::stored_tier(*queens, g) == "search");
  g.status = Status::contradiction;  // cannot be a person's grade: they would have to guess
  CHECK(db::stored_tier(*queens, g) == "search");

  // On real grades: the grade is the hardest tier among the rules used (or the easiest, none).
  auto entries = read_document(kThree);
  for (int i = 0; i < 3; ++i) {
    const auto rec = expected_grade(i);
    const std::string game((*entries)[static_cast<std::size_t>(i)].puzzle->game());
    int hardest = 0;
    for (const auto& u : rec.usage) {
      CHECK(u.tier != "?");
      hardest = std::max(hardest, rank_of(game, u.tier));
    }
    CAPTURE(game);
    REQUIRE(rec.status == "solved");
    CHECK(rank_of(game, rec.max_tier) == hardest);
  }
}

TEST_CASE("a puzzle solved by its givens alone is stored at the easiest tier, with no usage",
          "[db][views]") {
  TempDb tmp("views_givens");
  db::Store store(tmp.path.string());
  auto entries = read_document(
      R"({"id":"full","game":"tango","size":4,"cells":["0101","1010","0110","1001"]})");
  REQUIRE(entries.ok());
  REQUIRE(db::import_entries(store, *entries, "full.json", std::nullopt).added == 1);
  CHECK(rows_of(store, "SELECT status, tier, tier_rank, steps FROM puzzle_grades") ==
        std::vector<std::string>{"solved|" + std::string(find_grader("tango")->tiers[0]) + "|0|0"});
  CHECK(rows_of(store, "SELECT count(*) FROM rule_usage") == std::vector<std::string>{"0"});
  CHECK(rows_of(store, "SELECT puzzles FROM tier_mix") == std::vector<std::string>{"1"});
}
