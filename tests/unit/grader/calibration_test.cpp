// The calibration (grader/common/calibration.hpp): every game has an entry, minutes rise with the
// score and the bands cover the minutes; files are read strictly; a calibration in use moves the
// minutes and bands of a grade; and the fit (calibration_fit.hpp) finds a publisher's weighting.
#include <catch2/catch.hpp>

#include <cmath>
#include <fstream>
#include <map>
#include <random>
#include <sstream>

#include "grader/common/calibration.hpp"
#include "grader/common/calibration_fit.hpp"
#include "grader/common/graders.hpp"
#include "grader/common/scorers.hpp"
#include "solver/common/document.hpp"
#include "solver/common/game.hpp"
#include "tests/unit/common/corpus.hpp"

using namespace dg;

namespace {

// Restores the shipped calibration when a test that replaced it ends.
struct ShippedAfter {
  ~ShippedAfter() { use_calibration(shipped_calibration()); }
};

// LinkedIn Queens boards of the corpus by publication number.
std::map<int, PuzzlePtr> linkedin_queens() {
  std::map<int, PuzzlePtr> out;
  auto text = read_file_text(std::string(DG_SOURCE_DIR) + "/corpus/ext/queens_community.json");
  REQUIRE(text);
  const auto j = nlohmann::json::parse(*text);
  for (nlohmann::json p : j["puzzles"]) {
    if (p.value("set", "") != "linkedin" || !p.contains("number")) continue;
    p["game"] = "queens";
    auto any = find_game("queens")->from_json(p);
    if (any) out[p["number"].get<int>()] = std::move(any).value();
  }
  return out;
}

// The real times: number -> (player, seconds).
std::map<int, std::vector<std::pair<std::string, double>>> real_times() {
  std::ifstream in(std::string(DG_SOURCE_DIR) + "/tests/data/human_times/queens-linkedin-odd.csv");
  REQUIRE(in);
  std::string line;
  std::getline(in, line);
  std::vector<std::string> players;
  std::stringstream header(line);
  for (std::string cell; std::getline(header, cell, ',');) players.push_back(cell);
  std::map<int, std::vector<std::pair<std::string, double>>> out;
  while (std::getline(in, line)) {
    std::stringstream row(line);
    std::string cell;
    std::getline(row, cell, ',');
    const int number = std::stoi(cell);
    for (std::size_t i = 1; std::getline(row, cell, ','); ++i)
      if (std::stod(cell) > 0) out[number].emplace_back(players[i], std::stod(cell));
  }
  return out;
}

TimedPuzzle timed(int number, const AnyPuzzle& p) {
  TimedPuzzle t;
  t.id = number;
  t.game = "queens";
  t.group = "queens " + std::to_string(p.rows()) + "x" + std::to_string(p.cols());
  t.record = find_scorer("queens")->record(p);
  return t;
}

}  // namespace

TEST_CASE("the shipped calibration covers every scored game with rising minutes", "[calibration]") {
  const Calibration& c = shipped_calibration();
  for (std::size_t i = 1; i < c.band_minutes.size(); ++i)
    CHECK(c.band_minutes[i] > c.band_minutes[i - 1]);
  for (const ScorerInfo& s : all_scorers()) {
    INFO(s.game);
    const GameCalibration* g = c.find(s.game);
    REQUIRE(g);  // a new game must bring its minutes map
    CHECK(g->log_seconds_per_score > 0);
    CHECK(!g->origin.empty());
    CHECK(minutes_of(9.0, s.game, c) < minutes_of(9.5, s.game, c));
    // The score limits calibrated_params gives are the band minutes' scores.
    const DifficultyParams p = calibrated_params(*s.params, c);
    for (std::size_t i = 0; i < p.band_limits.size(); ++i) {
      CHECK(minutes_of(p.band_limits[i], s.game, c) == Approx(c.band_minutes[i]));
      CHECK(band_of(p.band_limits[i] + 1e-9, p) == kBandNames[i + 1]);
      CHECK(band_of_minutes(c.band_minutes[i], c) == kBandNames[i + 1]);
      CHECK(band_of_minutes(c.band_minutes[i] * 0.999, c) == kBandNames[i]);
    }
  }
}

TEST_CASE("a calibration file reads back and bad ones are refused in one line", "[calibration]") {
  const nlohmann::json good = calibration_to_json(shipped_calibration());
  auto back = calibration_from_json(good);
  REQUIRE(back);
  CHECK(calibration_to_json(*back) == good);
  auto refused = [&](auto change, const std::string& words) {
    nlohmann::json j = good;
    change(j);
    auto c = calibration_from_json(j);
    REQUIRE_FALSE(c);
    CHECK(c.error().find(words) != std::string::npos);
    CHECK(c.error().find('\n') == std::string::npos);
  };
  refused([](nlohmann::json& j) { j["format"] = 2; }, "format");
  refused([](nlohmann::json& j) { j.erase("name"); }, "name");
  refused([](nlohmann::json& j) { j["band_minutes"] = {1, 3, 2}; }, "increasing");
  refused([](nlohmann::json& j) { j["band_minutes"] = {0, 1, 2}; }, "above 0");
  refused([](nlohmann::json& j) { j["games"]["queens"]["log_seconds_per_score"] = -1; },
          "above 0");
  refused([](nlohmann::json& j) { j["games"]["queens"]["log_seconds"] = "x"; }, "log_seconds");
  refused([](nlohmann::json& j) { j["games"]["tango"]["kappa"] = -1; }, "negative");
  refused([](nlohmann::json& j) { j["games"] = 3; }, "games");
  auto missing = read_calibration_file("/nonexistent/calibration.json");
  REQUIRE_FALSE(missing);
  CHECK(missing.error().find("/nonexistent/calibration.json") != std::string::npos);
}

TEST_CASE("the calibration in use moves a grade's minutes and band, not its tier", "[calibration]") {
  ShippedAfter restore;
  const auto boards = linkedin_queens();
  REQUIRE(boards.count(100));
  const AnyPuzzle& p = *boards.at(100);
  const ScorerInfo* s = find_scorer("queens");
  const ScoredGrade before = s->grade_and_score(p, nullptr);
  REQUIRE(before.difficulty);
  CHECK(before.difficulty->minutes ==
        Approx(minutes_of(before.difficulty->score, "queens", shipped_calibration())));
  Calibration slower = shipped_calibration();
  slower.name = "slower";
  for (GameCalibration& g : slower.games) g.log_seconds += std::log(10.0);
  slower.games[0].kappa = 2.0;  // the score moves too
  use_calibration(slower);
  const ScoredGrade after = s->grade_and_score(p, nullptr);
  REQUIRE(after.difficulty);
  CHECK(after.grade.tier == before.grade.tier);
  CHECK(after.difficulty->score > before.difficulty->score);
  CHECK(after.difficulty->minutes > 10 * before.difficulty->minutes);
  CHECK(after.difficulty->band == "expert");
}

TEST_CASE("the fit on real times keeps the held part near the shipped rho", "[calibration]") {
  const auto boards = linkedin_queens();
  std::vector<TimedPuzzle> puzzles;
  for (const auto& [number, times] : real_times()) {
    if (!boards.count(number)) continue;
    TimedPuzzle t = timed(number, *boards.at(number));
    for (const auto& [player, seconds] : times) t.times.push_back({player, seconds, 1.0 * number});
    puzzles.push_back(std::move(t));
  }
  FitOptions o;
  o.name = "test";
  const FitResult r = fit_calibration(puzzles, shipped_calibration(), o);
  CHECK(r.target_puzzles == 67);  // ../shared/human-times/README.md's target: 67 puzzles
  const FitFigure* held = nullptr;
  const FitFigure* fit = nullptr;
  for (const FitFigure& f : r.figures) {
    if (f.scope != "all") continue;
    (f.part == "held" ? held : fit) = &f;
  }
  REQUIRE(held);
  REQUIRE(fit);
  CHECK(held->puzzles + fit->puzzles == 67);
  // The shipped minutes already rank these times about as well as their noise allows (ceiling
  // about 0.82 on this half): rho 0.7 or more on each part.
  CHECK(held->rho_before > 0.7);
  CHECK(fit->rho_before > 0.7);
  CHECK(fit->rho_after >= fit->rho_before - 1e-9);  // the fit never does worse where it fitted
  CHECK(r.calibration.find("queens")->log_seconds_per_score > 0);
}

TEST_CASE("the fit finds a publisher whose players weigh size differently", "[calibration]") {
  // Synthetic players on the real boards: their times follow the score under kappa = 3 (size
  // weighs far more than the shipped kappa = 1), each with their own speed and a trend, plus noise.
  const auto boards = linkedin_queens();
  Calibration theirs = shipped_calibration();
  theirs.games[0].kappa = 3.0;
  theirs.games[0].gamma = 0.25;
  std::mt19937 rng(7);
  std::normal_distribution<double> noise(0, 0.15);
  std::vector<TimedPuzzle> puzzles;
  const ScorerInfo* s = find_scorer("queens");
  for (const auto& [number, board] : boards) {
    if (number > 300) break;
    TimedPuzzle t = timed(number, *board);
    const double score = score_steps(t.record.steps, t.record.costs, *s->params, theirs).score;
    for (int player = 0; player < 4; ++player) {
      const double seconds =
          std::exp(0.5 * score - 1.0 + 0.2 * player - 0.001 * number + noise(rng));
      t.times.push_back({"player" + std::to_string(player), seconds, 1.0 * number});
    }
    puzzles.push_back(std::move(t));
  }
  FitOptions o;
  o.name = "publisher";
  const FitResult r = fit_calibration(puzzles, shipped_calibration(), o);
  const GameCalibration* q = r.calibration.find("queens");
  REQUIRE(q);
  REQUIRE(q->kappa);
  CHECK(*q->kappa >= 2.0);
  for (const FitFigure& f : r.figures)
    if (f.part == "held" && f.scope == "all") {
      CHECK(f.puzzles > 100);
      CHECK(f.rho_after > f.rho_before + 0.05);
    }
  CHECK(r.calibration.name == "publisher");
}
