// Stats and export share their filters: the same date filters mean the same thing in both
// (created = the day a puzzle was stored, scheduled = the date of its daily set), unknown tiers
// are refused, and every list comes out in difficulty order.
#include <catch2/catch.hpp>

#include <sstream>

#include "db/export.hpp"
#include "db/ingest.hpp"
#include "db/stats.hpp"
#include "db/store.hpp"
#include "db/tier_order.hpp"
#include "solver/common/document.hpp"
#include "tests/unit/db/corpus_store.hpp"

using namespace dg;

TEST_CASE("stats and export read the scheduled and created ranges alike", "[db][stats]") {
  CorpusStore c("stats_filters");
  const std::int64_t id = c.first_id("queens");
  auto ins = c.store.connection().prepare(
      "INSERT INTO daily (date, game, slot, puzzle_id) VALUES ('2026-03-04', 'queens', 0, ?1)");
  ins.bind(1, id);
  ins.step();

  db::StatsFilter scheduled;
  scheduled.scheduled_from = scheduled.scheduled_to = "2026-03-04";
  db::ExportFilter exported;
  exported.from = exported.to = "2026-03-04";
  CHECK(db::compute_stats(c.store, scheduled).puzzles == 1);
  REQUIRE(db::export_puzzles(c.store, exported)["puzzles"].size() == 1);
  CHECK(db::export_puzzles(c.store, exported)["puzzles"][0]["store_id"] == id);
  scheduled.scheduled_from = scheduled.scheduled_to = "2026-03-05";
  CHECK(db::compute_stats(c.store, scheduled).puzzles == 0);

  // Every puzzle was stored today: a created range up to yesterday holds none, one from
  // yesterday on holds them all, in both commands.
  const int all = db::compute_stats(c.store, {}).puzzles;
  REQUIRE(all > 10);
  db::StatsFilter past;
  past.created_to = "2000-01-01";
  CHECK(db::compute_stats(c.store, past).puzzles == 0);
  db::ExportFilter past_export;
  past_export.created_to = "2000-01-01";
  CHECK(db::export_puzzles(c.store, past_export)["puzzles"].empty());
  db::StatsFilter recent;
  recent.created_from = "2000-01-01";
  CHECK(db::compute_stats(c.store, recent).puzzles == all);
}

TEST_CASE("compare terms use the option names of the date filters", "[db][stats]") {
  db::StatsFilter f;
  std::string error;
  CHECK(db::parse_filter_term("created-from=2026-01-01", f, error));
  CHECK(db::parse_filter_term("scheduled-to=2026-02-01", f, error));
  CHECK(f.created_from == "2026-01-01");
  CHECK(f.scheduled_to == "2026-02-01");
  CHECK(f.label() == "created-from=2026-01-01 scheduled-to=2026-02-01");
  CHECK_FALSE(db::parse_filter_term("from=2026-01-01", f, error));
}

TEST_CASE("filters refuse unknown tiers and malformed dates", "[db][stats]") {
  db::StatsFilter f;
  f.tier = "signs";
  CHECK(db::validate(f).ok());  // a tango tier, no game given
  f.game = "queens";
  CHECK_FALSE(db::validate(f).ok());  // not a queens tier
  f.tier = "search";
  CHECK(db::validate(f).ok());
  f.game.clear();
  f.tier = "hard";
  REQUIRE_FALSE(db::validate(f).ok());
  CHECK_THAT(db::validate(f).error(), Catch::Contains("unknown tier 'hard'"));
  f.tier.clear();
  f.created_from = "2026-1-5";
  CHECK_FALSE(db::validate(f).ok());
  db::ExportFilter e;
  e.game = "zip";
  e.tier = "pigeonhole";
  CHECK_FALSE(db::validate(e).ok());
  e.tier = "parity";
  CHECK(db::validate(e).ok());
}

TEST_CASE("stats lists tiers, sizes and rules in difficulty order", "[db][stats]") {
  CorpusStore c("stats_filters");
  // Within each group: a game's variant (the default) or the whole game.
  for (const auto grouping : {db::StatsGrouping::variant, db::StatsGrouping::game}) {
    const db::Stats s = db::compute_stats(c.store, {}, grouping);
    REQUIRE(s.tiers.size() > 3);
    const auto same = [](const auto& a, const auto& b) {
      return a.game == b.game && a.variant == b.variant;
    };
    // The corpus has several tiers per game; a count-ordered or alphabetical list breaks this.
    for (std::size_t i = 1; i < s.tiers.size(); ++i) {
      const auto &a = s.tiers[i - 1], &b = s.tiers[i];
      if (same(a, b)) CHECK(db::tier_rank(a.game, a.tier) < db::tier_rank(b.game, b.tier));
    }
    for (std::size_t i = 1; i < s.by_size.size(); ++i) {
      const auto &a = s.by_size[i - 1], &b = s.by_size[i];
      if (same(a, b) && a.rows == b.rows && a.cols == b.cols)
        CHECK(db::tier_rank(a.game, a.tier) < db::tier_rank(b.game, b.tier));
    }
    for (std::size_t i = 1; i < s.rules.size(); ++i) {
      const auto &a = s.rules[i - 1], &b = s.rules[i];
      if (same(a, b)) CHECK(db::tier_rank(a.game, a.tier) <= db::tier_rank(b.game, b.tier));
    }
  }
  CHECK(db::tier_rank("tango", "basic") < db::tier_rank("tango", "signs"));
  CHECK(db::tier_rank("queens", "search") > db::tier_rank("queens", "contradiction"));
}

TEST_CASE("the CSV carries grading times per set and per tier", "[db][stats]") {
  CorpusStore c("stats_filters");
  const std::string csv = db::stats_csv({db::compute_stats(c.store, {})});
  // The columns the score added (score_stats_test.cpp) come after these, which keep their places.
  CHECK(csv.rfind("set,kind,game,size,tier,rule,puzzles,share,mean_hits,mean_micros,max_micros,",
                  0) == 0);
  CHECK_THAT(csv, Catch::Contains("\nall,set,,,,,"));
  // Every row has the same number of columns as the header.
  std::istringstream lines(csv);
  std::string line;
  std::getline(lines, line);
  const auto columns = std::count(line.begin(), line.end(), ',');
  while (std::getline(lines, line)) CHECK(std::count(line.begin(), line.end(), ',') == columns);
}

TEST_CASE("the HTML report keys compared sets and keeps a fixed chart width", "[db][stats]") {
  CorpusStore c("stats_filters");
  db::StatsFilter q, t, z;
  q.game = "queens";
  t.game = "tango";
  z.game = "zip";
  std::vector<db::Stats> sets{db::compute_stats(c.store, q), db::compute_stats(c.store, t),
                              db::compute_stats(c.store, z), db::compute_stats(c.store, {})};
  const std::string html = db::stats_html(sets);
  CHECK_THAT(html, Catch::Contains("<b>D</b>"));
  CHECK_THAT(html, Catch::Contains("game=tango"));
  // Charts grow down, not across: no svg is wider than one chart, whatever the number of sets.
  std::size_t at = 0;
  while ((at = html.find("<svg width=\"", at)) != std::string::npos) {
    at += 12;
    CHECK(std::stoi(html.substr(at)) <= 900);
  }
}
