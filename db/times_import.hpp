// Importing players' solve times (`dailygrid times import FILE.csv`) into solve_times.
//
// The file is CSV (RFC 4180: fields separated by commas, a field in double quotes may hold commas,
// line breaks and doubled quotes "") with a header row naming the columns, in any order:
//   puzzle   which puzzle (below)                                         required
//   player   the player's name (not starting with = + - @, which spreadsheets run) required
//   seconds  the solve time in seconds, above 0 and at most a day: 83, 83.5 required
//   date     the day of the solve, YYYY-MM-DD                              optional
//   hints    hints used, a whole number 0, 1, 2, ...                       optional
// Header names are matched without regard to case or surrounding spaces, every value is read
// without its surrounding spaces, and an optional column may be left empty in a row. An unknown
// column is refused (a misspelt "hint" would otherwise lose every row's hints), as is a row with
// more or fewer fields than the header. Blank lines are skipped; a UTF-8 byte-order mark is read
// as nothing.
//
// A puzzle is named by the first of these that fits its text:
//   1. a whole number: the store id (what `export` calls "store_id", `render ID` takes);
//   2. the puzzle's canonical key, as puzzles.canonical_key holds it (what the playable page
//      copies: it names the board exactly in any store that holds it);
//   3. SERIES#N: publication number N of a daily series ("queens#12", "queens:stars2#3",
//      "tango#40"; the series names are daily.series's, docs/schema.md);
//   4. a puzzle's id in a source it came from (the generated id "queens-7x7-1234", an archive's
//      "level62"), when exactly one stored puzzle has it.
//
// One bad row refuses the whole file: nothing is stored, and every problem is named by its line.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "db/store.hpp"
#include "solver/common/expected.hpp"

namespace dg::db {

// One row of a times file, read and checked, its puzzle not yet looked up.
struct TimeRow {
  int line = 0;        // the line of the file the row starts on (the header is line 1)
  std::string puzzle;  // the puzzle as the row names it (see above)
  std::string player;  // non-empty, valid UTF-8, no control characters, at most 100 characters
  double seconds = 0;  // > 0
  std::optional<std::string> date;  // YYYY-MM-DD, a real day
  std::optional<int> hints;         // 0 .. 999999
};

// Why a player's name or a time cannot be stored ("" when it can): what `times import` checks of
// each row, and `merge` of each solve time it copies. `as_given` is the seconds as the input wrote
// them, quoted in the reason.
std::string player_problem(std::string_view player);
std::string seconds_problem(double seconds, std::string_view as_given);

// A reason a times file cannot be stored, one line: "line 3: seconds must be a positive number
// such as 83 or 83.5, got \"-5\"" (`text` starts with "line N: ").
struct TimesProblem {
  int line = 0;
  std::string text;
};

// What a times file holds: its rows, and why it cannot be stored (empty when it can). A problem
// with the file as a whole (not UTF-8, no header, a column missing or unknown, a quote never
// closed) stops the reading there; a bad row is named and the reading goes on, so that every bad
// row is named at once. Problems are in line order.
struct TimesFile {
  std::vector<TimeRow> rows;
  std::vector<TimesProblem> problems;
};
TimesFile parse_times_csv(std::string_view text);

// The store id of the puzzle `reference` names (see above), or why there is none, in words that
// name the reference ("no puzzle has store id 12", "level62 names 2 puzzles (store ids 4, 9): use
// the store id").
Expected<std::int64_t> resolve_puzzle(Store& store, std::string_view reference);

struct TimesImport {
  int stored = 0;   // rows stored now
  int already = 0;  // rows equal to a stored solve (or to an earlier row of the file): not stored
  int puzzles = 0, players = 0;  // distinct puzzles and players among the rows stored now
  // The file's problems and one for each row whose puzzle the store does not have (or names
  // ambiguously), in line order; when there is any, nothing was stored.
  std::vector<TimesProblem> problems;
};

// Stores the rows of `file` (parse_times_csv) in one transaction, with a runs row ("times
// import", `run_params_json`) that counts them, so that an import stopped at any point leaves the
// store as it was. Nothing is stored when the file has a problem or a row names a puzzle the store
// does not have: every such row is named. `source` is the file's name, kept with every row. A row
// equal to a stored solve in puzzle, player, seconds, date and hints is not stored again
// (TimesImport::already). Throws DbError when the store cannot be written.
TimesImport import_solve_times(Store& store, const TimesFile& file, const std::string& source,
                               const std::string& run_params_json);

}  // namespace dg::db
