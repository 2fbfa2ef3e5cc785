// The table of graders: the one place that lists them.
#include "grader/common/graders.hpp"

#include <vector>

#include "grader/queens/grader.hpp"
#include "grader/tango/grader.hpp"
#include "grader/tents/grader.hpp"
#include "grader/zip/grader.hpp"

namespace dg {

std::span<const GraderInfo> all_graders() {
  static const std::vector<GraderInfo> graders = {
      queens::grader_info(),
      tango::grader_info(),
      zip::grader_info(),
      tents::grader_info(),
  };
  return graders;
}

std::string unsupported_reason(const GraderInfo& grader, const AnyPuzzle& puzzle) {
  return grader.unsupported ? grader.unsupported(puzzle) : std::string();
}

const GraderInfo* find_grader(std::string_view game) {
  for (const GraderInfo& g : all_graders())
    if (g.game == game) return &g;
  return nullptr;
}

}  // namespace dg
