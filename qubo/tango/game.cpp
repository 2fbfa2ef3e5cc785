// Tango' entry in the QUBO game table (qubo/common/games.hpp): parsing, encoding and the board
// <-> solution JSON maps.
#include "qubo/tango/game.hpp"
#include "solver/common/cell_name.hpp"

#include "qubo/tango/encode.hpp"
#include "solver/tango/model.hpp"

namespace dg::qubo::tango {

namespace {

Expected<Encoding> encode_tango(const nlohmann::json& puzzle, EncodeOptions options) {
  auto p = dg::tango::from_json(puzzle);
  if (!p) return Error{p.error()};
  auto ok = admitted(options, [&] { return tango::measure(*p, options); });
  if (!ok) return Error{ok.error()};
  return tango::encode(*p, options);
}

Expected<ModelSize> measure_tango(const nlohmann::json& puzzle, EncodeOptions options) {
  auto p = dg::tango::from_json(puzzle);
  if (!p) return Error{p.error()};
  return tango::measure(*p, options);
}

// Tango solutions are rows of '0' (moon) and '1' (sun).
Expected<Grid> tango_grid(const Encoding& e, const nlohmann::json& s) {
  if (!s.is_array() || static_cast<int>(s.size()) != e.rows)
    return Error{"a Tango solution is an array of " + std::to_string(e.rows) + " rows"};
  Grid g(static_cast<std::size_t>(e.rows * e.cols), 0);
  for (int r = 0; r < e.rows; ++r) {
    const auto& row = s[static_cast<std::size_t>(r)];
    if (!row.is_string() || static_cast<int>(row.get<std::string>().size()) != e.cols)
      return Error{"solution row " + row_name(r) + ": expected " + std::to_string(e.cols) +
                   " digits"};
    const auto text = row.get<std::string>();
    for (int c = 0; c < e.cols; ++c) {
      const char ch = text[static_cast<std::size_t>(c)];
      if (ch != '0' && ch != '1') return Error{"solution row " + row_name(r) + ": expected 0 or 1"};
      g[cell_at(e, r, c)] = ch == '1';
    }
  }
  return g;
}

Expected<nlohmann::json> tango_solution(const Encoding& e, const Grid& g) {
  nlohmann::json s = nlohmann::json::array();
  for (int r = 0; r < e.rows; ++r) {
    std::string row;
    for (int c = 0; c < e.cols; ++c) row += g[cell_at(e, r, c)] ? '1' : '0';
    s.push_back(row);
  }
  return s;
}

constexpr VariantLimit kNotQuadratic[] = {
    {"tango", "unique-lines", "'no two equal rows or columns' is not a quadratic constraint"},
};

}  // namespace

QuboGame qubo_game() {
  return {.name = "tango",
          .one_means = "sun",
          .encode = encode_tango,
          .measure = measure_tango,
          .grid_of = tango_grid,
          .solution_of = tango_solution,
          .not_quadratic = kNotQuadratic};
}

}  // namespace dg::qubo::tango
