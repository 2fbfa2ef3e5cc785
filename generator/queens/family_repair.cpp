// Repairing family boards to a unique solution, and the whole board maker (family_board.hpp,
// step 4). The LinkedIn repair (repair.cpp) keeps one planted queen per region; here a region
// keeps k planted stars, holes are not cells of any region, and touching may wrap (the counter
// knows; region connectivity never wraps).
#include <algorithm>
#include <bit>
#include <optional>

#include "generator/queens/family_board.hpp"
#include "generator/queens/region_ops.hpp"
#include "grader/queens/family_rules.hpp"
#include "solver/queens/counter.hpp"

namespace dg::queens {

namespace {

constexpr int kDr[] = {-1, 1, 0, 0};
constexpr int kDc[] = {0, 0, -1, 1};

template <class F>
void for_neighbours(const Puzzle& p, int cell, F&& f) {
  const int r = cell / p.cols, c = cell % p.cols;
  for (int d = 0; d < 4; ++d) {
    const int rr = r + kDr[d], cc = c + kDc[d];
    if (rr >= 0 && rr < p.n && cc >= 0 && cc < p.cols) f(rr * p.cols + cc);
  }
}

bool touches_other_region(const Puzzle& p, int cell) {
  const int id = p.region[static_cast<std::size_t>(cell)];
  bool touches = false;
  for_neighbours(p, cell, [&](int j) {
    const int other = p.region[static_cast<std::size_t>(j)];
    touches |= other != id && other != kHole;
  });
  return touches;
}

struct Repairer {
  Puzzle& p;
  Rng& rng;
  std::vector<char> planted;  // per cell: a planted star
  std::vector<int> anchor;    // per region: one of its planted stars' cells
  std::vector<int> stars_in;  // per region: its planted stars
  // Scratch, reused across moves.
  std::vector<int> parent, queue;
  std::vector<char> seen;

  Repairer(Puzzle& puzzle, const Solution& s, Rng& r) : p(puzzle), rng(r) {
    planted.assign(p.region.size(), 0);
    anchor.assign(static_cast<std::size_t>(region_count(p)), -1);
    stars_in.assign(anchor.size(), 0);
    for (Cell q : queen_cells(p, s)) {
      const int cell = q.row * p.cols + q.col;
      planted[static_cast<std::size_t>(cell)] = 1;
      const auto id = static_cast<std::size_t>(p.region[static_cast<std::size_t>(cell)]);
      anchor[id] = cell;
      ++stars_in[id];
    }
  }

  // The cells that leave region(cell) when `cell` does: a path through the region to its border
  // when `cell` touches no other region (never through a planted star), and every piece that is
  // then cut off from the region's planted stars. Empty when no such move keeps all of the
  // region's planted stars together.
  std::vector<int> moving_set(int cell) {
    const int id = p.region[static_cast<std::size_t>(cell)];
    std::vector<int> moving;
    if (touches_other_region(p, cell)) {
      moving.push_back(cell);
    } else {
      parent.assign(p.region.size(), -2);
      queue.assign(1, cell);
      parent[static_cast<std::size_t>(cell)] = -1;
      int end = -1;
      for (std::size_t head = 0; head < queue.size() && end < 0; ++head) {
        const int at = queue[head];
        if (touches_other_region(p, at)) {
          end = at;
          break;
        }
        for_neighbours(p, at, [&](int j) {
          const auto k = static_cast<std::size_t>(j);
          if (parent[k] != -2 || p.region[k] != id || planted[k]) return;
          parent[k] = at;
          queue.push_back(j);
        });
      }
      if (end < 0) return {};
      for (int i = end; i >= 0; i = parent[static_cast<std::size_t>(i)]) moving.push_back(i);
    }
    // Flood the rest of the region from a planted star; what it does not reach moves too.
    seen.assign(p.region.size(), 0);
    for (int i : moving) seen[static_cast<std::size_t>(i)] = 1;
    const int from = anchor[static_cast<std::size_t>(id)];
    queue.assign(1, from);
    seen[static_cast<std::size_t>(from)] = 1;
    int stars_reached = 0;
    for (std::size_t head = 0; head < queue.size(); ++head) {
      const int at = queue[head];
      stars_reached += planted[static_cast<std::size_t>(at)];
      for_neighbours(p, at, [&](int j) {
        const auto k = static_cast<std::size_t>(j);
        if (seen[k] || p.region[k] != id) return;
        seen[k] = 1;
        queue.push_back(j);
      });
    }
    if (stars_reached != stars_in[static_cast<std::size_t>(id)]) return {};
    for (int i = 0; i < p.n * p.cols; ++i)
      if (!seen[static_cast<std::size_t>(i)] && p.region[static_cast<std::size_t>(i)] == id)
        moving.push_back(i);
    return moving;
  }

  // One move that kills the most listed rivals (then moves the fewest cells; ties at random);
  // the rivals it kills (a star in the moved cells) are taken off the list. False when no
  // rival star can move.
  bool break_rivals(std::vector<std::vector<Cell>>& rivals) {
    std::vector<char> tried(p.region.size(), 0), in(p.region.size(), 0);
    BestMove best_move;
    for (const auto& rival : rivals)
      for (Cell q : rival) {
        const int cell = q.row * p.cols + q.col;
        if (planted[static_cast<std::size_t>(cell)] || tried[static_cast<std::size_t>(cell)])
          continue;
        tried[static_cast<std::size_t>(cell)] = 1;
        std::vector<int> moving = moving_set(cell);
        if (moving.empty()) continue;
        for (int i : moving) in[static_cast<std::size_t>(i)] = 1;
        int kills = 0;
        for (const auto& other : rivals)
          kills += std::any_of(other.begin(), other.end(), [&](Cell s) {
            return in[static_cast<std::size_t>(s.row * p.cols + s.col)] != 0;
          });
        for (int i : moving) in[static_cast<std::size_t>(i)] = 0;
        best_move.offer(std::move(moving), kills, rng);
      }
    const std::vector<int>& best = best_move.cells();
    if (best.empty()) return false;
    const int own = p.region[static_cast<std::size_t>(best.front())];
    std::vector<int> targets;
    for (int i : best)
      for_neighbours(p, i, [&](int j) {
        const int id = p.region[static_cast<std::size_t>(j)];
        if (id != own && id != kHole &&
            std::find(targets.begin(), targets.end(), id) == targets.end())
          targets.push_back(id);
      });
    const int to = targets[static_cast<std::size_t>(rng.below(static_cast<int>(targets.size())))];
    for (int i : best) {
      p.region[static_cast<std::size_t>(i)] = to;
      in[static_cast<std::size_t>(i)] = 1;
    }
    std::erase_if(rivals, [&](const std::vector<Cell>& rival) {
      return std::any_of(rival.begin(), rival.end(), [&](Cell s) {
        return in[static_cast<std::size_t>(s.row * p.cols + s.col)] != 0;
      });
    });
    return true;
  }
};

// Rivals listed per count (RepairCounts::listed); the repair then kills every listed rival (a move
// kills each one with a star among the moved cells) before it counts again. Per 2-star 10x10
// board, in counter nodes (500 boards each): listing 4 or 8 cost 5144 and 5255 with n moves; 16
// cost 6741 with 1.5n. 3-star boards list 32: with the early stop their counts are cheap and the
// rules' run before each count is the larger cost, so fewer counts pay (below).

// Moves before a board is dropped for a new one. Failing fast pays: boards that do not repair
// within n moves rarely repair at all. 2-star 10x10, nodes per board: 6 moves 5068, 10 moves
// 5144, 20 moves 6223, 30 moves 7295. 3-star 14x14 with the early stop and still regions, board
// maker ms per unique board (seeds 1 / 2 / 3): n/4 10.15 / 10.37 / 9.44, n*0.36 7.41 / 7.95 /
// 7.43, n/2 7.74 / 8.04 / 7.89, 3n/4 8.47 / 8.12, n 8.44 / 8.67, 1.5n 9.41 / 9.67.
int repair_moves(const FamilyShape& shape) {
  if (shape.stars >= 3 && !shape.patient) return shape.n / 2;
  return shape.n;
}

// The 3-star repair's counts (repair_counts). Without an early stop, a unique 14x14 board cost
// ~250K counter nodes, 69% of them in repairs that gave up after their n moves, and the boards
// the shapes rules leave most open hold most of them: of 509 repairs (seeds 1, 2), those with
// 160+ open cells at the first count repaired 28-45% of the time and held 51M of 62M nodes; those
// below 130, 57-62% and 1.2M. Giving a board up at 145 open cells (at any count) or past 16000
// nodes in a count, with 32 rivals listed, took the board maker from ~70 to ~12.5 ms per unique
// board (tests/bench/results/2026-11-27-stars3-3-hopeless.md; 135..155 cells and 8000..32000
// nodes are within 15% of it).
constexpr int kHopelessOpen = 145;
constexpr std::uint64_t kHopelessNodes = 16000;
constexpr int kListed3 = 32;

// The count the repair asks for, up to counts.listed solutions. With rules at a tier, the grader's
// rules up to it run first (sound: every solution survives them) and the counter searches only
// the cells they leave: when they solve the board, that is its only solution (the count is
// skipped); otherwise the search is smaller. On 3-star 14x14 boards the shapes tier cut the
// repair's counter time 4.07 -> 1.91 s on the same 203 counts (nodes 4.74M -> 1.91M; the
// pigeonhole tier cuts nodes to 1.64M but its own run costs more than that saves).
// nullopt when the board is hopeless (counts.hopeless_open, counts.count_nodes).
std::optional<Count> count_rivals(const Puzzle& p, const RepairCounts& counts,
                                  RepairCountLog& log) {
  if (!counts.rules) {
    Count c = count_solutions(p, counts.listed, Budget{.max_nodes = counts.count_nodes});
    log.nodes = c.nodes;
    if (!c.complete) return std::nullopt;
    return c;
  }
  const RuleReduction r = reduce_by_rules(p, *counts.rules);
  log.open = 0;
  for (std::uint32_t m : r.open) log.open += std::popcount(m);
  log.solved = r.solved;
  if (r.solved) {
    Count one;
    one.count = 1;
    one.complete = true;
    return one;
  }
  if (log.open >= counts.hopeless_open) return std::nullopt;
  Count c = count_solutions_family_within(r.reduced, r.open, counts.listed,
                                          Budget{.max_nodes = counts.count_nodes});
  log.nodes = c.nodes;
  if (!c.complete) return std::nullopt;
  return c;
}

}  // namespace

RuleReduction reduce_by_rules(const Puzzle& p, Tier tier) {
  FamilyGrid g(p);
  run_rules_core<FamilyGrid>(g, family_rule_table(), static_cast<int>(tier), nullptr);
  RuleReduction r;
  r.solved = g.solved();
  r.reduced = p;
  r.reduced.givens.clear();
  r.open.assign(static_cast<std::size_t>(p.n), 0);
  for (int i = 0; i < p.n * p.cols; ++i) {
    const auto k = static_cast<std::size_t>(i);
    if (g.stars()[k]) r.reduced.givens.push_back(g.cell(i));
    if (g.stars()[k] || g.live()[k])
      r.open[k / static_cast<std::size_t>(p.cols)] |= 1u << (i % p.cols);
  }
  return r;
}

RepairCounts repair_counts(const FamilyShape& shape) {
  // 1 and 2 stars keep the plain count (their boards stay as they were; on 2-star 10x10 a count
  // is a few thousand nodes, where the rules' run would cost about as much as it saves).
  if (shape.stars < 3) return {};
  if (shape.patient) return {.rules = Tier::shapes};
  return {Tier::shapes, kHopelessOpen, kHopelessNodes, kListed3};
}

bool repair_family(Puzzle& p, const Solution& planted, Rng& rng, int max_moves,
                   const RepairCounts& counts, RepairLog* log) {
  Repairer repairer(p, planted, rng);
  int move = 0;
  for (;;) {
    RepairCountLog entry;
    entry.moves = move;
    const std::optional<Count> c = count_rivals(p, counts, entry);
    if (log) {
      entry.hopeless = !c;
      if (c) entry.count = c->count, entry.complete = c->complete;
      log->counts.push_back(entry);
      log->repaired = c && c->count == 1;
    }
    if (!c) return false;
    if (c->count == 1) return true;
    std::vector<std::vector<Cell>> rivals;
    for (const Solution& s : c->solutions)
      if (s != planted) rivals.push_back(queen_cells(p, s));
    if (rivals.empty()) return false;
    while (!rivals.empty()) {
      if (move++ == max_moves || !repairer.break_rivals(rivals)) return false;
    }
  }
}

bool make_family_board(const FamilyShape& shape, Rng& rng, Puzzle& p, Solution& planted,
                       RepairLog* log) {
  planted = plant_stars(shape, rng);
  if (planted.empty()) return false;
  const Puzzle square = planting_square(shape);
  std::vector<Cell> stars = queen_cells(square, planted);
  if (!grow_family_regions(shape, stars, rng, p)) return false;
  // Regions laid along rows turn to columns half the time (the board transposed), so steered
  // boards are not all striped one way.
  if ((shape.line_regions > 0 || shape.band_regions > 0) && rng.chance(1, 2)) {
    const std::vector<int> rows = p.region;
    for (int r = 0; r < shape.n; ++r)
      for (int c = 0; c < shape.n; ++c)
        p.region[static_cast<std::size_t>(r * shape.n + c)] =
            rows[static_cast<std::size_t>(c * shape.n + r)];
    for (Cell& s : stars) std::swap(s.row, s.col);
    planted = solution_of_cells(square, stars);
  }
  const int holes = shape.holes_min + rng.below(shape.holes_max - shape.holes_min + 1);
  if (!carve_holes(p, stars, holes, rng)) return false;
  if (log) log->reached = true;
  return repair_family(p, planted, rng, repair_moves(shape), repair_counts(shape), log);
}

}  // namespace dg::queens
