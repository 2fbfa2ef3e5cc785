// Splitting puzzle files into entries (see document.hpp).
#include "solver/common/document.hpp"

#include <algorithm>
#include <fstream>
#include <iostream>
#include <iterator>
#include <new>
#include <sstream>

#include "solver/common/foreign_ids.hpp"
#include "solver/common/json_read.hpp"
#include "solver/common/printable.hpp"

namespace dg {

namespace {

std::string trim(std::string_view s) {
  std::size_t b = s.find_first_not_of(" \t\r\n");
  if (b == std::string_view::npos) return {};
  std::size_t e = s.find_last_not_of(" \t\r\n");
  return std::string(s.substr(b, e - b + 1));
}

// nlohmann's messages start with "[json.exception.parse_error.101] "; the rest is what users need.
std::string json_message(const std::exception& e) {
  std::string m = e.what();
  if (m.rfind("[json.exception.", 0) == 0) {
    std::size_t close = m.find("] ");
    if (close != std::string::npos) m = m.substr(close + 2);
  }
  return m;
}

// "queens, tango, zip, tents": every game of the table, for messages.
std::string names_of_games() {
  std::string out;
  for (const GameInfo& g : all_games()) out += (out.empty() ? "" : ", ") + std::string(g.name);
  return out;
}

// " or an SGT game ID": each kind of other programs' IDs a FILE may hold, once each.
std::string foreign_ids_in_words() {
  std::vector<std::string_view> seen;
  std::string out;
  for (const ForeignId& f : all_foreign_ids()) {
    if (f.described.empty() || std::find(seen.begin(), seen.end(), f.described) != seen.end())
      continue;
    seen.push_back(f.described);
    out += " or " + std::string(f.described);
  }
  return out;
}

// The puzzle's "game", else the enclosing document's, else the one its keys imply: archives of
// one game often leave the key out.
std::string game_of(const nlohmann::json& puzzle, const std::string& inherited_game) {
  if (puzzle.contains("game")) {
    const auto& g = puzzle["game"];
    return g.is_string() ? g.get<std::string>() : g.dump();
  }
  if (!inherited_game.empty()) return inherited_game;
  if (const GameInfo* g = game_implied_by(puzzle)) return std::string(g->name);
  return {};
}

}  // namespace

PuzzleEntry parse_object(const nlohmann::json& record, std::size_t index,
                         const std::string& inherited_game) {
  PuzzleEntry entry;
  entry.record = record;
  entry.id = "#" + std::to_string(index + 1);
  const nlohmann::json* puzzle = &record;
  if (record.is_object() && record.contains("puzzle") && record["puzzle"].is_object())
    puzzle = &record["puzzle"];  // corpus record: {"id", "puzzle": {...}, "solutions", ...}
  if (record.is_object() && record.contains("id")) {
    const auto& id = record["id"];
    entry.given_id = id.is_string() ? id.get<std::string>() : id.dump();
    entry.id = printable(*entry.given_id);
  }
  if (!puzzle->is_object()) {
    entry.error = "puzzle " + entry.id + " is not a JSON object";
    return entry;
  }
  const std::string game = game_of(*puzzle, inherited_game);
  if (game.empty()) {
    entry.error =
        "puzzle " + entry.id +
        " has no \"game\" key and no key that names one (regions, cells, waypoints, trees)";
    return entry;
  }
  const GameInfo* info = find_game(game);
  if (!info) {
    entry.error = "puzzle " + entry.id + ": unknown game \"" + printable(game) + "\"";
    return entry;
  }
  try {
    auto parsed = info->from_json(*puzzle);
    if (parsed)
      entry.puzzle = std::move(parsed).value();
    else
      entry.error = parsed.error();
  } catch (const std::bad_alloc&) {  // no fault of this puzzle: the top level says "out of memory"
    throw;
  } catch (const std::exception& e) {  // a game parser must not throw, but never let it escape
    entry.error = game + ": " + json_message(e);
  }
  return entry;
}

void add_entries(const nlohmann::json& value, std::size_t first_index,
                 std::vector<PuzzleEntry>& out) {
  std::size_t index = first_index;
  if (value.is_object() && value.contains("puzzles") && value["puzzles"].is_array()) {
    std::string game;
    if (value.contains("game") && value["game"].is_string())
      game = value["game"].get<std::string>();
    for (const auto& p : value["puzzles"]) out.push_back(parse_object(p, index++, game));
  } else if (value.is_array()) {
    for (const auto& p : value) out.push_back(parse_object(p, index++, {}));
  } else {
    out.push_back(parse_object(value, index, {}));
  }
}

namespace {

void add_value(const nlohmann::json& value, std::vector<PuzzleEntry>& out) {
  add_entries(value, out.size(), out);
}

Expected<std::vector<PuzzleEntry>> read_json(std::string_view text) {
  // The depth limit (json_read.hpp) comes first: the readers below recurse per level.
  if (const int line = json_read::too_deep_at(text))
    return make_error("malformed JSON: nested deeper than " + std::to_string(json_read::kMaxDepth) +
                      " levels (line " + std::to_string(line) + ")");
  std::vector<PuzzleEntry> out;
  std::string whole_error;
  try {
    add_value(nlohmann::json::parse(text), out);
    return out;
  } catch (const nlohmann::json::exception& e) {
    whole_error = json_read::message_of(e);
    out.clear();
  }
  // Not one JSON value: maybe JSON Lines (one value per non-blank line).
  std::istringstream lines{std::string(text)};
  std::string line;
  int line_no = 0;
  bool several = false;
  while (std::getline(lines, line)) {
    ++line_no;
    if (trim(line).empty()) continue;
    try {
      add_value(nlohmann::json::parse(line), out);
      several = true;
    } catch (const nlohmann::json::exception& e) {
      if (!several) return make_error("malformed JSON: " + whole_error);
      return make_error("malformed JSON on line " + std::to_string(line_no) + ": " +
                        json_read::message_of(e));
    }
  }
  return out;
}

Expected<std::vector<PuzzleEntry>> read_text(std::string_view text) {
  // Blocks start at header lines whose first word is a game name; '#' lines are comments. A line
  // that is another program's puzzle ID (foreign_ids.hpp) is a block of its own.
  using Parse = Expected<PuzzlePtr> (*)(std::string_view);
  std::vector<std::pair<Parse, std::string>> blocks;
  bool open_block = false;  // whether the last block takes the lines that follow
  std::istringstream lines{std::string(text)};
  std::string line;
  int line_no = 0;
  while (std::getline(lines, line)) {
    ++line_no;
    std::string t = trim(line);
    if (!t.empty() && t[0] == '#') continue;
    std::string first = t.substr(0, t.find_first_of(" \t"));
    if (const GameInfo* g = find_game(first)) {
      blocks.push_back({g->from_text, line + "\n"});
      open_block = true;
      continue;
    }
    if (foreign_id_of_line(t)) {
      blocks.push_back({read_foreign_id, t});
      open_block = false;
      continue;
    }
    if (!open_block) {
      if (t.empty()) continue;
      return make_error("line " + std::to_string(line_no) +
                        ": expected JSON or a text header naming the game (" + names_of_games() +
                        ")" + foreign_ids_in_words() + ", got \"" + printable(t.substr(0, 40)) +
                        "\"");
    }
    blocks.back().second += line + "\n";
  }
  std::vector<PuzzleEntry> out;
  for (auto& [game, body] : blocks) {
    PuzzleEntry entry;
    entry.id = "#" + std::to_string(out.size() + 1);
    auto parsed = game(body);
    if (parsed)
      entry.puzzle = std::move(parsed).value();
    else
      entry.error = parsed.error();
    out.push_back(std::move(entry));
  }
  return out;
}

}  // namespace

Expected<std::vector<PuzzleEntry>> read_document(std::string_view text) {
  std::string t = trim(text);
  if (t.empty()) return make_error("empty input: no puzzle found");
  auto entries = (t[0] == '{' || t[0] == '[') ? read_json(t) : read_text(text);
  if (entries && entries->empty()) return make_error("no puzzle found in the input");
  return entries;
}

Expected<std::string> read_file_text(const std::string& path) {
  if (path == "-") {
    std::string s{std::istreambuf_iterator<char>(std::cin), std::istreambuf_iterator<char>()};
    return s;
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) return make_error("cannot open " + path);
  std::string s{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
  if (in.bad()) return make_error("cannot read " + path);
  return s;
}

}  // namespace dg
