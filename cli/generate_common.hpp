// What every `dailygrid generate <game>` sub-subcommand shares: the --count/--seed/--jobs/--out
// options, the seed choice, progress on a terminal, and writing the puzzles. A game's file
// (cli/<game>/generate.cpp) adds its own options and calls the library's batch function.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

#include "db/generated.hpp"
#include "generator/common/batch.hpp"
#include "generator/common/batch_result.hpp"
#include "generator/common/score_filter.hpp"
#include "solver/common/json_text.hpp"

namespace dg::cli {

struct GenerateOptions {
  std::size_t count = 1;
  std::string seed = "default";   // a number, "default" (kDefaultSeed) or "random"
  int jobs = 0;                   // 0 = all cores
  std::string out = "-";          // "-" = stdout (the default)
  std::string format;             // "json", "jsonl" or "" (from --out's name: .jsonl or not)
  std::string db;                 // non-empty: store into this SQLite file instead of --out
  std::string shard = "0/1";      // I/N: this process makes shard I of N of the run
  std::uint64_t max_seconds = 0;  // the run's time bound (0 = none): items not done by then give up
};

// One generated puzzle as the CLI handles it: interchange JSON with "solution", "grade" and
// "seed", and its canonical key (the same board under symmetry has the same key), which the game
// works out from its typed puzzle (cheaper than parsing the JSON back).
// A game may instead give the puzzle already written as that JSON's text (one line, exactly
// json.dump() with its score) when the run writes a file: json is then left null.
// For the store (--db) the game gives the row to store instead (stored_item below): nothing is
// written out as JSON and parsed back.
struct GeneratedItem {
  nlohmann::json json;
  std::string key;                      // empty when `row` is set: its rec.canonical_key
  std::string text;                     // non-empty: the puzzle as text, and json is unused
  std::optional<db::GeneratedRow> row;  // set: the store's row, and json and text are unused

  const std::string& canonical_key() const { return row ? row->rec.canonical_key : key; }
};

// The item of a game's generated puzzle `g` for the store: `puzzle` is g's puzzle as the game's
// any_puzzle, `solution` its "solution" value's JSON text (json_text; the overload below takes the
// value). G has the fields every generator's result has (grade, store_grade, seed); a Queens
// variant the grader cannot grade has graded == false.
template <class G>
GeneratedItem stored_item(const G& g, PuzzlePtr puzzle, std::string solution, std::string key) {
  const Grade* grade = &g.grade;
  if constexpr (requires { g.graded; })
    if (!g.graded) grade = nullptr;
  GeneratedItem item;  // its key is the row's (canonical_key())
  item.row = db::generated_row(std::move(puzzle), std::move(solution), std::move(key), grade,
                               g.store_grade, g.seed);
  return item;
}

template <class G>
GeneratedItem stored_item(const G& g, PuzzlePtr puzzle, const nlohmann::json& solution,
                          std::string key) {
  return stored_item(g, std::move(puzzle), json_text(solution), std::move(key));
}

// What one chunk of a run gave: its puzzles in index order, the items the generator gave up on,
// and a shortfall message when it ran out of distinct boards.
using GeneratedChunk = BatchResult<GeneratedItem>;

// The items of a finished batch: item_of(made[k]) for every k, on `jobs` threads (the JSON and
// the canonical key cost about as much as the cheapest puzzles); failures carried over.
template <class Made, class ItemOf>
GeneratedChunk items_of(BatchResult<Made> batch, int jobs, ItemOf item_of) {
  GeneratedChunk out;
  out.made.resize(batch.made.size());
  parallel_indices(batch.made.size(), jobs,
                   [&](std::size_t k) { out.made[k] = item_of(batch.made[k]); });
  out.failed = std::move(batch.failed);
  out.shortfall = std::move(batch.shortfall);
  out.gave_up_early = batch.gave_up_early;
  return out;
}

// One game's batch maker: `count` puzzles for `chunk_seed`, using `jobs` threads;
// `progress(done)` may be called from worker threads.
using BatchFn = std::function<GeneratedChunk(std::uint64_t chunk_seed, std::size_t count, int jobs,
                                             const std::function<void(std::size_t)>& progress)>;

// Runs a generation: the run is cut into chunks of kChunk items, chunk c made from
// derive_seed(seed, c) (chunk 0 from seed itself), so output depends on (params, seed, count) only
// — never on --jobs — and --shard I/N makes the chunks c with c % N == I (disjoint across shards,
// reproducible). Boards repeated within the run are dropped and made up for by further chunks.
// Without --db the puzzles go to --out as {"puzzles":[...]} or JSON Lines (--format), written as
// they are made and put in place when the run ends (an interrupted run leaves the old file); with
// --db whole chunks are stored a transaction at a time, up to 16 chunks or a second's worth (a
// killed run keeps every chunk of its committed transactions;
// re-running adds nothing twice). Items the generator gives up on are not made up for: every other
// puzzle is still written or stored, each failed item is reported on stderr with its seed, and the
// run returns kRuntime. A board with fewer distinct puzzles than asked (Zip 2x2 has one) ends the
// run once kMaxRepeatsInARow candidates in a row, in index order, repeat earlier boards
// (generator/common/repeat_streak.hpp): the same stop at any --jobs; what was made is written or
// stored, one line on stderr says how many, and the run returns kRuntime. A chunk whose first
// items all gave up (distinct_batch.hpp) ends the run the same way: the tier is out of reach.
// Returns the exit code.
int run_generation(const GenerateOptions& opts, const std::string& game,
                   const nlohmann::json& params, int generator_version, const BatchFn& batch);

// The bound of every generator's --attempts: the generator table reads integer options up to a
// million (generator/common/generators.cpp int_param), and a curve file can say no more.
inline constexpr std::uint64_t kMaxAttempts = 1'000'000;

// Adds --count, --seed, --jobs, --out and --format to `cmd`, bound to `opts`.
void add_generate_options(CLI::App* cmd, GenerateOptions& opts);

// --difficulty MIN..MAX and --band NAME: which difficulty scores a generated puzzle may have.
struct ScoreOptions {
  std::string difficulty;  // "" = any score
  std::string band;        // "" = any band
  std::string minutes;     // "" = any predicted solve time
};
void add_score_options(CLI::App* cmd, ScoreOptions& opts);
// Adds the options given to `params` as the generators' "difficulty", "band" and "minutes" keys
// (nothing when none is given, so runs without them record the same params as before).
void add_score_params(const ScoreOptions& opts, nlohmann::json& params);
// The filter the options ask for; throws UsageError naming the option when malformed.
ScoreFilter score_filter_of(const ScoreOptions& opts);

// The batch seed: the number given, kDefaultSeed, or (--seed random) a fresh one that is printed
// on stderr so the run can be repeated. Throws UsageError for anything else.
std::uint64_t resolve_seed(const GenerateOptions& opts);

// Each puzzle's JSON text (its text, or its JSON with its grade's score: with_score), worked
// out on `jobs` threads; the items are emptied as they are written out (their trees freed while
// still in cache).
std::vector<std::string> puzzle_lines(std::vector<GeneratedItem>& puzzles, int jobs);

}  // namespace dg::cli
