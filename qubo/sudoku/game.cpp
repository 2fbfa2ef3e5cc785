// Sudoku's entry in the QUBO game table (qubo/common/games.hpp): parsing, encoding and the board
// <-> solution JSON maps. A solution is its rows as strings of digits ('1'..'9', 'A'..'C'); the
// Encoding's board is each cell's n digits side by side (encode.hpp), so a solution's board has
// one 1 per cell.
#include "qubo/sudoku/game.hpp"

#include "qubo/sudoku/encode.hpp"
#include "solver/common/cell_name.hpp"
#include "solver/sudoku/model.hpp"

namespace dg::qubo::sudoku {

namespace {

Expected<Encoding> encode_sudoku(const nlohmann::json& puzzle, EncodeOptions options) {
  auto p = dg::sudoku::from_json(puzzle);
  if (!p) return Error{p.error()};
  auto ok = admitted(options, [&] { return Expected<ModelSize>(sudoku::measure(*p, options)); });
  if (!ok) return Error{ok.error()};
  return sudoku::encode(*p, options);
}

Expected<ModelSize> measure_sudoku(const nlohmann::json& puzzle, EncodeOptions options) {
  auto p = dg::sudoku::from_json(puzzle);
  if (!p) return Error{p.error()};
  return sudoku::measure(*p, options);
}

Expected<Grid> sudoku_grid(const Encoding& e, const nlohmann::json& s) {
  const int n = e.rows;
  if (!s.is_array() || static_cast<int>(s.size()) != n)
    return Error{"a Sudoku solution is an array of " + std::to_string(n) + " rows"};
  Grid g(static_cast<std::size_t>(e.rows * e.cols), 0);
  for (int r = 0; r < n; ++r) {
    const auto& row = s[static_cast<std::size_t>(r)];
    if (!row.is_string() || static_cast<int>(row.get<std::string>().size()) != n)
      return Error{"solution row " + std::to_string(r + 1) + ": expected " + std::to_string(n) +
                   " digits"};
    const auto text = row.get<std::string>();
    for (int c = 0; c < n; ++c) {
      const int d = dg::sudoku::char_digit(text[static_cast<std::size_t>(c)]);
      if (d < 1 || d > n)
        return Error{"solution cell " + cell_name({r, c}) + ": expected a digit 1.." +
                     std::string(1, dg::sudoku::digit_char(n))};
      g[cell_at(e, r, digit_column(n, c, d))] = 1;
    }
  }
  return g;
}

Expected<nlohmann::json> sudoku_solution(const Encoding& e, const Grid& g) {
  const int n = e.rows;
  nlohmann::json rows = nlohmann::json::array();
  for (int r = 0; r < n; ++r) {
    std::string row;
    for (int c = 0; c < n; ++c) {
      int digit = 0;
      for (int d = 1; d <= n; ++d) {
        if (!g[cell_at(e, r, digit_column(n, c, d))]) continue;
        if (digit != 0) return Error{cell_name({r, c}) + " holds two digits"};
        digit = d;
      }
      if (digit == 0) return Error{cell_name({r, c}) + " holds no digit"};
      row += dg::sudoku::digit_char(digit);
    }
    rows.push_back(std::move(row));
  }
  return rows;
}

}  // namespace

QuboGame qubo_game() {
  return {.name = "sudoku",
          .one_means = "digit D in cell (R, C), for variable x_R_C_D",
          .encode = encode_sudoku,
          .measure = measure_sudoku,
          .grid_of = sudoku_grid,
          .solution_of = sudoku_solution};
}

}  // namespace dg::qubo::sudoku
