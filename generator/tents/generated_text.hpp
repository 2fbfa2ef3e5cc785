// A generated Tents puzzle written straight to its JSON text, without building the JSON tree:
// at 8x8 the tree (built, dumped, freed) cost as much as generating the puzzle.
#pragma once

#include <string>

#include "generator/tents/generator.hpp"

namespace dg::tents {

// Exactly generated_to_json(g).dump() when its grade carries a score (the generators score what
// they write: ScoreFilter::for_output), else with_score(generated_to_json(g)).dump(): the line
// `generate` writes for g. The tree is built only for the small "grade" object.
std::string generated_to_text(const Generated& g);

}  // namespace dg::tents
