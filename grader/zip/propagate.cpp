// Zip propagation without bookkeeping, for trials inside rules and for the generator's "solved
// within tier T?" test: the basic tier as a worklist closure, then the higher tiers in table order.
//
// Why a second route to the same fixed point: the engine (run_rules_core) rescans every cell and
// edge after each batch of deductions, so that hits[] record the cheapest rule at each step. A
// trial only needs the fixed point, and the basic rules are monotone (a deduction that holds in a
// grid still holds, or is already made, or the grid is contradictory, in any grid with more edges
// decided), so every order of applying them reaches the same fixed point or the same
// contradiction. The worklist is the grid's dirty set (Grid::take_dirty): only cells whose edges
// or segment ends changed are looked at again, so a trial copy of a grid at its fixed point
// re-examines the few cells around the trial edge instead of the whole board. Measured on 7x7
// generation (basic tier): the rescanning engine spent ~70% of the time in the basic tier.
//
// Higher-tier rules only run at a basic fixed point in both routes, so they see the same grids in
// the same order (the look-ahead rules as one trial_sweep, which makes their deductions in their
// order): propagate() and solves_within() give the same status as grade() (checked by
// tests/unit/zip/closure_test.cpp).
#include <algorithm>
#include <optional>

#include "grader/common/grading_deadline.hpp"
#include "grader/zip/grader.hpp"
#include "grader/zip/rules.hpp"
#include "grader/zip/trial_sweep.hpp"

namespace dg::zip {

namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

// The basic rules at cell c, all of them (ends and saturation, forced_edges, no_loop and
// number_order on c's edges). An edge refused as `overflow` is left to its saturated other end.
void basic_at(Grid& g, int c) {
  const Topology& t = g.topo();
  if (g.unknown(c) == 0) return;
  const auto& edges = t.cell_edges[at(c)];
  if (g.spare(c) == 0) {  // ends, saturation
    for (int e : edges)
      if (e >= 0 && g.edge(e) == kUnknown) g.set_off(e);
    return;
  }
  if (g.on(c) + g.unknown(c) == t.need(c)) {  // forced_edges
    for (int e : edges) {
      if (e < 0 || g.edge(e) != kUnknown) continue;
      g.set_on(e);
      if (g.contradiction()) return;
    }
    return;
  }
  // no_loop, number_order. A cell on no segment and without a number joins anything: the joined
  // segment has an inner cell with 2 edges to give, so it neither closes a loop nor ends the
  // path, and it brings no number. Skipping it spares most join checks of a fresh grid.
  if (g.on(c) == 0 && t.number[at(c)] < 0) return;
  for (int e : edges) {
    if (e < 0 || g.edge(e) != kUnknown) continue;
    const JoinCheck r = g.join_check(e);
    if (r == JoinCheck::ok || r == JoinCheck::overflow) continue;
    g.set_off(e);
    if (g.contradiction()) return;
  }
}

}  // namespace

bool basic_closure(Grid& g) {
  for (;;) {
    if (g.contradiction()) return false;
    if (g.solved()) return true;
    const int c = g.take_dirty();
    if (c < 0) return true;
    basic_at(g, c);
  }
}

namespace {

// The engine's loop (run_rules_core) over the same rule table, with the basic tier replaced by
// basic_closure and the three look-ahead rules by one trial_sweep: it stands for dead_end and
// makes region_parity's and leg_length's deductions too, so those two are skipped here. (That
// needs them to follow dead_end in the table, as they do.)
Status closure_status(Grid& g, int cap, int* top_tier = nullptr) {
  for (;;) {
    if (!basic_closure(g)) return Status::contradiction;
    if (g.solved()) return Status::solved;
    if (GradingDeadline::passed()) return Status::stuck;  // as the engine: `grade --max-seconds`
    Step s = Step::none;
    for (const Rule<Grid>& r : rules()) {
      if (r.tier == kBasic || r.apply == rule_region_parity || r.apply == rule_leg_length) continue;
      if (r.tier > cap) break;
      int tier = r.tier;
      s = r.apply == rule_dead_end ? trial_sweep(g, cap >= kParity, &tier)
                                   : r.apply(g, r.param, nullptr);
      if (s != Step::none) {
        if (top_tier && tier > *top_tier) *top_tier = tier;
        break;
      }
    }
    if (s == Step::contradiction) return Status::contradiction;
    if (s == Step::none) return Status::stuck;
  }
}

// The same fixed point by chaotic iteration: every deduction of a look-ahead trial is closed
// under the basic tier at once and the sweep goes on from the next edge on the changed grid,
// instead of ending the step there and starting over from the cheapest rule and edge 0. Each
// deduction is one a rule makes on the grid of that moment, so the result is sound; it reaches
// the engine's fixed point when the rules are monotone (a deduction that holds in a grid still
// holds in every grid with more edges decided), as the basic tier, dead_end (a basic closure of a
// grid with more edges decided still contradicts) and leg_length (shortest routes only get
// longer) are. `*parity` is set when a parity check made a deduction (then which tier the engine
// would need is not known: it tries every regions rule first).
// A trial's closed grid T from an earlier grid G of this closure, kept while it passed (no
// contradiction, and the parity checks when they ran): when every edge the current grid g has
// decided is decided the same way in T, g with the trial edge closes to T again (g with the edge
// lies between G with it and T, and T is a fixed point: the basic closure is the least one above
// its start, the rules being monotone), so the trial passes again and need not run; a trial that
// only passed the regions tier's test needs just the parity checks of T. The trials are run in
// their slots, so keeping one costs nothing. One store per thread, for the closure that used it
// last (a TierClosure's token; another closure's trials start from scratch).
class PassedTrials {
 public:
  enum State : std::uint8_t { kNone = 0, kClosed = 1, kParityOk = 2 };
  static PassedTrials& of(std::uint64_t owner, int edges) {
    thread_local PassedTrials store;
    if (store.owner_ != owner || store.edges_ != at(edges)) {
      store.owner_ = owner;
      store.edges_ = at(edges);
      // Growing without moving the old grids: their topologies may be gone (a copy reads them).
      if (store.slots_.size() < store.edges_) {
        store.slots_.clear();
        store.slots_.resize(store.edges_);
      }
      store.state_.assign(store.edges_, kNone);
    }
    return store;
  }
  // The closed grid of g with edge e on: kept or made now. Its state: kNone when made now.
  const Grid& trial(const Grid& g, int e, State& state) {
    std::optional<Grid>& t = slots_[at(e)];
    state = static_cast<State>(state_[at(e)]);
    if (state != kNone && inside(g, *t)) return *t;
    state = kNone;
    state_[at(e)] = kNone;
    if (t) {
      *t = g;
    } else {
      t.emplace(g);
    }
    t->set_on(e);
    if (!t->contradiction()) basic_closure(*t);
    return *t;
  }
  void keep(int e, State state) { state_[at(e)] = state; }

 private:
  bool inside(const Grid& g, const Grid& t) const {
    const std::uint8_t* now = g.edge_states();
    const std::uint8_t* then = t.edge_states();
    unsigned differ = 0;  // no early exit: the loop vectorises
    for (std::size_t d = 0; d < edges_; ++d) differ |= (now[d] != kUnknown) & (now[d] != then[d]);
    return differ == 0;
  }

  std::uint64_t owner_ = 0;
  std::size_t edges_ = 0;
  std::vector<std::optional<Grid>> slots_;
  std::vector<std::uint8_t> state_;
};

Status eager_status(Grid& g, int cap, bool* parity, bool* regions, std::uint64_t owner) {
  const bool with_parity = cap >= kParity;
  bool sweep_first = true;
  PassedTrials& passed = PassedTrials::of(owner, g.topo().edges);
  // The legs' routes of an earlier grid of this closure: the grid only loses usable edges, so
  // they stay a valid start for legs_fit_after.
  LegRoutes routes;
  bool have_routes = false;
  for (;;) {
    if (!basic_closure(g)) return Status::contradiction;
    if (g.solved()) return Status::solved;
    if (GradingDeadline::passed()) return Status::stuck;
    if (cap < kRegions) return Status::stuck;
    Step s = Step::none;
    if (!sweep_first) {
      for (const Rule<Grid>& r : rules()) {
        if (r.tier != kRegions || r.apply == rule_dead_end) continue;
        s = r.apply(g, r.param, nullptr);
        if (s != Step::none) break;
      }
    }
    if (s == Step::contradiction) return Status::contradiction;
    if (s == Step::progress) {
      *regions = true;
      sweep_first = true;
      continue;
    }
    // The parity tier's checks of g itself, as its rules make them; the legs' routes only when a
    // trial first needs them (a sweep of dead_end deductions never does), or at the end.
    if (with_parity && !regions_parity_ok(g)) {
      *parity = true;
      return Status::contradiction;
    }
    int legs = with_parity ? -1 : 1;  // whether g's legs fit; -1: not known yet
    auto legs_fit = [&] {
      if (legs < 0) {
        if (!have_routes) {
          legs = legs_fit_routes(g, routes) ? 1 : 0;
          have_routes = legs == 1;
        } else {
          legs = legs_fit_after(g, routes) ? 1 : 0;
        }
      }
      if (legs == 0) *parity = true;
      return legs == 1;
    };
    bool any = false;
    for (int e = 0; e < g.topo().edges; ++e) {
      if (g.edge(e) != kUnknown || trial_on_passes(g, e)) continue;
      PassedTrials::State was;
      const Grid& t = passed.trial(g, e, was);
      if (!t.contradiction()) {
        if (!with_parity) {
          if (was == PassedTrials::kNone) passed.keep(e, PassedTrials::kClosed);
          continue;
        }
        if (was == PassedTrials::kParityOk) continue;
        if (regions_parity_ok(t)) {
          if (!legs_fit()) return Status::contradiction;
          // routes came from a grid with at least t's usable edges (g only loses some).
          if (legs_fit_after(t, routes)) {
            passed.keep(e, PassedTrials::kParityOk);
            continue;
          }
        }
        *parity = true;
      }
      passed.keep(e, PassedTrials::kNone);
      *regions = true;
      g.set_off(e);
      any = true;
      if (!basic_closure(g)) return Status::contradiction;
      if (g.solved()) return Status::solved;
    }
    if (any) continue;
    if (!legs_fit()) return Status::contradiction;
    // Stuck only when the other regions rules are stuck too.
    if (!sweep_first) return Status::stuck;
    sweep_first = false;
  }
}

}  // namespace

bool propagate(Grid& g, int cap) {
  return closure_status(g, cap) != Status::contradiction;
}

std::uint64_t TierClosure::next_token() {
  thread_local std::uint64_t last = 0;
  return ++last;
}

void TierClosure::set_known() {
  if (!known_ || known_set_) return;
  known_set_ = true;
  if (!shared_edges_) known_edges_ = solution_edges(*puzzle_, topo_, *known_);
  const std::vector<std::uint8_t>& edges = shared_edges_ ? *shared_edges_ : known_edges_;
  if (!edges.empty()) grid_.set_known_solution(edges.data());
}

Status TierClosure::run(int cap) {
  // solved and contradiction are final; stuck goes on from the fixed point reached so far.
  if (status_ != Status::stuck) return status_;
  cap = cap < 0 ? kContradiction : cap;
  // The known solution only spares trials, which start at the regions tier; most generator tests
  // end in the basic tier, so it is set up late.
  if (cap >= kRegions) set_known();
  status_ = closure_status(grid_, cap, &top_tier_);
  return status_;
}

Status TierClosure::run_eager(int cap) {
  if (status_ != Status::stuck) return status_;
  cap = cap < 0 ? kParity : std::min(cap, static_cast<int>(kParity));
  set_known();
  bool parity = false, regions = false;
  status_ = eager_status(grid_, cap, &parity, &regions, token_);
  if (regions && top_tier_ >= 0) top_tier_ = std::max(top_tier_, static_cast<int>(kRegions));
  if (parity) top_tier_ = -1;
  return status_;
}

void TierClosure::assume(const std::vector<std::uint8_t>& edges) {
  if (status_ != Status::stuck) return;
  set_known();
  for (int e = 0; e < topo_.edges && !grid_.contradiction(); ++e) {
    if (grid_.edge(e) != kUnknown) continue;
    if (edges[at(e)] == kOn)
      grid_.set_on(e);
    else if (edges[at(e)] == kOff)
      grid_.set_off(e);
  }
}

std::vector<std::uint8_t> TierClosure::edge_states() const {
  std::vector<std::uint8_t> out(at(topo_.edges));
  for (int e = 0; e < topo_.edges; ++e) out[at(e)] = grid_.edge(e);
  return out;
}

bool solves_within(const Puzzle& p, int tier_cap) {
  return TierClosure(p).run(tier_cap) == Status::solved;
}

}  // namespace dg::zip
