// Tents model: validation, JSON, solution checking. The text form is text.cpp, SGT's game IDs
// sgt.cpp.
#include "solver/tents/model.hpp"

#include <algorithm>

#include "solver/common/cell_name.hpp"
#include "solver/common/json_read.hpp"
#include "solver/tents/matching.hpp"

namespace dg::tents {

namespace {

std::string size_range() {
  return std::to_string(kMinSize) + ".." + std::to_string(kMaxSize);
}

std::string line_name(bool row, int i) {
  return row ? "row " + row_name(i) : "column " + column_name(i);
}

// The most tents a line of n cells can hold without two touching.
int line_capacity(int n) {
  return (n + 1) / 2;
}

Expected<void> check_cells(const Puzzle& p, std::vector<Cell>& cells, const char* what) {
  for (Cell c : cells)
    if (!p.on_board(c))
      return make_error("tents: " + std::string(what) + " at " + cell_label(c) + " is off the " +
                        std::to_string(p.rows) + "x" + std::to_string(p.cols) + " board");
  std::sort(cells.begin(), cells.end());
  if (auto d = std::adjacent_find(cells.begin(), cells.end()); d != cells.end())
    return make_error("tents: " + std::string(what) + " at " + cell_name(*d) + " is listed twice");
  return {};
}

Expected<void> check_counts(const Puzzle& p, const std::vector<int>& counts, bool rows) {
  const int lines = rows ? p.rows : p.cols, length = rows ? p.cols : p.rows;
  const char* key = rows ? "row_counts" : "col_counts";
  if (static_cast<int>(counts.size()) != lines)
    return make_error("tents: \"" + std::string(key) + "\" has " + std::to_string(counts.size()) +
                      " entries, expected " + std::to_string(lines));
  int sum = 0;
  bool hidden = false;
  for (int i = 0; i < lines; ++i) {
    const int n = counts[static_cast<std::size_t>(i)];
    if (n == kHidden) {
      hidden = true;
      continue;
    }
    if (n < 0 || n > line_capacity(length))
      return make_error("tents: " + line_name(rows, i) + " asks for " + std::to_string(n) +
                        " tents, but " + std::to_string(length) + " cells hold at most " +
                        std::to_string(line_capacity(length)) + " that do not touch");
    sum += n;
  }
  const int trees = static_cast<int>(p.trees.size());
  if (hidden ? sum > trees : sum != trees)
    return make_error("tents: the " + std::string(rows ? "row" : "column") + " counts sum to " +
                      std::to_string(sum) + (hidden ? ", more than the " : " but there are ") +
                      std::to_string(trees) + " trees");
  return {};
}

// The trees (as indices into p.trees) orthogonally next to cell c.
std::vector<int> trees_next_to(const Puzzle& p, Cell c) {
  std::vector<int> out;
  for (Cell n : orthogonal(p, c))
    if (p.is_tree(n))
      out.push_back(
          static_cast<int>(std::lower_bound(p.trees.begin(), p.trees.end(), n) - p.trees.begin()));
  return out;
}

bool touching(Cell a, Cell b) {
  return std::abs(a.row - b.row) <= 1 && std::abs(a.col - b.col) <= 1;
}

}  // namespace

std::vector<Cell> orthogonal(const Puzzle& p, Cell c) {
  std::vector<Cell> out;
  for (Cell n : {Cell{c.row - 1, c.col}, Cell{c.row, c.col - 1}, Cell{c.row, c.col + 1},
                 Cell{c.row + 1, c.col}})
    if (p.on_board(n)) out.push_back(n);
  return out;
}

Expected<Puzzle> make_puzzle(int rows, int cols, std::vector<Cell> trees,
                             std::vector<int> row_counts, std::vector<int> col_counts,
                             std::vector<Cell> tents, std::vector<Cell> grass,
                             bool unique_matching) {
  for (int n : {rows, cols})
    if (n < kMinSize || n > kMaxSize)
      return make_error("tents: board " + std::to_string(rows) + "x" + std::to_string(cols) +
                        " is out of range, each side must be " + size_range());
  Puzzle p;
  p.rows = rows;
  p.cols = cols;
  p.trees = std::move(trees);
  p.tents = std::move(tents);
  p.grass = std::move(grass);
  p.unique_matching = unique_matching;
  if (auto ok = check_cells(p, p.trees, "tree"); !ok) return Error{ok.error()};
  if (auto ok = check_cells(p, p.tents, "given tent"); !ok) return Error{ok.error()};
  if (auto ok = check_cells(p, p.grass, "given grass"); !ok) return Error{ok.error()};
  if (p.trees.empty()) return make_error("tents: the board has no trees");
  p.tree_at.assign(static_cast<std::size_t>(rows * cols), 0);
  for (Cell t : p.trees) p.tree_at[static_cast<std::size_t>(p.index(t))] = 1;
  for (Cell c : p.tents) {
    if (p.is_tree(c)) return make_error("tents: given tent " + cell_name(c) + " is on a tree");
    if (std::binary_search(p.grass.begin(), p.grass.end(), c))
      return make_error("tents: cell " + cell_name(c) + " is given as both tent and grass");
  }
  for (Cell c : p.grass)
    if (p.is_tree(c)) return make_error("tents: given grass " + cell_name(c) + " is on a tree");
  p.row_counts = std::move(row_counts);
  p.col_counts = std::move(col_counts);
  if (auto ok = check_counts(p, p.row_counts, true); !ok) return Error{ok.error()};
  if (auto ok = check_counts(p, p.col_counts, false); !ok) return Error{ok.error()};
  for (Cell t : p.trees) {
    bool free = false;
    // The four sides written out: the generator builds a puzzle per accepted candidate.
    for (Cell n : {Cell{t.row - 1, t.col}, Cell{t.row, t.col - 1}, Cell{t.row, t.col + 1},
                   Cell{t.row + 1, t.col}})
      free = free || (p.on_board(n) && !p.is_tree(n) &&
                      !std::binary_search(p.grass.begin(), p.grass.end(), n));
    if (!free)
      return make_error("tents: tree " + cell_name(t) +
                        " has no free neighbour for its tent (trees, grass or the edge all round)");
  }
  return p;
}

namespace {

Expected<std::vector<int>> get_counts(const nlohmann::json& object, const char* key) {
  if (!json_read::has(object, key))
    return make_error("tents: missing key \"" + std::string(key) + "\"");
  const auto& arr = object.at(key);
  if (!arr.is_array()) return make_error("tents: \"" + std::string(key) + "\" must be an array");
  std::vector<int> out;
  for (std::size_t i = 0; i < arr.size() && i <= kMaxSize; ++i) {
    const auto& v = arr[i];
    if (v.is_null()) {
      out.push_back(kHidden);
      continue;
    }
    if (!v.is_number_integer() || v.get<long long>() < 0 || v.get<long long>() > kMaxSize)
      return make_error("tents: " + std::string(key) + "[" + std::to_string(i) +
                        "] must be a count 0.." + std::to_string(kMaxSize) + " or null, got " +
                        v.dump());
    out.push_back(v.get<int>());
  }
  if (arr.size() > kMaxSize) out.push_back(0);  // reported as a wrong length by make_puzzle
  return out;
}

nlohmann::json cells_json(const std::vector<Cell>& cells) {
  nlohmann::json out = nlohmann::json::array();
  for (Cell c : cells) out.push_back(json_read::cell_json(c));
  return out;
}

nlohmann::json counts_json(const std::vector<int>& counts) {
  nlohmann::json out = nlohmann::json::array();
  for (int n : counts) out.push_back(n == kHidden ? nlohmann::json(nullptr) : nlohmann::json(n));
  return out;
}

}  // namespace

Expected<Puzzle> from_json(const nlohmann::json& object) {
  auto rows = json_read::get_int(object, "tents", "rows");
  if (!rows) return Error{rows.error()};
  auto cols = json_read::get_int(object, "tents", "cols");
  if (!cols) return Error{cols.error()};
  if (!json_read::has(object, "trees")) return make_error("tents: missing key \"trees\"");
  auto trees = json_read::get_cells(object, "tents", "trees");
  if (!trees) return Error{trees.error()};
  auto row_counts = get_counts(object, "row_counts");
  if (!row_counts) return Error{row_counts.error()};
  auto col_counts = get_counts(object, "col_counts");
  if (!col_counts) return Error{col_counts.error()};
  auto tents = json_read::get_cells(object, "tents", "tents");
  if (!tents) return Error{tents.error()};
  auto grass = json_read::get_cells(object, "tents", "grass");
  if (!grass) return Error{grass.error()};
  bool unique_matching = false;
  if (json_read::has(object, "unique_matching")) {
    const auto& flag = object.at("unique_matching");
    if (!flag.is_boolean())
      return make_error("tents: \"unique_matching\" must be true or false, got " + flag.dump());
    unique_matching = flag.get<bool>();
  }
  return make_puzzle(*rows, *cols, std::move(*trees), std::move(*row_counts),
                     std::move(*col_counts), std::move(*tents), std::move(*grass), unique_matching);
}

nlohmann::json to_json(const Puzzle& p) {
  nlohmann::json out = {{"game", "tents"},
                        {"rows", p.rows},
                        {"cols", p.cols},
                        {"trees", cells_json(p.trees)},
                        {"row_counts", counts_json(p.row_counts)},
                        {"col_counts", counts_json(p.col_counts)}};
  if (!p.tents.empty()) out["tents"] = cells_json(p.tents);
  if (!p.grass.empty()) out["grass"] = cells_json(p.grass);
  if (p.unique_matching) out["unique_matching"] = true;
  return out;
}

Expected<Solution> solution_from_json(const Puzzle& p, const nlohmann::json& value) {
  const std::string shape = "tents: solution must be an array of [row, col] tent cells";
  if (!value.is_array()) return make_error(shape);
  if (value.size() > static_cast<std::size_t>(p.rows * p.cols))
    return make_error(shape + "; it has more entries than the board has cells");
  Solution s;
  for (std::size_t i = 0; i < value.size(); ++i) {
    auto c = json_read::to_cell(value[i], "tents: solution[" + std::to_string(i) + "]");
    if (!c) return Error{c.error()};
    if (!p.on_board(*c))
      return make_error("tents: solution[" + std::to_string(i) + "] = " + value[i].dump() +
                        " is off the " + std::to_string(p.rows) + "x" + std::to_string(p.cols) +
                        " board");
    s.push_back(*c);
  }
  std::sort(s.begin(), s.end());
  if (auto d = std::adjacent_find(s.begin(), s.end()); d != s.end())
    return make_error("tents: solution lists the tent at " + cell_name(*d) + " twice");
  return s;
}

nlohmann::json solution_to_json(const Solution& s) {
  return cells_json(s);
}

Expected<void> check_solution(const Puzzle& p, const Solution& given) {
  Solution s = given;
  std::sort(s.begin(), s.end());
  s.erase(std::unique(s.begin(), s.end()), s.end());
  for (Cell c : s) {
    if (!p.on_board(c)) return make_error("tents: a tent is off the board");
    if (p.is_tree(c)) return make_error("tents: the tent at " + cell_name(c) + " is on a tree");
  }
  for (Cell c : p.tents)
    if (!std::binary_search(s.begin(), s.end(), c))
      return make_error("tents: the given tent at " + cell_name(c) + " is missing");
  for (Cell c : p.grass)
    if (std::binary_search(s.begin(), s.end(), c))
      return make_error("tents: " + cell_name(c) + " is given as grass but holds a tent");
  for (std::size_t i = 0; i < s.size(); ++i)
    for (std::size_t j = i + 1; j < s.size() && s[j].row <= s[i].row + 1; ++j)
      if (touching(s[i], s[j]))
        return make_error("tents: the tents at " + cell_name(s[i]) + " and " + cell_name(s[j]) +
                          " touch");
  for (int line = 0; line < p.rows + p.cols; ++line) {
    const bool row = line < p.rows;
    const int i = row ? line : line - p.rows;
    const int want =
        row ? p.row_counts[static_cast<std::size_t>(i)] : p.col_counts[static_cast<std::size_t>(i)];
    if (want == kHidden) continue;
    const int have = static_cast<int>(
        std::count_if(s.begin(), s.end(), [&](Cell c) { return (row ? c.row : c.col) == i; }));
    if (have != want)
      return make_error("tents: " + line_name(row, i) + " has " + std::to_string(have) +
                        " tents, its count is " + std::to_string(want));
  }
  if (s.size() != p.trees.size())
    return make_error("tents: " + std::to_string(s.size()) + " tents for " +
                      std::to_string(p.trees.size()) + " trees");
  std::vector<std::vector<int>> adj(p.trees.size());  // tree -> tents beside it
  for (std::size_t k = 0; k < s.size(); ++k)
    for (int t : trees_next_to(p, s[k]))
      adj[static_cast<std::size_t>(t)].push_back(static_cast<int>(k));
  const Matching m = max_matching(adj, static_cast<int>(s.size()));
  if (m.size < static_cast<int>(p.trees.size())) {
    for (std::size_t k = 0; k < s.size(); ++k)
      if (m.right_to_left[k] < 0 && trees_next_to(p, s[k]).empty())
        return make_error("tents: no pairing of trees and tents: the tent at " + cell_name(s[k]) +
                          " has no tree beside it");
    for (std::size_t t = 0; t < adj.size(); ++t)
      if (m.left_to_right[t] < 0)
        return make_error("tents: no pairing of trees and tents: the tree at " +
                          cell_name(p.trees[t]) + " is left without a tent of its own");
  }
  if (p.unique_matching && !only_matching(adj, m))
    return make_error("tents: the trees and tents pair up in more than one way (unique_matching)");
  return {};
}

std::vector<std::string> warnings(const Puzzle& p) {
  std::vector<std::string> out;
  for (std::size_t i = 0; i < p.tents.size(); ++i)
    for (std::size_t j = i + 1; j < p.tents.size(); ++j)
      if (touching(p.tents[i], p.tents[j]))
        out.push_back("tents: the given tents at " + cell_name(p.tents[i]) + " and " +
                      cell_name(p.tents[j]) + " touch (no solution)");
  for (Cell c : p.tents)
    if (trees_next_to(p, c).empty())
      out.push_back("tents: the given tent at " + cell_name(c) +
                    " has no tree beside it (no solution)");
  return out;
}

}  // namespace dg::tents
