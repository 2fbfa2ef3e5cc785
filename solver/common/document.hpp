// Reading puzzle files: one puzzle object, {"puzzles":[...]}, JSON Lines (one object per line,
// either a puzzle or a corpus record {"id", "puzzle": {...}, ...}), or the readable text form
// (blocks that each start with a game-name header line). Any of these may come from stdin.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "solver/common/expected.hpp"
#include "solver/common/game.hpp"

namespace dg {

struct PuzzleEntry {
  std::string id;  // the "id" key made printable(), or "#<index>" (1-based) when none
  std::optional<std::string> given_id;  // the "id" exactly as the file gave it (stored as is)
  PuzzlePtr puzzle;                     // null when this entry did not parse
  std::string error;                    // one-line reason when puzzle is null
  nlohmann::json record;  // the entry's whole JSON object (extra keys, "solution"); null for text
};

// Splits a document into entries. Whole-document problems (malformed JSON, no puzzles at all, an
// unknown text header) are an error; a bad puzzle inside a good document becomes an entry with
// `error` set, so callers can report it and go on (import) or stop (solve).
Expected<std::vector<PuzzleEntry>> read_document(std::string_view text);

// One JSON value of a document as the entry read_document makes of it: `record` is the entry's
// object (a puzzle or a corpus record), `index` its 0-based place in the document (its id "#N"
// when it has none), `inherited_game` the enclosing {"game", "puzzles"} document's game.
PuzzleEntry parse_object(const nlohmann::json& record, std::size_t index,
                         const std::string& inherited_game);

// The entries of one top-level JSON value (a {"puzzles":[...]} wrapper, an array, or one puzzle),
// appended to `out` and numbered from `first_index`.
void add_entries(const nlohmann::json& value, std::size_t first_index,
                 std::vector<PuzzleEntry>& out);

// Reads `path` ("-" is stdin) whole. Error names the path.
Expected<std::string> read_file_text(const std::string& path);

}  // namespace dg
