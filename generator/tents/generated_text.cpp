// Tents' generated puzzle as JSON text (see generated_text.hpp). The keys are written in the
// order nlohmann::json's std::map dumps them (sorted), so the text is byte for byte the tree's;
// tests/unit/tents/generated_text_test.cpp compares the two.
#include "generator/tents/generated_text.hpp"

#include <array>
#include <charconv>
#include <cstring>

#include "generator/common/generated_json.hpp"
#include "generator/common/json_text.hpp"

namespace dg::tents {

namespace {

// A cell coordinate or count (0..kMaxSize) written at w: the writer's commonest numbers.
char* put_small(char* w, int n) {
  if (n >= 10) *w++ = static_cast<char>('0' + n / 10);
  *w++ = static_cast<char>('0' + n % 10);
  return w;
}

// [[r,c],...]: each cell written at a pointer into room made once (at most 8 characters a cell).
void put_cells(std::string& out, const std::vector<Cell>& cells) {
  const std::size_t start = out.size();
  out.resize(start + 2 + 8 * cells.size());
  char* const first = out.data() + start;
  char* w = first;
  *w++ = '[';
  for (std::size_t i = 0; i < cells.size(); ++i) {
    if (i) *w++ = ',';
    *w++ = '[';
    w = put_small(w, cells[i].row);
    *w++ = ',';
    w = put_small(w, cells[i].col);
    *w++ = ']';
  }
  *w++ = ']';
  out.resize(start + static_cast<std::size_t>(w - first));
}

// [n,...] with null for a hidden count (at most 5 characters a count).
void put_counts(std::string& out, const std::vector<int>& counts) {
  const std::size_t start = out.size();
  out.resize(start + 2 + 5 * counts.size());
  char* const first = out.data() + start;
  char* w = first;
  *w++ = '[';
  for (std::size_t i = 0; i < counts.size(); ++i) {
    if (i) *w++ = ',';
    if (counts[i] == kHidden) {
      std::memcpy(w, "null", 4);
      w += 4;
    } else {
      w = put_small(w, counts[i]);
    }
  }
  *w++ = ']';
  out.resize(start + static_cast<std::size_t>(w - first));
}

// The item's id as generated_id (generator/common/generated_json.hpp) writes it,
// "tents-RxC-<seed as 16 hex digits>", without its printf.
void put_id(std::string& out, int rows, int cols, std::uint64_t seed) {
  out += "tents-";
  put_int(out, rows);
  out += 'x';
  put_int(out, cols);
  out += '-';
  std::array<char, 16> hex;
  for (int i = 15; i >= 0; --i, seed >>= 4)
    hex[static_cast<std::size_t>(i)] = "0123456789abcdef"[seed & 0xF];
  out.append(hex.data(), hex.size());
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
  put_id(out, p.rows, p.cols, g.seed);
  out += "\",\"row_counts\":";
  put_counts(out, p.row_counts);
  out += ",\"rows\":";
  put_int(out, p.rows);
  out += ",\"seed\":\"";
  char digits[24];  // the seed is written as a string: all 64 bits
  out.append(digits, std::to_chars(digits, digits + sizeof digits, g.seed).ptr);
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
