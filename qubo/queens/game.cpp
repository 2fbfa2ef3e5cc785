// Queens' entry in the QUBO game table (qubo/common/games.hpp): parsing, encoding and the board
// <-> solution JSON maps.
#include "qubo/queens/game.hpp"
#include "solver/common/cell_name.hpp"

#include "qubo/queens/description.hpp"
#include "solver/queens/model.hpp"

namespace dg::qubo::queens {

namespace {

Expected<Encoding> encode_queens(const nlohmann::json& puzzle, EncodeOptions options) {
  auto p = dg::queens::from_json(puzzle);
  if (!p) return Error{p.error()};
  // Described once, measured and built from the same description (a 30x30 board's attack pairs
  // take a good part of a second to list).
  const auto d = queens::describe(*p);
  auto ok = admitted(options, [&] { return Expected<ModelSize>(queens::measure(d, options)); });
  if (!ok) return Error{ok.error()};
  Encoding e = queens::encode(d, options);
  e.cells_solution = dg::queens::is_general(*p);
  return e;
}

Expected<ModelSize> measure_queens(const nlohmann::json& puzzle, EncodeOptions options) {
  auto p = dg::queens::from_json(puzzle);
  if (!p) return Error{p.error()};
  return queens::measure(queens::describe(*p), options);
}

// Queens solutions are the queen's column per row when every row holds one, otherwise the queens'
// cells as [[r, c], ...] (the model's two JSON forms).
Expected<Grid> queens_grid(const Encoding& e, const nlohmann::json& s) {
  if (!s.is_array())
    return Error{"a Queens solution is an array of columns, one per row, or of [row, col] cells"};
  Grid g(static_cast<std::size_t>(e.rows * e.cols), 0);
  auto in_range = [](const nlohmann::json& v, int size) {
    return v.is_number_integer() && v.get<long long>() >= 0 && v.get<long long>() < size;
  };
  // An empty array is the cells form with no queen: the solution of a board whose counts ask for
  // none (all row counts 0, or every cell a hole).
  const bool cells = s.empty() || s.front().is_array();
  if (!cells && static_cast<int>(s.size()) != e.rows)
    return Error{"a Queens solution is an array of " + std::to_string(e.rows) + " columns"};
  for (std::size_t i = 0; i < s.size(); ++i) {
    const auto& v = s[i];
    if (cells) {
      if (!v.is_array() || v.size() != 2 || !in_range(v[0], e.rows) || !in_range(v[1], e.cols))
        return Error{"solution[" + std::to_string(i) + "]: expected [row, col] on the board"};
      g[cell_at(e, v[0].get<int>(), v[1].get<int>())] = 1;
    } else {
      if (!in_range(v, e.cols))
        return Error{"solution row " + row_name(static_cast<int>(i)) + ": expected a column 0.." +
                     std::to_string(e.cols - 1)};
      g[cell_at(e, static_cast<int>(i), v.get<int>())] = 1;
    }
  }
  return g;
}

Expected<nlohmann::json> queens_solution(const Encoding& e, const Grid& g) {
  nlohmann::json columns = nlohmann::json::array(), cells = nlohmann::json::array();
  bool one_per_row = true;
  for (int r = 0; r < e.rows; ++r) {
    int queens = 0;
    for (int c = 0; c < e.cols; ++c)
      if (g[cell_at(e, r, c)]) {
        ++queens;
        columns.push_back(c);
        cells.push_back({r, c});
      }
    one_per_row = one_per_row && queens == 1;
  }
  return one_per_row && !e.cells_solution ? columns : cells;
}

}  // namespace

QuboGame qubo_game() {
  return {.name = "queens",
          .one_means = "queen",
          .encode = encode_queens,
          .measure = measure_queens,
          .grid_of = queens_grid,
          .solution_of = queens_solution};
}

}  // namespace dg::qubo::queens
