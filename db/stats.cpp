// Statistics queries (see stats.hpp). Output formats live in stats_report.cpp.
#include "db/stats.hpp"

#include <map>

#include "grader/common/graders.hpp"

namespace dg::db {

namespace {

// WHERE clause over puzzles p joined with grades g (current grader version), with ?1..?7 bound
// in bind_filter: a parameter left empty/0 disables its condition.
const char* kWhere =
    " WHERE g.grader_version = ?1 AND (?2 = '' OR p.game = ?2) AND (?3 = '' OR p.source = ?3)"
    " AND (?4 = '' OR g.max_tier = ?4) AND (?5 = 0 OR p.rows = ?5)"
    " AND (?6 = '' OR substr(p.created, 1, 10) >= ?6) AND (?7 = '' OR substr(p.created, 1, 10) <= ?7)";

void bind_filter(Statement& st, const StatsFilter& f) {
  st.bind(1, std::string(kGraderVersion)).bind(2, f.game).bind(3, f.source).bind(4, f.tier);
  st.bind(5, f.size).bind(6, f.from).bind(7, f.to);
}

}  // namespace

std::string StatsFilter::label() const {
  std::string out;
  auto add = [&](const char* key, const std::string& v) {
    if (v.empty()) return;
    if (!out.empty()) out += " ";
    out += std::string(key) + "=" + v;
  };
  add("game", game);
  add("source", source);
  add("tier", tier);
  add("size", size ? std::to_string(size) : "");
  add("from", from);
  add("to", to);
  return out.empty() ? "all" : out;
}

bool parse_filter_term(const std::string& term, StatsFilter& f, std::string& error) {
  auto eq = term.find('=');
  if (eq == std::string::npos) {
    error = "expected key=value, got \"" + term + "\"";
    return false;
  }
  const std::string key = term.substr(0, eq), value = term.substr(eq + 1);
  if (key == "game") f.game = value;
  else if (key == "source") f.source = value;
  else if (key == "tier") f.tier = value;
  else if (key == "from") f.from = value;
  else if (key == "to") f.to = value;
  else if (key == "size") {
    try {
      f.size = std::stoi(value);
    } catch (...) {
      error = "size must be a number, got \"" + value + "\"";
      return false;
    }
  } else {
    error = "unknown filter key \"" + key + "\" (game, source, tier, size, from, to)";
    return false;
  }
  return true;
}

Stats compute_stats(Store& store, const StatsFilter& f) {
  Connection& db = store.connection();
  Stats s;
  s.label = f.label();
  const std::string from = " FROM puzzles p JOIN grades g ON g.puzzle_id = p.id";
  {
    auto st = db.prepare("SELECT count(*), coalesce(avg(g.micros), 0), coalesce(max(g.micros), 0)" +
                         from + kWhere);
    bind_filter(st, f);
    st.step();
    s.puzzles = static_cast<int>(st.column_int(0));
    s.mean_micros = st.column_double(1);
    s.max_micros = st.column_double(2);
  }
  std::map<std::string, int> per_game;
  {
    auto st = db.prepare("SELECT p.game, g.max_tier, count(*)" + from + kWhere +
                         " GROUP BY p.game, g.max_tier ORDER BY p.game, count(*) DESC");
    bind_filter(st, f);
    while (st.step()) {
      Stats::TierCount t{st.column_text(0), st.column_text(1), static_cast<int>(st.column_int(2))};
      per_game[t.game] += t.count;
      s.tiers.push_back(std::move(t));
    }
  }
  {
    auto st = db.prepare(
        "SELECT p.game, u.rule, u.tier, count(*), sum(u.hits)" + from +
        " JOIN rule_usage u ON u.puzzle_id = p.id AND u.grader_version = g.grader_version" +
        kWhere + " GROUP BY p.game, u.rule, u.tier ORDER BY p.game, count(*) DESC, u.rule");
    bind_filter(st, f);
    while (st.step()) {
      Stats::RuleUse r{st.column_text(0), st.column_text(1), st.column_text(2),
                       static_cast<int>(st.column_int(3)), st.column_int(4), 0, 0};
      const int n = per_game[r.game];
      r.share = n ? static_cast<double>(r.puzzles) / n : 0;
      r.mean_hits = n ? static_cast<double>(r.hits) / n : 0;
      s.rules.push_back(std::move(r));
    }
  }
  {
    auto st = db.prepare("SELECT p.game, p.rows, p.cols, g.max_tier, count(*)" + from + kWhere +
                         " GROUP BY p.game, p.rows, p.cols, g.max_tier"
                         " ORDER BY p.game, p.rows, p.cols, g.max_tier");
    bind_filter(st, f);
    while (st.step())
      s.by_size.push_back({st.column_text(0), static_cast<int>(st.column_int(1)),
                           static_cast<int>(st.column_int(2)), st.column_text(3),
                           static_cast<int>(st.column_int(4))});
  }
  return s;
}

}  // namespace dg::db
