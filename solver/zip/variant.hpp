// Zip's variants (grammar in solver/common/variant.hpp): "plain", "walls", "rect" (rows != cols),
// "walls+rect". Walls are clues and a rectangle a board size, not rules of their own, so every
// Zip is labelled "zip" and numbered in one series.
#pragma once

#include <string>

#include "solver/zip/model.hpp"

namespace dg::zip {

std::string variant(const Puzzle& p);

}  // namespace dg::zip
