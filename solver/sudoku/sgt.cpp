// Simon Tatham's Solo game IDs (sgt.hpp).
#include "solver/sudoku/sgt.hpp"

#include "solver/common/printable.hpp"

namespace dg::sudoku {

namespace {

bool digit(char c) {
  return c >= '0' && c <= '9';
}

bool lower(char c) {
  return c >= 'a' && c <= 'z';
}

// A decimal number of at most 3 digits at id[i], advancing i; -1 when there is none or it is
// longer (no Solo number is).
int read_number(std::string_view s, std::size_t& i) {
  const std::size_t start = i;
  int v = 0;
  while (i < s.size() && digit(s[i])) {
    if (i - start >= 3) return -1;
    v = v * 10 + (s[i++] - '0');
  }
  return i == start ? -1 : v;
}

Error bad(const std::string& why) {
  return make_error("sudoku: SGT game ID: " + why);
}

}  // namespace

bool looks_like_sgt_id(std::string_view line) {
  std::size_t i = 0;
  if (read_number(line, i) < 0) return false;
  while (i < line.size() && (lower(line[i]) || digit(line[i]))) ++i;
  return i < line.size() && line[i] == ':';
}

Expected<Puzzle> from_sgt(std::string_view id) {
  std::size_t i = 0;
  const int c = read_number(id, i);
  if (c < 0) return bad("expected the box size (e.g. 3x3:) at the start");
  int r = c;
  if (i + 1 < id.size() && id[i] == 'x' && digit(id[i + 1])) {
    ++i;
    r = read_number(id, i);
    if (r < 0) return bad("expected the box size (e.g. 3x3:) at the start");
  }
  for (; i < id.size() && id[i] != ':'; ++i) {
    const char ch = id[i];
    if (ch == 'j') return bad("jigsaw Sudoku is not supported");
    if (ch == 'x') return bad("X Sudoku (diagonals) is not supported");
    if (ch == 'k') return bad("killer Sudoku is not supported");
    if (!lower(ch) && !digit(ch))
      return bad("unexpected '" + printable(std::string(1, ch)) + "' in the parameters");
  }
  if (i >= id.size()) return bad("expected ':' after the parameters");
  ++i;
  if (!supported_box(c, r))
    return bad("boxes " + std::to_string(c) + "x" + std::to_string(r) +
               " are not supported, expected R, C >= 2 and R * C <= " + std::to_string(kMaxSize));
  const int n = c * r, area = n * n;
  std::vector<std::uint8_t> cells;
  cells.reserve(static_cast<std::size_t>(area));
  const std::string too_much =
      "too much data for a " + std::to_string(n) + "x" + std::to_string(n) + " board";
  while (i < id.size()) {
    const char ch = id[i];
    if (ch == ',') return bad("extra parts after the grid (jigsaw or killer) are not supported");
    if (ch == '_') {
      ++i;
      continue;
    }
    if (lower(ch)) {
      const int run = ch - 'a' + 1;
      if (static_cast<int>(cells.size()) + run > area) return bad(too_much);
      cells.insert(cells.end(), static_cast<std::size_t>(run), 0);
      ++i;
      continue;
    }
    if (!digit(ch) || ch == '0')
      return bad("unexpected '" + printable(std::string(1, ch)) + "' in the grid");
    const int d = read_number(id, i);
    if (d < 1 || d > n)
      return bad("digit " + std::to_string(d) + " out of range 1.." + std::to_string(n));
    if (static_cast<int>(cells.size()) >= area) return bad(too_much);
    cells.push_back(static_cast<std::uint8_t>(d));
  }
  if (static_cast<int>(cells.size()) < area)
    return bad("not enough data to fill a " + std::to_string(n) + "x" + std::to_string(n) +
               " board");
  return make_puzzle(c, r, std::move(cells));
}

std::string to_sgt(const Puzzle& p) {
  std::string out = std::to_string(p.box_rows) + "x" + std::to_string(p.box_cols) + ":";
  int run = 0;
  bool after_number = false;
  auto flush = [&] {
    while (run > 0) {
      const int take = run > 26 ? 26 : run;
      out += static_cast<char>('a' + take - 1);
      run -= take;
      after_number = false;
    }
  };
  for (std::uint8_t d : p.givens) {
    if (d == 0) {
      ++run;
      continue;
    }
    flush();
    if (after_number) out += '_';
    out += std::to_string(d);
    after_number = true;
  }
  flush();
  return out;
}

}  // namespace dg::sudoku
