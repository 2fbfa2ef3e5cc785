// Sudoku's variants (variant.hpp).
#include "solver/sudoku/variant.hpp"

namespace dg::sudoku {

std::string variant(const Puzzle& p) {
  if (p.box_rows == 3 && p.box_cols == 3) return "plain";
  if (p.box_rows == 2 && p.box_cols == 3) return "mini";
  return std::to_string(p.box_rows) + "x" + std::to_string(p.box_cols);
}

std::string variant_label(std::string_view v) {
  if (v == "plain") return "sudoku";
  if (v == "mini") return "mini sudoku";
  const std::size_t x = v.find('x');
  if (x == std::string_view::npos) return "sudoku";
  const int r = std::stoi(std::string(v.substr(0, x))), c = std::stoi(std::string(v.substr(x + 1)));
  const std::string n = std::to_string(r * c);
  return "sudoku " + n + "x" + n + " (" + std::string(v) + " boxes)";
}

std::string variant_series(std::string_view v) {
  return v == "plain" ? "sudoku" : "sudoku:" + std::string(v);
}

}  // namespace dg::sudoku
