// The interactive commands' search budget (see search_budget.hpp).
#include "cli/search_budget.hpp"

#include <chrono>

#include "cli/number_checks.hpp"

namespace dg::cli {

void add_search_budget_options(CLI::App* cmd, SearchBudgetOptions& opts) {
  cmd->add_option("--max-nodes", opts.max_nodes,
                  "Search node budget per puzzle (0 = no limit); exact and reproducible")
      ->capture_default_str()
      ->check(whole_number(0, UINT64_MAX));
  cmd->add_option("--max-seconds", opts.max_seconds,
                  "Search time limit per puzzle in seconds (0 = no limit)")
      ->capture_default_str()
      ->check(whole_number(0, kMaxSeconds));
}

Budget budget_from_now(const SearchBudgetOptions& opts) {
  Budget b;
  if (opts.max_nodes > 0) b.max_nodes = opts.max_nodes;
  if (opts.max_seconds > 0)
    b.deadline = Budget::Clock::now() + std::chrono::seconds(opts.max_seconds);
  return b;
}

std::string limit_reached(const Budget& budget, std::uint64_t nodes) {
  return nodes > budget.max_nodes ? "--max-nodes" : "--max-seconds";
}

std::string how_to_ask_for_more(const SearchBudgetOptions& opts, const Budget& budget,
                                std::uint64_t nodes) {
  return how_to_ask_for_more(opts, limit_reached(budget, nodes) == "--max-nodes");
}

std::string how_to_ask_for_more(const SearchBudgetOptions& opts, bool nodes_spent) {
  if (nodes_spent)
    return "node budget of " + std::to_string(opts.max_nodes) +
           " spent; give --max-nodes N for more (0 = no limit)";
  return "time limit of " + std::to_string(opts.max_seconds) +
         " s reached; give --max-seconds S for more (0 = no limit)";
}

}  // namespace dg::cli
