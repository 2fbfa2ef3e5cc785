// Drawing a solution onto a copy of the screenshot it was read from, aligned to the grid found
// there: Queens queens as black discs ringed in white, Tango's missing suns and moons as orange
// and blue discs, Zip's path as a thick translucent line through the cell centres, Tents' tents
// not given as orange triangles, Sudoku's missing digits in orange.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

#include "solver/common/expected.hpp"
#include "vision/image.hpp"
#include "vision/read.hpp"

namespace dg::vision {

// Writes `image` with `solution` (the interchange "solution" of reading.puzzle) drawn on it to
// the PNG file `path`. Error names the path when it cannot be written.
Expected<void> write_overlay(const Image& image, const Reading& reading,
                             const nlohmann::json& solution, const std::string& path);

// Writes `image` with `grid` (what a read took as the board; empty for none) drawn on it as
// magenta lines to the PNG file `path`: shows why a read failed.
Expected<void> write_grid_overlay(const Image& image, const Grid& grid, const std::string& path);

}  // namespace dg::vision
