// JSON keys of the Queens family's general system (general.hpp; docs/formats.md).
#pragma once

#include <vector>

#include <nlohmann/json.hpp>

#include "solver/common/expected.hpp"
#include "solver/queens/model.hpp"

namespace dg::queens {

// True when the object has a key only the general system reads.
bool has_general_keys(const nlohmann::json& object);
// A count list under `key`: integers or [lo, hi] pairs. `hi` stays empty when no entry is a pair.
Expected<void> read_count_list(const nlohmann::json& object, const char* key, std::vector<int>& lo,
                               std::vector<int>& hi);
// Reads each of "row_counts", "col_counts" and "region_counts" the object has (read_count_list);
// the lists of an absent key are left as they are.
Expected<void> read_count_lists(const nlohmann::json& object, Puzzle& p);
// Reads "attack", "lines", "maximize", "units", "pieces" and "weights" into p.general.
// Pre: p.n and p.cols are set (pieces and weights have one entry per cell).
Expected<void> read_general(const nlohmann::json& object, Puzzle& p);
// The counts as JSON: q for an exact count, [lo, hi] for a range.
nlohmann::json count_list_json(const std::vector<int>& lo, const std::vector<int>& hi);
// Writes the general keys that differ from their defaults.
void write_general(const Puzzle& p, nlohmann::json& out);

}  // namespace dg::queens
