// Reading a puzzle from a screenshot: the one entry point of dg::vision for commands.
//
//   auto img = decode_image(bytes);            // vision/load_image.hpp
//   auto got = read_board(*img, "");           // game detected
//   got->puzzle                                // interchange JSON, ready for from_json
//
// The reader only transcribes what it sees; validating the transcription and counting its
// solutions is the caller's job (the counters live in solver/).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "solver/common/expected.hpp"
#include "vision/grid.hpp"
#include "vision/image.hpp"

namespace dg::vision {

struct Reading {
  std::string game;       // a game of the reader table (vision/readers.cpp)
  nlohmann::json puzzle;  // interchange JSON of the givens (no id)
  Grid grid;              // where the board lies, in image pixels (for an overlay)
};

// Whether read_board knows `game`.
bool can_read(std::string_view game);
// The games read_board knows, in the order of dg::all_games().
std::vector<std::string> readable_games();

// What was read as one line, for a reading the game's parser refuses (its text form needs a
// valid puzzle): the game's own description (Queens: its regions' letters), else the JSON.
std::string describe_reading(const Reading& reading);

// Why a picture of a `variant` board of `game` cannot be read back as that puzzle (a rule or
// count the picture does not show), or "" when it can (solver/common/variant.hpp).
std::string unreadable_variant(std::string_view game, std::string_view variant);

// How to read a board.
struct ReadOptions {
  // The board shows pieces a player placed (solved or half solved): read only the puzzle,
  // telling givens from placed pieces where the picture shows it (Tango: a given lies on a grey
  // cell; a Zip path is ignored; Queens' crowns and X marks never count; every Tents tent and
  // grass mark is taken as placed; a Sudoku digit in colour or grey is placed), or fail saying
  // why.
  bool solved = false;
};

// Reads the board in `image`. `game` empty: told from the cells (Queens: most cells filled with
// colour; Zip: black number discs; Tents: green tree crowns; Sudoku: digits and thick box lines;
// otherwise Tango). Error (one line) when no grid is found, the game is unknown, or the board's
// shape does not suit the game (a Queens board that is not square, a Zip board without two
// numbers, a Tents board without a tree or whose counts the image's edge cuts off, a Sudoku
// board of no Sudoku size or with a mark that is no digit).
// `seen`, when given, receives the lattice taken as the board whenever a grid was found, also
// when the read then fails (for an overlay that shows what was taken; empty otherwise).
Expected<Reading> read_board(const Image& image, std::string_view game, Grid* seen = nullptr,
                             const ReadOptions& options = {});

}  // namespace dg::vision
