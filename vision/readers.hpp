// Internal: the table of readers, one per game (vision/<game>/read.cpp builds its entry), each
// turning the cells of a located grid into the game's interchange JSON, with what else a game
// brings to reading: how its board is told from others', its boards with placed pieces, the
// variants a picture does not show, and its overlay.
#pragma once

#include <span>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "solver/common/expected.hpp"
#include "solver/common/variant.hpp"
#include "vision/grid.hpp"
#include "vision/image.hpp"
#include "vision/lattice.hpp"

typedef struct _cairo cairo_t;  // <cairo.h>'s, without its include path for every user

namespace dg::vision {

using ReaderFn = Expected<nlohmann::json> (*)(const Image&, const Grid&);

// What detect_game counts over a board's cells before it asks the readers.
struct CellCensus {
  int cells = 0;
  int coloured = 0;  // cells filled with colour to three of their corners (Queens' regions)
  int discs = 0;     // cells whose middle is mostly dark (Zip's number discs)
};

// How a board with placed pieces is searched for (read_solved, solved.cpp).
enum class SolvedScan {
  plain,        // as it is (with --game); told from the erased picture when detected
  colour,       // as it is, always: colour is the board itself (Queens' regions), never erased
  erased,       // the picture with paths and pieces erased, for the grid and the cells (Zip)
  erased_grid,  // the erased picture for the grid, the picture itself for the cells (Tango)
};

// The puzzle of a board with placed pieces, from what its reader read (read_solved).
using StripFn = Expected<nlohmann::json> (*)(const Image&, const Grid&, nlohmann::json puzzle);

struct Reader {
  std::string_view game;
  ReaderFn read;
  SideRange sides;  // board sizes the game's model accepts
  // The game's own check of the lattice, after the colour field's (nullptr: none).
  Grid (*refine)(const Image&, const Grid&) = nullptr;
  // Whether a board whose game is not given is this game's: the first reader in table order
  // that claims it reads it. nullptr: the reader of boards no other claims (one in the table).
  bool (*claims)(const CellCensus& census, const Image& img, const Grid& g) = nullptr;
  // Boards with placed pieces: how the board is searched for, and what of the reading is the
  // puzzle (nullptr: the picture does not tell givens from placed pieces; refused).
  SolvedScan scan = SolvedScan::plain;
  StripFn strip = nullptr;
  // What a picture of the game's variants does not show, so a reading cannot recover it.
  std::span<const VariantLimit> unseen = {};
  // The reading as one line, for a reading the game's parser refuses (nullptr: its JSON).
  std::string (*describe)(const nlohmann::json& puzzle) = nullptr;
  // Draws `solution` of `puzzle` over the screenshot, on the grid read (nullptr: nothing).
  void (*overlay)(cairo_t* cr, const Grid& g, const nlohmann::json& puzzle,
                  const nlohmann::json& solution) =
      nullptr;  // For a game the reader does not read (read == nullptr, every other field unset):
                // why not.
  std::string_view why_not = {};
};

// Every game's entry, in the game table's order (vision/readers.cpp): its reader, or why the
// game is not read (Reader::why_not).
std::span<const Reader> all_readers();
// The reader of `game` (an entry with `read`), or nullptr.
const Reader* find_reader(std::string_view game);

// The game of the first reader that claims the board, else the fallback reader's, from what
// fills the cells.
std::string_view detect_game(const Image& img, const Grid& g);

// For a reader's `strip`: the reading is the puzzle (pieces a player places are not read).
Expected<nlohmann::json> as_read(const Image&, const Grid&, nlohmann::json puzzle);

}  // namespace dg::vision
