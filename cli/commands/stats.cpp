// dailygrid stats: tier mix and heuristic usage over the store, as a table, JSON, CSV or an HTML
// report; --compare FILTER --compare FILTER ... puts several filtered sets side by side. The
// filters (and their --compare keys) are those of `export`: --created-from/--created-to (the day
// a puzzle was stored) and --scheduled-from/--scheduled-to (the date of its daily set), and the
// score filters --difficulty MIN..MAX and --band NAME (keys difficulty= and band=). Each set is
// grouped by game and variant unless --group game.
// Read-only: a --db that does not exist is an error (exit 1), never an empty new store.
#include <iostream>

#include <memory>

#include "cli/command.hpp"
#include "cli/date_options.hpp"
#include "cli/game_option.hpp"
#include "cli/name_option.hpp"
#include "cli/number_checks.hpp"
#include "cli/output.hpp"
#include "cli/source_options.hpp"
#include "db/stats.hpp"

namespace dg::cli {

namespace {

// `base` with the key=value terms of one --compare spec applied (comma-separated).
db::StatsFilter compare_filter(const db::StatsFilter& base, const std::string& spec) {
  db::StatsFilter f = base;
  std::size_t start = 0;
  while (start <= spec.size()) {
    const std::size_t comma = spec.find(',', start);
    const std::string term =
        spec.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
    std::string error;
    if (!db::parse_filter_term(term, f, error)) throw UsageError("--compare: " + error);
    if (comma == std::string::npos) break;
    start = comma + 1;
  }
  return f;
}

}  // namespace

void add_stats(CLI::App& app, Runner& run) {
  auto* cmd = app.add_subcommand(
      "stats", "Tier mix, rule usage and difficulty scores of the stored puzzles");
  static std::string db_path = db::kDefaultPath;
  static db::StatsFilter base;
  static std::vector<std::string> compare;
  static bool json = false;
  static std::string csv;  // empty: no CSV; "-": stdout; else the file
  static std::string html;
  static AmbiguousDates ambiguous;
  static std::string difficulty;
  static std::string group = "variant";
  cmd->add_option("--db", db_path, "SQLite store (must exist)")->capture_default_str();
  cmd->add_option("--game", base.game, "Only this game")->check(known_game());
  cmd->add_option("--variant", base.variant,
                  "Only this variant (linkedin, stars2, torus, unique-lines, walls, ...; "
                  "docs/formats.md, Variants)");
  static std::vector<std::string> where;
  add_source_options(cmd, base.source, where);
  cmd->add_option("--tier", base.tier, "Only this tier");
  cmd->add_option("--size", base.size, "Only boards with this many rows")
      ->check(whole_number(1, 64));
  cmd->add_option("--created-from", base.created_from, "Stored on or after YYYY-MM-DD");
  cmd->add_option("--created-to", base.created_to, "Stored on or before YYYY-MM-DD");
  cmd->add_option("--scheduled-from", base.scheduled_from,
                  "In a daily set dated on or after YYYY-MM-DD");
  cmd->add_option("--scheduled-to", base.scheduled_to,
                  "In a daily set dated on or before YYYY-MM-DD");
  add_ambiguous_dates(cmd, ambiguous);
  cmd->add_option("--difficulty", difficulty,
                  "Difficulty score in MIN..MAX (inclusive, either end optional)");
  cmd->add_option("--band", base.score.band, "Only this band: easy|medium|hard|expert");
  cmd->add_option("--technique", base.score.technique,
                  "Only this technique level: plain|clever|subtle|deep");
  cmd->add_option(
         "--compare", compare,
         "Sets to compare, each key=value[,key=value] (keys: game variant source where tier size "
         "created-from created-to scheduled-from scheduled-to difficulty band technique); "
         "a bare `variant` compares every variant stored")
      ->transform(utf8_name());
  cmd->add_option("--group", group,
                  "Group each set by variant (a Star Battle apart from LinkedIn Queens) or by game "
                  "alone")
      ->check(CLI::IsMember({"variant", "game"}))
      ->capture_default_str();
  auto* j = cmd->add_flag("--json", json, "JSON on stdout");
  // --csv alone writes stdout (as before); --csv FILE writes the file, as --html FILE does.
  auto* c = cmd->add_option("--csv", csv, "CSV to this file, or on stdout with no FILE or -")
                ->expected(0, 1);
  cmd->add_option("--html", html, "Write a self-contained HTML report to this file (- for stdout)");
  j->excludes(c);
  cmd->callback([&run, c] {
    // --csv with no FILE: stdout.
    if (c->count() > 0 && csv.empty()) csv = "-";
    run = [] {
      reject_ambiguous_dates(ambiguous);
      for (const std::string& term : where)
        if (auto ok = db::parse_where_term(term, base.where); !ok)
          throw UsageError("--where: " + ok.error());
      if (!difficulty.empty())
        if (auto ok = db::parse_difficulty_range(difficulty, base.score); !ok)
          throw UsageError("--difficulty: " + ok.error());
      std::vector<db::StatsFilter> filters;
      if (compare.empty()) filters.push_back(base);
      std::unique_ptr<db::Store> store_for_variants;
      for (const std::string& spec : compare) {
        if (spec != "variant") {
          filters.push_back(compare_filter(base, spec));
          continue;
        }
        // One set per variant stored (of --game when given), in name order.
        if (!store_for_variants)
          store_for_variants = std::make_unique<db::Store>(db_path, db::Store::Open::read_only);
        for (const std::string& v : db::stored_variants(*store_for_variants, base.game)) {
          db::StatsFilter f = base;
          f.variant = v;
          filters.push_back(f);
        }
      }
      for (const auto& f : filters)
        if (auto ok = db::validate(f); !ok)
          throw UsageError((compare.empty() ? "--" : "--compare: ") + ok.error());
      if (html == "-" && (json || csv == "-"))
        throw UsageError("--html - and --json/--csv both want stdout");
      db::Store store(db_path, db::Store::Open::read_only);
      std::vector<db::Stats> sets;
      const auto grouping = group == "game" ? db::StatsGrouping::game : db::StatsGrouping::variant;
      for (const auto& f : filters) sets.push_back(db::compute_stats(store, f, grouping));
      if (!html.empty()) {
        write_output(html, db::stats_html(sets));
        if (html != "-") std::cerr << "dailygrid: wrote " << html << "\n";
      }
      if (!csv.empty() && csv != "-") {
        write_output(csv, db::stats_csv(sets));
        std::cerr << "dailygrid: wrote " << csv << "\n";
      }
      if (json)
        std::cout << db::stats_json(sets).dump(2) << "\n";
      else if (csv == "-")
        std::cout << db::stats_csv(sets);
      else if (html.empty() && csv.empty())
        std::cout << db::stats_table(sets);
      return kOk;
    };
  });
}

}  // namespace dg::cli
