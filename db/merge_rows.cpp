// Reading and checking a merge SOURCE's puzzle rows (see merge_rows.hpp).
#include "db/merge_rows.hpp"

#include <tbb/parallel_for.h>

#include <algorithm>
#include <limits>
#include <utility>

#include "db/date_text.hpp"
#include "db/ingest.hpp"
#include "grader/common/graders.hpp"
#include "solver/common/document.hpp"
#include "solver/common/json_read.hpp"
#include "solver/common/printable.hpp"
#include "solver/common/utf8.hpp"

namespace dg::db {

namespace {

// A puzzle row as the source holds it, read on one thread before the checks run in parallel.
struct RawRow {
  std::int64_t id = 0;
  std::string game, puzzle, solution, generator, generator_version, params, source, external_id,
      created;
  bool too_long = false;  // puzzle or solution past kMaxRowText (not read)
  bool has_params = false, has_external_id = false;
  std::optional<std::int64_t> seed;
  bool seed_ok = true;               // NULL or a whole number
  std::optional<GradeRecord> grade;  // its grade under the current grader version, if any
};

// How a refused row is named: its store id there and the id its source gave it.
std::string row_name(const RawRow& r) {
  std::string out = "puzzle " + std::to_string(r.id);
  if (r.has_external_id && !r.external_id.empty())
    out += " (" + printable(utf8_escaped(r.external_id)) + ")";
  return out;
}

// Whether the recomputed grade says what the source's stored one says (its time aside).
bool same_grade(const GradeRecord& a, const GradeRecord& b) {
  if (a.status != b.status || a.max_tier != b.max_tier || a.steps != b.steps) return false;
  if (a.difficulty.has_value() != b.difficulty.has_value()) return false;
  if (a.difficulty) {
    const Difficulty &x = *a.difficulty, &y = *b.difficulty;
    if (x.score != y.score || x.band != y.band || x.bottleneck_steps != y.bottleneck_steps ||
        x.mean_available != y.mean_available || x.technique != y.technique ||
        x.technique_level != y.technique_level)
      return false;
  }
  auto sorted = [](std::vector<GradeRecord::Usage> u) {
    std::sort(u.begin(), u.end(), [](const auto& l, const auto& r) { return l.rule < r.rule; });
    return u;
  };
  const auto ua = sorted(a.usage), ub = sorted(b.usage);
  return std::equal(ua.begin(), ua.end(), ub.begin(), ub.end(), [](const auto& l, const auto& r) {
    return l.rule == r.rule && l.tier == r.tier && l.hits == r.hits;
  });
}

Budget budget_of(const MergeLimits& limits) {
  Budget b;
  if (limits.max_nodes > 0) b.max_nodes = limits.max_nodes;
  if (limits.max_seconds.count() > 0) b.deadline = Budget::Clock::now() + limits.max_seconds;
  return b;
}

// Checks one row; the reason it is refused, or the puzzle as this program stores it.
Expected<VerifiedPuzzle> verify(const RawRow& r, const MergeLimits& limits) {
  if (r.too_long) return make_error("its board or solution is longer than 1 MB");
  auto doc = read_document(r.puzzle);
  if (!doc) return make_error("its board is not a puzzle: " + doc.error());
  if (doc->size() != 1) return make_error("its board is not one puzzle");
  const PuzzleEntry& entry = (*doc)[0];
  if (!entry.puzzle) return make_error("its board is not a puzzle: " + entry.error);
  const AnyPuzzle& p = *entry.puzzle;
  if (p.game() != r.game)
    return make_error("its game column says '" + printable(utf8_escaped(r.game)) +
                      "' but the board is " + std::string(p.game()));
  auto solution = json_read::parse(r.solution);
  if (!solution) return make_error("its stored solution is not JSON: " + solution.error());
  if (auto ok = p.read_solution(*solution); !ok)
    return make_error("its stored solution is malformed: " + ok.error());
  // Within the row's budget: an optimisation board's check is a search.
  if (auto ok = p.check(*solution, budget_of(limits)); ok.undecided())
    return make_error("could not settle its stored solution within the budget");
  else if (!ok)
    return make_error("its stored solution is wrong: " + ok.error());
  if (!r.seed_ok) return make_error("its seed is not a whole number");
  if (!is_iso_timestamp(r.created))
    return make_error("its creation time is not YYYY-MM-DDTHH:MM:SSZ");
  if (r.has_params && !r.params.empty() && !json_read::parse(r.params))
    return make_error("its generator parameters are not JSON");
  if (r.source.empty()) return make_error("it names no source");

  const CountSummary c = p.count(2, budget_of(limits));
  if (!c.complete) return make_error("could not settle its uniqueness within the budget");
  if (c.count == 0) return make_error("its board has no solution");
  if (c.count > 1) return make_error("its board has several solutions");
  if (c.solutions.empty() || c.solutions[0] != *solution)
    return make_error("its stored solution is not the board's solution");

  VerifiedPuzzle v;
  v.source_id = r.id;
  v.rec = record_of(p, c.solutions[0]);
  v.rec.generator = utf8_escaped(r.generator);
  v.rec.generator_version = utf8_escaped(r.generator_version);
  v.rec.params_json = r.has_params ? r.params : "";
  if (r.seed) v.rec.seed = static_cast<std::uint64_t>(*r.seed);
  v.rec.source = utf8_escaped(r.source);
  v.rec.external_id = utf8_escaped(r.external_id);
  v.has_external_id = r.has_external_id;
  v.created = r.created;
  v.grade = grade_record(p);
  if (v.grade && r.grade && same_grade(*v.grade, *r.grade) && r.grade->micros >= 0)
    v.grade->micros = r.grade->micros;
  return v;
}

// The next `limit` puzzle rows after id `after`, in id order, with their grades and rule usage.
std::vector<RawRow> read_rows(Connection& db, std::int64_t after, std::size_t limit) {
  std::vector<RawRow> rows;
  auto st = db.prepare(
      "SELECT id, game, CASE WHEN length(CAST(puzzle AS BLOB)) <= ?1 THEN puzzle END, "
      "CASE WHEN length(CAST(solution AS BLOB)) <= ?1 THEN solution END, generator, "
      "generator_version, (SELECT params FROM generator_params WHERE id = params_id), seed, "
      "typeof(seed), source, external_id, created, "
      "length(CAST(puzzle AS BLOB)) > ?1 OR length(CAST(solution AS BLOB)) > ?1 "
      "FROM puzzles WHERE id > ?2 ORDER BY id LIMIT ?3");
  st.bind(1, static_cast<std::int64_t>(kMaxRowText)).bind(2, after);
  st.bind(3, static_cast<std::int64_t>(limit));
  while (st.step()) {
    RawRow r;
    r.id = st.column_int(0);
    r.game = st.column_text(1);
    r.puzzle = st.column_text(2);
    r.solution = st.column_text(3);
    r.generator = st.column_text(4);
    r.generator_version = st.column_text(5);
    r.has_params = !st.column_is_null(6);
    r.params = st.column_text(6);
    const std::string seed_type = st.column_text(8);
    if (seed_type == "integer") r.seed = st.column_int(7);
    r.seed_ok = seed_type == "integer" || seed_type == "null";
    r.source = st.column_text(9);
    r.has_external_id = !st.column_is_null(10);
    r.external_id = st.column_text(10);
    r.created = st.column_text(11);
    r.too_long = st.column_int(12) != 0;
    rows.push_back(std::move(r));
  }
  if (rows.empty()) return rows;
  // Each row's grade under the current grader version, to keep its time when it says the same.
  // Found by the primary key's puzzle_id range: "+grader_version" keeps SQLite from the
  // (grader_version, max_tier) index, which reads every grade of the version for each block.
  auto grade = db.prepare(
      "SELECT puzzle_id, status, max_tier, steps, micros, difficulty, band, bottleneck_steps, "
      "mean_available, technique, technique_level, minutes FROM grades WHERE +grader_version = ?1 "
      "AND typeof(micros) = 'integer' AND puzzle_id BETWEEN ?2 AND ?3 ORDER BY puzzle_id");
  grade.bind(1, std::string(kGraderVersion)).bind(2, rows.front().id).bind(3, rows.back().id);
  std::size_t at = 0;
  while (grade.step()) {
    const std::int64_t id = grade.column_int(0);
    while (at < rows.size() && rows[at].id < id) ++at;
    if (at == rows.size()) break;
    if (rows[at].id != id) continue;
    GradeRecord g = grade_from_columns(grade, 1);
    g.grader_version = std::string(kGraderVersion);
    rows[at].grade = std::move(g);
  }
  // Their rule hits, by the same range, and for the same reason by "+grader_version": the hits
  // are a column of grades (schema 12).
  auto usage = db.prepare(
      "SELECT puzzle_id, rule, tier, hits FROM rule_usage WHERE +grader_version = ?1 "
      "AND puzzle_id BETWEEN ?2 AND ?3 ORDER BY puzzle_id, rule");
  usage.bind(1, std::string(kGraderVersion)).bind(2, rows.front().id).bind(3, rows.back().id);
  at = 0;
  while (usage.step()) {
    const std::int64_t id = usage.column_int(0);
    while (at < rows.size() && rows[at].id < id) ++at;
    if (at == rows.size()) break;
    if (rows[at].id != id || !rows[at].grade) continue;
    rows[at].grade->usage.push_back(
        {usage.column_text(1), usage.column_text(2), static_cast<int>(usage.column_int(3))});
  }
  return rows;
}

}  // namespace

GradeRecord grade_from_columns(Statement& st, int first) {
  GradeRecord g;
  g.status = st.column_text(first);
  g.max_tier = st.column_text(first + 1);
  g.steps = static_cast<int>(st.column_int(first + 2));
  g.micros = st.column_int(first + 3);
  if (!st.column_is_null(first + 4)) {
    Difficulty d;
    d.score = st.column_double(first + 4);
    d.band = st.column_text(first + 5);
    d.bottleneck_steps = static_cast<int>(st.column_int(first + 6));
    d.mean_available = st.column_double(first + 7);
    d.technique = st.column_double(first + 8);
    d.technique_level = st.column_text(first + 9);
    d.minutes = st.column_double(first + 10);
    g.difficulty = std::move(d);
  }
  return g;
}

void bind_grade_columns(Statement& st, int first, const GradeRecord& g) {
  st.bind(first, g.status).bind(first + 1, g.max_tier).bind(first + 2, g.steps);
  st.bind(first + 3, g.micros);
  if (!g.difficulty) return;
  const Difficulty& d = *g.difficulty;
  st.bind(first + 4, d.score).bind(first + 5, d.band).bind(first + 6, d.bottleneck_steps);
  st.bind(first + 7, d.mean_available)
      .bind(first + 8, d.technique)
      .bind(first + 9, d.technique_level)
      .bind(first + 10, d.minutes);
}

void check_source_puzzles(Store& source, const MergeLimits& limits,
                          const std::function<void(std::vector<VerifiedPuzzle>&)>& take,
                          std::vector<std::string>& refused,
                          const std::function<void(int, int)>& progress) {
  auto& db = source.connection();
  int total = 0;
  {
    auto count = db.prepare("SELECT count(*) FROM puzzles");
    count.step();
    total = static_cast<int>(count.column_int(0));
  }
  // A block at a time in id order (only the block in hand is held), its rows checked in
  // parallel: the verified puzzles come out in the source's id order at any thread count.
  constexpr std::size_t kBlock = 256;
  int done = 0;
  std::int64_t last = 0;
  std::vector<VerifiedPuzzle> verified;
  while (true) {
    const std::vector<RawRow> rows = read_rows(db, last, kBlock);
    if (rows.empty()) break;
    last = rows.back().id;
    if (progress) progress(done, total);
    std::vector<std::optional<Expected<VerifiedPuzzle>>> checked(rows.size());
    tbb::parallel_for(std::size_t{0}, rows.size(),
                      [&](std::size_t i) { checked[i] = verify(rows[i], limits); });
    verified.clear();
    for (std::size_t i = 0; i < rows.size(); ++i) {
      auto& c = *checked[i];
      if (c)
        verified.push_back(std::move(*c));
      else
        refused.push_back(row_name(rows[i]) + ": " + c.error());
    }
    take(verified);
    done += static_cast<int>(rows.size());
  }
  if (progress) progress(total, total);
}

}  // namespace dg::db
