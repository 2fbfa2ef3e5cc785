// read_board: locate the grid, pick the game, run its reader.
#include "vision/read.hpp"

#include <array>

#include "vision/readers.hpp"

namespace dg::vision {

namespace {

struct ReaderEntry {
  std::string_view game;
  ReaderFn read;
};

constexpr std::array<ReaderEntry, 3> kReaders = {{
    {"queens", read_queens},
    {"tango", read_tango},
    {"zip", read_zip},
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

Expected<Reading> read_board(const Image& image, std::string_view game) {
  if (!game.empty() && !can_read(game))
    return make_error("cannot read game \"" + std::string(game) + "\"");
  auto grid = locate_grid(image);
  if (!grid) return make_error(grid.error());
  const std::string_view chosen = game.empty() ? detect_game(image, *grid) : game;
  auto puzzle = find_reader(chosen)->read(image, *grid);
  if (!puzzle) return make_error(puzzle.error());
  return Reading{std::string(chosen), std::move(puzzle).value(), std::move(grid).value()};
}

}  // namespace dg::vision
