// The plain --from/--to of `stats` and `export`, kept only to say which of the two date filters
// to use: they once meant "stored" in one command and "scheduled" in the other.
#pragma once

#include <string>

#include <CLI/CLI.hpp>

namespace dg::cli {

struct AmbiguousDates {
  std::string from, to;
};

// Adds hidden --from and --to options bound to `dates`.
void add_ambiguous_dates(CLI::App* cmd, AmbiguousDates& dates);

// Throws UsageError naming --created-from/--scheduled-from (or -to) when either was given.
void reject_ambiguous_dates(const AmbiguousDates& dates);

}  // namespace dg::cli
