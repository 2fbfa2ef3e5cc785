// The SOURCE FILTERS of `stats` and `export`: --source FILE (a source row from that file) and
// --where KEY=VALUE (terms on that source entry's own keys), declared once for both commands.
#pragma once

#include <string>
#include <vector>

#include <CLI/CLI.hpp>

#include "cli/name_option.hpp"

namespace dg::cli {

inline void add_source_options(CLI::App* cmd, std::string& source,
                               std::vector<std::string>& where) {
  cmd->add_option(
         "--source", source,
         "Only puzzles with a source row from this file (generated, or an imported file name)")
      ->transform(utf8_name());
  cmd->add_option("--where", where,
                  "Only puzzles whose source entry has KEY=VALUE among its own keys (set=linkedin, "
                  "number=62); repeat for several")
      ->transform(utf8_name());
}

}  // namespace dg::cli
