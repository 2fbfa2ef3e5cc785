#include "db/calibrate.hpp"

#include <map>
#include <set>

#include "db/solve_times.hpp"
#include "grader/common/scorers.hpp"
#include "solver/common/game.hpp"
#include "solver/common/json_read.hpp"

namespace dg::db {

namespace {

// Days since 1970-01-01 of a YYYY-MM-DD date (the importer checked it is a real day).
double day_number(const std::string& date) {
  const int y0 = std::stoi(date.substr(0, 4)), m = std::stoi(date.substr(5, 2)),
            d = std::stoi(date.substr(8, 2));
  // Days from civil (proleptic Gregorian), after H. Hinnant's algorithm.
  const int y = y0 - (m <= 2);
  const int era = (y >= 0 ? y : y - 399) / 400;
  const int yoe = y - era * 400;
  const int doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
  const int doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
  return era * 146097.0 + doe - 719468;
}

}  // namespace

TimedPuzzles read_timed_puzzles(Store& store, const std::string& game) {
  TimedPuzzles out;
  const std::vector<SolveTime> times = read_solve_times(store, game);
  out.times = static_cast<int>(times.size());
  std::set<std::pair<std::string, std::string>> undated;  // (game, player) with a time undated
  for (const SolveTime& t : times)
    if (!t.date) undated.insert({t.game, t.player});
  std::map<std::int64_t, std::vector<const SolveTime*>> by_puzzle;
  for (const SolveTime& t : times) by_puzzle[t.puzzle_id].push_back(&t);
  auto st = store.connection().prepare("SELECT game, rows, cols, puzzle FROM puzzles WHERE id = ?");
  for (const auto& [id, ts] : by_puzzle) {
    st.reset();
    st.bind(1, id);
    if (!st.step()) continue;
    const std::string g = st.column_text(0);
    const std::string group =
        g + " " + std::to_string(st.column_int(1)) + "x" + std::to_string(st.column_int(2));
    const ScorerInfo* scorer = find_scorer(g);
    const GameInfo* info = find_game(g);
    auto json = json_read::parse(st.column_text(3));
    if (!scorer || !info || !json) {
      ++out.unscored;
      continue;
    }
    auto any = info->from_json(*json);
    if (!any) {
      ++out.unscored;
      continue;
    }
    RecordedSteps record = scorer->record(**any);
    if (!record.ok || !scorer->grade_and_score(**any, nullptr).difficulty) {
      ++out.unscored;
      continue;
    }
    TimedPuzzle p;
    p.id = id;
    p.game = g;
    p.group = group;
    p.record = std::move(record);
    for (const SolveTime* t : ts) {
      const bool dated = !undated.count({t->game, t->player});
      p.times.push_back(
          {t->player, t->seconds, dated ? day_number(*t->date) : static_cast<double>(id)});
    }
    out.puzzles.push_back(std::move(p));
  }
  return out;
}

}  // namespace dg::db
