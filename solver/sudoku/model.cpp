// Sudoku model: validation, JSON, solution checking. The text form is text.cpp, the one-line
// forms line.cpp and sgt.cpp.
#include "solver/sudoku/model.hpp"

#include "solver/common/cell_name.hpp"
#include "solver/common/json_read.hpp"
#include "solver/common/printable.hpp"

namespace dg::sudoku {

namespace {

std::string shape_words() {
  return "boxes R x C with R, C >= 2 and R * C <= " + std::to_string(kMaxSize);
}

// The n strings of n cells under `key` (givens or a solution), each character read by
// char_digit; `what` names the value in messages.
Expected<std::vector<std::uint8_t>> read_rows(const nlohmann::json& rows, int n,
                                              const std::string& what) {
  if (!rows.is_array() || rows.size() != static_cast<std::size_t>(n))
    return make_error(what + " must be an array of " + std::to_string(n) + " strings of " +
                      std::to_string(n) + " cells");
  std::vector<std::uint8_t> out;
  out.reserve(static_cast<std::size_t>(n * n));
  for (int r = 0; r < n; ++r) {
    const auto& row = rows[static_cast<std::size_t>(r)];
    if (!row.is_string())
      return make_error(what + "[" + std::to_string(r) + "] must be a string, got " +
                        printable(row.dump()));
    const std::string& s = row.get_ref<const std::string&>();
    if (s.size() != static_cast<std::size_t>(n))
      return make_error(what + "[" + std::to_string(r) + "] has " + std::to_string(s.size()) +
                        " cells, expected " + std::to_string(n));
    for (int c = 0; c < n; ++c) {
      const int d = char_digit(s[static_cast<std::size_t>(c)]);
      if (d < 0 || d > n)
        return make_error(what + ": cell " + cell_name({r, c}) + " is '" +
                          printable(std::string(1, s[static_cast<std::size_t>(c)])) +
                          "', expected '.' or a digit 1.." + std::string(1, digit_char(n)));
      out.push_back(static_cast<std::uint8_t>(d));
    }
  }
  return out;
}

nlohmann::json rows_json(const std::vector<std::uint8_t>& cells, int n) {
  nlohmann::json out = nlohmann::json::array();
  for (int r = 0; r < n; ++r) {
    std::string row;
    for (int c = 0; c < n; ++c) row += digit_char(cells[static_cast<std::size_t>(r * n + c)]);
    out.push_back(std::move(row));
  }
  return out;
}

// The first unit holding a digit twice among `cells` (0 = empty, skipped): its words, or "".
std::string first_clash(const Geometry& g, const std::vector<std::uint8_t>& cells) {
  for (int u = 0; u < g.units(); ++u) {
    const std::uint8_t* in = g.unit_cells(u);
    for (int i = 0; i < g.n; ++i)
      for (int j = i + 1; j < g.n; ++j) {
        const int d = cells[in[i]];
        if (d != 0 && d == cells[in[j]])
          return unit_name(g, u) + " holds " + std::string(1, digit_char(d)) + " twice (" +
                 cell_name({g.row(in[i]), g.col(in[i])}) + ", " +
                 cell_name({g.row(in[j]), g.col(in[j])}) + ")";
      }
  }
  return "";
}

}  // namespace

bool default_box(int n, int& box_rows, int& box_cols) {
  switch (n) {
    case 4:
      box_rows = 2, box_cols = 2;
      return true;
    case 6:
      box_rows = 2, box_cols = 3;
      return true;
    case 8:
      box_rows = 2, box_cols = 4;
      return true;
    case 9:
      box_rows = 3, box_cols = 3;
      return true;
    case 10:
      box_rows = 2, box_cols = 5;
      return true;
    case 12:
      box_rows = 3, box_cols = 4;
      return true;
    default:
      return false;
  }
}

char digit_char(int d) {
  if (d <= 0) return '.';
  return d <= 9 ? static_cast<char>('0' + d) : static_cast<char>('A' + d - 10);
}

int char_digit(char ch) {
  if (ch == '.' || ch == '0') return 0;
  if (ch >= '1' && ch <= '9') return ch - '0';
  if (ch >= 'A' && ch <= 'C') return ch - 'A' + 10;
  if (ch >= 'a' && ch <= 'c') return ch - 'a' + 10;
  return -1;
}

std::string unit_name(const Geometry& g, int unit) {
  if (unit < g.n) return "row " + row_name(unit);
  if (unit < 2 * g.n) return "column " + column_name(unit - g.n);
  return "box " + std::to_string(unit - 2 * g.n + 1);
}

Expected<Puzzle> make_puzzle(int box_rows, int box_cols, std::vector<std::uint8_t> givens) {
  if (!supported_box(box_rows, box_cols))
    return make_error("sudoku: boxes " + std::to_string(box_rows) + "x" + std::to_string(box_cols) +
                      " are not supported, expected " + shape_words());
  Puzzle p;
  p.box_rows = box_rows;
  p.box_cols = box_cols;
  p.n = box_rows * box_cols;
  if (givens.size() != static_cast<std::size_t>(p.n * p.n))
    return make_error("sudoku: " + std::to_string(givens.size()) + " cells for a " +
                      std::to_string(p.n) + "x" + std::to_string(p.n) + " board, expected " +
                      std::to_string(p.n * p.n));
  for (std::size_t k = 0; k < givens.size(); ++k)
    if (givens[k] > p.n)
      return make_error(
          "sudoku: cell " + cell_name({static_cast<int>(k) / p.n, static_cast<int>(k) % p.n}) +
          " holds " + std::to_string(givens[k]) + ", more than " + std::to_string(p.n));
  p.givens = std::move(givens);
  return p;
}

Expected<Puzzle> from_json(const nlohmann::json& object) {
  auto n = json_read::get_int(object, "sudoku", "size");
  if (!n) return Error{n.error()};
  int box_rows = 0, box_cols = 0;
  if (json_read::has(object, "box")) {
    const auto& box = object.at("box");
    if (!box.is_array() || box.size() != 2 || !box[0].is_number_integer() ||
        !box[1].is_number_integer() || box[0].get<long long>() < 1 ||
        box[0].get<long long>() > kMaxSize || box[1].get<long long>() < 1 ||
        box[1].get<long long>() > kMaxSize)
      return make_error("sudoku: \"box\" must be [rows, cols] of a box, got " +
                        printable(box.dump()));
    box_rows = box[0].get<int>();
    box_cols = box[1].get<int>();
    if (box_rows * box_cols != *n)
      return make_error("sudoku: \"box\" " + std::to_string(box_rows) + "x" +
                        std::to_string(box_cols) + " does not make a board of size " +
                        std::to_string(*n));
  } else if (!default_box(*n, box_rows, box_cols)) {
    return make_error("sudoku: size " + std::to_string(*n) +
                      " has no usual boxes, expected 4, 6, 8, 9, 10 or 12, or a \"box\"");
  }
  if (!supported_box(box_rows, box_cols))
    return make_error("sudoku: boxes " + std::to_string(box_rows) + "x" + std::to_string(box_cols) +
                      " are not supported, expected " + shape_words());
  if (!json_read::has(object, "cells")) return make_error("sudoku: missing key \"cells\"");
  auto cells = read_rows(object.at("cells"), *n, "sudoku: \"cells\"");
  if (!cells) return Error{cells.error()};
  return make_puzzle(box_rows, box_cols, std::move(*cells));
}

nlohmann::json to_json(const Puzzle& p) {
  return {{"game", "sudoku"},
          {"size", p.n},
          {"box", {p.box_rows, p.box_cols}},
          {"cells", rows_json(p.givens, p.n)}};
}

Expected<Solution> solution_from_json(const Puzzle& p, const nlohmann::json& value) {
  auto cells = read_rows(value, p.n, "sudoku: solution");
  if (!cells) return Error{cells.error()};
  for (std::size_t k = 0; k < cells->size(); ++k)
    if ((*cells)[k] == 0)
      return make_error("sudoku: solution leaves cell " +
                        cell_name({static_cast<int>(k) / p.n, static_cast<int>(k) % p.n}) +
                        " empty");
  return std::move(*cells);
}

nlohmann::json solution_to_json(const Puzzle& p, const Solution& s) {
  return rows_json(s, p.n);
}

Expected<void> check_solution(const Puzzle& p, const Solution& s) {
  if (s.size() != p.givens.size())
    return make_error("sudoku: the solution has " + std::to_string(s.size()) + " cells, expected " +
                      std::to_string(p.givens.size()));
  for (std::size_t k = 0; k < s.size(); ++k) {
    const Cell c{static_cast<int>(k) / p.n, static_cast<int>(k) % p.n};
    if (s[k] < 1 || s[k] > p.n)
      return make_error("sudoku: cell " + cell_name(c) + " holds no digit 1.." +
                        std::string(1, digit_char(p.n)));
    if (p.givens[k] != 0 && s[k] != p.givens[k])
      return make_error("sudoku: cell " + cell_name(c) + " is given " +
                        std::string(1, digit_char(p.givens[k])) + " but holds " +
                        std::string(1, digit_char(s[k])));
  }
  if (std::string clash = first_clash(p.geo(), s); !clash.empty())
    return make_error("sudoku: " + clash);
  return {};
}

std::vector<std::string> warnings(const Puzzle& p) {
  if (std::string clash = first_clash(p.geo(), p.givens); !clash.empty())
    return {"sudoku: the givens clash: " + clash + " (no solution)"};
  return {};
}

}  // namespace dg::sudoku
