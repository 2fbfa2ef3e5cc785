// Export queries (see export.hpp).
#include "db/export.hpp"

#include "db/date_text.hpp"
#include "db/source_filter.hpp"
#include "db/tier_order.hpp"
#include "generator/common/generated_json.hpp"
#include "generator/common/generators.hpp"
#include "grader/common/graders.hpp"

namespace dg::db {

Expected<void> validate(const ExportFilter& f) {
  if (!f.tier.empty())
    if (auto ok = check_tier(f.game, f.tier); !ok) return Error{"--tier: " + ok.error()};
  const std::pair<const char*, const std::string*> dates[] = {{"--scheduled-from", &f.from},
                                                              {"--scheduled-to", &f.to},
                                                              {"--created-from", &f.created_from},
                                                              {"--created-to", &f.created_to}};
  for (const auto& [option, value] : dates)
    if (!value->empty() && !is_iso_date(*value))
      return make_error(std::string(option) + ": expected YYYY-MM-DD, got '" + *value + "'");
  if (!f.variant.empty())
    if (auto ok = check_variant(f.game, f.variant); !ok) return Error{"--variant: " + ok.error()};
  if (!f.score.band.empty())
    if (auto ok = check_band(f.score.band); !ok) return Error{"--band: " + ok.error()};
  if (!f.score.technique.empty())
    if (auto ok = check_technique(f.score.technique); !ok)
      return Error{"--technique: " + ok.error()};
  return {};
}

void for_each_exported(Store& store, const ExportFilter& f,
                       const std::function<void(nlohmann::json&&)>& visit) {
  const bool by_date = !f.from.empty() || !f.to.empty();
  std::string ids;
  for (std::int64_t id : f.ids) ids += (ids.empty() ? "" : ",") + std::to_string(id);
  std::string sql =
      "SELECT p.id, p.puzzle, p.solution, p.source, p.external_id, g.status, g.max_tier, "
      // Columns 0-14, then 15 every source row, 16-17 the technique level, 18 the minutes.
      "p.generator, p.seed, d.date, d.number, g.difficulty, g.band, p.variant, d.series, "
      // Every source row, oldest first: the file, the entry's id there and its own keys.
      "(SELECT json_group_array(json_object('source', ps.source, 'id', ps.external_id, "
      "'metadata', json(ps.metadata))) FROM (SELECT * FROM puzzle_sources WHERE puzzle_id = p.id "
      "ORDER BY added, rowid) ps), g.technique, g.technique_level, g.minutes"
      " FROM puzzles p LEFT JOIN grades g ON g.puzzle_id = p.id AND g.grader_version = ?1"
      // A puzzle is in at most one slot (daily.puzzle_id is unique): its date and publication
      // number go with it whenever it is scheduled.
      " LEFT JOIN daily d ON d.puzzle_id = p.id"
      " WHERE (?2 = '' OR p.game = ?2) AND (?3 = '' OR g.max_tier = ?3)";
  // --source and --where: a source row from that file (with those metadata keys), whichever file
  // supplied the board first (db/source_filter.hpp).
  sql += source_condition(4, 14);
  sql +=
      " AND (?7 = '' OR substr(p.created, 1, 10) >= ?7)"
      " AND (?8 = '' OR substr(p.created, 1, 10) <= ?8)";
  sql += score_condition(9);
  sql += " AND (?20 = '' OR p.variant = ?20)";
  if (by_date)
    sql += " AND d.date IS NOT NULL AND (?5 = '' OR d.date >= ?5) AND (?6 = '' OR d.date <= ?6)";
  if (!ids.empty()) sql += " AND p.id IN (" + ids + ")";  // integers only: built from int64s
  sql += by_date ? " ORDER BY d.date, d.game, d.slot" : " ORDER BY p.id";
  if (f.limit > 0) sql += " LIMIT " + std::to_string(f.limit);
  auto st = store.connection().prepare(sql);
  st.bind(1, std::string(kGraderVersion)).bind(2, f.game).bind(3, f.tier);
  bind_source(st, 4, 14, f.source, f.where);
  if (by_date) st.bind(5, f.from).bind(6, f.to);
  st.bind(7, f.created_from).bind(8, f.created_to);
  bind_score(st, 9, f.score);
  st.bind(20, f.variant);
  // A row this program wrote always parses; one that does not was changed behind its back.
  const auto parsed = [&](int column, const char* what) {
    auto j = nlohmann::json::parse(st.column_text(column), nullptr, false);
    if (j.is_discarded())
      throw DbError("puzzle " + std::to_string(st.column_int(0)) + " of the store: its " + what +
                    " is not JSON (a damaged store: delete the row, or merge the store into a new "
                    "one, which refuses such rows)");
    return j;
  };
  while (st.step()) {
    nlohmann::json p = parsed(1, "board");
    // One meaning per key in every file this program writes: "id" is the puzzle's name (the
    // generated "<game>-RxC-<seed>" or the id its first source gave it), "store_id" the row.
    p["store_id"] = st.column_int(0);
    if (!st.column_is_null(4)) p["id"] = st.column_text(4);
    p["solution"] = parsed(2, "solution");
    p["source"] = st.column_text(3);
    nlohmann::json sources = parsed(15, "source list");
    for (auto& src : sources)
      if (src["metadata"].is_null()) src.erase("metadata");
    p["sources"] = std::move(sources);
    if (!st.column_is_null(5)) {
      p["grade"] = {{"status", st.column_text(5)}, {"max_tier", st.column_text(6)}};
      if (!st.column_is_null(11)) {
        p["grade"]["difficulty"] = st.column_double(11);
        p["grade"]["band"] = st.column_text(12);
      }
      if (!st.column_is_null(18)) p["grade"]["minutes"] = st.column_double(18);
      if (!st.column_is_null(17)) {
        p["grade"]["technique"] = st.column_double(16);
        p["grade"]["technique_level"] = st.column_text(17);
      }
    }
    if (!st.column_is_null(7)) p["generator"] = st.column_text(7);
    // Seeds are 64-bit unsigned; SQLite keeps the same bits as a signed integer. JSON gets them
    // as text (seed_to_json): a number above 2^53 would be rounded by JavaScript's JSON.parse.
    if (!st.column_is_null(8))
      p["seed"] = seed_to_json(static_cast<std::uint64_t>(st.column_int(8)));
    if (!st.column_is_null(9)) p["date"] = st.column_text(9);
    if (!st.column_is_null(10)) p["number"] = st.column_int(10);
    if (!st.column_is_null(13)) p["variant"] = st.column_text(13);
    if (!st.column_is_null(14)) p["series"] = st.column_text(14);
    visit(std::move(p));
  }
}

nlohmann::json export_puzzles(Store& store, const ExportFilter& f) {
  nlohmann::json puzzles = nlohmann::json::array();
  for_each_exported(store, f, [&](nlohmann::json&& p) { puzzles.push_back(std::move(p)); });
  return {{"puzzles", std::move(puzzles)}};
}

}  // namespace dg::db
