// Queens model: validation, unit needs, the attack relation, solution checking (the formats are
// in json_format.cpp and text_format.cpp).
#include "solver/queens/model.hpp"

#include <algorithm>
#include <cstdlib>
#include <numeric>

#include "solver/common/cell_name.hpp"
#include "solver/queens/capacity.hpp"
#include "solver/queens/counter.hpp"
#include "solver/queens/general.hpp"

namespace dg::queens {

namespace {

const std::string_view kLetters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";

std::string size_range() {
  return std::to_string(kMinSize) + ".." + std::to_string(kMaxSize);
}

std::string plural(int k, const char* what) {
  return std::to_string(k) + " " + what + (k == 1 ? "" : "s");
}

// Cells of one region reachable from its first cell by orthogonal steps, wrapping around the
// edges on a torus (the board's own adjacency: a torus region may cross an edge).
bool region_connected(const Puzzle& p, int id) {
  std::vector<int> stack;
  std::vector<char> seen(p.region.size(), 0);
  int total = 0;
  for (int i = 0; i < p.n * p.cols; ++i) {
    if (p.region[static_cast<std::size_t>(i)] != id) continue;
    if (stack.empty() && total == 0) {
      stack.push_back(i);
      seen[static_cast<std::size_t>(i)] = 1;
    }
    ++total;
  }
  int reached = 0;
  while (!stack.empty()) {
    int i = stack.back();
    stack.pop_back();
    ++reached;
    int r = i / p.cols, c = i % p.cols;
    const int dr[] = {-1, 1, 0, 0}, dc[] = {0, 0, -1, 1};
    for (int d = 0; d < 4; ++d) {
      int rr = r + dr[d], cc = c + dc[d];
      if (p.torus) {
        rr = (rr + p.n) % p.n;
        cc = (cc + p.cols) % p.cols;
      }
      if (rr < 0 || rr >= p.n || cc < 0 || cc >= p.cols) continue;
      auto j = static_cast<std::size_t>(rr * p.cols + cc);
      if (seen[j] || p.region[j] != id) continue;
      seen[j] = 1;
      stack.push_back(static_cast<int>(j));
    }
  }
  return reached == total;
}

// A count list must have one non-negative entry per unit; one that only repeats `stars` is
// dropped so that equal puzzles compare equal.
Expected<void> check_counts(std::vector<int>& counts, int units, int stars, const char* key,
                            bool keep = false) {
  if (counts.empty()) return {};
  if (static_cast<int>(counts.size()) != units)
    return make_error(std::string("queens: \"") + key + "\" has " + std::to_string(counts.size()) +
                      " entries, expected " + std::to_string(units));
  for (std::size_t i = 0; i < counts.size(); ++i)
    if (counts[i] < 0 || counts[i] > kMaxSize * kMaxSize)
      return make_error(std::string("queens: \"") + key + "\"[" + std::to_string(i) + "] is " +
                        std::to_string(counts[i]) + ", expected 0 or more");
  if (!keep && std::all_of(counts.begin(), counts.end(), [&](int k) { return k == stars; }))
    counts.clear();
  return {};
}

int sum_of(const std::vector<int>& counts, int units, int stars) {
  return counts.empty() ? units * stars : std::accumulate(counts.begin(), counts.end(), 0);
}

// The region ids must be kHole or 0..expected-1, each used. The messages are the ones LinkedIn
// boards always got.
Expected<void> check_region_ids(const Puzzle& p, int expected) {
  std::vector<int> cells_of(static_cast<std::size_t>(expected), 0);
  for (int i = 0; i < p.n * p.cols; ++i) {
    int id = p.region[static_cast<std::size_t>(i)];
    if (id == kHole) continue;
    if (id < 0 || id >= expected)
      return make_error("queens: cell " + cell_name({i / p.cols, i % p.cols}) + " has region id " +
                        std::to_string(id) + ", expected 0.." + std::to_string(expected - 1));
    ++cells_of[static_cast<std::size_t>(id)];
  }
  int used = 0;
  int first_missing = -1;
  for (int id = 0; id < expected; ++id) {
    if (cells_of[static_cast<std::size_t>(id)] > 0)
      ++used;
    else if (first_missing < 0)
      first_missing = id;
  }
  if (used != expected)
    return make_error("queens: region count is " + std::to_string(used) + ", expected " +
                      std::to_string(expected) + " (region " +
                      std::string(1, region_letter(first_missing)) + ", id " +
                      std::to_string(first_missing) + ", is missing)");
  return {};
}

// The number of regions the ids must use: the length of "region_counts", else the total queen
// count over `stars`.
Expected<int> expected_regions(const Puzzle& p, int total) {
  if (!p.has_regions) return 1;
  if (!p.region_counts.empty()) return static_cast<int>(p.region_counts.size());
  if (total % p.stars != 0)
    return make_error("queens: the rows need " + plural(total, "queen") + ", which " +
                      plural(p.stars, "star") + " per region cannot share out");
  return total / p.stars;
}

// Every unit must be able to hold its count of queens that do not attack each other.
Expected<void> check_capacities(const Puzzle& p) {
  auto unit_error = [](const std::string& unit, int need, int can) {
    return make_error("queens: " + unit + " needs " + plural(need, "queen") +
                      " but can hold at most " + std::to_string(can));
  };
  std::vector<Cell> cells;
  for (int r = 0; r < p.n && p.general.lines; ++r) {
    cells.clear();
    for (int c = 0; c < p.cols; ++c)
      if (p.on_board(r, c)) cells.push_back({r, c});
    const int need = row_need(p, r);
    if (int can = capacity(p, cells, need); can < need)
      return unit_error("row " + row_name(r), need, can);
  }
  for (int c = 0; c < p.cols && p.general.lines; ++c) {
    cells.clear();
    for (int r = 0; r < p.n; ++r)
      if (p.on_board(r, c)) cells.push_back({r, c});
    const int need = col_need(p, c);
    if (int can = capacity(p, cells, need); can < need)
      return unit_error("column " + column_name(c), need, can);
  }
  if (!p.has_regions) return {};
  for (int g = 0; g < region_count(p); ++g) {
    cells.clear();
    for (int r = 0; r < p.n; ++r)
      for (int c = 0; c < p.cols; ++c)
        if (p.region_at(r, c) == g) cells.push_back({r, c});
    const int need = region_need(p, g);
    if (int can = capacity(p, cells, need); can < need)
      return unit_error(std::string("region ") + region_letter(g), need, can);
  }
  for (std::size_t k = 0; k < p.general.units.size(); ++k) {
    const ExtraUnit& u = p.general.units[k];
    if (int can = capacity(p, u.cells, u.count.lo); can < u.count.lo)
      return unit_error("units[" + std::to_string(k) + "]", u.count.lo, can);
  }
  return {};
}

Expected<void> check_givens(Puzzle& p) {
  std::sort(p.givens.begin(), p.givens.end());
  for (std::size_t i = 0; i < p.givens.size(); ++i) {
    const Cell g = p.givens[i];
    const std::string at = cell_label(g);
    if (g.row < 0 || g.row >= p.n || g.col < 0 || g.col >= p.cols)
      return make_error("queens: given queen " + at + " is off the board");
    if (!p.on_board(g.row, g.col)) return make_error("queens: given queen " + at + " is on a hole");
    if (i > 0 && p.givens[i - 1] == g)
      return make_error("queens: given queen " + at + " is listed twice");
  }
  return {};
}

int wrap_distance(int d, int size, bool torus) {
  d = std::abs(d);
  return torus ? std::min(d, size - d) : d;
}

// Queens on a and b are king neighbours (wrapping around on a torus).
bool touch(const Puzzle& p, Cell a, Cell b) {
  return a != b && wrap_distance(b.row - a.row, p.n, p.torus) <= 1 &&
         wrap_distance(b.col - a.col, p.cols, p.torus) <= 1;
}

}  // namespace

char region_letter(int id) {
  return kLetters[static_cast<std::size_t>(id)];
}

Expected<Puzzle> make_puzzle(int n, std::vector<int> region) {
  Puzzle p;
  p.n = n;
  p.cols = n;
  p.region = std::move(region);
  return make_puzzle(std::move(p));
}

Expected<Puzzle> make_puzzle(Puzzle p) {
  if (p.n < kMinSize || p.n > kMaxSize)
    return make_error("queens: " + std::string(p.n == p.cols ? "size " : "rows ") +
                      std::to_string(p.n) + " is out of range " + size_range());
  if (p.cols < kMinSize || p.cols > kMaxSize)
    return make_error("queens: cols " + std::to_string(p.cols) + " is out of range " +
                      size_range());
  if (p.region.size() != static_cast<std::size_t>(p.n * p.cols))
    return make_error("queens: expected " + std::to_string(p.n * p.cols) + " cells, got " +
                      std::to_string(p.region.size()));
  if (p.stars < 1 || p.stars > kMaxSize)
    return make_error("queens: \"stars\" is " + std::to_string(p.stars) + ", expected 1.." +
                      std::to_string(kMaxSize));
  if (auto ok = normalise_general(p); !ok) return Error{ok.error()};
  const bool general = is_general(p);
  if (!p.has_regions) {
    if (p.diagonals != Diagonals::full && !general)
      return make_error("queens: a board without \"regions\" needs \"diagonals\": \"full\"");
    if (!p.region_counts.empty()) return make_error("queens: \"region_counts\" needs \"regions\"");
    // JSON has no way to mark holes without "regions"; one region with its count says the same.
    if (std::count(p.region.begin(), p.region.end(), kHole) > 0)
      return make_error(
          "queens: a board without regions cannot have holes; give \"regions\" "
          "(one region, -1 for holes) and \"region_counts\"");
    std::fill(p.region.begin(), p.region.end(), 0);
  }
  if (auto ok = check_counts(p.row_counts, p.n, p.stars, "row_counts", !p.general.row_hi.empty());
      !ok)
    return Error{ok.error()};
  if (auto ok =
          check_counts(p.col_counts, p.cols, p.stars, "col_counts", !p.general.col_hi.empty());
      !ok)
    return Error{ok.error()};
  const int total = sum_of(p.row_counts, p.n, p.stars);
  if (const int by_cols = sum_of(p.col_counts, p.cols, p.stars); by_cols != total && !general)
    return make_error("queens: the rows need " + plural(total, "queen") + " but the columns need " +
                      std::to_string(by_cols));
  // A general board's totals may be ranges (or absent without lines): its regions are its ids.
  auto regions =
      general && p.has_regions && p.region_counts.empty()
          ? Expected<int>(std::max(0, *std::max_element(p.region.begin(), p.region.end())) + 1)
          : expected_regions(p, total);
  if (!regions) return Error{regions.error()};
  if (*regions > kMaxRegions)
    return make_error("queens: " + std::to_string(*regions) + " regions, at most " +
                      std::to_string(kMaxRegions) + " are supported");
  if (auto ok = check_region_ids(p, *regions); !ok) return Error{ok.error()};
  if (auto ok = check_counts(p.region_counts, *regions, p.stars, "region_counts",
                             !p.general.region_hi.empty());
      !ok)
    return Error{ok.error()};
  if (general) {
    if (auto ok = check_general(p); !ok) return Error{ok.error()};
  } else if (p.has_regions) {
    if (const int by_regions = sum_of(p.region_counts, *regions, p.stars); by_regions != total)
      return make_error("queens: the rows need " + plural(total, "queen") +
                        " but the regions need " + std::to_string(by_regions));
  }
  if (auto ok = check_givens(p); !ok) return Error{ok.error()};
  if (auto ok = check_capacities(p); !ok) return Error{ok.error()};
  return p;
}

bool is_general(const Puzzle& p) {
  const General& g = p.general;  // field by field: every count of the family asks this
  return !g.attack.empty() || !g.pieces.empty() || !g.lines || !g.row_hi.empty() ||
         !g.col_hi.empty() || !g.region_hi.empty() || !g.units.empty() || g.maximize ||
         !g.weights.empty() || !g.offsets.empty();
}

bool is_linkedin(const Puzzle& p) {
  return !is_general(p) && p.n == p.cols && p.stars == 1 && p.row_counts.empty() &&
         p.col_counts.empty() && p.region_counts.empty() && p.givens.empty() &&
         p.diagonals == Diagonals::adjacent && !p.torus && p.has_regions &&
         std::none_of(p.region.begin(), p.region.end(), [](int id) { return id == kHole; });
}

int region_count(const Puzzle& p) {
  if (!p.region_counts.empty()) return static_cast<int>(p.region_counts.size());
  return *std::max_element(p.region.begin(), p.region.end()) + 1;
}

int row_need(const Puzzle& p, int row) {
  return p.row_counts.empty() ? p.stars : p.row_counts[static_cast<std::size_t>(row)];
}

int col_need(const Puzzle& p, int col) {
  return p.col_counts.empty() ? p.stars : p.col_counts[static_cast<std::size_t>(col)];
}

int region_need(const Puzzle& p, int id) {
  if (!p.has_regions) return queen_total(p);
  return p.region_counts.empty() ? p.stars : p.region_counts[static_cast<std::size_t>(id)];
}

int queen_total(const Puzzle& p) {
  return sum_of(p.row_counts, p.n, p.stars);
}

bool attacks(const Puzzle& p, Cell a, Cell b) {
  if (a == b) return false;
  if (!p.general.attack.empty() || !p.general.pieces.empty()) {
    auto steps = [&](Cell c) {
      const char piece = piece_at(p, c);
      return piece == 'O' ? p.general.offsets : piece_steps(piece);
    };
    if (p.torus)
      return reaches_on_torus(steps(a), a, b, p.n, p.cols) ||
             reaches_on_torus(steps(b), b, a, p.n, p.cols);
    return reaches(steps(a), a, b) || reaches(steps(b), b, a);
  }
  if (touch(p, a, b)) return true;
  const int dr = b.row - a.row, dc = b.col - a.col;
  if (p.diagonals != Diagonals::full) return false;
  if (!p.torus) return std::abs(dr) == std::abs(dc);
  // On a torus a diagonal steps (+1, +-1) with wrap-around, so b is on a's diagonal when some t
  // has t = dr (mod rows) and t = +-dc (mod cols): by the Chinese remainder theorem, when
  // dr -+ dc is a multiple of gcd(rows, cols).
  const int g = std::gcd(p.n, p.cols);
  return (dr - dc) % g == 0 || (dr + dc) % g == 0;
}

std::vector<Cell> queen_cells(const Puzzle& p, const Solution& s) {
  std::vector<Cell> cells;
  if (is_general(p)) {
    for (int i : s) cells.push_back({i / p.cols, i % p.cols});
    return cells;
  }
  std::size_t i = 0;
  for (int r = 0; r < p.n; ++r)
    for (int k = 0; k < row_need(p, r) && i < s.size(); ++k) cells.push_back({r, s[i++]});
  return cells;
}

Solution solution_of_cells(const Puzzle& p, std::vector<Cell> cells) {
  std::sort(cells.begin(), cells.end());
  Solution s;
  s.reserve(cells.size());
  for (Cell c : cells) s.push_back(is_general(p) ? c.row * p.cols + c.col : c.col);
  return s;
}

namespace {

// Every rule but a "maximize" board's optimality (which needs a search).
Expected<void> check_rules(const Puzzle& p, const Solution& s) {
  if (is_general(p)) return check_placement(p, queen_cells(p, s));
  const int total = queen_total(p);
  if (static_cast<int>(s.size()) != total) {
    if (is_linkedin(p))
      return make_error("queens: solution has " + std::to_string(s.size()) + " rows, expected " +
                        std::to_string(p.n));
    return make_error("queens: solution has " + plural(static_cast<int>(s.size()), "queen") +
                      ", expected " + std::to_string(total));
  }
  const std::vector<Cell> cells = queen_cells(p, s);
  std::vector<int> in_col(static_cast<std::size_t>(p.cols), 0);
  std::vector<int> in_region(static_cast<std::size_t>(region_count(p)), 0);
  std::vector<int> col_row(static_cast<std::size_t>(p.cols), -1);
  std::vector<int> region_row(in_region.size(), -1);
  for (std::size_t i = 0; i < cells.size(); ++i) {
    const auto [r, c] = cells[i];
    if (c < 0 || c >= p.cols)
      return make_error("queens: row " + row_name(r) + " has its queen off the grid");
    if (i > 0 && cells[i - 1].row == r && cells[i - 1].col >= c)
      return make_error("queens: row " + row_name(r) +
                        "'s queen columns are not distinct and increasing");
    if (!p.on_board(r, c))
      return make_error("queens: queen at " + cell_name({r, c}) + " is on a hole");
    auto& cr = col_row[static_cast<std::size_t>(c)];
    if (++in_col[static_cast<std::size_t>(c)] > col_need(p, c))
      return make_error("queens: column " + column_name(c) + " has " +
                        (col_need(p, c) == 1
                             ? "two queens (rows " + row_name(cr) + " and " + row_name(r) + ")"
                             : "more than " + plural(col_need(p, c), "queen")));
    cr = r;
    const int g = p.region_at(r, c);
    auto& gr = region_row[static_cast<std::size_t>(g)];
    if (p.has_regions && ++in_region[static_cast<std::size_t>(g)] > region_need(p, g))
      return make_error("queens: region " + std::string(1, region_letter(g)) + " has " +
                        (region_need(p, g) == 1
                             ? "two queens (rows " + row_name(gr) + " and " + row_name(r) + ")"
                             : "more than " + plural(region_need(p, g), "queen")));
    gr = r;
    for (std::size_t j = 0; j < i; ++j)
      if (attacks(p, cells[j], cells[i]))
        return make_error("queens: queens at " + cell_name(cells[j]) + " and " + cell_name({r, c}) +
                          " " + (touch(p, cells[j], cells[i]) ? "touch" : "share a diagonal"));
  }
  // Every row holds its count by construction and no unit is overfull, and the totals agree, so
  // a column or region short of its count is impossible here; only the givens are left.
  for (Cell g : p.givens)
    if (!std::binary_search(cells.begin(), cells.end(), g))
      return make_error("queens: the given queen at " + cell_name(g) + " is missing");
  return {};
}

}  // namespace

Checked check_solution_within(const Puzzle& p, const Solution& s, Budget budget) {
  if (auto ok = check_rules(p, s); !ok) return {Verdict::wrong, ok.error(), 0};
  if (!is_general(p) || !p.general.maximize) return {};
  // Max Chess Pieces: a valid placement must also reach the optimum.
  long long weight = 0;
  for (Cell c : queen_cells(p, s)) weight += cell_weight(p, c);
  const auto best = count_general(p, 1, budget);
  // A heavier placement found proves this one is not optimal, even when the search was cut short.
  if (weight < best.optimum)
    return {Verdict::wrong,
            "queens: the placement weighs " + std::to_string(weight) +
                (best.complete ? ", the optimum is " : ", a placement weighing ") +
                std::to_string(best.optimum) + (best.complete ? "" : " exists"),
            best.nodes};
  if (!best.complete)
    return {Verdict::undecided,
            "queens: the placement is valid and weighs " + std::to_string(weight) +
                ", but whether it is optimal was not settled within the budget (no heavier one "
                "found)",
            best.nodes};
  return {Verdict::valid, {}, best.nodes};
}

Expected<void> check_solution(const Puzzle& p, const Solution& s) {
  Checked c = check_solution_within(p, s, Budget{.max_nodes = kCheckNodes});
  if (c) return {};
  return make_error(std::move(c.why));
}

std::string variant_summary(const Puzzle& p) {
  std::vector<std::string> parts;
  if (p.n != p.cols) parts.push_back(std::to_string(p.n) + "x" + std::to_string(p.cols));
  if (p.stars != 1) parts.push_back(std::to_string(p.stars) + " stars");
  if (!p.row_counts.empty() || !p.col_counts.empty() || !p.region_counts.empty())
    parts.push_back("per-unit counts");
  if (std::count(p.region.begin(), p.region.end(), kHole) > 0) parts.push_back("holes");
  if (!p.has_regions) parts.push_back("no regions");
  if (!p.givens.empty()) parts.push_back("given queens");
  if (p.diagonals == Diagonals::full) parts.push_back("full diagonals");
  if (p.torus) parts.push_back("torus");
  const General& g = p.general;
  if (!g.attack.empty()) parts.push_back("attack " + g.attack);
  if (!g.pieces.empty()) parts.push_back("per-cell pieces");
  if (!g.lines) parts.push_back("no lines");
  if (!g.row_hi.empty() || !g.col_hi.empty() || !g.region_hi.empty())
    parts.push_back("count ranges");
  if (!g.units.empty()) parts.push_back("extra units");
  if (g.maximize) parts.push_back("maximize");
  std::string out;
  for (const auto& part : parts) out += (out.empty() ? "" : ", ") + part;
  return out.empty() ? "LinkedIn" : out;
}

std::vector<std::string> warnings(const Puzzle& p) {
  std::vector<std::string> out;
  if (p.has_regions)
    for (int id = 0; id < region_count(p); ++id)
      if (!region_connected(p, id))
        out.push_back("queens: region " + std::string(1, region_letter(id)) + " (id " +
                      std::to_string(id) + ") is not 4-connected");
  for (std::size_t i = 0; i < p.givens.size(); ++i)
    for (std::size_t j = i + 1; j < p.givens.size(); ++j)
      if (attacks(p, p.givens[i], p.givens[j]))
        out.push_back("queens: given queens " + cell_name(p.givens[i]) + " and " +
                      cell_name(p.givens[j]) + " attack each other (no solution)");
  if (is_general(p)) return out;  // ranges: the counters find an overfull unit
  auto overfull = [&](auto unit_of, auto need_of, const std::string& what, int units) {
    std::vector<int> held(static_cast<std::size_t>(units), 0);
    for (Cell g : p.givens) ++held[static_cast<std::size_t>(unit_of(g))];
    for (int u = 0; u < units; ++u)
      if (held[static_cast<std::size_t>(u)] > need_of(u))
        out.push_back("queens: " + what + " " + std::to_string(u) +
                      " has more given queens than its count (no solution)");
  };
  overfull([](Cell g) { return g.row; }, [&](int r) { return row_need(p, r); }, "row", p.n);
  overfull([](Cell g) { return g.col; }, [&](int c) { return col_need(p, c); }, "column", p.cols);
  overfull([&](Cell g) { return p.region_at(g.row, g.col); },
           [&](int g) { return region_need(p, g); }, "region id", region_count(p));
  return out;
}

}  // namespace dg::queens
