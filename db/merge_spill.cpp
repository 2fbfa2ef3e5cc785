// A merge's checked puzzles in a TEMP table (see merge_spill.hpp).
#include "db/merge_spill.hpp"

#include <sstream>
#include <string>

namespace dg::db {

namespace {

constexpr const char* kColumns =
    "source_id, game, rows, cols, puzzle, solution, canonical_key, generator, generator_version, "
    "params, seed, source, external_id, created, grader_version, status, max_tier, steps, micros, "
    "score, band, bottleneck_steps, mean_available, technique, technique_level, minutes, usage";
constexpr int kColumnCount = 27;
constexpr std::int64_t kBlock = 256;

// Rule usage as lines "rule\ttier\thits": rule and tier ids hold no tabs or newlines.
std::string usage_text(const std::vector<GradeRecord::Usage>& usage) {
  std::string out;
  for (const auto& u : usage) out += u.rule + '\t' + u.tier + '\t' + std::to_string(u.hits) + '\n';
  return out;
}

std::vector<GradeRecord::Usage> usage_of(const std::string& text) {
  std::vector<GradeRecord::Usage> out;
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line)) {
    const auto a = line.find('\t'), b = line.find('\t', a + 1);
    out.push_back(
        {line.substr(0, a), line.substr(a + 1, b - a - 1), std::stoi(line.substr(b + 1))});
  }
  return out;
}

}  // namespace

CheckedSpill::CheckedSpill(Connection& target) : db_(target) {
  db_.exec("DROP TABLE IF EXISTS temp.merge_checked");
  db_.exec(std::string("CREATE TEMP TABLE merge_checked (seq INTEGER PRIMARY KEY, ") + kColumns +
           ")");
}

CheckedSpill::~CheckedSpill() {
  try {
    db_.exec("DROP TABLE IF EXISTS temp.merge_checked");
  } catch (...) {  // the temporary file goes with the connection anyway
  }
}

void CheckedSpill::add(const std::vector<VerifiedPuzzle>& block) {
  std::string params = "?1";
  for (int k = 2; k <= kColumnCount; ++k) params += ", ?" + std::to_string(k);
  auto insert = db_.prepare(std::string("INSERT INTO temp.merge_checked (") + kColumns +
                            ") VALUES (" + params + ")");
  db_.exec("BEGIN");  // one transaction a block, on the temporary database only
  try {
    for (const VerifiedPuzzle& v : block) {
      const PuzzleRecord& r = v.rec;
      insert.reset();
      insert.bind(1, v.source_id).bind(2, r.game).bind(3, r.rows).bind(4, r.cols);
      insert.bind(5, r.puzzle_json).bind(6, r.solution_json).bind(7, r.canonical_key);
      insert.bind(8, r.generator).bind(9, r.generator_version).bind(10, r.params_json);
      if (r.seed) insert.bind(11, static_cast<std::int64_t>(*r.seed));
      insert.bind(12, r.source);
      if (v.has_external_id) insert.bind(13, r.external_id);
      insert.bind(14, v.created);
      if (v.grade) {
        const GradeRecord& g = *v.grade;
        insert.bind(15, g.grader_version);
        bind_grade_columns(insert, 16, g);
        insert.bind(27, usage_text(g.usage));
      }
      insert.step();
    }
    db_.exec("COMMIT");
  } catch (...) {
    db_.exec("ROLLBACK");
    throw;
  }
}

void CheckedSpill::for_each_block(const std::function<void(std::vector<VerifiedPuzzle>&)>& take) {
  auto next = db_.prepare(std::string("SELECT seq, ") + kColumns +
                          " FROM temp.merge_checked WHERE seq > ?1 ORDER BY seq LIMIT ?2");
  std::int64_t last = 0;
  std::vector<VerifiedPuzzle> block;
  while (true) {
    block.clear();
    next.reset();
    next.bind(1, last).bind(2, kBlock);
    while (next.step()) {
      last = next.column_int(0);
      VerifiedPuzzle v;
      PuzzleRecord& r = v.rec;
      v.source_id = next.column_int(1);
      r.game = next.column_text(2);
      r.rows = static_cast<int>(next.column_int(3));
      r.cols = static_cast<int>(next.column_int(4));
      r.puzzle_json = next.column_text(5);
      r.solution_json = next.column_text(6);
      r.canonical_key = next.column_text(7);
      r.generator = next.column_text(8);
      r.generator_version = next.column_text(9);
      r.params_json = next.column_text(10);
      if (!next.column_is_null(11)) r.seed = static_cast<std::uint64_t>(next.column_int(11));
      r.source = next.column_text(12);
      v.has_external_id = !next.column_is_null(13);
      r.external_id = next.column_text(13);
      v.created = next.column_text(14);
      if (!next.column_is_null(15)) {
        GradeRecord g = grade_from_columns(next, 16);
        g.grader_version = next.column_text(15);
        g.usage = usage_of(next.column_text(27));
        v.grade = std::move(g);
      }
      block.push_back(std::move(v));
    }
    if (block.empty()) return;
    take(block);
  }
}

}  // namespace dg::db
