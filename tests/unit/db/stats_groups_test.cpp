// Issue 39, A4: `stats` reports each game's variants apart (a Star Battle's rule shares are of
// Star Battles, not diluted by LinkedIn Queens) unless asked to group by game, and a weekday row
// says which dates it counts: the scheduled days and the archive dates of a weekday are two rows.
#include <catch2/catch.hpp>

#include <algorithm>
#include <set>
#include <sstream>
#include <string>

#include "db/generated.hpp"
#include "db/stats.hpp"
#include "db/store.hpp"
#include "generator/common/generators.hpp"
#include "tests/unit/db/temp_db.hpp"

using namespace dg;

namespace {

void store_made(db::Store& store, const char* params, std::size_t count) {
  const GeneratorEntry* gen = find_generator("queens");
  auto made = gen->make(nlohmann::json::parse(params), 39, count, 1);
  REQUIRE(made);
  REQUIRE(db::store_generated(store, *made, {"queens", "1", params}, std::nullopt).added ==
          static_cast<int>(count));
}

// Four LinkedIn Queens and two Star Battles.
struct MixedStore {
  TempDb tmp{"stats_groups"};
  db::Store store{tmp.path.string()};
  MixedStore() {
    store_made(store, R"({"size": 7})", 4);
    store_made(store, R"({"size": 10, "stars": 2})", 2);
  }
};

std::set<std::string> group_names(const db::Stats& s) {
  std::set<std::string> out;
  for (const auto& t : s.tiers) out.insert(db::group_name(t.game, t.variant));
  return out;
}

}  // namespace

TEST_CASE("stats: a group is named by its game, and by its variant unless plain",
          "[db][stats][variants]") {
  CHECK(db::group_name("queens", "linkedin") == "queens");
  CHECK(db::group_name("queens", "stars2") == "queens:stars2");
  CHECK(db::group_name("tango", "plain") == "tango");
  CHECK(db::group_name("tango", "unique-lines") == "tango:unique-lines");
  CHECK(db::group_name("queens", "") == "queens");
}

TEST_CASE("stats: LinkedIn Queens and Star Battle are grouped apart by default",
          "[db][stats][variants]") {
  MixedStore m;
  db::StatsFilter queens;
  queens.game = "queens";
  const db::Stats s = db::compute_stats(m.store, queens);
  CHECK(group_names(s) == std::set<std::string>{"queens", "queens:stars2"});
  // The plain variant first, and every list in group order.
  REQUIRE_FALSE(s.tiers.empty());
  CHECK(s.tiers.front().variant == "linkedin");
  CHECK(s.tiers.back().variant == "stars2");
  // Each rule's share is of its own group's puzzles: 4 LinkedIn boards, 2 Star Battles.
  for (const auto& r : s.rules) {
    INFO(r.variant << " " << r.rule);
    const int group = r.variant == "stars2" ? 2 : 4;
    CHECK(r.share == Approx(static_cast<double>(r.puzzles) / group));
  }
  int star_sizes = 0;
  for (const auto& b : s.by_size)
    if (b.variant == "stars2") {
      CHECK(b.rows == 10);
      star_sizes += b.count;
    }
  CHECK(star_sizes == 2);
  const std::string text = db::stats_table({s});
  CHECK_THAT(text, Catch::Contains("\n  queens:stars2 10x10: 2 "));
  CHECK_THAT(text, Catch::Contains("\n  queens 7x7: 4 "));
  // The CSV names the variant in its own column; the JSON in a key.
  const std::string csv = db::stats_csv({s});
  CHECK(csv.substr(0, csv.find('\n')).ends_with(",variant,dates,date_from,date_to"));
  CHECK_THAT(csv, Catch::Contains(",stars2,,,\n"));
  CHECK(db::stats_json({s})[0]["tiers"].back()["variant"] == "stars2");

  // Grouped by game alone, every Queens board is one group, as before.
  const db::Stats whole = db::compute_stats(m.store, queens, db::StatsGrouping::game);
  CHECK(group_names(whole) == std::set<std::string>{"queens"});
  int counted = 0;
  for (const auto& t : whole.tiers) counted += t.count;
  CHECK(counted == 6);
  CHECK_FALSE(db::stats_json({whole})[0]["tiers"][0].contains("variant"));
}

TEST_CASE("stats: a weekday row counts scheduled days or archive dates, and says which",
          "[db][stats][weekday]") {
  TempDb tmp("stats_weekday_dates");
  db::Store store(tmp.path.string());
  store_made(store, R"({"size": 7})", 4);
  // Puzzles 1 and 2 are scheduled on Fridays; 3 and 4 come with archive dates (a Friday and a
  // Wednesday); puzzle 1's archive date is ignored: a scheduled puzzle counts under its day.
  store.connection().exec(R"sql(
    INSERT INTO daily (date, game, slot, puzzle_id, number, series) VALUES
      ('2026-12-04', 'queens', 0, 1, 1, 'queens'), ('2026-12-25', 'queens', 0, 2, 2, 'queens');
    UPDATE puzzle_sources SET metadata = '{"date":"2024-05-03"}' WHERE puzzle_id IN (1, 3);
    UPDATE puzzle_sources SET metadata = '{"date":"2024-05-01"}' WHERE puzzle_id = 4;
  )sql");
  const db::Stats s = db::compute_stats(store, {});
  std::vector<std::string> weekdays;
  for (const auto& d : s.scores)
    if (!d.weekday.empty())
      weekdays.push_back(d.weekday + " " + d.dates_note() + " " +
                         std::to_string(d.scored + d.unscored));
  // Scheduled days first, then archive dates, each Monday first.
  CHECK(weekdays == std::vector<std::string>{"friday scheduled days 2026-12-04..2026-12-25 2",
                                             "wednesday archive dates 2024-05-01..2024-05-01 1",
                                             "friday archive dates 2024-05-03..2024-05-03 1"});
  const std::string text = db::stats_table({s});
  CHECK_THAT(text, Catch::Contains("\n  queens friday (scheduled days 2026-12-04..2026-12-25): "));
  CHECK_THAT(text, Catch::Contains("\n  queens friday (archive dates 2024-05-03..2024-05-03): "));
  const std::string csv = db::stats_csv({s});
  CHECK_THAT(csv, Catch::Contains(",friday,"));
  CHECK_THAT(csv, Catch::Contains(",linkedin,scheduled,2026-12-04,2026-12-25\n"));
  CHECK_THAT(csv, Catch::Contains(",linkedin,archive,2024-05-03,2024-05-03\n"));
  const auto json = db::stats_json({s})[0]["difficulty"];
  const auto scheduled = std::find_if(json.begin(), json.end(), [](const auto& d) {
    return d.contains("dates") && d["dates"] == "scheduled";
  });
  REQUIRE(scheduled != json.end());
  CHECK((*scheduled)["date_from"] == "2026-12-04");
  CHECK((*scheduled)["date_to"] == "2026-12-25");
  // The HTML names both rows, the dates on a second line.
  const std::string html = db::stats_html({s});
  CHECK_THAT(html, Catch::Contains(">friday, scheduled</text>"));
  CHECK_THAT(html, Catch::Contains(">2026-12-04..2026-12-25</text>"));
  CHECK_THAT(html, Catch::Contains(">friday, archive</text>"));
}

TEST_CASE("stats: the CSV and JSON carry the technique and the predicted minutes",
          "[db][stats][difficulty]") {
  MixedStore m;
  store_made(m.store, R"({"size": 8})", 1);
  const db::Stats s = db::compute_stats(m.store, {});
  const auto* all = &s.scores.front();
  REQUIRE(all->group() == "all");
  REQUIRE(all->scored > 0);
  CHECK(all->timed == all->scored);  // fresh grades have their minutes
  CHECK(all->minutes_median > 0);
  CHECK(all->minutes_p90 >= all->minutes_median);
  CHECK(all->techniqued == all->scored);
  int levels = 0;
  for (int n : all->techniques) levels += n;
  CHECK(levels == all->scored);
  std::istringstream csv(db::stats_csv({s}));
  std::string header, line;
  std::getline(csv, header);
  CHECK_THAT(header, Catch::Contains(",unscored,weekday,plain,clever,subtle,deep,technique_median,"
                                     "minutes_median,minutes_p90,variant,"));
  const auto columns = std::count(header.begin(), header.end(), ',');
  while (std::getline(csv, line)) {
    INFO(line);
    CHECK(std::count(line.begin(), line.end(), ',') == columns);
  }
  const auto j = db::stats_json({s})[0]["difficulty"][0];
  CHECK(j["minutes_median"].get<double>() == Approx(all->minutes_median));
  CHECK(j["technique_median"].get<double>() == Approx(all->technique_median));
}
