// Queens family grader, tier "shapes": where a unit's stars can go, read from the shape of its
// cells left, as Star Battle solvers do.
//
// unit_attack_intersection / unit_packing (unit_placements): list every way to put the stars a
// unit still needs on its cells left so that no two attack each other and no row, column or
// region gets more than it needs. Every solution uses one of them, so
//  - a cell of the unit that no way uses is empty, a cell that every way uses is a star;
//  - a cell outside the unit that every way rules out (a star of the way attacks it, or the way
//    fills one of its units) is empty.
// With one star to place this is LinkedIn's shape rule: the cells every cell left attacks.
// With two or more it is the packing argument, e.g. a row that needs 2 and has two separate pairs
// left holds one star in each pair, so the cells touching both cells of a pair die:
//   . . . . . . .        . x x . x x .
//   x # # x # # x   ->   x # # x # # x     (row 1 needs 2: one in B-C, one in E-F)
//   . . . . . . .        . x x . x x .
// A unit with more than kMaxPlacements ways is skipped (it would say little anyway: ways that
// many leave few cells in common).
//
// two_by_two_blocks: a 2x2 block holds at most one star (its four cells touch each other; on a
// general board only when every two touching cells attack, FamilyLayout::touching_attacks). Two
// neighbouring rows (columns) whose cells left fit in as many 2x2 blocks as the two still need
// hold exactly one star per block; a block with one cell left gets its star, and the cells
// every cell left of a block attacks die. The fewest blocks covering the strip's cells are found
// greedily from its first live column, which is optimal for covering points on a line.
//   . . . . . . . .        . . . . . . . .
//   # # x # # x x #        # # x # # x x #   rows 1-2 need 3 more: blocks A-B, D-E, H-I;
//   # . x x . x x x   ->   # . x x . x x x   H has one cell left (H2): a star, and its
//   . . . . . . . .        . . . . . . x x   neighbours die
#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "grader/common/words.hpp"
#include "grader/queens/family_rules.hpp"
#include "solver/common/cell_name.hpp"

namespace dg::queens {

namespace {

constexpr long kMaxPlacements = 4096;

// Dirty bits (FamilyGrid::dirty) of the rules in this file.
constexpr int kDirtyPlacements = 0;  // + param
constexpr int kDirtyBlocks = 2;      // + param

long choose(long n, long k) {
  long out = 1;
  for (long i = 1; i <= k; ++i) {
    out = out * (n - k + i) / i;
    if (out > kMaxPlacements) return kMaxPlacements + 1;
  }
  return out;
}

// The ways of unit u (see the header comment), folded into what they have in common.
struct Ways {
  long count = 0;
  CellSet in_all, ruled_out;  // cells every way uses; cells every way rules out
  // ruled_out before it is narrowed to the live cells: what every way rules out, live or not.
  CellSet ruled_out_any;
  // Every way was seen (count, in_all and ruled_out_any are exact); false when the enumeration
  // stopped because the ways share nothing among the live cells.
  bool complete = false;
};

// Enumerates the ways of one unit after another on the same grid (one finder per scan, so its
// buffers are reused). Most units prove nothing: the enumeration stops as soon as no cell is in
// every way and none is ruled out by every way, since further ways cannot bring either back (on
// 2-star 10x10 boards the full enumeration was almost half of the grading time).
// In row-major order that stop comes late: every way through the first way's first cell comes
// before one without it (on 3-star 14x14 boards the enumeration was three quarters of grading).
// So a unit is first probed: one way, then for a cell every way seen so far shares, a way without
// it, and for a cell they all rule out, a way that leaves it open; each way found narrows both
// sets. When they empty, the unit proves nothing, as the full enumeration would have found.
// When a probe finds no way, its cell is in the answer, and the full enumeration (the same as
// before) gives the exact sets and count.
class WayFinder {
 public:
  // A way places the stars unit u still needs (at least, with a range: every solution's stars
  // there include such a way) and fills no unit beyond its count (the high end of its range).
  // Extra units (general system) are not capped: more ways, weaker but sound conclusions.
  // Only the board's units' entries are set (the buffers are not zeroed as a whole: a finder is
  // made per scan that needs one, and zeroing its 10 KB was 2% of grading 3-star boards).
  explicit WayFinder(const FamilyGrid& g) : g_(g) {
    for (std::size_t v = 0; v < g.units().size(); ++v) {
      rem_[v] = cap_[v] = g.unit_room(static_cast<int>(v));
      taken_[v] = 0;
    }
  }
  int rem(int u) const { return g_.unit_rem(u); }
  // The ways of unit u, folded; `count` is exact unless the ways share nothing (then it is the
  // number seen before the enumeration stopped, at least 1). Valid until the next find.
  const Ways& find(int u) {
    cell_count_ = 0;
    const CellSet live = g_.unit_live(u);
    for (std::size_t i = live._Find_first(); i < live.size(); i = live._Find_next(i))
      cells_[cell_count_++] = static_cast<int>(i);
    // Which other cells of the list each cell attacks, as a mask of list positions, when the
    // list fits in 64 (otherwise extend() tests the attack sets); one star attacks nothing.
    use_masks_ = cell_count_ <= kMaskBits;
    if (use_masks_) {
      for (std::size_t k = 0; k < cell_count_; ++k) conflicts_[k] = 0;
      if (rem(u) >= 2)
        for (std::size_t k = 0; k < cell_count_; ++k)
          for (std::size_t j = 0; j < k; ++j)
            if (g_.attacks(cells_[k])[static_cast<std::size_t>(cells_[j])]) {
              conflicts_[k] |= std::uint64_t{1} << j;
              conflicts_[j] |= std::uint64_t{1} << k;
            }
    }
    start();
    if (probe(u, live)) {
      ways_.complete = ways_.count == 0;
      return ways_;
    }
    start();
    ways_.complete = extend(0, rem(u));
    if (ways_.count == 0) ways_.in_all.reset(), ways_.ruled_out.reset();
    return ways_;
  }

 private:
  static constexpr int kProbes = 24;

  void start() {
    ways_ = Ways{};
    ways_.in_all.set();
    ways_.ruled_out = g_.live();
    ways_.ruled_out_any.set();
  }

  // True when probing settled unit u (no way at all, or ways that share nothing); false when the
  // full enumeration must decide.
  bool probe(int u, const CellSet& unit_cells) {
    first_only_ = true;
    bool settled = find_one(u);
    for (int n = 0; settled && n < kProbes; ++n) {
      if (ways_.in_all.any()) {
        const auto x = ways_.in_all._Find_first();
        banned_.set(x);
        settled = find_one(u);
        banned_.reset(x);
      } else if (ways_.ruled_out.any()) {
        settled = open_way(u, static_cast<int>(ways_.ruled_out._Find_first()), unit_cells);
      } else {
        break;
      }
    }
    first_only_ = false;
    if (ways_.count == 0) {
      ways_.in_all.reset(), ways_.ruled_out.reset(), ways_.ruled_out_any.reset();
      return true;
    }
    return settled && ways_.in_all.none() && ways_.ruled_out.none();
  }

  // Looks for one more way (folded into ways_); false when there is none.
  bool find_one(int u) {
    const long before = ways_.count;
    extend(0, rem(u));
    return ways_.count > before;
  }

  // A way that leaves cell y open: y chosen when it is the unit's; else none of the way's stars
  // attacks y and none of y's units is filled.
  bool open_way(int u, int y, const CellSet& unit_cells) {
    const auto& of = g_.layout().unit_of[static_cast<std::size_t>(y)];
    if (unit_cells[static_cast<std::size_t>(y)]) {
      for (int v : of)
        if (v >= 0) --cap_[static_cast<std::size_t>(v)];
      forced_ = y;
      const bool found = find_one(u);
      forced_ = -1;
      for (int v : of)
        if (v >= 0) ++cap_[static_cast<std::size_t>(v)];
      return found;
    }
    for (int v : of)
      if (v >= 0 && cap_[static_cast<std::size_t>(v)] <= 0) return false;  // already filled
    for (int v : of)
      if (v >= 0) --cap_[static_cast<std::size_t>(v)];
    const CellSet saved = banned_;
    banned_ |= g_.attacks(y);
    const bool found = find_one(u);
    banned_ = saved;
    for (int v : of)
      if (v >= 0) ++cap_[static_cast<std::size_t>(v)];
    return found;
  }

  // Returns false once the ways share nothing (the enumeration stops), or, while probing, once a
  // way is found. A forced cell (forced_ >= 0) must be among the chosen: its units' caps are one
  // lower until it is.
  bool extend(std::size_t from, int left) {
    if (left == 0) {
      if (forced_ >= 0 && !chosen_[static_cast<std::size_t>(forced_)]) return true;
      return record();
    }
    for (std::size_t k = from; k < cell_count_; ++k) {
      const int i = cells_[k];
      if (banned_[static_cast<std::size_t>(i)]) continue;
      if (use_masks_ ? (picked_ & conflicts_[k]) != 0 : (chosen_ & g_.attacks(i)).any()) continue;
      const auto& of = g_.layout().unit_of[static_cast<std::size_t>(i)];
      const int extra = i == forced_ ? 1 : 0;
      bool fits = true;
      for (int v : of)
        if (v >= 0 &&
            taken_[static_cast<std::size_t>(v)] >= cap_[static_cast<std::size_t>(v)] + extra)
          fits = false;
      if (!fits) continue;
      for (int v : of)
        if (v >= 0)
          ++taken_[static_cast<std::size_t>(v)], cap_[static_cast<std::size_t>(v)] += extra;
      chosen_.set(static_cast<std::size_t>(i));
      stack_[static_cast<std::size_t>(depth_++)] = i;
      if (use_masks_) picked_ |= std::uint64_t{1} << k;
      const bool more = extend(k + 1, left - 1);
      if (use_masks_) picked_ &= ~(std::uint64_t{1} << k);
      chosen_.reset(static_cast<std::size_t>(i));
      --depth_;
      for (int v : of)
        if (v >= 0)
          --taken_[static_cast<std::size_t>(v)], cap_[static_cast<std::size_t>(v)] -= extra;
      if (!more) return false;
    }
    return true;
  }
  bool record() {
    ++ways_.count;
    // Only the units of the chosen cells hold stars of the way, so only they can be filled.
    CellSet blocked;
    for (int d = 0; d < depth_; ++d) {
      const int i = stack_[static_cast<std::size_t>(d)];
      blocked |= g_.attacks(i);
      for (int v : g_.layout().unit_of[static_cast<std::size_t>(i)])
        if (v >= 0 && taken_[static_cast<std::size_t>(v)] == rem_[static_cast<std::size_t>(v)])
          blocked |= g_.unit(v).cells;
    }
    ways_.in_all &= chosen_;
    ways_.ruled_out_any &= blocked & ~chosen_;
    ways_.ruled_out &= ways_.ruled_out_any;
    if (first_only_) return false;
    return ways_.in_all.any() || ways_.ruled_out.any();
  }

  // Members with initial values first, the buffers each find fills after them: the compiler
  // zeroes the initialized ones as one block, which took in the buffers between them (10 KB per
  // finder, one finder per scan that needs one).
  const FamilyGrid& g_;
  std::size_t cell_count_ = 0;
  bool use_masks_ = false;
  std::uint64_t picked_ = 0;  // list positions of chosen_ (with use_masks_)
  int depth_ = 0;
  CellSet chosen_;
  CellSet banned_;           // cells a probe's way may not use
  int forced_ = -1;          // a cell a probe's way must use
  bool first_only_ = false;  // probing: stop at the first way found
  Ways ways_;
  std::array<int, kMaxUnits> taken_, rem_;  // rem_: the stars each unit may still take
  // Stars a way may put in each unit: rem_, less one for the units of a cell a probe keeps open.
  std::array<int, kMaxUnits> cap_;
  static constexpr std::size_t kMaskBits = 64;
  // The unit's cells left (no allocation: a scan runs in every trial of the contradiction tier).
  std::array<int, kMaxCells> cells_;
  std::array<std::uint64_t, kMaskBits> conflicts_;
  std::array<int, kMaxCells> stack_;  // the cells of chosen_, in the order chosen (to depth_)
};

}  // namespace

// Unit_placements' finding on a unit depends only on the unit's cells left, the stars it needs,
// the room of the units its cells lie in (the ways), and the live cells (what the ways rule out
// that is still alive). The contradiction tier's simulations and the score's probes meet the same
// unit in the same state again and again (on 3-star 14x14 generation 74% of the enumerations of
// units that need 2 or more stars repeat an earlier one of the same grading), so the ways are
// kept, keyed by what they read. An entry whose enumeration stopped (the ways shared nothing
// among the live cells then) still answers "nothing" while what its ways rule out stays dead:
// more ways only narrow both sets. Kept on boards whose units need 2 or more stars (their units
// with one star left too: 3-star generation 4% faster with them); on 1-star boards clearing the
// slots cost more than the look-ups saved (torus 9x9 64 -> 67 ms for 100).
// Direct-mapped (a new entry replaces the one in its slot): no allocation once the slots hold
// their keys, one slot read per look-up, and a bounded size.
struct WaysMemo {
  struct Slot {
    std::size_t hash = 0;
    std::vector<std::uint64_t> key;  // empty: unused
    Ways ways;
  };
  explicit WaysMemo(int cells) {
    std::size_t n = 256;
    while (n < static_cast<std::size_t>(cells) * 16) n *= 2;  // 4096 on 14x14
    slots.resize(n);
  }
  std::vector<Slot> slots;
  std::vector<std::uint64_t> key;  // the key being looked up (its buffer is reused)
};

namespace {

// Every unit's room (FamilyGrid::unit_room), read once per scan that looks up a key.
using Rooms = std::array<std::uint16_t, kMaxUnits>;
void fill_rooms(const FamilyGrid& g, Rooms& rooms) {
  for (std::size_t v = 0; v < g.units().size(); ++v)
    rooms[v] = static_cast<std::uint16_t>(g.unit_room(static_cast<int>(v)));
}

// The memo's key of unit u: its index and stars needed, then per cell left the cell and the room
// of its row, column and region (its units in FamilyLayout::unit_of), one word each.
void ways_key(const FamilyGrid& g, int u, const CellSet& left, const Rooms& rooms,
              std::vector<std::uint64_t>& key) {
  key.clear();
  key.push_back(static_cast<std::uint64_t>(u) << 16 | static_cast<std::uint16_t>(g.unit_rem(u)));
  const auto& unit_of = g.layout().unit_of;
  for (std::size_t i = left._Find_first(); i < left.size(); i = left._Find_next(i)) {
    std::uint64_t word = i;
    for (int v : unit_of[i])
      word = word << 16 |
             (v >= 0 ? rooms[static_cast<std::size_t>(v)] : static_cast<std::uint16_t>(-1));
    key.push_back(word);
  }
}

std::size_t hash_of(const std::vector<std::uint64_t>& key) {
  std::uint64_t h = 0x9e3779b97f4a7c15ull;
  for (std::uint64_t w : key) h = (h ^ w) * 0xff51afd7ed558ccdull, h ^= h >> 29;
  return static_cast<std::size_t>(h);
}

// A step's conclusions for a chain: "a star goes on B3; no star on C4 and D4".
std::string stars_and_empty(const FamilyGrid& g, const CellSet& stars, const CellSet& dying) {
  std::string out;
  if (stars.any())
    out = (stars.count() == 1 ? "a star goes on " : "stars go on ") + cell_names(g, stars);
  if (dying.any()) out += (out.empty() ? "no star on " : "; no star on ") + cell_names(g, dying);
  return out;
}

void place_all(FamilyGrid& g, const CellSet& cells) {
  for (int i = 0; i < g.rows() * g.cols(); ++i)
    if (cells[static_cast<std::size_t>(i)]) g.place(i);
}

}  // namespace

Step unit_placements(FamilyGrid& g, int param, Trace* trace) {
  static constexpr std::string_view kIds[] = {"unit_attack_intersection", "unit_packing"};
  if (!g.dirty(kDirtyPlacements + param)) return Step::none;
  // Made on the first unit the memo cannot answer: most scans (the contradiction tier's
  // simulations) find every unit in it, and the finder is large (its per-cell buffers; an empty
  // std::optional of it was zeroed whole on every scan).
  std::unique_ptr<WayFinder> finder;
  Rooms rooms;
  bool rooms_read = false;
  for (int u = 0; u < static_cast<int>(g.units().size()); ++u) {
    const int rem = g.unit_rem(u);
    if (rem <= 0 || (param == 0) != (rem == 1)) continue;
    // A unit that proved nothing proves nothing while its cells and the stars still needed by
    // the units its cells lie in stay as they were: its ways are the same, and what they rule
    // out can only lose cells (live cells only die). Measured on 1,000 2-star 10x10 boards:
    // 5% of the generation time (most changes in a trial touch a unit's row or column).
    std::uint32_t& memo = g.scan_memo(param, u);
    const std::uint32_t version = g.neighbourhood_version(u);
    if (memo == version) continue;
    const int live = g.unit_live_count(u);
    if (live <= rem || choose(live, rem) > kMaxPlacements) {
      memo = version;
      continue;
    }
    const CellSet cells_left = g.unit_live(u);
    // Boards of one star a unit: see WaysMemo.
    const bool memo_on = g.unit(u).need >= 2 && rule_memos_on();
    WaysMemo::Slot* slot = nullptr;
    std::size_t hash = 0;
    if (memo_on) {
      std::shared_ptr<WaysMemo>& known = g.ways_memo();
      if (!known) known = std::make_shared<WaysMemo>(g.rows() * g.cols());
      if (!rooms_read) fill_rooms(g, rooms), rooms_read = true;
      ways_key(g, u, cells_left, rooms, known->key);
      hash = hash_of(known->key);
      slot = &known->slots[hash & (known->slots.size() - 1)];
    }
    // The ways, from the memo or found now; what they rule out is ruled_out_any narrowed to
    // the live cells either way (the finder's ruled_out is that too).
    const Ways* found = nullptr;
    const std::vector<std::uint64_t>* key = slot ? &g.ways_memo()->key : nullptr;
    if (slot && slot->hash == hash && slot->key == *key &&
        (slot->ways.complete ||
         (slot->ways.in_all.none() && (slot->ways.ruled_out_any & g.live()).none()))) {
      found = &slot->ways;
    } else {
      if (!finder) finder = std::make_unique<WayFinder>(g);
      found = &finder->find(u);
      if (slot) {
        slot->hash = hash;
        slot->key = *key;
        slot->ways = *found;
      }
    }
    const Ways& ways = *found;
    if (ways.count == 0) {
      if (trace)
        trace->add(kIds[param], cell_list_of(g, cells_left),
                   unit_label(g, u) + " cannot place its " + stars_word(rem) +
                       " on its cells left without two attacking each other or overfilling a "
                       "unit: " +
                       cell_names(g, cells_left));
      return Step::contradiction;
    }
    const CellSet stars = ways.in_all;
    const CellSet dying = ways.ruled_out_any & g.live();
    if (stars.none() && dying.none()) {
      memo = version;
      continue;
    }
    place_all(g, stars);
    g.kill(dying);
    if (trace) {
      std::string text;
      if (rem == 1 && stars.any())
        text = "of the cells left in " + unit_label(g, u) + " (" + cell_names(g, cells_left) +
               "), only " + cell_names(g, stars) +
               " takes its star without overfilling another unit, so it goes there";
      else if (rem == 1)
        text = "wherever the star of " + unit_label(g, u) + " goes (" + cell_names(g, cells_left) +
               "), it";
      else
        text = unit_label(g, u) + " needs " + count_of(rem, "more star", "more stars") + " among " +
               cell_names(g, cells_left) + ", and every way to place them (" +
               std::to_string(ways.count) + ") without two attacking each other";
      if (stars.any() && rem > 1)
        text += " uses " + cell_names(g, stars) + (dying.any() ? " and" : "");
      if (dying.any())
        text += std::string(rem == 1 && stars.any() ? "; it" : "") + " rules out " +
                cell_names(g, dying);
      std::vector<Cell> cells = cell_list_of(g, stars);
      for (Cell c : cell_list_of(g, dying)) cells.push_back(c);
      trace->add(kIds[param], std::move(cells), std::move(text), stars_and_empty(g, stars, dying),
                 (rem == 1 ? "every place for the star of " + unit_label(g, u)
                           : "every way to place the " + stars_word(rem) + " " + unit_label(g, u) +
                                 " needs") +
                     " among " + cell_names(g, cells_left) + " agrees");
    }
    return Step::progress;
  }
  g.clear_dirty(kDirtyPlacements + param);
  return Step::none;
}

Step two_by_two_blocks(FamilyGrid& g, int axis, Trace* trace) {
  if (!g.dirty(kDirtyBlocks + axis) || !g.layout().touching_attacks) return Step::none;
  const int lines = axis == 0 ? g.rows() : g.cols();
  const int across = axis == 0 ? g.cols() : g.rows();
  const int first_unit = axis == 0 ? 0 : g.layout().first_column;
  auto at = [&](int line, int pos) { return axis == 0 ? g.index(line, pos) : g.index(pos, line); };
  for (int l = 0; l + 1 < lines; ++l) {
    const int need = g.unit_rem(first_unit + l) + g.unit_rem(first_unit + l + 1);
    if (need <= 0) continue;
    // The fewest 2-wide blocks covering the strip's cells left, greedily (no more than need + 1
    // are looked for: more say nothing).
    std::array<int, kMaxSize> starts;
    int blocks = 0;
    for (int pos = 0; pos < across && blocks <= need; ++pos) {
      if (!g.is_live(at(l, pos)) && !g.is_live(at(l + 1, pos))) continue;
      starts[static_cast<std::size_t>(blocks++)] = pos;
      ++pos;  // the block covers pos + 1 too
    }
    if (blocks > need) continue;
    // Words only with a trace: the simulations of the contradiction tier run this untraced.
    auto strip = [&] {
      return axis == 0 ? "rows " + row_name(l) + " and " + row_name(l + 1)
                       : "columns " + column_name(l) + " and " + column_name(l + 1);
    };
    if (blocks < need) {
      if (trace)
        trace->add("two_by_two_blocks", {},
                   strip() + " need " + count_of(need, "more star", "more stars") +
                       " but their cells left fit in " + std::to_string(blocks) +
                       " 2x2 blocks, which hold one star each at most");
      return Step::contradiction;
    }
    CellSet stars, dying;
    for (int b = 0; b < blocks; ++b) {
      const int start = starts[static_cast<std::size_t>(b)];
      CellSet block;
      CellSet common = g.live();
      for (int pos = start; pos <= start + 1 && pos < across; ++pos)
        for (int line = l; line <= l + 1; ++line)
          if (g.is_live(at(line, pos))) {
            block.set(static_cast<std::size_t>(at(line, pos)));
            common &= g.attacks(at(line, pos));
          }
      common &= ~block;
      dying |= common;
      if (block.count() == 1) stars |= block;
    }
    dying &= ~stars;
    if (stars.none() && dying.none()) continue;
    place_all(g, stars);
    g.kill(dying);
    if (trace) {
      std::vector<std::string> names;
      for (int b = 0; b < blocks; ++b) {
        const int start = starts[static_cast<std::size_t>(b)];
        const std::string from = axis == 0 ? column_name(start) : row_name(start);
        const std::string to = axis == 0 ? column_name(start + 1) : row_name(start + 1);
        names.push_back(start + 1 < across ? from + "-" + to : from);
      }
      std::string text = strip() + " need " + count_of(need, "more star", "more stars") +
                         ", and their cells left fit in " + std::to_string(blocks) +
                         " 2x2 blocks (" + (axis == 0 ? "columns " : "rows ") + join_words(names) +
                         "), so each block holds one star";
      if (stars.any()) text += ": a star goes on " + cell_names(g, stars);
      if (dying.any())
        text +=
            (stars.any() ? ", and " : ": ") + std::string("that rules out ") + cell_names(g, dying);
      std::vector<Cell> cells = cell_list_of(g, stars);
      for (Cell c : cell_list_of(g, dying)) cells.push_back(c);
      trace->add("two_by_two_blocks", std::move(cells), std::move(text),
                 stars_and_empty(g, stars, dying),
                 strip() + " need " + count_of(need, "more star", "more stars") +
                     " and their cells left fit in " + std::to_string(blocks) +
                     " 2x2 blocks of one star each");
    }
    return Step::progress;
  }
  g.clear_dirty(kDirtyBlocks + axis);
  return Step::none;
}

}  // namespace dg::queens
