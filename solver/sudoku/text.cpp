// The Sudoku text form (model.hpp, docs/formats.md): a header "sudoku" or "sudoku RxC", then one
// line per row. Inside a row, spaces and '|' are skipped; lines made only of '-', '+', '|' and
// spaces (box rules), blank lines and '#' comments are skipped too.
//   sudoku 2x3
//   1.3|4.6
//   .5.|...
//   ---+---
//   ...
#include <sstream>

#include "solver/common/printable.hpp"
#include "solver/sudoku/model.hpp"

namespace dg::sudoku {

namespace {

std::string at_line(int line_no) {
  return "sudoku: line " + std::to_string(line_no) + ": ";
}

bool rule_line(const std::string& line) {
  return line.find_first_not_of("-+| \t\r") == std::string::npos;
}

// "RxC" as box sides; false when the word has another shape.
bool read_box(const std::string& word, int& box_rows, int& box_cols) {
  const std::size_t x = word.find('x');
  if (x == 0 || x == std::string::npos || x + 1 >= word.size() || x > 2 || word.size() - x > 3)
    return false;
  const std::string a = word.substr(0, x), b = word.substr(x + 1);
  if (a.find_first_not_of("0123456789") != std::string::npos ||
      b.find_first_not_of("0123456789") != std::string::npos)
    return false;
  box_rows = std::stoi(a);
  box_cols = std::stoi(b);
  return true;
}

}  // namespace

Expected<Puzzle> from_text(std::string_view text) {
  std::istringstream in{std::string(text)};
  bool header = false;
  int box_rows = 0, box_cols = 0, line_no = 0, n = -1;
  std::vector<std::uint8_t> cells;
  int rows = 0;
  for (std::string raw; std::getline(in, raw);) {
    ++line_no;
    const std::size_t first = raw.find_first_not_of(" \t\r");
    if (first == std::string::npos || raw[first] == '#') continue;
    if (!header) {
      std::istringstream words(raw);
      std::string word, box, extra;
      words >> word >> box >> extra;
      if (word != "sudoku") return make_error(at_line(line_no) + "expected the header \"sudoku\"");
      if (!extra.empty())
        return make_error(at_line(line_no) + "unexpected \"" + printable(extra) +
                          "\" after the box size");
      if (!box.empty() && !read_box(box, box_rows, box_cols))
        return make_error(at_line(line_no) + "expected the box size as RxC (e.g. 2x3), got \"" +
                          printable(box) + "\"");
      if (!box.empty() && !supported_box(box_rows, box_cols))
        return make_error(at_line(line_no) + "boxes " + box + " are not supported, expected R, " +
                          "C >= 2 and R * C <= " + std::to_string(kMaxSize));
      if (!box.empty()) n = box_rows * box_cols;
      header = true;
      continue;
    }
    if (rule_line(raw)) continue;
    std::vector<std::uint8_t> row;
    for (std::size_t i = 0; i < raw.size(); ++i) {
      const char ch = raw[i];
      if (ch == ' ' || ch == '\t' || ch == '|' || ch == '\r') continue;
      const int d = char_digit(ch);
      if (d < 0)
        return make_error(at_line(line_no) + "column " + std::to_string(i + 1) + " is '" +
                          printable(std::string(1, ch)) + "', expected '.' or a digit");
      if (row.size() > static_cast<std::size_t>(kMaxSize))
        return make_error(at_line(line_no) + "more than " + std::to_string(kMaxSize) + " cells");
      row.push_back(static_cast<std::uint8_t>(d));
    }
    if (n < 0) n = static_cast<int>(row.size());
    if (row.size() != static_cast<std::size_t>(n))
      return make_error(at_line(line_no) + "row has " + std::to_string(row.size()) +
                        " cells, expected " + std::to_string(n));
    if (++rows > n)
      return make_error(at_line(line_no) + "more than " + std::to_string(n) + " rows");
    cells.insert(cells.end(), row.begin(), row.end());
  }
  if (!header) return make_error("sudoku: expected the header \"sudoku\"");
  if (rows == 0) return make_error("sudoku: the board has no rows");
  if (rows != n)
    return make_error("sudoku: " + std::to_string(rows) + " rows of " + std::to_string(n) +
                      " cells, expected " + std::to_string(n) + " rows");
  if (box_rows == 0 && !default_box(n, box_rows, box_cols))
    return make_error("sudoku: a " + std::to_string(n) + "x" + std::to_string(n) +
                      " board has no usual boxes; give them in the header (\"sudoku RxC\")");
  for (std::uint8_t d : cells)
    if (d > n)
      return make_error("sudoku: digit " + std::string(1, digit_char(d)) + " on a board of " +
                        std::to_string(n) + " digits");
  return make_puzzle(box_rows, box_cols, std::move(cells));
}

std::string to_text(const Puzzle& p) {
  return solution_text(p, {});
}

std::string solution_text(const Puzzle& p, const Solution& s) {
  std::string out =
      "sudoku " + std::to_string(p.box_rows) + "x" + std::to_string(p.box_cols) + "\n";
  std::string rule;
  for (int c = 0; c < p.n; ++c) rule += (c > 0 && c % p.box_cols == 0 ? "+-" : "-");
  for (int r = 0; r < p.n; ++r) {
    if (r > 0 && r % p.box_rows == 0) out += rule + "\n";
    for (int c = 0; c < p.n; ++c) {
      const std::size_t k = static_cast<std::size_t>(r * p.n + c);
      if (c > 0 && c % p.box_cols == 0) out += '|';
      out += digit_char(s.size() == p.givens.size() && p.givens[k] == 0 ? s[k] : p.givens[k]);
    }
    out += '\n';
  }
  return out;
}

}  // namespace dg::sudoku
