// The source filters that `stats` and `export` share: `--source NAME` (the puzzle has a source row
// from NAME in puzzle_sources, whichever file supplied the board first) and `--where KEY=VALUE`
// (that row's metadata, the source entry's own keys such as set, number or date, has KEY equal
// to VALUE). Both apply to one source row: `--source a.json --where set=bonus` asks for a board
// that a.json lists under set "bonus", not for one board from a.json and another listing.
#pragma once

#include <map>
#include <string>
#include <string_view>

#include "db/common/sqlite.hpp"
#include "solver/common/expected.hpp"

namespace dg::db {

// Metadata terms, key -> the value as text: JSON strings compare as they are, numbers as written
// by SQLite (62, 1.5), booleans as true/false; a source without the key never matches.
using WhereTerms = std::map<std::string, std::string>;

// Reads "KEY=VALUE" into `where`. Keys are letters, digits, '_' and '-'; a second term with the
// same key replaces the first.
Expected<void> parse_where_term(std::string_view term, WhereTerms& where);

// "where set=linkedin number=62", or "" for no terms.
std::string where_label(const WhereTerms& where);

// A condition on puzzles `p` (AND-ed into a WHERE clause) that uses ?source_param (the source
// name, '' for any) and ?where_param (the terms as a JSON object, {} for none), and its binding.
std::string source_condition(int source_param, int where_param);
void bind_source(Statement& st, int source_param, int where_param, const std::string& source,
                 const WhereTerms& where);

// SQL expressions over puzzles `p` for the dates whose weekdays a puzzle is counted under in
// `stats`: its daily set's date when it is scheduled (NULL when not), and the "date" key of its
// first source row (from --source's file when one is given, sharing ?source_param) that has one
// (NULL when none has). A scheduled puzzle counts under its day only.
std::string scheduled_date_expression();
std::string source_date_expression(int source_param);

}  // namespace dg::db
