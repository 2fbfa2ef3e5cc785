// Hidden --from/--to that point to the named date filters (see date_options.hpp).
#include "cli/date_options.hpp"

#include "cli/command.hpp"

namespace dg::cli {

void add_ambiguous_dates(CLI::App* cmd, AmbiguousDates& dates) {
  cmd->add_option("--from", dates.from)->group("");
  cmd->add_option("--to", dates.to)->group("");
}

void reject_ambiguous_dates(const AmbiguousDates& dates) {
  for (const auto& [name, value] : {std::pair{"from", &dates.from}, std::pair{"to", &dates.to}})
    if (!value->empty())
      throw UsageError(std::string("--") + name + " is ambiguous: use --created-" + name +
                       " (the day a puzzle was stored) or --scheduled-" + name +
                       " (the date of its daily set)");
}

}  // namespace dg::cli
