// dailygrid export: stored puzzles as {"puzzles":[...]} JSON on stdout (or --out FILE), filtered
// by id, game, tier, source, or daily schedule dates.
#include <fstream>
#include <iostream>

#include "cli/command.hpp"
#include "db/export.hpp"

namespace dg::cli {

void add_export(CLI::App& app, Runner& run) {
  auto* cmd = app.add_subcommand("export", "Write stored puzzles as JSON");
  static std::string db_path = db::kDefaultPath;
  static db::ExportFilter filter;
  static std::string out_path;
  cmd->add_option("--db", db_path, "SQLite store")->capture_default_str();
  cmd->add_option("--id", filter.ids, "Store ids");
  cmd->add_option("--game", filter.game, "Only this game")->check(CLI::IsMember({"queens", "tango", "zip"}));
  cmd->add_option("--tier", filter.tier, "Only this tier");
  cmd->add_option("--source", filter.source, "Only this source");
  cmd->add_option("--from", filter.from, "Scheduled on or after YYYY-MM-DD");
  cmd->add_option("--to", filter.to, "Scheduled on or before YYYY-MM-DD");
  cmd->add_option("--limit", filter.limit, "At most this many puzzles")->check(CLI::NonNegativeNumber);
  cmd->add_option("--out", out_path, "Write to this file instead of stdout");
  cmd->callback([&run] {
    run = [] {
      db::Store store(db_path);
      const std::string text = db::export_puzzles(store, filter).dump() + "\n";
      if (out_path.empty()) {
        std::cout << text;
      } else {
        std::ofstream out(out_path);
        out << text;
        if (!out) throw std::runtime_error("cannot write " + out_path);
      }
      return kOk;
    };
  });
}

}  // namespace dg::cli
