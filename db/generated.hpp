// Storing generated puzzles: each is the interchange JSON plus "solution" and "seed" (as the
// generators emit it); the store keeps it with its generator name, version and parameters, and
// grades it with the current grader.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "db/store.hpp"

namespace dg::db {

struct GeneratorInfo {
  std::string name;     // e.g. "tango"
  std::string version;  // the generator's version
  std::string params;   // its parameters as JSON
};

struct StoreSummary {
  int added = 0;
  int duplicates = 0;
};

// Inserts `puzzles` in one transaction (canonical duplicates are skipped), each under its "id"
// (every generator gives one: generated_id). keys[i], when given, is puzzles[i]'s canonical key
// as the generator worked it out (else it is worked out here). Throws DbError, or
// std::runtime_error for a puzzle that does not parse (a generator bug).
StoreSummary store_generated(Store& store, const std::vector<nlohmann::json>& puzzles,
                             const GeneratorInfo& generator, std::optional<std::int64_t> run,
                             const std::vector<std::string>& keys = {});

}  // namespace dg::db
