// The difficulty score in `stats` and `export`: the range and band filters read and refuse what
// they should, the score spreads agree with the stored scores, and the filters keep exactly the
// puzzles whose score or band matches (in both commands alike).
#include <catch2/catch.hpp>

#include <algorithm>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "db/export.hpp"
#include "db/ingest.hpp"
#include "db/score_filter.hpp"
#include "db/stats.hpp"
#include "db/store.hpp"
#include "solver/common/document.hpp"
#include "tests/unit/db/corpus_store.hpp"

using namespace dg;

namespace {

struct ScoredStore : CorpusStore {
  ScoredStore() : CorpusStore("score_stats") {}
  // Every stored score of `game`, ascending, straight from the grades table.
  std::vector<double> scores(const std::string& game) {
    auto st = store.connection().prepare(
        "SELECT g.difficulty FROM grades g JOIN puzzles p ON p.id = g.puzzle_id"
        " WHERE p.game = ?1 AND g.difficulty IS NOT NULL ORDER BY g.difficulty");
    st.bind(1, game);
    std::vector<double> out;
    while (st.step()) out.push_back(st.column_double(0));
    return out;
  }
};

const db::Stats::ScoreSpread* find_spread(const db::Stats& s, const std::string& game,
                                          const std::string& group) {
  for (const auto& d : s.scores)
    if (d.game == game && d.group() == group) return &d;
  return nullptr;
}

int band_total(const db::Stats::ScoreSpread& d) {
  int n = 0;
  for (int b : d.bands) n += b;
  return n;
}

}  // namespace

TEST_CASE("quantiles interpolate between the sorted scores", "[db][difficulty]") {
  const std::vector<double> four{1, 2, 3, 4};
  CHECK(db::quantile(four, 0.5) == Approx(2.5));
  CHECK(db::quantile(four, 0.1) == Approx(1.3));
  CHECK(db::quantile(four, 0.0) == 1);
  CHECK(db::quantile(four, 1.0) == 4);
  CHECK(db::quantile({7.5}, 0.9) == 7.5);
}

TEST_CASE("a difficulty range reads MIN..MAX with either end left out", "[db][difficulty]") {
  db::ScoreFilter f;
  REQUIRE(db::parse_difficulty_range("9.5..10", f).ok());
  CHECK(f.min == 9.5);
  CHECK(f.max == 10);
  CHECK(f.label() == "difficulty=9.5..10");
  REQUIRE(db::parse_difficulty_range("..-1.25", f).ok());
  CHECK_FALSE(f.min.has_value());
  CHECK(f.max == -1.25);
  REQUIRE(db::parse_difficulty_range("3..", f).ok());
  CHECK(f.min == 3);
  CHECK_FALSE(f.max.has_value());
  f.band = "hard";
  CHECK(f.label() == "difficulty=3.. band=hard");
  for (const char* bad :
       {"", "..", "9.5", "x..1", "1..y", "10..9", "1..2..3", "nan..1", "1..inf", " 1..2"}) {
    INFO(bad);
    CHECK_FALSE(db::parse_difficulty_range(bad, f).ok());
  }
}

TEST_CASE("only the four band names are bands", "[db][difficulty]") {
  for (const char* band : {"easy", "medium", "hard", "expert"}) CHECK(db::check_band(band).ok());
  const auto bad = db::check_band("Hard");
  REQUIRE_FALSE(bad.ok());
  CHECK(bad.error() == "unknown band 'Hard' (easy, medium, hard, expert)");
  db::StatsFilter stats;
  stats.score.band = "brutal";
  CHECK_FALSE(db::validate(stats).ok());
  db::ExportFilter exported;
  exported.score.band = "brutal";
  CHECK_FALSE(db::validate(exported).ok());
}

TEST_CASE("compare terms take difficulty and band", "[db][difficulty]") {
  db::StatsFilter f;
  std::string error;
  CHECK(db::parse_filter_term("difficulty=..8", f, error));
  CHECK(f.score.max == 8);
  CHECK(db::parse_filter_term("band=expert", f, error));
  CHECK(f.score.band == "expert");
  CHECK(f.label() == "difficulty=..8 band=expert");
  CHECK_FALSE(db::parse_filter_term("difficulty=eight", f, error));
  CHECK(error.find("difficulty: ") == 0);
}

TEST_CASE("score spreads match the stored scores of each game, size and source",
          "[db][difficulty]") {
  ScoredStore c;
  // Grouped by game: the corpus' Zip boards with walls are a variant of their own by default.
  const db::Stats s = db::compute_stats(c.store, {}, db::StatsGrouping::game);
  for (const std::string game : {"queens", "tango", "zip"}) {
    INFO(game);
    const auto stored = c.scores(game);
    REQUIRE(stored.size() >= 4);
    const auto* all = find_spread(s, game, "all");
    REQUIRE(all);
    CHECK(all->scored == static_cast<int>(stored.size()));
    CHECK(all->min == stored.front());
    CHECK(all->max == stored.back());
    CHECK(all->median == Approx(db::quantile(stored, 0.5)));
    CHECK(band_total(*all) == all->scored);
    const double q[] = {all->min, all->p10, all->p25, all->median, all->p75, all->p90, all->max};
    CHECK(std::is_sorted(std::begin(q), std::end(q)));
    // Sizes and sources each split the game's puzzles: their counts add up to the whole.
    int by_size = 0, by_source = 0, graded = 0;
    for (const auto& d : s.scores) {
      if (d.game != game) continue;
      if (d.rows > 0) by_size += d.scored + d.unscored;
      if (!d.source.empty()) by_source += d.scored + d.unscored;
    }
    for (const auto& t : s.tiers)
      if (t.game == game) graded += t.count;
    CHECK(all->scored + all->unscored == graded);
    CHECK(by_size == graded);
    CHECK(by_source == graded);
  }
  // Order: by game, then the whole game, its sizes, its sources.
  const auto* queens_all = find_spread(s, "queens", "all");
  CHECK(queens_all == &s.scores.front());
}

TEST_CASE("the score filters keep exactly the matching puzzles in stats and export",
          "[db][difficulty]") {
  ScoredStore c;
  const auto stored = c.scores("queens");
  const double low = db::quantile(stored, 0.25), high = db::quantile(stored, 0.75);
  const auto in_range =
      std::count_if(stored.begin(), stored.end(), [&](double v) { return v >= low && v <= high; });

  db::StatsFilter range;
  range.game = "queens";
  range.score.min = low;
  range.score.max = high;
  const db::Stats s = db::compute_stats(c.store, range);
  CHECK(s.puzzles == in_range);
  const auto* all = find_spread(s, "queens", "all");
  REQUIRE(all);
  CHECK(all->min >= low);
  CHECK(all->max <= high);
  CHECK(all->unscored == 0);  // a puzzle without a score has nothing to be in range

  db::ExportFilter exported;
  exported.game = "queens";
  exported.score = range.score;
  const auto puzzles = db::export_puzzles(c.store, exported)["puzzles"];
  CHECK(static_cast<long>(puzzles.size()) == in_range);
  for (const auto& p : puzzles) {
    const double d = p["grade"]["difficulty"].get<double>();
    CHECK(d >= low);
    CHECK(d <= high);
    CHECK(p["grade"]["band"].is_string());
  }

  // One band at a time: stats and export agree with the unfiltered band mix.
  const db::Stats unfiltered = db::compute_stats(c.store, {});
  const auto* whole = find_spread(unfiltered, "queens", "all");
  REQUIRE(whole);
  for (std::size_t b = 0; b < kBandNames.size(); ++b) {
    const std::string band(kBandNames[b]);
    INFO(band);
    db::StatsFilter one;
    one.game = "queens";
    one.score.band = band;
    CHECK(db::compute_stats(c.store, one).puzzles == whole->bands[b]);
    db::ExportFilter e;
    e.game = "queens";
    e.score.band = band;
    const auto got = db::export_puzzles(c.store, e)["puzzles"];
    CHECK(static_cast<int>(got.size()) == whole->bands[b]);
    for (const auto& p : got) CHECK(p["grade"]["band"] == band);
  }
}

TEST_CASE("every CSV row has the header's columns, and the HTML draws a strip per group",
          "[db][difficulty]") {
  ScoredStore c;
  db::StatsFilter tango;
  tango.game = "tango";
  const std::vector<db::Stats> sets{db::compute_stats(c.store, {}),
                                    db::compute_stats(c.store, tango)};
  std::istringstream csv(db::stats_csv(sets));
  std::string line;
  std::getline(csv, line);
  const auto columns = std::count(line.begin(), line.end(), ',');
  int difficulty_rows = 0;
  while (std::getline(csv, line)) {
    INFO(line);
    CHECK(std::count(line.begin(), line.end(), ',') == columns);  // corpus names have no commas
    if (line.find(",difficulty,") != std::string::npos) ++difficulty_rows;
  }
  CHECK(difficulty_rows == static_cast<int>(sets[0].scores.size() + sets[1].scores.size()));

  const std::string html = db::stats_html(sets);
  CHECK(html.find("Difficulty score by board size and source") != std::string::npos);
  // One median tick per (set, group) with scored puzzles.
  std::size_t ticks = 0;
  for (auto at = html.find("class=\"median\""); at != std::string::npos;
       at = html.find("class=\"median\"", at + 1))
    ++ticks;
  std::size_t groups = 0;
  for (const auto& set : sets)
    for (const auto& d : set.scores) groups += d.scored > 0;
  CHECK(ticks == groups);
}
