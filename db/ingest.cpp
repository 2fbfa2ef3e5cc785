// Verification, grading and batched inserts (see ingest.hpp).
#include "db/ingest.hpp"

#include <chrono>
#include <memory>

#include "grader/common/graders.hpp"

namespace dg::db {

std::optional<GradeRecord> grade_record(const AnyPuzzle& p) {
  const GraderInfo* grader = find_grader(p.game());
  if (!grader) return std::nullopt;
  auto start = std::chrono::steady_clock::now();
  Grade g = grader->grade(p, -1, nullptr);
  GradeRecord out;
  out.micros = std::chrono::duration_cast<std::chrono::microseconds>(
                   std::chrono::steady_clock::now() - start)
                   .count();
  out.grader_version = std::string(kGraderVersion);
  out.status = std::string(status_name(g.status));
  out.max_tier = g.tier;
  out.steps = g.steps;
  for (const auto& [rule, hits] : g.hits) {
    std::string tier = "?";
    for (const RuleInfo& r : grader->rules)
      if (r.id == rule) tier = std::string(grader->tiers[static_cast<std::size_t>(r.tier)]);
    out.usage.push_back({rule, tier, hits});
  }
  return out;
}

PuzzleRecord record_of(const AnyPuzzle& p, const nlohmann::json& solution) {
  PuzzleRecord rec;
  rec.game = std::string(p.game());
  rec.rows = p.rows();
  rec.cols = p.cols();
  rec.puzzle_json = p.to_json().dump();
  rec.solution_json = solution.dump();
  rec.canonical_key = p.canonical_key();
  return rec;
}

bool insert_graded(Store& store, const PuzzleRecord& rec, const std::optional<GradeRecord>& grade,
                   std::optional<std::int64_t> run) {
  const auto id = store.insert_puzzle(rec, run);
  if (!id) return false;
  if (grade) store.put_grade(*id, *grade);
  return true;
}

ImportSummary import_entries(Store& store, const std::vector<PuzzleEntry>& entries,
                             const std::string& source, std::optional<std::int64_t> run, int batch,
                             const std::function<void(int)>& progress) {
  ImportSummary s;
  std::unique_ptr<Store::Transaction> tx;
  int in_batch = 0;
  int done = 0;
  for (const PuzzleEntry& e : entries) {
    if (progress) progress(done++);
    if (!e.puzzle) {
      ++s.invalid;
      s.problems.push_back(e.id + ": " + e.error);
      continue;
    }
    CountSummary c = e.puzzle->count(2, Budget{200'000'000});
    if (!c.complete || c.count != 1) {
      ++s.not_unique;
      s.problems.push_back(e.id + ": " +
                           (!c.complete    ? std::string("uniqueness undecided (node budget)")
                            : c.count == 0 ? std::string("no solution")
                                           : std::string("several solutions")));
      continue;
    }
    PuzzleRecord rec = record_of(*e.puzzle, c.solutions[0]);
    rec.source = source;
    rec.external_id = e.id;
    auto grade = grade_record(*e.puzzle);
    if (!tx) tx = std::make_unique<Store::Transaction>(store);
    if (!insert_graded(store, rec, grade, run)) {
      ++s.duplicates;
      continue;
    }
    ++s.added;
    if (++in_batch >= batch) {
      tx->commit();
      tx.reset();
      in_batch = 0;
    }
  }
  if (tx) tx->commit();
  if (progress) progress(done);
  return s;
}

}  // namespace dg::db
