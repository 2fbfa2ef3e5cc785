// read_board: locate the grid, pick the game, run its reader.
#include "vision/read.hpp"

#include <array>

#include "solver/common/variant.hpp"
#include "solver/queens/model.hpp"
#include "solver/tango/model.hpp"
#include "solver/tents/model.hpp"
#include "solver/zip/model.hpp"
#include "vision/lattice.hpp"
#include "vision/readers.hpp"
#include "vision/solved.hpp"

namespace dg::vision {

namespace {

// The thinnest Tango board read: locate_grid finds no grid thinner than 3 cells.
constexpr int kMinTangoSide = 3;

struct ReaderEntry {
  std::string_view game;
  ReaderFn read;
  SideRange sides;  // board sizes the game's model accepts
  // The game's own check of the lattice, after the colour field's (nullptr: none).
  Grid (*refine)(const Image&, const Grid&) = nullptr;
};

constexpr std::array<ReaderEntry, 4> kReaders = {{
    {"queens", read_queens, {queens::kMinSize, queens::kMaxSize, false, true}},
    // Any rows x cols of 3..14 (rectangles and odd sides; 1- and 2-line boards are refused, as
    // the line search needs 3 cells a side), squared where the picture says a line was missed.
    {"tango", read_tango, {kMinTangoSide, tango::kMaxSize, false, false, true}},
    {"zip", read_zip, {zip::kMinSide, zip::kMaxSide, false, false}},
    {"tents", read_tents, {tents::kMinSize, tents::kMaxSize, false, false}, tents_lattice},
}};

const ReaderEntry* find_reader(std::string_view game) {
  for (const auto& r : kReaders)
    if (r.game == game) return &r;
  return nullptr;
}

}  // namespace

bool can_read(std::string_view game) {
  return find_reader(game) != nullptr;
}

namespace {

// What a rendered board does not show, so a reading cannot recover it.
constexpr VariantLimit kUnseen[] = {
    {"queens", "stars", "a picture does not show how many stars each unit takes"},
    {"queens", "torus", "a picture does not show that the edges wrap around"},
    {"queens", "diagonals", "a picture does not show the full-diagonal rule"},
    {"queens", "noregions", "the reader reads Queens boards by their regions"},
    {"queens", "counts", "the reader does not read per-unit counts"},
    {"queens", "holes", "the reader has no notion of a hole: a gap in the board reads as cells"},
    {"queens", "attack", "a picture does not show which cells a piece attacks"},
    {"queens", "pieces", "the reader does not read piece letters"},
    {"queens", "nolines", "a picture does not show that rows and columns are not counted"},
    {"queens", "ranges", "a picture does not show count ranges"},
    {"queens", "units", "a picture does not show extra units"},
    {"queens", "maximize", "a picture does not show that the placement is to be maximised"},
    {"tango", "unique-lines", "a picture does not show the no-equal-lines rule"},
    {"tango", "torus", "a picture does not show that the edges wrap around"},
    {"tango", "diagonals", "a picture does not show the diagonal rule"},
    {"tango", "regions", "the reader does not read Tango region borders or their counts"},
    {"tango", "long-signs",
     "the reader reads signs between neighbours only (a long sign's line is "
     "not read)"},
};

}  // namespace

std::string unreadable_variant(std::string_view game, std::string_view variant) {
  if (!can_read(game)) return "the reader does not read " + std::string(game);
  return variant_refusal(kUnseen, game, variant);
}

namespace {

// Where the board taken lies, for an error message: " (board taken: 12x8 cells at x 90..540,
// y 110..790)".
std::string where(const Grid& g) {
  const auto px = [](double v) { return std::to_string(static_cast<long>(v + 0.5)); };
  return " (board taken: " + std::to_string(g.rows()) + "x" + std::to_string(g.cols()) +
         " cells at x " + px(g.xs.front()) + ".." + px(g.xs.back()) + ", y " + px(g.ys.front()) +
         ".." + px(g.ys.back()) + ")";
}

}  // namespace

Expected<Reading> read_board(const Image& image, std::string_view game, Grid* seen,
                             const ReadOptions& options) {
  if (!game.empty() && !can_read(game))
    return make_error("cannot read game \"" + std::string(game) + "\"");
  return options.solved ? read_solved(image, game, seen) : read_once(image, game, seen);
}

Expected<Reading> read_once(const Image& image, std::string_view game, Grid* seen,
                            const Image* cells) {
  const Image& pixels = cells ? *cells : image;
  if (seen) *seen = Grid{};
  if (!game.empty() && !can_read(game))
    return make_error("cannot read game \"" + std::string(game) + "\"");
  auto grid = locate_grid(image);
  if (!grid) return make_error(grid.error());
  // The line search may have settled on every other line of a board with faint inner lines;
  // the colour field tells (lattice.hpp). The game is told from the cells of that lattice (a
  // comb of every other line puts a Zip board's discs on its lines, not in its cells), then the
  // check is redone within the game's sizes (and shape) when they do not allow what it found.
  constexpr SideRange kAnyBoard{1, queens::kMaxSize, false};
  Grid lattice = finest_lattice(image, *grid, game.empty() ? kAnyBoard : find_reader(game)->sides);
  const std::string_view chosen = game.empty() ? detect_game(pixels, lattice) : game;
  const ReaderEntry& reader = *find_reader(chosen);
  // (Tango always: a coarse comb may overshoot a rectangle's short side into the page around it,
  // a square lattice that only the game's own check trims back.)
  if (!reader.sides.allows(lattice.rows()) || !reader.sides.allows(lattice.cols()) ||
      reader.sides.squarish || (reader.sides.square && lattice.rows() != lattice.cols()))
    lattice = finest_lattice(image, *grid, reader.sides);
  if (reader.refine) lattice = reader.refine(image, lattice);
  if (seen) *seen = lattice;
  auto puzzle = reader.read(pixels, lattice);
  if (!puzzle) return make_error(puzzle.error() + where(lattice));
  return Reading{std::string(chosen), std::move(puzzle).value(), std::move(lattice)};
}

}  // namespace dg::vision
