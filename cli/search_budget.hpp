// --max-nodes and --max-seconds: how much search an interactive command (solve, show --solve,
// grade) may spend on one puzzle before it answers "incomplete". The node budget is exact and
// reproducible; the time limit is a safety net so that a person never waits minutes for a board
// the counter finds hard (a sparse 16x16 Zip, a 30x30 Queens map). A search that finishes within
// both gives the same answer on every machine.
#pragma once

#include <cstdint>
#include <string>

#include <CLI/CLI.hpp>

#include "solver/common/count.hpp"

namespace dg::cli {

// The largest --max-seconds any command takes: a day (past that, "no limit" (0) says what is
// meant).
inline constexpr std::uint64_t kMaxSeconds = 86'400;

struct SearchBudgetOptions {
  std::uint64_t max_nodes = 200'000'000;  // 0 = no limit
  std::uint64_t max_seconds = 5;          // 0 = no limit
};

// Adds --max-nodes and --max-seconds to `cmd`, bound to `opts`.
void add_search_budget_options(CLI::App* cmd, SearchBudgetOptions& opts);

// The budget of one puzzle, its deadline counted from now.
Budget budget_from_now(const SearchBudgetOptions& opts);

// Which limit stopped a search that visited `nodes` nodes under `budget`: "--max-nodes" when the
// node budget is spent, "--max-seconds" otherwise.
std::string limit_reached(const Budget& budget, std::uint64_t nodes);

// The one-line note for stderr after a search stopped short, naming the limit and how to ask for
// more: "node budget of 200000000 spent; give --max-nodes N for more (0 = no limit)".
std::string how_to_ask_for_more(const SearchBudgetOptions& opts, const Budget& budget,
                                std::uint64_t nodes);
// The same note when the caller knows which limit it was: the node budget (`nodes_spent`) or the
// time limit.
std::string how_to_ask_for_more(const SearchBudgetOptions& opts, bool nodes_spent);

}  // namespace dg::cli
