// The QUBO game table: parsing, encoding and the board <-> solution JSON maps per game.
#include "qubo/common/games.hpp"

#include <array>

#include "qubo/queens/description.hpp"
#include "qubo/tango/encode.hpp"
#include "qubo/tents/encode.hpp"
#include "solver/common/variant.hpp"
#include "solver/queens/model.hpp"
#include "solver/tango/model.hpp"
#include "solver/tents/model.hpp"

namespace dg::qubo {

namespace {

std::size_t at(const Encoding& e, int r, int c) {
  return static_cast<std::size_t>(r * e.cols + c);
}

// options.refuse's answer for the size `measured` gives, or ok when there is no refuse or it
// accepts.
template <class Measure>
Expected<void> admitted(const EncodeOptions& options, Measure measured) {
  if (!options.refuse) return {};
  const Expected<ModelSize> size = measured();
  if (!size) return Error{size.error()};
  if (auto why = options.refuse(*size); !why.empty()) return Error{std::move(why)};
  return {};
}

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
        return Error{"solution item " + std::to_string(i) + ": expected [row, col] on the board"};
      g[at(e, v[0].get<int>(), v[1].get<int>())] = 1;
    } else {
      if (!in_range(v, e.cols))
        return Error{"solution row " + std::to_string(i) + ": expected a column 0.." +
                     std::to_string(e.cols - 1)};
      g[at(e, static_cast<int>(i), v.get<int>())] = 1;
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
      if (g[at(e, r, c)]) {
        ++queens;
        columns.push_back(c);
        cells.push_back({r, c});
      }
    one_per_row = one_per_row && queens == 1;
  }
  return one_per_row && !e.cells_solution ? columns : cells;
}

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

Expected<Encoding> encode_tents(const nlohmann::json& puzzle, EncodeOptions options) {
  auto p = dg::tents::from_json(puzzle);
  if (!p) return Error{p.error()};
  auto ok = admitted(options, [&] { return tents::measure(*p); });
  if (!ok) return Error{ok.error()};
  return tents::encode(*p, options);
}

Expected<ModelSize> measure_tents(const nlohmann::json& puzzle, EncodeOptions) {
  auto p = dg::tents::from_json(puzzle);
  if (!p) return Error{p.error()};
  return tents::measure(*p);
}

// Tents solutions are the tent cells [[r, c], ...].
Expected<Grid> tents_grid(const Encoding& e, const nlohmann::json& s) {
  if (!s.is_array()) return Error{"a Tents solution is an array of [row, col] tent cells"};
  Grid g(static_cast<std::size_t>(e.rows * e.cols), 0);
  for (std::size_t i = 0; i < s.size(); ++i) {
    const auto& v = s[i];
    if (!v.is_array() || v.size() != 2 || !v[0].is_number_integer() || !v[1].is_number_integer() ||
        v[0].get<long long>() < 0 || v[0].get<long long>() >= e.rows || v[1].get<long long>() < 0 ||
        v[1].get<long long>() >= e.cols)
      return Error{"solution item " + std::to_string(i) + ": expected [row, col] on the board"};
    g[at(e, v[0].get<int>(), v[1].get<int>())] = 1;
  }
  return g;
}

Expected<nlohmann::json> tents_solution(const Encoding& e, const Grid& g) {
  nlohmann::json cells = nlohmann::json::array();
  for (int r = 0; r < e.rows; ++r)
    for (int c = 0; c < e.cols; ++c)
      if (g[at(e, r, c)]) cells.push_back({r, c});
  return cells;
}

Expected<std::vector<State>> tents_states(const Encoding& e, const nlohmann::json& puzzle,
                                          const nlohmann::json& solution) {
  auto p = dg::tents::from_json(puzzle);
  if (!p) return Error{p.error()};
  return tents::states_of_solution(e, *p, solution);
}

constexpr std::array kGames{
    QuboGame{"queens", "queen", encode_queens, measure_queens, queens_grid, queens_solution},
    QuboGame{"tango", "sun", encode_tango, measure_tango, tango_grid, tango_solution},
    QuboGame{"tents", "link of a tree to the cell of its tent", encode_tents, measure_tents,
             tents_grid, tents_solution, tents_states},
};

}  // namespace

const QuboGame* find_qubo_game(std::string_view game) {
  for (const auto& g : kGames)
    if (g.name == game) return &g;
  return nullptr;
}

namespace {

constexpr VariantLimit kNotQuadratic[] = {
    {"tango", "unique-lines", "'no two equal rows or columns' is not a quadratic constraint"},
};

}  // namespace

std::string qubo_refusal(std::string_view game, std::string_view variant) {
  if (!find_qubo_game(game))
    return std::string(game) + " has no QUBO form (its rules are not quadratic constraints)";
  return variant_refusal(kNotQuadratic, game, variant);
}

}  // namespace dg::qubo
