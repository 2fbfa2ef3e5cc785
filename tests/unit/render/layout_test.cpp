// Layout: a week's booklet (21 boards, then their solutions) stays legible on A4-landscape pages,
// every section starts a new page, nothing leaves its page; images are one sheet.
#include <catch2/catch.hpp>

#include <algorithm>

#include "render/layout.hpp"

using namespace dg::render;

namespace {

// Seven days of the default curve's largest sizes: Queens 9x9, Tango 6x6, Zip 8x8.
std::vector<SectionShape> week() {
  std::vector<SectionShape> out;
  for (const char* part : {"", " solutions"})
    for (int d = 1; d <= 7; ++d)
      out.push_back({"dailygrid 2026-12-0" + std::to_string(d) + part, {{9, 9}, {6, 6}, {8, 8}}});
  return out;
}

void check_inside(const Page& p) {
  for (const PlacedBoard& b : p.boards) {
    CHECK(b.x >= kMargin - 1e-9);
    CHECK(b.y >= kMargin - 1e-9);
  }
}

}  // namespace

TEST_CASE("a week's booklet keeps 21 boards legible on A4 pages", "[render][layout]") {
  for (bool labels : {false, true}) {
    const auto sections = week();
    const auto pages = lay_out(sections, labels, Paging::a4_pages);
    std::size_t placed = 0;
    std::size_t last_section = 0;
    for (std::size_t i = 0; i < pages.size(); ++i) {
      const Page& p = pages[i];
      CHECK(std::min(p.w, p.h) == kPageH);  // A4, either way up
      CHECK(std::max(p.w, p.h) == kPageW);
      check_inside(p);
      REQUIRE_FALSE(p.boards.empty());
      // A section starts on a fresh page: no page holds boards of two sections.
      CHECK(p.boards.front().section == p.boards.back().section);
      if (i > 0) CHECK(p.boards.front().section >= last_section);
      last_section = p.boards.back().section;
      for (const PlacedBoard& b : p.boards) {
        ++placed;
        CHECK(b.cell >= kMinCell);
        const BoardShape s = sections[b.section].boards[b.board];
        CHECK(b.x + b.label + s.cols * b.cell <= p.w - kMargin + 1e-9);
        CHECK(b.y + b.label + s.rows * b.cell + kCaptionH <= p.h - kMargin + 1e-9);
      }
    }
    CHECK(placed == 42);
    CHECK(pages.size() == 14);
  }
}

TEST_CASE("a day's set fills its page instead of its top half", "[render][layout]") {
  for (bool labels : {false, true}) {
    CAPTURE(labels);
    const SectionShape day = week()[0];  // Queens 9x9, Tango 6x6, Zip 8x8
    const auto pages = lay_out({day}, labels, Paging::a4_pages);
    REQUIRE(pages.size() == 1);
    const Page& p = pages[0];
    REQUIRE(p.boards.size() == 3);
    const double lab = labels ? kLabelRoom : 0;
    double area = 0, bottom = 0;
    for (const PlacedBoard& b : p.boards) {
      const BoardShape s = day.boards[b.board];
      const double w = b.label + s.cols * b.cell, h = b.label + s.rows * b.cell;
      CHECK(b.x >= kMargin - 1e-9);
      CHECK(b.x + w <= p.w - kMargin + 1e-9);
      CHECK(b.y + h + kCaptionH <= p.h - kMargin + 1e-9);
      // Never smaller than a day's row of three used to draw it (kWideBox a side).
      CHECK(b.cell >= std::min(kWideBox / (std::max(s.cols, s.rows) + lab), kNaturalCell) - 1e-9);
      area += w * h;
      bottom = std::max(bottom, b.y + h + kCaptionH);
    }
    // The old row of three covered 248 x 248 pt a board (Tango's 240 x 240) down to 58% of the
    // page; the filled page gives the boards over 1.5 times that area, down to its bottom margin.
    CHECK(area > 1.5 * (2 * kWideBox * kWideBox + 240.0 * 240.0) * (labels ? 0.95 : 1));
    CHECK(bottom > 0.9 * p.h);
  }
  // Up to kFillBoards boards fill a page; more flow as before, eight to an A4-landscape page.
  SectionShape many{"", std::vector<BoardShape>(kFillBoards + 1, {8, 8})};
  const auto flowed = lay_out({many}, false, Paging::a4_pages);
  CHECK(flowed.size() == 2);
  CHECK(flowed[0].w == kPageW);
  many.boards.pop_back();
  CHECK(lay_out({many}, false, Paging::a4_pages).size() == 1);
  CHECK(fill_page(many, 0, false).has_value());
}

TEST_CASE("one long section flows onto as many pages as it needs", "[render][layout]") {
  SectionShape big{"a week of puzzles", {}};
  for (int i = 0; i < 21; ++i) big.boards.push_back({9, 9});
  const auto pages = lay_out({big}, false, Paging::a4_pages);
  REQUIRE(pages.size() >= 2);
  std::size_t placed = 0;
  for (const Page& p : pages) {
    placed += p.boards.size();
    REQUIRE(p.titles.size() == 1);  // the title is repeated on continuation pages
    for (const PlacedBoard& b : p.boards) {
      CHECK(b.cell >= kMinCell);
      CHECK(b.y + 9 * b.cell + kCaptionH <= kPageH - kMargin + 1e-9);
    }
  }
  CHECK(placed == 21);
  CHECK(pages[1].titles[0].text == "a week of puzzles (continued)");
}

TEST_CASE("a board too big for a page at the legible size is shrunk to fit", "[render][layout]") {
  const auto pages = lay_out({{"", {{40, 60}, {3, 3}}}}, true, Paging::a4_pages);
  for (const Page& p : pages)
    for (const PlacedBoard& b : p.boards) {
      const int cols = b.board == 0 ? 60 : 3, rows = b.board == 0 ? 40 : 3;
      CHECK(b.x + b.label + cols * b.cell <= kPageW - kMargin + 1e-9);
      CHECK(b.y + b.label + rows * b.cell + kCaptionH <= kPageH - kMargin + 1e-9);
    }
}

TEST_CASE("images stack every section on one sheet sized to its content", "[render][layout]") {
  const auto pages = lay_out(week(), false, Paging::one_sheet);
  REQUIRE(pages.size() == 1);
  CHECK(pages[0].boards.size() == 42);
  CHECK(pages[0].titles.size() == 14);
  CHECK(pages[0].w <= kPageW);
  for (const PlacedBoard& b : pages[0].boards) CHECK(b.y < pages[0].h);
  // A lone board is drawn at its natural size, the sheet fitting it.
  const auto one = lay_out({{"", {{7, 5}}}}, false, Paging::one_sheet);
  REQUIRE(one.size() == 1);
  CHECK(one[0].boards[0].cell == kNaturalCell);
  CHECK(one[0].w == Approx(2 * kMargin + 5 * kNaturalCell));
  CHECK(one[0].h == Approx(2 * kMargin + 7 * kNaturalCell + kCaptionH));
}
