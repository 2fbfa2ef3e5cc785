// Canonical keys: equal for all 8 symmetries of a board (plus region relabelling for Queens,
// symbol swap for Tango, path reversal for Zip), different for different boards.
#include <catch2/catch.hpp>

#include <set>

#include "generator/queens/random_regions.hpp"
#include "generator/tango/random_grid.hpp"
#include "generator/zip/random_path.hpp"
#include "solver/common/symmetry.hpp"
#include "solver/queens/canonical.hpp"
#include "solver/tango/canonical.hpp"
#include "solver/zip/canonical.hpp"

using namespace dg;

namespace {

queens::Puzzle turn(const queens::Puzzle& p, int sym, const std::vector<int>& relabel) {
  queens::Puzzle out = p;
  for (int r = 0; r < p.n; ++r)
    for (int c = 0; c < p.n; ++c) {
      Cell t = transform({r, c}, sym, p.n, p.n);
      out.region[static_cast<std::size_t>(t.row * p.n + t.col)] =
          relabel[static_cast<std::size_t>(p.region_at(r, c))];
    }
  return out;
}

std::vector<CellPair> turn_pairs(const std::vector<CellPair>& pairs, int sym, int rows, int cols) {
  std::vector<CellPair> out;
  for (const auto& p : pairs)
    out.push_back(ordered_pair(transform(p.a, sym, rows, cols), transform(p.b, sym, rows, cols)));
  std::sort(out.begin(), out.end());
  return out;
}

tango::Puzzle turn(const tango::Puzzle& p, int sym, bool swap) {
  tango::Puzzle out = p;
  for (int r = 0; r < p.n; ++r)
    for (int c = 0; c < p.n; ++c) {
      Cell t = transform({r, c}, sym, p.n, p.n);
      const auto v = p.at(r, c);
      out.cells[static_cast<std::size_t>(t.row * p.n + t.col)] =
          static_cast<std::int8_t>(v < 0 ? v : (swap ? 1 - v : v));
    }
  out.equal = turn_pairs(p.equal, sym, p.n, p.n);
  out.opposite = turn_pairs(p.opposite, sym, p.n, p.n);
  return out;
}

zip::Puzzle turn(const zip::Puzzle& p, int sym, bool reverse) {
  zip::Puzzle out = p;
  if (swaps_dims(sym)) std::swap(out.rows, out.cols);
  for (auto& w : out.waypoints) w = transform(w, sym, p.rows, p.cols);
  if (reverse) std::reverse(out.waypoints.begin(), out.waypoints.end());
  out.walls = turn_pairs(p.walls, sym, p.rows, p.cols);
  return out;
}

}  // namespace

TEST_CASE("queens canonical key is invariant under symmetry and relabelling", "[canonical]") {
  std::set<std::string> keys;
  for (std::uint64_t seed = 1; seed <= 60; ++seed) {
    Rng rng(seed);
    const int n = 5 + static_cast<int>(seed % 6);
    queens::Puzzle p = queens::planted_puzzle(n, rng);
    const std::string key = queens::canonical_key(p);
    keys.insert(key);
    std::vector<int> relabel(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i) relabel[static_cast<std::size_t>(i)] = i;
    for (int sym = 0; sym < kSymmetries; ++sym) {
      rng.shuffle(relabel);
      CHECK(queens::canonical_key(turn(p, sym, relabel)) == key);
    }
  }
  CHECK(keys.size() == 60);  // random boards are all different
}

TEST_CASE("tango canonical key is invariant under symmetry and symbol swap", "[canonical]") {
  std::set<std::string> keys;
  for (std::uint64_t seed = 1; seed <= 60; ++seed) {
    Rng rng(seed);
    const int n = seed % 2 ? 6 : 8;
    tango::Puzzle p = tango::random_puzzle(tango::random_solution(n, rng), 30, 20, rng);
    const std::string key = tango::canonical_key(p);
    keys.insert(key);
    for (int sym = 0; sym < kSymmetries; ++sym)
      for (bool swap : {false, true}) CHECK(tango::canonical_key(turn(p, sym, swap)) == key);
  }
  CHECK(keys.size() == 60);
  // One changed given changes the key.
  Rng rng(3);
  tango::Puzzle p = tango::random_puzzle(tango::random_solution(6, rng), 30, 20, rng);
  tango::Puzzle q = p;
  for (auto& v : q.cells)
    if (v < 0) {
      v = 0;
      break;
    }
  CHECK(tango::canonical_key(p) != tango::canonical_key(q));
}

TEST_CASE("zip canonical key is invariant under symmetry and path reversal", "[canonical]") {
  std::set<std::string> keys;
  for (std::uint64_t seed = 1; seed <= 60; ++seed) {
    Rng rng(seed);
    const int rows = 4 + static_cast<int>(seed % 3), cols = 5 + static_cast<int>(seed % 2);
    auto path = zip::random_hamiltonian_path(rows, cols, rng);
    zip::Puzzle p = zip::puzzle_from_path(rows, cols, path, 4, 3, rng);
    const std::string key = zip::canonical_key(p);
    keys.insert(key);
    for (int sym = 0; sym < kSymmetries; ++sym)
      for (bool reverse : {false, true}) CHECK(zip::canonical_key(turn(p, sym, reverse)) == key);
  }
  CHECK(keys.size() == 60);
}
