// Tango model: validation, JSON and text formats, solution checking.
#include "solver/tango/model.hpp"

#include <algorithm>
#include <sstream>

#include "solver/common/json_read.hpp"
#include "solver/common/printable.hpp"

namespace dg::tango {

namespace {

std::string cell_name(Cell c) {
  return "(" + std::to_string(c.row) + ", " + std::to_string(c.col) + ")";
}

std::string size_range() {
  return std::to_string(kMinSize) + ".." + std::to_string(kMaxSize);
}

// The size checks shared by every entry point, so every format words them the same way.
Expected<void> check_size(int n) {
  if (n % 2 != 0)
    return make_error("tango: size " + std::to_string(n) + " is odd, expected an even size in " +
                      size_range());
  if (n < kMinSize || n > kMaxSize)
    return make_error("tango: size " + std::to_string(n) + " is out of range " + size_range());
  return {};
}

bool on_grid(Cell c, int n) {
  return c.row >= 0 && c.row < n && c.col >= 0 && c.col < n;
}

// Puts sign pairs in normal form and checks they join neighbours on the grid.
Expected<void> normalise_signs(int n, std::vector<CellPair>& pairs, char sign) {
  for (CellPair& pr : pairs) {
    for (Cell c : {pr.a, pr.b})
      if (!on_grid(c, n))
        return make_error("tango: '" + std::string(1, sign) + "' sign between " + cell_name(pr.a) +
                          " and " + cell_name(pr.b) + ": cell " + cell_name(c) + " is off the " +
                          std::to_string(n) + "x" + std::to_string(n) + " grid");
    if (!orthogonal_neighbours(pr.a, pr.b))
      return make_error("tango: '" + std::string(1, sign) + "' sign between " + cell_name(pr.a) +
                        " and " + cell_name(pr.b) + ": the cells are not orthogonal neighbours");
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

// The text header's word for the unique-lines variant ("tango unique-lines").
constexpr std::string_view kUniqueLinesWord = "unique-lines";

// Lines 0..n-1 are rows, n..2n-1 columns, as in check_solution and warnings().
std::string line_name(int n, int l) {
  return l < n ? "row " + std::to_string(l) : "column " + std::to_string(l - n);
}

// "rows 1 and 4" / "columns 0 and 2": the pair of equal lines a unique-lines message names.
std::string line_pair_name(int n, int a, int b) {
  const int base = a < n ? 0 : n;
  return (a < n ? "rows " : "columns ") + std::to_string(a - base) + " and " +
         std::to_string(b - base);
}

// With unique_lines, the first pair (a, b), a < b, of equal lines of the same kind, every cell of
// both known; `value(l, k)` is cell k of line l, -1 when unknown. {-1, -1} when there is none.
template <class Value>
std::pair<int, int> equal_lines(int n, Value value) {
  for (int a = 0; a < 2 * n; ++a)
    for (int b = a + 1; b < (a < n ? n : 2 * n); ++b) {
      bool same = true;
      for (int k = 0; k < n && same; ++k) {
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
  if (auto ok = check_size(n); !ok) return Error{ok.error()};
  if (cells.size() != static_cast<std::size_t>(n * n))
    return make_error("tango: expected " + std::to_string(n * n) + " cells, got " +
                      std::to_string(cells.size()));
  for (int i = 0; i < n * n; ++i) {
    const int v = cells[static_cast<std::size_t>(i)];
    if (v < -1 || v > 1)
      return make_error("tango: cell " + cell_name({i / n, i % n}) + " has value " +
                        std::to_string(v) + ", expected -1 (empty), 0 or 1");
  }
  if (auto ok = normalise_signs(n, equal, '='); !ok) return Error{ok.error()};
  if (auto ok = normalise_signs(n, opposite, 'x'); !ok) return Error{ok.error()};
  // Both lists are sorted, so a merge walk finds a pair that carries both signs.
  for (auto e = equal.begin(), o = opposite.begin(); e != equal.end() && o != opposite.end();) {
    if (*e == *o)
      return make_error("tango: cells " + cell_name(e->a) + " and " + cell_name(e->b) +
                        " have contradicting signs, both '=' and 'x'");
    if (*e < *o)
      ++e;
    else
      ++o;
  }
  return Puzzle{n, std::move(cells), std::move(equal), std::move(opposite), unique_lines};
}

Expected<Puzzle> from_json(const nlohmann::json& object) {
  if (!json_read::has(object, "cells")) return make_error("tango: missing key \"cells\"");
  const auto& rows = object.at("cells");
  if (!rows.is_array() || rows.empty())
    return make_error("tango: \"cells\" must be a non-empty array of row strings");
  const int n = static_cast<int>(std::min<std::size_t>(rows.size(), 1000));
  if (json_read::has(object, "size")) {
    auto size = json_read::get_int(object, "tango", "size");
    if (!size) return Error{size.error()};
    if (*size != static_cast<long long>(rows.size()))
      return make_error("tango: \"size\" is " + std::to_string(*size) + " but \"cells\" has " +
                        std::to_string(rows.size()) + " rows");
  }
  if (auto ok = check_size(n); !ok) return Error{ok.error()};
  std::vector<std::int8_t> cells;
  cells.reserve(static_cast<std::size_t>(n * n));
  for (int r = 0; r < n; ++r) {
    const auto& row = rows[static_cast<std::size_t>(r)];
    if (!row.is_string())
      return make_error("tango: cells row " + std::to_string(r) + " must be a string, got " +
                        row.dump());
    const std::string& s = row.get_ref<const std::string&>();
    if (static_cast<int>(s.size()) != n)
      return make_error("tango: grid is not square: cells row " + std::to_string(r) + " has " +
                        std::to_string(s.size()) + " characters, expected " + std::to_string(n));
    for (int c = 0; c < n; ++c) {
      const char ch = s[static_cast<std::size_t>(c)];
      if (ch != '.' && ch != '0' && ch != '1')
        return make_error("tango: cell " + cell_name({r, c}) + " is " + quoted(ch) +
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
  return make_puzzle(n, std::move(cells), std::move(*equal), std::move(*opposite), unique_lines);
}

nlohmann::json to_json(const Puzzle& p) {
  nlohmann::json rows = nlohmann::json::array();
  for (int r = 0; r < p.n; ++r) {
    std::string row;
    for (int c = 0; c < p.n; ++c) row += cell_char(p.at(r, c));
    rows.push_back(std::move(row));
  }
  nlohmann::json equal = nlohmann::json::array(), opposite = nlohmann::json::array();
  for (const CellPair& pr : p.equal) equal.push_back(json_read::pair_json(pr));
  for (const CellPair& pr : p.opposite) opposite.push_back(json_read::pair_json(pr));
  nlohmann::json out = {{"game", "tango"},
                        {"size", p.n},
                        {"cells", std::move(rows)},
                        {"equal", std::move(equal)},
                        {"opposite", std::move(opposite)}};
  // Only when set, so classic puzzles keep the bytes (and stored JSON) they always had.
  if (p.unique_lines) out["unique_lines"] = true;
  return out;
}

Expected<Puzzle> from_text(std::string_view text) {
  std::istringstream in{std::string(text)};
  std::string raw;
  std::vector<std::pair<int, std::string>> lines;  // (1-based line number, text) after the header
  bool header = false, unique_lines = false;
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
      std::istringstream options(line.substr(first + word.size()));
      for (std::string option; options >> option;) {
        if (option != kUniqueLinesWord)
          return make_error("tango: line " + std::to_string(line_no) +
                            ": unknown header option \"" + printable(option) + "\", expected \"" +
                            std::string(kUniqueLinesWord) + "\"");
        unique_lines = true;
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
  if (auto ok = check_size(n); !ok) return Error{ok.error()};
  if (rows != n)
    return make_error("tango: grid is not square: " + std::to_string(n) + " columns but " +
                      std::to_string(rows) + " rows");
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
                        " characters (N = " + std::to_string(n) + ")");
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
                              cell_name({r, c}) + ", got " + quoted(ch));
          cells.push_back(static_cast<std::int8_t>(ch == '.' ? -1 : ch - '0'));
        } else {
          if (ch != ' ' && ch != '=' && ch != 'x')
            return make_error(where(no, i) + "expected a sign ' ', '=' or 'x' between " +
                              cell_name({r, c}) + " and " + cell_name({r, c + 1}) + ", got " +
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
                              cell_name({r, c}) + " and " + cell_name({r + 1, c}) + ", got " +
                              quoted(ch));
          add_sign(ch, {r, c}, {r + 1, c});
        }
      }
    }
  }
  return make_puzzle(n, std::move(cells), std::move(equal), std::move(opposite), unique_lines);
}

std::string to_text(const Puzzle& p) {
  return solution_text(p, {});
}

std::string solution_text(const Puzzle& p, const Solution& s) {
  const bool solved = static_cast<int>(s.size()) == p.n;
  std::string out = p.unique_lines ? "tango " + std::string(kUniqueLinesWord) + "\n" : "tango\n";
  for (int r = 0; r < p.n; ++r) {
    std::string row, below;
    for (int c = 0; c < p.n; ++c) {
      const auto& srow = solved ? s[static_cast<std::size_t>(r)] : std::string();
      row += static_cast<int>(srow.size()) == p.n ? srow[static_cast<std::size_t>(c)]
                                                  : cell_char(p.at(r, c));
      if (c + 1 < p.n) row += sign_between(p, {r, c}, {r, c + 1});
      if (r + 1 < p.n) {
        below += sign_between(p, {r, c}, {r + 1, c});
        if (c + 1 < p.n) below += ' ';
      }
    }
    out += strip_right(row) + '\n';
    if (r + 1 < p.n) out += strip_right(below) + '\n';
  }
  return out;
}

Expected<Solution> solution_from_json(const Puzzle& p, const nlohmann::json& value) {
  const std::string shape = "tango: solution must be an array of " + std::to_string(p.n) +
                            " strings of " + std::to_string(p.n) + " '0'/'1' characters";
  if (!value.is_array() || static_cast<int>(value.size()) != p.n) return make_error(shape);
  Solution s;
  for (std::size_t r = 0; r < value.size(); ++r) {
    if (!value[r].is_string()) return make_error(shape + "; row " + std::to_string(r) + " is not");
    const std::string& row = value[r].get_ref<const std::string&>();
    if (static_cast<int>(row.size()) != p.n || row.find_first_not_of("01") != std::string::npos)
      return make_error(shape + "; row " + std::to_string(r) + " is \"" + printable(row) + "\"");
    s.push_back(row);
  }
  return s;
}

nlohmann::json solution_to_json(const Solution& s) {
  return nlohmann::json(s);
}

Expected<void> check_solution(const Puzzle& p, const Solution& s) {
  const int n = p.n;
  if (static_cast<int>(s.size()) != n)
    return make_error("tango: solution has " + std::to_string(s.size()) + " rows, expected " +
                      std::to_string(n));
  for (int r = 0; r < n; ++r) {
    const auto& row = s[static_cast<std::size_t>(r)];
    if (static_cast<int>(row.size()) != n || row.find_first_not_of("01") != std::string::npos)
      return make_error("tango: solution row " + std::to_string(r) + " is \"" + row +
                        "\", expected " + std::to_string(n) + " '0'/'1' characters");
  }
  auto v = [&](int r, int c) {
    return s[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)] - '0';
  };
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c)
      if (p.at(r, c) >= 0 && p.at(r, c) != v(r, c))
        return make_error("tango: cell " + cell_name({r, c}) + " is " + std::to_string(v(r, c)) +
                          " but the puzzle gives " + std::to_string(p.at(r, c)));
  // Lines 0..n-1 are rows, n..2n-1 columns; cell k of line l.
  auto line_cell = [&](int l, int k) { return l < n ? Cell{l, k} : Cell{k, l - n}; };
  for (int l = 0; l < 2 * n; ++l)
    for (int k = 0; k + 2 < n; ++k) {
      const Cell a = line_cell(l, k), b = line_cell(l, k + 1), c = line_cell(l, k + 2);
      const int x = v(a.row, a.col);
      if (x == v(b.row, b.col) && x == v(c.row, c.col))
        return make_error("tango: " + line_name(n, l) + " has three " + std::to_string(x) +
                          "s in a row at " + cell_name(a) + ".." + cell_name(c));
    }
  for (int l = 0; l < 2 * n; ++l) {
    int ones = 0;
    for (int k = 0; k < n; ++k) {
      const Cell a = line_cell(l, k);
      ones += v(a.row, a.col);
    }
    if (ones != n / 2)
      return make_error("tango: " + line_name(n, l) + " has " + std::to_string(ones) +
                        " ones and " + std::to_string(n - ones) + " zeros, expected " +
                        std::to_string(n / 2) + " of each");
  }
  for (const CellPair& pr : p.equal)
    if (v(pr.a.row, pr.a.col) != v(pr.b.row, pr.b.col))
      return make_error("tango: cells " + cell_name(pr.a) + " and " + cell_name(pr.b) +
                        " are joined by '=' but differ");
  for (const CellPair& pr : p.opposite)
    if (v(pr.a.row, pr.a.col) == v(pr.b.row, pr.b.col))
      return make_error("tango: cells " + cell_name(pr.a) + " and " + cell_name(pr.b) +
                        " are joined by 'x' but are equal");
  if (p.unique_lines) {
    const auto [a, b] = equal_lines(n, [&](int l, int k) {
      const Cell c = line_cell(l, k);
      return v(c.row, c.col);
    });
    if (a >= 0) return make_error("tango: " + line_pair_name(n, a, b) + " are equal");
  }
  return {};
}

std::vector<std::string> warnings(const Puzzle& p) {
  std::vector<std::string> out;
  for (const CellPair& pr : p.equal) {
    const int x = p.at(pr.a.row, pr.a.col), y = p.at(pr.b.row, pr.b.col);
    if (x >= 0 && y >= 0 && x != y)
      out.push_back("tango: givens " + cell_name(pr.a) + " and " + cell_name(pr.b) +
                    " differ across an '=' sign (no solution)");
  }
  for (const CellPair& pr : p.opposite) {
    const int x = p.at(pr.a.row, pr.a.col), y = p.at(pr.b.row, pr.b.col);
    if (x >= 0 && x == y)
      out.push_back("tango: givens " + cell_name(pr.a) + " and " + cell_name(pr.b) +
                    " are equal across an 'x' sign (no solution)");
  }
  const int n = p.n;
  for (int l = 0; l < 2 * n; ++l) {
    int count[2] = {0, 0};
    for (int k = 0; k < n; ++k) {
      const int x = l < n ? p.at(l, k) : p.at(k, l - n);
      if (x >= 0) ++count[x];
    }
    const std::string name = line_name(n, l);
    for (int x = 0; x < 2; ++x)
      if (count[x] > n / 2)
        out.push_back("tango: " + name + " has " + std::to_string(count[x]) + " given " +
                      std::to_string(x) + "s, more than " + std::to_string(n / 2) +
                      " (no solution)");
  }
  if (p.unique_lines) {
    const auto [a, b] =
        equal_lines(n, [&](int l, int k) { return l < n ? p.at(l, k) : p.at(k, l - n); });
    if (a >= 0)
      out.push_back("tango: " + line_pair_name(n, a, b) +
                    " are fully given and equal, but lines must be unique (no solution)");
  }
  return out;
}

}  // namespace dg::tango
