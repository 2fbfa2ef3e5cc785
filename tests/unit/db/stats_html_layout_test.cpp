// Issue 39, A5: the HTML report fits a phone (a viewport meta, charts with a viewBox that CSS
// scales down, tables that scroll in their own box), and one odd board does not stretch the score
// axis: the axis spans the p1..p99 range, and what lies beyond is counted at the edge.
// tests/browser/stats_layout_test.py measures the page at 390 px in chromium.
#include <catch2/catch.hpp>

#include <algorithm>
#include <regex>
#include <string>
#include <vector>

#include "db/stats.hpp"

using namespace dg;

namespace {

db::Stats::ScoreSpread spread(std::vector<double> values, int rows = 0) {
  std::sort(values.begin(), values.end());
  db::Stats::ScoreSpread d;
  d.game = "queens";
  d.variant = "linkedin";
  d.rows = d.cols = rows;
  d.scored = static_cast<int>(values.size());
  d.min = values.front();
  d.p10 = db::quantile(values, 0.1);
  d.p25 = db::quantile(values, 0.25);
  d.median = db::quantile(values, 0.5);
  d.p75 = db::quantile(values, 0.75);
  d.p90 = db::quantile(values, 0.9);
  d.max = values.back();
  d.bands[0] = d.scored;
  d.values = std::move(values);
  return d;
}

// 200 Queens boards scored 8..12 and one 1x1 board scored 2: the community archive's case.
db::Stats with_outlier() {
  std::vector<double> boards;
  for (int i = 0; i < 200; ++i) boards.push_back(8 + 4.0 * i / 199);
  std::vector<double> all = boards;
  all.push_back(2);
  db::Stats s;
  s.label = "all";
  s.puzzles = 201;
  s.tiers.push_back({"queens", "linkedin", "basic", 201, 10, 20});
  s.by_size.push_back({"queens", "linkedin", 1, 1, "basic", 1});
  s.by_size.push_back({"queens", "linkedin", 8, 8, "basic", 200});
  s.scores.push_back(spread(all));
  s.scores.push_back(spread({2}, 1));
  s.scores.push_back(spread(boards, 8));
  return s;
}

std::vector<double> ticks(const std::string& html) {
  std::vector<double> out;
  const std::regex tick("class=\"tick\">(-?[0-9]+)</text>");
  for (auto it = std::sregex_iterator(html.begin(), html.end(), tick); it != std::sregex_iterator();
       ++it)
    out.push_back(std::stod((*it)[1]));
  return out;
}

}  // namespace

TEST_CASE("stats html: the page fits a phone's width", "[db][stats][html]") {
  const std::string html = db::stats_html({with_outlier()});
  CHECK_THAT(html, Catch::Contains(
                       "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"));
  CHECK_THAT(html, Catch::Contains("svg{max-width:100%;height:auto}"));
  CHECK_THAT(html, Catch::Contains(".scroll{max-width:100%;overflow-x:auto}"));
  // Every chart has a viewBox of its own size, so it scales instead of being cut off.
  const std::regex svg(
      "<svg width=\"([0-9]+)\" height=\"([0-9]+)\" viewBox=\"0 0 ([0-9]+) ([0-9]+)\"");
  std::size_t charts = 0, scaled = 0;
  for (auto at = html.find("<svg"); at != std::string::npos; at = html.find("<svg", at + 1))
    ++charts;
  for (auto it = std::sregex_iterator(html.begin(), html.end(), svg); it != std::sregex_iterator();
       ++it) {
    CHECK((*it)[1] == (*it)[3]);
    CHECK((*it)[2] == (*it)[4]);
    ++scaled;
  }
  CHECK(charts >= 3);
  CHECK(scaled == charts);
  // Every table is in a box that scrolls.
  std::size_t tables = 0, boxed = 0;
  for (auto at = html.find("<table"); at != std::string::npos; at = html.find("<table", at + 1)) {
    ++tables;
    boxed += html.compare(at - 20, 20, "<div class=\"scroll\">") == 0;
  }
  CHECK(tables >= 2);
  CHECK(boxed == tables);
}

TEST_CASE("stats html: the score axis spans p1..p99 and marks the outliers",
          "[db][stats][html][difficulty]") {
  const std::string html = db::stats_html({with_outlier()});
  const auto t = ticks(html);
  REQUIRE_FALSE(t.empty());
  // 8..12 padded a little: not from 2.
  CHECK(t.front() >= 7);
  CHECK(t.back() <= 13);
  // The whole game's strip and the 1x1 strip each have one puzzle below the axis.
  std::size_t marks = 0;
  for (auto at = html.find("1 below the axis (lowest 2.00)"); at != std::string::npos;
       at = html.find("1 below the axis (lowest 2.00)", at + 1))
    ++marks;
  CHECK(marks == 2);
  CHECK(html.find("above the axis") == std::string::npos);
  CHECK_THAT(html, Catch::Contains("<g class=\"outlier\">"));
}
