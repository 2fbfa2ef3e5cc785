// A random Tents layout, made the way Simon Tatham's generator makes one: tents placed apart at
// random, trees attached by a random pairing, counts read off. The generator grades it; the
// benchmarks time the exact counter on it (most layouts are not unique).
#pragma once

#include <optional>

#include "solver/common/rng.hpp"
#include "solver/tents/model.hpp"

namespace dg::tents {

struct Layout {
  Puzzle puzzle;
  Solution tents;  // the planted tents, sorted: one solution of `puzzle`
};

// A layout of density trees per 100 cells (at least one), or nullopt when this draw fails: the
// tents could not all be placed apart, a tent found no tree of its own, or a row or column is
// left empty (SGT's rule: an empty line gives nothing away but looks odd). A pure function of
// the arguments and the rng's state.
std::optional<Layout> random_layout(int rows, int cols, int density, Rng& rng);

}  // namespace dg::tents
