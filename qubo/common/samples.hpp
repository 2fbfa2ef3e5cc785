// The reads of `qubo --anneal --samples FILE` as a table, one JSON object per line (JSON Lines;
// docs/formats.md, "Annealing samples"):
//   {"puzzle":"level62","read":0,"energy":0,"solved":true,"sample":{"x_0_0":0,"x_0_1":1,...}}
// "sample" lists every variable in the model's order, so a row loads straight into dimod
// (SampleSet.from_samples([row["sample"] ...], "BINARY", energy=[row["energy"] ...])) or pandas
// (read_json(lines=True)).
#pragma once

#include <string>

#include "qubo/common/anneal.hpp"
#include "qubo/common/model.hpp"

namespace dg::qubo {

// One line (with its '\n'). Pre: r.state.size() == m.labels.size().
std::string sample_line(const Model& m, const std::string& puzzle, int read_index, const Read& r,
                        bool solved);

}  // namespace dg::qubo
