// Importing players' solve times (see times_import.hpp).
#include "db/times_import.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <charconv>
#include <iterator>
#include <set>
#include <unordered_map>

#include "db/daily.hpp"
#include "db/date_text.hpp"
#include "db/key_hash.hpp"
#include "solver/common/utf8.hpp"

namespace dg::db {

namespace {

constexpr std::size_t kMaxPlayerChars = 100;
// A daily puzzle left open longer than a day says nothing about how long it takes, and one such
// time would pull a player's trend (and the calibration fit) far off.
constexpr int kMaxSeconds = 86400;
constexpr std::size_t kMaxShown = 40;  // characters of a bad value quoted in a message

// A value from the file as a message quotes it: valid UTF-8 (bytes that are not are written \xNN),
// control characters as \xNN too, so that a message stays one printable line, cut when long.
std::string shown(std::string_view value) {
  std::string clean;
  for (const char c : utf8_escaped(value)) {
    const auto u = static_cast<unsigned char>(c);
    if (u < 0x20 || u == 0x7f) {
      static constexpr char kHex[] = "0123456789abcdef";
      clean += "\\x";
      clean += kHex[u >> 4];
      clean += kHex[u & 15];
    } else {
      clean += c;
    }
  }
  if (utf8_length(clean) > kMaxShown) clean = utf8_prefix(clean, kMaxShown) + "...";
  return "\"" + clean + "\"";
}

std::string at_line(int line) {
  return "line " + std::to_string(line) + ": ";
}

TimesProblem problem(int line, const std::string& what) {
  return {line, at_line(line) + what};
}

std::string_view trimmed(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  return s;
}

bool all_digits(std::string_view s) {
  return !s.empty() && std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
}

bool has_control(std::string_view s) {
  return std::any_of(s.begin(), s.end(), [](char c) {
    const auto u = static_cast<unsigned char>(c);
    return u < 0x20 || u == 0x7f;
  });
}

// One record of the file: its fields and the line it starts on.
struct Record {
  int line = 0;
  std::vector<std::string> fields;
};

// Splits `text` into records by RFC 4180 (line breaks \r\n, \n or \r outside quotes). A record
// that is one empty field (a blank line) is dropped. Nothing (and *error set, naming the line) for
// a quote inside an unquoted field, text after a closing quote, or a quote never closed.
std::optional<std::vector<Record>> records_of(std::string_view text, TimesProblem& error) {
  std::vector<Record> out;
  Record rec{1, {}};
  std::string field;
  bool in_quotes = false, quoted_field = false, after_quote = false;
  int line = 1, quote_line = 0;
  const auto end_field = [&] {
    rec.fields.push_back(std::move(field));
    field.clear();
    quoted_field = after_quote = false;
  };
  const auto end_record = [&] {
    end_field();
    if (!(rec.fields.size() == 1 && rec.fields[0].empty())) out.push_back(std::move(rec));
    rec = Record{line, {}};
  };
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (in_quotes) {
      if (c == '"') {
        if (i + 1 < text.size() && text[i + 1] == '"') {
          field += '"';
          ++i;
        } else {
          in_quotes = false;
          after_quote = true;
        }
        continue;
      }
      if (c == '\n' || (c == '\r' && !(i + 1 < text.size() && text[i + 1] == '\n'))) ++line;
      field += c;
      continue;
    }
    if (c == ',') {
      end_field();
      continue;
    }
    if (c == '\n' || c == '\r') {
      if (c == '\r' && i + 1 < text.size() && text[i + 1] == '\n') ++i;
      ++line;
      end_record();
      continue;
    }
    if (after_quote) {
      if (c == ' ' || c == '\t') continue;
      error = problem(line, "text after the closing quote of a field");
      return std::nullopt;
    }
    if (c == '"') {
      if (!trimmed(field).empty()) {
        error = problem(line,
                        "a quote inside a field that does not start with one (put the whole "
                        "field in quotes and double the quotes inside it: \"say \"\"hi\"\"\")");
        return std::nullopt;
      }
      field.clear();  // spaces before the opening quote
      in_quotes = quoted_field = true;
      quote_line = line;
      continue;
    }
    field += c;
  }
  if (in_quotes) {
    error = problem(quote_line, "a quote opened here is never closed");
    return std::nullopt;
  }
  if (!field.empty() || quoted_field || !rec.fields.empty()) end_record();
  return out;
}

enum Column { kPuzzle, kPlayer, kSeconds, kDate, kHints, kColumns };
constexpr const char* kColumnNames[kColumns] = {"puzzle", "player", "seconds", "date", "hints"};
constexpr bool kRequired[kColumns] = {true, true, true, false, false};

std::string lowered(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

// "83", "83.5", ".5": a positive decimal number of at most 9 digits before the point.
std::optional<double> seconds_of(std::string_view s) {
  const auto dot = s.find('.');
  const std::string_view whole = s.substr(0, dot);
  const std::string_view frac = dot == std::string_view::npos ? "" : s.substr(dot + 1);
  if (whole.size() > 9 || (whole.empty() && frac.empty())) return std::nullopt;
  if (!whole.empty() && !all_digits(whole)) return std::nullopt;
  if (dot != std::string_view::npos && !all_digits(frac)) return std::nullopt;
  double v = 0;  // from_chars: the same in every locale
  const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc() || end != s.data() + s.size()) return std::nullopt;
  return v;
}

// The row's problem, or "" when it is fine (then `row` is filled).
std::string check_row(const Record& rec, const std::array<int, kColumns>& at, TimeRow& row) {
  const auto value = [&](Column c) -> std::string_view {
    return at[c] < 0 ? std::string_view() : trimmed(rec.fields[static_cast<std::size_t>(at[c])]);
  };
  row.line = rec.line;
  const std::string_view puzzle = value(kPuzzle), player = value(kPlayer),
                         seconds = value(kSeconds), date = value(kDate), hints = value(kHints);
  if (puzzle.empty()) return "no puzzle named";
  if (has_control(puzzle)) return "the puzzle " + shown(puzzle) + " holds a control character";
  row.puzzle = std::string(puzzle);
  if (std::string why = player_problem(player); !why.empty()) return why;
  row.player = std::string(player);
  if (seconds.empty()) return "no seconds given";
  const auto s = seconds_of(seconds);
  if (!s) return "seconds must be a positive number such as 83 or 83.5, got " + shown(seconds);
  if (std::string why = seconds_problem(*s, seconds); !why.empty()) return why;
  row.seconds = *s;
  if (!date.empty()) {
    if (!is_iso_date(date)) return "the date must be a day written YYYY-MM-DD, got " + shown(date);
    if (!parse_date(std::string(date))) return "no such day: " + shown(date);
    row.date = std::string(date);
  }
  if (!hints.empty()) {
    if (!all_digits(hints) || hints.size() > 6)
      return "hints must be a whole number of hints used (0, 1, 2, ...), got " + shown(hints);
    row.hints = std::stoi(std::string(hints));
  }
  return "";
}

}  // namespace

std::string player_problem(std::string_view player) {
  if (player.empty()) return "no player named";
  if (has_control(player))
    return "the player's name " + shown(player) + " holds a control character";
  // A spreadsheet opening `times list` (or the file) would run such a name as a formula.
  if (player.find_first_of("=+-@") == 0)
    return "the player's name " + shown(player) +
           " starts with =, +, - or @, which spreadsheets run as a formula";
  if (utf8_length(player) > kMaxPlayerChars)
    return "the player's name is longer than " + std::to_string(kMaxPlayerChars) + " characters";
  return "";
}

std::string seconds_problem(double seconds, std::string_view as_given) {
  if (!(seconds > 0)) return "seconds must be more than 0, got " + shown(as_given);
  if (seconds > kMaxSeconds)
    return "seconds must be at most " + std::to_string(kMaxSeconds) +
           " (a day): a longer time is no solve time, got " + shown(as_given);
  return "";
}

TimesFile parse_times_csv(std::string_view text) {
  TimesFile out;
  // Every line must be UTF-8: find the first that is not, to name it.
  if (utf8_escaped(text) != text) {
    int line = 1;
    std::size_t from = 0;
    for (;;) {
      const std::size_t nl = text.find('\n', from);
      const std::string_view one = text.substr(from, nl == std::string_view::npos ? nl : nl - from);
      if (utf8_escaped(one) != one) break;
      if (nl == std::string_view::npos) break;
      from = nl + 1;
      ++line;
    }
    out.problems.push_back(problem(line, "not UTF-8 text (save the file as UTF-8)"));
    return out;
  }
  if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);
  TimesProblem broken;
  auto records = records_of(text, broken);
  if (!records) {
    out.problems.push_back(std::move(broken));
    return out;
  }
  if (records->empty()) {
    out.problems.push_back(problem(1,
                                   "no header row (the file is empty); the first line names the "
                                   "columns: puzzle,player,seconds,date,hints"));
    return out;
  }
  const Record& header = records->front();
  std::array<int, kColumns> at;
  at.fill(-1);
  for (std::size_t i = 0; i < header.fields.size(); ++i) {
    const std::string name = lowered(trimmed(header.fields[i]));
    if (name.empty()) {
      out.problems.push_back(
          problem(header.line, "column " + std::to_string(i + 1) + " of the header has no name"));
      return out;
    }
    const auto known = std::find(std::begin(kColumnNames), std::end(kColumnNames), name);
    if (known == std::end(kColumnNames)) {
      out.problems.push_back(
          problem(header.line, "unknown column " + shown(name) +
                                   " (the columns are puzzle, player, seconds, date and hints)"));
      return out;
    }
    const auto c = static_cast<std::size_t>(known - std::begin(kColumnNames));
    if (at[c] >= 0) {
      out.problems.push_back(problem(header.line, "column " + shown(name) + " appears twice"));
      return out;
    }
    at[c] = static_cast<int>(i);
  }
  for (int c = 0; c < kColumns; ++c)
    if (kRequired[c] && at[static_cast<std::size_t>(c)] < 0) {
      out.problems.push_back(
          problem(header.line, std::string("no \"") + kColumnNames[c] +
                                   "\" column (the header must name puzzle, player and seconds)"));
      return out;
    }
  for (std::size_t r = 1; r < records->size(); ++r) {
    const Record& rec = (*records)[r];
    if (rec.fields.size() != header.fields.size()) {
      out.problems.push_back(problem(rec.line, std::to_string(rec.fields.size()) +
                                                   (rec.fields.size() == 1 ? " field" : " fields") +
                                                   ", the header has " +
                                                   std::to_string(header.fields.size())));
      continue;
    }
    TimeRow row;
    if (const std::string why = check_row(rec, at, row); !why.empty()) {
      out.problems.push_back(problem(rec.line, why));
      continue;
    }
    out.rows.push_back(std::move(row));
  }
  if (out.problems.empty() && out.rows.empty())
    out.problems.push_back(problem(header.line + 1, "no times after the header row"));
  return out;
}

namespace {

// Looks puzzle references up, each distinct text once; the source ids are read only when a
// reference needs them.
class Resolver {
 public:
  explicit Resolver(Store& store) : db_(store.connection()) {}

  Expected<std::int64_t> operator()(std::string_view reference) {
    const std::string ref(reference);
    const auto seen = cache_.find(ref);
    if (seen != cache_.end()) return seen->second;
    return cache_.emplace(ref, resolve(ref)).first->second;
  }

 private:
  std::optional<std::int64_t> one_id(const std::string& sql, const std::string& a,
                                     std::optional<std::int64_t> b = std::nullopt) {
    auto st = db_.prepare(sql);
    st.bind(1, a);
    if (b) st.bind(2, *b);
    if (!st.step()) return std::nullopt;
    return st.column_int(0);
  }

  Expected<std::int64_t> resolve(const std::string& ref) {
    if (all_digits(ref)) {
      if (ref.size() <= 18)
        if (auto id = one_id("SELECT id FROM puzzles WHERE id = CAST(?1 AS INTEGER)", ref))
          return *id;
      return Error{"no puzzle has store id " + ref};
    }
    if (auto id = one_id("SELECT id FROM puzzles WHERE canonical_key = ?1 AND key_hash = ?2", ref,
                         key_hash(ref)))
      return *id;
    std::string scheduled;  // "queens #99" when the text reads as a publication number
    if (const auto hash = ref.rfind('#'); hash != std::string::npos && hash > 0) {
      const std::string series = ref.substr(0, hash), number = ref.substr(hash + 1);
      if (all_digits(number) && number.size() <= 9) {
        if (auto id = one_id("SELECT puzzle_id FROM daily WHERE series = ?1 AND number = ?2",
                             series, std::stoll(number)))
          return *id;
        scheduled = series + " #" + number;
      }
    }
    if (!names_read_) read_names();
    const auto found = names_.find(ref);
    if (found == names_.end() || found->second.empty()) {
      if (!scheduled.empty())
        return Error{"no puzzle " + shown(ref) + " in the store (no " + scheduled +
                     " is scheduled, and no puzzle has that id)"};
      return Error{"no puzzle " + shown(ref) +
                   " in the store (not a store id, a canonical key, a SERIES#NUMBER of the "
                   "schedule or a puzzle's id)"};
    }
    const std::set<std::int64_t>& ids = found->second;
    if (ids.size() == 1) return *ids.begin();
    std::string list;
    for (const std::int64_t id : ids) {
      if (!list.empty()) list += ", ";
      if (list.size() > 60) {
        list += "...";
        break;
      }
      list += std::to_string(id);
    }
    return Error{shown(ref) + " names " + std::to_string(ids.size()) + " puzzles (store ids " +
                 list + "): use the store id"};
  }

  void read_names() {
    auto st =
        db_.prepare("SELECT external_id, puzzle_id FROM puzzle_sources WHERE external_id <> ''");
    while (st.step()) names_[st.column_text(0)].insert(st.column_int(1));
    names_read_ = true;
  }

  Connection& db_;
  std::unordered_map<std::string, Expected<std::int64_t>> cache_;
  std::unordered_map<std::string, std::set<std::int64_t>> names_;
  bool names_read_ = false;
};

}  // namespace

Expected<std::int64_t> resolve_puzzle(Store& store, std::string_view reference) {
  return Resolver(store)(reference);
}

TimesImport import_solve_times(Store& store, const TimesFile& file, const std::string& source,
                               const std::string& run_params_json) {
  TimesImport out;
  Connection& db = store.connection();
  // Looked up inside the write transaction, so the puzzles cannot change between the look-up and
  // the insert.
  Store::Transaction t(store);
  Resolver resolve(store);
  std::vector<TimesProblem> unknown;
  std::vector<std::int64_t> ids;
  ids.reserve(file.rows.size());
  for (const TimeRow& row : file.rows) {
    auto id = resolve(row.puzzle);
    if (!id) {
      unknown.push_back(problem(row.line, id.error()));
      continue;
    }
    ids.push_back(*id);
  }
  std::merge(file.problems.begin(), file.problems.end(), unknown.begin(), unknown.end(),
             std::back_inserter(out.problems),
             [](const TimesProblem& a, const TimesProblem& b) { return a.line < b.line; });
  if (!out.problems.empty()) return out;  // rolled back: nothing was written

  auto run = db.prepare("INSERT INTO runs (command, params) VALUES ('times import', ?1)");
  run.bind(1, run_params_json);
  run.step();
  const std::int64_t run_id = last_insert_id(db);
  auto insert = db.prepare(
      "INSERT OR IGNORE INTO solve_times (puzzle_id, player, seconds, solved_on, hints, source, "
      "run_id) VALUES (?1, ?2, ?3, nullif(?4, ''), nullif(?5, -1), ?6, ?7)");
  std::set<std::int64_t> puzzles;
  std::set<std::string> players;
  for (std::size_t i = 0; i < file.rows.size(); ++i) {
    const TimeRow& row = file.rows[i];
    insert.reset();
    insert.bind(1, ids[i])
        .bind(2, row.player)
        .bind(3, row.seconds)
        .bind(4, row.date.value_or(""))
        .bind(5, row.hints.value_or(-1))
        .bind(6, source)
        .bind(7, run_id);
    insert.step();
    if (changes(db) == 1) {
      ++out.stored;
      puzzles.insert(ids[i]);
      players.insert(row.player);
    } else {
      ++out.already;
    }
  }
  out.puzzles = static_cast<int>(puzzles.size());
  out.players = static_cast<int>(players.size());
  auto finish = db.prepare(
      "UPDATE runs SET finished = strftime('%Y-%m-%dT%H:%M:%SZ', 'now'), added = ?2, "
      "skipped = ?3 WHERE id = ?1");
  finish.bind(1, run_id).bind(2, out.stored).bind(3, out.already);
  finish.step();
  t.commit();
  return out;
}

}  // namespace dg::db
