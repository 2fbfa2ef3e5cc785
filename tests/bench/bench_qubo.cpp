// Benchmark of the QUBO encodings (issue 15): variables and couplers with and without the givens
// reduction, and the simulated annealer's success probability and time per read, on 50 generated
// puzzles per set (LinkedIn rules: Queens 8x8 and 9x9, Tango 6x6; 10x10 2-star Star Battle; fixed
// seeds) plus the LinkedIn boards of corpus/. Generation is not timed. Every decoded state is
// checked with the game's rules. Usage (from the repository root, for corpus/): bench_qubo
// [reads=20] [sweeps...=1000 10000]
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "generator/queens/generator.hpp"
#include "generator/queens/star_battle.hpp"
#include "generator/tango/generator.hpp"
#include "qubo/common/anneal.hpp"
#include "qubo/common/games.hpp"
#include "solver/common/document.hpp"
#include "solver/common/game.hpp"
#include "solver/common/rng.hpp"
#include "tests/bench/bench_util.hpp"

namespace {

struct Set {
  std::string name;
  std::vector<dg::PuzzlePtr> puzzles;
};

dg::PuzzlePtr wrap(const char* game, const nlohmann::json& j) {
  auto p = dg::find_game(game)->from_json(j);
  if (!p) std::abort();
  return std::move(*p);
}

Set queens_set(int n, std::uint64_t seed) {
  dg::queens::Params params;
  params.n = n;
  auto batch = dg::queens::generate_batch(params, seed, 50, 1);
  if (!batch) std::abort();
  Set s{"queens " + std::to_string(n) + "x" + std::to_string(n) + " generated", {}};
  for (const auto& g : *batch) s.puzzles.push_back(wrap("queens", dg::queens::to_json(g.puzzle)));
  return s;
}

// 10x10 2-star Star Battle boards: random planted placements repaired to a unique solution (the
// family's test generator; the tiered Star Battle generator is not built yet).
Set star_battle_set(std::uint64_t seed) {
  dg::Rng rng(seed);
  Set s{"star battle 10x10 2-star", {}};
  for (int tries = 0; s.puzzles.size() < 50 && tries < 5000; ++tries) {
    dg::queens::Puzzle p;
    dg::queens::Solution planted;
    if (dg::queens::star_battle(10, 2, rng, p, planted))
      s.puzzles.push_back(wrap("queens", dg::queens::to_json(p)));
  }
  return s;
}

Set tango_set(std::uint64_t seed) {
  dg::tango::Params params;
  params.n = 6;
  auto batch = dg::tango::generate_batch(params, seed, 50, 1);
  if (!batch) std::abort();
  Set s{"tango 6x6 generated", {}};
  for (const auto& g : *batch) s.puzzles.push_back(wrap("tango", dg::tango::to_json(g.puzzle)));
  return s;
}

Set corpus_set(const std::string& name, const std::string& file, const std::string& prefix,
               int size) {
  Set s{name, {}};
  auto text = dg::read_file_text("corpus/" + file);
  if (!text) return s;
  auto entries = dg::read_document(*text);
  if (!entries) return s;
  for (auto& e : *entries)
    if (e.puzzle && e.id.starts_with(prefix) && e.puzzle->rows() == size)
      s.puzzles.push_back(std::move(e.puzzle));
  return s;
}

struct Range {
  int min = 1 << 30, max = 0;
  double sum = 0;
  int n = 0;
  void add(int v) { min = std::min(min, v), max = std::max(max, v), sum += v, ++n; }
  std::string text() const {
    char buf[64];
    std::snprintf(buf, sizeof buf, n && min == max ? "%d" : "%d..%d (mean %.1f)", min, max,
                  sum / n);
    return n && min == max ? std::to_string(min) : buf;
  }
};

void sizes(const Set& s) {
  Range v, c, fv, fc;
  for (const auto& p : s.puzzles) {
    const auto* game = dg::qubo::find_qubo_game(p->game());
    auto reduced = game->encode(p->to_json(), {});
    auto full = game->encode(p->to_json(), {.reduce = false});
    v.add(reduced->model.variables());
    c.add(static_cast<int>(reduced->model.couplers()));
    fv.add(full->model.variables());
    fc.add(static_cast<int>(full->model.couplers()));
  }
  std::printf("| %s | %zu | %s | %s | %s | %s |\n", s.name.c_str(), s.puzzles.size(),
              fv.text().c_str(), fc.text().c_str(), v.text().c_str(), c.text().c_str());
}

void anneal(const Set& s, int reads, int sweeps) {
  int solved = 0, total = 0, puzzles_solved = 0;
  double us = 0;
  for (std::size_t i = 0; i < s.puzzles.size(); ++i) {
    const auto& p = s.puzzles[i];
    const auto* game = dg::qubo::find_qubo_game(p->game());
    auto enc = game->encode(p->to_json(), {});
    const dg::qubo::AnnealParams params{reads, sweeps, dg::derive_seed(7, i)};
    int here = 0;
    for (int r = 0; r < reads; ++r) {
      dg::qubo::Read read;
      us += dg::bench::time_us([&] { read = dg::qubo::anneal_read(enc->model, params, r); });
      auto sol = game->solution_of(*enc, dg::qubo::decode(*enc, read.state));
      const bool ok = sol && p->check(*sol);
      if (ok != (read.energy == 0)) std::printf("MISMATCH: energy %g vs rules\n", read.energy);
      here += ok;
      ++total;
    }
    solved += here;
    puzzles_solved += here > 0;
  }
  std::printf("| %s | %d | %d | %.3f | %d/%zu | %.3f |\n", s.name.c_str(), sweeps, reads,
              static_cast<double>(solved) / total, puzzles_solved, s.puzzles.size(),
              us / total / 1000);
}

}  // namespace

int main(int argc, char** argv) {
  const int reads = argc > 1 ? std::atoi(argv[1]) : 20;
  std::vector<int> sweeps;
  for (int i = 2; i < argc; ++i) sweeps.push_back(std::atoi(argv[i]));
  if (sweeps.empty()) sweeps = {1000, 10000};
  dg::bench::print_banner("QUBO sizes and simulated annealing (bench_qubo)");
  std::vector<Set> sets;
  sets.push_back(corpus_set("queens 8x8 LinkedIn (corpus)", "queens/corpus.jsonl", "linkedin-", 8));
  sets.push_back(corpus_set("queens 9x9 LinkedIn (corpus)", "queens/corpus.jsonl", "linkedin-", 9));
  sets.push_back(
      corpus_set("tango 6x6 LinkedIn (corpus)", "tango/tango_linkedin.jsonl", "linkedin-", 6));
  sets.push_back(queens_set(8, 1));
  sets.push_back(queens_set(9, 2));
  sets.push_back(tango_set(3));
  sets.push_back(star_battle_set(4));
  std::printf(
      "\n| set | puzzles | variables (no reduction) | couplers (no reduction) | variables | "
      "couplers |\n|---|---|---|---|---|---|\n");
  for (const auto& s : sets) sizes(s);
  std::printf(
      "\n| set | sweeps | reads per puzzle | success probability per read | puzzles solved by some "
      "read | ms per read |\n|---|---|---|---|---|---|\n");
  for (int sw : sweeps)
    for (const auto& s : sets) {
      anneal(s, reads, sw);
      std::fflush(stdout);
    }
}
