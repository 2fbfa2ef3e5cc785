// The basic tier fused into one worklist propagation, for hot loops (the generator grades each
// candidate puzzle tens of times). It sets exactly the closure of the four basic rules
// (sign_propagation, pair, gap, line_full): those rules only ever add deductions as cells become
// known, so the order they run in does not change the fixed point. Lines are revisited only when
// one of their cells changed. Tests check that grade_grid() built on it agrees with grade().
#pragma once

#include "grader/tango/grid.hpp"

namespace dg::tango {

// Runs the basic rules on `g` to their fixed point. Returns true when it set any cell. A clash
// shows up as g.contradiction().
bool propagate_basic(Grid& g);

}  // namespace dg::tango
