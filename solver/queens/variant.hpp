// The Queens family's variants (grammar in solver/common/variant.hpp): "linkedin", "stars2",
// "torus", "stars2+torus+holes", ... in one fixed part order, so each board has one value.
#pragma once

#include <string>
#include <string_view>

#include "solver/queens/model.hpp"

namespace dg::queens {

// Parts in this order: starsK (K >= 2), torus, holes, givens, diagonals (full), noregions,
// counts (any per-unit count list), rect (rows != cols), then the general system's (general.hpp):
// attack (a chess attack pattern), pieces (per-cell pieces), nolines (no row/column counts),
// ranges (a count range), units (extra units), maximize; "linkedin" when there are none.
std::string variant(const Puzzle& p);
// "queens", "star battle 2★", "queens torus", "star battle 3★ holes", "queens full diagonals"...
std::string variant_label(std::string_view variant);
// "queens" for LinkedIn boards, "queens:<variant>" for every other: a Star Battle never takes a
// Queens number, nor a torus a LinkedIn one.
std::string variant_series(std::string_view variant);

}  // namespace dg::queens
