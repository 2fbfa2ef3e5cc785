// The table of other programs' puzzle IDs: the one place that lists them.
#include "solver/common/foreign_ids.hpp"

#include "solver/sudoku/game.hpp"
#include "solver/tents/game.hpp"

namespace dg {

std::span<const ForeignId> all_foreign_ids() {
  static const ForeignId ids[] = {
      tents::sgt_id_info(),
      sudoku::sgt_id_info(),
      sudoku::line_id_info(),
  };
  return ids;
}

const ForeignId* foreign_id_of_line(std::string_view line) {
  // Two programs' IDs can share a shape (SGT's Tents "8x8:" and Solo "3x3:"): the first format
  // that reads the line wins; when none does, the first of that shape reports why.
  const ForeignId* first = nullptr;
  for (const ForeignId& f : all_foreign_ids()) {
    if (!f.looks_like(line)) continue;
    if (!first) first = &f;
    if (f.read(line)) return &f;
  }
  return first;
}

Expected<PuzzlePtr> read_foreign_id(std::string_view line) {
  std::string why;
  for (const ForeignId& f : all_foreign_ids()) {
    if (!f.looks_like(line)) continue;
    auto read = f.read(line);
    if (read) return read;
    why += (why.empty() ? "" : "; ") + read.error();
  }
  return make_error(why.empty() ? std::string("not another program's puzzle ID") : why);
}

const ForeignId* find_foreign_id(std::string_view format, std::string_view game) {
  for (const ForeignId& f : all_foreign_ids())
    if (f.format == format && f.game == game) return &f;
  return nullptr;
}

}  // namespace dg
