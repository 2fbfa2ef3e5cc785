// Test helpers: Sudoku boards drawn by dg::render (with or without their solution) as PNG, SVG or
// PDF bytes and as decoded pictures, and a puzzle for every box shape the model supports.
#pragma once

#include <sstream>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "render/render.hpp"
#include "solver/common/game.hpp"
#include "solver/sudoku/model.hpp"
#include "tests/unit/sudoku/boards.hpp"
#include "vision/load_image.hpp"

namespace dg::test {

// Every box shape R x C with R, C >= 2 and R * C <= 12 (solver/sudoku/geometry.hpp).
inline std::vector<std::pair<int, int>> all_box_shapes() {
  std::vector<std::pair<int, int>> out;
  for (int r = 2; r <= 6; ++r)
    for (int c = 2; r * c <= sudoku::kMaxSize; ++c) out.emplace_back(r, c);
  return out;
}

// A board of `box_rows` x `box_cols` boxes with a third of a random full grid's cells given, at
// random (not necessarily unique: drawing and reading do not care), and that grid as its
// solution.
inline std::pair<sudoku::Puzzle, sudoku::Solution> sparse_board(Rng& rng, int box_rows,
                                                                int box_cols) {
  sudoku::Solution full = random_full_grid(rng, box_rows, box_cols);
  std::vector<std::uint8_t> givens(full.size(), 0);
  const int n = box_rows * box_cols;
  const std::vector<int> order = shuffled(rng, n * n);
  for (int i = 0; i < n * n / 3; ++i) {
    const auto k = static_cast<std::size_t>(order[static_cast<std::size_t>(i)]);
    givens[k] = full[k];
  }
  return {*sudoku::make_puzzle(box_rows, box_cols, std::move(givens)), std::move(full)};
}

// The bytes of `puzzle` drawn alone in `format` (with `solution` filled in unless null), the
// PNG `png_width` pixels wide (0: a pixel a point, as `dailygrid render` draws without --width).
inline std::string sudoku_bytes(const sudoku::Puzzle& puzzle, const nlohmann::json& solution,
                                render::Format format, int png_width = 500) {
  auto parsed = find_game("sudoku")->from_json(sudoku::to_json(puzzle));
  if (!parsed) throw std::runtime_error(parsed.error());
  render::Options options;
  options.png_width = png_width;
  render::Section section;
  section.boards.push_back({parsed->get(), solution, "test"});
  std::ostringstream out;
  auto done = render::render_document({section}, format, options, out);
  if (!done) throw std::runtime_error(done.error());
  return out.str();
}

// The PNG of sudoku_bytes, decoded.
inline vision::Image sudoku_picture(const sudoku::Puzzle& puzzle, const nlohmann::json& solution,
                                    int png_width = 500) {
  auto img = vision::decode_image(sudoku_bytes(puzzle, solution, render::Format::png, png_width));
  if (!img) throw std::runtime_error(img.error());
  return std::move(img).value();
}

}  // namespace dg::test
