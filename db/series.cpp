// Variants and publication series in the store (see series.hpp).
#include "db/series.hpp"

#include <ctime>
#include <utility>

#include <nlohmann/json.hpp>

#include "db/daily.hpp"
#include "solver/common/game.hpp"

namespace dg::db {

namespace {

std::vector<std::string> all_series(Connection& db) {
  std::vector<std::string> out;
  auto st = db.prepare("SELECT DISTINCT series FROM daily WHERE series IS NOT NULL ORDER BY 1");
  while (st.step()) out.push_back(st.column_text(0));
  return out;
}

}  // namespace

void clear_unpublished_numbers(Connection& db, const std::string& series,
                               const std::string& published) {
  auto st = db.prepare("UPDATE daily SET number = NULL WHERE series = ?1 AND date > ?2");
  st.bind(1, series).bind(2, published);
  st.step();
}

long today_days() {
  // The local date, as `daily --today` defaults to: a day is published where it is read.
  const std::time_t now = std::time(nullptr);
  std::tm tm{};
  localtime_r(&now, &tm);
  char buf[16];
  std::strftime(buf, sizeof buf, "%Y-%m-%d", &tm);
  const auto days = parse_date(buf);
  return days ? *days : 0;
}

std::string variant_of_json(const std::string& game, const std::string& puzzle_json) {
  const GameInfo* info = find_game(game);
  if (!info) return "";
  const auto j = nlohmann::json::parse(puzzle_json, nullptr, false);
  if (j.is_discarded()) return "";
  return info->variant_of(j);
}

std::string series_of_variant(const std::string& game, const std::string& variant) {
  // A row the game cannot read has no variant: numbered in the game's main series.
  const GameInfo* info = find_game(game);
  return info && !variant.empty() ? info->variant_series(variant) : game;
}

std::string series_of_puzzle(Connection& db, std::int64_t puzzle_id) {
  auto st = db.prepare("SELECT game, coalesce(variant, ''), puzzle FROM puzzles WHERE id = ?1");
  st.bind(1, puzzle_id);
  if (!st.step()) return "";
  std::string variant = st.column_text(1);
  if (variant.empty()) variant = variant_of_json(st.column_text(0), st.column_text(2));
  return series_of_variant(st.column_text(0), variant);
}

void fill_variants(Connection& db) {
  std::vector<std::pair<std::int64_t, std::string>> found;
  {
    auto st = db.prepare("SELECT id, game, puzzle FROM puzzles WHERE variant IS NULL");
    while (st.step())
      found.emplace_back(st.column_int(0), variant_of_json(st.column_text(1), st.column_text(2)));
  }
  auto set = db.prepare("UPDATE puzzles SET variant = ?2 WHERE id = ?1");
  for (const auto& [id, variant] : found) {
    set.reset();
    set.bind(1, id).bind(2, variant);
    set.step();
  }
}

void fill_series(Connection& db) {
  std::vector<std::pair<std::int64_t, std::int64_t>> rows;
  {
    auto st = db.prepare("SELECT rowid, puzzle_id FROM daily WHERE series IS NULL");
    while (st.step()) rows.emplace_back(st.column_int(0), st.column_int(1));
  }
  auto set = db.prepare("UPDATE daily SET series = ?2 WHERE rowid = ?1");
  for (const auto& [row, puzzle] : rows) {
    set.reset();
    set.bind(1, row).bind(2, series_of_puzzle(db, puzzle));
    set.step();
  }
}

std::vector<std::string> published_clashes(Connection& db, const std::string& series,
                                           const std::string& today) {
  auto st = db.prepare(
      "SELECT date, number FROM daily WHERE series = ?1 AND date <= ?2 AND number IS NOT NULL "
      "ORDER BY date, slot");
  st.bind(1, series).bind(2, today);
  std::vector<std::string> out;
  std::string last_date;
  std::int64_t last = 0;
  while (st.step()) {
    const std::string date = st.column_text(0);
    const std::int64_t number = st.column_int(1);
    if (!last_date.empty() && number <= last)
      out.push_back(date + " #" + std::to_string(number) + " (after " + last_date + " #" +
                    std::to_string(last) + ")");
    if (number > last || last_date.empty()) last = number, last_date = date;
  }
  return out;
}

void renumber_series(Connection& db, const std::string& series, long today) {
  const std::string published = format_date(today);
  auto top = db.prepare(
      "SELECT coalesce(max(number), 0) FROM daily WHERE series = ?1 AND number IS NOT NULL "
      "AND date <= ?2");
  top.bind(1, series).bind(2, published);
  top.step();
  std::int64_t next = top.column_int(0);
  // Cleared first: the unique index would refuse a number another open day still holds.
  clear_unpublished_numbers(db, series, published);
  auto open = db.prepare(
      "SELECT rowid FROM daily WHERE series = ?1 AND number IS NULL ORDER BY date, slot");
  open.bind(1, series);
  std::vector<std::int64_t> rows;
  while (open.step()) rows.push_back(open.column_int(0));
  auto set = db.prepare("UPDATE daily SET number = ?2 WHERE rowid = ?1");
  for (std::int64_t row : rows) {
    set.reset();
    set.bind(1, row).bind(2, ++next);
    set.step();
  }
}

void renumber_all_series(Connection& db, long today) {
  const std::string published = format_date(today);
  for (const std::string& series : all_series(db)) {
    if (!published_clashes(db, series, published).empty())
      clear_unpublished_numbers(db, series, "");
    renumber_series(db, series, today);
  }
}

}  // namespace dg::db
