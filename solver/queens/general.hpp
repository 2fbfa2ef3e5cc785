// The general system of the Queens family (issue 29; seed paper sections 2.3.3-2.4.2 and 2.6):
// attack patterns and per-cell pieces (the Coloured Chess Piece Problem), boards without row and
// column counts, count ranges, overlapping extra units and the Max Chess Pieces Problem.
//
// Pieces (letters in "pieces", names in "attack"):
//   K king (the 8 neighbours), N knight, B bishop, R rook, Q queen, L linkedin (rook + king: the
//   LinkedIn queen). Sliding pieces are taken as unblocked: a ray that held two pieces already
//   attacks the nearer, so "no piece attacks another" is the same with or without blocking (the
//   paper's eq. 24); holes do not block either.
// A pair of pieces conflicts when either reaches the other (pieces may differ, and an offsets
// pattern need not be symmetric).
//
// Every unit of a general board (rows and columns unless "lines" is false, regions, extra units)
// needs lo..hi pieces; a placement is a set of cells meeting every unit's range, holding every
// given piece, with no two pieces in conflict. With "maximize" the answers are the placements of
// greatest total weight.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "solver/queens/model.hpp"

namespace dg::queens {

inline constexpr int kMaxExtraUnits = 256;  // extra units per board
inline constexpr int kMaxOffsets = 64;      // steps of one offsets pattern
inline constexpr int kMaxWeight = 1000000;  // per cell

// The piece letter of an attack name ("knight" -> 'N'), 0 for an unknown name.
char piece_letter(std::string_view name);
// "king, knight, bishop, rook, queen, linkedin": the names, for messages.
std::string piece_names();
// The steps of a piece letter (K N B R Q L).
std::vector<AttackStep> piece_steps(char letter);
// Whether a piece moving by `steps` from `from` reaches `to` (unblocked, no wrap-around).
bool reaches(const std::vector<AttackStep>& steps, Cell from, Cell to);
// The same on a rows x cols torus: each step wraps around the edges, and a slide (reach 0) goes
// once round, until it would come back to `from`.
bool reaches_on_torus(const std::vector<AttackStep>& steps, Cell from, Cell to, int rows, int cols);

// The board's piece on a cell: its letter from "pieces", or the attack pattern's letter ('O' for
// offsets, 0 for the family's own relation).
char piece_at(const Puzzle& p, Cell c);
// The weight of a piece on a cell (1 unless "weights" says otherwise).
int cell_weight(const Puzzle& p, Cell c);

// One unit of a general board, its cells as indices row * cols + col.
struct GeneralUnit {
  std::string name;  // "row 3", "column B", "region a", "unit 2"
  std::vector<int> cells;
  int lo = 0, hi = 0;
};
// Every unit of a general board: rows and columns (with lines), regions, extra units.
std::vector<GeneralUnit> general_units(const Puzzle& p);

// Normalises the general fields (folding into the family what it already says, see General) and
// checks them; every error is one line. Called by make_puzzle before the family's checks.
Expected<void> normalise_general(Puzzle& p);
// The checks that need the board's region count and normalised counts (called after them).
Expected<void> check_general(const Puzzle& p);

// Ok when `cells` is a placement (see above); for "maximize" the caller checks optimality.
Expected<void> check_placement(const Puzzle& p, const std::vector<Cell>& cells);

}  // namespace dg::queens
