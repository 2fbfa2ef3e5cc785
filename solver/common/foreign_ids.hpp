// One-line puzzle IDs of other programs (Simon Tatham's collection: "8x8:bgdlec...,1,2,..."),
// read wherever a FILE is read (each such line is one puzzle) and written by `convert --to
// <format>`. A game that speaks another program's IDs adds one entry to the table.
#pragma once

#include <span>
#include <string>
#include <string_view>

#include "solver/common/expected.hpp"
#include "solver/common/game.hpp"

namespace dg {

struct ForeignId {
  std::string_view format;  // the name `convert --to` takes ("sgt")
  std::string_view game;    // the game whose puzzles it describes
  // Whether a (trimmed) line has this format's shape; read() then says whether it is valid.
  bool (*looks_like)(std::string_view line);
  Expected<PuzzlePtr> (*read)(std::string_view line);
  // The ID of a puzzle of `game`; an error when the format cannot say everything the puzzle does.
  Expected<std::string> (*write)(const AnyPuzzle& puzzle);
  // How an error message names such a line ("an SGT game ID"); entries of one program share it.
  std::string_view described = {};
};

std::span<const ForeignId> all_foreign_ids();
// The format that reads `line`, else the first whose shape it has, else nullptr.
const ForeignId* foreign_id_of_line(std::string_view line);
// The puzzle of a line some format has the shape of (pre: foreign_id_of_line(line)). When no
// format reads it, the error gives each candidate's reason ("tents: ...; sudoku: ..."), so a
// mistyped Solo ID is not reported as a Tents one alone.
Expected<PuzzlePtr> read_foreign_id(std::string_view line);
// The entry of `format` for `game`, or nullptr.
const ForeignId* find_foreign_id(std::string_view format, std::string_view game);

}  // namespace dg
