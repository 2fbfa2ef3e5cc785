// The rule-usage aggregate of `stats` (see stats_rules.hpp).
#include "db/stats_rules.hpp"

#include <charconv>
#include <memory>
#include <string_view>
#include <utility>

#include <sqlite3.h>
#include <nlohmann/json.hpp>

#include "db/common/aggregate_group.hpp"

namespace dg::db {

namespace {

// {"12":3,"15":1} as the store writes it (Store::hits_json, the version 11 migration): each
// rule id and count handed to `add`. False for anything else, which json_hits then reads.
template <class Add>
bool compact_hits(std::string_view s, Add&& add) {
  std::size_t i = 0;
  const auto at = [&](char c) { return i < s.size() && s[i] == c; };
  const auto number = [&](std::int64_t& v) {
    const auto [end, ec] = std::from_chars(s.data() + i, s.data() + s.size(), v);
    if (ec != std::errc() || end == s.data() + i) return false;
    i = static_cast<std::size_t>(end - s.data());
    return true;
  };
  if (!at('{')) return false;
  ++i;
  if (at('}')) return i + 1 == s.size();
  while (true) {
    std::int64_t id = 0, n = 0;
    if (!at('"')) return false;
    ++i;
    if (!number(id) || !at('"')) return false;
    ++i;
    if (!at(':')) return false;
    ++i;
    if (!number(n)) return false;
    add(id, n);
    if (at(',')) {
      ++i;
      continue;
    }
    if (!at('}')) return false;
    return i + 1 == s.size();
  }
}

// The same from any JSON object of rule ids and whole numbers (spaces, another writer); false
// when `s` is not one.
template <class Add>
bool json_hits(std::string_view s, Add&& add) {
  const auto j = nlohmann::json::parse(s, nullptr, false);
  if (!j.is_object()) return false;
  for (const auto& [key, value] : j.items()) {
    std::int64_t id = 0;
    const auto [end, ec] = std::from_chars(key.data(), key.data() + key.size(), id);
    if (ec != std::errc() || end != key.data() + key.size() || !value.is_number_integer())
      return false;
    add(id, value.template get<std::int64_t>());
  }
  return true;
}

void hits_step(sqlite3_context* ctx, int, sqlite3_value** argv) try {
  RuleHitGroup*& g = aggregate_group<RuleHitGroup>(ctx);
  if (!g) g = new RuleHitGroup;
  if (sqlite3_value_type(argv[0]) == SQLITE_NULL) return;
  const auto* text = reinterpret_cast<const char*>(sqlite3_value_text(argv[0]));
  const std::string_view hits(text, static_cast<std::size_t>(sqlite3_value_bytes(argv[0])));
  // The row's pairs are kept until it has been read whole, so a malformed row adds nothing.
  thread_local std::vector<std::pair<std::int64_t, std::int64_t>> row;
  row.clear();
  const auto add = [](std::int64_t id, std::int64_t n) { row.emplace_back(id, n); };
  if (!compact_hits(hits, add)) {
    row.clear();
    if (!json_hits(hits, add)) {
      sqlite3_result_error(ctx, "grades.hits is not a JSON object of rule ids and counts", -1);
      return;
    }
  }
  // A rule counted once a puzzle, as a row of the rule_usage view is.
  for (const auto& [id, n] : row) {
    RuleHitGroup::Use& use = g->by_rule[id];
    ++use.puzzles;
    use.hits += n;
  }
} catch (const std::bad_alloc&) {
  sqlite3_result_error_nomem(ctx);
}

}  // namespace

RuleHitsFunction::RuleHitsFunction(Connection& db, std::vector<RuleHitGroup>& out) : db_(db) {
  const int flags = SQLITE_UTF8 | SQLITE_DETERMINISTIC | SQLITE_DIRECTONLY;
  if (sqlite3_create_function(db.handle(), "dg_rule_hits", 1, flags, &out, nullptr, hits_step,
                              hand_over_group<RuleHitGroup>) != SQLITE_OK)
    throw DbError(std::string("cannot register the stats functions: ") +
                  sqlite3_errmsg(db.handle()));
}

// Removed again: dg_rule_hits holds the address of a vector that goes with the caller.
RuleHitsFunction::~RuleHitsFunction() {
  sqlite3_create_function(db_.handle(), "dg_rule_hits", 1, SQLITE_UTF8, nullptr, nullptr, nullptr,
                          nullptr);
}

}  // namespace dg::db
