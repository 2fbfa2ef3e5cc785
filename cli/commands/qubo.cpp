// dailygrid qubo FILE: a puzzle of a game with a QUBO form (qubo/common/games.hpp) as a QUBO
// (docs/formats.md, "QUBO formats").
//   --format F --out F   writes the model (one puzzle per file); variables, couplers, offset on
//   stderr
//   --check              proves the model right: the solutions have energy 0, every single-bit flip
//                        of them costs > 0, and up to 28 variables an exhaustive minimisation finds
//                        exactly as many zero-energy states as the exact counter finds solutions
//   --anneal             simulated annealing; each read's best state decoded and checked;
//                        --samples FILE writes every read as JSON Lines (qubo/common/samples.hpp)
// --check and --anneal report one line per puzzle on stdout and take files of several puzzles;
// with --format or --out they also write the model (one puzzle, --out FILE).
// --check's count and --anneal's reads have the search budget of `solve` (--max-nodes,
// --max-seconds, default 5 s per puzzle): a check cut short says so and proves nothing.
// Each model is measured before it is built and refused above --max-variables / --max-couplers
// (cli/model_limits.hpp).
// Exit 0 ok, 1 when no annealing read of a puzzle decodes to a solution, a check or anneal was
// cut short by the budget or a model is over the size limits, 2 malformed input or a puzzle
// without a QUBO form (Zip, unique-lines Takuzu), 3 when --check finds the model and the counter
// disagree.
#include <chrono>
#include <iostream>
#include <sstream>

#include "cli/command.hpp"
#include "cli/input.hpp"
#include "cli/model_limits.hpp"
#include "cli/number_checks.hpp"
#include "cli/output.hpp"
#include "cli/progress.hpp"
#include "cli/search_budget.hpp"
#include "qubo/common/anneal.hpp"
#include "qubo/common/exact.hpp"
#include "qubo/common/games.hpp"
#include "qubo/common/samples.hpp"
#include "qubo/formats/formats.hpp"
#include "render/render.hpp"

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

// Why `flipped`, a single-bit flip of the state of a solution whose board is `from` at energy 0
// too, is not another solution, or "" when it is one: two solutions one cell apart (an empty 1x3
// Tango's 100 and 110, a soft region's queen taken away) are the model right, not wrong.
std::string not_another_solution(const PuzzleEntry& entry, const QuboGame& game, const Encoding& e,
                                 const qubo::State& flipped, const qubo::Grid& from) {
  const auto grid = qubo::decode(e, flipped);
  if (grid == from) return "it is a second state of the same board";
  auto solution = game.solution_of(e, grid);
  if (!solution) return "it decodes to no board: " + solution.error();
  if (auto ok = entry.puzzle->check(*solution); !ok)
    return "its board breaks a rule: " + ok.error();
  return {};
}

CheckOutcome check_model(const PuzzleEntry& entry, const QuboGame& game, const Encoding& e,
                         const SearchBudgetOptions& limits, std::ostringstream& report) {
  const auto& m = e.model;
  const Budget budget = budget_from_now(limits);
  const auto count = entry.puzzle->count(kCheckLimit, budget);
  if (!count.complete)
    return {{}, "the exact counter stopped: " + how_to_ask_for_more(limits, budget, count.nodes)};
  const auto adj = qubo::adjacency(m);
  // An optimisation model (Queens "maximize") has its optimal answers at energy -optimum, every
  // other model its solutions at 0.
  const double target = count.optimum >= 0 ? -static_cast<double>(count.optimum) : 0.0;
  double min_flip = 0;
  bool any_flip = false;
  std::uint64_t onto_solutions = 0;  // flips at energy 0 that land on another solution
  // A game whose solutions have several states (Tents: one per pairing) expects that many ground
  // states; every other game one per solution.
  std::uint64_t solution_states = 0;
  for (const auto& solution : count.solutions) {
    if (Budget::Clock::now() >= budget.deadline)
      return {{},
              "stopped checking the single-bit flips: " + how_to_ask_for_more(limits, budget, 0)};
    auto grid = game.grid_of(e, solution);
    if (!grid) return {grid.error(), {}};
    std::vector<qubo::State> states;
    if (game.states_of) {
      auto all = game.states_of(e, entry.puzzle->to_json(), solution);
      if (!all) return {all.error(), {}};
      if (all->empty()) return {"a solution has no state in the model", {}};
      states = std::move(*all);
    } else {
      states.push_back(qubo::state_of(e, *grid));
    }
    for (const auto& x : states) {
      ++solution_states;
      if (qubo::decode(e, x) != *grid)
        return {"a solution breaks a sign the model substitutes", {}};
      const double en = qubo::energy(m, x);
      if (en != target) return {"a solution has energy " + qubo::number_text(en), {}};
      const auto flips = flip_energies(m, adj, x, en);
      for (std::size_t v = 0; v < flips.size(); ++v) {
        const double flipped = flips[v];
        if (flipped < target)
          return {"a single-bit flip of a solution has energy " + qubo::number_text(flipped), {}};
        // Another optimal placement (a weight-0 piece added) is a flip at the same energy; so is
        // another solution one cell away, once its board passes the rules.
        if (flipped == target && count.optimum < 0) {
          qubo::State y = x;
          y[v] ^= 1;
          const auto why = not_another_solution(entry, game, e, y, *grid);
          if (!why.empty())
            return {"a single-bit flip of a solution has energy " + qubo::number_text(flipped) +
                        " but " + why,
                    {}};
          ++onto_solutions;
          continue;
        }
        min_flip = any_flip ? std::min(min_flip, flipped) : flipped;
        any_flip = true;
      }
    }
  }
  report << (count.count >= kCheckLimit ? "at least " : "") << count.count
         << (count.optimum >= 0 ? " optimal placement(s) at energy " + qubo::number_text(target)
                                : std::string(" solution(s) at energy 0"));
  if (solution_states != static_cast<std::uint64_t>(count.solutions.size()))
    report << " (" << solution_states << " states with their pairings)";
  if (any_flip)
    report << ", every single-bit flip " << (count.optimum >= 0 ? ">= the optimum's" : "> 0")
           << " (lowest " << qubo::number_text(min_flip) << ")";
  if (onto_solutions > 0)
    report << (any_flip ? " except " : ", ") << onto_solutions << " flip(s) onto another solution";
  if (m.variables() > qubo::kExactMaxVariables) {
    report << "; exact minimisation skipped (" << m.variables() << " variables > "
           << qubo::kExactMaxVariables << ")";
    return {};
  }
  const auto ground = qubo::ground_states(m, static_cast<std::size_t>(kCheckLimit));
  report << "; exact: minimum " << qubo::number_text(ground.energy) << " over 2^" << m.variables()
         << " states";
  if (count.count == 0) {
    if (ground.energy <= target)
      return {"no solution, yet some state has energy " + qubo::number_text(ground.energy), {}};
    return {};
  }
  if (ground.energy != target)
    return {"the minimum energy is " + qubo::number_text(ground.energy), {}};
  report << ", " << ground.count << " ground state(s)";
  // The counter stops at kCheckLimit solutions: beyond it only "at least as many" is known.
  const bool capped = count.count >= kCheckLimit;
  if (capped && ground.count < solution_states)
    return {std::to_string(ground.count) + " ground states but at least " +
                std::to_string(solution_states) + " solution states",
            {}};
  if (!capped && ground.count != solution_states)
    return {std::to_string(ground.count) + " ground states but " + std::to_string(solution_states) +
                " solution states",
            {}};
  for (const auto& x : ground.states) {
    auto solution = game.solution_of(e, qubo::decode(e, x));
    if (!solution) return {"a ground state is no board: " + solution.error(), {}};
    if (auto ok = entry.puzzle->check(*solution); !ok)
      return {"a ground state breaks a rule: " + ok.error(), {}};
  }
  return {};
}

struct AnnealReport {
  std::string text;      // the report line
  int solved = 0;        // reads whose best state decodes to a solution
  double best = 0;       // the lowest energy any read reached
  bool stopped = false;  // the time limit ended the reads early (figures over those that finished)
};

// Anneals `params.reads` times within the budget; each read's line goes to `samples` when one is
// given.
AnnealReport anneal_model(const PuzzleEntry& entry, const QuboGame& game, const Encoding& e,
                          qubo::AnnealParams params, const SearchBudgetOptions& limits,
                          std::string* samples) {
  AnnealReport report;
  params.deadline = budget_from_now(limits).deadline;
  int done = 0;
  // Counted in sweeps, so a single long read moves the line too.
  const long long sweeps = params.sweeps;
  Progress progress("anneal " + entry.id + " sweeps", params.reads * sweeps);
  int current = 0;
  params.on_sweeps = [&](int done_in_read) { progress.update(current * sweeps + done_in_read); };
  const auto start = std::chrono::steady_clock::now();
  for (int r = 0; r < params.reads && !report.stopped; ++r) {
    current = r;
    const auto read = qubo::anneal_read(e.model, params, r);
    report.stopped =
        !read.complete || (r + 1 < params.reads && Budget::Clock::now() >= params.deadline);
    if (!read.complete) break;
    report.best = done == 0 ? read.energy : std::min(report.best, read.energy);
    auto solution = game.solution_of(e, qubo::decode(e, read.state));
    const bool solved = solution && entry.puzzle->check(*solution);
    report.solved += solved;
    if (samples) *samples += qubo::sample_line(e.model, entry.id, r, read, solved);
    progress.update((++done) * sweeps);
  }
  progress.finish();
  const std::chrono::duration<double, std::milli> ms = std::chrono::steady_clock::now() - start;
  std::ostringstream out;
  out.precision(3);
  const int reads = std::max(done, 1);
  out << report.solved << "/" << done << " reads solved (success probability per read "
      << static_cast<double>(report.solved) / reads << "), lowest energy "
      << (done > 0 ? qubo::number_text(report.best) : std::string("none")) << ", " << params.sweeps
      << " sweeps, " << ms.count() / reads << " ms per read, seed " << params.seed;
  if (report.stopped)
    out << "; stopped by --max-seconds after " << done << " of " << params.reads << " reads";
  report.text = out.str();
  return report;
}

// The games with a QUBO form in prose: "Queens, Tango or Tents".
std::string qubo_titles(std::string_view conjunction) {
  std::vector<std::string_view> names;
  for (const qubo::QuboGame& g : qubo::all_qubo_games())
    if (g.encode) names.push_back(g.name);
  return titles_in_words(names, conjunction);
}

}  // namespace

void add_qubo(CLI::App& app, Runner& run) {
  auto* cmd = app.add_subcommand(
      "qubo", "Write a " + qubo_titles("or") + " puzzle as a QUBO, check it, anneal it");
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
  static std::string samples_path;
  cmd->add_option("--samples", samples_path,
                  "Write every read (puzzle, read, energy, solved, sample) as JSON Lines to FILE")
      ->needs(anneal_flag);
  add_search_budget_options(cmd, limits);
  static ModelLimits model_limits;
  add_model_limit_options(cmd, model_limits);
  cmd->callback([&run, cmd] {
    run = [cmd] {
      const auto entries = read_entries(file);
      const bool report_only = check || anneal;
      // --format or --out beside --check/--anneal asks for the model too: write it, but not to
      // stdout, which carries the reports.
      const bool write_model = !report_only || cmd->count("--format") || cmd->count("--out");
      if (report_only && write_model && out == "-")
        throw UsageError(
            "--check and --anneal print their reports on stdout: give --out FILE "
            "for the model");
      if (write_model && entries.size() != 1)
        throw UsageError("qubo writes one puzzle; " + file + " holds " +
                         std::to_string(entries.size()) + " (--check and --anneal take several)");
      if (!samples_path.empty()) check_output(samples_path);
      std::string samples;
      int code = kOk;
      for (const auto& entry : entries) {
        if (!usable(entry, code)) continue;
        const auto* game = qubo::find_qubo_game(entry.puzzle->game());
        if (!game) {
          std::cerr << "dailygrid: " << entry.id << ": " << entry.puzzle->game()
                    << " has no QUBO form (" << qubo_titles("and") << " only)\n";
          code = kUsage;
          continue;
        }
        // Measured first: a model too large for memory is refused before any of it is built.
        bool too_large = false;
        qubo::EncodeOptions options;
        options.refuse = [&too_large](const qubo::ModelSize& size) {
          auto why = model_too_large(size, model_limits);
          too_large = !why.empty();
          return why;
        };
        auto encoding = game->encode(entry.puzzle->to_json(), options);
        if (!encoding) {
          std::cerr << "dailygrid: " << entry.id << ": " << encoding.error() << "\n";
          if (too_large)
            worsen(code, kRuntime);
          else
            code = kUsage;
          continue;
        }
        const auto& m = encoding->model;
        std::cerr << entry.id << " " << game->name << ": " << m.variables() << " variables, "
                  << m.couplers() << " couplers, offset " << qubo::number_text(m.offset) << "\n";
        if (write_model) {
          // The board's size, not the encoding's (a Sudoku's is n x n*n: a cell's n digits).
          const qubo::Header header{std::string(game->name) + " " + render::caption_name(entry.id) +
                                        " · " + std::to_string(entry.puzzle->rows()) + "x" +
                                        std::to_string(entry.puzzle->cols()),
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
          const AnnealReport a = anneal_model(entry, *game, *encoding, params, limits,
                                              samples_path.empty() ? nullptr : &samples);
          std::cout << entry.id << " anneal: " << a.text << "\n";
          if (a.stopped) {
            worsen(code, kRuntime);
          } else if (a.solved == 0) {
            // The sampler failed this puzzle: a script must not read the run as a success.
            std::cerr << "dailygrid: " << entry.id << ": no read of " << params.reads
                      << " found a solution (lowest energy " << qubo::number_text(a.best)
                      << "); try more --sweeps or --reads\n";
            worsen(code, kRuntime);
          }
        }
      }
      if (!samples_path.empty()) write_output(samples_path, samples);
      return code;
    };
  });
}

}  // namespace dg::cli
