// Flowing sections of boards into rows and pages (see layout.hpp).
#include "render/layout.hpp"

#include <algorithm>

namespace dg::render {

namespace {

// Title text is drawn at 18 pt bold; its width is estimated, not measured, so that layout needs
// no cairo: 0.62 em a character covers the widest captions we print.
constexpr double kTitleCharW = 18 * 0.62;

}  // namespace

double cell_size(BoardShape b, bool labels, double box) {
  const double lab = labels ? kLabelRoom : 0;
  const double w_units = b.cols + lab, h_units = b.rows + lab;
  if (box <= 0) return kNaturalCell;
  const double boxed = std::clamp(box / std::max(w_units, h_units), kMinCell, kNaturalCell);
  // A page must still hold the board, title and caption included.
  const double max_w = kPageW - 2 * kMargin, max_h = kPageH - 2 * kMargin - kTitleH - kCaptionH;
  return std::min({boxed, max_w / w_units, max_h / h_units});
}

std::vector<Page> lay_out(const std::vector<SectionShape>& sections, bool labels, Paging paging) {
  const bool paged = paging == Paging::a4_pages;
  std::size_t total = 0;
  for (const auto& s : sections) total += s.boards.size();
  std::vector<Page> pages;
  double y = kMargin;  // top of the next row on the current page
  auto new_page = [&] {
    pages.push_back(paged ? Page{kPageW, kPageH, {}, {}} : Page{});
    y = kMargin;
  };
  auto add_title = [&](const std::string& text) {
    if (text.empty()) return;
    pages.back().titles.push_back({text, kMargin, y});
    if (!paged)
      pages.back().w =
          std::max(pages.back().w, 2 * kMargin + kTitleCharW * static_cast<double>(text.size()));
    y += kTitleH;
  };
  for (std::size_t si = 0; si < sections.size(); ++si) {
    const SectionShape& s = sections[si];
    if (paged || pages.empty()) new_page();
    add_title(s.title);
    double x = kMargin, row_h = 0;
    const double box = total == 1 ? 0 : s.boards.size() <= 3 ? kWideBox : kBoardBox;
    for (std::size_t bi = 0; bi < s.boards.size(); ++bi) {
      const double cell = cell_size(s.boards[bi], labels, box);
      const double label = labels ? cell * kLabelRoom : 0;
      const double board_w = label + s.boards[bi].cols * cell;
      const double w = std::max(board_w, kCaptionMinW);
      const double h = label + s.boards[bi].rows * cell + kCaptionH;
      if (x > kMargin && x + w > kPageW - kMargin) {  // the row is full: start the next one
        y += row_h + kMargin;
        x = kMargin;
        row_h = 0;
      }
      if (paged && y + h > kPageH - kMargin && !pages.back().boards.empty()) {
        new_page();
        add_title(s.title.empty() ? "" : s.title + " (continued)");
        x = kMargin;
        row_h = 0;
      }
      pages.back().boards.push_back({si, bi, x + (w - board_w) / 2, y, w, cell, label});
      x += w + kMargin;
      row_h = std::max(row_h, h);
      if (!paged) pages.back().w = std::max(pages.back().w, x);
    }
    y += row_h + kMargin;
    if (!paged) pages.back().h = y;
  }
  return pages;
}

}  // namespace dg::render
