// dailygrid daily: the published schedule. Fill it along a difficulty curve (--from/--days),
// re-roll a day (--replace DATE), clear a day (--unschedule DATE [--days N], --keep-puzzles to
// give its puzzles back for scheduling again), list it (--list), or
// show a day's set (--show DATE [--days N]: text boards, or drawn with --render FILE and
// --solutions separate, after or none; or a playable page, --html FILE). Published days (on or
// before --today) are re-rolled or cleared, and a fill adds no slot to one that holds some, only
// with --force REASON; nor does a fill number a slot out of date order. A fill and --print-curve
// first check the curve's score requests by probing the generator (db/curve_check.hpp; skipped
// with --no-probe).
// Exit 1 when a slot stays empty; 2 for a bad curve (a slot out of the generator's reach too),
// date or option, or a published day refused.
#include <algorithm>
#include <array>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iomanip>
#include <iostream>
#include <memory>
#include <sstream>

#include "cli/command.hpp"
#include "cli/daily_site.hpp"
#include "cli/game_option.hpp"
#include "cli/name_option.hpp"
#include "cli/number_checks.hpp"
#include "cli/progress.hpp"
#include "db/curve_check.hpp"
#include "db/daily.hpp"
#include "generator/common/generated_json.hpp"
#include "page/page.hpp"
#include "render/booklet.hpp"
#include "render/how_to_play.hpp"
#include "render/render.hpp"
#include "solver/common/document.hpp"
#include "solver/common/json_read.hpp"
#include "solver/common/rng.hpp"

namespace dg::cli {

namespace {

long date_option(const std::string& name, const std::string& text) {
  auto d = db::parse_date(text);
  if (!d) throw UsageError("--" + name + ": " + d.error());
  return *d;
}

long local_today() {
  const std::time_t now = std::time(nullptr);
  std::tm tm{};
  localtime_r(&now, &tm);
  char buf[16];
  std::strftime(buf, sizeof buf, "%Y-%m-%d", &tm);
  return *db::parse_date(buf);
}

// The curve check (db/curve_check.hpp) of `curve` (read from `curve_file`, "" for the default)
// on `weekdays` for `games` (empty: every game): a one-line note on stderr for each slot the probe
// could not judge, and for the slots refused (those `still_refused` keeps: a fill drops the ones
// the store covers) a UsageError naming each with what the probe saw. Progress on stderr when it is
// a terminal.
void check_curve_or_refuse(
    const db::Curve& curve, const std::string& curve_file, const std::array<bool, 7>& weekdays,
    const std::vector<std::string>& games, int jobs,
    const std::function<std::vector<db::CurveSlotCheck>(const std::vector<db::CurveSlotCheck>&)>&
        still_refused = {}) {
  db::CurveCheckOptions o;
  o.games = games;
  o.weekdays = weekdays;
  o.limits.jobs = jobs;
  std::unique_ptr<Progress> progress;
  o.progress = [&progress](std::size_t done, std::size_t total) {
    if (!progress)
      progress = std::make_unique<Progress>("curve check", static_cast<long long>(total));
    progress->update(static_cast<long long>(done));
  };
  const db::CurveCheck check = db::check_curve(curve, o);
  if (progress) progress->finish();
  // Named as read_curve names a curve file's mistakes.
  const std::string file = curve_file.empty() ? "" : curve_file + ": ";
  for (const auto& slot : check.not_judged)
    std::cerr << "dailygrid: " << file << slot.message() << "\n";
  const auto refused =
      still_refused && !check.refused.empty() ? still_refused(check.refused) : check.refused;
  if (refused.empty()) return;
  std::string why;
  for (const auto& slot : refused) why += (why.empty() ? file : "; ") + slot.message();
  throw UsageError(why + " (--no-probe skips the check)");
}

db::Curve read_curve(const std::string& file) {
  if (file.empty()) return db::default_curve();
  auto text = read_file_text(file);
  if (!text) throw std::runtime_error(text.error());
  auto j = json_read::parse(*text);  // depth-limited: parse_curve's messages dump() entries
  if (!j) throw UsageError(file + ": " + j.error());
  auto parsed = db::parse_curve(*j);
  if (!parsed) throw UsageError(file + ": " + parsed.error());
  return *parsed;
}

// The day's boards as render sections: each day's puzzles, then each day's solutions, so a
// booklet of a week reads like a newspaper's puzzle page followed by its answers page. `dated`:
// captions carry the publication date too (drawings, whose solutions may be a file of their own).
render::Document booklet(const std::vector<PuzzleEntry>& entries, const nlohmann::json& records,
                         std::vector<std::string>& dates, bool dated = false) {
  render::Document puzzles, solutions;
  for (std::size_t i = 0; i < entries.size(); ++i) {
    const auto& rec = records[i];
    const std::string date = rec.value("date", "");
    if (puzzles.empty() || dates.back() != date) {
      dates.push_back(date);
      const auto day = db::parse_date(date);
      // Read by players (the booklet's and the page's day headings): "2026-12-07 Monday". The
      // date comes first: the page's saved progress keys a puzzle by it (progress.js).
      std::string weekday = day ? db::kWeekdays[db::weekday_of(*day)] : "";
      if (!weekday.empty()) weekday[0] = static_cast<char>(weekday[0] - 'a' + 'A');
      const std::string title = date + (weekday.empty() ? "" : " " + weekday);
      puzzles.push_back({title, {}});
      solutions.push_back({title + " solutions", {}});
    }
    // Drawings are for players: their captions name the band, never a grader's tier.
    const auto grade = rec.value("grade", nlohmann::json::object());
    const std::string number = "#" + std::to_string(rec.value("number", 0));
    const std::string caption =
        dated ? render::player_caption(*entries[i].puzzle, number, grade.value("band", ""), date)
              : render::caption(*entries[i].puzzle, number, grade.value("max_tier", ""));
    puzzles.back().boards.push_back({entries[i].puzzle.get(), nullptr, caption});
    solutions.back().boards.push_back({entries[i].puzzle.get(), rec["solution"], caption});
  }
  puzzles.insert(puzzles.end(), solutions.begin(), solutions.end());
  return puzzles;
}

// "week.pdf" -> "week-solutions.pdf": the solutions file beside the puzzles' (`path` has an
// extension: format_of_path checked it).
std::string solutions_path(const std::string& path) {
  const auto dot = path.rfind('.');
  return path.substr(0, dot) + "-solutions" + path.substr(dot);
}

// Draws a booklet of `days` days into `path`: with `solutions` "after" the puzzles then their
// solutions, "none" the puzzles only, "separate" the puzzles, and their solutions into a second
// file beside it (solutions_path). Says on stderr what went where.
void draw_days(const render::Document& doc, std::size_t days, const std::string& path,
               const std::string& solutions, const render::Options& options,
               const render::BookletOptions& booklet) {
  auto fmt = render::format_of_path(path);
  if (!fmt) throw UsageError("--render: " + fmt.error());
  if (options.png_width > 0 && *fmt != render::Format::png)
    throw UsageError("--width applies to PNG output only");
  const auto count = [](const render::Document& part, const char* what) {
    std::size_t n = 0;
    for (const auto& s : part) n += s.boards.size();
    return std::to_string(n) + " " + what + (n == 1 ? "" : "s");
  };
  const render::Document puzzles(doc.begin(), doc.begin() + static_cast<std::ptrdiff_t>(days));
  const render::Document answers(doc.begin() + static_cast<std::ptrdiff_t>(days), doc.end());
  const render::Document& first = solutions == "after" ? doc : puzzles;
  for (const render::Document* part : {&first, &answers})  // before anything is drawn
    if (part == &first || solutions == "separate")
      if (auto fits = render::check_size(*part, *fmt, options); !fits)
        throw UsageError("--render: " + fits.error());
  // A PDF is the booklet: cover, rules, numbered pages (render/booklet.hpp); the answers file
  // gets a cover of its own and no rules.
  render::BookletOptions answers_booklet = booklet;
  answers_booklet.title += " \u00b7 solutions";
  answers_booklet.rules = false;
  const auto draw = [&](const render::Document& part, const std::string& file,
                        const render::BookletOptions& b) {
    return *fmt == render::Format::pdf ? render::render_booklet(part, b, options, file)
                                       : render::render_document(part, *fmt, options, file);
  };
  auto done = draw(first, path, booklet);
  if (!done) throw std::runtime_error(done.error());
  std::string said = path + " (" + count(puzzles, "puzzle") +
                     (solutions == "after" ? ", then their solutions)" : ")");
  if (solutions == "separate") {
    const std::string second = solutions_path(path);
    done = draw(answers, second, answers_booklet);
    if (!done) throw std::runtime_error(done.error());
    said += ", " + second + " (" + count(answers, "solution") + ")";
  }
  std::cerr << "dailygrid: wrote " << said << "\n";
}

// The playable page of the days in `doc` (booklet's layout: the first `days` sections are the
// days' puzzles, the next `days` their solutions), one section per day, titled by its date.
std::vector<page::Section> page_sections(const render::Document& doc, std::size_t days) {
  std::vector<page::Section> out;
  for (std::size_t d = 0; d < days; ++d) {
    page::Section day{doc[d].title, {}};
    for (std::size_t k = 0; k < doc[d].boards.size(); ++k) {
      const render::Board& b = doc[d].boards[k];
      day.items.push_back({b.puzzle, doc[d + days].boards[k].solution, b.caption});
    }
    out.push_back(std::move(day));
  }
  return out;
}

// `games`: the games asked for with --games (empty: every game scheduled). Exit 1 when a slot
// is empty (db::empty_slots), after showing the rest.
// `look`: the page's branding and share link (--title, --brand, --footer, --site-url); with
// `look.dir` set (--site DIR), the days go to the archive site instead.
int show_days(db::Store& store, long from, int days, const std::vector<std::string>& games,
              const std::string& render_path, const std::string& solutions,
              const render::Options& options, const std::string& html_path, const SiteFlags& look) {
  auto set = db::daily_puzzles(store, from, from + days - 1);
  if (!games.empty()) {
    nlohmann::json kept = nlohmann::json::array();
    for (auto& p : set["puzzles"])
      if (std::find(games.begin(), games.end(), p.value("game", "")) != games.end())
        kept.push_back(std::move(p));
    set["puzzles"] = std::move(kept);
  }
  const auto empty = db::empty_slots(store, from, from + days - 1, games);
  const std::string range = days == 1
                                ? db::format_date(from)
                                : db::format_date(from) + " to " + db::format_date(from + days - 1);
  if (set["puzzles"].empty() && !look.dir.empty())
    throw std::runtime_error(
        "--site: nothing scheduled " +
        (days == 1 ? "on " + range
                   : "from " + db::format_date(from) + " to " + db::format_date(from + days - 1)) +
        (games.empty() ? "" : " for the games given"));
  if (set["puzzles"].empty()) {
    std::cerr << "dailygrid: nothing scheduled on " << range
              << (games.empty() ? "" : " for the games given") << "\n";
    return kRuntime;
  }
  auto entries = read_document(set.dump());
  if (!entries) throw std::runtime_error(entries.error());
  std::vector<std::string> dates;
  const render::Document doc = booklet(*entries, set["puzzles"], dates);
  // Drawings, pages and sites are for players: dated captions in their words.
  std::vector<std::string> ignored;
  const render::Document dated = booklet(*entries, set["puzzles"], ignored, true);
  if (!look.dir.empty()) {
    const int done = write_site(page_sections(dated, dates.size()), set["puzzles"], look);
    for (const auto& slot : empty) std::cerr << "dailygrid: empty slot " << slot << "\n";
    return empty.empty() ? done : int{kRuntime};
  }
  // The text boards are the product only when no file is asked for: a drawing or page made
  // is the product then (and `--html -` is stdout's only content).
  const bool page_to_stdout = html_path == "-";
  const bool text_out = render_path.empty() && html_path.empty();
  for (std::size_t d = 0; d < dates.size() && text_out; ++d)  // the days' puzzles first
    for (const render::Board& b : doc[d].boards)
      std::cout << "# " << b.caption << " · " << doc[d].title
                << "\n"
                << b.puzzle->to_text() << "\n";
  if (!render_path.empty()) {
    render::BookletOptions cover;
    cover.dates = range;
    if (!look.title.empty()) cover.title = look.title;
    if (!look.page.brand.empty()) cover.brand = look.page.brand;
    cover.footer = look.page.footer;
    draw_days(dated, dates.size(), render_path, solutions, options, cover);
  }
  // The share text names each puzzle's game, number and date (and the site's link to its day).
  std::vector<page::Section> sections =
      html_path.empty() ? std::vector<page::Section>{} : page_sections(dated, dates.size());
  std::size_t shared = 0;
  for (page::Section& s : sections)
    for (page::Item& item : s.items) item.share = share_of(set["puzzles"][shared++], look.url);
  const std::string title = look.title.empty() ? "dailygrid · " + range : look.title;
  if (page_to_stdout) {
    auto html = page::build_page(sections, title, look.page);
    if (!html) throw std::runtime_error(html.error());
    std::cout << *html;
  } else if (!html_path.empty()) {
    auto done = page::write_page(sections, title, html_path, look.page);
    if (!done) throw std::runtime_error(done.error());
    std::cerr << "dailygrid: wrote " << html_path << " (" << set["puzzles"].size()
              << (set["puzzles"].size() == 1 ? " puzzle" : " puzzles") << " to play)\n";
  }
  for (const auto& slot : empty) std::cerr << "dailygrid: empty slot " << slot << "\n";
  return empty.empty() ? int{kOk} : int{kRuntime};
}

// Characters (not bytes) of UTF-8 text: "★" is one.
std::size_t chars(const std::string& text) {
  std::size_t n = 0;
  for (unsigned char c : text) n += (c & 0xC0) != 0x80;
  return n;
}

// `text` padded with spaces to `width` characters, and at least one space.
std::string padded(const std::string& text, std::size_t width) {
  const std::size_t n = chars(text);
  return text + std::string(n < width ? width - n : 1, ' ');
}

// The week's table: one row per date, one column per game ("#12 7x7 basic, easy"); a slot of a
// variant with its own series names it ("star battle 2★ #3 10x10 ungraded"), and a game's two
// slots on one day share its cell ("#12 9x9 any, hard + star battle 2★ #3 10x10 any, expert").
// Without --games, the columns are the default games and any other game scheduled in the range
// (in the game table's order), so a Tents slot in a curve shows up in the list.
int list_days(db::Store& store, long from, int days, std::vector<std::string> games,
              bool games_given) {
  const auto slots = db::schedule_between(store, from, from + days - 1);
  if (!games_given)
    for (const std::string& name : game_names()) {
      const bool listed = std::find(games.begin(), games.end(), name) != games.end();
      const bool scheduled =
          std::any_of(slots.begin(), slots.end(), [&](const auto& s) { return s.game == name; });
      if (!listed && scheduled) games.push_back(name);
    }
  // Cells first: a column is as wide as its longest cell (at least 30 characters).
  std::vector<std::vector<std::string>> cells(static_cast<std::size_t>(days),
                                              std::vector<std::string>(games.size(), "-"));
  std::vector<std::size_t> width(games.size(), 29);
  for (long day = from; day < from + days; ++day) {
    const std::string date = db::format_date(day);
    for (std::size_t g = 0; g < games.size(); ++g) {
      std::string& cell = cells[static_cast<std::size_t>(day - from)][g];
      for (const auto& s : slots)  // a game's slots that day, side by side (one per series)
        if (s.date == date && s.game == games[g])
          cell = (cell == "-" ? "" : cell + " + ") + (s.label == s.game ? "" : s.label + " ") +
                 "#" + std::to_string(s.number) + " " + std::to_string(s.rows) + "x" +
                 std::to_string(s.cols) + " " + (s.tier.empty() ? "ungraded" : s.tier) +
                 (s.band.empty() ? "" : ", " + s.band);
      width[g] = std::max(width[g], chars(cell));
    }
  }
  std::cout << std::left << std::setw(12) << "date" << std::setw(11) << "day";
  for (std::size_t g = 0; g < games.size(); ++g) std::cout << padded(games[g], width[g] + 1);
  std::cout << "\n";
  for (long day = from; day < from + days; ++day) {
    std::cout << std::setw(12) << db::format_date(day) << std::setw(11)
              << db::kWeekdays[db::weekday_of(day)];
    for (std::size_t g = 0; g < games.size(); ++g)
      std::cout << padded(cells[static_cast<std::size_t>(day - from)][g], width[g] + 1);
    std::cout << "\n";
  }
  return kOk;
}

}  // namespace

void add_daily(CLI::App& app, Runner& run) {
  auto* cmd = app.add_subcommand("daily", "Fill, re-roll, clear, list or show the daily schedule");
  static std::string db_path = db::kDefaultPath;
  static std::string from, show, replace, unschedule, curve_file, render_path, html_path, today;
  static std::string force;
  static std::string site_dir, site_url, title, brand, footer;
  static std::string solutions = "separate";
  static bool list = false, print_curve = false, no_probe = false, keep_puzzles = false;
  static render::Options draw;
  static int days = 7;
  static std::vector<std::string> games = default_daily_games();
  static std::vector<std::string> sources;
  static std::uint64_t seed = kDefaultSeed;
  static int jobs = 0;
  cmd->add_option("--db", db_path, "SQLite store")->capture_default_str();
  auto* from_opt = cmd->add_option("--from", from, "First date to fill (or list), YYYY-MM-DD");
  // No default shown: it is 7 to fill or list, 1 (the date alone) to show or clear.
  auto* days_opt =
      cmd->add_option("--days", days,
                      "Days to fill or list (default 7), or to show or clear from the date (1)")
          ->check(whole_number(1, 3660));
  auto* games_opt = cmd->add_option("--games", games, "Games to schedule (or show)")
                        ->delimiter(',')
                        ->capture_default_str()
                        ->check(known_game());
  cmd->add_option("--sources", sources,
                  "Imported sources to schedule from besides generated puzzles (NAME,...)")
      ->delimiter(',')
      ->transform(utf8_name());
  cmd->add_option("--curve", curve_file, "Difficulty curve JSON (default: the weekly pattern)");
  cmd->add_option("--seed", seed, "Seed for puzzles generated to fill gaps")
      ->capture_default_str()
      ->check(whole_number(0, UINT64_MAX));
  cmd->add_option("--jobs", jobs, "Generator threads (0 = all cores)")
      ->capture_default_str()
      ->check(whole_number(0, 1024));  // as generate --jobs
  cmd->add_option("--today", today,
                  "Days up to this date are published: numbers kept, days locked (default: today)");
  auto* force_opt =
      cmd->add_option(
             "--force", force,
             "With --replace or --unschedule: change published days too; with --from: add slots "
             "to published days that hold some; REASON is kept in schedule_log")
          ->option_text("REASON")
          ->transform(utf8_name());  // kept in the store and its JSON as valid UTF-8
  auto* show_opt =
      cmd->add_option("--show", show, "Print the set scheduled on this date (--days N: N days)");
  auto* replace_opt =
      cmd->add_option("--replace", replace, "Re-roll this date: a new puzzle for each slot");
  auto* unschedule_opt =
      cmd->add_option("--unschedule", unschedule, "Clear this date (--days N: N days from it)");
  cmd->add_flag("--keep-puzzles", keep_puzzles,
                "With --unschedule: the cleared puzzles stay available to be scheduled again "
                "(unpublished days only), so a fill puts them back")
      ->needs(unschedule_opt);
  auto* list_opt = cmd->add_flag("--list", list, "Print the schedule as a table (--from, --days)");
  auto* render_opt =
      cmd->add_option("--render", render_path, "With --show: draw the set (.pdf, .svg or .png)")
          ->needs(show_opt);
  cmd->add_option("--solutions", solutions,
                  "With --render: the solutions in a second file NAME-solutions.EXT (separate), "
                  "after the puzzles (after), or not drawn (none)")
      ->capture_default_str()
      ->check(CLI::IsMember({"separate", "after", "none"}))
      ->needs(render_opt);
  cmd->add_option("--html", html_path,
                  "With --show: write the set as one playable HTML page (- for stdout)")
      ->needs(show_opt);
  auto* site_opt = cmd->add_option(
      "--site", site_dir,
      "Write the archive site of the days from --from (default: the --days days up to --today) "
      "into DIR: index.html (calendar), days/DATE.html, games/SERIES.html, feed.json; day pages "
      "already there are kept as they are");
  site_opt->option_text("DIR");
  auto* site_url_opt = cmd->add_option(
      "--site-url", site_url,
      "With --site or --html: the site's http(s) address, for the share text's link to the day "
      "and the feed");
  auto* title_opt = cmd->add_option(
      "--title", title,
      "With --html or --site: the page title and heading (a site's day pages add the date)");
  auto* brand_opt = cmd->add_option(
      "--brand", brand, "With --html or --site: the column's name, shown over the title");
  auto* footer_opt =
      cmd->add_option("--footer", footer, "With --html or --site: a line of text in the footer");
  for (auto* o : {site_url_opt, title_opt, brand_opt, footer_opt})
    o->transform(utf8_name());  // shown on the page as text
  auto* letters_opt =
      cmd->add_flag("--letters", draw.letters,
                    "With --render, --html or --site: mark each Queens region with its letter");
  cmd->add_flag("--labels", draw.labels,
                "With --render: name columns A.. and rows 1.. on the boards")
      ->needs(show_opt);
  cmd->add_option("--width", draw.png_width, "With --render to PNG: the image width in pixels")
      ->check(whole_number(100, 20000))
      ->needs(show_opt);
  auto* print_opt = cmd->add_flag("--print-curve", print_curve,
                                  "Print the curve (the default, or --curve checked) as JSON");
  auto* no_probe_opt =
      cmd->add_flag("--no-probe", no_probe,
                    "Skip the curve check's generator probe (a slot asking a band, difficulty or "
                    "minutes its board cannot reach is then found only when it stays empty)");
  show_opt->excludes(replace_opt, unschedule_opt, list_opt, print_opt, from_opt);
  site_opt->excludes(show_opt, replace_opt, unschedule_opt, list_opt, print_opt, force_opt,
                     no_probe_opt);
  replace_opt->excludes(unschedule_opt, list_opt, print_opt, from_opt, days_opt);
  unschedule_opt->excludes(list_opt, print_opt, from_opt);
  print_opt->excludes(list_opt, from_opt);
  force_opt->excludes(show_opt, list_opt, print_opt);
  no_probe_opt->excludes(show_opt, list_opt, replace_opt, unschedule_opt);
  cmd->callback([&run, days_opt, force_opt, games_opt, site_opt, letters_opt,
                 looks =
                     std::vector<CLI::Option*>{site_url_opt, title_opt, brand_opt, footer_opt}] {
    // The page's options make sense only where a page is made (said when run).
    std::string misplaced;
    // A booklet (--render) takes the title, brand and footer too, but has no link to share.
    const bool page_made = site_opt->count() > 0 || !html_path.empty();
    for (const CLI::Option* o : looks)
      if (o->count() > 0 && misplaced.empty()) {
        if (o == looks.front() && !page_made)
          misplaced = o->get_name() + " requires --html or --site";
        else if (o != looks.front() && !page_made && render_path.empty())
          misplaced = o->get_name() + " requires --html, --site or --render";
      }
    if (letters_opt->count() > 0 && show.empty() && site_opt->count() == 0)
      misplaced = "--letters requires --show or --site";
    // A date alone means that date (--show, --unschedule, as --replace); filling and --list
    // cover a week unless told otherwise.
    if (days_opt->count() == 0 && (!show.empty() || !unschedule.empty())) days = 1;
    const bool force_given = force_opt->count() > 0;
    const bool games_given = games_opt->count() > 0;
    run = [force_given, games_given, misplaced]() -> int {
      if (!misplaced.empty()) throw UsageError(misplaced);
      if (force_given && force.find_first_not_of(" \t") == std::string::npos)
        throw UsageError("--force: give the reason (it is kept in schedule_log)");
      if (print_curve) {
        const db::Curve curve = read_curve(curve_file);
        // Every slot of every game: the curve is checked as a whole, before it is printed.
        if (!no_probe)
          check_curve_or_refuse(curve, curve_file, db::weekdays_between(0, 7), {}, jobs);
        std::cout << db::curve_to_json(curve).dump(2) << "\n";
        return kOk;
      }
      SiteFlags look{site_dir, site_url.empty() ? "" : checked_site_url(site_url), title, {}};
      look.page.letters = draw.letters;
      look.page.brand = brand;
      look.page.footer = footer;
      if (!show.empty()) {
        const long start = date_option("show", show);
        db::Store store(db_path, db::Store::Open::read_only);
        return show_days(store, start, days, games_given ? games : std::vector<std::string>{},
                         render_path, solutions, draw, html_path, look);
      }
      if (!site_dir.empty()) {
        // The archive of the days from --from, or of the --days days up to --today (a daily job
        // then adds each new day).
        const long end = today.empty() ? local_today() : date_option("today", today);
        const long start = from.empty() ? end - days + 1 : date_option("from", from);
        db::Store store(db_path, db::Store::Open::read_only);
        return show_days(store, start, days, games_given ? games : std::vector<std::string>{}, "",
                         solutions, draw, "", look);
      }
      if (list) {
        const long start = from.empty() ? local_today() : date_option("from", from);
        db::Store store(db_path, db::Store::Open::read_only);
        return list_days(store, start, days, games, games_given);
      }
      if (from.empty() && replace.empty() && unschedule.empty())
        throw UsageError(
            "daily: give --from DATE (fill), --replace DATE, --unschedule DATE, --show DATE or "
            "--list");
      const long start = !from.empty()      ? date_option("from", from)
                         : !replace.empty() ? date_option("replace", replace)
                                            : date_option("unschedule", unschedule);
      const db::Curve curve = read_curve(curve_file);
      const std::string mode = !from.empty() ? "fill" : !replace.empty() ? "replace" : "unschedule";
      db::DailyOptions o;
      o.games = games;
      // A fill makes the default week's games; re-rolling or clearing a day without --games
      // touches every game scheduled on it (a Tents slot too), as --show and --list show them.
      if (mode != "fill" && !games_given) {
        o.games.clear();
        for (const GameInfo& g : all_games()) o.games.emplace_back(g.name);
      }
      o.sources = sources;
      o.seed = seed;
      o.jobs = jobs;
      o.today = today.empty() ? local_today() : date_option("today", today);
      o.force_reason = force;
      o.keep_puzzles = keep_puzzles;
      // The slots this fill meets, checked before the store is opened for writing: a refused
      // curve generates, stores and logs nothing. A slot the store already covers (its open days
      // have fitting puzzles stored) is left to the fill.
      if (mode == "fill" && !no_probe)
        check_curve_or_refuse(
            curve, curve_file, db::weekdays_between(start, days), games, jobs,
            [&](const std::vector<db::CurveSlotCheck>& refused) {
              if (!std::filesystem::exists(db_path)) return refused;
              try {
                db::Store existing(db_path, db::Store::Open::read_only);
                return db::uncovered(existing, curve, refused, start, days, o);
              } catch (const db::DbError&) {
                return refused;  // a store to upgrade first: its puzzles are not counted
              }
            });
      db::Store store(db_path);
      if (auto unknown = db::unknown_sources(store, sources); !unknown.empty())
        throw UsageError("--sources: no stored puzzle came from \"" + unknown.front() + "\"");
      nlohmann::json params{{"mode", mode},
                            {"date", db::format_date(start)},
                            {"games", o.games},
                            {"sources", sources},
                            {"seed", seed_to_json(seed)}};
      if (mode != "replace") params["days"] = days;
      if (!force.empty()) params["force"] = force;
      if (keep_puzzles) params["keep_puzzles"] = true;
      if (!curve_file.empty()) params["curve"] = db::curve_to_json(curve);
      o.run = store.start_run("daily", params.dump());
      std::unique_ptr<Progress> progress;
      o.progress = [&progress](int done, int total) {
        if (!progress) progress = std::make_unique<Progress>("daily", total);
        progress->update(done);
      };
      db::DailySummary s;
      if (mode == "fill") s = db::fill_daily(store, curve, start, days, o);
      if (mode == "replace") s = db::replace_daily(store, curve, start, o);
      if (mode == "unschedule") s = db::unschedule_daily(store, start, days, o);
      if (progress) progress->finish();
      store.finish_run(*o.run, s.scheduled, s.kept, static_cast<int>(s.missing.size()));
      if (!s.locked.empty()) {
        std::string dates;
        for (const auto& d : s.locked) dates += (dates.empty() ? "" : ", ") + d;
        throw UsageError((mode == "fill" ? std::string("--from") : "--" + mode) + ": " + dates +
                         (s.locked.size() == 1 ? " is" : " are") + " published (on or before --today " +
                         db::format_date(o.today) + ")" +
                         (mode == "fill" ? " and would gain a slot" : "") +
                         "; nothing changed (--force REASON to change published days)");
      }
      if (!s.published_kept.empty())
        throw UsageError("--keep-puzzles: " + s.published_kept.front() +
                         " is published (on or before --today " + db::format_date(o.today) +
                         "): its puzzles were played and are never scheduled again; nothing "
                         "changed (clear published days without --keep-puzzles)");
      for (const auto& m : s.missing) std::cerr << "dailygrid: empty slot " << m << "\n";
      if (mode == "unschedule") {
        if (s.removed == 0)
          throw UsageError("--unschedule: nothing scheduled " +
                           (days == 1 ? "on " + db::format_date(start)
                                      : "from " + db::format_date(start) + " to " +
                                            db::format_date(start + days - 1)) +
                           (games_given ? " for the games given" : ""));
        for (const auto& c : s.cleared) std::cerr << "dailygrid: unscheduled " << c << "\n";
        std::cerr << "dailygrid: " << s.removed << " unscheduled"
                  << (keep_puzzles ? ", their puzzles kept for scheduling again" : "") << "\n";
        return kOk;
      }
      if (mode == "replace" && s.scheduled == 0 && s.missing.empty())
        throw UsageError("--replace: nothing scheduled on " + db::format_date(start) +
                         (games_given ? " for the games given" : ""));
      std::cerr << "dailygrid: " << s.scheduled
                << (mode == "replace" ? " re-rolled, " : " scheduled, ") << s.kept
                << " already scheduled, " << s.generated << " generated, " << s.missing.size()
                << " empty\n";
      return s.missing.empty() ? int{kOk} : int{kRuntime};
    };
  });
}

}  // namespace dg::cli
