// Drawing a PDF page by page as boards come (see pdf_stream.hpp).
#include "render/pdf_stream.hpp"

#include <cairo-pdf.h>
#include <cairo.h>

#include <algorithm>
#include <deque>
#include <optional>
#include <streambuf>
#include <utility>
#include <vector>

#include "render/layout.hpp"
#include "render/pages.hpp"
#include "solver/common/atomic_file.hpp"
#include "solver/common/printable.hpp"

namespace dg::render {

namespace {

// A stream buffer that writes a FileReplacement in blocks; the first failure is kept (cairo only
// learns that a write failed, not why).
class ReplacementBuf : public std::streambuf {
 public:
  explicit ReplacementBuf(FileReplacement file) : file_(std::move(file)), block_(1 << 16) {
    setp(block_.data(), block_.data() + block_.size());
  }
  const std::string& error() const { return error_; }
  Expected<void> retarget(const std::string& path) { return file_.retarget(path); }
  Expected<void> commit() {
    if (sync() != 0) return make_error(error_);
    return file_.commit();
  }

 protected:
  int_type overflow(int_type ch) override {
    if (sync() != 0) return traits_type::eof();
    if (!traits_type::eq_int_type(ch, traits_type::eof())) {
      *pptr() = traits_type::to_char_type(ch);
      pbump(1);
    }
    return traits_type::not_eof(ch);
  }
  int sync() override {
    if (!error_.empty()) return -1;
    const auto n = static_cast<std::size_t>(pptr() - pbase());
    setp(block_.data(), block_.data() + block_.size());
    if (n == 0) return 0;
    if (auto ok = file_.write({block_.data(), n}); !ok) {
      error_ = ok.error();
      return -1;
    }
    return 0;
  }

 private:
  FileReplacement file_;
  std::vector<char> block_;
  std::string error_;
};

struct Held {
  PuzzlePtr puzzle;
  Board board;
};

}  // namespace

struct PdfStream::Impl {
  Options options;
  std::ostream* out = nullptr;
  // A file's stream (to_file); empty for a caller's stream.
  std::unique_ptr<ReplacementBuf> file_buf;
  std::unique_ptr<std::ostream> file_out;
  std::string path;

  std::deque<Held> held;  // boards not drawn yet; held.front() is board number `first`
  std::size_t first = 0, added = 0;
  // Set from the board after kFillBoards on: the boards flow, pages drawn as they fill.
  std::optional<Flow> flow;
  SurfacePtr surface{nullptr, cairo_surface_destroy};
  ContextPtr cr{nullptr, cairo_destroy};
  // Captions are measured as laid_out measures them, so the pages equal render_document's.
  std::optional<Measuring> measuring;

  // A failed write as the file's own error when there is one, else cairo's.
  Error failed(const std::string& error) const {
    if (file_buf && !file_buf->error().empty()) return Error{file_buf->error()};
    if (!path.empty()) return Error{"cannot write " + printable(path) + ": " + error};
    return Error{error};
  }

  void place(std::size_t number, const Board& b) {
    BoardShape shape{b.puzzle->rows(), b.puzzle->cols()};
    shape.caption_h = caption_room(measuring->cr.get(), b.caption, flow->slot_width(shape));
    flow->place(number, shape);
  }

  Expected<void> start_flowing() {
    surface.reset(cairo_pdf_surface_create_for_stream(write_to_stream, out, kPageW, kPageH));
    if (auto ok = status_of(surface.get()); !ok) return failed(ok.error());
    cr.reset(cairo_create(surface.get()));
    measuring.emplace(measuring_context());
    flow.emplace(options.labels, Paging::a4_pages);
    flow->begin_section(0, "", kBoardBox);
    for (std::size_t i = 0; i < held.size(); ++i) place(first + i, held[i].board);
    return draw(flow->take_finished());
  }

  Expected<void> draw(const std::vector<Page>& pages) {
    for (const Page& page : pages) {
      cairo_pdf_surface_set_size(surface.get(), page.w, page.h);
      draw_titles(cr.get(), page);
      for (const PlacedBoard& p : page.boards)
        if (auto drawn = draw_board(cr.get(), p, held[p.board - first].board, options); !drawn)
          return drawn;
      cairo_show_page(cr.get());
      if (auto ok = status_of(surface.get()); !ok) return failed(ok.error());
      if (page.boards.empty()) continue;
      while (!held.empty() && first <= page.boards.back().board) {
        held.pop_front();
        ++first;
      }
    }
    return {};
  }

  Expected<void> finish_flowing() {
    flow->end_section();
    if (auto drawn = draw(flow->take_rest()); !drawn) return drawn;
    cr.reset();
    cairo_surface_finish(surface.get());
    if (auto ok = status_of(surface.get()); !ok) return failed(ok.error());
    return {};
  }

  // Up to kFillBoards boards: render_document's pages for them.
  Expected<void> finish_held() {
    Section section;
    for (const Held& h : held) section.boards.push_back(h.board);
    if (auto done = render_document(Document{std::move(section)}, Format::pdf, options, *out);
        !done)
      return failed(done.error());
    return {};
  }
};

PdfStream::PdfStream(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}

PdfStream::PdfStream(const Options& options, std::ostream& out) : impl_(std::make_unique<Impl>()) {
  impl_->options = options;
  impl_->out = &out;
}

Expected<std::unique_ptr<PdfStream>> PdfStream::to_file(const Options& options,
                                                        const std::string& path) {
  auto file = FileReplacement::open(path);
  if (!file) return make_error(file.error());
  auto impl = std::make_unique<Impl>();
  impl->options = options;
  impl->path = path;
  impl->file_buf = std::make_unique<ReplacementBuf>(std::move(file).value());
  impl->file_out = std::make_unique<std::ostream>(impl->file_buf.get());
  impl->out = impl->file_out.get();
  return std::unique_ptr<PdfStream>(new PdfStream(std::move(impl)));
}

PdfStream::~PdfStream() = default;

std::size_t PdfStream::boards() const {
  return impl_->added;
}

Expected<void> PdfStream::add(PuzzlePtr puzzle, nlohmann::json solution, std::string caption) {
  Impl& s = *impl_;
  const AnyPuzzle* p = puzzle.get();
  s.held.push_back({std::move(puzzle), Board{p, std::move(solution), std::move(caption)}});
  ++s.added;
  if (!s.flow) return s.held.size() > kFillBoards ? s.start_flowing() : Expected<void>{};
  s.place(s.added - 1, s.held.back().board);
  return s.draw(s.flow->take_finished());
}

Expected<void> PdfStream::finish(const std::string& as) {
  Impl& s = *impl_;
  if (s.added == 0) return make_error("render: nothing to draw");
  if (auto done = s.flow ? s.finish_flowing() : s.finish_held(); !done) return done;
  if (!s.file_buf) {
    s.out->flush();
    if (!*s.out) return make_error("render: cannot write the PDF");
    return {};
  }
  s.file_out->flush();
  if (!as.empty())
    if (auto ok = s.file_buf->retarget(as); !ok) return ok;
  if (auto ok = s.file_buf->commit(); !ok) return make_error(ok.error());
  return {};
}

}  // namespace dg::render
