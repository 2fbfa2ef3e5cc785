// Daily puzzle sets: a schedule (date, game, slot) -> puzzle filled from the store along a
// difficulty curve, generating what the store lacks. A day holds one slot per publication series:
// a game may have several slots on one day (LinkedIn Queens and a Star Battle 2★ side by side),
// one per curve entry of the game that weekday (db/day_slots.hpp).
//
// Publishing rules an editor relies on:
// - Only puzzles this tool generated are scheduled, unless other sources are opted in: a board
//   counts as generated only when every source it came from is allowed, so a generated board that
//   is also in an imported archive stays someone else's.
// - A puzzle that was ever scheduled (schedule_log) is never scheduled again, not after a re-roll
//   and not after its day was unscheduled; unless the unscheduling gave it back (--keep-puzzles,
//   logged "released"), which only an unpublished day's puzzles can be.
// - Each series' slots carry a publication number, #1, #2, ... in date order (a series is a game's
//   variants that read as one game: LinkedIn Queens, Star Battle 2★, ...; db/series.hpp, so a
//   Star Battle never takes a Queens number). A number is stable
//   once its day is published (date <= today); days after today are renumbered in date order
//   after the last published number whenever the schedule changes.
// - A published day (date <= today) is locked: re-rolls and clearing refuse it unless forced
//   with a reason, which schedule_log keeps beside the change.
// - Days already scheduled stay as they are, so filling is idempotent.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "db/store.hpp"
#include "generator/common/generators.hpp"
#include "solver/common/expected.hpp"

namespace dg::db {

// What one game should be on one weekday: the game, its board, its tier and every other option
// of the game's generator (Zip walls and numbers, Tango givens and signs, the difficulty "band"
// and "difficulty" range, ...).
struct DaySpec {
  std::string game;
  int rows = 0, cols = 0;
  std::string tier = "any";                           // a tier name of the game's grader, or "any"
  nlohmann::json options = nlohmann::json::object();  // the generator's other keys

  // The generator's parameters ({"size"} or {"rows","cols"}, "tier", options).
  nlohmann::json generator_params() const;
  // The curve-file entry: {"game", "size" (square) or "rows"/"cols", "tier", options...}.
  nlohmann::ordered_json to_json() const;
};

// Index 0 is Monday. JSON form: {"monday": [{"game": "queens", "size": 7, "tier": "basic"}, ...],
// ...}, weekdays in calendar order.
struct Curve {
  std::array<std::vector<DaySpec>, 7> by_weekday;
};

inline constexpr const char* kWeekdays[] = {"monday", "tuesday",  "wednesday", "thursday",
                                            "friday", "saturday", "sunday"};

// The real weekly pattern: Monday easiest, weekend hardest, each game's slots from its generator
// entry (GeneratorEntry::default_week: board, tier and score range per weekday), so that each
// weekday's median score is LinkedIn's (docs/difficulty.md, "The default curve").
Curve default_curve();
// Validates everything a slot will need when the curve is read: every weekday present and no
// other key, known games, a game's entries on one day of different variants (one slot per series:
// may_share_day, day_slots.hpp), sizes, tiers and options the game's generator accepts (checked
// by the generator itself). The error names the weekday and the key.
Expected<Curve> parse_curve(const nlohmann::json& j);
nlohmann::ordered_json curve_to_json(const Curve& c);

// "YYYY-MM-DD" -> days since 1970-01-01, or error.
Expected<long> parse_date(const std::string& text);
std::string format_date(long days);
// Monday = 0 .. Sunday = 6.
int weekday_of(long days);

// How a fill or re-roll picks puzzles.
struct DailyOptions {
  std::vector<std::string> games = default_daily_games();  // the default week's games
  // Imported sources allowed besides "generated" (see the publishing rules above).
  std::vector<std::string> sources;
  std::uint64_t seed = 0;
  int jobs = 0;
  long today = 0;                          // days since 1970-01-01: numbers up to it are published
  std::optional<std::int64_t> run;         // the runs row puzzles generated now belong to
  std::function<void(int, int)> progress;  // (slots done, slots in all), when given
  // Non-empty: re-roll or clear published days too; schedule_log keeps this reason beside each.
  std::string force_reason;
  // Unscheduling: the cleared puzzles stay available to be scheduled again (logged "released"
  // rather than "unscheduled"), so a wrong clear can be filled again with the same puzzles.
  bool keep_puzzles = false;
};

struct DailySummary {
  int kept = 0;                      // slots already scheduled
  int scheduled = 0;                 // slots filled (or re-rolled) now
  int generated = 0;                 // puzzles generated (and stored) to fill them
  int removed = 0;                   // slots unscheduled
  std::vector<std::string> cleared;  // "2026-12-06 queens #6" (its series') per slot cleared
  // Published dates (on or before today) that a re-roll or clearing would change without a
  // force_reason: when any, nothing was changed.
  std::vector<std::string> locked;
  // Published dates an unscheduling with keep_puzzles would clear (their puzzles were played and
  // are never given back): when any, nothing was changed.
  std::vector<std::string> published_kept;
  std::vector<std::string> missing;  // "2026-12-01 zip 6x6 basic: ..." for slots left empty
};

// Sources named in `sources` that no stored puzzle came from (a typo would silently schedule
// nothing from them).
std::vector<std::string> unknown_sources(Store& store, const std::vector<std::string>& sources);

// Fills `days` days from `from` along `curve`. Generation uses the game's entry of the generator
// table with seed derive_seed(seed, day * 8 + game index).
DailySummary fill_daily(Store& store, const Curve& curve, long from, int days,
                        const DailyOptions& options);

// Re-rolls `date` for each slot of options.games (every slot of a game that day): a different
// puzzle for the same slot (the spec it was filled for; `curve` for slots filled before specs
// were kept), never one scheduled before, nor one of a series another slot of the game holds that
// day. The publication number stays. A published date is refused (summary.locked)
// unless options.force_reason is given.
DailySummary replace_daily(Store& store, const Curve& curve, long date,
                           const DailyOptions& options);

// Clears every slot of options.games on `days` days from `from`; the puzzles stay retired (never
// scheduled again) unless options.keep_puzzles, and later unpublished days are renumbered.
// Nothing is cleared when a published date in the range has a slot to clear (summary.locked)
// unless options.force_reason is given, nor, with keep_puzzles, at all (summary.published_kept).
DailySummary unschedule_daily(Store& store, long from, int days, const DailyOptions& options);

// How many stored puzzles (up to `limit`) a fill could take for `spec` without generating: they
// fit it and were never scheduled, as a fill finds them. For the curve check (curve_check.hpp).
std::size_t count_fitting(Store& store, const DaySpec& spec, const DailyOptions& options,
                          std::size_t limit);
// Whether `game` has a slot on `date` (YYYY-MM-DD) that holds a puzzle.
bool is_scheduled(Store& store, const std::string& date, const std::string& game);
// Whether the entry `spec` (an element of `curve`'s weekday of `day`) has its slot on `day`.
bool entry_scheduled(Store& store, const Curve& curve, long day, const DaySpec& spec);

// One scheduled slot, as the week's table and captions show it.
struct ScheduledSlot {
  std::string date, weekday, game;
  int number = 0;
  std::int64_t puzzle_id = 0;
  int rows = 0, cols = 0;
  std::string tier;             // the current grade's tier ("" when ungraded)
  std::string band;             // the current grade's difficulty band ("" when it has no score)
  std::string variant, series;  // the puzzle's variant and the series its number counts in
  std::string label;            // the variant's label: "queens", "star battle 2★", "tango"
};
std::vector<ScheduledSlot> schedule_between(Store& store, long from, long to);

// The puzzles scheduled from `from` to `to` in date order, as export_puzzles writes them (each with
// its "date" and publication "number").
nlohmann::json daily_puzzles(Store& store, long from, long to);

// The slots from `from` to `to` that hold nothing, as "2026-12-01 zip", in date and game order.
// A date's slots are `games` when given (one each); otherwise the ones the schedule asked for:
// each game ever scheduled on that date, and each game a fill covering it wanted (its --games, on
// its curve's weekday, as many slots as the curve has entries of it), so a slot a fill left empty
// or that was cleared counts, and a game the schedule never had that day does not. A game short of
// slots is named once.
std::vector<std::string> empty_slots(Store& store, long from, long to,
                                     const std::vector<std::string>& games);

}  // namespace dg::db
