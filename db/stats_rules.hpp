// The rule-usage section of `stats`, gathered inside SQLite: the aggregate dg_rule_hits(hits)
// reads each grade's hits JSON ({"<rules.id>":hits,...}, docs/schema.md) itself and adds it
// to its group's counts by rule id. Through the rule_usage view (json_each, a join to rules, then
// a GROUP BY over one row a rule a puzzle) a million puzzles took ten seconds, half of `stats`.
#pragma once

#include <cstdint>
#include <map>
#include <vector>

#include "db/common/sqlite.hpp"

namespace dg::db {

// One group's rule usage: by rules.id, the puzzles whose grade used the rule and its hits in all.
struct RuleHitGroup {
  struct Use {
    int puzzles = 0;
    std::int64_t hits = 0;
  };
  std::map<std::int64_t, Use> by_rule;
};

// While it lives, `db` has the aggregate dg_rule_hits(hits), which moves its group's counts to the
// end of `out` and returns their index there. A hits text that is not a JSON object of rule ids
// and whole numbers fails the statement. Only SQL the program itself runs may call it.
class RuleHitsFunction {
 public:
  RuleHitsFunction(Connection& db, std::vector<RuleHitGroup>& out);
  ~RuleHitsFunction();
  RuleHitsFunction(const RuleHitsFunction&) = delete;
  RuleHitsFunction& operator=(const RuleHitsFunction&) = delete;

 private:
  Connection& db_;
};

}  // namespace dg::db
