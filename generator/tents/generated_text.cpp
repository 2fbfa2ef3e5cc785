// Tents' generated puzzle as JSON text (see generated_text.hpp). The keys are written in the
// order nlohmann::json's std::map dumps them (sorted), so the text is byte for byte the tree's;
// tests/unit/tents/generated_text_test.cpp compares the two.
#include "generator/tents/generated_text.hpp"

#include "generator/common/generated_json.hpp"
#include "generator/common/json_text.hpp"

namespace dg::tents {

namespace {

void put_cells(std::string& out, const std::vector<Cell>& cells) {
  out += '[';
  for (std::size_t i = 0; i < cells.size(); ++i) {
    if (i) out += ',';
    out += '[';
    put_int(out, cells[i].row);
    out += ',';
    put_int(out, cells[i].col);
    out += ']';
  }
  out += ']';
}

void put_counts(std::string& out, const std::vector<int>& counts) {
  out += '[';
  for (std::size_t i = 0; i < counts.size(); ++i) {
    if (i) out += ',';
    if (counts[i] == kHidden)
      out += "null";
    else
      put_int(out, counts[i]);
  }
  out += ']';
}

}  // namespace

std::string generated_to_text(const Generated& g) {
  // The output's grade carries a score (the generators score what they write); a puzzle graded
  // for the store, or unscored (the writer would regrade it: with_score), takes the tree's way.
  const StoreGrade& store = g.store_grade;
  if (store.micros >= 0 || !store.difficulty) return with_score(generated_to_json(g)).dump();
  const Puzzle& p = g.puzzle;
  std::string out;
  out.reserve(256 + 16 * (p.trees.size() + p.tents.size() + p.grass.size() + g.solution.size()));
  // Keys in sorted order (to_json and with_generated_fields name them).
  out += "{\"col_counts\":";
  put_counts(out, p.col_counts);
  out += ",\"cols\":";
  put_int(out, p.cols);
  out += ",\"game\":\"tents\",\"grade\":";
  put_output_grade(out, g.grade, *store.difficulty);
  if (!p.grass.empty()) {
    out += ",\"grass\":";
    put_cells(out, p.grass);
  }
  // The id and seed are plain ASCII (letters, digits, '-'): nothing to escape.
  out += ",\"id\":\"";
  out += generated_id("tents", p.rows, p.cols, g.seed);
  out += "\",\"row_counts\":";
  put_counts(out, p.row_counts);
  out += ",\"rows\":";
  put_int(out, p.rows);
  out += ",\"seed\":\"";
  out += std::to_string(g.seed);
  out += "\",\"solution\":";
  put_cells(out, g.solution);
  if (!p.tents.empty()) {
    out += ",\"tents\":";
    put_cells(out, p.tents);
  }
  out += ",\"trees\":";
  put_cells(out, p.trees);
  if (p.unique_matching) out += ",\"unique_matching\":true";
  out += '}';
  return out;
}

}  // namespace dg::tents
