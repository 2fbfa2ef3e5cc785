// Verification, grading and batched inserts (see ingest.hpp).
#include "db/ingest.hpp"

#include <algorithm>
#include <chrono>
#include <map>
#include <utility>

#include "db/key_hash.hpp"
#include "generator/common/batch.hpp"
#include "generator/common/store_grade.hpp"
#include "grader/common/graders.hpp"
#include "grader/common/scorers.hpp"
#include "solver/common/json_text.hpp"
#include "solver/common/printable.hpp"

namespace dg::db {

std::string stored_tier(const GraderInfo& grader, const Grade& g) {
  if (g.status != Status::solved) return std::string(kSearchTier);
  return std::string(grader.tiers[static_cast<std::size_t>(std::max(g.max_tier, 0))]);
}

namespace {

// The tier a grader's rule belongs to. Every rule a grader reports is in its table; "?" would
// show a grader out of step with it.
std::string rule_tier(const GraderInfo& grader, std::string_view rule) {
  const auto info = std::find_if(grader.rules.begin(), grader.rules.end(),
                                 [rule](const RuleInfo& r) { return r.id == rule; });
  return info == grader.rules.end()
             ? std::string("?")
             : std::string(grader.tiers[static_cast<std::size_t>(info->tier)]);
}

// A grade's row at the current grader version, however it was come by (graded here, carried by
// the generator typed or in its JSON): `max_tier` as stored_tier says, each rule's usage under the
// tier the rule belongs to.
GradeRecord record_from(const GraderInfo& grader, Status status, std::string max_tier, int steps,
                        std::int64_t micros, std::optional<Difficulty> difficulty,
                        const std::map<std::string, int>& hits) {
  GradeRecord out;
  out.grader_version = std::string(kGraderVersion);
  out.status = std::string(status_name(status));
  out.max_tier = std::move(max_tier);
  out.steps = steps;
  out.micros = micros;
  out.difficulty = std::move(difficulty);
  for (const auto& [rule, n] : hits) out.usage.push_back({rule, rule_tier(grader, rule), n});
  return out;
}

// The grade a generator made for the store (`store.micros` >= 0), with `tier` its solved tier:
// nullopt when it was not made for the store, or a solved puzzle of a scored game has no score.
std::optional<GradeRecord> carried_record(const GraderInfo& grader, const Grade& g,
                                          std::string tier, const StoreGrade& store) {
  if (store.micros < 0) return std::nullopt;
  const bool scored = g.status == Status::solved && find_scorer(grader.game);
  if (scored && !store.difficulty) return std::nullopt;
  return record_from(grader, g.status,
                     g.status == Status::solved ? std::move(tier) : std::string(kSearchTier),
                     g.steps, store.micros, scored ? store.difficulty : std::nullopt, g.hits);
}

}  // namespace

std::optional<GradeRecord> grade_record(const AnyPuzzle& p) {
  const GraderInfo* grader = find_grader(p.game());
  if (!grader || !unsupported_reason(*grader, p).empty()) return std::nullopt;
  // The grade and the score come from one run of the rules (the score's probe watching the
  // grade), once per stored puzzle; micros stays the grade's own time, without the probe's.
  const ScorerInfo* scorer = find_scorer(p.game());
  auto start = std::chrono::steady_clock::now();
  ScoredGrade scored = scorer ? scorer->grade_and_score(p, nullptr)
                              : ScoredGrade{grader->grade(p, -1, nullptr), {}, {}};
  const auto elapsed = std::chrono::steady_clock::now() - start - scored.scoring_time;
  const Grade& g = scored.grade;
  return record_from(*grader, g.status, stored_tier(*grader, g), g.steps,
                     std::chrono::duration_cast<std::chrono::microseconds>(elapsed).count(),
                     std::move(scored.difficulty), g.hits);
}

std::optional<GradeRecord> carried_grade_record(const AnyPuzzle& p, const nlohmann::json& grade) {
  const GraderInfo* grader = find_grader(p.game());
  if (!grader || !unsupported_reason(*grader, p).empty()) return std::nullopt;
  if (!grade.is_object() || !grade.contains("micros") || !grade["micros"].is_number_integer())
    return std::nullopt;
  // The typed grade and StoreGrade the JSON was written from (generated_grade_json).
  Grade g;
  StoreGrade store;
  try {
    const auto status = parse_status(grade.at("status").get<std::string>());
    if (!status) return std::nullopt;
    g.status = *status;
    if (g.status == Status::solved) g.tier = grade.at("max_tier").get<std::string>();
    g.steps = grade.at("steps").get<int>();
    g.hits = grade.at("hits").get<std::map<std::string, int>>();
    store.micros = grade["micros"].get<std::int64_t>();
    if (grade.contains("technique_level") && grade.contains("minutes")) {
      Difficulty d;
      d.score = grade.at("difficulty").get<double>();
      d.band = grade.at("band").get<std::string>();
      d.minutes = grade.at("minutes").get<double>();
      d.technique = grade.at("technique").get<double>();
      d.technique_level = grade.at("technique_level").get<std::string>();
      d.bottleneck_steps = grade.at("bottleneck_steps").get<int>();
      d.mean_available = grade.at("mean_available").get<double>();
      store.difficulty = std::move(d);
    }
  } catch (const nlohmann::json::exception&) {
    return std::nullopt;  // not a generator's grade after all: grade it
  }
  return carried_record(*grader, g, g.tier, store);
}

std::optional<GradeRecord> carried_grade_record(std::string_view game, const Grade& grade,
                                                const StoreGrade& store) {
  const GraderInfo* grader = find_grader(game);
  if (!grader) return std::nullopt;
  return carried_record(*grader, grade, stored_tier(*grader, grade), store);
}

std::string source_metadata(const PuzzleEntry& entry) {
  if (!entry.record.is_object()) return {};
  nlohmann::json meta = entry.record;
  meta.erase("id");
  if (meta.contains("puzzle") && meta["puzzle"].is_object()) {
    meta.erase("puzzle");
  } else {
    // The record is the puzzle: drop the keys its interchange form uses. "game" may be implied by
    // the document and so missing from to_json's keys only when the record lacks it too.
    meta.erase("game");
    if (entry.puzzle) {
      const nlohmann::json own = entry.puzzle->to_json();
      for (const auto& [key, value] : own.items()) meta.erase(key);
    }
  }
  return meta.empty() ? std::string() : meta.dump();
}

PuzzleRecord record_of(const AnyPuzzle& p, const nlohmann::json& solution) {
  PuzzleRecord rec;
  rec.game = std::string(p.game());
  rec.rows = p.rows();
  rec.cols = p.cols();
  rec.puzzle_json = p.to_json_text();
  rec.solution_json = json_text(solution);
  rec.canonical_key = p.canonical_key();
  rec.variant = p.variant();
  return rec;
}

bool insert_graded(Store& store, const PuzzleRecord& rec, const std::optional<GradeRecord>& grade,
                   std::optional<std::int64_t> run) {
  const auto id = store.insert_puzzle(rec, run);
  if (!id) return false;
  if (grade) store.put_grade(*id, *grade);
  return true;
}

Budget default_import_budget() {
  Budget b;
  b.max_nodes = kImportNodes;
  b.deadline = Budget::Clock::now() + kImportSeconds;
  return b;
}

namespace {

// What a duplicate repeats: the stored puzzle with `rec`'s canonical key, by store id and the
// source that first supplied it, and whether the boards are equal or one is turned or mirrored.
std::string describe_stored(Store& store, const PuzzleRecord& rec) {
  auto st = store.connection().prepare(
      "SELECT id, source, coalesce(external_id, ''), puzzle FROM puzzles WHERE key_hash = ?1 "
      "AND canonical_key = ?2");
  st.bind(1, key_hash(rec.canonical_key)).bind(2, rec.canonical_key);
  if (!st.step()) return "a stored board";  // cannot happen: the insert just found it
  std::string out = st.column_text(3) == rec.puzzle_json ? "the board of #"
                                                         : "the board (turned or mirrored) of #";
  out += std::to_string(st.column_int(0)) + ", " + st.column_text(1);
  if (const std::string id = st.column_text(2); !id.empty()) out += " " + printable(id);
  return out;
}

}  // namespace

namespace {

// What checking one entry found, worked out away from the store (on any thread): a record ready
// to insert, or the reason it is not stored.
struct Checked {
  enum class Kind { ready, invalid, unsettled, not_unique } kind = Kind::invalid;
  std::optional<PuzzleRecord> rec;
  std::optional<GradeRecord> grade;
  std::string problem;  // the line for ImportSummary::problems
  bool nodes = false;   // unsettled: the node budget ran out (else the time limit)
};

Checked check_entry(const PuzzleEntry& e, const std::string& source,
                    const std::function<Budget()>& budget) {
  Checked out;
  if (!e.puzzle) {
    out.problem = e.id + ": " + e.error;
    return out;
  }
  const Budget b = budget ? budget() : default_import_budget();
  CountSummary c = e.puzzle->count(2, b);
  // A count cut short settles nothing (for a "maximize" board not even that the placement
  // found is optimal): neither stored nor called wrong.
  if (!c.complete) {
    out.kind = Checked::Kind::unsettled;
    out.nodes = c.nodes > b.max_nodes;
    out.problem = e.id + ": could not settle it within the budget (" +
                  (out.nodes ? "node budget of " + std::to_string(b.max_nodes) + " spent"
                             : "time limit reached after " + std::to_string(c.nodes) + " nodes") +
                  ")";
    return out;
  }
  if (c.count != 1) {
    out.kind = Checked::Kind::not_unique;
    out.problem = e.id + ": " + (c.count == 0 ? "no solution" : "several solutions");
    return out;
  }
  out.kind = Checked::Kind::ready;
  PuzzleRecord rec = record_of(*e.puzzle, c.solutions[0]);
  rec.source = source;
  rec.external_id = e.given_id.value_or(e.id);  // as the file gave it, NUL bytes included
  rec.metadata_json = source_metadata(e);
  out.rec = std::move(rec);
  out.grade = grade_record(*e.puzzle);
  return out;
}

}  // namespace

ImportSummary import_windows(Store& store, const EntryWindows& next_window,
                             const std::string& source, std::optional<std::int64_t> run,
                             const ImportOptions& options) {
  ImportSummary s;
  // Entries come a window at a time: counted and graded outside any transaction (on
  // options.jobs threads), then inserted in entry order in one short write transaction, so the
  // store is the same at any --jobs, readers and other writers wait at most one window of
  // inserts (never a slow count), and an interrupted import keeps every window it committed.
  std::vector<const PuzzleEntry*> window;
  std::vector<Checked> checked;
  int done = 0;
  for (;;) {
    window.clear();
    next_window(window);
    if (window.empty()) break;
    if (options.progress)
      for (std::size_t k = 0; k < window.size(); ++k) options.progress(done + static_cast<int>(k));
    checked.assign(window.size(), Checked{});
    parallel_indices(window.size(), options.jobs, [&](std::size_t k) {
      checked[k] = check_entry(*window[k], source, options.budget);
    });
    bool any_ready = false;
    for (const Checked& c : checked) any_ready = any_ready || c.kind == Checked::Kind::ready;
    std::optional<Store::Transaction> tx;
    if (any_ready) tx.emplace(store);
    for (std::size_t k = 0; k < checked.size(); ++k) {
      Checked& c = checked[k];
      const PuzzleEntry& e = *window[k];
      switch (c.kind) {
        case Checked::Kind::invalid:
          ++s.invalid;
          break;
        case Checked::Kind::unsettled:
          ++s.unsettled;
          (c.nodes ? s.nodes_spent : s.time_reached) = true;
          break;
        case Checked::Kind::not_unique:
          ++s.not_unique;
          break;
        case Checked::Kind::ready:
          if (insert_graded(store, *c.rec, c.grade, run)) {
            ++s.added;
          } else {
            // The entry's name in reports: its id, and its place when it has an id.
            std::string entry = e.id;
            if (e.given_id)
              entry += " (entry " + std::to_string(static_cast<std::size_t>(done) + k + 1) + ")";
            ++s.duplicates;
            s.duplicate_of.push_back(entry + ": " + describe_stored(store, *c.rec));
          }
          break;
      }
      if (c.kind != Checked::Kind::ready) s.problems.push_back(std::move(c.problem));
    }
    if (tx) tx->commit();
    done += static_cast<int>(window.size());
  }
  if (options.progress) options.progress(done);
  return s;
}

ImportSummary import_entries(Store& store, const std::vector<PuzzleEntry>& entries,
                             const std::string& source, std::optional<std::int64_t> run, int batch,
                             const std::function<void(int)>& progress,
                             const std::function<Budget()>& budget) {
  std::size_t at = 0;
  const std::size_t size = static_cast<std::size_t>(std::max(batch, 1));
  return import_windows(
      store,
      [&](std::vector<const PuzzleEntry*>& window) {
        for (; at < entries.size() && window.size() < size; ++at) window.push_back(&entries[at]);
      },
      source, run, ImportOptions{batch, 1, progress, budget});
}

}  // namespace dg::db
