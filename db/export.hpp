// Reading puzzles back out of the store as interchange JSON ({"puzzles":[...]}), each with its
// "store_id", its name "id" (the generated id, or the id its first source gave it), solution,
// first "source", every source in "sources" ([{"source","id","metadata":{number, date, set,
// ...}}], oldest first), current grade (with the difficulty score and band when the grade has
// one), and for generated puzzles "generator" and "seed" (decimal text).
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "db/score_filter.hpp"
#include "db/source_filter.hpp"
#include "db/store.hpp"
#include "solver/common/expected.hpp"

namespace dg::db {

// The date filters mean what they mean in `stats` (db/stats.hpp): the CLI's --scheduled-from/-to
// fill `from`/`to`, --created-from/-to the created range.
struct ExportFilter {
  std::vector<std::int64_t> ids;   // empty = any
  std::string game, tier, source;  // source: has a source row from that file (any of its files)
  WhereTerms where;                // source metadata terms (db/source_filter.hpp)
  std::string variant;  // empty = any; "stars2", "linkedin", ... (solver/common/variant.hpp)
  // Daily schedule dates YYYY-MM-DD (inclusive); set = scheduled puzzles only, each with "date",
  // in schedule order. (Named from/to for db/daily.cpp, which exports one day's set.)
  std::string from, to;
  std::string created_from, created_to;  // the day the puzzle was stored, YYYY-MM-DD inclusive
  ScoreFilter score;                     // --difficulty MIN..MAX and --band (score_filter.hpp)
  long long limit = 0;                   // 0 = no limit
};

// Ok when the tier is one of the game's (of some game without --game), the dates read
// YYYY-MM-DD and the band is a band name. The error names the option.
Expected<void> validate(const ExportFilter& filter);

// The puzzles the filter selects, each handed to `visit` as its row is read (one statement
// stepped row by row: nothing but the current puzzle is held, whatever the count).
void for_each_exported(Store& store, const ExportFilter& filter,
                       const std::function<void(nlohmann::json&&)>& visit);

// All of them as one {"puzzles":[...]} document, for the few that fit in memory (a day's set).
nlohmann::json export_puzzles(Store& store, const ExportFilter& filter);

}  // namespace dg::db
