// The table of difficulty scorers: the one place that lists them.
#include "grader/common/scorers.hpp"

#include <array>

#include "grader/queens/difficulty.hpp"
#include "grader/sudoku/difficulty.hpp"
#include "grader/tango/difficulty.hpp"
#include "grader/tents/difficulty.hpp"
#include "grader/zip/difficulty.hpp"

namespace dg {

std::span<const ScorerInfo> all_scorers() {
  static const std::array<ScorerInfo, 5> scorers = {
      queens::scorer_info(),
      tango::scorer_info(),
      zip::scorer_info(),
      tents::scorer_info(),
      sudoku::scorer_info(),
  };
  return scorers;
}

const ScorerInfo* find_scorer(std::string_view game) {
  for (const ScorerInfo& s : all_scorers())
    if (s.game == game) return &s;
  return nullptr;
}

}  // namespace dg
