// Queens JSON interchange (docs/formats.md): the LinkedIn keys "size" and "regions", and the
// family's optional keys, each written only when it differs from LinkedIn's default.
#include <limits>

#include "solver/common/cell_name.hpp"
#include "solver/common/json_read.hpp"
#include "solver/common/json_text.hpp"
#include "solver/queens/general_json.hpp"
#include "solver/queens/model.hpp"

namespace dg::queens {

namespace {

std::string size_range() {
  return std::to_string(kMinSize) + ".." + std::to_string(kMaxSize);
}

// Every key but "regions" and the board's dimensions.
Expected<void> read_options(const nlohmann::json& object, Puzzle& p) {
  if (json_read::has(object, "stars")) {
    auto stars = json_read::get_int(object, "queens", "stars");
    if (!stars) return Error{stars.error()};
    p.stars = *stars;
  }
  if (json_read::has(object, "diagonals")) {
    const auto& d = object.at("diagonals");
    if (d == "adjacent")
      p.diagonals = Diagonals::adjacent;
    else if (d == "full")
      p.diagonals = Diagonals::full;
    else
      return make_error("queens: \"diagonals\" must be \"adjacent\" or \"full\", got " + d.dump());
  }
  if (json_read::has(object, "torus")) {
    const auto& t = object.at("torus");
    if (!t.is_boolean())
      return make_error("queens: \"torus\" must be true or false, got " + t.dump());
    p.torus = t.get<bool>();
  }
  // Counts may be [lo, hi] ranges (the general system keeps the upper ends).
  if (auto ok = read_count_lists(object, p); !ok) return ok;
  auto givens = json_read::get_cells(object, "queens", "givens");
  if (!givens) return Error{givens.error()};
  p.givens = std::move(givens).value();
  return {};
}

// "rows"/"cols" (a rectangle) or "size" (a square); 0 when absent.
Expected<void> read_dimensions(const nlohmann::json& object, int& rows, int& cols) {
  for (const char* key : {"size", "rows", "cols"}) {
    if (!json_read::has(object, key)) continue;
    auto v = json_read::get_int(object, "queens", key);
    if (!v) return Error{v.error()};
    if (std::string_view(key) == "size") {
      rows = cols = *v;
    } else {
      int& dim = std::string_view(key) == "rows" ? rows : cols;
      if (json_read::has(object, "size") && dim != *v)
        return make_error(std::string("queens: \"") + key + "\" is " + std::to_string(*v) +
                          " but \"size\" is " + std::to_string(dim));
      dim = *v;
    }
  }
  return {};
}

}  // namespace

Expected<Puzzle> from_json(const nlohmann::json& object) {
  Puzzle p;
  if (auto ok = read_options(object, p); !ok) return Error{ok.error()};
  int rows = 0, cols = 0;
  if (auto ok = read_dimensions(object, rows, cols); !ok) return Error{ok.error()};
  const bool rectangle = json_read::has(object, "rows") || json_read::has(object, "cols");
  if (!json_read::has(object, "regions")) {
    if (p.diagonals != Diagonals::full && !has_general_keys(object))
      return make_error("queens: missing key \"regions\"");
    if (rows == 0 || cols == 0)
      return make_error(
          "queens: a board without \"regions\" needs \"size\" or \"rows\" and \"cols\"");
    if (rows < kMinSize || rows > kMaxSize || cols < kMinSize || cols > kMaxSize)
      return make_error("queens: board " + std::to_string(rows) + "x" + std::to_string(cols) +
                        " is out of range " + size_range());
    p.n = rows;
    p.cols = cols;
    p.has_regions = false;
    p.region.assign(static_cast<std::size_t>(rows * cols), 0);
    if (auto ok = read_general(object, p); !ok) return Error{ok.error()};
    return make_puzzle(std::move(p));
  }
  const auto& grid = object.at("regions");
  if (!grid.is_array() || grid.empty())
    return make_error("queens: \"regions\" must be a non-empty array of rows");
  const int n = static_cast<int>(grid.size());
  if (rows != 0 && rows != n)
    return make_error(std::string("queens: \"") + (rectangle ? "rows" : "size") + "\" is " +
                      std::to_string(rows) + " but \"regions\" has " + std::to_string(n) + " rows");
  if (n > kMaxSize)
    return make_error("queens: size " + std::to_string(n) + " is out of range " + size_range());
  // "size" asks for a square; "cols" gives the width; without either the first row does
  // (docs/formats.md: "rows" and "cols" may be left out when "regions" gives them), so a
  // LinkedIn file, square, reads as it always did.
  const bool square = json_read::has(object, "size") && !rectangle;
  const bool inferred = cols == 0 && !rectangle;
  const int width = cols != 0            ? cols
                    : grid[0].is_array() ? static_cast<int>(grid[0].size())
                    : inferred           ? n
                                         : 0;
  if (width < kMinSize || width > kMaxSize)
    return make_error("queens: cols " + std::to_string(width) + " is out of range " + size_range());
  std::vector<int> region;
  region.reserve(static_cast<std::size_t>(n * width));
  for (int r = 0; r < n; ++r) {
    const auto& row = grid[static_cast<std::size_t>(r)];
    if (!row.is_array() || static_cast<int>(row.size()) != width)
      return make_error(std::string("queens: ") + (square ? "grid is not square: " : "") +
                        "regions row " + row_name(r) + " has " +
                        (row.is_array() ? std::to_string(row.size()) : std::string("no")) +
                        " entries, expected " + std::to_string(width) +
                        (inferred && r > 0 ? " (as row 1)" : ""));
    for (int c = 0; c < width; ++c) {
      const auto& v = row[static_cast<std::size_t>(c)];
      if (!v.is_number_integer())
        return make_error("queens: region id at " + cell_name({r, c}) +
                          " must be an integer, got " + v.dump());
      const long long id = v.get<long long>();
      if (id < kHole || id > std::numeric_limits<int>::max())
        return make_error("queens: cell " + cell_name({r, c}) + " has region id " + v.dump() +
                          ", expected -1 (a hole) or a region id");
      region.push_back(static_cast<int>(id));
    }
  }
  p.n = n;
  p.cols = width;
  p.region = std::move(region);
  if (auto ok = read_general(object, p); !ok) return Error{ok.error()};
  return make_puzzle(std::move(p));
}

nlohmann::json to_json(const Puzzle& p) {
  nlohmann::json out = {{"game", "queens"}};
  if (p.n == p.cols) {
    out["size"] = p.n;
  } else {
    out["rows"] = p.n;
    out["cols"] = p.cols;
  }
  if (p.has_regions) {
    nlohmann::json rows = nlohmann::json::array();
    for (int r = 0; r < p.n; ++r) {
      nlohmann::json row = nlohmann::json::array();
      for (int c = 0; c < p.cols; ++c) row.push_back(p.region_at(r, c));
      rows.push_back(std::move(row));
    }
    out["regions"] = std::move(rows);
  }
  if (p.stars != 1) out["stars"] = p.stars;
  if (!p.row_counts.empty()) out["row_counts"] = count_list_json(p.row_counts, p.general.row_hi);
  if (!p.col_counts.empty()) out["col_counts"] = count_list_json(p.col_counts, p.general.col_hi);
  if (!p.region_counts.empty())
    out["region_counts"] = count_list_json(p.region_counts, p.general.region_hi);
  if (!p.givens.empty()) {
    nlohmann::json givens = nlohmann::json::array();
    for (Cell g : p.givens) givens.push_back(json_read::cell_json(g));
    out["givens"] = std::move(givens);
  }
  if (p.diagonals == Diagonals::full) out["diagonals"] = "full";
  if (p.torus) out["torus"] = true;
  write_general(p, out);
  return out;
}

void put_regions(std::string& out, const Puzzle& p) {
  out += '[';
  for (int r = 0; r < p.n; ++r) {
    out += r ? ",[" : "[";
    for (int c = 0; c < p.cols; ++c) {
      if (c) out += ',';
      put_int(out, p.region_at(r, c));
    }
    out += ']';
  }
  out += ']';
}

std::string to_json_text(const Puzzle& p) {
  if (!is_linkedin(p)) return json_text(to_json(p));
  // to_json's keys for such a board, in its sorted order: game, regions, size.
  std::string out = "{\"game\":\"queens\",\"regions\":";
  out.reserve(out.size() + static_cast<std::size_t>(p.n * (3 * p.n + 3)) + 16);
  put_regions(out, p);
  out += ",\"size\":";
  put_int(out, p.n);
  out += '}';
  return out;
}

namespace {

// A solution's [[r, c], ...] cells, each on the grid. Pre: value is an array.
Expected<std::vector<Cell>> on_grid_cells(const Puzzle& p, const nlohmann::json& value) {
  std::vector<Cell> cells;
  for (std::size_t i = 0; i < value.size(); ++i) {
    auto c = json_read::to_cell(value[i], "queens: solution[" + std::to_string(i) + "]");
    if (!c) return Error{c.error()};
    if (c->row < 0 || c->row >= p.n || c->col < 0 || c->col >= p.cols)
      return make_error("queens: solution[" + std::to_string(i) + "] = " + value[i].dump() +
                        " is off the grid");
    cells.push_back(*c);
  }
  return cells;
}

}  // namespace

Expected<Solution> solution_from_json(const Puzzle& p, const nlohmann::json& value) {
  if (is_general(p)) {  // [[r, c], ...] with any number per row
    if (!value.is_array())
      return make_error("queens: solution must be an array of [row, col] pieces");
    auto cells = on_grid_cells(p, value);
    if (!cells) return Error{cells.error()};
    return solution_of_cells(p, std::move(*cells));
  }
  bool one_per_row = true;
  for (int r = 0; r < p.n; ++r) one_per_row = one_per_row && row_need(p, r) == 1;
  const std::string columns_form =
      "queens: solution must be an array of " + std::to_string(p.n) + " queen columns, one per row";
  const std::string cells_form = "queens: solution must be an array of [row, col] queens";
  if (!value.is_array()) return make_error(one_per_row ? columns_form : cells_form);
  const bool as_cells = value.empty() ? !one_per_row : value[0].is_array();
  if (!as_cells) {
    if (!one_per_row) return make_error(cells_form);
    if (static_cast<int>(value.size()) != p.n) return make_error(columns_form);
    Solution s;
    for (std::size_t r = 0; r < value.size(); ++r) {
      if (!value[r].is_number_integer())
        return make_error("queens: solution[" + std::to_string(r) + "] must be an integer");
      long long c = value[r].get<long long>();
      if (c < 0 || c >= p.cols)
        return make_error("queens: solution[" + std::to_string(r) + "] = " + std::to_string(c) +
                          " is off the grid");
      s.push_back(static_cast<int>(c));
    }
    return s;
  }
  auto cells = on_grid_cells(p, value);
  if (!cells) return Error{cells.error()};
  std::vector<int> per_row(static_cast<std::size_t>(p.n), 0);
  for (const Cell& c : *cells) ++per_row[static_cast<std::size_t>(c.row)];
  for (int r = 0; r < p.n; ++r)
    if (per_row[static_cast<std::size_t>(r)] != row_need(p, r))
      return make_error("queens: row " + row_name(r) + " holds " +
                        std::to_string(per_row[static_cast<std::size_t>(r)]) +
                        " queens, expected " + std::to_string(row_need(p, r)));
  return solution_of_cells(p, std::move(*cells));
}

nlohmann::json solution_to_json(const Solution& s) {
  return nlohmann::json(s);
}

namespace {

// A queen a row: the solution is its columns, row by row; otherwise its queens' cells.
bool one_queen_a_row(const Puzzle& p) {
  bool one_per_row = !is_general(p);
  for (int r = 0; r < p.n; ++r) one_per_row = one_per_row && row_need(p, r) == 1;
  return one_per_row;
}

}  // namespace

std::string solution_json_text(const Puzzle& p, const Solution& s) {
  if (!one_queen_a_row(p)) return json_text(solution_json(p, s));
  std::string out;
  put_int_array(out, s);
  return out;
}

nlohmann::json solution_json(const Puzzle& p, const Solution& s) {
  if (one_queen_a_row(p)) return solution_to_json(s);
  nlohmann::json out = nlohmann::json::array();
  for (Cell c : queen_cells(p, s)) out.push_back(json_read::cell_json(c));
  return out;
}

}  // namespace dg::queens
