// Queens family grader, tier "pigeonhole": Hall's argument with capacities.
//
// m units of one kind (regions, say) whose cells left all lie in units of another kind (rows)
// that together need as many stars as the m units: every star of those rows is one of the m
// regions' stars, so the rows' other cells die. With one star per unit it is LinkedIn's "N
// regions in N rows"; on a 2-star board, two regions lying in rows 2-4 (which need 6) prove
// nothing, but two regions that need 4 lying in rows 2-3 (which need 4) do:
//   a a b b c        a a b b c
//   a b b c c   ->   a b b x x      regions a and b (4 stars) lie in rows 1-2 (4 stars):
//   c c c c c        c c c c c      c's cells in rows 1-2 die
// The reverse (rows lying in regions) and the column forms are the same rule with the kinds
// swapped (hall_capacity's param). Needing more than the other units hold is a contradiction.
// Sound: the m units place exactly their need, all inside the other units, which hold exactly
// theirs; a star elsewhere in them would be one too many. With count ranges (general system) the
// m units place at least the low ends of theirs, the others hold at most the high ends. Extra
// units take no part (they need not partition the board).
//
// Subsets of the first kind are tried smallest first (so the trace names the smallest witness),
// from 2 units (1 is unit_confined) up to the size where kMaxSubsets would be passed: all of
// them on Star Battle's boards (14 regions: sizes up to 6 or so cover 10,000 subsets), the small
// ones on a board of many regions. The same deduction found from the other side (the complement
// of a tight set is a tight set of the other kind) is tried as that kind's param, so sizes up to
// half the open units find every tight set.
#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <memory>
#include <string>

#include "grader/common/words.hpp"
#include "grader/queens/family_rules.hpp"
#include "solver/common/cell_name.hpp"

namespace dg::queens {

namespace {

constexpr long kMaxSubsets = 20000;
constexpr int kDirtyHall = 4;  // + param (FamilyGrid::dirty)

struct Side {
  UnitKind from, to;
};
constexpr Side kSides[] = {{UnitKind::region, UnitKind::row},
                           {UnitKind::region, UnitKind::column},
                           {UnitKind::row, UnitKind::region},
                           {UnitKind::column, UnitKind::region}};
constexpr std::string_view kIds[] = {"hall_regions_in_rows", "hall_regions_in_columns",
                                     "hall_rows_in_regions", "hall_columns_in_regions"};

int first_of(const FamilyGrid& g, UnitKind kind) {
  switch (kind) {
    case UnitKind::row:
      return 0;
    case UnitKind::column:
      return g.layout().first_column;
    case UnitKind::region:
    case UnitKind::extra:
      break;
  }
  return g.layout().first_region;
}

int end_of(const FamilyGrid& g, UnitKind kind) {
  switch (kind) {
    case UnitKind::row:
      return g.layout().first_column;
    case UnitKind::column:
      return g.layout().first_region;
    case UnitKind::region:
    case UnitKind::extra:
      break;
  }
  return g.layout().first_extra;
}

// "regions a and c", "rows 2 and 3": units of one kind, as on the board's labels.
std::string names_of(const FamilyGrid& g, const std::vector<int>& units) {
  std::vector<std::string> names;
  for (int u : units) {
    const Unit& unit = g.unit(u);
    names.push_back(unit.kind == UnitKind::row      ? row_name(unit.index)
                    : unit.kind == UnitKind::column ? column_name(unit.index)
                                                    : std::string(1, region_letter(unit.index)));
  }
  const UnitKind kind = g.unit(units.front()).kind;
  const bool one = units.size() == 1;
  const std::string noun = kind == UnitKind::row      ? (one ? "row " : "rows ")
                           : kind == UnitKind::column ? (one ? "column " : "columns ")
                                                      : (one ? "region " : "regions ");
  return noun + join_words(names);
}

struct Search {
  const FamilyGrid& g;
  std::vector<int> open;             // units of the first kind that still need stars
  std::vector<std::uint64_t> touch;  // per open unit: the other kind's units its cells lie in
  std::vector<int> rem_to;           // per unit of the other kind (offset): stars it may take
  int to_first = 0;
  // The current subset and the first tight or overfull one found.
  std::vector<int> pick, found;
  bool overfull = false;

  int rem_of(std::uint64_t units) const {
    int sum = 0;
    for (; units; units &= units - 1)
      sum += rem_to[static_cast<std::size_t>(std::countr_zero(units))];
    return sum;
  }
  CellSet dying(std::uint64_t to) const {
    CellSet in_to, in_from;
    for (std::uint64_t t = to; t; t &= t - 1) in_to |= g.unit(to_first + std::countr_zero(t)).cells;
    for (int k : pick) in_from |= g.unit(open[static_cast<std::size_t>(k)]).cells;
    return g.live() & in_to & ~in_from;
  }
  // Per open unit k: the most stars any of open[k..] still needs (open.size(): 0).
  std::vector<int> most_rem;
  // Branches are cut (below): with the rules' memos and shortcuts on (use_rule_memos, so the
  // tests compare grades with and without), when every unit of the other kind may take 0 or more
  // (touching more never lowers `have`).
  bool cut = true;

  void prepare() {
    most_rem.assign(open.size() + 1, 0);
    for (std::size_t k = open.size(); k-- > 0;)
      most_rem[k] = std::max(most_rem[k + 1], g.unit_rem(open[k]));
    cut = rule_memos_on();
    for (int r : rem_to) cut = cut && r >= 0;
  }

  // Subsets of `size` units from open[from..], with need so far, the other units they touch and
  // the stars those may take (`have`). A subset is found when its need reaches what it has; a
  // branch whose need cannot reach its have yet (each unit added brings most_rem at most, and
  // have only grows) holds none, so it is cut: the first subset found is the same.
  bool extend(std::size_t from, int size, int need, std::uint64_t to, int have) {
    const int left = size - static_cast<int>(pick.size());
    if (left == 0) {
      if (need > have || (need == have && dying(to).any())) {
        overfull = need > have;
        found = pick;
        return true;
      }
      return false;
    }
    for (std::size_t k = from; k + static_cast<std::size_t>(left) <= open.size(); ++k) {
      if (cut && need + left * most_rem[k] < have) return false;
      pick.push_back(static_cast<int>(k));
      const int u = open[k];
      if (extend(k + 1, size, need + g.unit_rem(u), to | touch[k], have + rem_of(touch[k] & ~to)))
        return true;
      pick.pop_back();
    }
    return false;
  }
};

long subsets_up_to(long n, int size) {
  long total = 0, c = 1;
  for (int k = 1; k <= size; ++k) {
    c = c * (n - k + 1) / k;
    total += c;
  }
  return total;
}

}  // namespace

// Per param: the last scan that found nothing, by what it read. A scan's finding is a function of
// the open units, their stars still needed, the other kind's units each touches, those units'
// stars still needed, and the live cells (only for "cells to kill"): with the first four the same
// and no cell come alive since, it finds nothing again. A grid's dirty flag is raised by any
// change anywhere, while these rarely change (a unit touches a row until its last cell there
// dies), so most rescans stop here (issue 27 note). Holds for the board, so copies share it.
struct HallMemo {
  struct Scan {
    bool known = false;
    std::vector<int> open, rem, rem_to;
    std::vector<std::uint64_t> touch;
    CellSet live;
  };
  std::array<Scan, 4> scan;
};

namespace {

bool same_inputs(const HallMemo::Scan& m, const Search& s, const std::vector<int>& rem,
                 const FamilyGrid& g) {
  return m.known && m.open == s.open && m.touch == s.touch && m.rem == rem &&
         m.rem_to == s.rem_to && (g.live() & ~m.live).none();
}

}  // namespace

Step hall_capacity(FamilyGrid& g, int param, Trace* trace) {
  if (!g.dirty(kDirtyHall + param)) return Step::none;
  const Side side = kSides[param];
  if (first_of(g, UnitKind::region) == end_of(g, UnitKind::region)) {
    g.clear_dirty(kDirtyHall + param);  // a board without regions
    return Step::none;
  }
  Search s{g, {}, {}, {}, first_of(g, side.to), {}, {}, false, {}, true};
  for (int v = first_of(g, side.to); v < end_of(g, side.to); ++v)
    s.rem_to.push_back(g.unit_room(v));
  for (int u = first_of(g, side.from); u < end_of(g, side.from); ++u) {
    if (g.unit_rem(u) <= 0) continue;
    std::uint64_t touch = 0;
    const CellSet live = g.unit_live(u);
    for (int v = first_of(g, side.to); v < end_of(g, side.to); ++v)
      if ((live & g.unit(v).cells).any()) touch |= std::uint64_t{1} << (v - s.to_first);
    s.open.push_back(u);
    s.touch.push_back(touch);
  }
  std::vector<int> rem;
  for (int u : s.open) rem.push_back(g.unit_rem(u));
  std::shared_ptr<HallMemo>& memo = g.hall_memo();
  if (!memo) memo = std::make_shared<HallMemo>();
  HallMemo::Scan& last = memo->scan[static_cast<std::size_t>(param)];
  if (rule_memos_on() && same_inputs(last, s, rem, g)) {
    g.clear_dirty(kDirtyHall + param);
    return Step::none;
  }
  const long open = static_cast<long>(s.open.size());
  s.prepare();
  for (int size = 2; size <= open / 2 + 1 && size < open; ++size) {
    if (subsets_up_to(open, size) > kMaxSubsets) break;
    if (!s.extend(0, size, 0, 0, 0)) continue;
    std::vector<int> from_units;
    std::uint64_t to = 0;
    int need = 0;
    // With count ranges (general system) the m units need at least their low ends, the others
    // take at most their high ends.
    bool ranged_from = false, ranged = false;
    for (int k : s.found) {
      const int u = s.open[static_cast<std::size_t>(k)];
      from_units.push_back(u);
      to |= s.touch[static_cast<std::size_t>(k)];
      need += g.unit_rem(u);
      ranged_from = ranged_from || g.unit(u).hi != g.unit(u).need;
    }
    const std::string needs = (ranged_from ? " need at least " : " need ") + stars_word(need);
    std::vector<int> to_units;
    for (std::uint64_t t = to; t; t &= t - 1) to_units.push_back(s.to_first + std::countr_zero(t));
    const int have = s.rem_of(to);
    if (s.overfull) {
      if (trace)
        trace->add(kIds[param], {},
                   names_of(g, from_units) + needs + " and their open cells lie in " +
                       names_of(g, to_units) + ", which hold only " + std::to_string(have));
      return Step::contradiction;
    }
    s.pick = s.found;
    const CellSet dying = s.dying(to);
    for (int v : to_units) ranged = ranged || g.unit(v).hi != g.unit(v).need;
    g.kill(dying);
    if (trace)
      trace->add(kIds[param], cell_list_of(g, dying),
                 "the " + std::to_string(from_units.size()) + " " + names_of(g, from_units) +
                     needs + " and their open cells lie in " + names_of(g, to_units) +
                     (ranged ? ", which take no more" : ", which need as many") + ", so " +
                     names_of(g, to_units) + " have no star outside " + names_of(g, from_units) +
                     ": " + cell_names(g, dying));
    return Step::progress;
  }
  last = {true, s.open, std::move(rem), s.rem_to, s.touch, g.live()};
  g.clear_dirty(kDirtyHall + param);
  return Step::none;
}

}  // namespace dg::queens
