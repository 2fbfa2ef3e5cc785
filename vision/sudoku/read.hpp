// Internal: reading Sudoku boards, and the game's entry in the table of readers
// (vision/readers.cpp). Cells are (row, col); pixels (x, y).
#pragma once

#include <optional>
#include <vector>

#include "vision/cells.hpp"
#include "vision/digits.hpp"
#include "vision/readers.hpp"

namespace dg::vision {

// The givens of the board at `g`: its size from the lattice, its box shape from the thick lines
// (sudoku_boxes), each cell's digit by its glyph (cell_mark). Error for a lattice that is no
// Sudoku's size, or a mark that is no digit of the board.
Expected<nlohmann::json> read_sudoku(const Image& img, const Grid& g);

// What is written in one cell (vision/sudoku/cell_mark.cpp): its glyph, whether its ink is in
// colour, how far its ink's lightness is from the cell's fill (L*, median), and the glyph's box
// as a share of the pitch.
struct CellMark {
  Glyph glyph;
  bool coloured = false;
  float contrast = 0;
  double width = 0, height = 0;
};
// The median L* of about 100 pixels spread over `b`: a cell's fill, not the digit or lines in it
// (cheaper than cells.hpp's median_lab, which converts 400 pixels to full CIELAB).
float fill_lightness(const Image& img, const Box& b);
// The mark in cell (r, c), or nothing.
std::optional<CellMark> cell_mark(const Image& img, const Grid& g, int r, int c);
// The givens of the board at `g`, row-major: each cell's mark when it is a given, else nothing.
// A placed or solved digit is not a given: its ink is in colour, or fainter than the board's
// strongest marks (dg::render draws a solution mid grey, apps draw entries in colour or grey).
std::vector<std::optional<CellMark>> board_givens(const Image& img, const Grid& g);

// The box shape the thick lines of the board at `g` show (vision/sudoku/boxes.cpp): `found`
// when the lines on box edges are clearly heavier than the others (`contrast` is how many times,
// on the axis that shows it less); otherwise the usual boxes of the size (rows, cols 0 when the
// size has none).
struct BoxShape {
  int rows = 0, cols = 0;
  bool found = false;
  double contrast = 0;
};
BoxShape sudoku_boxes(const Image& img, const Grid& g);

// The board's cell lattice (vision/sudoku/lattice.cpp): the outline of `g` split evenly into the
// finest Sudoku side (4..12) whose every line is on the picture; else the largest such board
// whose outline is a square of heavy lines near `g`; else `g` as it is.
Grid sudoku_lattice(const Image& img, const Grid& g);

// Whether a board whose game is not given is a Sudoku: no colour, givens in some cells, thick
// lines on the box edges.
bool claims_sudoku(const CellCensus& census, const Image& img, const Grid& g);

// Draws the solution's digits in the cells the puzzle leaves empty (vision/sudoku/overlay.cpp).
void draw_sudoku_overlay(cairo_t* cr, const Grid& g, const nlohmann::json& puzzle,
                         const nlohmann::json& solution);

// The game's entry in the table of readers.
Reader sudoku_reader();

}  // namespace dg::vision
