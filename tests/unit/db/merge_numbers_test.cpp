// H07 (hostile round 3): merging two stores whose schedules cover different dates kept both
// stores' publication numbers (#1..#10 twice per game, out of date order), and a source's days
// whose slots the target held were dropped with only "0 daily entries" said (H12). Merged numbers
// must stay unique per series and in date order: unpublished days are renumbered, a clash of two
// published schedules refuses the merge naming the days, and the store itself refuses a second
// number in a series (unique index). The reproduction's steps, on Tango 6x6 schedules.
#include <catch2/catch.hpp>

#include "db/daily.hpp"
#include "db/maintenance.hpp"
#include "db/store.hpp"
#include "tests/unit/db/tango_schedule.hpp"
#include "tests/unit/db/temp_db.hpp"

using namespace dg;

namespace {

// "date #number" of every slot in date order.
std::vector<std::string> numbers(db::Store& store) {
  auto st = store.connection().prepare("SELECT date, number FROM daily ORDER BY date");
  std::vector<std::string> out;
  while (st.step()) out.push_back(st.column_text(0) + " #" + std::to_string(st.column_int(1)));
  return out;
}

bool unique_and_in_date_order(db::Store& store) {
  auto st = store.connection().prepare("SELECT series, number FROM daily ORDER BY series, date");
  std::string series;
  std::int64_t last = 0;
  while (st.step()) {
    if (st.column_text(0) != series) series = st.column_text(0), last = 0;
    if (st.column_is_null(1) || st.column_int(1) <= last) return false;
    last = st.column_int(1);
  }
  return true;
}

const long kJan1 = *db::parse_date("2026-01-01");
const long kFeb1 = *db::parse_date("2026-02-01");

}  // namespace

TEST_CASE("H07: merged schedules keep numbers unique per series and in date order",
          "[db][merge][hostile]") {
  TempDb a("h07_a"), b("h07_b"), into("h07_into");
  {
    db::Store s1(a.path.string());
    fill_tango(s1, kJan1, 3, 1, kJan1 - 1);
    db::Store s2(b.path.string());
    fill_tango(s2, kFeb1, 3, 5, kJan1 - 1);
  }

  SECTION("unpublished days are renumbered after the merge") {
    db::Store t(into.path.string());
    db::merge_into(t, a.path.string(), kJan1 - 1);
    auto s = db::merge_into(t, b.path.string(), kJan1 - 1);
    CHECK(s.scheduled == 3);
    CHECK(s.skipped_daily.empty());
    CHECK(numbers(t) == std::vector<std::string>{"2026-01-01 #1", "2026-01-02 #2", "2026-01-03 #3",
                                                 "2026-02-01 #4", "2026-02-02 #5",
                                                 "2026-02-03 #6"});
    CHECK(unique_and_in_date_order(t));
  }

  SECTION("two published schedules that clash are refused, naming the days") {
    db::Store t(into.path.string());
    db::merge_into(t, a.path.string(), kFeb1 + 10);
    CHECK_THROWS_WITH(db::merge_into(t, b.path.string(), kFeb1 + 10),
                      Catch::Contains("cannot merge") && Catch::Contains("2026-02-01") &&
                          Catch::Contains("2026-01-01") && Catch::Contains("tango #1"));
    // Nothing of the refused source was merged.
    CHECK(numbers(t).size() == 3);
    CHECK(unique_and_in_date_order(t));
  }

  SECTION("a published target keeps its numbers; the source's open days follow them") {
    db::Store t(into.path.string());
    db::merge_into(t, a.path.string(), kJan1 + 10);
    db::merge_into(t, b.path.string(), kJan1 + 10);
    CHECK(numbers(t).back() == "2026-02-03 #6");
    CHECK(unique_and_in_date_order(t));
  }

  SECTION("the store refuses a second number in a series") {
    db::Store t(a.path.string());
    CHECK_THROWS(t.connection().exec("UPDATE daily SET number = 1"));
  }
}

TEST_CASE("H12: a source's days whose slots the target holds are skipped and named",
          "[db][merge][hostile]") {
  TempDb a("h12_a"), b("h12_b");
  {
    db::Store s2(b.path.string());
    fill_tango(s2, kJan1, 2, 9, kJan1 - 1);
  }
  db::Store t(a.path.string());
  fill_tango(t, kJan1, 2, 1, kJan1 - 1);
  auto s = db::merge_into(t, b.path.string(), kJan1 - 1);
  CHECK(s.scheduled == 0);
  REQUIRE(s.skipped_daily.size() == 2);
  CHECK(s.skipped_daily[0] ==
        "2026-01-01 tango: skipped, the target already has another puzzle of series tango on that "
        "day");
  // A second merge names them again (its puzzles are stored now, its days still not taken).
  auto again = db::merge_into(t, b.path.string(), kJan1 - 1);
  CHECK(again.skipped_daily.size() == 2);
}
