// Tango canonical keys are stored (db: puzzles.canonical_key), so the key of a board must never
// change. canonical_key builds it without temporary strings; this compares it with the key as it
// was first written (the reference below, kept verbatim in behaviour) on generated and random
// puzzles of every size, with both variants, and checks the symmetry it exists for.
#include <catch2/catch.hpp>

#include <algorithm>

#include "generator/tango/random_grid.hpp"
#include "solver/common/symmetry.hpp"
#include "solver/tango/canonical.hpp"

namespace tango = dg::tango;

namespace {

std::string reference_pairs(const std::vector<dg::CellPair>& pairs, int sym, int n) {
  std::vector<dg::CellPair> turned;
  for (const dg::CellPair& p : pairs)
    turned.push_back(
        dg::ordered_pair(dg::transform(p.a, sym, n, n), dg::transform(p.b, sym, n, n)));
  std::sort(turned.begin(), turned.end());
  std::string key;
  for (const dg::CellPair& p : turned)
    key +=
        std::to_string(p.a.row * n + p.a.col) + "-" + std::to_string(p.b.row * n + p.b.col) + ",";
  return key;
}

std::string reference_key(const tango::Puzzle& p) {
  const int n = p.n;
  std::string best;
  for (int sym = 0; sym < dg::kSymmetries; ++sym) {
    const std::string eq = reference_pairs(p.equal, sym, n),
                      op = reference_pairs(p.opposite, sym, n);
    for (int swap = 0; swap < 2; ++swap) {
      std::string cells(static_cast<std::size_t>(n * n), '.');
      for (int r = 0; r < n; ++r)
        for (int c = 0; c < n; ++c) {
          const int v = p.at(r, c);
          if (v < 0) continue;
          const dg::Cell t = dg::transform({r, c}, sym, n, n);
          cells[static_cast<std::size_t>(t.row * n + t.col)] = static_cast<char>('0' + (v ^ swap));
        }
      std::string key = cells + "|" + eq + "|" + op;
      if (best.empty() || key < best) best = std::move(key);
    }
  }
  return "tango:" + std::to_string(n) + (p.unique_lines ? ":unique-lines:" : ":") + best;
}

// p turned by symmetry `sym` (a square board).
tango::Puzzle turned(const tango::Puzzle& p, int sym) {
  tango::Puzzle t = p;
  const int n = p.n;
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) {
      const dg::Cell to = dg::transform({r, c}, sym, n, n);
      t.cells[static_cast<std::size_t>(to.row * n + to.col)] =
          p.cells[static_cast<std::size_t>(r * n + c)];
    }
  for (auto* list : {&t.equal, &t.opposite}) {
    for (dg::CellPair& pr : *list)
      pr = dg::ordered_pair(dg::transform(pr.a, sym, n, n), dg::transform(pr.b, sym, n, n));
    std::sort(list->begin(), list->end());
  }
  return t;
}

}  // namespace

TEST_CASE("tango canonical key is the stored key, and the same under symmetry",
          "[tango][canonical]") {
  int compared = 0;
  for (int n : {4, 6, 8, 10, 12, 14})
    for (int i = 0; i < 60; ++i) {
      dg::Rng rng(dg::derive_seed(static_cast<std::uint64_t>(n), static_cast<std::uint64_t>(i)));
      auto p =
          tango::random_puzzle(tango::random_solution(n, rng), rng.below(50), rng.below(40), rng);
      p.unique_lines = i % 5 == 0;
      INFO(tango::to_json(p).dump());
      const std::string key = tango::canonical_key(p);
      REQUIRE(key == reference_key(p));
      CHECK(tango::canonical_key(turned(p, rng.below(dg::kSymmetries))) == key);
      ++compared;
    }
  CHECK(compared == 360);
}
