// Reading players' solve times (see solve_times.hpp).
#include "db/solve_times.hpp"

namespace dg::db {

std::vector<SolveTime> read_solve_times(Store& store, const std::string& game) {
  auto st = store.connection().prepare(
      "SELECT t.puzzle_id, p.game, t.player, t.seconds, t.solved_on, t.hints "
      "FROM solve_times t JOIN puzzles p ON p.id = t.puzzle_id "
      "WHERE ?1 = '' OR p.game = ?1 "
      "ORDER BY t.puzzle_id, t.player, t.id");
  st.bind(1, game);
  std::vector<SolveTime> out;
  while (st.step()) {
    SolveTime t;
    t.puzzle_id = st.column_int(0);
    t.game = st.column_text(1);
    t.player = st.column_text(2);
    t.seconds = st.column_double(3);
    if (!st.column_is_null(4)) t.date = st.column_text(4);
    if (!st.column_is_null(5)) t.hints = static_cast<int>(st.column_int(5));
    out.push_back(std::move(t));
  }
  return out;
}

}  // namespace dg::db
