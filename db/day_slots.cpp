// A day's slots of one game (see day_slots.hpp).
#include "db/day_slots.hpp"

#include <algorithm>

#include "generator/common/generators.hpp"
#include "solver/common/game.hpp"

namespace dg::db {

namespace {

// Whether the stored puzzle `id` is one `spec` asks for, its tier and score aside: the board and
// the generator's other options (a Star Battle fits its 2★ entry, never the LinkedIn one).
bool puzzle_fits(Store& store, const DaySpec& spec, std::int64_t id) {
  auto st = store.connection().prepare(
      "SELECT rows, cols, puzzle, (SELECT params FROM generator_params WHERE id = params_id) "
      "FROM puzzles WHERE id = ?1");
  st.bind(1, id);
  if (!st.step()) return false;
  if (st.column_int(0) != spec.rows || st.column_int(1) != spec.cols) return false;
  const GeneratorEntry* gen = find_generator(spec.game);
  if (!gen) return true;
  const auto puzzle = nlohmann::json::parse(st.column_text(2), nullptr, false);
  const auto made_with = st.column_is_null(3)
                             ? nlohmann::json()
                             : nlohmann::json::parse(st.column_text(3), nullptr, false);
  return gen->fits(spec.generator_params(), puzzle, made_with);
}

// The keys of a game's variant examples besides the board and tier, and the series they make.
struct VariantKeys {
  std::set<std::string> keys, series;
};

VariantKeys variant_keys(const std::string& game) {
  VariantKeys out;
  const GameInfo* info = find_game(game);
  for (const VariantExample& v : variant_examples(game)) {
    if (v.params.empty()) continue;  // not generated
    const auto params = nlohmann::json::parse(v.params, nullptr, false);
    if (!params.is_object()) continue;
    for (const auto& item : params.items())
      if (item.key() != "size" && item.key() != "rows" && item.key() != "cols" &&
          item.key() != "tier")
        out.keys.insert(item.key());
    out.series.insert(info ? info->variant_series(v.variant) : game);
  }
  return out;
}

}  // namespace

std::vector<SlotRow> slots_on(Store& store, const std::string& date, const std::string& game) {
  auto st = store.connection().prepare(
      "SELECT d.slot, d.puzzle_id, coalesce(d.spec, ''), coalesce(d.series, d.game), "
      "coalesce(p.variant, ''), coalesce(d.number, 0) FROM daily d "
      "JOIN puzzles p ON p.id = d.puzzle_id WHERE d.date = ?1 AND d.game = ?2 ORDER BY d.slot");
  st.bind(1, date).bind(2, game);
  std::vector<SlotRow> out;
  while (st.step())
    out.push_back({static_cast<int>(st.column_int(0)), st.column_int(1), st.column_text(2),
                   st.column_text(3), st.column_text(4), st.column_int(5)});
  return out;
}

std::vector<int> claim_slots(Store& store, const std::vector<const DaySpec*>& entries,
                             const std::vector<SlotRow>& rows) {
  std::vector<int> claimed(entries.size(), -1);
  std::vector<bool> taken(rows.size(), false);
  const auto claim = [&](auto&& matches) {
    for (std::size_t e = 0; e < entries.size(); ++e)
      for (std::size_t r = 0; r < rows.size() && claimed[e] < 0; ++r)
        if (!taken[r] && matches(*entries[e], rows[r])) {
          claimed[e] = static_cast<int>(r);
          taken[r] = true;
        }
  };
  // The entry the slot was filled for, then the entry its puzzle fits, then slot order (a day
  // filled from an older curve keeps its slot for the game's first entry, as before E5).
  claim([](const DaySpec& e, const SlotRow& r) {
    if (r.spec.empty()) return false;
    const auto spec = nlohmann::json::parse(r.spec, nullptr, false);
    return !spec.is_discarded() && nlohmann::json(e.to_json()) == spec;
  });
  claim([&](const DaySpec& e, const SlotRow& r) { return puzzle_fits(store, e, r.puzzle); });
  claim([](const DaySpec&, const SlotRow&) { return true; });
  return claimed;
}

int free_slot(const std::vector<SlotRow>& rows) {
  int slot = 0;
  while (std::any_of(rows.begin(), rows.end(), [&](const SlotRow& r) { return r.slot == slot; }))
    ++slot;
  return slot;
}

std::set<std::string> held_series(const std::vector<SlotRow>& rows, int except) {
  std::set<std::string> out;
  for (std::size_t r = 0; r < rows.size(); ++r)
    if (static_cast<int>(r) != except) out.insert(rows[r].series);
  return out;
}

std::vector<const DaySpec*> entries_of(const Curve& curve, long day, const std::string& game) {
  std::vector<const DaySpec*> out;
  for (const DaySpec& spec : curve.by_weekday[static_cast<std::size_t>(weekday_of(day))])
    if (spec.game == game) out.push_back(&spec);
  return out;
}

Expected<void> may_share_day(const DaySpec& a, const DaySpec& b) {
  const VariantKeys known = variant_keys(a.game);
  if (known.series.size() < 2)
    return make_error("(a day holds one slot per series, and " + a.game + " has one)");
  std::string keys;
  for (const std::string& key : known.keys) {
    const auto value = [&](const DaySpec& s) {
      return s.options.contains(key) ? s.options[key] : nlohmann::json();
    };
    if (value(a) != value(b)) return {};
    keys += (keys.empty() ? "" : ", ") + key;
  }
  return make_error("of one variant (a day holds one slot per series: give one of them another " +
                    (keys.empty() ? std::string("variant") : keys) + ")");
}

}  // namespace dg::db
