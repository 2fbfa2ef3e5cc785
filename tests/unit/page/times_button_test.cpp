// The playable page's "Copy my times" (issue 37): the page has the button and a labelled name
// field, and names each puzzle by a reference the store resolves: its canonical key, so that CSV
// rows the page writes for the fixture day import into a store holding that day.
#include <catch2/catch.hpp>

#include "db/ingest.hpp"
#include "db/solve_times.hpp"
#include "db/times_import.hpp"
#include "page/page.hpp"
#include "solver/common/document.hpp"
#include "tests/unit/db/temp_db.hpp"

TEST_CASE("page: Copy my times, and references the store resolves", "[page][times]") {
  auto text = dg::read_file_text(std::string(DG_SOURCE_DIR) + "/tests/browser/day.jsonl");
  REQUIRE(text.ok());
  auto day = dg::read_document(*text);
  REQUIRE(day.ok());
  dg::page::Section section{"", {}};
  for (const auto& e : *day) section.items.push_back({e.puzzle.get(), nullptr, e.id});
  const auto html = dg::page::build_page({section}, "day");
  REQUIRE(html.ok());
  CHECK(html->find("<button type=\"button\" id=\"dg-copy-times\">Copy my times</button>") !=
        std::string::npos);
  CHECK(html->find("<label for=\"dg-player\">Your name</label>") != std::string::npos);
  CHECK(html->find("id=\"dg-times-status\" class=\"times-status\" role=\"status\"") !=
        std::string::npos);

  const auto data = dg::page::page_data(*html);
  REQUIRE(data.ok());
  const auto& puzzles = (*data)["sections"][0]["puzzles"];
  REQUIRE(puzzles.size() == day->size());
  // The rows "Copy my times" writes (app.js timesCsv), one per puzzle of the day.
  std::string csv = "puzzle,player,seconds,date,hints\n";
  for (std::size_t i = 0; i < puzzles.size(); ++i) {
    const std::string ref = puzzles[i]["ref"].get<std::string>();
    CHECK(ref == (*day)[i].puzzle->canonical_key());
    csv += "\"" + ref + "\",Ann," + std::to_string(60 + i) + ".5,2026-12-07," + std::to_string(i) +
           "\n";
  }
  TempDb tmp("page_times");
  dg::db::Store store(tmp.path.string());
  REQUIRE(dg::db::import_entries(store, *day, "day.jsonl", std::nullopt).added ==
          static_cast<int>(day->size()));
  const auto done =
      dg::db::import_solve_times(store, dg::db::parse_times_csv(csv), "times.csv", "{}");
  REQUIRE(done.problems.empty());
  CHECK(done.stored == static_cast<int>(day->size()));
  const auto times = dg::db::read_solve_times(store);
  REQUIRE(times.size() == day->size());
  for (const auto& t : times) {
    CHECK(t.player == "Ann");
    CHECK(t.date == std::optional<std::string>("2026-12-07"));
  }
}
