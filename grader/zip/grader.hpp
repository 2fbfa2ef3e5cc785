// Zip grader: the rule table, the tier names and grade(). Tiers, cheapest first:
//   basic          degree counting, saturation, no loops, number order, the ends
//   regions        bridges, cut cells, edges that would strand a cell or split the board
//   parity         checkerboard colour counts of untouched regions, leg lengths
//   contradiction  one edge tried, then the cheaper tiers; a contradiction decides it
//   search         (implied) stuck after every tier; uniqueness needs the exact counter
#pragma once

#include <span>
#include <string_view>
#include <vector>

#include "grader/common/engine.hpp"
#include "grader/common/graders.hpp"
#include "grader/zip/grid.hpp"
#include "solver/zip/model.hpp"

namespace dg::zip {

// Tier indices, cheapest first (names in grader.cpp): the tier_cap of grade() and TierClosure.
enum ZipTier : int { kBasic = 0, kRegions = 1, kParity = 2, kContradiction = 3 };

std::span<const std::string_view> tier_names();
// The rule table in difficulty order (ids are stable strings).
std::span<const Rule<Grid>> rules();

// Grades `p` with every rule of tier <= tier_cap (-1 = all tiers). The rules are sound, so
// status solved proves the puzzle has exactly one solution; contradiction proves it has none;
// stuck says nothing (tier "search"). If `solution` is not null and the grade is solved, it
// receives the path (cells from 1 to K).
// Speed, not result: when the contradiction tier is reached, a quick search for one solution
// lets its trials that agree with that solution be skipped (see grade_knowing).
Grade grade(const Puzzle& p, int tier_cap = -1, Trace* trace = nullptr,
            Solution* solution = nullptr);

// grade(p, tier_cap, nullptr, solution) when `known` is a solution of p (the generator's planted
// path): the same grade, hit counts included, faster. A trial that agrees with a solution cannot
// end in a contradiction, since the rules are sound, so the contradiction and look-ahead rules
// skip those trials (from the first step, where grade() only finds a solution of its own once
// the contradiction tier is reached). `known` is checked first and ignored when it is not a
// solution of p.
Grade grade_knowing(const Puzzle& p, const Solution& known, int tier_cap = -1,
                    Solution* solution = nullptr);

// grade(p, tier_cap).status == Status::solved, computed without hit counts and with the basic tier
// as a worklist closure (propagate.cpp): the generator's acceptance test, several times faster.
bool solves_within(const Puzzle& p, int tier_cap);

// solves_within one tier at a time, so that a caller can put other tests between the tiers. The
// grid stays at the fixed point of the last cap, and going on from there with a higher cap ends
// where that cap ends from scratch (a rule only runs when every cheaper rule is stuck).
class TierClosure {
 public:
  // `known`, when not null, is a solution of p (as in grade_knowing; checked when first used);
  // it must outlive this object.
  explicit TierClosure(const Puzzle& p, const Solution* known = nullptr)
      : puzzle_(&p), known_(known), topo_(p), grid_(topo_) {}
  // The same closure for one of many puzzles that differ only in their numbers (the generator's
  // removal trials): `board` is the Topology of a puzzle with p's size and walls, and
  // `known_edges` is solution_edges(..., board, *known), where `known` solves p. Spares each
  // trial the edge numbering and the solution check. Both must outlive this object.
  TierClosure(const Puzzle& p, const Topology& board, const Solution& known,
              const std::vector<std::uint8_t>& known_edges)
      : puzzle_(&p), known_(&known), shared_edges_(&known_edges), topo_(board, p), grid_(topo_) {}
  TierClosure(const TierClosure&) = delete;  // grid_ points at topo_
  TierClosure& operator=(const TierClosure&) = delete;

  // grade(p, cap).status. Pre: cap >= the cap of the previous call (-1 = all tiers).
  Status run(int cap);
  // The highest tier whose rule made a deduction so far (kBasic when none above it did). When
  // run(cap) solved p, the rules up to this tier solve it too: with no deduction of a higher
  // tier the closure went through the same grids as with this cap.
  int top_tier() const { return top_tier_; }
  // run(cap) for cap <= kParity (higher caps count as kParity) by chaotic iteration
  // (propagate.cpp): the same status when the rules are monotone, with fewer trials. top_tier()
  // is then -1 (not known) once a parity check made a deduction. Pre as for run().
  Status run_eager(int cap);
  // The grid at the fixed point of the last run (the generator's removal test reads the basic
  // fixed point to look for a second solution near the planted path).
  const Grid& grid() const { return grid_; }
  // Decides the still unknown edges that `edges` (kOn / kOff / kUnknown per edge, the edge
  // numbering of this board) decides: a warm start. Pre: every decided edge of `edges` is in the
  // fixed point that the next run_eager(cap) reaches from scratch (e.g. that of a puzzle with a
  // subset of p's numbers under the same cap: the rules are monotone in the numbers and in the
  // edges), so the run ends at the same fixed point with fewer sweeps.
  void assume(const std::vector<std::uint8_t>& edges);
  // The edge states of the grid (kOn / kOff / kUnknown per edge), the argument of assume().
  std::vector<std::uint8_t> edge_states() const;

 private:
  void set_known();  // the known solution on grid_, once
  // A number for this closure, unique in its thread: run_eager keeps its passed trials for the
  // next run of the same closure (propagate.cpp, PassedTrials).
  static std::uint64_t next_token();

  const Puzzle* puzzle_;
  const Solution* known_;
  const std::vector<std::uint8_t>* shared_edges_ = nullptr;  // known's edges, made by the caller
  Topology topo_;
  Grid grid_;
  std::vector<std::uint8_t> known_edges_;  // grid_'s known solution, once a trial tier runs
  bool known_set_ = false;
  Status status_ = Status::stuck;
  int top_tier_ = kBasic;
  std::uint64_t token_ = next_token();
};

// Reads the path off a solved grid (cells from 1 to K). Pre: g.solved().
Solution path_of(const Grid& g);
// The edge states (kOn / kOff per edge of t) of `known` when it is a solution of p, else empty:
// the argument of Grid::set_known_solution.
std::vector<std::uint8_t> solution_edges(const Puzzle& p, const Topology& t, const Solution& known);

// Zip's entry for the graders table.
const GraderInfo& grader_info();

}  // namespace dg::zip
