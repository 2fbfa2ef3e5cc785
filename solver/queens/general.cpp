// The general system's pieces, units, normalisation and placement check (see general.hpp).
#include "solver/queens/general.hpp"

#include <algorithm>
#include <cstdlib>
#include <numeric>
#include <span>
#include <tuple>

#include "solver/common/cell_name.hpp"

namespace dg::queens {

namespace {

struct PieceInfo {
  char letter;
  std::string_view name;
};
constexpr PieceInfo kPieces[] = {{'K', "king"}, {'N', "knight"}, {'B', "bishop"},
                                 {'R', "rook"}, {'Q', "queen"},  {'L', "linkedin"}};

const AttackStep kOrthogonal[] = {{1, 0, 0}, {-1, 0, 0}, {0, 1, 0}, {0, -1, 0}};
const AttackStep kDiagonal[] = {{1, 1, 0}, {1, -1, 0}, {-1, 1, 0}, {-1, -1, 0}};
const AttackStep kKnight[] = {{1, 2, 1},  {2, 1, 1},  {-1, 2, 1},  {-2, 1, 1},
                              {1, -2, 1}, {2, -1, 1}, {-1, -2, 1}, {-2, -1, 1}};

// The steps of `from` with reach `reach`.
void add_steps(std::vector<AttackStep>& out, std::span<const AttackStep> from, int reach) {
  for (AttackStep s : from) out.push_back({s.dr, s.dc, reach});
}

// Whether the rook part of a linkedin or queen attack adds nothing: every row and column holds
// at most one piece anyway.
bool lines_hold_one(const Puzzle& p) {
  if (!p.general.lines) return false;
  auto at_most_one = [&](const std::vector<int>& lo, const std::vector<int>& hi, int units) {
    for (int u = 0; u < units; ++u) {
      const int top = !hi.empty()   ? hi[static_cast<std::size_t>(u)]
                      : !lo.empty() ? lo[static_cast<std::size_t>(u)]
                                    : p.stars;
      if (top > 1) return false;
    }
    return true;
  };
  return at_most_one(p.row_counts, p.general.row_hi, p.n) &&
         at_most_one(p.col_counts, p.general.col_hi, p.cols);
}

Expected<void> check_hi(const std::vector<int>& lo, std::vector<int>& hi, const char* key) {
  if (hi.empty()) return {};
  if (hi.size() != lo.size())
    return make_error(std::string("queens: \"") + key + "\" ranges do not match its counts");
  for (std::size_t i = 0; i < hi.size(); ++i)
    if (hi[i] < lo[i] || hi[i] > kMaxSize * kMaxSize)
      return make_error(std::string("queens: \"") + key + "\"[" + std::to_string(i) + "] is [" +
                        std::to_string(lo[i]) + ", " + std::to_string(hi[i]) +
                        "], expected [lo, hi] with 0 <= lo <= hi");
  if (hi == lo) hi.clear();
  return {};
}

}  // namespace

char piece_letter(std::string_view name) {
  for (const PieceInfo& info : kPieces)
    if (info.name == name) return info.letter;
  return 0;
}

std::string piece_names() {
  std::string out;
  for (const PieceInfo& info : kPieces) out += (out.empty() ? "" : ", ") + std::string(info.name);
  return out;
}

std::vector<AttackStep> piece_steps(char letter) {
  std::vector<AttackStep> out;
  switch (letter) {
    case 'K':
      add_steps(out, kOrthogonal, 1);
      add_steps(out, kDiagonal, 1);
      break;
    case 'N':
      add_steps(out, kKnight, 1);
      break;
    case 'B':
      add_steps(out, kDiagonal, 0);
      break;
    case 'R':
      add_steps(out, kOrthogonal, 0);
      break;
    case 'Q':
      add_steps(out, kOrthogonal, 0);
      add_steps(out, kDiagonal, 0);
      break;
    case 'L':
      add_steps(out, kOrthogonal, 0);
      add_steps(out, kDiagonal, 1);
      break;
    default:
      break;
  }
  return out;
}

bool reaches(const std::vector<AttackStep>& steps, Cell from, Cell to) {
  const int dr = to.row - from.row, dc = to.col - from.col;
  if (dr == 0 && dc == 0) return false;
  for (const AttackStep& s : steps) {
    // The number of steps t >= 1 with t * (s.dr, s.dc) == (dr, dc), if any.
    int t = 0;
    if (s.dr != 0) {
      if (dr % s.dr != 0) continue;
      t = dr / s.dr;
      if (s.dc * t != dc) continue;
    } else {
      if (dr != 0 || s.dc == 0 || dc % s.dc != 0) continue;
      t = dc / s.dc;
    }
    if (t >= 1 && (s.reach == 0 || t <= s.reach)) return true;
  }
  return false;
}

bool reaches_on_torus(const std::vector<AttackStep>& steps, Cell from, Cell to, int rows,
                      int cols) {
  if (from == to) return false;
  auto wrap = [](int v, int size) { return (v % size + size) % size; };
  for (const AttackStep& s : steps) {
    // After `period` steps the piece is back on `from`: going further repeats cells.
    const int period =
        std::lcm(rows / std::gcd(rows, std::abs(s.dr)), cols / std::gcd(cols, std::abs(s.dc)));
    const int last = s.reach == 0 ? period : std::min(s.reach, period);
    for (int t = 1; t <= last; ++t)
      if (wrap(from.row + t * s.dr, rows) == to.row && wrap(from.col + t * s.dc, cols) == to.col)
        return true;
  }
  return false;
}

char piece_at(const Puzzle& p, Cell c) {
  const General& g = p.general;
  if (!g.pieces.empty()) return g.pieces[static_cast<std::size_t>(c.row * p.cols + c.col)];
  if (g.attack == "offsets") return 'O';
  return piece_letter(g.attack);
}

int cell_weight(const Puzzle& p, Cell c) {
  const auto& w = p.general.weights;
  return w.empty() ? 1 : w[static_cast<std::size_t>(c.row * p.cols + c.col)];
}

std::vector<GeneralUnit> general_units(const Puzzle& p) {
  std::vector<GeneralUnit> out;
  const General& g = p.general;
  auto range = [&](const std::vector<int>& lo, const std::vector<int>& hi, int u, int fallback) {
    const int low = lo.empty() ? fallback : lo[static_cast<std::size_t>(u)];
    return std::pair{low, hi.empty() ? low : hi[static_cast<std::size_t>(u)]};
  };
  if (g.lines) {
    for (int r = 0; r < p.n; ++r) {
      GeneralUnit u{"row " + row_name(r), {}, 0, 0};
      for (int c = 0; c < p.cols; ++c)
        if (p.on_board(r, c)) u.cells.push_back(r * p.cols + c);
      std::tie(u.lo, u.hi) = range(p.row_counts, g.row_hi, r, p.stars);
      out.push_back(std::move(u));
    }
    for (int c = 0; c < p.cols; ++c) {
      GeneralUnit u{"column " + column_name(c), {}, 0, 0};
      for (int r = 0; r < p.n; ++r)
        if (p.on_board(r, c)) u.cells.push_back(r * p.cols + c);
      std::tie(u.lo, u.hi) = range(p.col_counts, g.col_hi, c, p.stars);
      out.push_back(std::move(u));
    }
  }
  if (p.has_regions) {
    const int regions = region_count(p);
    std::vector<GeneralUnit> by_id(static_cast<std::size_t>(regions));
    for (int id = 0; id < regions; ++id) {
      auto& u = by_id[static_cast<std::size_t>(id)];
      u.name = std::string("region ") + region_letter(id);
      std::tie(u.lo, u.hi) = range(p.region_counts, g.region_hi, id, p.stars);
    }
    for (int i = 0; i < p.n * p.cols; ++i)
      if (const int id = p.region[static_cast<std::size_t>(i)]; id != kHole)
        by_id[static_cast<std::size_t>(id)].cells.push_back(i);
    for (auto& u : by_id) out.push_back(std::move(u));
  }
  for (std::size_t k = 0; k < g.units.size(); ++k) {
    GeneralUnit u{"unit " + std::to_string(k + 1), {}, g.units[k].count.lo, g.units[k].count.hi};
    for (Cell c : g.units[k].cells) u.cells.push_back(c.row * p.cols + c.col);
    out.push_back(std::move(u));
  }
  return out;
}

Expected<void> normalise_general(Puzzle& p) {
  General& g = p.general;
  const bool named = !g.attack.empty();
  if ((named || !g.pieces.empty()) && p.diagonals == Diagonals::full)
    return make_error(
        "queens: \"diagonals\" cannot be given with \"attack\" or \"pieces\" (use \"attack\": "
        "\"queen\")");
  if (named && !g.pieces.empty())
    return make_error("queens: give \"attack\" or \"pieces\", not both");
  if (auto ok = check_hi(p.row_counts, g.row_hi, "row_counts"); !ok) return ok;
  if (auto ok = check_hi(p.col_counts, g.col_hi, "col_counts"); !ok) return ok;
  if (auto ok = check_hi(p.region_counts, g.region_hi, "region_counts"); !ok) return ok;
  if (!g.lines && (!p.row_counts.empty() || !p.col_counts.empty()))
    return make_error(
        "queens: \"row_counts\" and \"col_counts\" need rows and columns (\"lines\")");
  if (!g.pieces.empty()) {
    if (g.pieces.size() != static_cast<std::size_t>(p.n * p.cols))
      return make_error("queens: \"pieces\" has " + std::to_string(g.pieces.size()) +
                        " cells, expected " + std::to_string(p.n * p.cols));
    char only = 0;
    bool same = true;
    for (int i = 0; i < p.n * p.cols; ++i) {
      const char ch = g.pieces[static_cast<std::size_t>(i)];
      const Cell c{i / p.cols, i % p.cols};
      if (p.region[static_cast<std::size_t>(i)] == kHole) {
        g.pieces[static_cast<std::size_t>(i)] = '.';
        continue;
      }
      if (piece_steps(ch).empty())
        return make_error("queens: \"pieces\" has '" + std::string(1, ch) + "' at " +
                          cell_label(c) + ", expected one of K N B R Q L");
      same = same && (only == 0 || only == ch);
      only = ch;
    }
    if (same && only != 0) {  // one piece everywhere is that attack
      for (const PieceInfo& info : kPieces)
        if (info.letter == only) g.attack = std::string(info.name);
      g.pieces.clear();
    }
  }
  if (g.attack == "offsets" && g.offsets.empty())
    return make_error("queens: an \"attack\" list needs at least one offset");
  if (g.attack != "offsets") g.offsets.clear();
  // Without rows and columns the default piece is the LinkedIn queen (or the chess queen).
  if (!g.lines && g.attack.empty() && g.pieces.empty()) {
    g.attack = p.diagonals == Diagonals::full ? "queen" : "linkedin";
    p.diagonals = Diagonals::adjacent;
  }
  // What the family says already: a king touches; with one piece per line the rook part of the
  // linkedin and queen patterns adds nothing.
  // (The family's touching attack needs regions: without them it keeps the general system.)
  if (g.pieces.empty() && g.lines) {
    if (p.has_regions && (g.attack == "king" || (g.attack == "linkedin" && lines_hold_one(p)))) {
      g.attack.clear();
    } else if (g.attack == "queen" && lines_hold_one(p)) {
      g.attack.clear();
      p.diagonals = Diagonals::full;
    }
  }
  if (!g.maximize && !g.weights.empty())
    return make_error("queens: \"weights\" needs \"maximize\": true");
  return {};
}

Expected<void> check_general(const Puzzle& p) {
  const General& g = p.general;
  for (std::size_t k = 0; k < g.units.size(); ++k) {
    const auto& u = g.units[k];
    const std::string name = "queens: units[" + std::to_string(k) + "]";
    if (u.cells.empty()) return make_error(name + " has no cells");
    for (std::size_t i = 0; i < u.cells.size(); ++i) {
      const Cell c = u.cells[i];
      if (c.row < 0 || c.row >= p.n || c.col < 0 || c.col >= p.cols)
        return make_error(name + " cell " + cell_label(c) + " is off the board");
      if (!p.on_board(c.row, c.col))
        return make_error(name + " cell " + cell_label(c) + " is a hole");
      if (i > 0 && u.cells[i - 1] == c)
        return make_error(name + " lists cell " + cell_label(c) + " twice");
    }
    if (u.count.lo < 0 || u.count.hi < u.count.lo)
      return make_error(name + " count is [" + std::to_string(u.count.lo) + ", " +
                        std::to_string(u.count.hi) + "], expected [lo, hi] with 0 <= lo <= hi");
    if (u.count.lo > static_cast<int>(u.cells.size()))
      return make_error(name + " needs " + std::to_string(u.count.lo) + " pieces but has " +
                        std::to_string(u.cells.size()) + " cells");
  }
  if (!g.weights.empty()) {
    if (g.weights.size() != static_cast<std::size_t>(p.n * p.cols))
      return make_error("queens: \"weights\" has " + std::to_string(g.weights.size()) +
                        " cells, expected " + std::to_string(p.n * p.cols));
    for (std::size_t i = 0; i < g.weights.size(); ++i)
      if (g.weights[i] < 0 || g.weights[i] > kMaxWeight)
        return make_error("queens: weight at " +
                          cell_label({static_cast<int>(i) / p.cols, static_cast<int>(i) % p.cols}) +
                          " is " + std::to_string(g.weights[i]) + ", expected 0.." +
                          std::to_string(kMaxWeight));
  }
  return {};
}

Expected<void> check_placement(const Puzzle& p, const std::vector<Cell>& cells) {
  std::vector<char> held(static_cast<std::size_t>(p.n * p.cols), 0);
  for (std::size_t i = 0; i < cells.size(); ++i) {
    const Cell c = cells[i];
    if (c.row < 0 || c.row >= p.n || c.col < 0 || c.col >= p.cols)
      return make_error("queens: piece " + cell_label(c) + " is off the grid");
    if (!p.on_board(c.row, c.col))
      return make_error("queens: piece " + cell_label(c) + " is on a hole");
    auto& h = held[static_cast<std::size_t>(c.row * p.cols + c.col)];
    if (h) return make_error("queens: piece " + cell_label(c) + " is listed twice");
    h = 1;
    for (std::size_t j = 0; j < i; ++j)
      if (attacks(p, cells[j], c))
        return make_error("queens: pieces at " + cell_label(cells[j]) + " and " + cell_label(c) +
                          " attack each other");
  }
  for (const GeneralUnit& u : general_units(p)) {
    int in = 0;
    for (int i : u.cells) in += held[static_cast<std::size_t>(i)];
    if (in < u.lo || in > u.hi)
      return make_error("queens: " + u.name + " holds " + std::to_string(in) +
                        " pieces, expected " +
                        (u.lo == u.hi ? std::to_string(u.lo)
                                      : std::to_string(u.lo) + ".." + std::to_string(u.hi)));
  }
  for (Cell g : p.givens)
    if (!held[static_cast<std::size_t>(g.row * p.cols + g.col)])
      return make_error("queens: the given piece at " + cell_label(g) + " is missing");
  return {};
}

}  // namespace dg::queens
