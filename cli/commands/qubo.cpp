// dailygrid qubo FILE: a Queens or Tango puzzle as a QUBO (docs/formats.md, "QUBO formats").
//   --format F --out F   writes the model (one puzzle per file); variables, couplers, offset on
//   stderr
//   --check              proves the model right: the solutions have energy 0, every single-bit flip
//                        of them costs > 0, and up to 28 variables an exhaustive minimisation finds
//                        exactly as many zero-energy states as the exact counter finds solutions
//   --anneal             simulated annealing; each read's best state decoded and checked
// --check and --anneal report one line per puzzle on stdout and take files of several puzzles.
// --check's count and --anneal's reads have the search budget of `solve` (--max-nodes,
// --max-seconds, default 5 s per puzzle): a check cut short says so and proves nothing.
// Exit 0 ok, 1 a check or anneal cut short by the budget, 2 malformed input or a puzzle without a
// QUBO form (Zip, unique-lines Takuzu), 3 when --check finds the model and the counter disagree.
#include <chrono>
#include <iostream>
#include <sstream>

#include "cli/command.hpp"
#include "cli/input.hpp"
#include "cli/number_checks.hpp"
#include "cli/output.hpp"
#include "cli/progress.hpp"
#include "cli/search_budget.hpp"
#include "qubo/common/anneal.hpp"
#include "qubo/common/exact.hpp"
#include "qubo/common/games.hpp"
#include "qubo/formats/formats.hpp"

namespace dg::cli {

namespace {

using qubo::Encoding;
using qubo::QuboGame;

// Largest solution count --check compares with the ground states (the exact walk keeps as many).
constexpr int kCheckLimit = 4096;

// What --check found: `failure` empty when every check passes, else the first failure;
// `incomplete` set (and nothing proved) when the budget ran out first.
struct CheckOutcome {
  std::string failure;
  std::string incomplete;
};

// The energy of `x` with bit v flipped, for every v, from the local fields (one pass over the
// couplers instead of one per flip: 4096 solutions of a 900-variable model took hours).
std::vector<double> flip_energies(const qubo::Model& m, const qubo::Adjacency& adj,
                                  const qubo::State& x, double en) {
  std::vector<double> out(x.size());
  for (std::size_t v = 0; v < x.size(); ++v) {
    double field = m.linear[v];
    for (const auto& [u, w] : adj[v])
      if (x[static_cast<std::size_t>(u)]) field += w;
    out[v] = en + (x[v] ? -field : field);
  }
  return out;
}

CheckOutcome check_model(const PuzzleEntry& entry, const QuboGame& game, const Encoding& e,
                         const SearchBudgetOptions& limits, std::ostringstream& report) {
  const auto& m = e.model;
  const Budget budget = budget_from_now(limits);
  const auto count = entry.puzzle->count(kCheckLimit, budget);
  if (!count.complete)
    return {{}, "the exact counter stopped: " + how_to_ask_for_more(limits, budget, count.nodes)};
  const auto adj = qubo::adjacency(m);
  double min_flip = 0;
  bool any_flip = false;
  for (const auto& solution : count.solutions) {
    if (Budget::Clock::now() >= budget.deadline)
      return {{},
              "stopped checking the single-bit flips: " + how_to_ask_for_more(limits, budget, 0)};
    auto grid = game.grid_of(e, solution);
    if (!grid) return {grid.error(), {}};
    auto x = qubo::state_of(e, *grid);
    if (qubo::decode(e, x) != *grid) return {"a solution breaks a sign the model substitutes", {}};
    const double en = qubo::energy(m, x);
    if (en != 0) return {"a solution has energy " + qubo::number_text(en), {}};
    for (const double flipped : flip_energies(m, adj, x, en)) {
      if (flipped <= 0)
        return {"a single-bit flip of a solution has energy " + qubo::number_text(flipped), {}};
      min_flip = any_flip ? std::min(min_flip, flipped) : flipped;
      any_flip = true;
    }
  }
  report << (count.count >= kCheckLimit ? "at least " : "") << count.count
         << " solution(s) at energy 0";
  if (any_flip)
    report << ", every single-bit flip > 0 (lowest " << qubo::number_text(min_flip) << ")";
  if (m.variables() > qubo::kExactMaxVariables) {
    report << "; exact minimisation skipped (" << m.variables() << " variables > "
           << qubo::kExactMaxVariables << ")";
    return {};
  }
  const auto ground = qubo::ground_states(m, static_cast<std::size_t>(kCheckLimit));
  report << "; exact: minimum " << qubo::number_text(ground.energy) << " over 2^" << m.variables()
         << " states";
  if (count.count == 0) {
    if (ground.energy <= 0)
      return {"no solution, yet some state has energy " + qubo::number_text(ground.energy), {}};
    return {};
  }
  if (ground.energy != 0) return {"the minimum energy is " + qubo::number_text(ground.energy), {}};
  report << ", " << ground.count << " ground state(s)";
  // The counter stops at kCheckLimit solutions: beyond it only "at least as many" is known.
  const bool capped = count.count >= kCheckLimit;
  if (capped && ground.count < static_cast<std::uint64_t>(count.count))
    return {std::to_string(ground.count) + " ground states but at least " +
                std::to_string(count.count) + " solutions",
            {}};
  if (!capped && ground.count != static_cast<std::uint64_t>(count.count))
    return {std::to_string(ground.count) + " ground states but " + std::to_string(count.count) +
                " solutions",
            {}};
  for (const auto& x : ground.states) {
    auto solution = game.solution_of(e, qubo::decode(e, x));
    if (!solution) return {"a ground state is no board: " + solution.error(), {}};
    if (auto ok = entry.puzzle->check(*solution); !ok)
      return {"a ground state breaks a rule: " + ok.error(), {}};
  }
  return {};
}

// One puzzle's annealing line; `stopped` when the time limit ended the reads early (the figures
// are then over the reads that finished).
struct AnnealOutcome {
  std::string line;
  bool stopped = false;
};

AnnealOutcome anneal_model(const PuzzleEntry& entry, const QuboGame& game, const Encoding& e,
                           qubo::AnnealParams params, const SearchBudgetOptions& limits) {
  params.deadline = budget_from_now(limits).deadline;
  int solved = 0, done = 0;
  double best = 0;
  bool stopped = false;
  // Counted in sweeps, so a single long read moves the line too.
  const long long sweeps = params.sweeps;
  Progress progress("anneal " + entry.id + " sweeps", params.reads * sweeps);
  int current = 0;
  params.on_sweeps = [&](int done_in_read) { progress.update(current * sweeps + done_in_read); };
  const auto start = std::chrono::steady_clock::now();
  for (int r = 0; r < params.reads && !stopped; ++r) {
    current = r;
    const auto read = qubo::anneal_read(e.model, params, r);
    stopped = !read.complete || (r + 1 < params.reads && Budget::Clock::now() >= params.deadline);
    if (!read.complete) break;
    best = done == 0 ? read.energy : std::min(best, read.energy);
    auto solution = game.solution_of(e, qubo::decode(e, read.state));
    if (solution && entry.puzzle->check(*solution)) ++solved;
    progress.update((++done) * sweeps);
  }
  progress.finish();
  const std::chrono::duration<double, std::milli> ms = std::chrono::steady_clock::now() - start;
  std::ostringstream out;
  out.precision(3);
  const int reads = std::max(done, 1);
  out << solved << "/" << done << " reads solved (success probability per read "
      << static_cast<double>(solved) / reads << "), lowest energy "
      << (done > 0 ? qubo::number_text(best) : std::string("none")) << ", " << params.sweeps
      << " sweeps, " << ms.count() / reads << " ms per read, seed " << params.seed;
  if (stopped)
    out << "; stopped by --max-seconds after " << done << " of " << params.reads << " reads";
  return {out.str(), stopped};
}

// Captions read "<game> #<id> · RxC"; unnamed entries are "#<index>" already.
std::string caption_id(const std::string& id) {
  return id.starts_with("#") ? id : "#" + id;
}

}  // namespace

void add_qubo(CLI::App& app, Runner& run) {
  auto* cmd =
      app.add_subcommand("qubo", "Write a Queens or Tango puzzle as a QUBO, check it, anneal it");
  static std::string file;
  static std::string format = "bqm-json";
  static std::string out = "-";
  static bool check = false;
  static bool anneal = false;
  static qubo::AnnealParams params;
  static SearchBudgetOptions limits;
  cmd->add_option("FILE", file, "Puzzle file (- for stdin)")->required();
  cmd->add_option("--format", format, "bqm-json, coo, qubo (qbsolv) or lp (CPLEX)")
      ->capture_default_str()
      ->check(CLI::IsMember({"bqm-json", "coo", "qubo", "lp"}));
  cmd->add_option("--out", out, "Where the model goes (- for stdout)")->capture_default_str();
  cmd->add_flag("--check", check, "Prove the model: energy 0 exactly on the solutions");
  auto* anneal_flag = cmd->add_flag("--anneal", anneal, "Sample with simulated annealing");
  cmd->add_option("--reads", params.reads, "Annealing reads")
      ->capture_default_str()
      ->check(whole_number(1, 1'000'000))
      ->needs(anneal_flag);
  cmd->add_option("--sweeps", params.sweeps, "Sweeps per read")
      ->capture_default_str()
      ->check(whole_number(1, 100'000'000))
      ->needs(anneal_flag);
  cmd->add_option("--seed", params.seed, "Annealing seed")
      ->capture_default_str()
      ->check(whole_number(0, UINT64_MAX))
      ->needs(anneal_flag);
  add_search_budget_options(cmd, limits);
  cmd->callback([&run] {
    run = [] {
      const auto entries = read_entries(file);
      const bool report_only = check || anneal;
      if (!report_only && entries.size() != 1)
        throw UsageError("qubo writes one puzzle; " + file + " holds " +
                         std::to_string(entries.size()) + " (--check and --anneal take several)");
      int code = kOk;
      for (const auto& entry : entries) {
        if (!usable(entry, code)) continue;
        const auto* game = qubo::find_qubo_game(entry.puzzle->game());
        if (!game) {
          std::cerr << "dailygrid: " << entry.id << ": " << entry.puzzle->game()
                    << " has no QUBO form (Queens and Tango only)\n";
          code = kUsage;
          continue;
        }
        auto encoding = game->encode(entry.puzzle->to_json(), {});
        if (!encoding) {
          std::cerr << "dailygrid: " << entry.id << ": " << encoding.error() << "\n";
          code = kUsage;
          continue;
        }
        const auto& m = encoding->model;
        std::cerr << entry.id << " " << game->name << ": " << m.variables() << " variables, "
                  << m.couplers() << " couplers, offset " << qubo::number_text(m.offset) << "\n";
        if (!report_only) {
          const qubo::Header header{std::string(game->name) + " " + caption_id(entry.id) + " · " +
                                        std::to_string(encoding->rows) + "x" +
                                        std::to_string(encoding->cols),
                                    std::string(game->one_means)};
          write_output(out, qubo::find_format(format)->write(m, header));
        }
        if (check) {
          std::ostringstream report;
          const auto outcome = check_model(entry, *game, *encoding, limits, report);
          if (!outcome.incomplete.empty()) {
            std::cout << entry.id << " check: incomplete\n";
            std::cerr << "dailygrid: " << entry.id << ": could not settle it within the budget ("
                      << outcome.incomplete << ")\n";
            worsen(code, kRuntime);
          } else {
            std::cout << entry.id << " check: " << report.str()
                      << (outcome.failure.empty() ? "; ok" : "; FAILED: " + outcome.failure)
                      << "\n";
            if (!outcome.failure.empty()) worsen(code, kNegative);
          }
        }
        if (anneal) {
          const auto outcome = anneal_model(entry, *game, *encoding, params, limits);
          std::cout << entry.id << " anneal: " << outcome.line << "\n";
          if (outcome.stopped) worsen(code, kRuntime);
        }
      }
      return code;
    };
  });
}

}  // namespace dg::cli
