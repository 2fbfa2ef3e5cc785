// An archive site of the daily puzzles (`daily --site DIR`): static files that work from file://
// and from any static host (relative links only, nothing fetched):
//   index.html             a month calendar of the days (each day with puzzles linked), links to
//                          the games' lists and the feed;
//   days/YYYY-MM-DD.html   one playable page per day (build_page with that day's puzzles), with
//                          links to the index and the previous and next days;
//   games/<series>.html    each series' archive: number, date, difficulty word, link;
//   feed.json              the days as a JSON Feed 1.1 (docs/formats.md), which is also what a
//                          later run reads to know the days already on the site;
//   days.js                the days' dates, loaded by every day page to keep its previous/next
//                          links right as the site grows.
// A later run adds days: a day page that exists is never written again (byte-identical, same
// mtime), while the index, the lists, the feed and days.js are rewritten, each file atomically.
#pragma once

#include <string>
#include <vector>

#include "page/page.hpp"
#include "solver/common/expected.hpp"

namespace dg::page {

// What the archive says of one puzzle of a day.
struct SiteGame {
  std::string name;    // the players' name of its game: "Queens", "Star Battle 2★"
  std::string series;  // the series its number counts in ("queens", "queens:stars2")
  int number = 0;
  std::string band;  // its difficulty word ("easy"); "" when it has none
};

// One day: its puzzles, each with what the archive says of it (`games[k]` is `items[k]`'s).
struct SiteDay {
  std::string date;  // YYYY-MM-DD
  std::vector<Item> items;
  std::vector<SiteGame> games;
};

struct SiteOptions {
  std::string title = "dailygrid";  // the index's title; a day page's is "TITLE · DATE"
  // The site's address (http or https, ending in '/'): the feed's links and the share text's link
  // are absolute with it; "" leaves the feed's links relative and the share text without one.
  std::string url;
  Options page;  // each day page's options (letters, budget); brand and footer go on every file
};

struct SiteSummary {
  std::vector<std::string> written;  // the dates whose pages this run wrote
  std::vector<std::string> kept;     // the dates whose pages were there already
  std::size_t days = 0;              // the days on the site now
};

// The file name of a series' list under games/: "queens:stars2" -> "queens-stars2".
std::string series_file(const std::string& series);

// Writes the site of `days` (and the days a previous run put there) into `dir`, creating it.
// Error (one line, naming the file or the puzzle): `dir` cannot be created or written, a day page
// cannot be built, or dir/feed.json is there but is not a feed this function wrote.
Expected<SiteSummary> write_site(const std::string& dir, const std::vector<SiteDay>& days,
                                 const SiteOptions& options);

}  // namespace dg::page
