// dailygrid stats: tier mix and heuristic usage over the store, as a table, JSON, CSV or an HTML
// report; --compare FILTER FILTER ... puts several filtered sets side by side.
#include <fstream>
#include <iostream>

#include "cli/command.hpp"
#include "db/stats.hpp"

namespace dg::cli {

void add_stats(CLI::App& app, Runner& run) {
  auto* cmd = app.add_subcommand("stats", "Tier mix and rule usage of the stored puzzles");
  static std::string db_path = db::kDefaultPath;
  static db::StatsFilter base;
  static std::vector<std::string> compare;
  static bool json = false, csv = false;
  static std::string html;
  cmd->add_option("--db", db_path, "SQLite store")->capture_default_str();
  cmd->add_option("--game", base.game, "Only this game")->check(CLI::IsMember({"queens", "tango", "zip"}));
  cmd->add_option("--source", base.source, "Only this source (generated, or an imported file name)");
  cmd->add_option("--tier", base.tier, "Only this tier");
  cmd->add_option("--size", base.size, "Only boards with this many rows")->check(CLI::Range(1, 64));
  cmd->add_option("--from", base.from, "Created on or after YYYY-MM-DD");
  cmd->add_option("--to", base.to, "Created on or before YYYY-MM-DD");
  cmd->add_option("--compare", compare,
                  "Sets to compare, each key=value[,key=value] (keys: game source tier size from to)");
  auto* j = cmd->add_flag("--json", json, "JSON on stdout");
  auto* c = cmd->add_flag("--csv", csv, "CSV on stdout");
  cmd->add_option("--html", html, "Write a self-contained HTML report to this file");
  j->excludes(c);
  cmd->callback([&run] {
    run = [] {
      std::vector<db::StatsFilter> filters;
      if (compare.empty()) filters.push_back(base);
      for (const std::string& spec : compare) {
        db::StatsFilter f = base;
        std::size_t start = 0;
        while (start <= spec.size()) {
          std::size_t comma = spec.find(',', start);
          std::string term = spec.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
          std::string error;
          if (!db::parse_filter_term(term, f, error)) throw UsageError("--compare: " + error);
          if (comma == std::string::npos) break;
          start = comma + 1;
        }
        filters.push_back(f);
      }
      db::Store store(db_path);
      std::vector<db::Stats> sets;
      for (const auto& f : filters) sets.push_back(db::compute_stats(store, f));
      if (!html.empty()) {
        std::ofstream out(html);
        out << db::stats_html(sets);
        if (!out) throw std::runtime_error("cannot write " + html);
        std::cerr << "dailygrid: wrote " << html << "\n";
      }
      if (json)
        std::cout << db::stats_json(sets).dump(2) << "\n";
      else if (csv)
        std::cout << db::stats_csv(sets);
      else if (html.empty())
        std::cout << db::stats_table(sets);
      return kOk;
    };
  });
}

}  // namespace dg::cli
