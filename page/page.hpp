// A playable page: puzzles as one self-contained HTML file (inline CSS, JavaScript and data; no
// network, no server) that plays like the LinkedIn games, on a phone or a desktop, light or dark,
// and gives hints from the grader: the page carries each puzzle's deduction trace with what every
// step concludes, and shows the first step the player's position does not already know (see
// page/assets/hints.js for why that is right from any position reachable by correct moves).
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "solver/common/count.hpp"
#include "solver/common/expected.hpp"
#include "solver/common/game.hpp"

namespace dg::page {

struct GradedSteps;  // page/graded_steps.hpp: a grade with each step's words and facts

// One puzzle to play: the puzzle (not owned; must outlive the call), its solution when known
// (interchange "solution" JSON; null = found by the exact counter) and its caption ("queens #12 ·
// 7x7 · basic", render::caption).
struct Item {
  const AnyPuzzle* puzzle = nullptr;
  nlohmann::json solution;
  std::string caption;
  // The page's grading of the puzzle when the caller made it already (grade_steps below: render
  // names the tier in the caption first), so the puzzle is graded once; null: graded here.
  std::shared_ptr<const GradedSteps> graded = nullptr;
  // What the share text names once the puzzle is solved ("Queens #12 · 2026-12-02", the time and
  // hints, then `url`); an empty `game` keeps the caption there instead.
  struct Share {
    std::string game;  // the players' name: "Queens", "Star Battle 2★"
    int number = 0;
    std::string date, url;
  };
  Share share{};
};

// A titled group of puzzles: a day's set ("2026-12-07"); an empty title draws no heading.
struct Section {
  std::string title;
  std::vector<Item> items;
};

// How the page starts; the player can change it on the page.
// The same search budget as `render --solution`'s default: a puzzle fit to publish is settled
// far within it.
inline constexpr std::uint64_t kSolveNodes = 200'000'000;

struct Options {
  bool letters = false;  // Queens regions marked with their letters (a, b, ...) from the start
  // Each puzzle's search budget, made when its turn comes (so a deadline counts from then): its
  // uniqueness count stops at it, and its grading at the deadline. Unset: 200 M nodes, no time
  // limit. A puzzle not settled within it is an error ("could not settle it within the budget").
  std::function<Budget()> budget = nullptr;
  // Branding, shown as text (escaped): the column's name over the title and a line in the footer;
  // "" shows nothing.
  std::string brand{}, footer{};
  // Links in the header, relative (a site's day page: the index, the previous and next days), and
  // a script file loaded before the page's own (a site's days.js, which keeps those links right as
  // the site grows without the page being written again); "" none.
  struct Link {
    std::string text, href, rel;
  };
  std::vector<Link> links{};
  std::string script_src{};
};

// The page for `sections` under the page title `title`. Each puzzle is graded with every tier and
// its trace embedded. Error (one line, naming the puzzle's caption) when there is no puzzle, a
// puzzle has no solution or several, or its game or variant cannot be played yet (a Queens
// variant the grader refuses).
Expected<std::string> build_page(const std::vector<Section>& sections, const std::string& title,
                                 const Options& options = {});

// The grading build_page embeds for `puzzle` (every tier, each step's facts), for a caller that
// needs its tier before the page is built (Item::graded); nullptr when the page gives no hints
// for the puzzle's game or its grader refuses the puzzle (build_page then says why).
std::shared_ptr<const GradedSteps> grade_steps(const AnyPuzzle& puzzle);

// The data block of a page build_page made, unsealed (the page seals it so that view-source shows
// no solution at a glance); error when `html` has none or it does not read.
Expected<nlohmann::json> page_data(const std::string& html);

// build_page written to `path` all at once (solver/common/atomic_file.hpp); the error names the
// path when the file cannot be written.
Expected<void> write_page(const std::vector<Section>& sections, const std::string& title,
                          const std::string& path, const Options& options = {});

}  // namespace dg::page
