// The Queens generator's family part (see family_generator.hpp).
#include "generator/queens/family_generator.hpp"

#include "generator/queens/family_board.hpp"
#include "grader/common/graders.hpp"
#include "grader/queens/difficulty.hpp"
#include "grader/queens/grader.hpp"
#include "solver/common/game.hpp"

namespace dg::queens {

namespace {

// A board of the variant p asks for, for asking the grader whether it grades that variant: its
// rows as regions, one hole (when p allows holes) in a corner.
Puzzle sample_board(const Params& p) {
  Puzzle s;
  s.n = s.cols = p.n;
  s.stars = p.stars;
  s.torus = p.torus;
  for (int r = 0; r < p.n; ++r)
    for (int c = 0; c < p.n; ++c) s.region.push_back(r);
  if (p.holes.max > 0) s.region[0] = kHole;
  return s;
}

std::string stars_text(int stars) {
  return std::to_string(stars) + " star" + (stars == 1 ? "" : "s");
}

std::string sizes_text(bool torus) {
  std::string out;
  for (const StarSizes& s : kStarSizes) {
    const int low = torus ? s.min_torus_n : s.min_n;
    out += (out.empty() ? "" : ", ") + stars_text(s.stars) + ": " + std::to_string(low) +
           (s.max_n == low ? "" : ".." + std::to_string(s.max_n));
  }
  return out;
}

// Fixed regions along rows (family_board.hpp) for a requested tier: a region that is one row's
// share makes the easier tiers' first steps, two regions in two rows Hall's (pigeonhole).
// CPU seconds (seed 1 unless said; lines, bands):
// - 3-star 14x14, 5 puzzles: tier shapes 9.80 s unsteered, 1.25 s (2, 0), 0.44 s (4, 0);
//   pigeonhole 12.71 s unsteered, 7.33 s (0, 2), 2.46 s (2, 2), 1.23 s (3, 3). Basic stays out of
//   reach (none in 2000 attempts with up to 7 lines; issue 27 note).
// - 2-star 10x10 basic, 6 puzzles (seed 2): none unsteered nor with (2, 1); 4 of 6 with (3, 0),
//   5.62 s; 6 with (4, 0) 2.93 s... (5, 0) 1.49 s. Its other tiers come in milliseconds unsteered.
// Tier any, contradiction and search get no fixed row regions: their boards keep the unsteered
// look (a steered board has up to 9 of its 14 regions as strips or 2-row blocks), and the hard
// tiers come faster without.
// The search tier keeps every board to the end of its repair (FamilyShape::patient): its boards
// are those the rules leave most open, which the early stop gives up (3-star search, 3 puzzles at
// seed 1: none in 2000 attempts with the early stop, 3 in 2.6 s without).
// Pigeonhole's 3 lines and 3 bands fix 9 of the 14 rows: with still regions too, cells shut in
// between fixed regions leave most boards unfinished (none in 2000 attempts), so it has none.
struct Steer {
  int stars, tier, lines, bands;
  int still = -1;  // still regions; -1: kStill's for the stars count
  bool patient = false;
};
constexpr Steer kSteers[] = {{2, static_cast<int>(Tier::basic), 5, 0},
                             {3, static_cast<int>(Tier::basic), 4, 0},
                             {3, static_cast<int>(Tier::shapes), 4, 0},
                             {3, static_cast<int>(Tier::pigeonhole), 3, 3, 0},
                             {3, kSearchTierIndex, 0, 0, 0, true}};

// Still regions (FamilyShape::still_regions) per stars count, on plain boards (no holes, no
// torus), for every tier whose Steer does not say otherwise. On 3-star 14x14 boards the number
// of small regions decides how open the shapes rules leave a board, hence how often the repair
// gives it up: board maker per unique board (seed 1) 12.0 ms with none, 9.3 with 2, 8.5 with 3,
// 8.4 with 4, 7.3 with 5; tier any's mix (120 puzzles, contradiction/pigeonhole/shapes) 71/13/35
// with none, 72/11/37 with 3, 59/11/50 with 4. 3-star any, 20 at seed 1: 0.51 -> 0.29 s.
struct Still {
  int stars, regions;
};
constexpr Still kStill[] = {{3, 3}};

void steer(const Params& p, FamilyShape& shape) {
  const bool plain = p.holes.max == 0 && !p.torus;  // measured on plain boards only
  for (const Still& s : kStill)
    if (plain && s.stars == p.stars) shape.still_regions = s.regions;
  for (const Steer& s : kSteers)
    if (s.stars == p.stars && s.tier == p.tier) {
      shape.patient = s.patient;
      if (!plain) continue;
      if (s.still >= 0) shape.still_regions = s.still;
      shape.line_regions = s.lines;
      shape.band_regions = s.bands;
    }
}

}  // namespace

int max_holes(int n) {
  return n * n / 3;
}

std::string grading_refused(const Puzzle& p) {
  auto any = find_game("queens")->from_json(to_json(p));
  if (!any) return "queens: " + any.error();  // cannot happen: p passed make_puzzle
  return unsupported_reason(grader_info(), **any);
}

Expected<void> validate_family(const Params& p) {
  const StarSizes* sizes = nullptr;
  for (const StarSizes& s : kStarSizes)
    if (s.stars == p.stars) sizes = &s;
  if (!sizes)
    return make_error("queens: --stars must be 1, 2 or 3, got " + std::to_string(p.stars));
  if (p.n < (p.torus ? sizes->min_torus_n : sizes->min_n) || p.n > sizes->max_n)
    return make_error("queens: " + stars_text(p.stars) + (p.torus ? " on a torus" : "") +
                      " at size " + std::to_string(p.n) + " is not made (sizes " +
                      sizes_text(p.torus) + ")");
  if (p.holes.min > p.holes.max || p.holes.max > max_holes(p.n))
    return make_error("queens: --holes must be MIN..MAX with MAX at most " +
                      std::to_string(max_holes(p.n)) + " (a third of the " + std::to_string(p.n) +
                      "x" + std::to_string(p.n) + " board), got " + to_string(p.holes));
  if (p.tier == kAnyTier && !p.score.active()) return {};
  auto sample = make_puzzle(sample_board(p));
  if (!sample) return make_error("queens: " + sample.error());
  std::string why = grading_refused(*sample);
  if (why.empty()) return {};
  if (why.rfind("queens: ", 0) == 0) why.erase(0, 8);
  const std::string asked =
      p.tier != kAnyTier ? "tier " + generate_tier_label(p.tier) : "by difficulty score";
  return make_error("queens: cannot generate " + asked + ": " + why +
                    "; only tier any, without a difficulty score or band, can be generated for it");
}

bool try_family(const Params& p, Rng& rng, GeneratedPuzzle& out) {
  FamilyShape shape;
  shape.n = p.n;
  shape.stars = p.stars;
  shape.torus = p.torus;
  shape.holes_min = p.holes.min;
  shape.holes_max = p.holes.max;
  steer(p, shape);
  Puzzle board;
  Solution planted;
  if (!make_family_board(shape, rng, board, planted)) return false;
  return keep_if_requested(p, std::move(board), std::move(planted), out);
}

bool keep_if_requested(const Params& p, Puzzle board, Solution solution, GeneratedPuzzle& out) {
  out.graded = grading_refused(board).empty();
  if (out.graded) {
    // As for LinkedIn boards (generator.cpp): one run of the rules for the grade and, when a
    // score is asked for, the score.
    std::int64_t micros = 0;
    ScoredGrade scored = timed_grade(
        [&] {
          return p.score.scores()
                     ? grade_and_score(board, nullptr,
                                       p.score.for_store ? Timing::timed : Timing::untimed)
                     : ScoredGrade{grade(board), {}, {}};
        },
        micros);
    if (scored.grade.status == Status::contradiction) return false;
    if (p.tier != kAnyTier && generate_tier_of(scored.grade) != p.tier) return false;
    if (p.score.active() && (!scored.difficulty || !p.score.accepts(*scored.difficulty)))
      return false;
    out.grade = std::move(scored.grade);
    if (p.score.keeps_score())
      out.store_grade = {std::move(scored.difficulty), p.score.for_store ? micros : -1};
  } else if (p.tier != kAnyTier || p.score.active()) {
    return false;  // validate_family refuses such requests; a board may still differ from its
                   // sample
  }
  out.puzzle = std::move(board);
  out.solution = std::move(solution);
  return true;
}

}  // namespace dg::queens
