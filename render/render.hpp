// Drawing puzzles for people: Queens with coloured regions and crowns, Tango with suns, moons and
// =/x signs, Zip with numbered circles, walls and the path. One cairo drawing per game serves
// every output format (SVG, PNG, PDF), so the three never drift apart.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "solver/common/expected.hpp"
#include "solver/common/game.hpp"

namespace dg::render {

enum class Format { svg, png, pdf };

// "svg", "png" or "pdf".
Expected<Format> parse_format(const std::string& name);

// One board to draw: the puzzle, an optional solution (interchange "solution" JSON; null = the
// bare puzzle) and a caption under it.
struct Board {
  const AnyPuzzle* puzzle = nullptr;
  nlohmann::json solution;
  std::string caption;
};

// The line drawn under a board's caption for a puzzle with rules beyond its game's usual ones
// (Tango's unique lines), "" for a standard puzzle or an unknown game.
std::string rule_note(std::string_view game, const nlohmann::json& puzzle);

// Draws one board into `path`. Error on an unwritable path or a game without a drawer.
Expected<void> render_board(const Board& board, Format format, const std::string& path);

// A printable document: pages of boards laid out in a row (a daily set: the day's puzzles on
// page 1, their solutions on page 2). PDF gives one page per entry; SVG and PNG only page 1.
Expected<void> render_pages(const std::vector<std::vector<Board>>& pages, const std::string& title,
                            Format format, const std::string& path);

}  // namespace dg::render
