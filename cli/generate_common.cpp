// Shared parts of the generate sub-subcommands (see generate_common.hpp).
#include "cli/generate_common.hpp"

#include "cli/calibration_option.hpp"

#include <algorithm>
#include <charconv>
#include <chrono>
#include <iostream>
#include <memory>
#include <optional>
#include <random>
#include <stdexcept>

#include "cli/command.hpp"
#include "cli/number_checks.hpp"
#include "cli/progress.hpp"
#include "cli/puzzle_writer.hpp"
#include "cli/search_budget.hpp"
#include "db/generated.hpp"
#include "db/run_keys.hpp"
#include "generator/common/batch.hpp"
#include "generator/common/deadline.hpp"
#include "generator/common/distinct_batch.hpp"
#include "generator/common/generated_json.hpp"
#include "generator/common/repeat_streak.hpp"
#include "solver/common/rng.hpp"

namespace dg::cli {

void add_generate_options(CLI::App* cmd, GenerateOptions& opts) {
  cmd->add_option("--count", opts.count, "How many distinct puzzles")
      ->capture_default_str()
      ->check(whole_number(1, 10'000'000));
  cmd->add_option("--seed", opts.seed, "Batch seed: a number, 'default' or 'random'")
      ->capture_default_str();
  cmd->add_option("--jobs", opts.jobs,
                  "Worker threads (0 = all cores); output does not depend on it")
      ->capture_default_str()
      ->check(whole_number(0, 1024));
  cmd->add_option("--out", opts.out, "Output file (- for stdout)")->capture_default_str();
  cmd->add_option("--format", opts.format,
                  "Output form: json ({\"puzzles\":[...]}) or jsonl (one puzzle a line); default "
                  "jsonl for a name ending .jsonl, else json")
      ->check(CLI::IsMember({"json", "jsonl"}));
  cmd->add_option("--db", opts.db, "Store the puzzles in this SQLite file instead of --out");
  cmd->add_option("--shard", opts.shard, "Make shard I of N of the run (I/N, 0-based)")
      ->capture_default_str();
  cmd->add_option("--max-seconds", opts.max_seconds,
                  "Stop trying after this many seconds (0 = no limit): the items not made by then "
                  "give up (exit 1); the puzzles made are those of an unbounded run")
      ->capture_default_str()
      ->check(whole_number(0, kMaxSeconds));
}

void add_score_options(CLI::App* cmd, ScoreOptions& opts) {
  std::string bands;
  for (std::string_view b : kBandNames) bands += (bands.empty() ? "" : "|") + std::string(b);
  cmd->add_option("--difficulty", opts.difficulty,
                  "Difficulty score range MIN..MAX, either end optional (docs/difficulty.md)");
  cmd->add_option("--band", opts.band, "Difficulty band: " + bands);
  cmd->add_option("--minutes", opts.minutes,
                  "Predicted solve time range in minutes MIN..MAX, either end optional");
  add_calibration_option(cmd);
}

void add_score_params(const ScoreOptions& opts, nlohmann::json& params) {
  if (!opts.difficulty.empty()) params["difficulty"] = opts.difficulty;
  if (!opts.band.empty()) params["band"] = opts.band;
  if (!opts.minutes.empty()) params["minutes"] = opts.minutes;
}

ScoreFilter score_filter_of(const ScoreOptions& opts) {
  nlohmann::json params = nlohmann::json::object();
  add_score_params(opts, params);
  auto f = score_filter_param(params);
  if (!f) {
    // The library names the JSON key; the user typed the option.
    std::string msg = f.error();
    for (const char* key : {"difficulty", "band", "minutes"}) {
      const std::string quoted = std::string("\"") + key + "\"";
      if (msg.rfind(quoted, 0) == 0) msg = "--" + std::string(key) + msg.substr(quoted.size());
    }
    throw UsageError(msg);
  }
  return *f;
}

std::uint64_t resolve_seed(const GenerateOptions& opts) {
  if (opts.seed == "default") return kDefaultSeed;
  if (opts.seed == "random") {
    // The CLI may use the OS entropy source; libraries never do (STYLE.md 6).
    std::random_device rd;
    const std::uint64_t seed = (std::uint64_t{rd()} << 32) ^ rd();
    std::cerr << "dailygrid: seed " << seed << "\n";
    return seed;
  }
  std::uint64_t seed = 0;
  const char* end = opts.seed.data() + opts.seed.size();
  auto [ptr, ec] = std::from_chars(opts.seed.data(), end, seed);
  if (opts.seed.empty() || ec != std::errc() || ptr != end)
    throw UsageError("--seed: expected a number, 'default' or 'random', got '" + opts.seed + "'");
  return seed;
}

std::vector<std::string> puzzle_lines(std::vector<GeneratedItem>& puzzles, int jobs) {
  std::vector<std::string> lines(puzzles.size());
  parallel_indices(puzzles.size(), jobs, [&](std::size_t i) {
    GeneratedItem& item = puzzles[i];
    if (!item.text.empty()) {
      lines[i] = std::move(item.text);
      return;
    }
    // Every puzzle's grade carries its score, whatever options chose it (with_score); the
    // generators score what they make (ScoreFilter::for_output): no copy for with_score then.
    lines[i] = has_score_or_no_grade(item.json) ? item.json.dump() : with_score(item.json).dump();
    // Freed here, while its nodes are still in cache, rather than all at once at the end of the
    // run (which cost as much as the dump at 8x8 Tents: a tree is hundreds of small blocks).
    item.json = nullptr;
  });
  return lines;
}

namespace {

constexpr std::size_t kChunk = 256;
// generate --db commits once it holds this many puzzles (whole chunks) or this long after its
// last commit, whichever comes first.
constexpr std::size_t kStoreWindow = 16 * kChunk;
constexpr auto kStoreSeconds = std::chrono::seconds(1);

std::pair<std::size_t, std::size_t> parse_shard(const std::string& text) {
  auto slash = text.find('/');
  std::size_t i = 0, n = 0;
  auto ok = [](const char* b, const char* e, std::size_t& v) {
    auto [p, ec] = std::from_chars(b, e, v);
    return ec == std::errc() && p == e && b != e;
  };
  if (slash == std::string::npos || !ok(text.data(), text.data() + slash, i) ||
      !ok(text.data() + slash + 1, text.data() + text.size(), n) || n == 0 || i >= n)
    throw UsageError("--shard: expected I/N with 0 <= I < N, got '" + text + "'");
  return {i, n};
}

// "zip 2x2", "queens 5x5": the run's board, for the line that says it ran out of puzzles.
std::string board_of(const std::string& game, const nlohmann::json& params) {
  auto side = [&params](const char* key) {
    return params.contains(key) ? params[key].dump() : std::string("?");
  };
  if (params.contains("size")) return game + " " + side("size") + "x" + side("size");
  return game + " " + side("rows") + "x" + side("cols");
}

}  // namespace

int run_generation(const GenerateOptions& opts, const std::string& game,
                   const nlohmann::json& params, int generator_version, const BatchFn& batch) {
  const auto [shard, shards] = parse_shard(opts.shard);
  const std::uint64_t seed = resolve_seed(opts);
  // This shard's share of the run's items: the chunks c % shards == shard among the first
  // ceil(count / kChunk), the last chunk possibly partial.
  const std::size_t chunks = (opts.count + kChunk - 1) / kChunk;
  std::size_t wanted = 0;
  for (std::size_t c = shard; c < chunks; c += shards)
    wanted += std::min(kChunk, opts.count - c * kChunk);
  std::unique_ptr<db::Store> store;
  std::optional<std::int64_t> run_id;
  nlohmann::json run_params{{"game", game},
                            {"params", params},
                            {"seed", seed_to_json(seed)},
                            {"count", opts.count},
                            {"shard", opts.shard}};
  // Without --db the puzzles are written as they are made, to a temporary put in place when the
  // run ends (a file that cannot be written fails now, not after the whole run).
  std::optional<PuzzleWriter> writer;
  if (opts.db.empty())
    writer.emplace(opts.out, json_lines_output(opts.out, opts.format),
                   PuzzleWriter::Layout::line_each);
  if (!opts.db.empty()) {
    store = std::make_unique<db::Store>(opts.db);
    // Each multi-row INSERT of the store (Store::insert_many) has SQLite write temporary pages,
    // to a temporary file past 64 KB unless temp_store is MEMORY: as much system time as the
    // rows' own writes. In memory they are a few pages; generate makes no temporary tables on
    // this connection, which temp_store would also keep in memory.
    store->connection().exec("PRAGMA temp_store = MEMORY");
    // Every transaction of the run but its first and last (the run's row) is store_generated's
    // made_here one.
    store->rest_references_unchecked();
    run_id = store->start_run("generate " + game, run_params.dump());
  }
  const db::GeneratorInfo info{game, std::to_string(generator_version), params.dump()};
  if (opts.max_seconds > 0)
    set_generation_deadline(std::chrono::steady_clock::now() +
                            std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                                std::chrono::seconds(opts.max_seconds)));
  Progress progress("generate " + game, static_cast<long long>(wanted));
  db::RunKeys seen;  // bounded memory at any count
  std::vector<ItemFailure> failed;
  // Set when the board has no more distinct puzzles to give: by a chunk (its own repeats) or by
  // the run (candidates repeating boards of earlier chunks, judged in index order).
  bool exhausted = false;
  bool gave_up_early = false;
  RepeatStreak repeats;
  std::size_t made = 0;
  int added = 0, duplicates = 0;
  std::vector<db::GeneratedRow> pending;  // made, waiting for the store's next transaction
  auto flush_by = std::chrono::steady_clock::now() + kStoreSeconds;
  auto flush = [&] {
    if (pending.empty()) return;
    auto s = db::store_generated(*store, pending, info, run_id);
    added += s.added;
    duplicates += s.duplicates;
    pending.clear();
    flush_by = std::chrono::steady_clock::now() + kStoreSeconds;
  };
  for (std::size_t c = shard; made + failed.size() < wanted && !exhausted && !gave_up_early;
       c += shards) {
    const std::size_t size = c < chunks ? std::min(kChunk, opts.count - c * kChunk) : kChunk;
    const std::size_t need = std::min(size, wanted - made - failed.size());
    const std::size_t base = made + failed.size();
    // Chunk 0 uses the seed itself, so a run of up to kChunk puzzles is exactly the library's
    // generate_batch(params, seed, count).
    const std::uint64_t chunk_seed = c == 0 ? seed : derive_seed(seed, c);
    auto chunk = batch(chunk_seed, size, opts.jobs, [&, base](std::size_t done) {
      progress.update(static_cast<long long>(base + std::min(done, need)));
    });
    std::size_t room = need;
    for (auto& f : chunk.failed) {
      if (room == 0) break;
      f.index += c * kChunk;  // the item's place in the whole run
      failed.push_back(std::move(f));
      --room;
    }
    std::vector<GeneratedItem> fresh;
    for (std::size_t k = 0; k < chunk.made.size() && fresh.size() < room; ++k) {
      // The key stays with the item: the store keeps it (not worked out again).
      const bool is_new = seen.insert(chunk.made[k].canonical_key());  // else a repeat
      repeats.note(is_new);
      if (is_new) fresh.push_back(std::move(chunk.made[k]));
      if (repeats.exhausted()) break;
    }
    exhausted = !chunk.shortfall.empty() || repeats.exhausted();
    gave_up_early = chunk.gave_up_early;
    made += fresh.size();
    progress.update(static_cast<long long>(made + failed.size()));
    if (store) {
      for (GeneratedItem& item : fresh) pending.push_back(std::move(*item.row));
      // One transaction for several chunks: each commit rewrites every index page it touched
      // (the key_hash index's are spread over the file), so chunk-sized commits wrote several
      // times the rows' bytes. The window is bounded in rows and in time, so a killed run loses
      // at most about a second's puzzles, and whole chunks only.
      if (pending.size() >= kStoreWindow || std::chrono::steady_clock::now() >= flush_by) flush();
    } else {
      for (const std::string& line : puzzle_lines(fresh, opts.jobs)) writer->add(line);
    }
  }
  flush();
  progress.finish();
  if (store) {
    store->finish_run(*run_id, added, duplicates, static_cast<int>(failed.size()));
    std::cerr << "dailygrid: " << opts.db << ": " << added << " added, " << duplicates
              << " already stored\n";
  } else {
    writer->finish();
  }
  for (const ItemFailure& f : failed)
    std::cerr << "dailygrid: item " << f.index << " (seed " << f.seed << ") failed: " << f.error
              << "\n";
  if (exhausted)
    std::cerr << "dailygrid: " << board_of(game, params) << ": only " << made << " distinct puzzle"
              << (made == 1 ? "" : "s") << " found, then " << kMaxRepeatsInARow
              << " candidates in a row without a new one; " << made << " of " << wanted
              << (store ? " stored" : " written") << "\n";
  if (gave_up_early)
    std::cerr << "dailygrid: generate " << game << ": the first " << kFirstItems
              << " items of a chunk all gave up, so the run stops (" << made << " of " << wanted
              << (store ? " stored" : " written")
              << "): try another tier or size, or raise --attempts\n";
  if (failed.empty() && !exhausted) return kOk;
  if (failed.empty()) return kRuntime;
  // A run that stopped early (its first items all gave up, or no new boards were left) never
  // tried the rest: they are neither made nor failed, and the line says how many they are.
  const std::size_t untried = wanted - std::min(wanted, made + failed.size());
  std::cerr << "dailygrid: generate " << game << ": " << made << " of " << wanted
            << " puzzles made, " << failed.size() << " failed"
            << (untried > 0 ? ", " + std::to_string(untried) + " not tried" : std::string())
            << "\n";
  return kRuntime;
}

}  // namespace dg::cli
