// The archive site (site.hpp): the day pages through build_page, the rest written here as plain
// HTML with the site's stylesheet and scripts (assets/site.css, site_index.js, site_nav.js).
#include "page/site.hpp"

#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

#include <nlohmann/json.hpp>

#include "page/assets.hpp"
#include "solver/common/atomic_file.hpp"
#include "solver/common/html_escape.hpp"

namespace dg::page {

namespace fs = std::filesystem;

namespace {

constexpr const char* kFeedVersion = "https://jsonfeed.org/version/1.1";
constexpr const char* kExtension = "_dailygrid";  // JSON Feed's place for a publisher's own keys

// What the index, the lists and the feed know of a day: from this run, or from the feed a
// previous run wrote (its page is then left as it is, so its entry is too).
struct DayEntry {
  std::string date;
  std::vector<SiteGame> games;
};

std::string day_page(const std::string& date) {
  return "days/" + date + ".html";
}

// --- dates (YYYY-MM-DD, checked by the caller's store) ---------------------------------------
struct Ymd {
  int y = 0, m = 0, d = 0;
};

Ymd ymd_of(const std::string& date) {
  Ymd out;
  std::sscanf(date.c_str(), "%d-%d-%d", &out.y, &out.m, &out.d);
  return out;
}

// Days since 1970-01-01 (Howard Hinnant's days_from_civil).
long days_of(Ymd t) {
  const int y = t.y - (t.m <= 2);
  const long era = (y >= 0 ? y : y - 399) / 400;
  const long yoe = y - era * 400;
  const long doy = (153 * (t.m + (t.m > 2 ? -3 : 9)) + 2) / 5 + t.d - 1;
  const long doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
  return era * 146097 + doe - 719468;
}

int weekday_monday0(Ymd t) {  // 1970-01-01 was a Thursday
  return static_cast<int>(((days_of(t) % 7) + 7 + 3) % 7);
}

int days_in_month(int y, int m) {
  static constexpr int kDays[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  const bool leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
  return m == 2 && leap ? 29 : kDays[m - 1];
}

constexpr const char* kMonths[] = {"January",   "February", "March",    "April",
                                   "May",       "June",     "July",     "August",
                                   "September", "October",  "November", "December"};

std::string two(int n) {
  return (n < 10 ? "0" : "") + std::to_string(n);
}

std::string month_id(int y, int m) {
  return "m-" + std::to_string(y) + "-" + two(m);
}

std::string month_name(int y, int m) {
  return std::string(kMonths[m - 1]) + " " + std::to_string(y);
}

// --- the feed, which is also the site's memory -----------------------------------------------
// The feed keeps its keys in the order written (JSON Feed's own order: version first).
using Ordered = nlohmann::ordered_json;

Ordered games_json(const std::vector<SiteGame>& games) {
  Ordered out = Ordered::array();
  for (const SiteGame& g : games)
    out.push_back({{"game", g.name},
                   {"series", g.series},
                   {"number", g.number},
                   {"band", g.band},
                   {"list", "games/" + series_file(g.series) + ".html"}});
  return out;
}

std::string summary_text(const std::vector<SiteGame>& games) {
  std::string out;
  for (const SiteGame& g : games)
    out += (out.empty() ? "" : " · ") + g.name + " #" + std::to_string(g.number) +
           (g.band.empty() ? "" : " (" + g.band + ")");
  return out;
}

std::string link(const SiteOptions& o, const std::string& relative) {
  return o.url + relative;  // url is "" or ends in '/'
}

Ordered feed_json(const std::vector<DayEntry>& days, const SiteOptions& o) {
  Ordered feed = {{"version", kFeedVersion},
                  {"title", o.title},
                  {"description", "Daily logic puzzles: one page per day."}};
  if (!o.url.empty()) {
    feed["home_page_url"] = link(o, "index.html");
    feed["feed_url"] = link(o, "feed.json");
  }
  Ordered items = Ordered::array();
  for (auto it = days.rbegin(); it != days.rend(); ++it)  // newest first, as feeds are read
    items.push_back(
        {{"id", it->date},
         {"url", link(o, day_page(it->date))},
         {"title", o.title + " · " + it->date},
         {"content_text", summary_text(it->games)},
         {"date_published", it->date + "T00:00:00Z"},
         {kExtension,
          {{"date", it->date}, {"page", day_page(it->date)}, {"games", games_json(it->games)}}}});
  feed["items"] = std::move(items);
  return feed;
}

// The days a previous run wrote into `path` (none when there is no feed yet).
Expected<std::vector<DayEntry>> read_feed(const fs::path& path) {
  std::vector<DayEntry> out;
  std::error_code ec;
  if (!fs::exists(path, ec)) return out;
  std::ifstream in(path, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  const auto feed = nlohmann::json::parse(text.str(), nullptr, false);
  const std::string not_ours =
      path.string() + ": not a feed that daily --site wrote (move it away to start a new site)";
  if (feed.is_discarded() || !feed.is_object() || !feed.contains("version") ||
      feed["version"] != kFeedVersion || !feed.contains("items") || !feed["items"].is_array())
    return Error{not_ours};
  try {
    for (const auto& item : feed["items"]) {
      const auto& ext = item.at(kExtension);
      DayEntry day{ext.at("date").get<std::string>(), {}};
      for (const auto& g : ext.at("games"))
        day.games.push_back({g.at("game").get<std::string>(), g.at("series").get<std::string>(),
                             g.at("number").get<int>(), g.value("band", "")});
      out.push_back(std::move(day));
    }
  } catch (const nlohmann::json::exception&) {
    return Error{not_ours};
  }
  return out;
}

// --- the index and the lists -----------------------------------------------------------------
// The head and header every file but a day page shares; `root` leads back to the site's top.
std::string shell_top(const std::string& title, const std::string& root, const Options& o,
                      const std::string& nav) {
  std::string out =
      "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
      "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
      "<meta name=\"color-scheme\" content=\"light dark\">\n<title>" +
      html_escape(title) +
      "</title>\n<link rel=\"alternate\" type=\"application/feed+json\" href=\"" + root +
      "feed.json\" title=\"" + html_escape(title) + "\">\n<style>\n" +
      std::string(asset("site.css")) + "</style>\n</head>\n<body>\n<header class=\"site-top\">\n";
  if (!o.brand.empty()) out += "<p class=\"brand\">" + html_escape(o.brand) + "</p>\n";
  out += "<h1>" + html_escape(title) + "</h1>\n" + nav + "</header>\n<main>\n";
  return out;
}

std::string shell_bottom(const Options& o, const std::string& script) {
  std::string out = "</main>\n<footer class=\"site-foot\">\n";
  if (!o.footer.empty()) out += "<p>" + html_escape(o.footer) + "</p>\n";
  out += "<p>Made with dailygrid.</p>\n</footer>\n";
  if (!script.empty()) out += "<script>\n\"use strict\";\n" + script + "</script>\n";
  return out + "</body>\n</html>\n";
}

// One month's calendar, Monday first; a day with puzzles links to its page.
std::string month_html(int y, int m, const std::map<std::string, const DayEntry*>& by_date,
                       const std::string& prev_id, const std::string& prev_name,
                       const std::string& next_id, const std::string& next_name) {
  const std::string id = month_id(y, m);
  std::string out = "<section class=\"month\" id=\"" + id + "\" aria-labelledby=\"" + id +
                    "-name\">\n<div class=\"month-head\">";
  out += prev_id.empty()
             ? "<span></span>"
             : "<a class=\"month-prev\" href=\"#" + prev_id + "\">‹ " + prev_name + "</a>";
  out += "<h2 id=\"" + id + "-name\">" + month_name(y, m) + "</h2>";
  out += next_id.empty()
             ? "<span></span>"
             : "<a class=\"month-next\" href=\"#" + next_id + "\">" + next_name + " ›</a>";
  out += "</div>\n<table class=\"cal\">\n<thead><tr>";
  for (const char* d :
       {"Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"})
    out += "<th scope=\"col\" abbr=\"" + std::string(d) + "\">" + std::string(d).substr(0, 3) +
           "</th>";
  out += "</tr></thead>\n<tbody>\n<tr>";
  const int lead = weekday_monday0({y, m, 1}), n = days_in_month(y, m);
  int col = 0;
  for (; col < lead; ++col) out += "<td></td>";
  for (int d = 1; d <= n; ++d, ++col) {
    if (col == 7) {
      out += "</tr>\n<tr>";
      col = 0;
    }
    const std::string date = std::to_string(y) + "-" + two(m) + "-" + two(d);
    const auto it = by_date.find(date);
    if (it == by_date.end()) {
      out += "<td>" + std::to_string(d) + "</td>";
      continue;
    }
    out += "<td class=\"has\"><a href=\"" + day_page(date) + "\" aria-label=\"" +
           html_escape(std::to_string(d) + " " + month_name(y, m) + ": " +
                       summary_text(it->second->games)) +
           "\">" + std::to_string(d) + "</a></td>";
  }
  for (; col < 7; ++col) out += "<td></td>";
  return out + "</tr>\n</tbody>\n</table>\n</section>\n";
}

struct SeriesList {
  std::string name;  // the players' name of its latest puzzle
  std::vector<std::pair<const DayEntry*, const SiteGame*>> rows;
};

std::map<std::string, SeriesList> series_lists(const std::vector<DayEntry>& days) {
  std::map<std::string, SeriesList> out;
  for (const DayEntry& d : days)
    for (const SiteGame& g : d.games) {
      SeriesList& s = out[g.series];
      s.name = g.name;
      s.rows.emplace_back(&d, &g);
    }
  return out;
}

std::string index_html(const std::vector<DayEntry>& days, const SiteOptions& o) {
  std::map<std::string, const DayEntry*> by_date;
  for (const DayEntry& d : days) by_date[d.date] = &d;
  const std::string& first = days.front().date;
  const std::string& last = days.back().date;
  std::string out = shell_top(o.title, "", o.page, "");
  out += "<p class=\"lead\">" + std::to_string(days.size()) +
         (days.size() == 1 ? " day" : " days") + " of puzzles, " + first +
         (first == last ? "" : " to " + last) + ". <a class=\"latest\" href=\"" + day_page(last) +
         "\">Play the latest: " + last + "</a></p>\n<div class=\"calendar\">\n";
  // Every month from the first day's to the last's, so the months step one by one.
  const Ymd a = ymd_of(first), b = ymd_of(last);
  std::vector<std::pair<int, int>> months;
  for (int y = a.y, m = a.m; y < b.y || (y == b.y && m <= b.m); m == 12 ? (++y, m = 1) : ++m)
    months.emplace_back(y, m);
  for (std::size_t k = 0; k < months.size(); ++k) {
    const auto [y, m] = months[k];
    std::string prev_id, prev_name, next_id, next_name;
    if (k > 0) {
      prev_id = month_id(months[k - 1].first, months[k - 1].second);
      prev_name = month_name(months[k - 1].first, months[k - 1].second);
    }
    if (k + 1 < months.size()) {
      next_id = month_id(months[k + 1].first, months[k + 1].second);
      next_name = month_name(months[k + 1].first, months[k + 1].second);
    }
    out += month_html(y, m, by_date, prev_id, prev_name, next_id, next_name);
  }
  out +=
      "</div>\n<section class=\"lists\" aria-labelledby=\"lists-name\">\n"
      "<h2 id=\"lists-name\">Archives by game</h2>\n<ul>\n";
  for (const auto& [series, list] : series_lists(days))
    out += "<li><a href=\"games/" + series_file(series) + ".html\">" + html_escape(list.name) +
           "</a> (" + std::to_string(list.rows.size()) +
           (list.rows.size() == 1 ? " puzzle" : " puzzles") + ")</li>\n";
  out += "</ul>\n<p><a href=\"feed.json\">The days as a JSON feed</a></p>\n</section>\n";
  return out + shell_bottom(o.page, std::string(asset("site_index.js")));
}

std::string list_html(const SeriesList& list, const SiteOptions& o) {
  std::string out =
      shell_top(o.title + " · " + list.name, "../", o.page,
                "<nav class=\"site-nav\" aria-label=\"Archive\"><a href=\"../index.html\">"
                "All days</a></nav>\n");
  out += "<table class=\"archive\">\n<caption>" + html_escape(list.name) + ": " +
         std::to_string(list.rows.size()) + (list.rows.size() == 1 ? " puzzle" : " puzzles") +
         ", the newest first</caption>\n<thead><tr><th scope=\"col\">Number</th><th scope=\"col\">"
         "Date</th><th scope=\"col\">Difficulty</th><th scope=\"col\">Puzzle</th></tr></thead>\n"
         "<tbody>\n";
  for (auto it = list.rows.rbegin(); it != list.rows.rend(); ++it) {
    const auto& [day, game] = *it;
    const std::string number = "#" + std::to_string(game->number);
    out += "<tr><td>" + number + "</td><td>" + day->date + "</td><td>" +
           html_escape(game->band.empty() ? "-" : game->band) + "</td><td><a href=\"../" +
           day_page(day->date) + "#p" + std::to_string(game - day->games.data() + 1) +
           "\">Play " + html_escape(game->name) + " " + number +
           "</a></td></tr>\n";
  }
  out += "</tbody>\n</table>\n";
  return out + shell_bottom(o.page, "");
}

// days.js: the dates on the site, then the script that moves a day page's links by them.
std::string days_js(const std::vector<DayEntry>& days) {
  nlohmann::json dates = nlohmann::json::array();
  for (const DayEntry& d : days) dates.push_back(d.date);
  return "// The days of this site, written by `dailygrid daily --site` (each run rewrites it).\n"
         "window.dgSiteDays = " +
         dates.dump() + ";\n" + std::string(asset("site_nav.js"));
}

Expected<void> write(const fs::path& path, const std::string& bytes) {
  return replace_file(path.string(), bytes);
}

// The links of the day page of days[k]: the index, then the days before and after it now (days.js
// moves them when days are added around it later).
std::vector<Options::Link> day_links(const std::vector<DayEntry>& days, std::size_t k) {
  std::vector<Options::Link> out{{"All days", "../index.html", "index"}};
  if (k > 0) out.push_back({"‹ " + days[k - 1].date, days[k - 1].date + ".html", "prev"});
  if (k + 1 < days.size())
    out.push_back({days[k + 1].date + " ›", days[k + 1].date + ".html", "next"});
  return out;
}

}  // namespace

std::string series_file(const std::string& series) {
  std::string out;
  for (unsigned char c : series) {
    if (std::isalnum(c))
      out += static_cast<char>(std::tolower(c));
    else if (!out.empty() && out.back() != '-')
      out += '-';
  }
  while (!out.empty() && out.back() == '-') out.pop_back();
  return out.empty() ? "puzzles" : out;
}

Expected<SiteSummary> write_site(const std::string& dir, const std::vector<SiteDay>& days,
                                 const SiteOptions& options) {
  const fs::path root(dir);
  for (const fs::path& sub : {root / "days", root / "games"}) {
    std::error_code ec;
    fs::create_directories(sub, ec);
    if (ec) return Error{"cannot create " + sub.string() + ": " + ec.message()};
    if (::access(sub.c_str(), W_OK) != 0)
      return Error{"cannot write in " + sub.string() + ": permission denied"};
  }
  auto known = read_feed(root / "feed.json");
  if (!known) return Error{known.error()};

  // The site's days: the feed's, then this run's (a day already on the site keeps its entry: its
  // page is not written again); days whose page is gone are dropped.
  std::map<std::string, DayEntry> all;
  for (DayEntry& d : *known) all[d.date] = std::move(d);
  SiteSummary summary;
  std::vector<const SiteDay*> to_write;
  for (const SiteDay& d : days) {
    if (fs::exists(root / day_page(d.date))) {
      summary.kept.push_back(d.date);
      if (!all.count(d.date)) all[d.date] = {d.date, d.games};
      continue;
    }
    all[d.date] = {d.date, d.games};
    to_write.push_back(&d);
  }
  std::vector<DayEntry> site;
  for (auto& [date, d] : all)
    if (fs::exists(root / day_page(date)) ||
        std::any_of(to_write.begin(), to_write.end(),
                    [&](const SiteDay* w) { return w->date == date; }))
      site.push_back(std::move(d));
  if (site.empty()) return Error{"no day to put on the site"};

  for (const SiteDay* d : to_write) {
    const std::size_t k = static_cast<std::size_t>(
        std::find_if(site.begin(), site.end(),
                     [&](const DayEntry& e) { return e.date == d->date; }) -
        site.begin());
    Options page = options.page;
    page.links = day_links(site, k);
    page.script_src = "../days.js";
    std::vector<Item> items = d->items;
    if (!options.url.empty())
      for (Item& item : items)
        if (!item.share.game.empty()) item.share.url = link(options, day_page(d->date));
    auto html =
        build_page({Section{d->date, std::move(items)}}, options.title + " · " + d->date, page);
    if (!html) return Error{d->date + ": " + html.error()};
    if (auto done = write(root / day_page(d->date), *html); !done) return Error{done.error()};
    summary.written.push_back(d->date);
  }
  // The files that list the days, rewritten whole; the feed last, as it is what a later run reads.
  if (auto done = write(root / "days.js", days_js(site)); !done) return Error{done.error()};
  for (const auto& [series, list] : series_lists(site))
    if (auto done =
            write(root / "games" / (series_file(series) + ".html"), list_html(list, options));
        !done)
      return Error{done.error()};
  if (auto done = write(root / "index.html", index_html(site, options)); !done)
    return Error{done.error()};
  if (auto done = write(root / "feed.json", feed_json(site, options).dump(2) + "\n"); !done)
    return Error{done.error()};
  summary.days = site.size();
  return summary;
}

}  // namespace dg::page
