// The Tents text form (model.hpp, docs/formats.md):
//   tents
//   ..T..T 2
//   T..... ?
//   ...
//   1 0 2 ? 1 0
// Cells '.', 'T' (tree), '^' (given tent), '-' (given grass); then the row's count or '?'; the
// last line holds the column counts.
#include <sstream>

#include "solver/common/printable.hpp"
#include "solver/tents/model.hpp"

namespace dg::tents {

namespace {

constexpr std::string_view kUniqueMatchingWord = "unique-matching";

std::string strip(std::string s) {
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r')) s.pop_back();
  const std::size_t first = s.find_first_not_of(" \t");
  return first == std::string::npos ? std::string() : s.substr(first);
}

std::string at_line(int line_no) {
  return "tents: line " + std::to_string(line_no) + ": ";
}

// A count word: digits or '?'.
Expected<int> read_count(const std::string& word, int line_no) {
  if (word == "?") return kHidden;
  if (word.empty() || word.size() > 3 || word.find_first_not_of("0123456789") != std::string::npos)
    return make_error(at_line(line_no) + "expected a count or '?', got \"" + printable(word) +
                      "\"");
  return std::stoi(word);
}

std::string count_word(int n) {
  return n == kHidden ? "?" : std::to_string(n);
}

}  // namespace

Expected<Puzzle> from_text(std::string_view text) {
  std::istringstream in{std::string(text)};
  std::vector<std::pair<int, std::string>> lines;
  bool header = false, unique_matching = false;
  int line_no = 0;
  for (std::string raw; std::getline(in, raw);) {
    ++line_no;
    const std::string line = strip(raw);
    if (line.empty() || line[0] == '#') continue;
    if (!header) {
      std::istringstream words(line);
      std::string word;
      words >> word;
      if (word != "tents") return make_error(at_line(line_no) + "expected the header \"tents\"");
      for (std::string option; words >> option;) {
        if (option != kUniqueMatchingWord)
          return make_error(at_line(line_no) + "unknown header option \"" + printable(option) +
                            "\", expected \"" + std::string(kUniqueMatchingWord) + "\"");
        unique_matching = true;
      }
      header = true;
      continue;
    }
    lines.emplace_back(line_no, line);
  }
  if (lines.size() < 2) return make_error("tents: expected board rows and a line of column counts");
  if (lines.size() > kMaxSize + 1)
    return make_error("tents: " + std::to_string(lines.size() - 1) + " board rows, at most " +
                      std::to_string(kMaxSize));
  const int rows = static_cast<int>(lines.size()) - 1;
  std::vector<Cell> trees, tents, grass;
  std::vector<int> row_counts, col_counts;
  int cols = -1;
  for (int r = 0; r < rows; ++r) {
    const auto& [no, line] = lines[static_cast<std::size_t>(r)];
    const std::size_t space = line.find_first_of(" \t");
    if (space == std::string::npos)
      return make_error(at_line(no) + "expected the row's cells, a space and its count");
    const std::string cells = line.substr(0, space);
    if (cols < 0) cols = static_cast<int>(std::min<std::size_t>(cells.size(), kMaxSize + 1));
    if (static_cast<int>(cells.size()) != cols)
      return make_error(at_line(no) + "row has " + std::to_string(cells.size()) +
                        " cells, the first row has " + std::to_string(cols));
    for (int c = 0; c < cols; ++c) {
      const char ch = cells[static_cast<std::size_t>(c)];
      if (ch == 'T')
        trees.push_back({r, c});
      else if (ch == '^')
        tents.push_back({r, c});
      else if (ch == '-')
        grass.push_back({r, c});
      else if (ch != '.')
        return make_error(at_line(no) + "cell " + std::to_string(c + 1) + " is '" +
                          printable(std::string(1, ch)) + "', expected '.', 'T', '^' or '-'");
    }
    auto count = read_count(strip(line.substr(space)), no);
    if (!count) return Error{count.error()};
    row_counts.push_back(*count);
  }
  const auto& [no, last] = lines.back();
  std::istringstream words(last);
  for (std::string word; words >> word;) {
    auto count = read_count(word, no);
    if (!count) return Error{count.error()};
    col_counts.push_back(*count);
    if (col_counts.size() > kMaxSize + 1) break;
  }
  if (static_cast<int>(col_counts.size()) != cols)
    return make_error(at_line(no) + "expected " + std::to_string(cols) + " column counts, got " +
                      std::to_string(col_counts.size()));
  return make_puzzle(rows, cols, std::move(trees), std::move(row_counts), std::move(col_counts),
                     std::move(tents), std::move(grass), unique_matching);
}

std::string to_text(const Puzzle& p) {
  return solution_text(p, {});
}

std::string solution_text(const Puzzle& p, const Solution& s) {
  std::string out =
      p.unique_matching ? "tents " + std::string(kUniqueMatchingWord) + "\n" : "tents\n";
  std::vector<char> grid(static_cast<std::size_t>(p.rows * p.cols), '.');
  auto put = [&](Cell c, char ch) {
    if (p.on_board(c)) grid[static_cast<std::size_t>(p.index(c))] = ch;
  };
  for (Cell c : p.grass) put(c, '-');
  for (Cell c : p.tents) put(c, '^');
  for (Cell c : s) put(c, '^');
  for (Cell c : p.trees) put(c, 'T');
  for (int r = 0; r < p.rows; ++r) {
    out.append(grid.begin() + r * p.cols, grid.begin() + (r + 1) * p.cols);
    out += " " + count_word(p.row_counts[static_cast<std::size_t>(r)]) + "\n";
  }
  for (int c = 0; c < p.cols; ++c)
    out += (c ? " " : "") + count_word(p.col_counts[static_cast<std::size_t>(c)]);
  return out + "\n";
}

}  // namespace dg::tents
