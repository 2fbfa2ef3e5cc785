// The QUBO game table: parsing, encoding and the board <-> solution JSON maps per game.
#include "qubo/common/games.hpp"

#include <array>

#include "qubo/queens/description.hpp"
#include "qubo/tango/encode.hpp"
#include "solver/queens/model.hpp"
#include "solver/tango/model.hpp"

namespace dg::qubo {

namespace {

std::size_t at(const Encoding& e, int r, int c) {
  return static_cast<std::size_t>(r * e.cols + c);
}

Expected<Encoding> encode_queens(const nlohmann::json& puzzle, EncodeOptions options) {
  auto p = dg::queens::from_json(puzzle);
  if (!p) return Error{p.error()};
  return queens::encode(queens::describe(*p), options);
}

// Queens solutions are the queen's column per row.
Expected<Grid> queens_grid(const Encoding& e, const nlohmann::json& s) {
  if (!s.is_array() || static_cast<int>(s.size()) != e.rows)
    return Error{"a Queens solution is an array of " + std::to_string(e.rows) + " columns"};
  Grid g(static_cast<std::size_t>(e.rows * e.cols), 0);
  for (int r = 0; r < e.rows; ++r) {
    const auto& col = s[static_cast<std::size_t>(r)];
    if (!col.is_number_integer() || col.get<int>() < 0 || col.get<int>() >= e.cols)
      return Error{"solution row " + std::to_string(r) + ": expected a column 0.." +
                   std::to_string(e.cols - 1)};
    g[at(e, r, col.get<int>())] = 1;
  }
  return g;
}

Expected<nlohmann::json> queens_solution(const Encoding& e, const Grid& g) {
  nlohmann::json s = nlohmann::json::array();
  for (int r = 0; r < e.rows; ++r) {
    int queens = 0, col = -1;
    for (int c = 0; c < e.cols; ++c)
      if (g[at(e, r, c)]) ++queens, col = c;
    if (queens != 1)
      return Error{"row " + std::to_string(r) + " holds " + std::to_string(queens) + " queens"};
    s.push_back(col);
  }
  return s;
}

Expected<Encoding> encode_tango(const nlohmann::json& puzzle, EncodeOptions options) {
  auto p = dg::tango::from_json(puzzle);
  if (!p) return Error{p.error()};
  return tango::encode(*p, options);
}

// Tango solutions are rows of '0' (moon) and '1' (sun).
Expected<Grid> tango_grid(const Encoding& e, const nlohmann::json& s) {
  if (!s.is_array() || static_cast<int>(s.size()) != e.rows)
    return Error{"a Tango solution is an array of " + std::to_string(e.rows) + " rows"};
  Grid g(static_cast<std::size_t>(e.rows * e.cols), 0);
  for (int r = 0; r < e.rows; ++r) {
    const auto& row = s[static_cast<std::size_t>(r)];
    if (!row.is_string() || static_cast<int>(row.get<std::string>().size()) != e.cols)
      return Error{"solution row " + std::to_string(r) + ": expected " + std::to_string(e.cols) +
                   " digits"};
    const auto text = row.get<std::string>();
    for (int c = 0; c < e.cols; ++c) {
      const char ch = text[static_cast<std::size_t>(c)];
      if (ch != '0' && ch != '1')
        return Error{"solution row " + std::to_string(r) + ": expected 0 or 1"};
      g[at(e, r, c)] = ch == '1';
    }
  }
  return g;
}

Expected<nlohmann::json> tango_solution(const Encoding& e, const Grid& g) {
  nlohmann::json s = nlohmann::json::array();
  for (int r = 0; r < e.rows; ++r) {
    std::string row;
    for (int c = 0; c < e.cols; ++c) row += g[at(e, r, c)] ? '1' : '0';
    s.push_back(row);
  }
  return s;
}

constexpr std::array kGames{
    QuboGame{"queens", "queen", encode_queens, queens_grid, queens_solution},
    QuboGame{"tango", "sun", encode_tango, tango_grid, tango_solution},
};

}  // namespace

const QuboGame* find_qubo_game(std::string_view game) {
  for (const auto& g : kGames)
    if (g.name == game) return &g;
  return nullptr;
}

}  // namespace dg::qubo
