// A PDF of any number of boards drawn a page at a time as they come, for `render` of a whole
// file. Its pages are the ones render_document draws for the same boards as one untitled section:
// up to kFillBoards boards are held and then drawn by render_document (one board on a page its
// own size, a day's set filling its page); from the next board on they flow onto A4 pages, and a
// page is drawn and its boards let go as soon as a board goes onto the next page. So at most a
// page of boards is held, whatever the count.
#pragma once

#include <cstddef>
#include <memory>
#include <ostream>
#include <string>

#include <nlohmann/json.hpp>

#include "render/render.hpp"
#include "solver/common/expected.hpp"
#include "solver/common/game.hpp"

namespace dg::render {

class PdfStream {
 public:
  // Into `out` (std::cout for `--out -`), written as pages are finished.
  PdfStream(const Options& options, std::ostream& out);
  // Into the file `path`, put in place only by a successful finish() (atomic_file.hpp's
  // FileReplacement): an error or a kill before then leaves the old file as it was. Error:
  // "cannot write <path>: ..." when its temporary cannot be made.
  static Expected<std::unique_ptr<PdfStream>> to_file(const Options& options,
                                                      const std::string& path);
  PdfStream(const PdfStream&) = delete;
  PdfStream& operator=(const PdfStream&) = delete;
  ~PdfStream();

  // Adds a board: `puzzle` (kept until its page is drawn), an optional solution (null: the bare
  // puzzle) and its caption. Error when a page could not be drawn or written.
  Expected<void> add(PuzzlePtr puzzle, nlohmann::json solution, std::string caption);
  // Draws the rest and ends the PDF; a file is then put in place, under `as` when it is given
  // (a name known only at the end, in the same folder: FileReplacement::retarget). Error when
  // no board was added, or a page could not be drawn or written.
  Expected<void> finish(const std::string& as = "");
  // Boards added so far.
  std::size_t boards() const;

 private:
  struct Impl;
  explicit PdfStream(std::unique_ptr<Impl> impl);
  std::unique_ptr<Impl> impl_;
};

}  // namespace dg::render
