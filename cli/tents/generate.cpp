// dailygrid generate tents: seeded Tents puzzles of an exact tier, distinct up to symmetry,
// generated in parallel, written as {"puzzles":[...]} or stored with --db. Same output for a seed
// whatever --jobs is. Exit 0 when every puzzle was made, 1 when the generator gave up on one,
// 2 on bad options.
#include "cli/tents/generate.hpp"
#include "cli/generate_common.hpp"
#include "cli/number_checks.hpp"
#include "generator/tents/generated_text.hpp"
#include "generator/tents/generator.hpp"
#include "generator/tents/json_entry.hpp"
#include "solver/tents/game.hpp"

namespace dg::cli {

void add_generate_tents(CLI::App& generate, Runner& run) {
  auto* cmd = generate.add_subcommand("tents", "Generate Tents & Trees puzzles");
  static GenerateOptions opts;
  static int rows = 10, cols = 10, size = 0;
  static std::string tier = "any";
  static int density = tents::Params{}.density;
  static int attempts = tents::Params{}.max_attempts;
  static ScoreOptions score;
  add_generate_options(cmd, opts);
  add_score_options(cmd, score);
  cmd->add_option("--size", size, "Rows and columns of a square board (sets both)")
      ->check(whole_number(tents::kMinGenSide, tents::kMaxGenSide));
  cmd->add_option("--rows", rows, "Rows")
      ->capture_default_str()
      ->check(whole_number(tents::kMinGenSide, tents::kMaxGenSide));
  cmd->add_option("--cols", cols, "Columns")
      ->capture_default_str()
      ->check(whole_number(tents::kMinGenSide, tents::kMaxGenSide));
  cmd->add_option("--tier", tier, "basic|tricky|matching|starving|pair|contradiction|search|any")
      ->capture_default_str();
  cmd->add_option("--density", density, "Trees per 100 cells (SGT uses 20)")
      ->capture_default_str()
      ->check(whole_number(5, 24));
  cmd->add_option("--attempts", attempts, "Random layouts tried per puzzle before giving up")
      ->capture_default_str()
      ->check(whole_number(1, kMaxAttempts));
  cmd->callback([&run] {
    run = [] {
      nlohmann::json params{{"rows", size ? size : rows},
                            {"cols", size ? size : cols},
                            {"tier", tier},
                            {"density", density},
                            {"attempts", attempts}};
      score_filter_of(score);
      add_score_params(score, params);
      auto checked = tents::params_from_json(params);
      if (!checked) throw UsageError(checked.error());
      // Stored puzzles keep the generator's grade and score: graded once (store_grade.hpp).
      checked->score.for_store = !opts.db.empty();
      checked->score.for_output = opts.db.empty();  // its score, without with_score's regrade
      // A file gets each puzzle's text written directly (no JSON tree); the store its row.
      const bool as_text = opts.db.empty();
      auto batch = [p = *checked, as_text](std::uint64_t chunk_seed, std::size_t count, int jobs,
                                           const std::function<void(std::size_t)>& progress) {
        return items_of(tents::generate_each(p, chunk_seed, count, jobs, progress), jobs,
                        [as_text](const tents::Generated& g) {
                          if (as_text)
                            return GeneratedItem{{}, g.key, tents::generated_to_text(g), {}};
                          return stored_item(g, tents::any_puzzle(g.puzzle),
                                             tents::solution_to_json(g.solution), g.key);
                        });
      };
      return run_generation(opts, "tents", params, tents::kGeneratorVersion, batch);
    };
  });
}

}  // namespace dg::cli
