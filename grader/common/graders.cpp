// The table of graders: the one place that lists them.
#include "grader/common/graders.hpp"

#include <vector>

#include "grader/queens/grader.hpp"
#include "grader/sudoku/grader.hpp"
#include "grader/tango/grader.hpp"
#include "grader/tents/grader.hpp"
#include "grader/zip/grader.hpp"
#include "solver/common/variant.hpp"

namespace dg {

std::span<const GraderInfo> all_graders() {
  static const std::vector<GraderInfo> graders = {
      queens::grader_info(),
      tango::grader_info(),
      zip::grader_info(),
      tents::grader_info(),
      sudoku::grader_info(),
  };
  return graders;
}

std::string unsupported_reason(const GraderInfo& grader, const AnyPuzzle& puzzle) {
  return grader.unsupported ? grader.unsupported(puzzle) : std::string();
}

namespace {

// Tango's options from the seed paper (solver/tango/model.hpp) that the grader does not take:
// counted exactly and exported as QUBOs, not graded (grader/tango/grader.cpp unsupported_any says
// the same per puzzle). Rectangles, odd sizes and per-line counts are graded.
constexpr std::string_view kLinesOnly =
    "the grader's rules see runs in rows and columns, line counts and signs between neighbours "
    "only";
// The Queens grader takes the general system (docs/formats.md): its counting rules read count
// ranges and extra units, its kill rules the board's own attack sets, and the rules that read
// touching geometry switch off where touching cells need not attack (docs/difficulty.md).
constexpr VariantLimit kUngraded[] = {
    {"queens", "maximize", "Max Chess Pieces is an optimisation, not a puzzle with one answer"},
    {"tango", "torus", kLinesOnly},
    {"tango", "diagonals", kLinesOnly},
    {"tango", "regions", kLinesOnly},
    {"tango", "long-signs", kLinesOnly},
};

}  // namespace

std::string ungraded_variant(std::string_view game, std::string_view variant) {
  if (!find_grader(game)) return "no grader for " + std::string(game) + " yet";
  return variant_refusal(kUngraded, game, variant);
}

const GraderInfo* find_grader(std::string_view game) {
  for (const GraderInfo& g : all_graders())
    if (g.game == game) return &g;
  return nullptr;
}

}  // namespace dg
