// A generated Tango puzzle written straight to its JSON text, without building the JSON tree: at
// 6x6 the tree (built, dumped, freed) cost a fifth of `generate tango`'s time.
#pragma once

#include <string>

#include "generator/tango/generator.hpp"

namespace dg::tango {

// Exactly generated_to_json(g).dump() when its grade carries a score for the output
// (ScoreFilter::for_output), else with_score(generated_to_json(g)).dump(): the line `generate`
// writes for g. Boards with the paper's options (never generated) take the tree's way too.
std::string generated_to_text(const GeneratedPuzzle& g);

// A key equal for two generated puzzles exactly when their interchange JSON is equal (cells, signs
// and the unique-lines flag of a classic board; generate_each's repeat test), cheaper than the
// JSON's dump. Pre: is_classic(p).
std::string exact_key(const Puzzle& p);

}  // namespace dg::tango
