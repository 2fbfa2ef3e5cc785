// QUBO file formats, one writer and one reader each (docs/formats.md, "QUBO formats"):
//   bqm-json  dimod's BinaryQuadraticModel serialisation (bqm_schema 3.0.0, BINARY)
//   coo       dimod's COO text: "i j bias" per line, i == j for linear biases
//   qubo      qbsolv's .qubo: "p qubo 0 maxNodes nNodes nCouplers", nodes, then couplers
//   lp        CPLEX LP: a quadratic objective "[ ... ] / 2" and a Binaries section
// Text formats start with comments giving the title, the offset and the variable map
// ("var 3 x_0_4"); the readers take the map and the offset back from them, so every format reads
// back into the same Model (labels, biases, offset).
#pragma once

#include <span>
#include <string>
#include <string_view>

#include "qubo/common/model.hpp"
#include "solver/common/expected.hpp"

namespace dg::qubo {

// What the writers put in their comments besides the variable map.
struct Header {
  std::string title;      // e.g. "queens #linkedin-1 8x8"
  std::string one_means;  // what a variable's 1 means: "queen", "sun"
};

struct Format {
  std::string_view name;
  std::string (*write)(const Model& m, const Header& h);
  Expected<Model> (*read)(std::string_view text);
};

std::span<const Format> all_formats();
// nullptr for an unknown name.
const Format* find_format(std::string_view name);

// Shortest text that reads back to the same double.
std::string number_text(double v);
// The same without an exponent ("0.0000001", not "1e-07"), for readers that take plain decimals
// only (dimod's COO).
std::string decimal_text(double v);
// Parses a whole token as a double; false when it is not one.
bool parse_number(std::string_view token, double& v);

// Formats, one file each.
std::string write_bqm_json(const Model& m, const Header& h);
Expected<Model> read_bqm_json(std::string_view text);
std::string write_coo(const Model& m, const Header& h);
Expected<Model> read_coo(std::string_view text);
std::string write_qbsolv(const Model& m, const Header& h);
Expected<Model> read_qbsolv(std::string_view text);
std::string write_lp(const Model& m, const Header& h);
Expected<Model> read_lp(std::string_view text);

}  // namespace dg::qubo
