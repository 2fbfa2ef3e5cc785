// read_board: locate the grid, pick the game, run its reader (the table in vision/readers.cpp).
#include "vision/read.hpp"

#include <algorithm>

#include "solver/common/variant.hpp"
#include "vision/lattice.hpp"
#include "vision/readers.hpp"
#include "vision/solved.hpp"

namespace dg::vision {

bool can_read(std::string_view game) {
  return find_reader(game) != nullptr;
}

std::string unreadable_variant(std::string_view game, std::string_view variant) {
  for (const Reader& r : all_readers()) {
    if (r.game != game) continue;
    if (!r.read)
      return "the reader does not read " + std::string(game) + ": " + std::string(r.why_not);
    return variant_refusal(r.unseen, game, variant);
  }
  return "the reader does not read " + std::string(game) + " (no reader entry says why)";
}

std::vector<std::string> readable_games() {
  std::vector<std::string> out;
  for (const Reader& r : all_readers())
    if (r.read) out.emplace_back(r.game);
  return out;
}

std::string describe_reading(const Reading& reading) {
  const Reader* reader = find_reader(reading.game);
  return reader && reader->describe ? reader->describe(reading.puzzle) : reading.puzzle.dump();
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
  return options.solved ? read_solved(image, game, seen) : read_plain(image, game, seen);
}

Expected<Reading> read_plain(const Image& image, std::string_view game, Grid* seen) {
  auto got = read_once(image, game, seen);
  // A path a player has started (LinkedIn's page draws it from the 1 as soon as one drags) is
  // never part of the puzzle where the reader erases it anyway (Reader::scan erased, Zip), but its
  // band of colour across cells can make the line search find lines that are not there: such a
  // board is searched for again with the path erased, its cells still read from the picture (also
  // when the game named found no board in the picture as it is).
  const Reader* reader = got ? find_reader(got->game) : game.empty() ? nullptr : find_reader(game);
  if (reader && reader->scan == SolvedScan::erased && (!got || shows_path(image, got->grid))) {
    Grid found;
    auto again = read_once(without_path(image), reader->game, &found, &image);
    if (again) {
      if (seen) *seen = found;
      return again;
    }
  }
  return got;
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
  SideRange any_board{1, 1, false};
  for (const Reader& r : all_readers())
    if (r.read) any_board.max_side = std::max(any_board.max_side, r.sides.max_side);
  Grid lattice = finest_lattice(image, *grid, game.empty() ? any_board : find_reader(game)->sides);
  const std::string_view chosen = game.empty() ? detect_game(pixels, lattice) : game;
  const Reader& reader = *find_reader(chosen);
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
