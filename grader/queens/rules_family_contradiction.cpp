// Queens family grader, tier "contradiction": star_forces_contradiction.
//
// Put a star on a live cell, kill what it attacks, and run the basic rules (star_kill,
// unit_complete, unit_fill, unit_confined) to their fixed point. If a unit breaks (more stars than
// its count, or too few cells left for it), two stars attack each other, or a row or column needs
// more stars than its cells left hold apart (a run of n neighbouring cells holds (n + 1) / 2), the
// cell cannot hold a star and dies.
//   row 0:  . X . . # # . .     A star on X (row 0 needs 2) kills the cells around X; region b
//   row 1:  . . . b b . . .     then has only its cells in row 0 left, next to each other
//                               (unit_fill puts stars on both), and they touch: so X is empty.
// star_forces_contradiction_shapes is the same with the shapes tier's rules in the simulation too
// (unit packing, 2x2 blocks): a longer hypothetical, tried only when the short one finds nothing.
// On 150 seeded 2-star 10x10 boards it takes the boards the rules leave to search from 27% to 0
// (median grading time 1.5 -> 2.1 ms, p99 13 -> 250 ms).
// Sound: every step of the simulation is forced by the supposed star, so a broken unit refutes it.
// Cells are tried in row-major order; the first refuted one dies (one deduction per step). The
// simulation runs on a copy of the grid (family_grid.hpp), and a scan that refuted nothing is not
// repeated until the grid changes.
#include <array>
#include <atomic>
#include <memory>
#include <string>
#include <vector>

#include "grader/common/chain_words.hpp"
#include "grader/queens/family_rules.hpp"
#include "grader/queens/grader.hpp"
#include "solver/common/cell_name.hpp"

namespace dg::queens {

namespace {

constexpr int kDirtyContradiction = 8;  // + param: FamilyGrid::dirty bits

// How many stars the live cells of a line (row `axis` 0, column 1) can hold without touching:
// each run of n neighbouring cells holds (n + 1) / 2 (on a torus the two ends' runs are one).
int line_room(const FamilyGrid& g, int axis, int line) {
  const int len = axis == 0 ? g.cols() : g.rows();
  auto live = [&](int pos) {
    return g.is_live(axis == 0 ? g.index(line, pos) : g.index(pos, line));
  };
  // The runs are folded as they end (no buffer: this runs after every trial of the tier).
  int runs = 0, first = 0, last = 0, room = 0, run = 0;
  auto end_run = [&] {
    if (!run) return;
    if (runs++ == 0) first = run;
    last = run;
    room += (run + 1) / 2;
    run = 0;
  };
  for (int pos = 0; pos < len; ++pos) {
    if (live(pos))
      ++run;
    else
      end_run();
  }
  end_run();
  if (runs == 0) return 0;
  if (runs == 1 && first == len) return g.layout().torus ? len / 2 : (len + 1) / 2;
  if (g.layout().torus && live(0) && live(len - 1) && runs >= 2)
    room += (first + last + 1) / 2 - (first + 1) / 2 - (last + 1) / 2;  // one run across the edge
  return room;
}

// A row or column whose live cells cannot hold the stars it still needs without two touching:
// the words, or "" when every line has room (or touching cells need not attack: general boards).
std::string crowded_line(const FamilyGrid& g) {
  if (!g.layout().touching_attacks) return {};
  for (int axis = 0; axis < 2; ++axis) {
    const int lines = axis == 0 ? g.rows() : g.cols();
    const int first = axis == 0 ? 0 : g.layout().first_column;
    for (int l = 0; l < lines; ++l) {
      const int rem = g.unit_rem(first + l);
      // Runs of n cells hold at least n / 2 each, so a line with 2 * rem live cells has room
      // (the exact count walks the line: skipped when this settles it).
      if (rem <= 1 || g.unit_live_count(first + l) / 2 >= rem) continue;
      if (line_room(g, axis, l) < rem)
        return unit_label(g, first + l) + " needs " + stars_word(rem) +
               " more but its cells left cannot hold them without two touching";
    }
  }
  return {};
}

// The simulation on `g` (a copy) with the rules up to `tier`, reporting its deductions to
// `trace`; true on contradiction.
bool simulate(FamilyGrid& g, int i, Tier tier, Trace* trace) {
  g.place(i, true);
  if (g.contradiction()) return true;
  const CoreGrade run =
      run_rules_core<FamilyGrid>(g, family_rule_table(), static_cast<int>(tier), trace);
  return run.status == Status::contradiction || !crowded_line(g).empty();
}

}  // namespace

// Per tier of the simulation (basic, shapes) and cell i: the fixed point a simulation of a star
// on i reached without a contradiction (its live cells and stars), when one did. Each rule is
// monotone (more dead cells and stars never let it deduce less), so the rules' fixed point above
// a grid is the least one, whatever the order they fire in. A grid whose dead cells and stars are
// all in that fixed point (it knows no more than the fixed point) therefore reaches the same
// fixed point with a star on i: no contradiction, and no need to simulate again. The rules are
// not monotone on a grid that cannot be completed (a wrong trial star): unit_confined acts only
// when room(B) == rem(A), unit_fill only when the cells left equal the stars needed, and a rule
// that would kill a star does nothing, so there the order decides whether a contradiction is
// seen. Starting a simulation from an earlier fixed point, or carrying a refutation over to a grid
// that knows more, changed grades for that reason (tests/bench/results/
// 2026-11-27-stars3-3-gradefast.md), so neither is done; the tests check that grades, traces and
// scores are the same with and without this memo (family_probe_memo_test.cpp).
// 3-star generation 12.41 -> 6.27 s (issue 27 note).
// The memo holds for the board, not for one grid state, so copies of a grid share it.
struct ProbeMemo {
  struct Point {
    CellSet open, stars;  // open: live cells and stars (the cells not dead)
  };
  std::array<std::vector<Point>, 2> point;
  std::array<std::vector<char>, 2> known;
};

namespace {

std::atomic<bool> g_probe_memo_on{true};

ProbeMemo& memo_of(FamilyGrid& g) {
  std::shared_ptr<ProbeMemo>& memo = g.probe_memo();
  if (!memo) {
    memo = std::make_shared<ProbeMemo>();
    const auto cells = static_cast<std::size_t>(g.rows() * g.cols());
    for (int t = 0; t < 2; ++t) {
      memo->point[static_cast<std::size_t>(t)].resize(cells);
      memo->known[static_cast<std::size_t>(t)].assign(cells, 0);
    }
  }
  return *memo;
}

// True when `g` knows nothing beyond the memo's fixed point for cell i (so i survives).
bool survives_by_memo(const ProbeMemo& memo, int param, const FamilyGrid& g, int i) {
  const auto t = static_cast<std::size_t>(param), k = static_cast<std::size_t>(i);
  if (!memo.known[t][k]) return false;
  const ProbeMemo::Point& at = memo.point[t][k];
  return (at.open & ~(g.live() | g.stars())).none() && (g.stars() & ~at.stars).none();
}

// The simulation of a star on i, noting its fixed point when it found no contradiction.
bool contradicts_noting(ProbeMemo& memo, int param, const FamilyGrid& g, int i) {
  FamilyGrid copy = g;
  if (simulate(copy, i, param == 0 ? Tier::basic : Tier::shapes, nullptr)) return true;
  if (!GradingDeadline::passed()) {  // a simulation cut short is no fixed point
    const auto t = static_cast<std::size_t>(param), k = static_cast<std::size_t>(i);
    memo.point[t][k] = {copy.live() | copy.stars(), copy.stars()};
    memo.known[t][k] = 1;
  }
  return false;
}

}  // namespace

void use_rule_memos(bool on) {
  g_probe_memo_on.store(on, std::memory_order_relaxed);
}

bool rule_memos_on() {
  return g_probe_memo_on.load(std::memory_order_relaxed);
}

bool star_contradicts(const FamilyGrid& g, int i, bool with_shapes) {
  FamilyGrid copy = g;
  return simulate(copy, i, with_shapes ? Tier::shapes : Tier::basic, nullptr);
}

Step star_forces_contradiction(FamilyGrid& g, int param, Trace* trace) {
  static constexpr std::string_view kIds[] = {"star_forces_contradiction",
                                              "star_forces_contradiction_shapes"};
  const Tier tier = param == 0 ? Tier::basic : Tier::shapes;
  if (!g.dirty(kDirtyContradiction + param)) return Step::none;
  const bool memo_on = rule_memos_on();
  ProbeMemo* memo = memo_on ? &memo_of(g) : nullptr;
  for (int i = 0; i < g.rows() * g.cols(); ++i) {
    if (!g.is_live(i)) continue;
    if (memo ? survives_by_memo(*memo, param, g, i) || !contradicts_noting(*memo, param, g, i)
             : !star_contradicts(g, i, param == 1))
      continue;
    if (trace) {
      FamilyGrid copy = g;
      Trace chain;
      simulate(copy, i, tier, &chain);
      const std::string cell = cell_name(g.cell(i));
      ChainWords words = chain_words(chain, {"star_kill", "it rules out the cells it attacks",
                                             "stars never attack each other"});
      const std::string broken = copy.contradiction() ? copy.broken() : crowded_line(copy);
      trace->add(kIds[param], {g.cell(i)},
                 "Suppose a star on " + cell + "." + words.sentence + " Now " + broken + ". So " +
                     cell + " has no star.");
      trace->steps.back().chain = std::move(words.items);
    }
    g.kill(CellSet{}.set(static_cast<std::size_t>(i)));
    return Step::progress;
  }
  g.clear_dirty(kDirtyContradiction + param);
  return Step::none;
}

}  // namespace dg::queens
