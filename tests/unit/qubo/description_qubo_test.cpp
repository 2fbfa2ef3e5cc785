// The Queens-family description beyond LinkedIn's rules: units of two (Star Battle's 2 stars per
// row and column), other attack sets, a hole, given stars. The ground states must be exactly the
// boards a brute-force check of the rules accepts, so a family variant is a description, not new
// code.
#include <catch2/catch.hpp>

#include <set>
#include <string>

#include "qubo/common/exact.hpp"
#include "qubo/queens/description.hpp"

using namespace dg;

namespace {

// Rows and columns of `n` cells needing `count` each; cells sharing a side attack (a 4x4 has no
// room for two stars per line under Star Battle's king-move attacks, so the small board tests
// the unit counts with side attacks only).
qubo::queens::Description two_per_line(int n, int count) {
  qubo::queens::Description d;
  d.rows = d.cols = n;
  for (int i = 0; i < n; ++i) {
    qubo::queens::CountUnit row{{}, count}, col{{}, count};
    for (int j = 0; j < n; ++j) row.cells.push_back({i, j}), col.cells.push_back({j, i});
    d.units.push_back(row);
    d.units.push_back(col);
  }
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c)
      for (const Cell step : {Cell{0, 1}, Cell{1, 0}})
        if (r + step.row < n && c + step.col >= 0 && c + step.col < n)
          d.attacks.push_back({{r, c}, {r + step.row, c + step.col}});
  return d;
}

bool valid(const qubo::queens::Description& d, const qubo::Grid& g) {
  auto at = [&](Cell c) { return g[static_cast<std::size_t>(c.row * d.cols + c.col)]; };
  for (const auto& u : d.units) {
    int stars = 0;
    for (Cell c : u.cells) stars += at(c);
    if (stars != u.count) return false;
  }
  for (const auto& p : d.attacks)
    if (at(p.a) && at(p.b)) return false;
  for (const auto& [c, v] : d.fixed)
    if (at(c) != v) return false;
  return true;
}

// Boards as strings: std::set<std::vector<uint8_t>> trips a false -Wstringop-overread in g++ 12.
std::string key(const qubo::Grid& g) {
  return std::string(g.begin(), g.end());
}

// Every valid board, by brute force over all 2^(n*n) boards. Pre: n*n <= 20.
std::set<std::string> brute_force(const qubo::queens::Description& d) {
  const int cells = d.rows * d.cols;
  std::set<std::string> out;
  for (std::uint32_t k = 0; k < (1u << cells); ++k) {
    qubo::Grid g(static_cast<std::size_t>(cells));
    for (int i = 0; i < cells; ++i) g[static_cast<std::size_t>(i)] = (k >> i) & 1;
    if (valid(d, g)) out.insert(key(g));
  }
  return out;
}

void require_ground_states_are(const qubo::queens::Description& d, qubo::EncodeOptions options) {
  const auto enc = qubo::queens::encode(d, options);
  const auto expected = brute_force(d);
  const auto ground = qubo::ground_states(enc.model, 1000);
  if (expected.empty()) {
    CHECK(ground.energy > 0);
    return;
  }
  CHECK(ground.energy == 0);
  std::set<std::string> found;
  for (const auto& x : ground.states) found.insert(key(qubo::decode(enc, x)));
  CHECK(ground.count == expected.size());
  CHECK(found == expected);
}

}  // namespace

TEST_CASE("queens description: two per row and column (4x4)", "[qubo]") {
  const auto d = two_per_line(4, 2);
  REQUIRE(brute_force(d).size() >= 2);
  require_ground_states_are(d, {});
  require_ground_states_are(d, {.reduce = false});
}

TEST_CASE("queens description: a hole and a given star reduce and keep the ground states",
          "[qubo]") {
  auto d = two_per_line(4, 2);
  d.fixed.push_back({{0, 0}, 1});  // keeps the boards with a star there
  require_ground_states_are(d, {});
  require_ground_states_are(d, {.reduce = false});
  // The given star fills nothing yet (rows need two) but settles its two neighbours.
  CHECK(qubo::queens::encode(d).model.variables() == 16 - 1 - 2);
  d.fixed.push_back({{2, 2}, 0});  // a hole
  require_ground_states_are(d, {});
  d.fixed.push_back({{1, 0}, 1});  // next to the given star: no board, no state at 0
  require_ground_states_are(d, {});
}
