// dailygrid generate sudoku: seeded Sudoku puzzles (Mini Sudoku 6x6, classic 9x9 and other box
// shapes) of an exact tier, distinct up to Sudoku's symmetries, generated in parallel, written as
// {"puzzles":[...]} or stored with --db. Same output for a seed whatever --jobs is. Exit 0 when
// every puzzle was made, 1 when the generator gave up on one, 2 on bad options.
#include "cli/sudoku/generate.hpp"

#include "cli/generate_common.hpp"
#include "cli/number_checks.hpp"
#include "generator/sudoku/generator.hpp"
#include "generator/sudoku/json_entry.hpp"
#include "solver/sudoku/canonical.hpp"
#include "solver/sudoku/game.hpp"

namespace dg::cli {

namespace {

std::string tier_list() {
  std::string s;
  for (auto t : sudoku::tier_names()) s += std::string(t) + "|";
  return s + "search|any";
}

}  // namespace

void add_generate_sudoku(CLI::App& generate, Runner& run) {
  auto* cmd = generate.add_subcommand("sudoku", "Generate Sudoku puzzles (Mini Sudoku: --size 6)");
  static GenerateOptions opts;
  static int size = 9;
  static std::string box, tier = "any", symmetry = "none", givens;
  static bool minimal = false;
  static int attempts = sudoku::Params{}.max_attempts;
  static ScoreOptions score;
  add_generate_options(cmd, opts);
  add_score_options(cmd, score);
  auto* size_opt =
      cmd->add_option("--size", size, "Board size with its usual boxes: 4, 6, 8, 9, 10 or 12")
          ->capture_default_str()
          ->check(whole_number(4, 12));
  cmd->add_option("--box", box, "Box shape RxC (rows x columns of a box, e.g. 3x2)");
  cmd->add_option("--tier", tier, tier_list())->capture_default_str();
  cmd->add_option("--symmetry", symmetry, "Givens' symmetry: none|rotate180")
      ->capture_default_str();
  cmd->add_flag("--minimal", minimal, "No given can be removed with the solution staying unique");
  cmd->add_option("--givens", givens, "Number of given cells, MIN..MAX or N");
  cmd->add_option("--attempts", attempts, "Full grids tried per puzzle before giving up")
      ->capture_default_str()
      ->check(whole_number(1, kMaxAttempts));
  cmd->callback([&run, size_opt] {
    // --box alone sets the size; with both, params_from_json checks that they agree.
    const bool size_given = size_opt->count() > 0;
    run = [size_given] {
      nlohmann::json params{{"tier", tier}, {"symmetry", symmetry}, {"attempts", attempts}};
      if (box.empty() || size_given) params["size"] = size;
      if (!box.empty()) params["box"] = box;
      if (minimal) params["minimal"] = true;
      if (!givens.empty()) params["givens"] = givens;
      score_filter_of(score);
      add_score_params(score, params);
      auto checked = sudoku::params_from_json(params);
      if (!checked) throw UsageError(checked.error());
      // Stored puzzles keep the generator's grade and score: graded once (store_grade.hpp).
      checked->score.for_store = !opts.db.empty();
      checked->score.for_output = opts.db.empty();  // its score, without with_score's regrade
      const bool to_store = !opts.db.empty();
      auto batch = [p = *checked, to_store](std::uint64_t chunk_seed, std::size_t count, int jobs,
                                            const std::function<void(std::size_t)>& progress) {
        return items_of(
            sudoku::generate_each(p, chunk_seed, count, jobs, progress), jobs,
            [to_store](const sudoku::GeneratedPuzzle& g) {
              if (to_store)
                return stored_item(g, sudoku::any_puzzle(g.puzzle),
                                   sudoku::solution_to_json(g.puzzle, g.solution),
                                   sudoku::canonical_key(g.puzzle));
              return GeneratedItem{
                  sudoku::generated_to_json(g), sudoku::canonical_key(g.puzzle), {}, {}};
            });
      };
      return run_generation(opts, "sudoku", params, sudoku::kGeneratorVersion, batch);
    };
  });
}

}  // namespace dg::cli
