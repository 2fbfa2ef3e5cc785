// The optional keys of the seed paper's generalisations (model.hpp) in each format: JSON keys,
// text header words, and their validation. Internal to the Tango model.
#pragma once

#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "solver/common/expected.hpp"
#include "solver/tango/model.hpp"

namespace dg::tango::options {

// Reads "row_ones", "col_ones", "torus", "diagonals", "regions", "region_ones", "long_signs" into
// p (p.n and p.cols already set).
Expected<void> read_json(const nlohmann::json& object, Puzzle& p);
// Writes the keys that differ from the classic defaults.
void write_json(const Puzzle& p, nlohmann::json& out);

// One header word of the text form ("torus", "rows=1,2-3", ...). `where` prefixes errors. Range
// lists and region maps are kept raw until the grid size is known: finish_header() applies them.
struct Header {
  std::string rows, cols, regions, region_ones, equal, opposite;
};
Expected<bool> read_header_word(std::string_view word, Puzzle& p, Header& h,
                                const std::string& where);
Expected<void> finish_header(const Header& h, Puzzle& p, const std::string& where);
// The header's option words (leading space each), in the documented order.
std::string header_words(const Puzzle& p);
// True when a sign between a and b is drawn in the grid (neighbours); others go in the header.
bool drawn_in_grid(const CellPair& pr);

// Checks the options against the board size, fills in region_ones' default.
Expected<void> check(Puzzle& p);

}  // namespace dg::tango::options
