// Tents as a QUBO with tree-cell link variables (the seed paper's "each tree's neighbourhood holds
// 1 or 2 tents" is a relaxation: it admits two trees sharing one tent; see
// ../shared/research/tents-and-trees.md). One variable y(t,c) per tree t and free orthogonal
// neighbour c, labelled "y_TR_TC_CR_CC"; the cell's tent is x_c = sum over t of y(t,c). Terms:
//   - (1 - sum_c y(t,c))^2 per tree: each tree links to exactly one cell;
//   - y(t,c) y(t',c) per two trees claiming one cell: a tent pairs with one tree;
//   - x_a x_b (a sum of products) per two touching cells: tents never touch;
//   - (N - sum x)^2 per row and column with a count N; (1 - x_c)^2 per given tent.
// Every term is a non-negative integer, zero exactly when its rule holds, so the zero-energy
// states are exactly the solutions with one chosen pairing each (several states for a solution
// whose trees and tents pair up in more than one way) and every other state has energy >= 1.
// Cells next to no tree and given grass have no variable: they can hold no tent.
#pragma once

#include <vector>

#include <nlohmann/json.hpp>

#include "qubo/common/encoding.hpp"
#include "solver/common/expected.hpp"
#include "solver/tents/model.hpp"

namespace dg::qubo::tents {

// Error for a unique_matching puzzle: "the pairing is unique" is no quadratic condition.
// options.reduce is ignored (the link variables are the model; there is nothing to substitute).
Expected<Encoding> encode(const dg::tents::Puzzle& p, EncodeOptions options = {});

// The size encode(p) would have, counted without building it (model_size.hpp).
Expected<ModelSize> measure(const dg::tents::Puzzle& p);

// Every state of a solution (its tent cells): one per way its trees and tents pair up, at most
// `limit`. Error when the cells are no tent set of the board.
Expected<std::vector<State>> states_of_solution(const Encoding& e, const dg::tents::Puzzle& p,
                                                const nlohmann::json& solution,
                                                std::size_t limit = 4096);

}  // namespace dg::qubo::tents
