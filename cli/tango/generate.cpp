// dailygrid generate tango: distinct unique Tango puzzles graded exactly --tier, in parallel, the
// same for a seed whatever --jobs is. Output {"puzzles":[...]}: each puzzle's interchange JSON
// plus "id", "solution", "grade" and "seed" (the item seed; generating with it gives the puzzle
// again). Exit 2 for bad options or an impossible (size, tier), 1 when the generator gives up.
#include <stdexcept>

#include "cli/generate_common.hpp"
#include "cli/number_checks.hpp"
#include "cli/tango/generate.hpp"
#include "generator/tango/generated_text.hpp"
#include "generator/tango/generator.hpp"
#include "grader/tango/grader.hpp"
#include "solver/tango/canonical.hpp"
#include "solver/tango/game.hpp"

namespace dg::cli {

namespace {

std::string tier_list() {
  std::string s;
  for (auto t : tango::tier_names()) s += std::string(t) + ", ";
  return s + "search, any";
}

IntRange range_option(const std::string& name, const std::string& text) {
  if (text.empty()) return {};
  auto r = parse_range(text);
  if (!r) throw UsageError("--" + name + ": " + r.error());
  return *r;
}

}  // namespace

void add_generate_tango(CLI::App& generate, Runner& run) {
  auto* cmd = generate.add_subcommand("tango", "Generate Tango puzzles");
  static GenerateOptions opts;
  static int size = 6, rows = 0, cols = 0;
  static bool counts = false;
  static std::string tier = "any";
  static std::string givens, signs;
  static bool minimal = false;
  static bool unique_lines = false;
  static int attempts = tango::Params{}.max_attempts;
  static ScoreOptions score;
  add_generate_options(cmd, opts);
  add_score_options(cmd, score);
  auto* size_opt = cmd->add_option("--size", size, "Board size (odd sizes: near balance)")
                       ->capture_default_str()
                       ->check(whole_number(tango::kMinGeneratedSide, tango::kMaxSize));
  auto* rows_opt = cmd->add_option("--rows", rows, "Rows of a rectangular board (with --cols)")
                       ->check(whole_number(tango::kMinGeneratedSide, tango::kMaxSize));
  auto* cols_opt = cmd->add_option("--cols", cols, "Columns of a rectangular board (with --rows)")
                       ->check(whole_number(tango::kMinGeneratedSide, tango::kMaxSize));
  rows_opt->needs(cols_opt)->excludes(size_opt);
  cols_opt->needs(rows_opt)->excludes(size_opt);
  cmd->add_flag("--counts", counts,
                "Per-line counts: lines hold any number of suns, each row's and column's count "
                "is given beside the board");
  cmd->add_option("--tier", tier, "Exact tier: " + tier_list())->capture_default_str();
  cmd->add_option("--givens", givens, "Number of given cells, MIN..MAX");
  cmd->add_option("--signs", signs, "Number of =/x signs, MIN..MAX");
  cmd->add_flag("--minimal", minimal, "Every clue needed for uniqueness");
  cmd->add_flag("--unique-lines", unique_lines,
                "Classic Takuzu variant: no two equal rows or columns");
  cmd->add_option("--attempts", attempts, "Full grids tried per puzzle before giving up")
      ->capture_default_str()
      ->check(whole_number(1, kMaxAttempts));
  cmd->callback([&run] {
    run = [] {
      tango::Params p;
      p.n = rows ? rows : size;
      p.cols = rows && cols != rows ? cols : 0;
      p.counts = counts;
      p.tier = tier == "any" ? tango::kAnyTier : tango::parse_tier(tier);
      if (tier != "any" && p.tier < 0)
        throw UsageError("--tier: expected one of " + tier_list() + ", got '" + tier + "'");
      p.givens = range_option("givens", givens);
      p.signs = range_option("signs", signs);
      p.minimal = minimal;
      p.unique_lines = unique_lines;
      p.max_attempts = attempts;
      p.score = score_filter_of(score);
      // Stored puzzles keep the generator's grade and score: graded once (store_grade.hpp).
      p.score.for_store = !opts.db.empty();
      p.score.for_output = opts.db.empty();  // its score, without with_score's regrade
      if (auto v = tango::validate(p); !v) throw UsageError(v.error());
      nlohmann::json params{{"size", size},   {"tier", tier},       {"givens", givens},
                            {"signs", signs}, {"minimal", minimal}, {"unique_lines", unique_lines}};
      if (rows) {  // a square keeps "size", so stored params read as before
        params.erase("size");
        params["rows"] = rows;
        params["cols"] = cols;
      }
      if (counts) params["counts"] = true;
      add_score_params(score, params);
      // A file gets each puzzle's text written directly (no JSON tree); the store its row.
      const bool as_text = opts.db.empty();
      auto batch = [&p, as_text](std::uint64_t chunk_seed, std::size_t count, int jobs,
                                 const std::function<void(std::size_t)>& progress) {
        return items_of(
            tango::generate_each(p, chunk_seed, count, jobs, progress), jobs,
            [as_text](const tango::GeneratedPuzzle& g) {
              std::string key = tango::canonical_key(g.puzzle);
              if (as_text)
                return GeneratedItem{{}, std::move(key), tango::generated_to_text(g), {}};
              return stored_item(g, tango::any_puzzle(g.puzzle),
                                 tango::solution_to_json(g.solution), std::move(key));
            });
      };
      return run_generation(opts, "tango", params, tango::kGeneratorVersion, batch);
    };
  });
}

}  // namespace dg::cli
