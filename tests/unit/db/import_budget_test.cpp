// Import counts every entry within a budget (issue 36, H12): a board from outside can be made to
// take hours (a 76-byte "maximize" board, a 110-byte Tango of long signs), so an entry not settled
// within the budget is named, counted apart and not stored, while the rest of the file is. No
// test waits for a clock: node budgets stop at known nodes, and a deadline already past stops a
// count at its first clock read.
#include <catch2/catch.hpp>

#include <chrono>

#include "db/export.hpp"
#include "db/ingest.hpp"
#include "db/store.hpp"
#include "solver/common/document.hpp"
#include "tests/unit/db/temp_db.hpp"

using namespace dg;

namespace {

// A LinkedIn Queens board (unique in a few nodes) beside two boards from the hostile-input round:
// knights maximised on 30x30 (the optimum, 450, is not proven in hours) and a 14x14 Tango whose
// only clues are two long signs (minutes of search).
const char* kHostile = R"({"puzzles":[
  {"id":"good-queens","game":"queens","regions":[[0,0,1,1,1,2,2,2],[0,3,1,3,1,4,2,2],[0,3,1,3,1,2,2,2],[0,3,3,3,1,5,6,2],[0,3,3,3,1,5,6,6],[0,3,7,3,1,5,6,6],[7,3,7,3,1,5,5,6],[7,7,7,7,6,6,6,6]]},
  {"id":"max-knight30","game":"queens","size":30,"lines":false,"attack":"knight","maximize":true},
  {"id":"long-signs","game":"tango","rows":14,"cols":14,"long_signs":true,"equal":[[[0,0],[13,13]]],"opposite":[[[0,1],[13,12]]]}
]})";

std::vector<PuzzleEntry> hostile_entries() {
  auto entries = read_document(kHostile);
  REQUIRE(entries.ok());
  REQUIRE(entries->size() == 3);
  return std::move(entries).value();
}

}  // namespace

TEST_CASE("import names an entry not settled within its node budget and does not store it",
          "[db][budget][hostile]") {
  TempDb tmp("import_budget_nodes");
  db::Store store(tmp.path.string());
  const auto entries = hostile_entries();
  const auto s = db::import_entries(store, entries, "hostile.json", std::nullopt, 500, {},
                                    [] { return Budget{.max_nodes = 20'000}; });
  CHECK(s.added == 1);
  CHECK(s.unsettled == 2);
  CHECK(s.not_unique == 0);  // not a verdict: nobody knows whether they are unique
  CHECK(s.invalid == 0);
  CHECK(s.nodes_spent);
  CHECK_FALSE(s.time_reached);
  REQUIRE(s.problems.size() == 2);
  CHECK(s.problems[0] ==
        "max-knight30: could not settle it within the budget (node budget of 20000 spent)");
  CHECK(s.problems[1] ==
        "long-signs: could not settle it within the budget (node budget of 20000 spent)");
  const auto stored = db::export_puzzles(store, db::ExportFilter{});
  REQUIRE(stored["puzzles"].size() == 1);
  CHECK(stored["puzzles"][0]["id"] == "good-queens");
}

TEST_CASE("import stops a count at its deadline", "[db][budget][hostile]") {
  TempDb tmp("import_budget_time");
  db::Store store(tmp.path.string());
  const auto entries = hostile_entries();
  // A deadline already past: every count stops at its first clock read (node 1024), so only a
  // board settled in fewer nodes is stored.
  const auto start = std::chrono::steady_clock::now();
  const auto s = db::import_entries(store, entries, "hostile.json", std::nullopt, 500, {}, [] {
    Budget b;
    b.deadline = Budget::Clock::now();
    return b;
  });
  CHECK(std::chrono::steady_clock::now() - start < std::chrono::seconds(10));
  CHECK(s.added == 1);
  CHECK(s.unsettled == 2);
  CHECK(s.time_reached);
  CHECK_FALSE(s.nodes_spent);
  REQUIRE(s.problems.size() == 2);
  CHECK_THAT(s.problems[0], Catch::StartsWith("max-knight30: could not settle it within the "
                                              "budget (time limit reached after 1024 nodes)"));
}

TEST_CASE("import's default budget is solve's: 200M nodes and 5 s per entry",
          "[db][budget][hostile]") {
  const auto before = Budget::Clock::now();
  const Budget b = db::default_import_budget();
  CHECK(b.max_nodes == 200'000'000);
  CHECK(b.deadline >= before + std::chrono::seconds(5));
  CHECK(b.deadline <= Budget::Clock::now() + std::chrono::seconds(5));
}
