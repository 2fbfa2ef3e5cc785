// Tents' entry in the QUBO game table (qubo/common/games.hpp): parsing, encoding and the board
// <-> solution JSON maps.
#include "qubo/tents/game.hpp"

#include "qubo/tents/encode.hpp"
#include "solver/tents/model.hpp"

namespace dg::qubo::tents {

namespace {

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
    g[cell_at(e, v[0].get<int>(), v[1].get<int>())] = 1;
  }
  return g;
}

Expected<nlohmann::json> tents_solution(const Encoding& e, const Grid& g) {
  nlohmann::json cells = nlohmann::json::array();
  for (int r = 0; r < e.rows; ++r)
    for (int c = 0; c < e.cols; ++c)
      if (g[cell_at(e, r, c)]) cells.push_back({r, c});
  return cells;
}

Expected<std::vector<State>> tents_states(const Encoding& e, const nlohmann::json& puzzle,
                                          const nlohmann::json& solution) {
  auto p = dg::tents::from_json(puzzle);
  if (!p) return Error{p.error()};
  return tents::states_of_solution(e, *p, solution);
}

}  // namespace

QuboGame qubo_game() {
  return {.name = "tents",
          .one_means = "link of a tree to the cell of its tent",
          .encode = encode_tents,
          .measure = measure_tents,
          .grid_of = tents_grid,
          .solution_of = tents_solution,
          .states_of = tents_states};
}

}  // namespace dg::qubo::tents
