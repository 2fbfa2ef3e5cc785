// Reading a JSON puzzle document one entry at a time, for files too large to hold: JSON Lines,
// {"puzzles":[...]} (with an optional "game" key for entries that leave theirs out: see
// late_games when it comes after the list), a bare array, or one puzzle object, from any
// std::istream. Only a window of the input is held (the entry being read and a block of
// read-ahead), and each entry is parsed on its own into the PuzzleEntry that read_document
// (document.hpp) gives for it, numbered the same way.
//
// The splitter follows strings (escapes, braces inside them) and brackets; everything else about
// an entry is the JSON library's to judge, entry by entry. A malformed entry, a truncated
// document or a bracket out of place is an error naming the entry and its line, and reading stops
// there: callers that must not act on half a document (import) read it through once first.
#pragma once

#include <cstddef>
#include <istream>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "solver/common/document.hpp"
#include "solver/common/expected.hpp"

namespace dg {

class DocumentStream {
 public:
  // The largest single entry (a puzzle object, or a top-level object that is not a
  // {"puzzles":[...]} wrapper): real puzzles take a few KB.
  static constexpr std::size_t kMaxEntryBytes = 64u << 20;

  // `syntax_only`: entries are checked as JSON and counted but not made into puzzles (their
  // PuzzleEntry has only its id), for a first pass over a document before acting on it.
  explicit DocumentStream(std::istream& in, bool syntax_only = false);

  // The next entry (with `error` set when the entry is not a puzzle, as read_document sets it),
  // nullopt at the end of the document, or an error for the document itself: "line 7, entry #5:
  // malformed JSON: ...", "malformed JSON: the document ends inside entry #3 (line 2)".
  Expected<std::optional<PuzzleEntry>> next();

  // A wrapper's "game" given after its "puzzles" list comes too late for its entries: a first
  // pass collects them (one a wrapper, in order; "" for none) and hands them to the second.
  const std::vector<std::string>& late_games() const { return late_games_; }
  void use_late_games(std::vector<std::string> games) { known_late_games_ = std::move(games); }

  // Whether the document's first value starts with '{' or '[' (else it is the text form, which
  // this reader does not take); skips leading whitespace. False for an empty input too.
  bool starts_as_json();

 private:
  enum class State { top, in_array, after_array, done };
  bool fill();
  int peek();  // the next byte, or -1 at the end of the input
  void skip_space();
  Expected<void> skip_value();
  Expected<std::string> string_token();
  // The entry whose text runs from the mark to the cursor (mark_ is cleared).
  Expected<PuzzleEntry> entry_from(int line, const std::string& game);
  Expected<void> top_object();
  Error fail(const std::string& what, int line) const;

  std::istream& in_;
  bool syntax_only_;
  std::string buf_;
  std::size_t pos_ = 0;
  // Where the value being kept starts (its bytes stay in buf_ when more is read), or npos.
  std::size_t mark_ = std::string::npos;
  bool eof_ = false;
  int line_ = 1;
  State state_ = State::top;
  bool wrapped_ = false;  // in_array is the "puzzles" array of a wrapper object
  bool first_in_array_ = true;
  std::string game_;          // the wrapper's "game"
  std::size_t wrappers_ = 0;  // wrappers entered so far
  std::vector<std::string> late_games_, known_late_games_;
  std::size_t index_ = 0;           // entries read so far
  std::vector<PuzzleEntry> ready_;  // entries of a whole top-level object, handed out in order
  std::size_t next_ready_ = 0;
};

}  // namespace dg
