// Writing puzzles as they come (see puzzle_writer.hpp).
#include "cli/puzzle_writer.hpp"

namespace dg::cli {

PuzzleWriter::PuzzleWriter(const std::string& path, bool json_lines, Layout layout)
    : out_(path), json_lines_(json_lines), layout_(layout) {
  if (!json_lines_)
    out_.write(layout_ == Layout::line_each ? "{\"puzzles\":[\n" : "{\"puzzles\":[");
}

void PuzzleWriter::add(std::string_view puzzle) {
  // The separator goes before each puzzle but the first: the last one's line ends without a comma.
  if (!json_lines_ && !first_) out_.write(layout_ == Layout::line_each ? ",\n" : ",");
  first_ = false;
  out_.write(puzzle);
  if (json_lines_) out_.write("\n");
}

void PuzzleWriter::finish() {
  if (!json_lines_) out_.write(layout_ == Layout::line_each && !first_ ? "\n]}\n" : "]}\n");
  out_.finish();
}

}  // namespace dg::cli
