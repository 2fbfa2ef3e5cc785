// A generated Queens puzzle written straight to its JSON text, without building the JSON tree: at
// 8x8 the tree (built, dumped, freed, with its allocations) was about a twentieth of `generate
// queens`'s time, the largest item left in its profile.
#pragma once

#include <string>

#include "generator/queens/generator.hpp"

namespace dg::queens {

// Exactly with_score(generated_to_json(g)).dump(): the line `generate` writes for g. LinkedIn
// boards scored for the output are written directly; every other kind (the family's variants, a
// grade for the store, an unscored or ungraded puzzle) takes the tree's way.
std::string generated_to_text(const GeneratedPuzzle& g);

}  // namespace dg::queens
