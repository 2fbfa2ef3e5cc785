// SGT game IDs for Tents (see sgt.hpp).
#include "solver/tents/sgt.hpp"

#include <cctype>

#include "solver/common/printable.hpp"

namespace dg::tents {

namespace {

bool digit(char c) {
  return c >= '0' && c <= '9';
}

// Reads a decimal number of at most 4 digits at `s[i]`, advancing i; -1 when there is none.
int read_number(std::string_view s, std::size_t& i) {
  const std::size_t start = i;
  int n = 0;
  while (i < s.size() && digit(s[i]) && i - start < 4) n = n * 10 + (s[i++] - '0');
  return i == start ? -1 : n;
}

Error bad(const std::string& why) {
  return make_error("tents: SGT game ID: " + why);
}

enum class Mark : char { blank, tree, tent, grass };

}  // namespace

bool looks_like_sgt_id(std::string_view line) {
  std::size_t i = 0;
  if (read_number(line, i) < 0 || i >= line.size() || line[i] != 'x') return false;
  ++i;
  if (read_number(line, i) < 0) return false;
  while (i < line.size() && std::isalpha(static_cast<unsigned char>(line[i]))) ++i;
  return i < line.size() && line[i] == ':';
}

Expected<Puzzle> from_sgt(std::string_view id) {
  std::size_t i = 0;
  const int w = read_number(id, i);
  if (w < 0 || i >= id.size() || id[i++] != 'x') return bad("expected WxH: at the start");
  const int h = read_number(id, i);
  if (h < 0) return bad("expected WxH: at the start");
  while (i < id.size() && std::isalpha(static_cast<unsigned char>(id[i]))) ++i;  // "de", "dt"
  if (i >= id.size() || id[i++] != ':') return bad("expected ':' after the size");
  if (w < kMinSize || w > kMaxSize || h < kMinSize || h > kMaxSize)
    return bad("board " + std::to_string(w) + "x" + std::to_string(h) +
               " is out of range, each side must be " + std::to_string(kMinSize) + ".." +
               std::to_string(kMaxSize));
  const int area = w * h;
  std::vector<Mark> grid(static_cast<std::size_t>(area), Mark::blank);
  int at = 0;  // the next cell
  bool ended = false;
  for (; i < id.size() && id[i] != ','; ++i) {
    const char ch = id[i];
    if (ended) return bad("data after the end of the board");
    if (ch == '!' || ch == '-') {
      if (at == 0) return bad("'" + std::string(1, ch) + "' before any cell");
      grid[static_cast<std::size_t>(at - 1)] = ch == '!' ? Mark::tent : Mark::grass;
      continue;
    }
    if (ch == 'z') {
      at += 25;
      if (at > area)
        return bad("too much data for a " + std::to_string(w) + "x" + std::to_string(h) + " board");
      continue;
    }
    if (ch != '_' && (ch < 'a' || ch > 'y'))
      return bad("unexpected character '" + printable(std::string(1, ch)) + "' in the board");
    at += ch == '_' ? 0 : ch - 'a' + 1;
    if (at == area) {
      ended = true;  // the sentinel tree one past the end
      continue;
    }
    if (at > area)
      return bad("too much data for a " + std::to_string(w) + "x" + std::to_string(h) + " board");
    grid[static_cast<std::size_t>(at++)] = Mark::tree;
  }
  if (!ended)
    return bad("not enough data to fill a " + std::to_string(w) + "x" + std::to_string(h) +
               " board");
  std::vector<int> counts;
  while (i < id.size()) {
    if (id[i++] != ',') return bad("expected ',' between the counts");
    const int n = read_number(id, i);
    if (n < 0) return bad("expected a number after ','");
    counts.push_back(n);
    if (counts.size() > static_cast<std::size_t>(w + h)) break;
  }
  if (counts.size() != static_cast<std::size_t>(w + h))
    return bad(
        "expected " + std::to_string(w + h) + " counts (columns, then rows), got " +
        (counts.size() > static_cast<std::size_t>(w + h) ? "more" : std::to_string(counts.size())));
  std::vector<Cell> trees, tents, grass;
  for (int k = 0; k < area; ++k) {
    const Cell c{k / w, k % w};
    switch (grid[static_cast<std::size_t>(k)]) {
      case Mark::tree:
        trees.push_back(c);
        break;
      case Mark::tent:
        tents.push_back(c);
        break;
      case Mark::grass:
        grass.push_back(c);
        break;
      case Mark::blank:
        break;
    }
  }
  std::vector<int> col_counts(counts.begin(), counts.begin() + w);
  std::vector<int> row_counts(counts.begin() + w, counts.end());
  return make_puzzle(h, w, std::move(trees), std::move(row_counts), std::move(col_counts),
                     std::move(tents), std::move(grass));
}

Expected<std::string> to_sgt(const Puzzle& p) {
  if (p.unique_matching)
    return make_error("tents: SGT game IDs have no unique-matching rule; use JSON or text");
  for (const auto* counts : {&p.row_counts, &p.col_counts})
    for (int n : *counts)
      if (n == kHidden)
        return make_error("tents: SGT game IDs cannot hide a count; use JSON or text");
  std::vector<Mark> grid(static_cast<std::size_t>(p.rows * p.cols), Mark::blank);
  for (Cell c : p.trees) grid[static_cast<std::size_t>(p.index(c))] = Mark::tree;
  for (Cell c : p.tents) grid[static_cast<std::size_t>(p.index(c))] = Mark::tent;
  for (Cell c : p.grass) grid[static_cast<std::size_t>(p.index(c))] = Mark::grass;
  std::string out = std::to_string(p.cols) + "x" + std::to_string(p.rows) + ":";
  int run = 0;
  auto place = [&] {  // the blanks so far, then the cell (or the sentinel)
    while (run > 25) {
      out += 'z';
      run -= 25;
    }
    out += run == 0 ? '_' : static_cast<char>('a' + run - 1);
    run = 0;
  };
  for (std::size_t k = 0; k < grid.size(); ++k) {
    if (grid[k] == Mark::blank) {
      ++run;
      continue;
    }
    place();
    if (grid[k] == Mark::tent) out += '!';
    if (grid[k] == Mark::grass) out += '-';
  }
  place();
  for (int n : p.col_counts) out += "," + std::to_string(n);
  for (int n : p.row_counts) out += "," + std::to_string(n);
  return out;
}

}  // namespace dg::tents
