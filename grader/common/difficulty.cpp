// The difficulty formula (difficulty.hpp); the data lives with each game (<game>/difficulty.cpp).
#include "grader/common/difficulty.hpp"

#include <algorithm>
#include <cmath>

#include "grader/common/calibration.hpp"

namespace dg {

std::string_view band_of(double score, const DifficultyParams& params) {
  std::size_t band = 0;
  while (band < params.band_limits.size() && score >= params.band_limits[band]) ++band;
  return kBandNames[band];
}

std::string_view technique_level_of(double technique, const DifficultyParams& params) {
  std::size_t level = 0;
  while (level < params.technique_limits.size() && technique >= params.technique_limits[level])
    ++level;
  return kTechniqueNames[level];
}

Difficulty score_steps(std::span<const StepRecord> steps, std::span<const RuleCost> costs,
                       const DifficultyParams& shipped) {
  return score_steps(steps, costs, shipped, active_calibration());
}

Difficulty score_steps(std::span<const StepRecord> steps, std::span<const RuleCost> costs,
                       const DifficultyParams& shipped, const Calibration& calibration) {
  const DifficultyParams params = calibrated_params(shipped, calibration);
  Difficulty out;
  double hardest = 0;
  int hardest_steps = 0;            // counted steps at the hardest max cost
  bool hardest_bottleneck = false;  // one of them was a single way forward
  double available_total = 0;
  const StepRecord* previous = nullptr;
  int batch_available = 0;
  for (std::size_t i = 0; i < steps.size(); ++i) {
    const StepRecord& s = steps[i];
    const RuleCost& cost = costs[static_cast<std::size_t>(s.rule)];
    if (!cost.counted) continue;
    // The engine makes one deduction per call, so a batch of parallel deductions of one rule shows
    // as a run whose availability counts down (4, 3, 2, 1); its later steps are no bottleneck.
    const bool same_batch = previous && previous->rule == s.rule && s.available >= 1 &&
                            s.available <= previous->available - 1;
    if (!same_batch) batch_available = s.available;
    previous = &s;
    int seen = batch_available;
    if (params.availability_from_units) {
      // The next step starts from this one's grid; after the last, nothing is left undecided.
      const int after = i + 1 < steps.size() ? steps[i + 1].undecided : 0;
      seen = std::max(seen, s.undecided - after);
    }
    const double scarcity =
        static_cast<double>(s.undecided) / static_cast<double>(std::max(seen, 1));
    out.sum_term += cost.step * std::pow(scarcity, params.gamma);
    if (cost.max > hardest) {
      hardest = cost.max;
      hardest_steps = 0;
      hardest_bottleneck = false;
    }
    if (cost.max == hardest) {
      ++hardest_steps;
      hardest_bottleneck = hardest_bottleneck || seen <= 1;
    }
    available_total += seen;
    if (seen <= 1) ++out.bottleneck_steps;
    ++out.counted_steps;
  }
  const int first_undecided = steps.empty() ? 1 : std::max(steps.front().undecided, 1);
  out.max_term = params.weight * hardest;
  out.size_term = params.kappa * std::log(static_cast<double>(first_undecided));
  if (out.counted_steps > 0) out.mean_available = available_total / out.counted_steps;
  // The small constant keeps a puzzle solved by its givens alone finite.
  out.score = std::log(out.sum_term + out.max_term + 1e-9) + out.size_term;
  out.minutes = minutes_of(out.score, params.game, calibration);
  out.band = std::string(calibration.find(params.game) ? band_of_minutes(out.minutes, calibration)
                                                       : band_of(out.score, params));
  // A puzzle its givens solve has no hardest rule: it sits below every rule's level.
  constexpr double kNoRule = 1.0 / 128;
  out.technique = std::log2(std::max(hardest, kNoRule)) + (hardest_bottleneck ? 0.5 : 0.0) +
                  0.125 * std::min(hardest_steps > 0 ? hardest_steps - 1 : 0, 2);
  out.technique_level = std::string(technique_level_of(out.technique, params));
  out.beyond_linkedin = hardest > params.linkedin_max_cost;
  return out;
}

nlohmann::json difficulty_to_json(const Difficulty& d) {
  return {{"difficulty", d.score},
          {"minutes", d.minutes},
          {"band", d.band},
          {"technique", d.technique},
          {"technique_level", d.technique_level},
          {"beyond_linkedin", d.beyond_linkedin},
          {"bottleneck_steps", d.bottleneck_steps},
          {"mean_available", d.mean_available},
          {"difficulty_terms", {{"sum", d.sum_term}, {"max", d.max_term}, {"size", d.size_term}}}};
}

}  // namespace dg
