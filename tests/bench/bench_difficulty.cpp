// Calibration check of the difficulty score (docs/difficulty.md) and its cost. Reads LinkedIn's
// Queens and Tango archives from the corpus-ext folder (not in the repository), gives every board
// its weekday from its publication number, and prints, for the calibration part (Queens #1-400,
// Tango #1-300) and the held part (the rest): Spearman rho against the weekday (Mon=0..Sun=6),
// within Queens 8x8 and 9x9, and the AUC of Sunday against Monday, for the score and for every
// baseline; then the weekday medians and the time of a grade with and without the score's probe.
// Usage: bench_difficulty [CORPUS_EXT_DIR]   (default ../shared/corpus-ext, from the repository)
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <functional>
#include <map>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "grader/common/calibration_fit.hpp"
#include "grader/queens/difficulty.hpp"
#include "grader/queens/grader.hpp"
#include "grader/tango/difficulty.hpp"
#include "grader/tango/grader.hpp"
#include "tests/bench/bench_util.hpp"

using namespace dg;
using nlohmann::json;

namespace {

// One LinkedIn board: its number, weekday and the figures to rank.
struct Board {
  int number = 0;
  int weekday = 0;  // Mon=0 .. Sun=6
  int size = 0;
  std::map<std::string, double> figure;  // "difficulty", "max tier", ...
};

// Queens #1 appeared on 2024-05-01 (a Wednesday), Tango #1 on 2024-10-08 (a Tuesday).
int weekday_of(int number, int first_weekday) {
  return (first_weekday + number - 1) % 7;
}

double spearman(const std::vector<Board>& boards, const std::string& key,
                const std::function<bool(const Board&)>& keep) {
  std::vector<double> x, w;
  for (const Board& b : boards)
    if (keep(b) && b.figure.count(key)) {
      x.push_back(b.figure.at(key));
      w.push_back(b.weekday);
    }
  if (x.size() < 3) return NAN;
  return spearman_rho(x, w);
}

// P(a Sunday board scores above a Monday board), ties counting half.
double auc_sunday_monday(const std::vector<Board>& boards, const std::string& key,
                         const std::function<bool(const Board&)>& keep) {
  std::vector<double> sun, mon;
  for (const Board& b : boards) {
    if (!keep(b) || !b.figure.count(key)) continue;
    if (b.weekday == 6) sun.push_back(b.figure.at(key));
    if (b.weekday == 0) mon.push_back(b.figure.at(key));
  }
  if (sun.empty() || mon.empty()) return NAN;
  double wins = 0;
  for (double s : sun)
    for (double m : mon) wins += s > m ? 1 : s == m ? 0.5 : 0;
  return wins / static_cast<double>(sun.size() * mon.size());
}

double median(std::vector<double> x) {
  if (x.empty()) return NAN;
  std::sort(x.begin(), x.end());
  const std::size_t n = x.size();
  return n % 2 ? x[n / 2] : (x[n / 2 - 1] + x[n / 2]) / 2;
}

json read_json(const std::string& path) {
  std::ifstream in(path);
  if (!in) {
    std::fprintf(stderr, "bench_difficulty: cannot read %s\n", path.c_str());
    std::exit(1);
  }
  return json::parse(in);
}

void print_table(const char* game, const std::vector<Board>& boards, int last_calibration,
                 const std::vector<std::string>& keys, bool by_size) {
  std::printf("\n## %s (calibration #1-%d, held #%d+)\n\n", game, last_calibration,
              last_calibration + 1);
  std::printf("| figure | part | n | rho |%s AUC Sun/Mon |\n",
              by_size ? " rho 8x8 | rho 9x9 |" : "");
  std::printf("|---|---|---|---|%s---|\n", by_size ? "---|---|" : "");
  for (const std::string& key : keys)
    for (const bool held : {false, true}) {
      auto part = [&](const Board& b) { return (b.number > last_calibration) == held; };
      int n = 0;
      for (const Board& b : boards) n += part(b) && b.figure.count(key);
      std::printf("| %s | %s | %d | %.3f |", key.c_str(), held ? "held" : "cal", n,
                  spearman(boards, key, part));
      if (by_size)
        for (int size : {8, 9})
          std::printf(" %.3f |", spearman(boards, key, [&](const Board& b) {
                        return part(b) && b.size == size;
                      }));
      std::printf(" %.3f |\n", auc_sunday_monday(boards, key, part));
    }
  static const char* kDays[] = {"Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"};
  std::printf("\nweekday medians of the difficulty (all / cal / held):");
  for (int d = 0; d < 7; ++d) {
    std::vector<double> all, cal, held;
    for (const Board& b : boards)
      if (b.weekday == d) {
        all.push_back(b.figure.at("difficulty"));
        (b.number > last_calibration ? held : cal).push_back(b.figure.at("difficulty"));
      }
    std::printf(" %s %.3f/%.3f/%.3f", kDays[d], median(all), median(cal), median(held));
  }
  std::printf("\n");
}

// Times grading every board plainly and with the score, best of 5 rounds each.
template <class Puzzle, class Plain, class Scored>
void print_cost(const char* game, const std::vector<Puzzle>& puzzles, Plain plain, Scored scored) {
  double plain_us = 1e300, scored_us = 1e300;
  for (int round = 0; round < 5; ++round) {
    plain_us = std::min(plain_us, bench::time_us([&] {
                          for (const Puzzle& p : puzzles) plain(p);
                        }));
    scored_us = std::min(scored_us, bench::time_us([&] {
                           for (const Puzzle& p : puzzles) scored(p);
                         }));
  }
  std::printf("| %s | %zu | %.0f | %.0f | %.2f |\n", game, puzzles.size(), plain_us, scored_us,
              scored_us / plain_us);
}

}  // namespace

int main(int argc, char** argv) {
  const std::string dir = argc > 1 ? argv[1] : "../shared/corpus-ext";
  bench::print_banner("difficulty score: calibration table and cost");

  std::vector<Board> queens_boards;
  std::vector<queens::Puzzle> queens_puzzles;
  std::map<int, double> firings;  // the open-source grader's total rule firings, by number
  const json mspiegel = read_json(dir + "/queens_mspiegel_grades.json");
  for (const json& p : mspiegel["puzzles"]) {
    double total = 0;
    for (const auto& [rule, count] : p["counters"].items()) total += count.get<double>();
    firings[p["number"].get<int>()] = total;
  }
  const json community = read_json(dir + "/queens_community.json");
  for (json p : community["puzzles"]) {
    if (p.value("set", "") != "linkedin" || !p.contains("number")) continue;
    p["game"] = "queens";  // the archive's entries leave it implied
    auto puzzle = queens::from_json(p);
    if (!puzzle.ok()) {
      std::fprintf(stderr, "bench_difficulty: queens #%d: %s\n", p["number"].get<int>(),
                   puzzle.error().c_str());
      continue;
    }
    Board b;
    b.number = p["number"].get<int>();
    b.weekday = weekday_of(b.number, 2);
    b.size = puzzle.value().n;
    const Grade g = queens::grade(puzzle.value());
    b.figure["difficulty"] = queens::difficulty(puzzle.value()).score;
    b.figure["max tier"] = g.max_tier;
    b.figure["step count"] = g.steps;
    b.figure["board size"] = b.size;
    if (firings.count(b.number)) b.figure["mspiegel firings"] = firings[b.number];
    queens_boards.push_back(b);
    queens_puzzles.push_back(puzzle.value());
  }

  std::vector<Board> tango_boards;
  std::vector<tango::Puzzle> tango_puzzles;
  const json rntango = read_json(dir + "/tango_rntango.json");
  for (json p : rntango["puzzles"]) {
    p["game"] = "tango";
    auto puzzle = tango::from_json(p);
    if (!puzzle) {
      std::fprintf(stderr, "bench_difficulty: %s: %s\n", p.value("id", "?").c_str(),
                   puzzle.error().c_str());
      continue;
    }
    const std::string id = p["id"].get<std::string>();
    Board b;
    b.number = std::stoi(id.substr(id.rfind('-') + 1));
    b.weekday = weekday_of(b.number, 1);
    b.size = puzzle->n;
    const Grade g = tango::grade(*puzzle);
    const auto steps = tango::record_steps(*puzzle);
    b.figure["difficulty"] = tango::difficulty(*puzzle).score;
    b.figure["max tier"] = g.max_tier;
    b.figure["step count"] = g.steps;
    b.figure["unknown cells at start"] = steps.empty() ? 0 : steps.front().undecided;
    tango_boards.push_back(b);
    tango_puzzles.push_back(*puzzle);
  }

  print_table("Queens", queens_boards, 400,
              {"difficulty", "max tier", "step count", "mspiegel firings", "board size"}, true);
  print_table("Tango", tango_boards, 300,
              {"difficulty", "max tier", "step count", "unknown cells at start"}, false);

  std::printf("\n## Cost: every board graded plainly, then graded and scored (best of 5, us)\n\n");
  std::printf("| game | boards | grade | grade + score | ratio |\n|---|---|---|---|---|\n");
  print_cost(
      "queens", queens_puzzles, [](const queens::Puzzle& p) { return queens::grade(p).steps; },
      [](const queens::Puzzle& p) { return queens::grade(p).steps + queens::difficulty(p).score; });
  print_cost(
      "tango", tango_puzzles, [](const tango::Puzzle& p) { return tango::grade(p).steps; },
      [](const tango::Puzzle& p) { return tango::grade(p).steps + tango::difficulty(p).score; });
  return 0;
}
