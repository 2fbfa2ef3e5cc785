// Reading puzzles back out of the store as interchange JSON ({"puzzles":[...]}), each with its
// store id, solution, source and current grade.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "db/store.hpp"

namespace dg::db {

struct ExportFilter {
  std::vector<std::int64_t> ids;  // empty = any
  std::string game, tier, source;
  std::string from, to;  // daily schedule dates YYYY-MM-DD (inclusive); set = scheduled puzzles only
  long long limit = 0;   // 0 = no limit
};

nlohmann::json export_puzzles(Store& store, const ExportFilter& filter);

}  // namespace dg::db
