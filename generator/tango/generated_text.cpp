// Tango's generated puzzle as JSON text (see generated_text.hpp). The keys are written in the
// order nlohmann::json's std::map dumps them (sorted), so the text is byte for byte the tree's;
// tests/unit/tango/generated_text_test.cpp compares the two.
#include "generator/tango/generated_text.hpp"

#include "generator/common/generated_json.hpp"
#include "generator/common/json_text.hpp"

namespace dg::tango {

namespace {

void put_cell(std::string& out, const Cell& c) {
  out += '[';
  put_int(out, c.row);
  out += ',';
  put_int(out, c.col);
  out += ']';
}

void put_pairs(std::string& out, const std::vector<CellPair>& pairs) {
  out += '[';
  for (std::size_t i = 0; i < pairs.size(); ++i) {
    if (i) out += ',';
    out += '[';
    put_cell(out, pairs[i].a);
    out += ',';
    put_cell(out, pairs[i].b);
    out += ']';
  }
  out += ']';
}

// Rows of '0', '1' or '.' (a puzzle's cells or a solution's rows): nothing to escape.
void put_row(std::string& out, const Puzzle& p, int r) {
  out += '"';
  for (int c = 0; c < p.n; ++c) {
    const int v = p.at(r, c);
    out += v < 0 ? '.' : static_cast<char>('0' + v);
  }
  out += '"';
}

}  // namespace

std::string generated_to_text(const GeneratedPuzzle& g) {
  const StoreGrade& store = g.store_grade;
  const Puzzle& p = g.puzzle;
  if (store.micros >= 0 || !store.difficulty || !is_classic(p))
    return with_score(generated_to_json(g)).dump();
  std::string out;
  out.reserve(512 + 32 * (p.equal.size() + p.opposite.size()) +
              static_cast<std::size_t>(2 * p.n * (p.n + 3)));
  // Keys in sorted order (to_json and with_generated_fields name them).
  out += "{\"cells\":[";
  for (int r = 0; r < p.n; ++r) {
    if (r) out += ',';
    put_row(out, p, r);
  }
  out += "],\"equal\":";
  put_pairs(out, p.equal);
  out += ",\"game\":\"tango\",\"grade\":";
  put_output_grade(out, g.grade, *store.difficulty);
  // The id and seed are plain ASCII (letters, digits, '-'): nothing to escape.
  out += ",\"id\":\"";
  out += generated_id("tango", p.n, p.n, g.seed);
  out += "\",\"opposite\":";
  put_pairs(out, p.opposite);
  out += ",\"seed\":\"";
  out += std::to_string(g.seed);
  out += "\",\"size\":";
  put_int(out, p.n);
  out += ",\"solution\":[";
  for (std::size_t r = 0; r < g.solution.size(); ++r) {
    if (r) out += ',';
    put_string(out, g.solution[r]);
  }
  out += ']';
  if (p.unique_lines) out += ",\"unique_lines\":true";
  out += '}';
  return out;
}

std::string exact_key(const Puzzle& p) {
  // One byte per cell, then each sign as four bytes, the two lists apart (n <= 14: every
  // coordinate fits a byte below the separators).
  std::string key;
  key.reserve(p.cells.size() + 4 + 4 * (p.equal.size() + p.opposite.size()) + 1);
  key += p.unique_lines ? 'u' : 'c';
  key += static_cast<char>('A' + p.n);
  for (const std::int8_t v : p.cells) key += static_cast<char>('1' + v);
  for (const auto* pairs : {&p.equal, &p.opposite}) {
    key += '|';
    for (const CellPair& pr : *pairs)
      for (const int x : {pr.a.row, pr.a.col, pr.b.row, pr.b.col})
        key += static_cast<char>('A' + x);
  }
  return key;
}

}  // namespace dg::tango
