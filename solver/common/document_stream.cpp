// Splitting a JSON puzzle document into entries as it is read (see document_stream.hpp).
#include "solver/common/document_stream.hpp"

#include "solver/common/json_read.hpp"

namespace dg {

namespace {

constexpr std::size_t kReadBlock = 1 << 20;

bool is_space(int c) {
  return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

// Where a scalar (a number, true, false, null) ends.
bool ends_scalar(int c) {
  return c < 0 || is_space(c) || c == ',' || c == ']' || c == '}';
}

std::string entry_name(std::size_t index) {
  return "entry #" + std::to_string(index + 1);
}

}  // namespace

DocumentStream::DocumentStream(std::istream& in, bool syntax_only)
    : in_(in), syntax_only_(syntax_only) {}

Error DocumentStream::fail(const std::string& what, int line) const {
  return make_error("line " + std::to_string(line) + ", " + entry_name(index_) + ": " + what);
}

bool DocumentStream::fill() {
  if (eof_) return false;
  // Drop what no value still needs: everything before the kept value, or before the cursor.
  const std::size_t keep = mark_ == std::string::npos ? pos_ : mark_;
  buf_.erase(0, keep);
  pos_ -= keep;
  if (mark_ != std::string::npos) mark_ -= keep;
  const std::size_t old = buf_.size();
  buf_.resize(old + kReadBlock);
  in_.read(buf_.data() + old, static_cast<std::streamsize>(kReadBlock));
  buf_.resize(old + static_cast<std::size_t>(in_.gcount()));
  if (in_.gcount() == 0) eof_ = true;
  return buf_.size() > old;
}

int DocumentStream::peek() {
  if (pos_ < buf_.size() || fill()) return static_cast<unsigned char>(buf_[pos_]);
  return -1;
}

void DocumentStream::skip_space() {
  for (int c = peek(); is_space(c); c = peek()) {
    if (c == '\n') ++line_;
    ++pos_;
  }
}

bool DocumentStream::starts_as_json() {
  skip_space();
  const int c = peek();
  return c == '{' || c == '[';
}

Expected<void> DocumentStream::skip_value() {
  const int start_line = line_;
  bool started = false;  // a byte of the value was read (positions move when more is read)
  std::string open;      // the brackets still open, innermost last
  bool in_string = false;
  for (;;) {
    if (mark_ != std::string::npos && pos_ - mark_ > kMaxEntryBytes)
      return fail("larger than " + std::to_string(kMaxEntryBytes >> 20) + " MB", start_line);
    const int c = peek();
    if (c < 0)
      return make_error("malformed JSON: the document ends inside " + entry_name(index_) +
                        " (line " + std::to_string(start_line) + ")");
    if (in_string) {
      ++pos_;
      if (c == '\\') {
        if (peek() < 0) continue;  // reported as the end inside the entry
        if (buf_[pos_] == '\n') ++line_;
        ++pos_;
      } else if (c == '"') {
        in_string = false;
        if (open.empty()) return {};
      } else if (c == '\n') {
        ++line_;
      }
      continue;
    }
    if (open.empty() && started && ends_scalar(c)) return {};  // a scalar ended
    started = true;
    ++pos_;
    if (c == '\n') ++line_;
    if (c == '"') {
      in_string = true;
    } else if (c == '{' || c == '[') {
      open += c == '{' ? '}' : ']';
    } else if (c == '}' || c == ']') {
      if (open.empty() || open.back() != c)
        return fail(std::string("malformed JSON: unexpected '") + static_cast<char>(c) + "'",
                    line_);
      open.pop_back();
      if (open.empty()) return {};
    }
  }
}

Expected<std::string> DocumentStream::string_token() {
  // Offsets from the mark: reading more may move the buffer's bytes.
  if (mark_ == std::string::npos) mark_ = pos_;
  const std::size_t offset = pos_ - mark_;
  if (auto ok = skip_value(); !ok) return Error{ok.error()};
  // Only compared with plain names ("puzzles", "game"): the escapes need no decoding.
  const std::size_t from = mark_ + offset;
  return buf_.substr(from + 1, pos_ - from - 2);
}

Expected<PuzzleEntry> DocumentStream::entry_from(int line, const std::string& game) {
  auto value = json_read::parse(std::string_view(buf_).substr(mark_, pos_ - mark_));
  mark_ = std::string::npos;
  if (!value) return fail(value.error(), line);
  if (syntax_only_) {
    PuzzleEntry e;
    e.id = "#" + std::to_string(++index_);
    return e;
  }
  return parse_object(*value, index_++, game);
}

// A top-level object: a {"puzzles":[...]} wrapper, whose array the reader then walks entry by
// entry, or anything else (a puzzle, a corpus record), kept whole and read as read_document would.
Expected<void> DocumentStream::top_object() {
  const int line = line_;
  mark_ = pos_;  // the object's start, kept while it is read
  ++pos_;        // '{'
  std::string game;
  bool closed = false;  // the object's keys were read to its '}'
  for (;;) {
    skip_space();
    if (peek() == '}') {
      ++pos_;
      closed = true;
      break;
    }
    if (peek() != '"') break;  // malformed: the JSON library names it below
    auto key = string_token();
    if (!key) return Error{key.error()};
    skip_space();
    if (peek() != ':') break;
    ++pos_;
    skip_space();
    if (*key == "puzzles" && peek() == '[') {
      ++pos_;
      mark_ = std::string::npos;
      state_ = State::in_array;
      first_in_array_ = true;
      wrapped_ = true;
      game_ = game;
      if (game_.empty() && wrappers_ < known_late_games_.size())
        game_ = known_late_games_[wrappers_];
      ++wrappers_;
      return {};
    }
    const std::size_t offset = pos_ - mark_;
    if (auto ok = skip_value(); !ok) return ok;
    if (*key == "game") {
      const std::size_t from = mark_ + offset;
      auto g = json_read::parse(std::string_view(buf_).substr(from, pos_ - from));
      if (g && g->is_string()) game = g->get<std::string>();
    }
    skip_space();
    if (peek() == ',') {
      ++pos_;
      continue;
    }
    if (peek() == '}') {
      ++pos_;
      closed = true;
    }
    break;
  }
  if (!closed) {
    // Malformed: read the object whole, by its brackets, for the JSON library to name the fault.
    pos_ = mark_;
    line_ = line;
    if (auto ok = skip_value(); !ok) return ok;
  }
  auto value = json_read::parse(std::string_view(buf_).substr(mark_, pos_ - mark_));
  mark_ = std::string::npos;
  if (!value) return fail(value.error(), line);
  ready_.clear();
  next_ready_ = 0;
  if (syntax_only_) {
    // Not a wrapper (its list would have been walked), so one entry.
    ready_.emplace_back().id = "#" + std::to_string(index_ + 1);
  } else {
    add_entries(*value, index_, ready_);
  }
  index_ += ready_.size();
  return {};
}

Expected<std::optional<PuzzleEntry>> DocumentStream::next() {
  for (;;) {
    if (next_ready_ < ready_.size()) return std::optional(std::move(ready_[next_ready_++]));
    switch (state_) {
      case State::done:
        return std::optional<PuzzleEntry>();
      case State::top: {
        skip_space();
        const int c = peek();
        if (c < 0) {
          state_ = State::done;
          continue;
        }
        if (c == '[') {
          ++pos_;
          state_ = State::in_array;
          first_in_array_ = true;
          wrapped_ = false;
          game_.clear();
          continue;
        }
        if (c == '{') {
          if (auto ok = top_object(); !ok) return Error{ok.error()};
          continue;
        }
        const int line = line_;
        mark_ = pos_;
        if (auto ok = skip_value(); !ok) return Error{ok.error()};
        auto e = entry_from(line, {});
        if (!e) return Error{e.error()};
        return std::optional(std::move(e).value());
      }
      case State::in_array: {
        skip_space();
        if (peek() == ']') {
          ++pos_;
          state_ = wrapped_ ? State::after_array : State::top;
          continue;
        }
        if (!first_in_array_) {
          ++pos_;  // the ',' checked after the entry before
          skip_space();
        }
        first_in_array_ = false;
        const int line = line_;
        if (peek() < 0)
          return make_error(
              "malformed JSON: the document ends inside its list of puzzles, before " +
              entry_name(index_) + " (line " + std::to_string(line) + ")");
        mark_ = pos_;
        if (auto ok = skip_value(); !ok) return Error{ok.error()};
        auto e = entry_from(line, game_);
        if (!e) return Error{e.error()};
        skip_space();
        if (peek() < 0)
          return make_error("malformed JSON: the document ends inside its list of puzzles, after " +
                            entry_name(index_ - 1) + " (line " + std::to_string(line_) + ")");
        if (peek() != ',' && peek() != ']')
          return make_error("line " + std::to_string(line_) +
                            ": malformed JSON: expected ',' or ']' after " +
                            entry_name(index_ - 1));
        return std::optional(std::move(e).value());
      }
      case State::after_array: {
        // The wrapper's keys after its list: read past, to its closing brace.
        skip_space();
        const int c = peek();
        if (c == '}') {
          ++pos_;
          state_ = State::top;
        } else if (c == ',') {
          ++pos_;
          skip_space();
          auto key = string_token();
          mark_ = std::string::npos;
          if (!key) return Error{key.error()};
          skip_space();
          if (peek() != ':') return fail("malformed JSON: expected ':' after a key", line_);
          ++pos_;
          skip_space();
          mark_ = pos_;
          if (auto ok = skip_value(); !ok) return Error{ok.error()};
          if (*key == "game") {
            // Too late for the entries already read: kept for a second pass (late_games).
            auto g = json_read::parse(std::string_view(buf_).substr(mark_, pos_ - mark_));
            if (g && g->is_string()) {
              late_games_.resize(wrappers_);
              late_games_[wrappers_ - 1] = g->get<std::string>();
            }
          }
          mark_ = std::string::npos;
        } else {
          return c < 0
                     ? make_error(
                           "malformed JSON: the document ends before the closing '}' of its list")
                     : fail("malformed JSON: expected ',' or '}' after the list of puzzles", line_);
        }
        continue;
      }
    }
  }
}

}  // namespace dg
