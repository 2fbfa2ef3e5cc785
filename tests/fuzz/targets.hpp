// What each fuzz harness does with one input, shared by the libFuzzer builds (fuzz_main.cpp, one
// executable per target) and the Catch2 replay of tests/fuzz/regressions/ under the normal build.
// Every target reads the input as a command would, and on success does what the command does next:
// validate, serialise and re-parse (the round trip must give the same puzzle), count with a small
// node budget, check the solutions found, grade small boards. A broken promise throws
// BrokenInvariant, which libFuzzer reports as a crash and Catch2 as a failed test; a crash, leak
// or hang is caught by the sanitizers and libFuzzer's -timeout.
#pragma once

#include <sstream>
#include <stdexcept>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "db/daily.hpp"
#include "grader/common/graders.hpp"
#include "render/render.hpp"
#include "solver/common/document.hpp"
#include "solver/common/game.hpp"
#include "solver/common/json_read.hpp"
#include "vision/load_image.hpp"
#include "vision/read.hpp"

namespace dg::fuzz {

struct BrokenInvariant : std::logic_error {
  using std::logic_error::logic_error;
};

inline void require(bool ok, const std::string& what) {
  if (!ok) throw BrokenInvariant(what);
}

// No control character can break a line it is printed on (issue 17, row 5).
inline void require_printable(const std::string& text, std::string_view context) {
  const std::string where = std::string(context) + ": \"" + text + "\"";
  for (const char c : text)
    require(static_cast<unsigned char>(c) >= 0x20 && c != 0x7f, "control character in " + where);
}

// Every message a user may see is one printable line in our own words (issue 17, rows 5 and 7).
inline void require_one_line(const std::string& message, std::string_view context) {
  const std::string where = std::string(context) + ": \"" + message + "\"";
  require(!message.empty(), "empty error message in " + where);
  for (const char c : message)
    require(static_cast<unsigned char>(c) >= 0x20 && c != 0x7f,
            "control character in message " + where);
  // Where the library's "[json.exception.parse_error.101] ..." would stand: first, or after our
  // "malformed JSON: " or a game's "queens: ". Not anywhere: a message may quote the input.
  for (const std::string lead : {"", "malformed JSON: ", "queens: ", "tango: ", "zip: "})
    require(message.rfind(lead + "[json.exception.", 0) != 0,
            "the JSON library's own words in " + where);
}

// Small enough that one input stays far below libFuzzer's -timeout even with the sanitizers on.
inline constexpr Budget kCountBudget{2'000};
inline constexpr int kMaxGradedCells = 100;

// A parsed puzzle survives everything a command does with it next.
inline void exercise(const AnyPuzzle& p) {
  const GameInfo* info = find_game(p.game());
  require(info != nullptr, "parsed puzzle of an unknown game");
  for (const auto& w : p.warnings()) require_one_line(w, "warning");

  // JSON round trip through the bytes a file would hold.
  const nlohmann::json j = p.to_json();
  auto reread = json_read::parse(j.dump());
  require(reread.ok(), "to_json() does not re-parse");
  auto back = info->from_json(*reread);
  require(back.ok(), "from_json(to_json(p)) fails: " + (back ? std::string() : back.error()));
  require((*back)->to_json() == j, "JSON round trip changes the puzzle: " + j.dump());
  require((*back)->canonical_key() == p.canonical_key(), "JSON round trip changes the key");

  // Text round trip, alone and as a document (the header must start a block).
  const std::string text = p.to_text();
  auto from_text = info->from_text(text);
  require(from_text.ok(), "from_text(to_text(p)) fails: " +
                              (from_text ? std::string() : from_text.error()) + "\n" + text);
  require((*from_text)->to_json() == j, "text round trip changes the puzzle:\n" + text);
  auto doc = read_document(text);
  require(doc.ok() && doc->size() == 1 && (*doc)[0].puzzle, "to_text() is not one document entry");
  require((*doc)[0].puzzle->to_json() == j, "document round trip changes the puzzle");

  // Count with a small budget; every solution found passes the checker and draws as text.
  const CountSummary c = p.count(2, kCountBudget);
  require(c.count >= 0 && c.count <= 2, "count beyond its limit");
  for (const auto& s : c.solutions) {
    auto ok = p.check(s);
    require(ok.ok(), "a counted solution fails check: " + (ok ? std::string() : ok.error()));
    require(!p.solution_text(s).empty(), "empty solution text");
  }
  if (p.rows() * p.cols() <= kMaxGradedCells)
    if (const GraderInfo* g = find_grader(p.game())) {
      const Grade grade = g->grade(p, -1, nullptr);
      require(grade.steps >= 0, "negative step count");
    }
}

// A solution from a file: checked, and drawn as text whether or not it is right.
inline void exercise_solution(const AnyPuzzle& p, const nlohmann::json& solution) {
  auto ok = p.check(solution);
  if (!ok) require_one_line(ok.error(), "check");
  (void)p.solution_text(solution);
}

// One game's JSON reader, on one JSON value.
inline void game_json(std::string_view game, std::string_view data) {
  auto j = json_read::parse(data);
  if (!j) return require_one_line(j.error(), "json_read::parse");
  const GameInfo* info = find_game(game);
  auto p = info->from_json(*j);
  if (!p) {
    require_one_line(p.error(), game);
    require(p.error().rfind(std::string(game) + ": ", 0) == 0, "error without the game's name");
    return;
  }
  require((*p)->game() == game, "parsed as another game");
  exercise(**p);
  if (j->is_object() && j->contains("solution")) exercise_solution(**p, (*j)["solution"]);
}

// One game's text reader, on a whole block (header included).
inline void game_text(std::string_view game, std::string_view data) {
  const GameInfo* info = find_game(game);
  auto p = info->from_text(data);
  if (!p) {
    require_one_line(p.error(), game);
    require(p.error().rfind(std::string(game) + ": ", 0) == 0, "error without the game's name");
    return;
  }
  exercise(**p);
}

// The reader every command uses: any file, JSON or text, one or many puzzles.
inline void document(std::string_view data) {
  auto doc = read_document(data);
  if (!doc) return require_one_line(doc.error(), "read_document");
  for (const PuzzleEntry& e : *doc) {
    require_printable(e.id, "entry id");  // may be empty: row 21 keeps an empty id as given
    if (!e.puzzle) {
      require_one_line(e.error, "entry error");
      continue;
    }
    exercise(*e.puzzle);
    if (e.record.is_object() && e.record.contains("solution"))
      exercise_solution(*e.puzzle, e.record["solution"]);
  }
}

// The daily curve file (daily --curve): checked when read, and what it reads writes back the same.
inline void curve(std::string_view data) {
  auto j = json_read::parse(data);
  if (!j) return require_one_line(j.error(), "json_read::parse");
  auto c = db::parse_curve(*j);
  if (!c) return require_one_line(c.error(), "parse_curve");
  const nlohmann::json written = db::curve_to_json(*c);
  auto again = db::parse_curve(written);
  require(again.ok(),
          "parse_curve(curve_to_json(c)) fails: " + (again ? std::string() : again.error()));
  require(nlohmann::json(db::curve_to_json(*again)) == written, "curve round trip changes it");
}

// render --solution: the file's solution is checked before it reaches the drawing, which indexes
// it by the puzzle's size (issue 17, rows 2 and 3).
inline void render_solution(std::string_view data) {
  auto doc = read_document(data);
  if (!doc) return;
  for (const PuzzleEntry& e : *doc) {
    if (!e.puzzle || !e.record.is_object() || !e.record.contains("solution")) continue;
    const nlohmann::json& solution = e.record["solution"];
    if (auto ok = e.puzzle->check(solution); !ok) {
      require_one_line(ok.error(), "check");
      continue;
    }
    const render::Document drawing{
        {"", {{e.puzzle.get(), solution, render::caption(*e.puzzle, e.id, "")}}}};
    // PNG: the same drawing code as every format, and 100x faster than SVG, where cairo rasterises
    // Tango's moons into fallback images (2.5 s for one 8x8 board in a release build).
    std::ostringstream out;
    auto done = render::render_document(drawing, render::Format::png, render::Options{}, out);
    require(done.ok(),
            "drawing a checked solution fails: " + (done ? std::string() : done.error()));
  }
}

// Images read at most this large (a board needs about 30 px a side; 256 x 256 keeps one input's
// read far below the timeout under the sanitizers).
inline constexpr long kMaxReadPixels = 256L * 256L;

// `dailygrid read`'s path: any file's bytes decoded as PNG or JPEG (never more than kMaxPixels,
// the buffer as large as the dimensions say), then read as a board; a reading is interchange JSON
// that the game's reader turns into a puzzle or refuses in one line, as the command does next.
inline void image(std::string_view data) {
  auto img = vision::decode_image(data);
  if (!img) return require_one_line(img.error(), "decode_image");
  const long pixels = static_cast<long>(img->width) * img->height;
  require(img->width > 0 && img->height > 0 && pixels <= vision::kMaxPixels,
          "decoded image of " + std::to_string(img->width) + "x" + std::to_string(img->height));
  require(img->rgb.size() == static_cast<std::size_t>(pixels) * 3, "pixel buffer of wrong size");
  if (pixels > kMaxReadPixels) return;
  auto reading = vision::read_board(*img, "");
  if (!reading) return require_one_line(reading.error(), "read_board");
  require(reading->grid.rows() >= 1 && reading->grid.cols() >= 1, "a reading without cells");
  auto p = find_game(reading->game)->from_json(reading->puzzle);
  if (!p) return require_one_line(p.error(), "from_json of a reading");
  exercise(**p);
}

// Issue 28 H01: a progressive JPEG's scans each cost a pass over the whole image, and a file can
// hold thousands. The input's first byte says how often the rest, a run of segments (scans, tables,
// restart markers, entropy data), is repeated after a fixed 1024 x 1024 progressive header, so
// small inputs reach files of thousands of scans; whatever they hold, the decode ends (by
// kMaxJpegScans, within libFuzzer's -timeout) with the header's image or one line in our words.
inline std::string jpeg_scans_file(std::string_view data) {
  auto segment = [](unsigned char marker, const std::string& body) {
    const std::size_t len = body.size() + 2;
    return std::string{'\xFF', static_cast<char>(marker), static_cast<char>(len >> 8),
                       static_cast<char>(len & 0xFF)} +
           body;
  };
  std::string out = "\xFF\xD8";
  out += segment(0xDB, std::string(1, '\0') + std::string(64, '\1'));
  out += segment(0xC2, std::string{8, 4, 0, 4, 0, 1, 1, 0x11, 0});
  const std::string table = std::string(1, '\1') + std::string(16, '\0');
  out += segment(0xC4, std::string(1, '\x00') + table);
  out += segment(0xC4, std::string(1, '\x10') + table);
  if (data.empty()) return out + "\xFF\xD9";
  const int repeats = 1 + static_cast<unsigned char>(data[0]) * 8;
  for (int i = 0; i < repeats; ++i) out.append(data.substr(1));
  return out + "\xFF\xD9";
}

inline void jpeg_scans(std::string_view data) {
  auto img = vision::decode_image(jpeg_scans_file(data));
  // A repeated part that is one scan header and entropy data without an 0xFF byte (so without a
  // marker: a marker's length can swallow the repeats after it) makes as many scans as repeats:
  // over the limit, such a file is never decoded.
  const std::string_view part = data.empty() ? data : data.substr(1);
  const int repeats = data.empty() ? 0 : 1 + static_cast<unsigned char>(data[0]) * 8;
  if (part.starts_with("\xFF\xDA") && part.find('\xFF', 2) == std::string_view::npos &&
      repeats > vision::kMaxJpegScans)
    require(!img.ok(), std::to_string(repeats) + " scans decoded");
  if (!img) return require_one_line(img.error(), "decode_image");
  require(img->width == 1024 && img->height == 1024,
          "decoded image of " + std::to_string(img->width) + "x" + std::to_string(img->height) +
              " from a 1024x1024 header");
}

struct Target {
  std::string_view name;
  void (*run)(std::string_view data);
};

}  // namespace dg::fuzz

#include "tests/fuzz/merge_target.hpp"

namespace dg::fuzz {

// Every harness: scripts/fuzz.sh builds fuzz_<name> for each, and tests/fuzz/regressions/<name>/
// holds the inputs that once broke it.
inline constexpr Target kTargets[] = {
    {"queens_json", [](std::string_view d) { game_json("queens", d); }},
    {"queens_text", [](std::string_view d) { game_text("queens", d); }},
    {"tango_json", [](std::string_view d) { game_json("tango", d); }},
    {"tango_text", [](std::string_view d) { game_text("tango", d); }},
    {"zip_json", [](std::string_view d) { game_json("zip", d); }},
    {"zip_text", [](std::string_view d) { game_text("zip", d); }},
    {"document", document},
    {"curve", curve},
    {"render_solution", render_solution},
    {"image", image},
    {"jpeg_scans", jpeg_scans},
    {"merge", merge_store},
};

inline const Target* find_target(std::string_view name) {
  for (const Target& t : kTargets)
    if (t.name == name) return &t;
  return nullptr;
}

}  // namespace dg::fuzz
