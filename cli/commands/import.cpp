// dailygrid import FILE...: verifies (exact count), grades and stores puzzles from JSON or text
// files. Non-unique and invalid puzzles are reported and counted, never stored; a board already in
// the store under any symmetry is skipped and named with the stored puzzle it repeats. Each entry
// is counted within --max-nodes and --max-seconds (solve's budget, default 5 s): an entry not
// settled within it is named and not stored. Exit 0 when the import ran, whatever it rejected;
// 1 when an entry could not be settled (everything else is still stored).
// A JSON file is read as a stream (solver/common/document_stream.hpp): checked through once
// (a malformed document stores nothing), then imported a window of entries at a time, counted and
// graded on --jobs threads and stored by one writer, so memory does not grow with the file.
#include <filesystem>
#include <iostream>
#include <iterator>

#include "cli/calibration_option.hpp"
#include "cli/command.hpp"
#include "cli/file_entries.hpp"
#include "cli/number_checks.hpp"
#include "cli/progress.hpp"
#include "cli/search_budget.hpp"
#include "db/ingest.hpp"
#include "solver/common/utf8.hpp"

namespace dg::cli {

namespace {

constexpr int kWindow = 500;  // entries checked together and stored in one transaction

}  // namespace

void add_import(CLI::App& app, Runner& run) {
  auto* cmd = app.add_subcommand("import", "Verify, grade and store puzzles from files");
  add_calibration_option(cmd);
  static std::vector<std::string> files;
  static std::string db_path = db::kDefaultPath;
  static std::string source;
  static bool quiet = false;
  static SearchBudgetOptions budget;
  static int jobs = 0;
  cmd->add_option("FILE", files, "Puzzle files (- for stdin)")->required();
  cmd->add_option("--db", db_path, "SQLite store")->capture_default_str();
  cmd->add_option("--source", source, "Source name to record (default: the file's name)");
  cmd->add_flag("--quiet", quiet,
                "Do not list rejected puzzles and duplicates (the summary line stays)");
  add_search_budget_options(cmd, budget);
  cmd->add_option("--jobs", jobs,
                  "Threads counting and grading (0 = all cores); the store does not depend on it")
      ->capture_default_str()
      ->check(whole_number(0, 1024));
  cmd->callback([&run] {
    run = [] {
      int code = kOk;
      db::Store store(db_path);
      for (const std::string& file : files) {
        FileEntries entries(file, kWindow);
        // Names from outside (a Latin-1 file name, a --source) go into JSON and the store as
        // valid UTF-8: the JSON library refused them only when writing, after all the work.
        const std::string src =
            utf8_escaped(!source.empty() ? source
                         : file == "-"   ? std::string("stdin")
                                         : std::filesystem::path(file).filename().string());
        nlohmann::json params{{"file", utf8_escaped(file)}, {"source", src}};
        const auto run_id = store.start_run("import", params.dump());
        Progress progress("import " + src, static_cast<long long>(entries.count()));
        auto summary = db::import_windows(
            store, [&](std::vector<const PuzzleEntry*>& w) { entries.next_window(w); }, src, run_id,
            db::ImportOptions{kWindow, jobs, [&](int done) { progress.update(done); },
                              [] { return budget_from_now(budget); }});
        progress.finish();
        store.finish_run(run_id, summary.added, summary.duplicates,
                         summary.not_unique + summary.unsettled + summary.invalid);
        if (!quiet) {
          for (const auto& p : summary.problems) std::cerr << "dailygrid: rejected " << p << "\n";
          // A duplicate is no error, but the reader wants to know which entries they were (the
          // reruns of a daily archive) and what each repeats.
          for (const auto& d : summary.duplicate_of)
            std::cerr << "dailygrid: duplicate " << d << "\n";
        }
        // The summary is for people, so it goes to stderr with the other reports (team rule:
        // stdout carries only a command's product, and import has none).
        std::cerr << "dailygrid: " << src << ": " << summary.added << " added, "
                  << summary.duplicates << " duplicates, " << summary.not_unique << " not unique, "
                  << summary.invalid << " invalid"
                  << (summary.unsettled > 0 ? ", " + std::to_string(summary.unsettled) +
                                                  " not settled within the budget"
                                            : std::string())
                  << "\n";
        if (summary.unsettled > 0) {
          // Not a verdict on the input: the search stopped, as in solve, so exit 1 and say how to
          // ask for more.
          worsen(code, kRuntime);
          for (const bool nodes : {true, false})
            if (nodes ? summary.nodes_spent : summary.time_reached)
              std::cerr << "dailygrid: " << src << ": " << how_to_ask_for_more(budget, nodes)
                        << "\n";
        }
      }
      return code;
    };
  });
}

}  // namespace dg::cli
