// The shipped calibration, the calibration file and the score-to-minutes map (calibration.hpp).
// docs/difficulty.md ("Minutes") says where every shipped constant comes from.
#include "grader/common/calibration.hpp"

#include <atomic>
#include <cmath>
#include <memory>
#include <mutex>

#include "solver/common/document.hpp"
#include "solver/common/json_read.hpp"

namespace dg {

namespace {

// How fast a practised player's time grows with the score's work: the least-squares slope of the
// real LinkedIn Queens times, the only exponent measured on people. A game without times takes it
// and anchors only its level (docs/difficulty.md, "One exponent where a game has no times").
constexpr double kPeopleExponent = 0.6979608323592115;

Calibration make_shipped() {
  Calibration c;
  c.name = "shipped-2026-12-02";
  // A LinkedIn Queens Monday-Tuesday is easy, midweek medium, the weekend hard; expert is past
  // nearly every LinkedIn board (docs/difficulty.md, "Bands in minutes").
  c.band_minutes = {0.75, 1.25, 2.5};
  c.games = {
      {"queens",
       -2.7372226424087964,
       kPeopleExponent,
       {},
       {},
       {},
       "fitted on real solve times of LinkedIn Queens (odd numbers #35-#195, 7 players)"},
      {"tango",
       1.2600453418194206,
       0.25687073228291546,
       {},
       {},
       {},
       "LinkedIn Tango's Monday and Sunday medians put at LinkedIn Queens' predicted Monday and "
       "Sunday medians (no Tango solve times at hand)"},
      {"zip",
       -0.5894890223457256,
       kPeopleExponent,
       {},
       {},
       {},
       "no Zip solve times at hand: Queens' exponent b (how a person's time grows with the work, "
       "fitted on real times); the middle of the real LinkedIn Zips' tuning-half 10th and 90th "
       "percentile scores put at the middle of LinkedIn Queens' predicted ones (0.95 min)"},
      {"tents",
       -0.3811025043849492,
       kPeopleExponent,
       {},
       {},
       {},
       "provisional, no Tents solve times at hand: Queens' exponent b; the level keeps the former "
       "easy limit (score 6.0, read off SGT's Easy level) at 0.75 min"},
      {"sudoku",
       1.3697437337372964,
       kPeopleExponent,
       {},
       {},
       {},
       "no Sudoku solve times at hand: Queens' exponent b; the level puts the median score of "
       "Simon Tatham's Solo 2x3 Trivial boards (a tuning half of 250) at LinkedIn Queens' "
       "predicted Monday median, 0.53 min (LinkedIn runs Mini Sudoku on the same week)"},
  };
  return c;
}

// Every calibration ever made active, so that a reference handed out earlier never dangles.
std::vector<std::unique_ptr<const Calibration>>& kept() {
  static std::vector<std::unique_ptr<const Calibration>> all;
  return all;
}

std::atomic<const Calibration*>& active_slot() {
  static std::atomic<const Calibration*> slot{&shipped_calibration()};
  return slot;
}

Expected<double> number_at(const nlohmann::json& obj, const char* key, std::string_view where) {
  if (!obj.contains(key) || !obj[key].is_number())
    return make_error(std::string(where) + ": \"" + key + "\" must be a number");
  const double v = obj[key].get<double>();
  if (!std::isfinite(v)) return make_error(std::string(where) + ": \"" + key + "\" is not finite");
  return v;
}

}  // namespace

const GameCalibration* Calibration::find(std::string_view game) const {
  for (const GameCalibration& g : games)
    if (g.game == game) return &g;
  return nullptr;
}

const Calibration& shipped_calibration() {
  static const Calibration shipped = make_shipped();
  return shipped;
}

const Calibration& active_calibration() {
  // Read on every score, by every grading thread: one atomic load, no lock.
  return *active_slot().load(std::memory_order_acquire);
}

void use_calibration(Calibration calibration) {
  static std::mutex m;
  std::lock_guard lock(m);
  kept().push_back(std::make_unique<const Calibration>(std::move(calibration)));
  active_slot().store(kept().back().get(), std::memory_order_release);
}

Expected<Calibration> calibration_from_json(const nlohmann::json& j) {
  if (!j.is_object()) return make_error("a calibration is a JSON object");
  if (!j.contains("format") || !j["format"].is_number_integer() ||
      j["format"].get<long long>() != kCalibrationFormat)
    return make_error("not a dailygrid calibration of format " +
                      std::to_string(kCalibrationFormat) + " (\"format\")");
  Calibration c;
  if (!j.contains("name") || !j["name"].is_string() || j["name"].get<std::string>().empty())
    return make_error("\"name\" must be a non-empty string");
  c.name = j["name"].get<std::string>();
  const auto& bands = j.contains("band_minutes") ? j["band_minutes"] : nlohmann::json();
  if (!bands.is_array() || bands.size() != c.band_minutes.size())
    return make_error("\"band_minutes\" must list " + std::to_string(c.band_minutes.size()) +
                      " numbers of minutes, increasing");
  for (std::size_t i = 0; i < c.band_minutes.size(); ++i) {
    if (!bands[i].is_number() || !std::isfinite(bands[i].get<double>()) ||
        bands[i].get<double>() <= 0 || (i > 0 && bands[i].get<double>() <= c.band_minutes[i - 1]))
      return make_error("\"band_minutes\" must list " + std::to_string(c.band_minutes.size()) +
                        " numbers of minutes above 0, increasing");
    c.band_minutes[i] = bands[i].get<double>();
  }
  if (!j.contains("games") || !j["games"].is_object())
    return make_error("\"games\" must be an object of games");
  for (const auto& [game, g] : j["games"].items()) {
    const std::string where = "games." + game;
    if (!g.is_object()) return make_error(where + " must be an object");
    GameCalibration out;
    out.game = game;
    auto a = number_at(g, "log_seconds", where);
    if (!a) return make_error(a.error());
    auto b = number_at(g, "log_seconds_per_score", where);
    if (!b) return make_error(b.error());
    if (*b <= 0) return make_error(where + ": \"log_seconds_per_score\" must be above 0");
    out.log_seconds = *a;
    out.log_seconds_per_score = *b;
    for (auto [key, slot] : {std::pair{"gamma", &out.gamma}, std::pair{"weight", &out.weight},
                             std::pair{"kappa", &out.kappa}}) {
      if (!g.contains(key)) continue;
      auto v = number_at(g, key, where);
      if (!v) return make_error(v.error());
      if (*v < 0) return make_error(where + ": \"" + key + "\" must not be negative");
      *slot = *v;
    }
    if (g.contains("origin") && g["origin"].is_string()) out.origin = g["origin"];
    c.games.push_back(std::move(out));
  }
  return c;
}

nlohmann::json calibration_to_json(const Calibration& c) {
  nlohmann::json games = nlohmann::json::object();
  for (const GameCalibration& g : c.games) {
    nlohmann::json e{{"log_seconds", g.log_seconds},
                     {"log_seconds_per_score", g.log_seconds_per_score}};
    if (g.gamma) e["gamma"] = *g.gamma;
    if (g.weight) e["weight"] = *g.weight;
    if (g.kappa) e["kappa"] = *g.kappa;
    if (!g.origin.empty()) e["origin"] = g.origin;
    games[g.game] = std::move(e);
  }
  return {{"format", kCalibrationFormat},
          {"name", c.name},
          {"band_minutes", c.band_minutes},
          {"games", std::move(games)}};
}

Expected<Calibration> read_calibration_file(const std::string& path) {
  auto text = read_file_text(path);
  if (!text) return make_error("calibration " + path + ": " + text.error());
  auto j = json_read::parse(*text);
  if (!j) return make_error("calibration " + path + ": " + j.error());
  auto c = calibration_from_json(*j);
  if (!c) return make_error("calibration " + path + ": " + c.error());
  return c;
}

DifficultyParams calibrated_params(const DifficultyParams& shipped, const Calibration& c) {
  DifficultyParams p = shipped;
  const GameCalibration* g = c.find(shipped.game);
  if (!g) return p;
  if (g->gamma) p.gamma = *g->gamma;
  if (g->weight) p.weight = *g->weight;
  if (g->kappa) p.kappa = *g->kappa;
  // minutes = exp(a + b * score) / 60 rises with the score, so each band's fewest minutes is one
  // score.
  for (std::size_t i = 0; i < p.band_limits.size(); ++i)
    p.band_limits[i] =
        (std::log(c.band_minutes[i] * 60.0) - g->log_seconds) / g->log_seconds_per_score;
  return p;
}

DifficultyParams calibrated_params(const DifficultyParams& shipped) {
  return calibrated_params(shipped, active_calibration());
}

double minutes_of(double score, std::string_view game, const Calibration& c) {
  const GameCalibration* g = c.find(game);
  if (!g) return 0;
  return std::exp(g->log_seconds + g->log_seconds_per_score * score) / 60.0;
}

std::string_view band_of_minutes(double minutes, const Calibration& c) {
  std::size_t band = 0;
  while (band < c.band_minutes.size() && minutes >= c.band_minutes[band]) ++band;
  return kBandNames[band];
}

}  // namespace dg
