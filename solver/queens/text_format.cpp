// Queens text form (docs/formats.md): a header line "queens" followed by the options that differ
// from LinkedIn's, then one row of cell characters per board row. A LinkedIn puzzle is the bare
// header and its letters, as always.
#include <sstream>

#include "solver/common/cell_name.hpp"
#include "solver/common/json_read.hpp"
#include "solver/common/printable.hpp"
#include "solver/queens/general_json.hpp"
#include "solver/queens/model.hpp"

namespace dg::queens {

namespace {

const std::string_view kLetters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
constexpr char kHoleChar = '.';
constexpr char kPlainCell = '+';  // a cell of a board without regions

std::string size_range() {
  return std::to_string(kMinSize) + ".." + std::to_string(kMaxSize);
}

std::string join(const std::vector<int>& list) {
  std::string out;
  for (std::size_t i = 0; i < list.size(); ++i) out += (i ? "," : "") + std::to_string(list[i]);
  return out;
}

Expected<std::vector<int>> read_list(std::string_view text, const std::string& where) {
  std::vector<int> out;
  std::size_t start = 0;
  while (start <= text.size()) {
    const std::size_t comma = std::min(text.find(',', start), text.size());
    auto v = read_small_number(text.substr(start, comma - start), where);
    if (!v) return Error{v.error()};
    out.push_back(*v);
    start = comma + 1;
  }
  return out;
}

// The header's words after "queens"; `expect_rows`/`expect_cols` are 0 unless "RxC" is given.
Expected<void> read_header(std::istringstream& words, Puzzle& p, int& expect_rows, int& expect_cols,
                           std::string& general, const std::string& where) {
  std::string word;
  while (words >> word) {
    const std::size_t eq = word.find('=');
    const std::string key = word.substr(0, eq);
    const std::string_view value =
        eq == std::string::npos ? std::string_view() : std::string_view(word).substr(eq + 1);
    const std::string at = where + ", \"" + printable(key) + "\"";
    if (key == "torus" && eq == std::string::npos) {
      p.torus = true;
    } else if (key == "general" && eq != std::string::npos) {
      general = std::string(value);  // read once the grid gives the board's size
    } else if (key == "stars") {
      auto k = read_small_number(value, at);
      if (!k) return Error{k.error()};
      p.stars = *k;
    } else if (key == "diagonals" && (value == "full" || value == "adjacent")) {
      p.diagonals = value == "full" ? Diagonals::full : Diagonals::adjacent;
    } else if (key == "rows" || key == "cols" || key == "regions") {
      auto list = read_list(value, at);
      if (!list) return Error{list.error()};
      (key == "rows" ? p.row_counts : key == "cols" ? p.col_counts : p.region_counts) = *list;
    } else if (key == "givens") {
      std::size_t start = 0;
      while (start <= value.size()) {
        const std::size_t comma = std::min(value.find(',', start), value.size());
        auto cell = read_cell_name(value.substr(start, comma - start), at);
        if (!cell) return Error{cell.error()};
        p.givens.push_back(*cell);
        start = comma + 1;
      }
    } else if (const std::size_t x = word.find('x');
               eq == std::string::npos && x != std::string::npos) {
      auto r = read_small_number(std::string_view(word).substr(0, x), where);
      auto c = read_small_number(std::string_view(word).substr(x + 1), where);
      if (!r || !c) return make_error(where + ": expected RxC, got \"" + printable(word) + "\"");
      expect_rows = *r;
      expect_cols = *c;
    } else {
      return make_error(
          where + ": unknown header option \"" + printable(word) +
          "\", expected RxC, stars=K, diagonals=full, torus, rows=, cols=, regions=, givens= or "
          "general=");
    }
  }
  return {};
}

// The header with every option that differs from LinkedIn's, in the documented order.
std::string header_line(const Puzzle& p) {
  std::string header = "queens";
  if (p.n != p.cols) header += " " + std::to_string(p.n) + "x" + std::to_string(p.cols);
  if (p.stars != 1) header += " stars=" + std::to_string(p.stars);
  if (p.diagonals == Diagonals::full) header += " diagonals=full";
  if (p.torus) header += " torus";
  const bool general = is_general(p);  // its counts may be ranges: they go in general=
  if (!p.row_counts.empty() && !general) header += " rows=" + join(p.row_counts);
  if (!p.col_counts.empty() && !general) header += " cols=" + join(p.col_counts);
  if (!p.region_counts.empty() && !general) header += " regions=" + join(p.region_counts);
  for (std::size_t i = 0; i < p.givens.size(); ++i)
    header += (i ? "," : " givens=") + cell_name(p.givens[i]);
  if (general) {
    // The general keys as one word of compact JSON (no spaces: pieces are letters and dots).
    nlohmann::json keys = nlohmann::json::object();
    if (!p.row_counts.empty()) keys["row_counts"] = count_list_json(p.row_counts, p.general.row_hi);
    if (!p.col_counts.empty()) keys["col_counts"] = count_list_json(p.col_counts, p.general.col_hi);
    if (!p.region_counts.empty())
      keys["region_counts"] = count_list_json(p.region_counts, p.general.region_hi);
    write_general(p, keys);
    header += " general=" + keys.dump();
  }
  return header + "\n";
}

}  // namespace

Expected<Puzzle> from_text(std::string_view text) {
  std::istringstream in{std::string(text)};
  std::string line;
  std::vector<std::string> rows;
  std::vector<int> row_lines;
  bool header = false;
  int line_no = 0;
  int expect_rows = 0, expect_cols = 0;
  std::string general;
  Puzzle p;
  while (std::getline(in, line)) {
    ++line_no;
    std::string compact;
    for (char ch : line)
      if (ch != ' ' && ch != '\t' && ch != '\r') compact += ch;
    if (compact.empty() || compact[0] == '#') continue;
    if (!header) {
      std::istringstream words(line);
      std::string first;
      words >> first;
      if (first != "queens")
        return make_error("queens: line " + std::to_string(line_no) +
                          ": expected the header \"queens\"");
      auto ok = read_header(words, p, expect_rows, expect_cols, general,
                            "queens: line " + std::to_string(line_no));
      if (!ok) return Error{ok.error()};
      header = true;
      continue;
    }
    for (std::size_t i = 0; i < compact.size(); ++i)
      if (kLetters.find(compact[i]) == std::string_view::npos && compact[i] != kHoleChar &&
          compact[i] != kPlainCell)
        return make_error("queens: line " + std::to_string(line_no) + ", col " +
                          std::to_string(i + 1) + ": expected a region letter, '.' or '+', got '" +
                          printable(compact.substr(i, 1)) + "'");
    rows.push_back(compact);
    row_lines.push_back(line_no);
  }
  const int n = static_cast<int>(rows.size());
  if (n == 0) return make_error("queens: no grid rows after the header");
  if (n > kMaxSize)
    return make_error("queens: size " + std::to_string(n) + " is out of range " + size_range());
  const bool square = expect_cols == 0 || expect_rows == expect_cols;
  const int width = square ? n : static_cast<int>(rows[0].size());
  if (expect_rows != 0 && (expect_rows != n || expect_cols != width))
    return make_error("queens: the header says " + std::to_string(expect_rows) + "x" +
                      std::to_string(expect_cols) + " but the grid is " + std::to_string(n) + "x" +
                      std::to_string(width));
  bool plain = false, lettered = false;
  std::vector<int> region;
  for (int r = 0; r < n; ++r) {
    const auto& row = rows[static_cast<std::size_t>(r)];
    if (static_cast<int>(row.size()) != width)
      return make_error(std::string("queens: ") + (square ? "grid is not square: " : "") + "row " +
                        std::to_string(r) + " has " + std::to_string(row.size()) +
                        " cells, expected " + std::to_string(width));
    for (char ch : row) {
      plain = plain || ch == kPlainCell;
      lettered = lettered || (ch != kPlainCell && ch != kHoleChar);
      region.push_back(ch == kHoleChar    ? kHole
                       : ch == kPlainCell ? 0
                                          : static_cast<int>(kLetters.find(ch)));
    }
  }
  if (plain && lettered)
    return make_error("queens: a grid mixes region letters and '+' (a cell without a region)");
  p.n = n;
  p.cols = width;
  p.region = std::move(region);
  p.has_regions = !plain;
  if (!general.empty()) {
    auto keys = json_read::parse(general);
    if (!keys || !keys->is_object())
      return make_error("queens: header \"general=\" must be a JSON object without spaces");
    if (auto ok = read_count_lists(*keys, p); !ok) return Error{ok.error()};
    if (auto ok = read_general(*keys, p); !ok) return Error{ok.error()};
  }
  return make_puzzle(std::move(p));
}

std::string to_text(const Puzzle& p) {
  return solution_text(p, {});
}

std::string solution_text(const Puzzle& p, const Solution& s) {
  std::vector<char> queen(p.region.size(), 0);
  if (is_general(p) || static_cast<int>(s.size()) == queen_total(p))
    for (Cell c : queen_cells(p, s))
      if (c.col >= 0 && c.col < p.cols) queen[static_cast<std::size_t>(c.row * p.cols + c.col)] = 1;
  std::string out = header_line(p);
  for (int r = 0; r < p.n; ++r) {
    for (int c = 0; c < p.cols; ++c) {
      const int id = p.region_at(r, c);
      out += queen[static_cast<std::size_t>(r * p.cols + c)] ? '*'
             : id == kHole                                   ? kHoleChar
             : !p.has_regions                                ? kPlainCell
                                                             : region_letter(id);
    }
    out += '\n';
  }
  return out;
}

}  // namespace dg::queens
