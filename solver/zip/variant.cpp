// Zip's variants (see variant.hpp).
#include "solver/zip/variant.hpp"

#include "solver/common/variant.hpp"

namespace dg::zip {

std::string variant(const Puzzle& p) {
  std::vector<std::string> parts;
  if (!p.walls.empty()) parts.emplace_back("walls");
  if (p.rows != p.cols) parts.emplace_back("rect");
  return join_variant(parts, "plain");
}

}  // namespace dg::zip
