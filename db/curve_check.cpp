// The curve check: probing the generator for each slot of the curve (see curve_check.hpp).
#include "db/curve_check.hpp"

#include <algorithm>
#include <map>
#include <numeric>

#include "generator/common/generators.hpp"
#include "generator/common/score_filter.hpp"

namespace dg::db {

namespace {

using Clock = std::chrono::steady_clock;

bool wanted(const std::vector<std::string>& games, const std::string& game) {
  return games.empty() || std::find(games.begin(), games.end(), game) != games.end();
}

// The board and the generator's other options, as a slot is named in messages: "queens 10x10
// stars 2 tier any" (the score request is said apart).
std::string board_text(const DaySpec& spec) {
  std::string out = spec.game + " " + std::to_string(spec.rows) + "x" + std::to_string(spec.cols);
  for (const auto& item : spec.options.items()) {
    bool score_key = false;
    for (std::string_view key : kScoreKeys) score_key = score_key || item.key() == key;
    if (score_key) continue;
    out += " " + item.key() + " " +
           (item.value().is_string() ? item.value().get<std::string>() : item.value().dump());
  }
  return out + " tier " + spec.tier;
}

// Probes are run smallest board first: a small board reaches its cap in a fraction of its share
// and leaves the rest to the large ones after it. Stars weigh in (a 2-star board is generated
// more slowly than a LinkedIn board of its size).
long long probe_weight(const DaySpec& spec) {
  long long stars = 1;
  if (spec.options.contains("stars") && spec.options["stars"].is_number_integer())
    stars = std::max<long long>(1, spec.options["stars"].get<long long>());
  return static_cast<long long>(spec.rows) * spec.cols * stars;
}

}  // namespace

std::string CurveSlotCheck::where() const {
  std::string days;
  for (int d : weekdays) days += (days.empty() ? "" : ", ") + std::string(kWeekdays[d]);
  const auto score = score_filter_param(spec.options);  // checked when the curve was read
  return days + ": " + board_text(spec) + (score && score->active() ? ", " + describe(*score) : "");
}

std::string CurveSlotCheck::message() const {
  if (verdict.kind == ProbeVerdict::Kind::refused)
    return "curve: " + where() + ": not reachable: " + verdict.seen + "; " + verdict.advice;
  return "curve: " + where() + ": not checked: " + verdict.seen + ", too few to judge";
}

std::array<bool, 7> weekdays_between(long from, int days) {
  std::array<bool, 7> out{};
  for (long day = from; day < from + std::min(days, 7); ++day)
    out[static_cast<std::size_t>(weekday_of(day))] = true;
  return out;
}

CurveCheck check_curve(const Curve& curve, const CurveCheckOptions& o) {
  const auto start = Clock::now();
  CurveCheck out;
  // Distinct slots (the spec's full JSON, score request included) and distinct boards (the
  // probe's params: a board asked with two bands is probed once).
  std::vector<CurveSlotCheck> slots;
  std::map<std::string, std::size_t> slot_of;
  std::vector<ProbeRequest> requests;
  std::vector<long long> weights;
  std::map<std::string, std::size_t> request_of;
  std::vector<std::size_t> slot_request;
  for (int d = 0; d < 7; ++d) {
    if (!o.weekdays[static_cast<std::size_t>(d)]) continue;
    for (const DaySpec& spec : curve.by_weekday[static_cast<std::size_t>(d)]) {
      if (!wanted(o.games, spec.game)) continue;
      const auto score = score_filter_param(spec.options);
      const GeneratorEntry* gen = find_generator(spec.game);
      if (!score || !gen) continue;
      const std::string key = spec.game + " " + spec.to_json().dump();
      if (auto it = slot_of.find(key); it != slot_of.end()) {
        slots[it->second].weekdays.push_back(d);
        continue;
      }
      const nlohmann::json params = spec.generator_params();
      const std::string board = spec.game + " " + probe_params(params).dump();
      auto [it, added] = request_of.emplace(board, requests.size());
      if (added) {
        requests.push_back({gen, params, score->active()});
        weights.push_back(probe_weight(spec));
      }
      // A board asked a score by any of its slots is graded for all of them.
      requests[it->second].scores = requests[it->second].scores || score->active();
      slot_of.emplace(key, slots.size());
      slots.push_back({spec, {d}, {}});
      slot_request.push_back(it->second);
    }
  }
  out.slots = slots.size();
  out.probes = requests.size();
  // Smallest boards first (stable: ties keep the curve's order).
  std::vector<std::size_t> order(requests.size());
  std::iota(order.begin(), order.end(), std::size_t{0});
  std::stable_sort(order.begin(), order.end(),
                   [&](std::size_t a, std::size_t b) { return weights[a] < weights[b]; });
  std::vector<ProbeRequest> ordered;
  for (std::size_t i : order) ordered.push_back(requests[i]);
  const std::vector<ProbeResult> probed =
      probe_all(ordered, o.seed, o.budget, o.limits, o.progress);
  std::vector<const ProbeResult*> result_of(requests.size());
  for (std::size_t k = 0; k < order.size(); ++k) result_of[order[k]] = &probed[k];
  for (std::size_t s = 0; s < slots.size(); ++s) {
    const auto score = score_filter_param(slots[s].spec.options);
    slots[s].verdict = judge_slot(*score, *result_of[slot_request[s]], o.rule);
    if (slots[s].verdict.kind == ProbeVerdict::Kind::refused) out.refused.push_back(slots[s]);
    if (slots[s].verdict.kind == ProbeVerdict::Kind::not_judged) out.not_judged.push_back(slots[s]);
  }
  out.seconds = std::chrono::duration<double>(Clock::now() - start).count();
  return out;
}

std::vector<CurveSlotCheck> uncovered(Store& store, const Curve& curve,
                                      const std::vector<CurveSlotCheck>& refused, long from,
                                      int days, const DailyOptions& options) {
  std::vector<CurveSlotCheck> out;
  for (const CurveSlotCheck& slot : refused) {
    const std::string asked = slot.spec.to_json().dump();
    std::size_t open = 0;
    for (long day = from; day < from + days; ++day) {
      if (!wanted(options.games, slot.spec.game)) continue;
      for (const DaySpec& spec : curve.by_weekday[static_cast<std::size_t>(weekday_of(day))])
        if (spec.game == slot.spec.game && spec.to_json().dump() == asked &&
            !entry_scheduled(store, curve, day, spec))
          ++open;
    }
    if (open > count_fitting(store, slot.spec, options, open)) out.push_back(slot);
  }
  return out;
}

}  // namespace dg::db
