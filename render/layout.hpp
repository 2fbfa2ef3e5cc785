// Internal: where each section title and board goes, in points, before anything is drawn. Pure
// arithmetic (no cairo), so the legibility promises below are tested directly.
//
// Boards flow left to right into rows no wider than an A4-landscape page, rows top to bottom.
// Paged layouts (PDF of more than one board) break onto a new A4-landscape page when a row does
// not fit, and start every section on a new page; a continued section repeats its title. A
// section that fits one page (up to kFillBoards boards: a day's set) is instead laid out to fill
// its page, landscape or portrait, whichever draws its boards bigger (fill_page). Sheet layouts
// (SVG, PNG, a one-board PDF) put everything on one page sized to its content.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace dg::render {

// A4 landscape in points.
inline constexpr double kPageW = 842, kPageH = 595;
inline constexpr double kMargin = 24;    // around a page and between boards
inline constexpr double kTitleH = 36;    // room for a section title
inline constexpr double kCaptionH = 38;  // room under a board: caption, then a rule note
inline constexpr double kNaturalCell = 40;
// In a document of several boards each board (with its labels) is scaled to this side, so four
// fit across an A4-landscape page and two rows fit down it: eight boards a page. A section of
// up to three boards (a day's set) fills one row instead, each board up to kWideBox.
inline constexpr double kBoardBox = 170;
inline constexpr double kWideBox = 248;  // (842 - 4 * 24) / 3
// The smallest cell drawn while a page can hold the board: 16 pt is 5.6 mm, about a
// crossword's cell, and leaves a Zip number or a Tango sign readable in print.
inline constexpr double kMinCell = 16;
// A board's slot is at least this wide, so a small board's caption ("queens #1234 · 4x4 ·
// basic", about 180 pt at 12 pt bold) need not shrink; the board is centred in its slot.
inline constexpr double kCaptionMinW = 180;
// A section of up to this many boards gets a page of its own filled by its boards (a flowing
// page holds eight: four across, two down).
inline constexpr std::size_t kFillBoards = 8;
// The largest cell on a filled page: an inch, so a lone small board does not turn into a poster.
inline constexpr double kMaxFillCell = 72;
// Labels take this fraction of a cell above and left of the board.
inline constexpr double kLabelRoom = 0.7;

struct BoardShape {
  int rows = 0, cols = 0;
  // Room under the board for its caption and note: more when the caption wraps (render.cpp
  // measures it against its slot), so a wrapped caption never runs into the row below.
  double caption_h = kCaptionH;
};
struct SectionShape {
  std::string title;
  std::vector<BoardShape> boards;
};

struct PlacedTitle {
  std::string text;
  double x = 0, y = 0;  // top-left of the title's box
};
struct PlacedBoard {
  std::size_t section = 0, board = 0;
  double x = 0, y = 0;  // top-left of the board's footprint (labels included)
  double slot_w = 0;    // width of the board's slot, at least kCaptionMinW; the board is centred
  double cell = 0;      // points per cell
  double label = 0;     // room taken by labels above and left (0 without labels)
  double caption_h = kCaptionH;  // the room under it for its caption (BoardShape::caption_h)
};
struct Page {
  double w = 0, h = 0;
  std::vector<PlacedTitle> titles;
  std::vector<PlacedBoard> boards;
};

enum class Paging { a4_pages, one_sheet };

// The cell size for a board scaled to `box` points a side (0: natural size, for a document's
// only board), between kMinCell and kNaturalCell; below kMinCell only when the board could not
// fit a page even then.
double cell_size(BoardShape b, bool labels, double box);

// Section `section` on one A4 page of its own, landscape or portrait, filled: its boards in rows
// (in order; each row's boards one size, the rows together as tall as the page allows), the
// arrangement and orientation chosen for the largest smallest board, then the most board area
// (the first board biggest on a tie). Empty when it has more than kFillBoards boards or a board
// would be drawn below kMinCell.
std::optional<Page> fill_page(const SectionShape& s, std::size_t section, bool labels);

// The box side lay_out scales a flowing section's boards to: a document's only board keeps its
// natural size (0), a section of up to three boards gets kWideBox, any other kBoardBox.
double section_box(std::size_t section_boards, std::size_t document_boards);

// Boards flowed into rows and pages one at a time, as lay_out flows a section it does not fill:
// for a caller that cannot hold every board (render/pdf_stream.hpp). With a4_pages a page is
// finished as soon as a board goes onto the next one, so it can be drawn and let go.
class Flow {
 public:
  Flow(bool labels, Paging paging);
  // A page laid out whole elsewhere (fill_page), after the pages so far.
  void add_page(Page page);
  // Starts section `section` headed by `title` (a4_pages: on a new page), its boards scaled to
  // `box` (cell_size; section_box gives lay_out's).
  void begin_section(std::size_t section, const std::string& title, double box);
  // The slot the current section gives board `b`: its caption wraps to this width.
  double slot_width(const BoardShape& b) const;
  // Places board `board` of the current section after the ones placed so far.
  void place(std::size_t board, const BoardShape& b);
  void end_section();
  // The pages no board can go onto any more (with a4_pages every page but the last), taken out.
  std::vector<Page> take_finished();
  // Every page not yet taken; the flow is then empty.
  std::vector<Page> take_rest();

 private:
  void new_page();
  void add_title(const std::string& text);
  // Where board b goes in its slot: cell size, label room, the board's width, the slot's.
  struct Slot {
    double cell = 0, label = 0, board_w = 0, w = 0;
  };
  Slot slot_of(const BoardShape& b) const;
  bool labels_, paged_;
  std::vector<Page> pages_;
  double x_ = kMargin, y_ = kMargin, row_h_ = 0, box_ = 0;
  std::size_t section_ = 0;
  std::string title_;
};

// Lays out `sections`. Post: every board is placed exactly once, in order; with a4_pages every
// page is A4 (kPageW x kPageH, or kPageH x kPageW for a filled page) and every board lies inside
// its page's margins (a board too big for a page at kMinCell is shrunk to fit); with one_sheet
// there is one page sized to its content.
std::vector<Page> lay_out(const std::vector<SectionShape>& sections, bool labels, Paging paging);

}  // namespace dg::render
