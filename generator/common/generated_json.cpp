// Generated-puzzle JSON fields (see generated_json.hpp).
#include "generator/common/generated_json.hpp"

#include <charconv>
#include <cstdio>
#include <string>

#include "grader/common/scorers.hpp"
#include "solver/common/document.hpp"

namespace dg {

std::string generated_id(std::string_view game, int rows, int cols, std::uint64_t seed) {
  char size[40];
  std::snprintf(size, sizeof size, "-%dx%d-%016llx", rows, cols,
                static_cast<unsigned long long>(seed));
  return std::string(game) + size;
}

nlohmann::json seed_to_json(std::uint64_t seed) {
  return std::to_string(seed);
}

std::optional<std::uint64_t> seed_from_json(const nlohmann::json& seed) {
  if (seed.is_number_unsigned()) return seed.get<std::uint64_t>();
  if (seed.is_number_integer() && seed.get<std::int64_t>() >= 0)
    return static_cast<std::uint64_t>(seed.get<std::int64_t>());
  if (!seed.is_string()) return std::nullopt;
  const std::string& text = seed.get_ref<const std::string&>();
  std::uint64_t value = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (text.empty() || ec != std::errc() || end != text.data() + text.size()) return std::nullopt;
  return value;
}

nlohmann::json generated_grade_json(const Grade& grade, const StoreGrade& store) {
  nlohmann::json g = grade_to_json(grade);
  const auto& d = store.difficulty;
  // The output's score is what with_score would add; the store's adds the time and the rest of
  // the grade's row.
  if (d) {
    g["difficulty"] = d->score;
    g["band"] = d->band;
    g["minutes"] = d->minutes;
  }
  if (store.micros < 0) return g;
  g["micros"] = store.micros;
  if (d) {
    g["technique"] = d->technique;
    g["technique_level"] = d->technique_level;
    g["bottleneck_steps"] = d->bottleneck_steps;
    g["mean_available"] = d->mean_available;
  }
  return g;
}

nlohmann::json with_generated_fields(nlohmann::json puzzle, std::string_view game, int rows,
                                     int cols, nlohmann::json solution, const Grade& grade,
                                     std::uint64_t seed, const StoreGrade& store) {
  // Every generated puzzle carries an id: files, the store and daily sets refer to it.
  puzzle["id"] = generated_id(game, rows, cols, seed);
  puzzle["solution"] = std::move(solution);
  puzzle["grade"] = generated_grade_json(grade, store);
  puzzle["seed"] = seed_to_json(seed);
  return puzzle;
}

bool has_score_or_no_grade(const nlohmann::json& generated) {
  const auto grade = generated.find("grade");
  return grade == generated.end() || !grade->is_object() || grade->contains("difficulty");
}

nlohmann::json with_score(nlohmann::json generated) {
  if (has_score_or_no_grade(generated)) return generated;
  const ScorerInfo* scorer = generated.contains("game") && generated["game"].is_string()
                                 ? find_scorer(generated["game"].get<std::string>())
                                 : nullptr;
  if (!scorer) return generated;
  auto entries = read_document(generated.dump());
  if (!entries || entries->size() != 1 || !(*entries)[0].puzzle) return generated;
  const auto scored = scorer->grade_and_score(*(*entries)[0].puzzle, nullptr);
  if (scored.difficulty) {
    generated["grade"]["difficulty"] = scored.difficulty->score;
    generated["grade"]["band"] = scored.difficulty->band;
    generated["grade"]["minutes"] = scored.difficulty->minutes;
  }
  return generated;
}

}  // namespace dg
