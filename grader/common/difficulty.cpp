// The difficulty formula (difficulty.hpp); the data lives with each game (<game>/difficulty.cpp).
#include "grader/common/difficulty.hpp"

#include <algorithm>
#include <cmath>

namespace dg {

std::string_view band_of(double score, const DifficultyParams& params) {
  std::size_t band = 0;
  while (band < params.band_limits.size() && score >= params.band_limits[band]) ++band;
  return kBandNames[band];
}

Difficulty score_steps(std::span<const StepRecord> steps, std::span<const RuleCost> costs,
                       const DifficultyParams& params) {
  Difficulty out;
  double hardest = 0;
  double available_total = 0;
  const StepRecord* previous = nullptr;
  int batch_available = 0;
  for (const StepRecord& s : steps) {
    const RuleCost& cost = costs[static_cast<std::size_t>(s.rule)];
    if (!cost.counted) continue;
    // The engine makes one deduction per call, so a batch of parallel deductions of one rule shows
    // as a run whose availability counts down (4, 3, 2, 1); its later steps are no bottleneck.
    const bool same_batch = previous && previous->rule == s.rule && s.available >= 1 &&
                            s.available <= previous->available - 1;
    if (!same_batch) batch_available = s.available;
    previous = &s;
    const double scarcity =
        static_cast<double>(s.undecided) / static_cast<double>(std::max(batch_available, 1));
    out.sum_term += cost.step * std::pow(scarcity, params.gamma);
    hardest = std::max(hardest, cost.max);
    available_total += batch_available;
    if (batch_available <= 1) ++out.bottleneck_steps;
    ++out.counted_steps;
  }
  const int first_undecided = steps.empty() ? 1 : std::max(steps.front().undecided, 1);
  out.max_term = params.weight * hardest;
  out.size_term = params.kappa * std::log(static_cast<double>(first_undecided));
  if (out.counted_steps > 0) out.mean_available = available_total / out.counted_steps;
  // The small constant keeps a puzzle solved by its givens alone finite.
  out.score = std::log(out.sum_term + out.max_term + 1e-9) + out.size_term;
  out.band = std::string(band_of(out.score, params));
  return out;
}

nlohmann::json difficulty_to_json(const Difficulty& d) {
  return {{"difficulty", d.score},
          {"band", d.band},
          {"bottleneck_steps", d.bottleneck_steps},
          {"mean_available", d.mean_available},
          {"difficulty_terms", {{"sum", d.sum_term}, {"max", d.max_term}, {"size", d.size_term}}}};
}

}  // namespace dg
