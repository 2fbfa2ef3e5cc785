// Flowing sections of boards into rows and pages (see layout.hpp).
#include "render/layout.hpp"

#include <algorithm>
#include <cmath>
#include <iterator>
#include <utility>

namespace dg::render {

namespace {

// Title text is drawn at 18 pt bold; its width is estimated, not measured, so that layout needs
// no cairo: 0.62 em a character covers the widest captions we print.
constexpr double kTitleCharW = 18 * 0.62;

// One arrangement of a filled page: boards per row, and each row's box side.
struct Arrangement {
  double w = 0, h = 0;
  std::vector<std::size_t> per_row;
  std::vector<double> side;
  double smallest = 0, area = 0;
};

// Each row's boards share a box side: at most what the page width gives that many boards, and
// together the rows no taller than the page. The height is shared out evenly ("water-filling"),
// a row capped by its width leaving the rest to the others, which maximises the smallest side.
Arrangement arrange(std::vector<std::size_t> per_row, double page_w, double page_h, bool titled,
                    const std::vector<BoardShape>& boards) {
  const std::size_t rows = per_row.size();
  Arrangement a{page_w, page_h, std::move(per_row), std::vector<double>(rows), 0, 0};
  // Each row reserves its tallest caption's room.
  double captions = 0;
  for (std::size_t r = 0, b = 0; r < rows; ++r) {
    double room = 0;
    for (std::size_t k = 0; k < a.per_row[r]; ++k, ++b) room = std::max(room, boards[b].caption_h);
    captions += room;
  }
  const double height = page_h - 2 * kMargin - (titled ? kTitleH : 0) - captions -
                        static_cast<double>(rows - 1) * kMargin;
  std::vector<double> cap(rows);
  for (std::size_t r = 0; r < rows; ++r) {
    const double k = static_cast<double>(a.per_row[r]);
    cap[r] = (page_w - 2 * kMargin - (k - 1) * kMargin) / k;
  }
  std::vector<std::size_t> order(rows);
  for (std::size_t r = 0; r < rows; ++r) order[r] = r;
  std::sort(order.begin(), order.end(),
            [&](std::size_t x, std::size_t y) { return cap[x] < cap[y]; });
  double left = height;
  for (std::size_t i = 0; i < rows; ++i) {  // narrowest rows first: they may not use their share
    const std::size_t r = order[i];
    a.side[r] = std::min(cap[r], left / static_cast<double>(rows - i));
    left -= a.side[r];
  }
  a.smallest = *std::min_element(a.side.begin(), a.side.end());
  for (std::size_t r = 0; r < rows; ++r)
    a.area += static_cast<double>(a.per_row[r]) * a.side[r] * a.side[r];
  return a;
}

// a beats b: a larger smallest side, then more area, then a bigger first row.
bool better(const Arrangement& a, const Arrangement& b) {
  constexpr double eps = 1e-6;
  if (std::abs(a.smallest - b.smallest) > eps) return a.smallest > b.smallest;
  if (std::abs(a.area - b.area) > eps) return a.area > b.area;
  return a.side[0] > b.side[0] + eps;
}

}  // namespace

std::optional<Page> fill_page(const SectionShape& s, std::size_t section, bool labels) {
  const std::size_t n = s.boards.size();
  if (n == 0 || n > kFillBoards) return std::nullopt;
  const bool titled = !s.title.empty();
  std::optional<Arrangement> best;
  for (const auto& [w, h] : {std::pair{kPageW, kPageH}, std::pair{kPageH, kPageW}})
    // Each bit of `breaks` ends a row after that board: every way to cut n boards into rows.
    for (unsigned breaks = 0; breaks < (1u << (n - 1)); ++breaks) {
      std::vector<std::size_t> per_row{1};
      for (std::size_t b = 1; b < n; ++b) {
        if (breaks & (1u << (b - 1))) per_row.push_back(0);
        ++per_row.back();
      }
      Arrangement a = arrange(std::move(per_row), w, h, titled, s.boards);
      if (!best || better(a, *best)) best = std::move(a);
    }
  const double lab = labels ? kLabelRoom : 0;
  Page page{best->w, best->h, {}, {}};
  if (titled) page.titles.push_back({s.title, kMargin, kMargin});
  double y = kMargin + (titled ? kTitleH : 0);
  std::size_t bi = 0;
  for (std::size_t r = 0; r < best->per_row.size(); ++r) {
    std::vector<PlacedBoard> row;
    double row_w = 0, row_h = 0;
    for (std::size_t k = 0; k < best->per_row[r]; ++k, ++bi) {
      const BoardShape b = s.boards[bi];
      const double cell =
          std::min(best->side[r] / std::max(b.cols + lab, b.rows + lab), kMaxFillCell);
      if (cell < kMinCell) return std::nullopt;
      const double label = lab * cell, board_w = label + b.cols * cell;
      const double slot = std::max(board_w, kCaptionMinW);
      row.push_back({section, bi, row_w + (slot - board_w) / 2, y, slot, cell, label, b.caption_h});
      row_w += slot + (k + 1 < best->per_row[r] ? kMargin : 0);
      row_h = std::max(row_h, label + b.rows * cell + b.caption_h);
    }
    const double x0 = (page.w - row_w) / 2;  // each row centred across the page
    if (x0 < kMargin - 1e-9) return std::nullopt;
    for (PlacedBoard& p : row) {
      p.x += x0;
      page.boards.push_back(p);
    }
    y += row_h + kMargin;
  }
  return page;
}

double cell_size(BoardShape b, bool labels, double box) {
  const double lab = labels ? kLabelRoom : 0;
  const double w_units = b.cols + lab, h_units = b.rows + lab;
  if (box <= 0) return kNaturalCell;
  const double boxed = std::clamp(box / std::max(w_units, h_units), kMinCell, kNaturalCell);
  // A page must still hold the board, title and caption included.
  const double max_w = kPageW - 2 * kMargin, max_h = kPageH - 2 * kMargin - kTitleH - kCaptionH;
  return std::min({boxed, max_w / w_units, max_h / h_units});
}

double section_box(std::size_t section_boards, std::size_t document_boards) {
  return document_boards == 1 ? 0 : section_boards <= 3 ? kWideBox : kBoardBox;
}

Flow::Flow(bool labels, Paging paging) : labels_(labels), paged_(paging == Paging::a4_pages) {}

void Flow::new_page() {
  pages_.push_back(paged_ ? Page{kPageW, kPageH, {}, {}} : Page{});
  y_ = kMargin;
}

void Flow::add_title(const std::string& text) {
  if (text.empty()) return;
  pages_.back().titles.push_back({text, kMargin, y_});
  if (!paged_)
    pages_.back().w =
        std::max(pages_.back().w, 2 * kMargin + kTitleCharW * static_cast<double>(text.size()));
  y_ += kTitleH;
}

void Flow::add_page(Page page) {
  pages_.push_back(std::move(page));
}

void Flow::begin_section(std::size_t section, const std::string& title, double box) {
  section_ = section;
  title_ = title;
  box_ = box;
  if (paged_ || pages_.empty()) new_page();
  add_title(title);
  x_ = kMargin;
  row_h_ = 0;
}

Flow::Slot Flow::slot_of(const BoardShape& b) const {
  Slot s;
  s.cell = cell_size(b, labels_, box_);
  s.label = labels_ ? s.cell * kLabelRoom : 0;
  s.board_w = s.label + b.cols * s.cell;
  s.w = std::max(s.board_w, kCaptionMinW);
  return s;
}

double Flow::slot_width(const BoardShape& b) const {
  return slot_of(b).w;
}

void Flow::place(std::size_t board, const BoardShape& b) {
  const auto [cell, label, board_w, w] = slot_of(b);
  const double h = label + b.rows * cell + b.caption_h;
  if (x_ > kMargin && x_ + w > kPageW - kMargin) {  // the row is full: start the next one
    y_ += row_h_ + kMargin;
    x_ = kMargin;
    row_h_ = 0;
  }
  if (paged_ && y_ + h > kPageH - kMargin && !pages_.back().boards.empty()) {
    new_page();
    add_title(title_.empty() ? "" : title_ + " (continued)");
    x_ = kMargin;
    row_h_ = 0;
  }
  pages_.back().boards.push_back(
      {section_, board, x_ + (w - board_w) / 2, y_, w, cell, label, b.caption_h});
  x_ += w + kMargin;
  row_h_ = std::max(row_h_, h);
  if (!paged_) pages_.back().w = std::max(pages_.back().w, x_);
}

void Flow::end_section() {
  y_ += row_h_ + kMargin;
  if (!paged_) pages_.back().h = y_;
}

std::vector<Page> Flow::take_finished() {
  if (!paged_ || pages_.size() < 2) return {};
  std::vector<Page> done(std::make_move_iterator(pages_.begin()),
                         std::make_move_iterator(pages_.end() - 1));
  pages_.erase(pages_.begin(), pages_.end() - 1);
  return done;
}

std::vector<Page> Flow::take_rest() {
  return std::exchange(pages_, {});
}

std::vector<Page> lay_out(const std::vector<SectionShape>& sections, bool labels, Paging paging) {
  std::size_t total = 0;
  for (const auto& s : sections) total += s.boards.size();
  Flow flow(labels, paging);
  for (std::size_t si = 0; si < sections.size(); ++si) {
    const SectionShape& s = sections[si];
    if (paging == Paging::a4_pages)
      if (auto filled = fill_page(s, si, labels)) {
        flow.add_page(std::move(*filled));
        continue;
      }
    flow.begin_section(si, s.title, section_box(s.boards.size(), total));
    for (std::size_t bi = 0; bi < s.boards.size(); ++bi) flow.place(bi, s.boards[bi]);
    flow.end_section();
  }
  return flow.take_rest();
}

}  // namespace dg::render
