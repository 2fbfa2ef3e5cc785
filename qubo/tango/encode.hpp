// Tango (and Takuzu without the unique-lines rule) as a QUBO, after the paper's formulation:
//   - each horizontal and vertical run of three cells: (3/2 - sum)^2 - 1/4, which is 0 when the
//     run holds one or two suns and 2 when it holds none or three;
//   - each row and column: (n/2 - sum)^2, 0 exactly when balanced;
//   - '=' and 'x' folded in by substitution (x' = x or x' = 1 - x): one variable per group of
//     cells joined by signs, labelled by the group's first cell in reading order.
// Substitution rather than penalty terms: it drops a variable per sign (fewer qubits), and a
// sign can then never be broken, so the sampler searches only boards that keep every sign.
// The seed paper's options (solver/tango/model.hpp) change only which terms are added: the runs
// are runs_of_three() (diagonals, wrapping runs), the counts units() (rows, columns, regions),
// each (m - sum)^2 for one count m or the fractional term for two neighbouring counts q, q + 1
// (near balance of an odd line); a unit allowed three or more counts is refused (slack variables
// would give a solution several states). Long signs are substituted like neighbour signs.
// Valid boards have energy 0, every other board >= 1. Givens (and groups they reach) are
// constants. A sign or given that contradicts another adds a constant 1: the puzzle then has no
// solution and no state has energy 0.
#pragma once

#include "qubo/common/encoding.hpp"
#include "solver/common/expected.hpp"
#include "solver/tango/model.hpp"

namespace dg::qubo::tango {

// Error for a unique-lines (classic Takuzu) puzzle: its rule is not quadratic (see the .cpp).
// Without options.reduce every cell is a variable, with (v - x)^2 per given and the paper's
// x(1-y) + (1-x)y per '=' and xy + (1-x)(1-y) per 'x'.
Expected<Encoding> encode(const dg::tango::Puzzle& p, EncodeOptions options = {});

// The size encode(p, options) would have, counted without building it (model_size.hpp).
Expected<ModelSize> measure(const dg::tango::Puzzle& p, EncodeOptions options = {});

}  // namespace dg::qubo::tango
