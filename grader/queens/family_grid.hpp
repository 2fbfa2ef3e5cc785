// The working state of the Queens *family* grader (every board that is not LinkedIn's: Star
// Battle's k stars per unit, per-unit counts, holes, givens, full diagonals, torus, rectangles).
// LinkedIn boards keep their own, faster Grid (grid.hpp), so their grades and traces never move.
//
// The family rules see the board as *units* (rows, columns and regions), each with a count of
// stars it needs, and cells that are live (may still hold a star), dead or stars. Holes are not
// cells: they start dead and belong to no unit. A board without regions ("full" diagonals only)
// has row and column units alone: its one region would only repeat the rows' total.
// State is a few bitsets and per-unit counters, so the contradiction tier simulates on a copy (a
// 14x14 grid copies in well under a microsecond) instead of keeping an undo log. The counters
// (stars and live cells per unit, units broken) are kept up to date by every change, because
// counting bits is what the rules ask most: on 2-star 10x10 boards bitset counts took a third of
// the grading time (this build has no popcount instruction, so each is a libgcc call per word).
// Cells are (row, col), 0-based; a cell index is row * cols + col.
#pragma once

#include <array>
#include <bitset>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "grader/common/grade.hpp"
#include "solver/queens/model.hpp"

namespace dg::queens {

inline constexpr int kMaxCells = kMaxSize * kMaxSize;
// Extra units (general system) the grader takes; a board with more is refused (grader.hpp). The
// per-unit counters are arrays the contradiction tier copies per trial, so they stay small.
inline constexpr int kMaxGradedExtraUnits = 32;
inline constexpr int kMaxUnits = 2 * kMaxSize + kMaxRegions + kMaxGradedExtraUnits;
using CellSet = std::bitset<kMaxCells>;

// Rows, columns and regions partition the board (each kind); extra units (general system) are any
// cells and may overlap each other and the rest.
enum class UnitKind { row, column, region, extra };

struct Unit {
  UnitKind kind;
  int index;  // row, column, region id or extra unit (0-based)
  int need;   // stars the unit holds at least in a solution: its count, or its range's low end
  int hi;     // stars it holds at most (== need unless its count is a range)
  CellSet cells;
};

// What never changes while grading one board.
struct FamilyLayout {
  int rows = 0, cols = 0;
  int total = 0;                 // stars in a solution
  CellSet board;                 // cells that are not holes
  std::vector<CellSet> attacks;  // per cell: the cells a star there attacks (model.hpp attacks())
  // Rows, then columns, then regions (when the board has them), then extra units. On a general
  // board without "lines" the rows and columns are units of 0..all their cells (they never bind).
  std::vector<Unit> units;
  // Unit index of column 0, region 0 and extra unit 0 (each == the next when there are none).
  int first_column = 0, first_region = 0, first_extra = 0;
  // Per cell, its units: row, column, region (-1 when the board has no regions or it is a hole).
  std::vector<std::array<int, 3>> unit_of;
  // Per cell, the extra units holding it (empty on every board of the family).
  std::vector<std::vector<int>> extra_of;
  // Per unit: the units that share a cell with it, itself included.
  std::vector<std::vector<int>> meeting;
  bool full_diagonals = false, torus = false;
  // A board of the general system (model.hpp is_general): pieces, ranges, extra units. Its total
  // is not fixed, so it is solved when no cell is left open; its trace says "piece" for "star".
  bool general = false;
  // Every two touching cells (8 neighbours, across the edges on a torus) attack each other: the
  // family's boards, and general boards of kings, LinkedIn queens or queens. The rules that read
  // touching geometry (2x2 blocks, a line's runs) need it.
  bool touching_attacks = true;
  // Per cell, the piece letter of a general board with attack patterns (K N B R Q L, 'O' offsets),
  // 0 on the family's boards (touching and diagonal attacks).
  std::vector<char> piece;
};

struct ProbeMemo;  // rules_family_contradiction.cpp
struct HallMemo;   // rules_family_hall.cpp
struct WaysMemo;   // rules_family_packing.cpp

class FamilyGrid {
 public:
  // Pre: p passed make_puzzle. Givens are placed (pending: their attacks die in the first steps).
  explicit FamilyGrid(const Puzzle& p);

  const FamilyLayout& layout() const { return *layout_; }
  int rows() const { return layout_->rows; }
  int cols() const { return layout_->cols; }
  int index(int r, int c) const { return r * layout_->cols + c; }
  Cell cell(int i) const { return Cell{i / layout_->cols, i % layout_->cols}; }
  const std::vector<Unit>& units() const { return layout_->units; }
  // How many units need more stars and have as many cells left, and how many may take no more
  // stars and still have cells left: when 0, unit_fill (unit_complete) has nothing to do, so the
  // rules skip their scan of every unit (they run after every step of every simulation).
  int units_to_fill() const { return units_to_fill_; }
  int units_to_complete() const { return units_to_complete_; }
  const CellSet& attacks(int i) const { return layout_->attacks[static_cast<std::size_t>(i)]; }

  // The engine's view.
  bool solved() const {
    return layout_->general ? live_.none() && !contradiction() : stars_count_ == layout_->total;
  }
  bool contradiction() const { return attacking_stars_ || broken_units_ > 0; }
  // The first unit or pair of stars that breaks the rules, in words; "" when none does.
  std::string broken() const;

  const CellSet& live() const { return live_; }
  const CellSet& stars() const { return stars_; }
  const CellSet& pending() const { return pending_; }
  bool is_live(int i) const { return live_[static_cast<std::size_t>(i)]; }
  int star_count() const { return stars_count_; }
  // Live cells and stars of unit u, and the stars it still needs (may be negative when broken).
  CellSet unit_live(int u) const { return live_ & unit(u).cells; }
  int unit_live_count(int u) const { return live_in_[static_cast<std::size_t>(u)]; }
  int unit_stars(int u) const { return stars_in_[static_cast<std::size_t>(u)]; }
  int unit_rem(int u) const { return unit(u).need - unit_stars(u); }
  // The stars unit u may still take (its count, or its range's high end, less its stars).
  int unit_room(int u) const { return unit(u).hi - unit_stars(u); }
  const Unit& unit(int u) const { return layout_->units[static_cast<std::size_t>(u)]; }

  // --- mutation ------------------------------------------------------------------------------
  // Kills the live cells of `cells`; returns how many died.
  int kill(const CellSet& cells);
  // Places a star on live cell i; its attacks die later (pending) unless `kill_now`.
  void place(int i, bool kill_now = false);
  // Kills the live cells the star on i attacks and clears its pending flag; returns the count.
  int kill_attacks(int i);

  // Any change since the flag was cleared (lets the costly tiers skip a fruitless rescan).
  bool dirty(int tier) const { return (dirty_ >> tier) & 1u; }
  void clear_dirty(int tier) { dirty_ &= ~(1u << tier); }

  // A number that grows whenever a cell of unit u dies or takes a star, or a unit meeting u takes
  // a star (never 0). A rule whose finding on u depends only on u's cells and the stars the units
  // of its cells still need (and can only stay empty as live cells elsewhere die) notes it with a
  // scan memo and skips u while it is unchanged.
  std::uint32_t neighbourhood_version(int u) const;
  static constexpr int kScanMemos = 2;
  std::uint32_t& scan_memo(int memo, int u) {
    return scan_memo_[static_cast<std::size_t>(memo)][static_cast<std::size_t>(u)];
  }

  // The contradiction tier's memo of its simulations (rules_family_contradiction.cpp), shared by
  // copies of this grid: what it records holds for any grid of the same board, so a copy that
  // goes its own way may read and add to it. Null until that tier first runs.
  std::shared_ptr<ProbeMemo>& probe_memo() { return probe_memo_; }
  // The pigeonhole tier's memo of its fruitless scans, shared by copies in the same way.
  std::shared_ptr<HallMemo>& hall_memo() { return hall_memo_; }
  // The shapes tier's memo of the ways of a unit (by its cells left and its units' room).
  std::shared_ptr<WaysMemo>& ways_memo() { return ways_memo_; }

 private:
  std::shared_ptr<const FamilyLayout> layout_;
  CellSet live_, stars_, pending_;
  int stars_count_ = 0;
  bool attacking_stars_ = false;  // two stars attack each other
  unsigned dirty_ = ~0u;
  // Per unit: its stars and live cells; and how many units are broken (more stars than their
  // count, or too few cells left for it). A region can have up to kMaxCells cells.
  std::array<std::int16_t, kMaxUnits> stars_in_{}, live_in_{};
  int broken_units_ = 0;
  // Units unit_fill and unit_complete would act on (unit_ready's bits), kept like broken_units_.
  int units_to_fill_ = 0, units_to_complete_ = 0;
  // Per unit: its changes so far and its stars so far, each plus 1.
  std::array<std::uint32_t, kMaxUnits> version_{}, star_version_{};
  std::array<std::array<std::uint32_t, kMaxUnits>, kScanMemos> scan_memo_{};
  std::shared_ptr<ProbeMemo> probe_memo_;
  std::shared_ptr<HallMemo> hall_memo_;
  std::shared_ptr<WaysMemo> ways_memo_;

  bool unit_broken(int u) const { return unit_room(u) < 0 || unit_live_count(u) < unit_rem(u); }
  // Bit 0: unit u needs more stars and has as many cells left (unit_fill's case); bit 1: it may
  // take no more and has cells left (unit_complete's).
  int unit_ready(int u) const {
    const int live = unit_live_count(u), rem = unit_rem(u);
    return static_cast<int>(rem > 0 && live == rem) |
           static_cast<int>(unit_room(u) == 0 && live > 0) << 1;
  }
  // Adds `stars` and `live` to the counters of cell i's units, keeping broken_units_ and the
  // ready counts.
  void count_cell(int i, int stars, int live);
  void count_extras(int i, int stars, int live);
  void count_unit(int u, int stars, int live) {
    const bool was = unit_broken(u);
    const int was_ready = unit_ready(u);
    const auto at = static_cast<std::size_t>(u);
    stars_in_[at] = static_cast<std::int16_t>(stars_in_[at] + stars);
    live_in_[at] = static_cast<std::int16_t>(live_in_[at] + live);
    ++version_[at];
    if (stars) ++star_version_[at];
    broken_units_ += static_cast<int>(unit_broken(u)) - static_cast<int>(was);
    const int ready = unit_ready(u);
    units_to_fill_ += (ready & 1) - (was_ready & 1);
    units_to_complete_ += (ready >> 1) - (was_ready >> 1);
  }
};

// Names as on the board's labels: "row 3", "column B", "region d", "unit 2" (extra units from 1).
std::string unit_label(const FamilyGrid& g, int u);
// The cells of `cells`, named and joined ("B3, C4 and D5").
std::string cell_names(const FamilyGrid& g, const CellSet& cells);
std::vector<Cell> cell_list_of(const FamilyGrid& g, const CellSet& cells);
// "1 star" / "2 stars"; LinkedIn-style boards with one per unit still read naturally.
std::string stars_word(int count);
// The piece on cell i in words: "star" on the family's boards, "knight", "LinkedIn queen", ...
std::string piece_name(const FamilyGrid& g, int i);
// A general board's trace says "piece" where the rules' texts say "star" (grade_family applies
// it to every step it records: the rules keep one wording).
void star_to_piece_words(TraceStep& step);

}  // namespace dg::queens
