// Canonical keys of Tango boards with torus, diagonals, regions or long signs: a board and its
// image under every move its rules allow (the turns and mirrors that keep its shape, cyclic shifts
// on a torus, the sun/moon swap with its counts swapped) key alike, and the image is the same
// puzzle (as many solutions); a move they do not allow, or one that leaves part of the board
// behind, keys apart. The images are built here cell by cell (region ids as they were, signs
// unsorted) and read through make_puzzle, not by the key's own code.
#include <catch2/catch.hpp>

#include <functional>
#include <optional>
#include <set>

#include "solver/common/rng.hpp"
#include "solver/common/symmetry.hpp"
#include "solver/tango/canonical.hpp"
#include "solver/tango/counter.hpp"

namespace dg::tango {

namespace {

// Where a move takes each cell, onto a rows x cols board.
struct Move {
  int rows = 0, cols = 0;
  std::function<Cell(Cell)> to;
};

Move turn(const Puzzle& p, int sym) {
  const int n = p.n, w = p.width();
  const bool swap = swaps_dims(sym);
  return {swap ? w : n, swap ? n : w, [=](Cell c) { return transform(c, sym, n, w); }};
}

Move shift(const Puzzle& p, int dr, int dc) {
  const int n = p.n, w = p.width();
  return {n, w, [=](Cell c) { return Cell{(c.row + dr) % n, (c.col + dc) % w}; }};
}

Move then(const Move& a, const Move& b) {
  return {b.rows, b.cols, [=](Cell c) { return b.to(a.to(c)); }};
}

// What of the board a move carries along (a wrong move leaves one behind).
struct Carry {
  bool regions = true, signs = true, counts = true;
};

// `p` under `m`, suns and moons swapped when `swap` (its counts swapped too when carried);
// nullopt when that is no board (a neighbour sign carried across a torus seam).
std::optional<Puzzle> image(const Puzzle& p, const Move& m, bool swap, Carry carry = {}) {
  Puzzle q = p;
  q.n = m.rows;
  q.cols = m.cols;
  const int n = p.n, w = p.width();
  auto index = [&](Cell c) { return static_cast<std::size_t>(c.row * m.cols + c.col); };
  std::vector<int> size(p.region_ones.size(), 0);
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < w; ++c) {
      const auto from = static_cast<std::size_t>(r * w + c);
      const int v = p.cells[from];
      q.cells[index(m.to({r, c}))] = static_cast<std::int8_t>(v >= 0 && swap ? 1 - v : v);
      if (!p.region.empty()) {
        if (carry.regions) q.region[index(m.to({r, c}))] = p.region[from];
        ++size[static_cast<std::size_t>(p.region[from])];
      }
    }
  if (carry.signs)
    for (auto* list : {&q.equal, &q.opposite})
      for (CellPair& pr : *list) pr = {m.to(pr.a), m.to(pr.b)};
  auto flip = [&](OnesRange r, int len) {
    return swap && carry.counts ? OnesRange{len - r.hi, len - r.lo} : r;
  };
  // Row r lands on a row when its first two cells share one, else on a column.
  const bool turned = m.to({0, 0}).row != m.to({0, 1}).row;
  q.row_ones.clear();
  q.col_ones.clear();
  std::vector<OnesRange> rows_to(p.row_ones.size()), cols_to(p.col_ones.size());
  for (int r = 0; r < static_cast<int>(p.row_ones.size()); ++r) {
    const Cell t = m.to({r, 0});
    rows_to[static_cast<std::size_t>(turned ? t.col : t.row)] =
        flip(p.row_ones[static_cast<std::size_t>(r)], w);
  }
  for (int c = 0; c < static_cast<int>(p.col_ones.size()); ++c) {
    const Cell t = m.to({0, c});
    cols_to[static_cast<std::size_t>(turned ? t.row : t.col)] =
        flip(p.col_ones[static_cast<std::size_t>(c)], n);
  }
  (turned ? q.col_ones : q.row_ones) = rows_to;
  (turned ? q.row_ones : q.col_ones) = cols_to;
  for (std::size_t k = 0; k < p.region_ones.size(); ++k)
    q.region_ones[k] = flip(p.region_ones[k], size[k]);
  auto made = make_puzzle(std::move(q));
  if (!made) return std::nullopt;
  return *made;
}

// A rows x cols board with the options `tweak` sets, 6 random givens and `signs` random '=' and 'x'
// signs (between neighbours, or any two cells with long_signs) read off one of its solutions, so
// that it has solutions to count.
template <class Tweak>
Puzzle board(int rows, int cols, std::uint64_t seed, int signs, Tweak tweak) {
  Puzzle p;
  p.n = rows;
  p.cols = cols;
  p.cells.assign(static_cast<std::size_t>(rows * cols), -1);
  tweak(p);
  auto options = make_puzzle(p);  // fills in region_ones
  REQUIRE(options);
  p = *options;
  INFO("the empty board: " << to_json(p).dump());
  const Count empty = count_solutions(p, 1);
  REQUIRE(empty.count == 1);
  const Solution& s = empty.solutions[0];
  auto value = [&](Cell c) {
    return static_cast<std::int8_t>(
        s[static_cast<std::size_t>(c.row)][static_cast<std::size_t>(c.col)] - '0');
  };
  Rng rng(seed);
  for (int k = 0; k < 6; ++k) {
    const Cell c{rng.below(rows), rng.below(cols)};
    p.cells[static_cast<std::size_t>(c.row * cols + c.col)] = value(c);
  }
  std::vector<CellPair> used;
  while (static_cast<int>(used.size()) < signs) {
    const Cell a{rng.below(rows), rng.below(cols)};
    Cell b{rng.below(rows), rng.below(cols)};
    if (!p.long_signs) b = rng.below(2) ? Cell{a.row, a.col + 1} : Cell{a.row + 1, a.col};
    if (a == b || b.row >= rows || b.col >= cols) continue;
    const CellPair pr = ordered_pair(a, b);
    if (std::find(used.begin(), used.end(), pr) != used.end()) continue;
    used.push_back(pr);
    (value(a) == value(b) ? p.equal : p.opposite).push_back(pr);
  }
  auto made = make_puzzle(std::move(p));
  INFO((made ? std::string() : made.error()));
  REQUIRE(made);
  return *made;
}

// Irregular regions of a 6 x 6 board: 0 an L, 1 a column strip, 2 the rest of the top, 3 the
// bottom (made asymmetric on purpose, so that no move maps the board to itself).
const std::vector<int> kRegions = {0, 0, 2, 2, 2, 1,  //
                                   0, 2, 2, 2, 2, 1,  //
                                   0, 2, 2, 2, 2, 1,  //
                                   0, 0, 0, 3, 3, 1,  //
                                   3, 3, 3, 3, 3, 1,  //
                                   3, 3, 3, 3, 3, 1};

struct Case {
  const char* name;
  Puzzle p;
};

std::vector<Case> option_boards() {
  std::vector<Case> out;
  out.push_back({"torus 6x6", board(6, 6, 1, 0, [](Puzzle& p) { p.torus = true; })});
  out.push_back({"torus 4x6 with row counts", board(4, 6, 2, 0, [](Puzzle& p) {
                   p.torus = true;
                   p.row_ones = {{3, 3}, {2, 2}, {4, 4}, {3, 3}};
                 })});
  out.push_back({"torus with long signs", board(5, 5, 3, 6, [](Puzzle& p) {
                   p.torus = true;
                   p.long_signs = true;
                 })});
  out.push_back({"diagonals 6x6", board(6, 6, 4, 6, [](Puzzle& p) { p.diagonals = true; })});
  out.push_back({"diagonals 5x7", board(5, 7, 5, 5, [](Puzzle& p) { p.diagonals = true; })});
  out.push_back({"regions with counts", board(6, 6, 6, 6, [](Puzzle& p) {
                   p.region = kRegions;
                   p.region_ones = {{2, 3}, {3, 3}, {5, 6}, {6, 6}};
                 })});
  out.push_back({"long signs", board(6, 6, 7, 8, [](Puzzle& p) { p.long_signs = true; })});
  out.push_back({"torus with regions", board(6, 6, 8, 0, [](Puzzle& p) {
                   p.torus = true;
                   p.region = kRegions;
                 })});
  out.push_back({"diagonals with long signs", board(6, 6, 9, 5, [](Puzzle& p) {
                   p.diagonals = true;
                   p.long_signs = true;
                 })});
  return out;
}

int solutions(const Puzzle& p) {
  const Count c = count_solutions(p, 1000, Budget{50'000'000});
  REQUIRE(c.complete);
  return static_cast<int>(c.count);
}

}  // namespace

TEST_CASE("tango option boards key alike under every move their rules allow",
          "[tango][canonical]") {
  Rng rng(29);
  for (const Case& c : option_boards()) {
    INFO(c.name << ": " << to_json(c.p).dump());
    const std::string key = canonical_key(c.p);
    const int count = solutions(c.p);
    int checked = 0;
    std::set<std::string> written;  // the images as written: they differ, their keys do not
    for (int sym = 0; sym < kSymmetries; ++sym) {
      if (c.p.n != c.p.width() && swaps_dims(sym)) continue;
      for (bool swap : {false, true}) {
        Move m = turn(c.p, sym);
        if (c.p.torus) m = then(shift(c.p, rng.below(c.p.n), rng.below(c.p.width())), m);
        const auto img = image(c.p, m, swap);
        if (!img) continue;
        INFO("symmetry " << sym << (swap ? ", swapped: " : ": ") << to_json(*img).dump());
        CHECK(canonical_key(*img) == key);
        CHECK(solutions(*img) == count);
        written.insert(to_json(*img).dump());
        ++checked;
      }
    }
    CHECK(checked >= (c.p.n == c.p.width() ? 16 : 8));
    CHECK(static_cast<int>(written.size()) == checked);
  }
}

TEST_CASE("tango option boards key apart under moves their rules do not allow",
          "[tango][canonical]") {
  auto boards = option_boards();
  auto named = [&](const std::string& name) -> const Puzzle& {
    for (const Case& c : boards)
      if (name == c.name) return c.p;
    FAIL("no board " << name);
    return boards[0].p;
  };
  SECTION("a shift is a move of the torus only") {
    Puzzle flat = named("torus 6x6");
    flat.torus = false;
    Puzzle torus = named("torus 6x6");
    for (auto [dr, dc] : {std::pair{0, 1}, std::pair{2, 0}, std::pair{3, 5}}) {
      const auto moved_flat = image(flat, shift(flat, dr, dc), false);
      const auto moved_torus = image(torus, shift(torus, dr, dc), false);
      REQUIRE(moved_flat);
      REQUIRE(moved_torus);
      CHECK(canonical_key(*moved_flat) != canonical_key(flat));
      CHECK(canonical_key(*moved_torus) == canonical_key(torus));
    }
  }
  SECTION("a quarter turn makes another rectangle") {
    const Puzzle& p = named("diagonals 5x7");
    const auto img = image(p, turn(p, 1), false);
    REQUIRE(img);
    CHECK(img->n == 7);
    CHECK(canonical_key(*img) != canonical_key(p));
  }
  SECTION("the diagonal rule is part of the key") {
    Puzzle plain = named("diagonals 6x6");
    plain.diagonals = false;
    CHECK(canonical_key(plain) != canonical_key(named("diagonals 6x6")));
  }
  SECTION("givens turned without their regions, or without their long signs, are another board") {
    struct LeftBehind {
      const char* board;
      Carry carry;
    };
    for (const LeftBehind& left : {LeftBehind{"regions with counts", {.regions = false}},
                                   LeftBehind{"long signs", {.signs = false}}}) {
      const Puzzle& p = named(left.board);
      for (int sym = 1; sym < kSymmetries; ++sym) {
        const auto img = image(p, turn(p, sym), false, left.carry);
        REQUIRE(img);
        INFO(left.board << ", symmetry " << sym);
        CHECK(canonical_key(*img) != canonical_key(p));
      }
    }
  }
  SECTION("a swap without its counts swapped is another board") {
    for (const char* name : {"regions with counts", "torus 4x6 with row counts"}) {
      const Puzzle& p = named(name);
      const auto img = image(p, turn(p, 0), true, {.counts = false});
      REQUIRE(img);
      INFO(name);
      CHECK(canonical_key(*img) != canonical_key(p));
    }
  }
}

}  // namespace dg::tango
