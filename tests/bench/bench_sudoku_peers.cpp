// Sudoku grades against other programs' levels: reads lines "RANK LEVEL PUZZLE" from stdin (RANK
// the level's place in its program's order, 1 = easiest; PUZZLE a one-line board as qqwing prints
// it or a Solo game ID), checks each puzzle has one solution, grades it, and prints per level the
// count, our tier distribution and score quartiles, then Spearman's rho between the rank and our
// score and between the rank and our tier (ties take their mean rank). A puzzle our rules leave
// stuck has no score; it ranks above every scored one (it needs search, the hardest grade).
//   qqwing --generate 200 --one-line --difficulty easy | sed 's/^/2 easy /' | bench_sudoku_peers
#include <algorithm>
#include <cmath>
#include <iostream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "bench_util.hpp"
#include "generator/sudoku/params.hpp"
#include "grader/sudoku/difficulty.hpp"
#include "grader/sudoku/grader.hpp"
#include "solver/sudoku/counter.hpp"
#include "solver/sudoku/line.hpp"
#include "solver/sudoku/sgt.hpp"

namespace sudoku = dg::sudoku;

namespace {

struct Row {
  int rank = 0;
  int tier = 0;  // generator tier index, search = kSearchTierIndex
  double score = 0;
};

// Ranks 1..n of xs, ties given their mean rank.
std::vector<double> ranks(const std::vector<double>& xs) {
  std::vector<std::size_t> idx(xs.size());
  for (std::size_t i = 0; i < idx.size(); ++i) idx[i] = i;
  std::sort(idx.begin(), idx.end(), [&](std::size_t a, std::size_t b) { return xs[a] < xs[b]; });
  std::vector<double> r(xs.size());
  for (std::size_t i = 0; i < idx.size();) {
    std::size_t j = i;
    while (j + 1 < idx.size() && xs[idx[j + 1]] == xs[idx[i]]) ++j;
    for (std::size_t k = i; k <= j; ++k) r[idx[k]] = (static_cast<double>(i + j) / 2) + 1;
    i = j + 1;
  }
  return r;
}

// Spearman's rho: Pearson's correlation of the ranks.
double spearman(const std::vector<double>& a, const std::vector<double>& b) {
  const auto ra = ranks(a), rb = ranks(b);
  const double n = static_cast<double>(ra.size());
  double ma = 0, mb = 0;
  for (std::size_t i = 0; i < ra.size(); ++i) ma += ra[i] / n, mb += rb[i] / n;
  double sab = 0, saa = 0, sbb = 0;
  for (std::size_t i = 0; i < ra.size(); ++i) {
    sab += (ra[i] - ma) * (rb[i] - mb);
    saa += (ra[i] - ma) * (ra[i] - ma);
    sbb += (rb[i] - mb) * (rb[i] - mb);
  }
  return sab / std::sqrt(saa * sbb);
}

double quantile(std::vector<double> xs, double q) {
  if (xs.empty()) return 0;
  std::sort(xs.begin(), xs.end());
  return xs[std::min(xs.size() - 1, static_cast<std::size_t>(q * static_cast<double>(xs.size())))];
}

}  // namespace

int main() {
  dg::bench::print_banner("bench_sudoku_peers: our tier and score against a peer's levels");
  std::vector<Row> rows;
  std::map<int, std::string> names;
  int unreadable = 0, not_unique = 0;
  std::string line;
  while (std::getline(std::cin, line)) {
    std::istringstream in(line);
    Row r;
    std::string level, text;
    if (!(in >> r.rank >> level >> text)) continue;
    auto p = sudoku::looks_like_sgt_id(text) ? sudoku::from_sgt(text) : sudoku::from_line(text);
    if (!p) {
      ++unreadable;
      continue;
    }
    const auto c = sudoku::count_solutions(*p, 2);
    if (!c.complete || c.count != 1) {
      ++not_unique;
      continue;
    }
    names[r.rank] = level;
    const dg::ScoredGrade g = sudoku::grade_and_score(*p);
    r.tier = sudoku::generate_tier_of(g.grade);
    r.score = g.difficulty ? g.difficulty->score : 1e9;  // stuck: above every score
    rows.push_back(r);
  }
  std::printf("read %zu puzzles (unreadable %d, not one solution %d)\n\n", rows.size(), unreadable,
              not_unique);
  // The table: one row per level, one column per tier.
  std::printf("| level | n |");
  for (int t = 0; t <= sudoku::kSearchTierIndex; ++t)
    std::printf(" %s |", sudoku::generate_tier_label(t).c_str());
  std::printf(" score p25 / p50 / p75 |\n|---|---|");
  for (int t = 0; t <= sudoku::kSearchTierIndex; ++t) std::printf("---|");
  std::printf("---|\n");
  for (const auto& [rank, name] : names) {
    std::vector<int> count(sudoku::kSearchTierIndex + 1, 0);
    std::vector<double> scores;
    int n = 0;
    for (const Row& r : rows)
      if (r.rank == rank) {
        ++n, ++count[static_cast<std::size_t>(r.tier)];
        if (r.score < 1e9) scores.push_back(r.score);
      }
    std::printf("| %d %s | %d |", rank, name.c_str(), n);
    for (int c : count) std::printf(" %d |", c);
    std::printf(" %.2f / %.2f / %.2f |\n", quantile(scores, 0.25), quantile(scores, 0.5),
                quantile(scores, 0.75));
  }
  std::vector<double> rank, score, tier;
  for (const Row& r : rows) {
    rank.push_back(r.rank);
    score.push_back(r.score);
    tier.push_back(r.tier);
  }
  if (rows.size() > 2)
    std::printf("\nSpearman rho, level vs our score: %.3f; level vs our tier: %.3f (n = %zu)\n",
                spearman(rank, score), spearman(rank, tier), rows.size());
  return 0;
}
