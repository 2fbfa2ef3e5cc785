// The one caption every board carries (see render.hpp), whichever command drew it.
#include <string>

#include "render/render.hpp"

namespace dg::render {

std::string caption(const AnyPuzzle& puzzle, std::string_view number_or_id, std::string_view tier,
                    std::string_view date) {
  if (!number_or_id.empty() && number_or_id.front() == '#') number_or_id.remove_prefix(1);
  std::string out = std::string(puzzle.game()) + " #" + std::string(number_or_id) + " \u00b7 ";
  if (!date.empty()) out += std::string(date) + " \u00b7 ";
  out += std::to_string(puzzle.rows()) + "x" + std::to_string(puzzle.cols());
  if (!tier.empty()) out += " \u00b7 " + std::string(tier);
  return out;
}

}  // namespace dg::render
