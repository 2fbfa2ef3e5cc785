// dailygrid convert FILE --to json|text|<format>: between the interchange JSON, the text form and
// other programs' one-line IDs (solver/common/foreign_ids.hpp: "sgt" for Tents and Sudoku, "line"
// for Sudoku). JSON output keeps each record's extra keys (id, solution, ...) and normalises the
// puzzle keys.
#include <algorithm>
#include <iostream>

#include "cli/command.hpp"
#include "cli/input.hpp"
#include "solver/common/foreign_ids.hpp"

namespace dg::cli {

namespace {

// json, text and every other program's format the table of foreign IDs knows, once each.
std::vector<std::string> output_formats() {
  std::vector<std::string> out{"json", "text"};
  for (const ForeignId& f : all_foreign_ids())
    if (std::find(out.begin(), out.end(), f.format) == out.end()) out.emplace_back(f.format);
  return out;
}

}  // namespace

void add_convert(CLI::App& app, Runner& run) {
  auto* cmd = app.add_subcommand("convert", "Convert puzzles between JSON and text");
  static std::string file;
  static std::string to;
  cmd->add_option("FILE", file, "Puzzle file (- for stdin)")->required();
  cmd->add_option("--to", to, "Output format")->required()->check(CLI::IsMember(output_formats()));
  cmd->callback([&run] {
    run = [] {
      auto entries = read_entries(file);
      int code = kOk;
      nlohmann::json puzzles = nlohmann::json::array();
      std::string text;
      for (const auto& e : entries) {
        if (!usable(e, code)) continue;
        if (to != "json" && to != "text") {  // another program's one-line ID
          const ForeignId* format = find_foreign_id(to, e.puzzle->game());
          if (!format)
            throw UsageError("puzzle " + e.id + ": " + std::string(e.puzzle->game()) +
                             " puzzles have no " + to + " form");
          auto id = format->write(*e.puzzle);
          if (!id) throw UsageError("puzzle " + e.id + ": " + id.error());
          text += *id + "\n";
          continue;
        }
        if (to == "text") {
          if (!text.empty()) text += "\n";
          if (e.id[0] != '#') text += "# " + e.id + "\n";
          text += e.puzzle->to_text();
          continue;
        }
        nlohmann::json out = e.puzzle->to_json();
        const nlohmann::json& source =
            e.record.is_object() && e.record.contains("puzzle") ? e.record["puzzle"] : e.record;
        if (e.record.is_object() && e.record.contains("id")) out["id"] = e.record["id"];
        if (source.is_object())
          for (auto it = source.begin(); it != source.end(); ++it)
            if (!out.contains(it.key())) out[it.key()] = it.value();
        puzzles.push_back(std::move(out));
      }
      if (code != kOk) return code;  // never emit a partial conversion
      if (to != "json")
        std::cout << text;
      else if (puzzles.size() == 1 && entries.size() == 1)
        std::cout << puzzles[0].dump() << "\n";
      else
        std::cout << nlohmann::json{{"puzzles", puzzles}}.dump() << "\n";
      return code;
    };
  });
}

}  // namespace dg::cli
