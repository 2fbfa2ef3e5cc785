// dailygrid generate zip: seeded Zip puzzles of an exact tier, generated in parallel, written as
// {"puzzles":[...]} (interchange JSON plus solution, grade, seed) or stored with --db. Same output
// for a seed whatever --jobs is. Exit 0 when every puzzle was made, 1 when the generator gave up on
// one (the message names params and seed), 2 on bad options.
#include <stdexcept>

#include "cli/generate_common.hpp"
#include "cli/number_checks.hpp"
#include "cli/zip/generate.hpp"
#include "generator/common/batch_result.hpp"
#include "generator/zip/generator.hpp"
#include "generator/zip/json_entry.hpp"
#include "solver/common/rng.hpp"
#include "solver/zip/canonical.hpp"
#include "solver/zip/game.hpp"
#include "solver/zip/model.hpp"

namespace dg::cli {

void add_generate_zip(CLI::App& generate, Runner& run) {
  auto* cmd = generate.add_subcommand("zip", "Generate Zip puzzles");
  static GenerateOptions opts;
  static int rows = 7, cols = 7, size = 0;
  static std::string tier = "any", walls = "0..0", numbers;  // numbers: empty = board default
  static int attempts = zip::Params{}.max_attempts;
  static ScoreOptions score;
  add_generate_options(cmd, opts);
  add_score_options(cmd, score);
  // 2..16 each, at most 256 cells in all (the library checks the product).
  // --size as Queens, Tango and a Zip curve entry's "size" take it: a square board.
  auto* size_opt = cmd->add_option("--size", size, "Rows and columns of a square board")
                       ->check(whole_number(2, zip::kMaxSide));
  cmd->add_option("--rows", rows, "Rows")
      ->capture_default_str()
      ->check(whole_number(2, zip::kMaxSide))
      ->excludes(size_opt);
  cmd->add_option("--cols", cols, "Columns")
      ->capture_default_str()
      ->check(whole_number(2, zip::kMaxSide))
      ->excludes(size_opt);
  cmd->add_option("--tier", tier, "basic|regions|parity|contradiction|search|any")
      ->capture_default_str();
  cmd->add_option("--walls", walls, "Wall count range MIN..MAX")->capture_default_str();
  cmd->add_option("--numbers", numbers,
                  "Number count range MIN..MAX [default 2..20, 5/16 of the cells above 8x8]");
  cmd->add_option("--attempts", attempts, "Random paths tried per puzzle before giving up")
      ->capture_default_str()
      ->check(whole_number(1, kMaxAttempts));
  cmd->callback([&run] {
    run = [] {
      nlohmann::json params{{"rows", size ? size : rows},
                            {"cols", size ? size : cols},
                            {"tier", tier},
                            {"walls", walls},
                            {"attempts", attempts}};
      if (!numbers.empty()) params["numbers"] = numbers;
      score_filter_of(score);  // option-named errors before the library's key-named ones
      add_score_params(score, params);
      auto checked = zip::params_from_json(params);
      if (!checked) throw UsageError(checked.error());
      // Stored puzzles keep the generator's grade and score: graded once (store_grade.hpp).
      checked->score.for_store = !opts.db.empty();
      checked->score.for_output = opts.db.empty();  // its score, without with_score's regrade
      // The run records the range it used, the board's default included.
      params["numbers"] = zip::to_string(checked->numbers);
      const bool to_store = !opts.db.empty();
      auto batch = [p = *checked, to_store](std::uint64_t chunk_seed, std::size_t count, int jobs,
                                            const std::function<void(std::size_t)>& progress) {
        // Zip's batch keeps every item in place (no dedup); split it into made and failed.
        auto each = zip::generate_batch(p, chunk_seed, 0, count, jobs, progress);
        BatchResult<zip::Generated> split;
        for (std::size_t i = 0; i < each.size(); ++i) {
          if (each[i])
            split.made.push_back(std::move(*each[i]));
          else
            split.failed.push_back({i, derive_seed(chunk_seed, i), each[i].error()});
        }
        return items_of(std::move(split), jobs, [to_store](const zip::Generated& g) {
          if (to_store)
            return stored_item(g, zip::any_puzzle(g.puzzle), zip::solution_to_json(g.solution),
                               zip::canonical_key(g.puzzle));
          return GeneratedItem{zip::generated_to_json(g), zip::canonical_key(g.puzzle), {}, {}};
        });
      };
      return run_generation(opts, "zip", params, zip::kGeneratorVersion, batch);
    };
  });
}

}  // namespace dg::cli
