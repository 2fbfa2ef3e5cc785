// Provenance in the store: import keeps every source a board came from with the entry's own keys
// (number, date, set, ...) as metadata, and merge carries sources, the schedule's history and the
// daily publication numbers and specs across stores.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "db/ingest.hpp"
#include "db/maintenance.hpp"
#include "db/store.hpp"
#include "solver/common/document.hpp"
#include "tests/unit/db/temp_db.hpp"

using namespace dg;

namespace {

// The same 8x8 Queens board twice: as a bare puzzle with archive keys (as in corpus-ext), and
// mirrored and recoloured inside a corpus record (as in corpus/*.jsonl).
const char* kArchive = R"({"source":"archive","puzzles":[
  {"id":"level1","set":"linkedin","number":1,"date":"2024-05-01","size":8,"regions":[[0,0,1,1,1,2,2,2],[0,3,1,3,1,4,2,2],[0,3,1,3,1,2,2,2],[0,3,3,3,1,5,6,2],[0,3,3,3,1,5,6,6],[0,3,7,3,1,5,6,6],[7,3,7,3,1,5,5,6],[7,7,7,7,6,6,6,6]]}
]})";
const char* kCorpus =
    R"({"id":"mirrored","puzzle":{"game":"queens","size":8,"regions":[[2,2,2,1,1,1,0,0],[2,2,4,1,3,1,3,0],[2,2,2,1,3,1,3,0],[2,6,5,1,3,3,3,0],[6,6,5,1,3,3,3,0],[6,6,5,1,3,7,3,0],[6,5,5,1,3,7,3,7],[6,6,6,6,7,7,7,7]]},"solutions":1,"tier":"basic"})";
const char* kZip = R"({"id":"z","game":"zip","rows":2,"cols":3,"waypoints":[[0,0],[1,0]]})";

std::vector<std::string> column(db::Store& store, const std::string& sql) {
  auto st = store.connection().prepare(sql);
  std::vector<std::string> out;
  while (st.step()) out.push_back(st.column_is_null(0) ? std::string("NULL") : st.column_text(0));
  return out;
}

void import_text(db::Store& store, const char* text, const std::string& source) {
  auto entries = read_document(text);
  REQUIRE(entries.ok());
  db::import_entries(store, *entries, source, std::nullopt);
}

}  // namespace

TEST_CASE("source_metadata keeps an entry's keys beside the puzzle", "[db][sources]") {
  auto archive = read_document(kArchive);
  REQUIRE(archive.ok());
  CHECK(nlohmann::json::parse(db::source_metadata((*archive)[0])) ==
        nlohmann::json{{"set", "linkedin"}, {"number", 1}, {"date", "2024-05-01"}});
  auto corpus = read_document(kCorpus);
  REQUIRE(corpus.ok());
  CHECK(nlohmann::json::parse(db::source_metadata((*corpus)[0])) ==
        nlohmann::json{{"solutions", 1}, {"tier", "basic"}});
  auto bare = read_document(kZip);  // nothing beside the puzzle and its id
  REQUIRE(bare.ok());
  CHECK(db::source_metadata((*bare)[0]).empty());
  auto text = read_document("queens\naabb\naabb\nccdd\nccdd\n");
  REQUIRE(text.ok());
  CHECK(db::source_metadata((*text)[0]).empty());
}

TEST_CASE("one board from two files is one puzzle with two sources", "[db][sources]") {
  TempDb tmp("sources_two_files");
  db::Store store(tmp.path.string());
  import_text(store, kArchive, "archive.json");
  import_text(store, kCorpus, "corpus.jsonl");
  import_text(store, kArchive, "archive.json");  // again: nothing new
  CHECK(column(store, "SELECT count(*) FROM puzzles") == std::vector<std::string>{"1"});
  CHECK(column(store, "SELECT source || ' ' || external_id FROM puzzle_sources ORDER BY source") ==
        std::vector<std::string>{"archive.json level1", "corpus.jsonl mirrored"});
  CHECK(column(store,
               "SELECT json_extract(metadata, '$.number') || ' ' || "
               "json_extract(metadata, '$.date') || ' ' || json_extract(metadata, '$.set') "
               "FROM puzzle_sources WHERE source = 'archive.json'") ==
        std::vector<std::string>{"1 2024-05-01 linkedin"});
  CHECK(column(store,
               "SELECT json_extract(metadata, '$.tier') FROM puzzle_sources "
               "WHERE source = 'corpus.jsonl'") == std::vector<std::string>{"basic"});
  // The puzzle row itself keeps the first source.
  CHECK(column(store, "SELECT source FROM puzzles") == std::vector<std::string>{"archive.json"});
}

TEST_CASE("merge carries sources, schedule history and daily numbers across", "[db][merge]") {
  TempDb a("sources_merge_a"), b("sources_merge_b");
  {
    db::Store store(a.path.string());
    import_text(store, kArchive, "archive.json");
    import_text(store, kZip, "zip.json");
    // A day as `daily` writes it: the slot, its publication number and spec, and the log.
    store.connection().exec(
        "INSERT INTO daily (date, game, slot, puzzle_id, number, spec) VALUES "
        "('2026-11-23', 'queens', 0, 1, 12, '{\"game\":\"queens\",\"size\":8}'), "
        "('2026-11-23', 'zip', 0, 2, 5, NULL);"
        "INSERT INTO schedule_log (date, game, puzzle_id, action, at, reason) VALUES "
        "('2026-11-22', 'queens', 2, 'scheduled', '2026-11-20T10:00:00Z', NULL), "
        "('2026-11-22', 'queens', 2, 'unscheduled', '2026-11-21T10:00:00Z', 'withdrawn'), "
        "('2026-11-23', 'queens', 1, 'scheduled', '2026-11-21T10:00:01Z', NULL), "
        "('2026-11-23', 'zip', 2, 'scheduled', '2026-11-21T10:00:01Z', NULL)");
  }
  db::Store target(b.path.string());
  import_text(target, kCorpus, "corpus.jsonl");  // the Queens board, from another file
  const std::string daily_sql =
      "SELECT d.date || ' ' || d.game || ' #' || d.number || ' ' || p.source || ' ' || "
      "coalesce(d.spec, 'NULL') FROM daily d JOIN puzzles p ON p.id = d.puzzle_id ORDER BY d.game";
  const std::string sources_sql =
      "SELECT p.game || ' ' || s.source || ' ' || s.external_id || ' ' || "
      "coalesce(s.metadata, 'NULL') FROM puzzle_sources s JOIN puzzles p ON p.id = s.puzzle_id "
      "ORDER BY p.game, s.source";
  const std::string log_sql =
      "SELECT l.date || ' ' || l.game || ' ' || l.action || ' ' || p.game || ' ' || l.at || "
      "coalesce(' ' || l.reason, '') "
      "FROM schedule_log l JOIN puzzles p ON p.id = l.puzzle_id ORDER BY l.id";
  for (int round = 0; round < 2; ++round) {  // merging twice changes nothing more
    CAPTURE(round);
    const auto s = db::merge_into(target, a.path.string());
    CHECK(s.added == (round == 0 ? 1 : 0));  // the Zip; the Queens board was there already
    CHECK(s.duplicates == (round == 0 ? 1 : 2));
    CHECK(s.scheduled == (round == 0 ? 2 : 0));
    CHECK(
        column(target, daily_sql) ==
        std::vector<std::string>{R"(2026-11-23 queens #12 corpus.jsonl {"game":"queens","size":8})",
                                 "2026-11-23 zip #5 zip.json NULL"});
    CHECK(column(target, sources_sql) ==
          std::vector<std::string>{
              R"(queens archive.json level1 {"date":"2024-05-01","number":1,"set":"linkedin"})",
              R"(queens corpus.jsonl mirrored {"solutions":1,"tier":"basic"})",
              "zip zip.json z NULL"});
    CHECK(column(target, log_sql) ==
          std::vector<std::string>{"2026-11-22 queens scheduled zip 2026-11-20T10:00:00Z",
                                   "2026-11-22 queens unscheduled zip 2026-11-21T10:00:00Z "
                                   "withdrawn",
                                   "2026-11-23 queens scheduled queens 2026-11-21T10:00:01Z",
                                   "2026-11-23 zip scheduled zip 2026-11-21T10:00:01Z"});
  }
}
