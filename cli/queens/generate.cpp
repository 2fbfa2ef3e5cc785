// dailygrid generate queens: distinct unique Queens region maps graded exactly --tier, generated
// in parallel, the same for a seed whatever --jobs is; --stars, --torus and --holes make the
// family's boards (Star Battle, toroidal Queens, boards with holes); --attack, --pieces mixed and
// --no-lines the general system's chess-piece boards (an experiment). Output {"puzzles":[...]}
// (interchange JSON plus "id", "solution", "grade" and "seed"; no "grade" for a variant the
// grader cannot grade yet) or stored with --db. Exit 2 for bad options or an impossible request,
// 1 when the generator gives up (the message names params and seed).
#include <stdexcept>

#include "cli/generate_common.hpp"
#include "cli/number_checks.hpp"
#include "cli/queens/generate.hpp"
#include "generator/queens/generated_text.hpp"
#include "generator/queens/generator.hpp"
#include "generator/queens/json_entry.hpp"
#include "solver/queens/canonical.hpp"
#include "solver/queens/game.hpp"

namespace dg::cli {

void add_generate_queens(CLI::App& generate, Runner& run) {
  auto* cmd = generate.add_subcommand("queens", "Generate Queens puzzles");
  static GenerateOptions opts;
  static int size = queens::Params{}.n;
  static std::string tier = "any";
  static int attempts = queens::Params{}.max_attempts;
  static ScoreOptions score;
  static int stars = queens::Params{}.stars;
  static bool torus = false;
  static std::string holes;
  static std::string attack, pieces;
  static bool no_lines = false;
  add_generate_options(cmd, opts);
  add_score_options(cmd, score);
  cmd->add_option("--size", size, "Board size")
      ->capture_default_str()
      ->check(whole_number(queens::kMinGenerateSize, queens::kMaxGenerateSize));
  cmd->add_option("--tier", tier, "basic|shapes|pigeonhole|contradiction|search|any")
      ->capture_default_str();
  cmd->add_option("--stars", stars,
                  "Queens (stars) per row, column and region: Star Battle (sizes 1: 5..16, "
                  "2: 8..11, 3: 14)")
      ->capture_default_str()
      ->check(whole_number(1, 3));
  cmd->add_flag("--torus", torus, "Toroidal board: queens touching across the edges attack");
  cmd->add_option("--holes", holes,
                  "Holes (cells not on the board), MIN..MAX; at most a third of the board");
  cmd->add_option("--attack", attack,
                  "Experimental: chess-piece boards, every piece of this kind (king, knight, "
                  "bishop, rook, queen, linkedin); sizes 5..10");
  cmd->add_option("--pieces", pieces,
                  "Experimental: 'mixed' draws a random piece (K N B R Q L) for each cell");
  cmd->add_flag("--no-lines", no_lines,
                "Experimental: rows and columns have no counts (one piece per region only)");
  cmd->add_option("--attempts", attempts, "Planted maps tried per puzzle before giving up")
      ->capture_default_str()
      ->check(whole_number(1, kMaxAttempts));
  cmd->callback([&run] {
    run = [] {
      nlohmann::json params{{"size", size}, {"tier", tier}, {"attempts", attempts}};
      // Family keys only when asked for, so LinkedIn runs record the params they always did.
      if (stars != 1) params["stars"] = stars;
      if (torus) params["torus"] = true;
      if (!holes.empty()) {
        auto range = parse_range(holes);
        if (!range) throw UsageError("--holes: " + range.error());
        params["holes"] = holes;
      }
      if (!attack.empty()) params["attack"] = attack;
      if (!pieces.empty() && pieces != "mixed")
        throw UsageError("--pieces: expected 'mixed', got '" + pieces + "'");
      if (!pieces.empty()) params["pieces"] = pieces;
      if (no_lines) params["no_lines"] = true;
      score_filter_of(score);  // option-named errors before the library's key-named ones
      add_score_params(score, params);
      auto checked = queens::params_from_json(params);
      if (!checked) throw UsageError(checked.error());
      // Stored puzzles keep the generator's grade and score: graded once (store_grade.hpp).
      checked->score.for_store = !opts.db.empty();
      checked->score.for_output = opts.db.empty();  // its score, without with_score's regrade
      // A file gets each puzzle's text written directly (no JSON tree); the store its row.
      const bool as_text = opts.db.empty();
      auto batch = [p = *checked, as_text](std::uint64_t chunk_seed, std::size_t count, int jobs,
                                           const std::function<void(std::size_t)>& progress) {
        return items_of(
            queens::generate_each(p, chunk_seed, count, jobs, progress), jobs,
            [as_text](const queens::GeneratedPuzzle& g) {
              std::string key = queens::canonical_key(g.puzzle);
              if (as_text)
                return GeneratedItem{{}, std::move(key), queens::generated_to_text(g), {}};
              return stored_item(g, queens::any_puzzle(g.puzzle),
                                 queens::solution_json_text(g.puzzle, g.solution), std::move(key));
            });
      };
      return run_generation(opts, "queens", params, queens::kGeneratorVersion, batch);
    };
  });
}

}  // namespace dg::cli
