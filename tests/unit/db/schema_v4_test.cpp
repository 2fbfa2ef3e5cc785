// Schema 4 (issue 22, H07): a store made before variants and series is migrated when opened: every
// puzzle gets its variant, every slot its publication series, numbers become unique per series
// (a Star Battle that took a Queens number keeps it as published; a series whose published
// numbers already clashed, as a merge made them, is numbered afresh in date order), and the
// unique index then keeps them so.
#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>

#include "db/schema.hpp"
#include "db/store.hpp"
#include "tests/unit/db/file_text.hpp"
#include "tests/unit/db/temp_db.hpp"

using namespace dg;

TEST_CASE("schema 4: an older store gets variants, series and unique numbers", "[db][schema]") {
  TempDb tmp("schema_v4");
  {
    db::Connection c(tmp.path.string());
    c.exec(text_of(std::string(DG_SOURCE_DIR) + "/tests/unit/db/schema_v3.sql"));
    c.exec("PRAGMA user_version = 3");
    c.exec(R"sql(
      INSERT INTO puzzles (id, game, rows, cols, puzzle, solution, canonical_key, source) VALUES
        (1, 'queens', 3, 3, '{"game":"queens","regions":[[0,0,1],[0,2,1],[2,2,1]]}', '[]', 'k1', 'generated'),
        (2, 'queens', 4, 4, '{"game":"queens","size":4,"stars":2,"regions":[[0,0,0,0],[1,1,1,1],[2,2,2,2],[3,3,3,3]]}', '[]', 'k2', 'generated'),
        (3, 'queens', 3, 3, '{"game":"queens","regions":[[0,0,1],[0,2,1],[2,2,2]]}', '[]', 'k3', 'generated'),
        (4, 'tango', 4, 4, '{"game":"tango","cells":["1...","....","....","...."]}', '[]', 'k4', 'generated'),
        (5, 'tango', 4, 4, '{"game":"tango","cells":["0...","....","....","...."]}', '[]', 'k5', 'generated');
      INSERT INTO daily (date, game, slot, puzzle_id, number) VALUES
        ('2026-01-01', 'queens', 0, 1, 1), ('2026-01-02', 'queens', 0, 2, 2),
        ('2026-01-03', 'queens', 0, 3, 3),
        ('2026-01-01', 'tango', 0, 4, 1), ('2026-02-01', 'tango', 0, 5, 1);
    )sql");
  }
  db::Store store(tmp.path.string());
  CHECK(db::schema_version(store.connection()) == db::kSchemaVersion);  // 4, and what came after
  auto variants = store.connection().prepare("SELECT variant FROM puzzles ORDER BY id");
  std::vector<std::string> got;
  while (variants.step()) got.push_back(variants.column_text(0));
  CHECK(got == std::vector<std::string>{"linkedin", "stars2", "linkedin", "plain", "plain"});
  auto slots =
      store.connection().prepare("SELECT date, series, number FROM daily ORDER BY series, date");
  std::vector<std::string> rows;
  while (slots.step())
    rows.push_back(slots.column_text(0) + " " + slots.column_text(1) + " #" +
                   std::to_string(slots.column_int(2)));
  CHECK(rows == std::vector<std::string>{"2026-01-01 queens #1", "2026-01-03 queens #3",
                                         "2026-01-02 queens:stars2 #2", "2026-01-01 tango #1",
                                         "2026-02-01 tango #2"});
  CHECK_THROWS(store.connection().exec("UPDATE daily SET number = 1 WHERE series = 'queens'"));
}
