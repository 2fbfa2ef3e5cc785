// dailygrid export: stored puzzles as {"puzzles":[...]} JSON or JSON Lines (--format, or a --out
// name ending .jsonl) on stdout (or --out FILE), written row by row as they are read, filtered
// by id, game, tier, source, the day they were stored (--created-from/--created-to) or the daily
// set they are in (--scheduled-from/--scheduled-to), or the difficulty score (--difficulty
// MIN..MAX, --band NAME); the same filter names as `stats`. Each grade carries its score and band.
// Read-only: a --db that does not exist is an error (exit 1), never an empty new store.
#include "db/export.hpp"
#include "cli/command.hpp"
#include "cli/date_options.hpp"
#include "cli/game_option.hpp"
#include "cli/name_option.hpp"
#include "cli/number_checks.hpp"
#include "cli/output.hpp"
#include "cli/puzzle_writer.hpp"
#include "cli/source_options.hpp"

namespace dg::cli {

void add_export(CLI::App& app, Runner& run) {
  auto* cmd = app.add_subcommand("export", "Write stored puzzles as JSON");
  static std::string db_path = db::kDefaultPath;
  static db::ExportFilter filter;
  static std::string out_path = "-";
  static std::string format;
  static AmbiguousDates ambiguous;
  static std::string difficulty;
  cmd->add_option("--db", db_path, "SQLite store (must exist)")->capture_default_str();
  cmd->add_option("--id", filter.ids, "Store ids")->check(whole_number(1, INT64_MAX));
  cmd->add_option("--game", filter.game, "Only this game")->check(known_game());
  cmd->add_option("--variant", filter.variant,
                  "Only this variant (linkedin, stars2, torus, unique-lines, walls, ...)");
  cmd->add_option("--tier", filter.tier, "Only this tier");
  static std::vector<std::string> where;
  add_source_options(cmd, filter.source, where);
  cmd->add_option("--created-from", filter.created_from, "Stored on or after YYYY-MM-DD");
  cmd->add_option("--created-to", filter.created_to, "Stored on or before YYYY-MM-DD");
  cmd->add_option("--scheduled-from", filter.from,
                  "In a daily set dated on or after YYYY-MM-DD (scheduled puzzles only)");
  cmd->add_option("--scheduled-to", filter.to,
                  "In a daily set dated on or before YYYY-MM-DD (scheduled puzzles only)");
  add_ambiguous_dates(cmd, ambiguous);
  cmd->add_option("--difficulty", difficulty,
                  "Difficulty score in MIN..MAX (inclusive, either end optional)");
  cmd->add_option("--band", filter.score.band, "Only this band: easy|medium|hard|expert");
  cmd->add_option("--technique", filter.score.technique,
                  "Only this technique level: plain|clever|subtle|deep");
  cmd->add_option("--limit", filter.limit, "At most this many puzzles")
      ->check(whole_number(0, INT64_MAX));
  cmd->add_option("--out", out_path, "Output file (- for stdout)")->capture_default_str();
  cmd->add_option("--format", format,
                  "json ({\"puzzles\":[...]}) or jsonl (one puzzle a line); default jsonl for "
                  "an --out name ending .jsonl, else json")
      ->check(CLI::IsMember({"json", "jsonl"}));
  cmd->callback([&run] {
    run = [] {
      reject_ambiguous_dates(ambiguous);
      for (const std::string& term : where)
        if (auto ok = db::parse_where_term(term, filter.where); !ok)
          throw UsageError("--where: " + ok.error());
      if (!difficulty.empty())
        if (auto ok = db::parse_difficulty_range(difficulty, filter.score); !ok)
          throw UsageError("--difficulty: " + ok.error());
      if (auto ok = db::validate(filter); !ok) throw UsageError(ok.error());
      db::Store store(db_path, db::Store::Open::read_only);
      PuzzleWriter out(out_path, json_lines_output(out_path, format),
                       PuzzleWriter::Layout::compact);
      db::for_each_exported(store, filter, [&](nlohmann::json&& p) { out.add(p.dump()); });
      out.finish();
      return kOk;
    };
  });
}

}  // namespace dg::cli
