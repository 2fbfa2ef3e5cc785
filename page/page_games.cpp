// The table of games the page plays: the one place that lists them.
#include "page/graded_steps.hpp"
#include "page/queens/steps.hpp"
#include "page/sudoku/steps.hpp"
#include "page/tango/steps.hpp"
#include "page/tents/steps.hpp"
#include "page/zip/steps.hpp"

namespace dg::page {

std::span<const PageGame> all_page_games() {
  static const PageGame games[] = {
      queens_page(),
      tango_page(),
      zip_page(),
      tents_page(),
      sudoku_page(),
  };
  return games;
}

}  // namespace dg::page
