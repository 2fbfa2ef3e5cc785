// Tango's variants (grammar in solver/common/variant.hpp): "plain", "unique-lines" (classic
// Takuzu), "signs-only" (signs and no given cell), "unique-lines+signs-only".
#pragma once

#include <string>
#include <string_view>

#include "solver/tango/model.hpp"

namespace dg::tango {

std::string variant(const Puzzle& p);
// "tango", or "tango unique lines": the clue mix (signs only) is not a rule a player is told.
std::string variant_label(std::string_view variant);
// "tango", or "tango:unique-lines" for the variant with a rule of its own.
std::string variant_series(std::string_view variant);

}  // namespace dg::tango
