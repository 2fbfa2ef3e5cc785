// Tango model: validation, JSON and text formats, solution checking.
#include "solver/tango/model.hpp"
#include "solver/common/cell_name.hpp"

#include <algorithm>
#include <sstream>

#include "solver/common/json_read.hpp"
#include "solver/common/printable.hpp"
#include "solver/tango/options.hpp"

namespace dg::tango {

namespace {

// The size checks shared by every entry point, so every format words them the same way. Odd
// lengths and rectangles are the paper's generalisation 3.3.1 (near balance); a square board
// keeps the classic range's message.
Expected<void> check_size(int rows, int cols) {
  const int least = rows == cols && rows % 2 == 0 ? kMinSize : kMinSide;
  for (int side : {rows, cols})
    if (side < least || side > kMaxSize)
      return make_error(rows == cols ? "tango: size " + std::to_string(side) + " is out of range " +
                                           std::to_string(least) + ".." + std::to_string(kMaxSize)
                                     : "tango: " + std::to_string(rows) + "x" +
                                           std::to_string(cols) + " is out of range: each side " +
                                           std::to_string(least) + ".." + std::to_string(kMaxSize));
  return {};
}

bool on_grid(Cell c, int rows, int cols) {
  return c.row >= 0 && c.row < rows && c.col >= 0 && c.col < cols;
}

// Puts sign pairs in normal form and checks they join neighbours on the grid (any two distinct
// cells with long signs).
Expected<void> normalise_signs(int rows, int cols, bool long_signs, std::vector<CellPair>& pairs,
                               char sign) {
  for (CellPair& pr : pairs) {
    for (Cell c : {pr.a, pr.b})
      if (!on_grid(c, rows, cols))
        return make_error("tango: '" + std::string(1, sign) + "' sign between " + cell_label(pr.a) +
                          " and " + cell_label(pr.b) + ": cell " + cell_label(c) + " is off the " +
                          std::to_string(rows) + "x" + std::to_string(cols) + " grid");
    if (pr.a == pr.b)
      return make_error("tango: '" + std::string(1, sign) + "' sign joins cell " +
                        cell_label(pr.a) + " to itself");
    if (!long_signs && !orthogonal_neighbours(pr.a, pr.b))
      return make_error("tango: '" + std::string(1, sign) + "' sign between " + cell_label(pr.a) +
                        " and " + cell_label(pr.b) +
                        ": the cells are not orthogonal neighbours (signs between any two cells "
                        "need \"long_signs\": true)");
    pr = ordered_pair(pr.a, pr.b);
  }
  std::sort(pairs.begin(), pairs.end());
  pairs.erase(std::unique(pairs.begin(), pairs.end()), pairs.end());
  return {};
}

char cell_char(int v) {
  return v < 0 ? '.' : static_cast<char>('0' + v);
}

// Sign between two neighbours: ' ', '=' or 'x'.
char sign_between(const Puzzle& p, Cell a, Cell b) {
  const CellPair key = ordered_pair(a, b);
  if (std::binary_search(p.equal.begin(), p.equal.end(), key)) return '=';
  if (std::binary_search(p.opposite.begin(), p.opposite.end(), key)) return 'x';
  return ' ';
}

std::string strip_right(std::string s) {
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r')) s.pop_back();
  return s;
}

std::string where(int line_no, std::size_t col) {
  return "tango: line " + std::to_string(line_no) + ", col " + std::to_string(col + 1) + ": ";
}

std::string quoted(char ch) {
  return "'" + printable(std::string(1, ch)) + "'";  // a control character stays on the line
}

// Lines 0..n-1 are rows, n..n+cols-1 columns, as in check_solution and warnings().
std::string line_name(int n, int l) {
  return l < n ? "row " + row_name(l) : "column " + column_name(l - n);
}

// "rows 2 and 5" / "columns A and C": the pair of equal lines a unique-lines message names.
std::string line_pair_name(int n, int a, int b) {
  if (a < n) return "rows " + row_name(a) + " and " + row_name(b);
  return "columns " + column_name(a - n) + " and " + column_name(b - n);
}

// With unique_lines, the first pair (a, b), a < b, of equal lines of the same kind, every cell of
// both known; `value(l, k)` is cell k of line l, -1 when unknown. {-1, -1} when there is none.
template <class Value>
std::pair<int, int> equal_lines(int n, int cols, Value value) {
  for (int a = 0; a < n + cols; ++a)
    for (int b = a + 1; b < (a < n ? n : n + cols); ++b) {
      bool same = true;
      for (int k = 0; k < (a < n ? cols : n) && same; ++k) {
        const int x = value(a, k);
        same = x >= 0 && x == value(b, k);
      }
      if (same) return {a, b};
    }
  return {-1, -1};
}

}  // namespace

Expected<Puzzle> make_puzzle(int n, std::vector<std::int8_t> cells, std::vector<CellPair> equal,
                             std::vector<CellPair> opposite, bool unique_lines) {
  Puzzle p;
  p.n = n;
  p.cells = std::move(cells);
  p.equal = std::move(equal);
  p.opposite = std::move(opposite);
  p.unique_lines = unique_lines;
  return make_puzzle(std::move(p));
}

Expected<Puzzle> make_puzzle(Puzzle p) {
  p.cols = p.width();  // 0 (a square built field by field) becomes n
  const int n = p.n, cols = p.width();
  if (auto ok = check_size(n, cols); !ok) return Error{ok.error()};
  if (p.cells.size() != static_cast<std::size_t>(n * cols))
    return make_error("tango: expected " + std::to_string(n * cols) + " cells, got " +
                      std::to_string(p.cells.size()));
  for (int i = 0; i < n * cols; ++i) {
    const int v = p.cells[static_cast<std::size_t>(i)];
    if (v < -1 || v > 1)
      return make_error("tango: cell " + cell_label({i / cols, i % cols}) + " has value " +
                        std::to_string(v) + ", expected -1 (empty), 0 or 1");
  }
  auto& equal = p.equal;
  auto& opposite = p.opposite;
  if (auto ok = normalise_signs(n, cols, p.long_signs, equal, '='); !ok) return Error{ok.error()};
  if (auto ok = normalise_signs(n, cols, p.long_signs, opposite, 'x'); !ok)
    return Error{ok.error()};
  // Both lists are sorted, so a merge walk finds a pair that carries both signs.
  for (auto e = equal.begin(), o = opposite.begin(); e != equal.end() && o != opposite.end();) {
    if (*e == *o)
      return make_error("tango: cells " + cell_label(e->a) + " and " + cell_label(e->b) +
                        " have contradicting signs, both '=' and 'x'");
    if (*e < *o)
      ++e;
    else
      ++o;
  }
  if (auto ok = options::check(p); !ok) return Error{ok.error()};
  return p;
}

namespace {

// The board's shape from "size", "rows"/"cols" and "cells" (any may be missing, not all).
Expected<std::pair<int, int>> board_shape(const nlohmann::json& object) {
  int rows = 0, cols = 0;
  const bool has_cells = json_read::has(object, "cells");
  if (has_cells) {
    const auto& grid = object.at("cells");
    if (!grid.is_array() || grid.empty())
      return make_error("tango: \"cells\" must be a non-empty array of row strings");
    rows = static_cast<int>(std::min<std::size_t>(grid.size(), 1000));
    if (!grid[0].is_string())
      return make_error("tango: cells row 1 must be a string, got " + printable(grid[0].dump()));
    cols =
        static_cast<int>(std::min<std::size_t>(grid[0].get_ref<const std::string&>().size(), 1000));
  }
  for (const char* key : {"size", "rows", "cols"}) {
    if (!json_read::has(object, key)) continue;
    auto v = json_read::get_int(object, "tango", key);
    if (!v) return Error{v.error()};
    const std::string k = key;
    if (k == "size" && (json_read::has(object, "rows") || json_read::has(object, "cols")))
      return make_error("tango: give \"size\" (a square) or \"rows\" and \"cols\", not both");
    if (has_cells && k != "cols" && *v != rows)
      return make_error("tango: \"" + k + "\" is " + std::to_string(*v) + " but \"cells\" has " +
                        std::to_string(rows) + " rows");
    if (has_cells && k == "cols" && cols > 0 && *v != cols)
      return make_error("tango: \"cols\" is " + std::to_string(*v) + " but cells row 1 has " +
                        std::to_string(cols) + " characters");
    const int side = static_cast<int>(std::clamp<long long>(*v, -1, 1000));
    if (k != "cols") rows = side;
    if (k != "rows" && (k == "cols" || !has_cells)) cols = side;
  }
  if (!has_cells && (rows == 0 || cols == 0))
    return make_error(
        "tango: missing key \"cells\" (a board without givens may give \"size\" "
        "or \"rows\" and \"cols\" instead)");
  return std::pair{rows, cols};
}

}  // namespace

Expected<Puzzle> from_json(const nlohmann::json& object) {
  auto shape = board_shape(object);
  if (!shape) return Error{shape.error()};
  const auto [n, width] = *shape;
  if (auto ok = check_size(n, width); !ok) return Error{ok.error()};
  std::vector<std::int8_t> cells;
  cells.reserve(static_cast<std::size_t>(n * width));
  const bool has_cells = json_read::has(object, "cells");
  if (!has_cells) cells.assign(static_cast<std::size_t>(n * width), -1);
  for (int r = 0; r < n && has_cells; ++r) {
    const auto& row = object.at("cells")[static_cast<std::size_t>(r)];
    if (!row.is_string())
      return make_error("tango: cells row " + row_name(r) + " must be a string, got " + row.dump());
    const std::string& s = row.get_ref<const std::string&>();
    if (static_cast<int>(s.size()) != width)
      return make_error("tango: cells row " + row_name(r) + " has " + std::to_string(s.size()) +
                        " characters, expected " + std::to_string(width) + " (as row 1)");
    for (int c = 0; c < width; ++c) {
      const char ch = s[static_cast<std::size_t>(c)];
      if (ch != '.' && ch != '0' && ch != '1')
        return make_error("tango: cell " + cell_label({r, c}) + " is " + quoted(ch) +
                          ", expected '.', '0' or '1'");
      cells.push_back(static_cast<std::int8_t>(ch == '.' ? -1 : ch - '0'));
    }
  }
  auto equal = json_read::get_pairs(object, "tango", "equal");
  if (!equal) return Error{equal.error()};
  auto opposite = json_read::get_pairs(object, "tango", "opposite");
  if (!opposite) return Error{opposite.error()};
  bool unique_lines = false;
  if (json_read::has(object, "unique_lines")) {
    const auto& flag = object.at("unique_lines");
    // Strict: a 1 or "yes" is more likely a typo or another tool's format than a choice.
    if (!flag.is_boolean())
      return make_error("tango: \"unique_lines\" must be true or false, got " + flag.dump());
    unique_lines = flag.get<bool>();
  }
  Puzzle p;
  p.n = n;
  p.cols = width;
  p.cells = std::move(cells);
  p.equal = std::move(*equal);
  p.opposite = std::move(*opposite);
  p.unique_lines = unique_lines;
  if (auto ok = options::read_json(object, p); !ok) return Error{ok.error()};
  return make_puzzle(std::move(p));
}

nlohmann::json to_json(const Puzzle& p) {
  nlohmann::json rows = nlohmann::json::array();
  for (int r = 0; r < p.n; ++r) {
    std::string row;
    for (int c = 0; c < p.width(); ++c) row += cell_char(p.at(r, c));
    rows.push_back(std::move(row));
  }
  nlohmann::json equal = nlohmann::json::array(), opposite = nlohmann::json::array();
  for (const CellPair& pr : p.equal) equal.push_back(json_read::pair_json(pr));
  for (const CellPair& pr : p.opposite) opposite.push_back(json_read::pair_json(pr));
  nlohmann::json out = {{"game", "tango"}};
  if (p.n == p.width()) {
    out["size"] = p.n;
  } else {
    out["rows"] = p.n;
    out["cols"] = p.width();
  }
  out["cells"] = std::move(rows);
  out["equal"] = std::move(equal);
  out["opposite"] = std::move(opposite);
  // Only when set, so classic puzzles keep the bytes (and stored JSON) they always had.
  if (p.unique_lines) out["unique_lines"] = true;
  options::write_json(p, out);
  return out;
}

Expected<Puzzle> from_text(std::string_view text) {
  std::istringstream in{std::string(text)};
  std::string raw;
  std::vector<std::pair<int, std::string>> lines;  // (1-based line number, text) after the header
  bool header = false;
  Puzzle p;
  options::Header extra;
  std::string header_where;
  int line_no = 0;
  while (std::getline(in, raw)) {
    ++line_no;
    std::string line = strip_right(raw);
    const std::size_t first = line.find_first_not_of(" \t");
    if (first != std::string::npos && line[first] == '#') continue;
    if (!header) {
      if (first == std::string::npos) continue;
      const std::string word = line.substr(first, line.find_first_of(" \t", first) - first);
      if (word != "tango")
        return make_error("tango: line " + std::to_string(line_no) +
                          ": expected the header \"tango\"");
      // Words after "tango" are options; refuse unknown ones rather than drop a rule silently.
      header_where = "tango: line " + std::to_string(line_no);
      std::istringstream words(line.substr(first + word.size()));
      for (std::string option; words >> option;) {
        auto known = options::read_header_word(option, p, extra, header_where);
        if (!known) return Error{known.error()};
        if (!*known)
          return make_error(header_where + ": unknown header option \"" + printable(option) +
                            "\", expected unique-lines, torus, diagonals, long-signs, rows=, "
                            "cols=, regions=, region-ones=, equal= or opposite=");
      }
      header = true;
      continue;
    }
    // Blank lines before the first cell row are layout; blank lines later are sign lines.
    if (lines.empty() && line.empty()) continue;
    lines.emplace_back(line_no, std::move(line));
  }
  while (!lines.empty() && lines.back().second.empty()) lines.pop_back();
  if (lines.empty()) return make_error("tango: no grid rows after the header");

  // The first cell row ends with a cell, so editors cannot shorten it: it fixes the width.
  const std::string& top = lines.front().second;
  if (top.size() % 2 == 0)
    return make_error("tango: line " + std::to_string(lines.front().first) + ": a cell row has " +
                      "2N-1 characters (cells with signs between), got " +
                      std::to_string(top.size()));
  const int n = static_cast<int>(std::min<std::size_t>((top.size() + 1) / 2, 1000));
  const int rows = static_cast<int>(std::min<std::size_t>((lines.size() + 1) / 2, 1000));
  if (auto ok = check_size(rows, n); !ok) return Error{ok.error()};
  const std::size_t width = static_cast<std::size_t>(2 * n - 1);

  std::vector<std::int8_t> cells;
  std::vector<CellPair> equal, opposite;
  auto add_sign = [&](char ch, Cell a, Cell b) {
    if (ch == '=') equal.push_back(ordered_pair(a, b));
    if (ch == 'x') opposite.push_back(ordered_pair(a, b));
  };
  for (std::size_t li = 0; li < lines.size(); ++li) {
    const auto& [no, line] = lines[li];
    const int r = static_cast<int>(li / 2);
    if (line.size() > width)
      return make_error(where(no, width) + "line is longer than " + std::to_string(width) +
                        " characters (" + std::to_string(n) + " columns)");
    if (li % 2 == 0) {
      if (line.size() != width)
        return make_error(where(no, line.size()) + "cell row has " + std::to_string(line.size()) +
                          " characters, expected " + std::to_string(width));
      for (std::size_t i = 0; i < width; ++i) {
        const char ch = line[i];
        const int c = static_cast<int>(i / 2);
        if (i % 2 == 0) {
          if (ch != '.' && ch != '0' && ch != '1')
            return make_error(where(no, i) + "expected '.', '0' or '1' for cell " +
                              cell_label({r, c}) + ", got " + quoted(ch));
          cells.push_back(static_cast<std::int8_t>(ch == '.' ? -1 : ch - '0'));
        } else {
          if (ch != ' ' && ch != '=' && ch != 'x')
            return make_error(where(no, i) + "expected a sign ' ', '=' or 'x' between " +
                              cell_label({r, c}) + " and " + cell_label({r, c + 1}) + ", got " +
                              quoted(ch));
          add_sign(ch, {r, c}, {r, c + 1});
        }
      }
    } else {
      for (std::size_t i = 0; i < line.size(); ++i) {
        const char ch = line[i];
        const int c = static_cast<int>(i / 2);
        if (i % 2 == 1) {
          if (ch != ' ')
            return make_error(where(no, i) + "expected ' ' between two vertical signs, got " +
                              quoted(ch));
        } else {
          if (ch != ' ' && ch != '=' && ch != 'x')
            return make_error(where(no, i) + "expected a sign ' ', '=' or 'x' between " +
                              cell_label({r, c}) + " and " + cell_label({r + 1, c}) + ", got " +
                              quoted(ch));
          add_sign(ch, {r, c}, {r + 1, c});
        }
      }
    }
  }
  p.n = rows;
  p.cols = n;
  p.cells = std::move(cells);
  p.equal = std::move(equal);
  p.opposite = std::move(opposite);
  if (auto ok = options::finish_header(extra, p, header_where); !ok) return Error{ok.error()};
  return make_puzzle(std::move(p));
}

std::string to_text(const Puzzle& p) {
  return solution_text(p, {});
}

std::string solution_text(const Puzzle& p, const Solution& s) {
  const bool solved = static_cast<int>(s.size()) == p.n;
  std::string out = "tango" + options::header_words(p) + "\n";
  for (int r = 0; r < p.n; ++r) {
    std::string row, below;
    for (int c = 0; c < p.width(); ++c) {
      const auto& srow = solved ? s[static_cast<std::size_t>(r)] : std::string();
      row += static_cast<int>(srow.size()) == p.width() ? srow[static_cast<std::size_t>(c)]
                                                        : cell_char(p.at(r, c));
      if (c + 1 < p.width()) row += sign_between(p, {r, c}, {r, c + 1});
      if (r + 1 < p.n) {
        below += sign_between(p, {r, c}, {r + 1, c});
        if (c + 1 < p.width()) below += ' ';
      }
    }
    out += strip_right(row) + '\n';
    if (r + 1 < p.n) out += strip_right(below) + '\n';
  }
  return out;
}

Expected<Solution> solution_from_json(const Puzzle& p, const nlohmann::json& value) {
  const std::string shape = "tango: solution must be an array of " + std::to_string(p.n) +
                            " strings of " + std::to_string(p.width()) + " '0'/'1' characters";
  if (!value.is_array() || static_cast<int>(value.size()) != p.n) return make_error(shape);
  Solution s;
  for (std::size_t r = 0; r < value.size(); ++r) {
    if (!value[r].is_string())
      return make_error(shape + "; row " + row_name(static_cast<int>(r)) + " is not");
    const std::string& row = value[r].get_ref<const std::string&>();
    if (static_cast<int>(row.size()) != p.width() ||
        row.find_first_not_of("01") != std::string::npos)
      return make_error(shape + "; row " + row_name(static_cast<int>(r)) + " is \"" +
                        printable(row) + "\"");
    s.push_back(row);
  }
  return s;
}

nlohmann::json solution_to_json(const Solution& s) {
  return nlohmann::json(s);
}

Expected<void> check_solution(const Puzzle& p, const Solution& s) {
  const int n = p.n, cols = p.width();
  if (static_cast<int>(s.size()) != n)
    return make_error("tango: solution has " + std::to_string(s.size()) + " rows, expected " +
                      std::to_string(n));
  for (int r = 0; r < n; ++r) {
    const auto& row = s[static_cast<std::size_t>(r)];
    if (static_cast<int>(row.size()) != cols || row.find_first_not_of("01") != std::string::npos)
      return make_error("tango: solution row " + row_name(r) + " is \"" + printable(row) +
                        "\", expected " + std::to_string(cols) + " '0'/'1' characters");
  }
  auto v = [&](int r, int c) {
    return s[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)] - '0';
  };
  auto at = [&](Cell c) { return v(c.row, c.col); };
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < cols; ++c)
      if (p.at(r, c) >= 0 && p.at(r, c) != v(r, c))
        return make_error("tango: cell " + cell_label({r, c}) + " is " + std::to_string(v(r, c)) +
                          " but the puzzle gives " + std::to_string(p.at(r, c)));
  // Lines 0..n-1 are rows, n..n+cols-1 columns; cell k of line l.
  auto line_cell = [&](int l, int k) { return l < n ? Cell{l, k} : Cell{k, l - n}; };
  auto length = [&](int l) { return l < n ? cols : n; };
  for (int l = 0; l < n + cols; ++l)
    for (int k = 0; k + 2 < length(l); ++k) {
      const Cell a = line_cell(l, k), b = line_cell(l, k + 1), c = line_cell(l, k + 2);
      const int x = at(a);
      if (x == at(b) && x == at(c))
        return make_error("tango: " + line_name(n, l) + " has three " + std::to_string(x) +
                          "s in a row at " + cell_label(a) + ".." + cell_label(c));
    }
  // The runs the options add (wrapping, diagonal); the plain ones above passed already.
  if (p.torus || p.diagonals)
    for (const auto& run : runs_of_three(p)) {
      const int x = at(run[0]);
      if (x == at(run[1]) && x == at(run[2]))
        return make_error("tango: three " + std::to_string(x) + "s in a row at " +
                          cell_label(run[0]) + ", " + cell_label(run[1]) + ", " +
                          cell_label(run[2]) + (p.torus ? " (the board wraps around)" : ""));
    }
  for (const Unit& u : units(p)) {
    int ones = 0;
    for (Cell c : u.cells) ones += at(c);
    const int size = static_cast<int>(u.cells.size());
    if (ones >= u.ones.lo && ones <= u.ones.hi) continue;
    if (u.ones.lo == u.ones.hi && 2 * u.ones.lo == size)
      return make_error("tango: " + u.name + " has " + std::to_string(ones) + " ones and " +
                        std::to_string(size - ones) + " zeros, expected " +
                        std::to_string(size / 2) + " of each");
    return make_error("tango: " + u.name + " has " + std::to_string(ones) + " ones, expected " +
                      (u.ones.lo == u.ones.hi
                           ? std::to_string(u.ones.lo)
                           : std::to_string(u.ones.lo) + " to " + std::to_string(u.ones.hi)));
  }
  for (const CellPair& pr : p.equal)
    if (at(pr.a) != at(pr.b))
      return make_error("tango: cells " + cell_label(pr.a) + " and " + cell_label(pr.b) +
                        " are joined by '=' but differ");
  for (const CellPair& pr : p.opposite)
    if (at(pr.a) == at(pr.b))
      return make_error("tango: cells " + cell_label(pr.a) + " and " + cell_label(pr.b) +
                        " are joined by 'x' but are equal");
  if (p.unique_lines) {
    const auto [a, b] = equal_lines(n, cols, [&](int l, int k) { return at(line_cell(l, k)); });
    if (a >= 0) return make_error("tango: " + line_pair_name(n, a, b) + " are equal");
  }
  return {};
}

std::vector<std::string> warnings(const Puzzle& p) {
  std::vector<std::string> out;
  for (const CellPair& pr : p.equal) {
    const int x = p.at(pr.a.row, pr.a.col), y = p.at(pr.b.row, pr.b.col);
    if (x >= 0 && y >= 0 && x != y)
      out.push_back("tango: givens " + cell_label(pr.a) + " and " + cell_label(pr.b) +
                    " differ across an '=' sign (no solution)");
  }
  for (const CellPair& pr : p.opposite) {
    const int x = p.at(pr.a.row, pr.a.col), y = p.at(pr.b.row, pr.b.col);
    if (x >= 0 && x == y)
      out.push_back("tango: givens " + cell_label(pr.a) + " and " + cell_label(pr.b) +
                    " are equal across an 'x' sign (no solution)");
  }
  for (const Unit& u : units(p)) {
    int count[2] = {0, 0};
    for (Cell c : u.cells) {
      const int x = p.at(c.row, c.col);
      if (x >= 0) ++count[x];
    }
    const int size = static_cast<int>(u.cells.size());
    const int most[2] = {size - u.ones.lo, u.ones.hi};
    for (int x = 0; x < 2; ++x)
      if (count[x] > most[x])
        out.push_back("tango: " + u.name + " has " + std::to_string(count[x]) + " given " +
                      std::to_string(x) + "s, more than " + std::to_string(most[x]) +
                      " (no solution)");
  }
  if (p.unique_lines) {
    const auto [a, b] = equal_lines(
        p.n, p.width(), [&](int l, int k) { return l < p.n ? p.at(l, k) : p.at(k, l - p.n); });
    if (a >= 0)
      out.push_back("tango: " + line_pair_name(p.n, a, b) +
                    " are fully given and equal, but lines must be unique (no solution)");
  }
  return out;
}

}  // namespace dg::tango
