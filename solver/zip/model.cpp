// Zip model: validation, JSON and text formats, solution checking.
#include "solver/zip/model.hpp"
#include "solver/common/cell_name.hpp"

#include <algorithm>
#include <sstream>

#include "solver/common/json_read.hpp"
#include "solver/common/printable.hpp"

namespace dg::zip {

namespace {

std::string size_rule() {
  return "rows and cols must be " + std::to_string(kMinSide) + ".." + std::to_string(kMaxSide) +
         " with at most " + std::to_string(kMaxCells) + " cells";
}

int digits(int x) {
  int d = 1;
  while (x >= 10) {
    x /= 10;
    ++d;
  }
  return d;
}

std::string line_error(int line_no, const std::string& what) {
  return "zip: line " + std::to_string(line_no) + ": " + what;
}

// `rest` starts with the column number: "zip: line 3, col 5: ...".
std::string line_col_error(int line_no, const std::string& rest) {
  return "zip: line " + std::to_string(line_no) + ", col " + rest;
}

// One parsed cell row of the text form.
struct TextRow {
  std::vector<int> numbers;      // 0 for '.'
  std::vector<bool> wall_right;  // wall between cell i and i + 1
  std::vector<int> span_begin;   // columns [span_begin, span_end) lie "under" cell i
  std::vector<int> span_end;
};

// Tokens are numbers or '.', separated by ' ' (any run) or one '|' with optional spaces.
Expected<TextRow> parse_row(const std::string& line, int line_no) {
  TextRow row;
  bool pending_wall = false;
  int prev_end = 0;  // column after the previous token (or 0)
  std::size_t i = 0;
  while (i < line.size()) {
    const char ch = line[i];
    if (ch == ' ' || ch == '\t') {
      ++i;
      continue;
    }
    if (ch == '|') {
      if (row.numbers.empty() || pending_wall)
        return make_error(
            line_col_error(line_no, std::to_string(i + 1) + ": '|' must stand between two cells"));
      pending_wall = true;
      ++i;
      continue;
    }
    std::size_t j = i;
    int value = 0;
    if (ch == '.') {
      j = i + 1;
    } else if (ch >= '0' && ch <= '9') {
      while (j < line.size() && line[j] >= '0' && line[j] <= '9') {
        if (value < 100000) value = value * 10 + (line[j] - '0');
        ++j;
      }
      if (value == 0)
        return make_error(
            line_col_error(line_no, std::to_string(i + 1) + ": numbers start at 1, got 0"));
    } else {
      return make_error(line_col_error(line_no, std::to_string(i + 1) +
                                                    ": expected a number, '.', ' ' or '|', got '" +
                                                    printable(std::string(1, ch)) + "'"));
    }
    if (!row.numbers.empty() && j > i && prev_end == static_cast<int>(i))
      return make_error(line_col_error(
          line_no, std::to_string(i + 1) + ": cells must be separated by ' ' or '|'"));
    if (!row.numbers.empty()) row.wall_right.push_back(pending_wall);
    pending_wall = false;
    // A cell's span starts just after the separator that follows the previous cell.
    row.span_begin.push_back(row.numbers.empty() ? 0 : row.span_end.back() + 1);
    row.span_end.push_back(static_cast<int>(j));
    row.numbers.push_back(value);
    prev_end = static_cast<int>(j);
    i = j;
  }
  if (pending_wall) return make_error(line_error(line_no, "'|' after the last cell of the row"));
  return row;
}

bool is_wall_line(const std::string& line) {
  return std::all_of(line.begin(), line.end(), [](char ch) { return ch == ' ' || ch == '-'; });
}

}  // namespace

Expected<Puzzle> make_puzzle(int rows, int cols, std::vector<Cell> waypoints,
                             std::vector<CellPair> walls) {
  if (rows < kMinSide || rows > kMaxSide || cols < kMinSide || cols > kMaxSide ||
      rows * cols > kMaxCells)
    return make_error("zip: size " + std::to_string(rows) + "x" + std::to_string(cols) +
                      " is out of range (" + size_rule() + ")");
  Puzzle p{rows, cols, {}, {}};
  for (std::size_t i = 0; i < waypoints.size(); ++i) {
    if (!p.on_grid(waypoints[i]))
      return make_error("zip: number " + std::to_string(i + 1) + " at " + cell_label(waypoints[i]) +
                        " is off the " + std::to_string(rows) + "x" + std::to_string(cols) +
                        " grid");
    for (std::size_t j = 0; j < i; ++j)
      if (waypoints[j] == waypoints[i])
        return make_error("zip: numbers " + std::to_string(j + 1) + " and " +
                          std::to_string(i + 1) + " are both at " + cell_label(waypoints[i]) +
                          " (repeated waypoint)");
  }
  if (waypoints.size() < 2)
    return make_error("zip: " + std::to_string(waypoints.size()) +
                      " waypoint(s), need at least 2 (the path's start 1 and end K)");
  for (const CellPair& w : walls) {
    if (!p.on_grid(w.a) || !p.on_grid(w.b))
      return make_error("zip: wall between " + cell_label(w.a) + " and " + cell_label(w.b) +
                        " is off the grid");
    if (!orthogonal_neighbours(w.a, w.b))
      return make_error("zip: wall between " + cell_label(w.a) + " and " + cell_label(w.b) +
                        ": the cells are not orthogonal neighbours");
    p.walls.push_back(ordered_pair(w.a, w.b));
  }
  std::sort(p.walls.begin(), p.walls.end());
  p.walls.erase(std::unique(p.walls.begin(), p.walls.end()), p.walls.end());
  p.waypoints = std::move(waypoints);
  return p;
}

Expected<Puzzle> from_json(const nlohmann::json& object) {
  if (!object.is_object()) return make_error("zip: puzzle must be a JSON object");
  auto rows = json_read::get_int(object, "zip", "rows");
  if (!rows) return Error{rows.error()};
  auto cols = json_read::get_int(object, "zip", "cols");
  if (!cols) return Error{cols.error()};
  if (!json_read::has(object, "waypoints")) return make_error("zip: missing key \"waypoints\"");
  auto waypoints = json_read::get_cells(object, "zip", "waypoints");
  if (!waypoints) return Error{waypoints.error()};
  auto walls = json_read::get_pairs(object, "zip", "walls");
  if (!walls) return Error{walls.error()};
  return make_puzzle(*rows, *cols, std::move(waypoints).value(), std::move(walls).value());
}

nlohmann::json to_json(const Puzzle& p) {
  nlohmann::json wps = nlohmann::json::array();
  for (Cell c : p.waypoints) wps.push_back(json_read::cell_json(c));
  nlohmann::json walls = nlohmann::json::array();
  for (const CellPair& w : p.walls) walls.push_back(json_read::pair_json(w));
  return {{"game", "zip"},
          {"rows", p.rows},
          {"cols", p.cols},
          {"waypoints", std::move(wps)},
          {"walls", std::move(walls)}};
}

Expected<Puzzle> from_text(std::string_view text) {
  std::istringstream in{std::string(text)};
  std::string line;
  int line_no = 0;
  bool header = false;
  int want_rows = -1, want_cols = -1;
  std::vector<TextRow> rows;
  std::vector<int> row_line;  // line number of each cell row
  std::vector<CellPair> walls;
  while (std::getline(in, line)) {
    ++line_no;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    const auto first = line.find_first_not_of(" \t");
    if (first != std::string::npos && line[first] == '#') continue;
    if (!header) {
      if (first == std::string::npos) continue;
      std::istringstream words(line);
      std::string name, size, extra;
      words >> name >> size >> extra;
      if (name != "zip") return make_error(line_error(line_no, "expected the header \"zip\""));
      if (!size.empty()) {
        const auto x = size.find('x');
        try {
          // Digits only: stoi would take "-1x-5" or "+3x4", which name no board.
          if (x == std::string::npos || size.find_first_not_of("0123456789x") != std::string::npos)
            throw std::invalid_argument("not RxC");
          std::size_t used_r = 0, used_c = 0;
          want_rows = std::stoi(size.substr(0, x), &used_r);
          want_cols = std::stoi(size.substr(x + 1), &used_c);
          if (used_r != x || used_c != size.size() - x - 1) throw std::invalid_argument("junk");
        } catch (const std::exception&) {
          return make_error(line_error(line_no, "expected \"zip\" or \"zip RxC\", got \"" +
                                                    printable(line.substr(first)) + "\""));
        }
      }
      if (!extra.empty())
        return make_error(
            line_error(line_no, "unexpected \"" + printable(extra) + "\" after the header"));
      header = true;
      continue;
    }
    if (is_wall_line(line)) {
      if (line.find('-') == std::string::npos) continue;  // blank: no walls
      if (rows.empty())
        return make_error(line_error(line_no, "wall line before the first row of cells"));
      const TextRow& above = rows.back();
      const int r = static_cast<int>(rows.size()) - 1;
      for (std::size_t x = 0; x < line.size(); ++x) {
        if (line[x] != '-') continue;
        const int col = static_cast<int>(x);
        int hit = -1;
        for (std::size_t c = 0; c < above.numbers.size(); ++c)
          if (col >= above.span_begin[c] && col < above.span_end[c]) hit = static_cast<int>(c);
        if (hit < 0)
          return make_error(line_col_error(
              line_no, std::to_string(x + 1) + ": '-' is not under a cell of the row above"));
        walls.push_back(CellPair{Cell{r, hit}, Cell{r + 1, hit}});
      }
      continue;
    }
    auto row = parse_row(line, line_no);
    if (!row) return Error{row.error()};
    if (!rows.empty() && row->numbers.size() != rows.front().numbers.size())
      return make_error(line_error(line_no, "row has " + std::to_string(row->numbers.size()) +
                                                " cells, expected " +
                                                std::to_string(rows.front().numbers.size())));
    rows.push_back(std::move(row).value());
    row_line.push_back(line_no);
  }
  if (!header) return make_error("zip: no header line \"zip\"");
  if (rows.empty()) return make_error("zip: no grid rows after the header");
  const int n_rows = static_cast<int>(rows.size());
  const int n_cols = static_cast<int>(rows.front().numbers.size());
  // A wall line after the last row would name cells below the grid.
  for (const CellPair& w : walls)
    if (w.b.row >= n_rows)
      return make_error("zip: wall line after the last row (walls below row " +
                        std::to_string(w.a.row) + " lead off the grid)");
  if (want_rows >= 0 && (want_rows != n_rows || want_cols != n_cols))
    return make_error("zip: header says " + std::to_string(want_rows) + "x" +
                      std::to_string(want_cols) + " but the grid is " + std::to_string(n_rows) +
                      "x" + std::to_string(n_cols));
  std::vector<Cell> at_number;
  std::vector<int> number_line;
  for (int r = 0; r < n_rows; ++r) {
    const TextRow& row = rows[static_cast<std::size_t>(r)];
    for (int c = 0; c < n_cols; ++c) {
      const int v = row.numbers[static_cast<std::size_t>(c)];
      if (c + 1 < n_cols && row.wall_right[static_cast<std::size_t>(c)])
        walls.push_back(CellPair{Cell{r, c}, Cell{r, c + 1}});
      if (v == 0) continue;
      if (v > kMaxCells)
        return make_error(line_error(
            row_line[static_cast<std::size_t>(r)],
            "number " + std::to_string(v) + " is larger than " + std::to_string(kMaxCells)));
      if (static_cast<int>(at_number.size()) < v) {
        at_number.resize(static_cast<std::size_t>(v), Cell{-1, -1});
        number_line.resize(static_cast<std::size_t>(v), 0);
      }
      auto& slot = at_number[static_cast<std::size_t>(v - 1)];
      if (slot.row >= 0)
        return make_error(line_error(row_line[static_cast<std::size_t>(r)],
                                     "number " + std::to_string(v) + " appears twice (at " +
                                         cell_label(slot) + " and " + cell_label(Cell{r, c}) +
                                         ", repeated waypoint)"));
      slot = Cell{r, c};
    }
  }
  for (std::size_t i = 0; i < at_number.size(); ++i)
    if (at_number[i].row < 0)
      return make_error("zip: number " + std::to_string(i + 1) +
                        " is missing (numbers must be 1.." + std::to_string(at_number.size()) +
                        ")");
  return make_puzzle(n_rows, n_cols, std::move(at_number), std::move(walls));
}

std::string to_text(const Puzzle& p) {
  const int width = digits(static_cast<int>(p.waypoints.size()));
  std::vector<int> number(static_cast<std::size_t>(p.cells()), 0);
  for (std::size_t i = 0; i < p.waypoints.size(); ++i)
    number[static_cast<std::size_t>(p.index(p.waypoints[i]))] = static_cast<int>(i + 1);
  const auto blocked = blocked_masks(p);
  std::string out = "zip " + std::to_string(p.rows) + "x" + std::to_string(p.cols) + "\n";
  for (int r = 0; r < p.rows; ++r) {
    std::string line;
    std::string below;
    for (int c = 0; c < p.cols; ++c) {
      const auto i = static_cast<std::size_t>(p.index(Cell{r, c}));
      std::string cell = number[i] ? std::to_string(number[i]) : ".";
      line += std::string(static_cast<std::size_t>(width) - cell.size(), ' ') + cell;
      const bool wall_down = r + 1 < p.rows && (blocked[i] & kDown);
      below += std::string(static_cast<std::size_t>(width), wall_down ? '-' : ' ');
      if (c + 1 < p.cols) {
        line += (blocked[i] & kRight) ? '|' : ' ';
        below += ' ';
      }
    }
    out += line + "\n";
    // Wall lines only where there is a wall: a missing line means none.
    while (!below.empty() && below.back() == ' ') below.pop_back();
    if (!below.empty()) out += below + "\n";
  }
  return out;
}

std::string solution_text(const Puzzle& p, const Solution& s) {
  const int width = digits(static_cast<int>(p.waypoints.size()));
  const auto n = static_cast<std::size_t>(p.cells());
  std::vector<int> number(n, 0);
  for (std::size_t i = 0; i < p.waypoints.size(); ++i)
    number[static_cast<std::size_t>(p.index(p.waypoints[i]))] = static_cast<int>(i + 1);
  // link[i] & kRight / kDown: the path joins cell i to its right / lower neighbour.
  std::vector<std::uint8_t> link(n, 0);
  bool drawable = s.size() == n;
  for (Cell c : s) drawable = drawable && p.on_grid(c);
  for (std::size_t k = 1; drawable && k < s.size(); ++k) {
    Cell a = std::min(s[k - 1], s[k]), b = std::max(s[k - 1], s[k]);
    if (!orthogonal_neighbours(a, b)) continue;
    link[static_cast<std::size_t>(p.index(a))] |= (a.row == b.row) ? kRight : kDown;
  }
  std::string out = "zip " + std::to_string(p.rows) + "x" + std::to_string(p.cols) + "\n";
  for (int r = 0; r < p.rows; ++r) {
    std::string line, below;
    for (int c = 0; c < p.cols; ++c) {
      const auto i = static_cast<std::size_t>(p.index(Cell{r, c}));
      std::string cell = number[i] ? std::to_string(number[i]) : (drawable ? "o" : ".");
      line += std::string(static_cast<std::size_t>(width) - cell.size(), ' ') + cell;
      below +=
          std::string(static_cast<std::size_t>(width - 1), ' ') + ((link[i] & kDown) ? '|' : ' ');
      if (c + 1 < p.cols) {
        line += (link[i] & kRight) ? '-' : ' ';
        below += ' ';
      }
    }
    out += line + "\n";
    if (r + 1 < p.rows) {
      while (!below.empty() && below.back() == ' ') below.pop_back();
      out += below + "\n";
    }
  }
  return out;
}

Expected<Solution> solution_from_json(const Puzzle& p, const nlohmann::json& value) {
  if (!value.is_array())
    return make_error("zip: solution must be an array of [row, col] cells in path order");
  Solution s;
  for (std::size_t i = 0; i < value.size(); ++i) {
    auto c = json_read::to_cell(value[i], "zip: solution[" + std::to_string(i) + "]");
    if (!c) return Error{c.error()};
    if (!p.on_grid(*c))
      return make_error("zip: solution[" + std::to_string(i) + "] = " + cell_label(*c) +
                        " is off the grid");
    s.push_back(*c);
  }
  return s;
}

nlohmann::json solution_to_json(const Solution& s) {
  nlohmann::json out = nlohmann::json::array();
  for (Cell c : s) out.push_back(json_read::cell_json(c));
  return out;
}

Expected<void> check_solution(const Puzzle& p, const Solution& s) {
  const auto n = static_cast<std::size_t>(p.cells());
  std::vector<int> step_of(n, -1);
  for (std::size_t k = 0; k < s.size(); ++k) {
    if (!p.on_grid(s[k]))
      return make_error("zip: step " + std::to_string(k + 1) + " at " + cell_label(s[k]) +
                        " is off the grid");
    int& seen = step_of[static_cast<std::size_t>(p.index(s[k]))];
    if (seen >= 0)
      return make_error("zip: repeated cell " + cell_label(s[k]) + " (steps " +
                        std::to_string(seen + 1) + " and " + std::to_string(k + 1) + ")");
    seen = static_cast<int>(k);
  }
  for (std::size_t i = 0; i < n; ++i)
    if (step_of[i] < 0)
      return make_error("zip: not every cell is visited: " +
                        cell_label(p.cell(static_cast<int>(i))) + " is missing");
  const auto blocked = blocked_masks(p);
  for (std::size_t k = 1; k < s.size(); ++k) {
    const Cell a = s[k - 1], b = s[k];
    if (!orthogonal_neighbours(a, b))
      return make_error("zip: steps " + std::to_string(k) + " and " + std::to_string(k + 1) +
                        " (" + cell_label(a) + " and " + cell_label(b) + ") are not neighbours");
    const std::uint8_t dir = b.row < a.row   ? kUp
                             : b.row > a.row ? kDown
                             : b.col < a.col ? kLeft
                                             : kRight;
    if (blocked[static_cast<std::size_t>(p.index(a))] & dir)
      return make_error("zip: steps " + std::to_string(k) + " and " + std::to_string(k + 1) +
                        " (" + cell_label(a) + " to " + cell_label(b) + ") cross a wall");
  }
  if (s.front() != p.waypoints.front())
    return make_error("zip: wrong start: the path starts at " + cell_label(s.front()) +
                      ", number 1 is at " + cell_label(p.waypoints.front()));
  if (s.back() != p.waypoints.back())
    return make_error("zip: wrong end: the path ends at " + cell_label(s.back()) + ", number " +
                      std::to_string(p.waypoints.size()) + " is at " +
                      cell_label(p.waypoints.back()));
  for (std::size_t i = 1; i < p.waypoints.size(); ++i) {
    const int before = step_of[static_cast<std::size_t>(p.index(p.waypoints[i - 1]))];
    const int here = step_of[static_cast<std::size_t>(p.index(p.waypoints[i]))];
    if (here < before)
      return make_error("zip: waypoint out of order: number " + std::to_string(i + 1) + " at " +
                        cell_label(p.waypoints[i]) + " (step " + std::to_string(here + 1) +
                        ") comes before number " + std::to_string(i) + " (step " +
                        std::to_string(before + 1) + ")");
  }
  return {};
}

std::vector<std::string> warnings(const Puzzle&) {
  return {};
}

std::vector<std::uint8_t> blocked_masks(const Puzzle& p) {
  std::vector<std::uint8_t> m(static_cast<std::size_t>(p.cells()), 0);
  for (int r = 0; r < p.rows; ++r)
    for (int c = 0; c < p.cols; ++c) {
      auto& b = m[static_cast<std::size_t>(p.index(Cell{r, c}))];
      if (r == 0) b |= kUp;
      if (r + 1 == p.rows) b |= kDown;
      if (c == 0) b |= kLeft;
      if (c + 1 == p.cols) b |= kRight;
    }
  for (const CellPair& w : p.walls) {
    const bool vertical = w.a.row != w.b.row;  // a above b, or a left of b (ordered pair)
    m[static_cast<std::size_t>(p.index(w.a))] |= vertical ? kDown : kRight;
    m[static_cast<std::size_t>(p.index(w.b))] |= vertical ? kUp : kLeft;
  }
  return m;
}

}  // namespace dg::zip
