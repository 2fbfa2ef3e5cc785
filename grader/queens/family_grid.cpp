// The Queens family grader's working state (family_grid.hpp): the layout built once per board
// from the model (units with their counts, attack sets), and the few bitset operations rules use.
#include "grader/queens/family_grid.hpp"

#include <cctype>

#include "grader/common/words.hpp"
#include "solver/common/cell_name.hpp"
#include "solver/queens/general.hpp"

namespace dg::queens {

namespace {

// Each row's, column's and region's count as [lo, hi]: the family's exact counts, or a general
// board's ranges (general.hpp general_units). A general board without "lines" gets rows and
// columns of 0..all their cells: they bind nothing, and the rules keep one numbering of units.
struct UnitRanges {
  std::vector<std::pair<int, int>> rows, cols, regions;
};

UnitRanges unit_ranges(const Puzzle& p) {
  UnitRanges out;
  for (int r = 0; r < p.n; ++r) out.rows.push_back({row_need(p, r), row_need(p, r)});
  for (int c = 0; c < p.cols; ++c) out.cols.push_back({col_need(p, c), col_need(p, c)});
  if (p.has_regions)
    for (int reg = 0; reg < region_count(p); ++reg)
      out.regions.push_back({region_need(p, reg), region_need(p, reg)});
  if (!is_general(p)) return out;
  const std::vector<GeneralUnit> units = general_units(p);
  std::size_t at = 0;
  for (auto* list : {&out.rows, &out.cols}) {
    for (std::size_t k = 0; k < list->size(); ++k) {
      if (p.general.lines) {
        (*list)[k] = {units[at].lo, units[at].hi};
        ++at;
      } else {
        (*list)[k] = {0, list == &out.rows ? p.cols : p.n};
      }
    }
  }
  for (auto& range : out.regions) {
    range = {units[at].lo, units[at].hi};
    ++at;
  }
  return out;
}

bool has_touching_attacks(const Puzzle& p, const FamilyLayout& l) {
  for (int r = 0; r < p.n; ++r)
    for (int c = 0; c < p.cols; ++c) {
      if (!p.on_board(r, c)) continue;
      for (int dr = -1; dr <= 1; ++dr)
        for (int dc = -1; dc <= 1; ++dc) {
          int rr = r + dr, cc = c + dc;
          if (p.torus) rr = (rr + p.n) % p.n, cc = (cc + p.cols) % p.cols;
          if (rr < 0 || rr >= p.n || cc < 0 || cc >= p.cols || (rr == r && cc == c)) continue;
          if (p.on_board(rr, cc) && !l.attacks[static_cast<std::size_t>(r * p.cols + c)]
                                              [static_cast<std::size_t>(rr * p.cols + cc)])
            return false;
        }
    }
  return true;
}

std::shared_ptr<const FamilyLayout> make_layout(const Puzzle& p) {
  auto l = std::make_shared<FamilyLayout>();
  l->rows = p.n;
  l->cols = p.cols;
  l->general = is_general(p);
  l->total = l->general ? -1 : queen_total(p);
  l->full_diagonals = p.diagonals == Diagonals::full;
  l->torus = p.torus;
  const int cells = p.n * p.cols;
  l->attacks.assign(static_cast<std::size_t>(cells), CellSet{});
  l->unit_of.assign(static_cast<std::size_t>(cells), {-1, -1, -1});
  l->extra_of.assign(static_cast<std::size_t>(cells), {});
  const UnitRanges ranges = unit_ranges(p);
  auto add = [&](UnitKind kind, int index, std::pair<int, int> range) {
    l->units.push_back({kind, index, range.first, range.second, {}});
  };
  for (int r = 0; r < p.n; ++r) add(UnitKind::row, r, ranges.rows[static_cast<std::size_t>(r)]);
  l->first_column = static_cast<int>(l->units.size());
  for (int c = 0; c < p.cols; ++c)
    add(UnitKind::column, c, ranges.cols[static_cast<std::size_t>(c)]);
  l->first_region = static_cast<int>(l->units.size());
  for (std::size_t reg = 0; reg < ranges.regions.size(); ++reg)
    add(UnitKind::region, static_cast<int>(reg), ranges.regions[reg]);
  l->first_extra = static_cast<int>(l->units.size());
  for (std::size_t k = 0; k < p.general.units.size(); ++k) {
    const ExtraUnit& extra = p.general.units[k];
    add(UnitKind::extra, static_cast<int>(k), {extra.count.lo, extra.count.hi});
    for (Cell c : extra.cells) {
      const int i = c.row * p.cols + c.col;
      l->units.back().cells.set(static_cast<std::size_t>(i));
      l->extra_of[static_cast<std::size_t>(i)].push_back(static_cast<int>(l->units.size()) - 1);
    }
  }
  std::vector<int> on;
  for (int r = 0; r < p.n; ++r)
    for (int c = 0; c < p.cols; ++c) {
      if (!p.on_board(r, c)) continue;
      const int i = r * p.cols + c;
      on.push_back(i);
      l->board.set(static_cast<std::size_t>(i));
      auto& of = l->unit_of[static_cast<std::size_t>(i)];
      of[0] = r;
      of[1] = l->first_column + c;
      if (p.has_regions) of[2] = l->first_region + p.region_at(r, c);
      for (int u : of)
        if (u >= 0) l->units[static_cast<std::size_t>(u)].cells.set(static_cast<std::size_t>(i));
    }
  l->meeting.resize(l->units.size());
  for (std::size_t u = 0; u < l->units.size(); ++u) {
    std::vector<bool> meets(l->units.size(), false);
    for (int i : on)
      if (l->units[u].cells[static_cast<std::size_t>(i)]) {
        for (int v : l->unit_of[static_cast<std::size_t>(i)])
          if (v >= 0) meets[static_cast<std::size_t>(v)] = true;
        for (int v : l->extra_of[static_cast<std::size_t>(i)])
          meets[static_cast<std::size_t>(v)] = true;
      }
    for (std::size_t v = 0; v < meets.size(); ++v)
      if (meets[v]) l->meeting[u].push_back(static_cast<int>(v));
  }
  if (!is_general(p) && p.diagonals != Diagonals::full) {
    // Attacks are touching alone (model.cpp attacks()): the eight neighbours, wrapping on a
    // torus. Asking attacks() about every pair of cells was 3% of generating 3-star boards, whose
    // repair builds a grid per count.
    for (int a : on) {
      const int r = a / p.cols, c = a % p.cols;
      for (int dr = -1; dr <= 1; ++dr)
        for (int dc = -1; dc <= 1; ++dc) {
          int rr = r + dr, cc = c + dc;
          if (p.torus) rr = (rr + p.n) % p.n, cc = (cc + p.cols) % p.cols;
          if (rr < 0 || rr >= p.n || cc < 0 || cc >= p.cols || !p.on_board(rr, cc)) continue;
          const int b = rr * p.cols + cc;
          if (b != a) l->attacks[static_cast<std::size_t>(a)].set(static_cast<std::size_t>(b));
        }
    }
    return l;
  }
  for (int a : on)
    for (int b : on)
      if (a != b && attacks(p, Cell{a / p.cols, a % p.cols}, Cell{b / p.cols, b % p.cols}))
        l->attacks[static_cast<std::size_t>(a)].set(static_cast<std::size_t>(b));
  if (l->general) {
    l->touching_attacks = has_touching_attacks(p, *l);
    l->piece.assign(static_cast<std::size_t>(cells), 0);
    if (!p.general.attack.empty() || !p.general.pieces.empty())
      for (int i : on)
        l->piece[static_cast<std::size_t>(i)] = piece_at(p, Cell{i / p.cols, i % p.cols});
  }
  return l;
}

}  // namespace

static_assert(kMaxCells <= 32767, "FamilyGrid's per-unit counters are 16-bit");

FamilyGrid::FamilyGrid(const Puzzle& p) : layout_(make_layout(p)) {
  live_ = layout_->board;
  version_.fill(1);
  star_version_.fill(1);
  for (std::size_t u = 0; u < layout_->units.size(); ++u) {
    live_in_[u] = static_cast<std::int16_t>(layout_->units[u].cells.count());
    if (unit_broken(static_cast<int>(u))) ++broken_units_;
    const int ready = unit_ready(static_cast<int>(u));
    units_to_fill_ += ready & 1;
    units_to_complete_ += ready >> 1;
  }
  for (Cell g : p.givens) {
    const int i = index(g.row, g.col);
    if (stars_[static_cast<std::size_t>(i)]) continue;
    place(i);
  }
}

void FamilyGrid::count_cell(int i, int stars, int live) {
  for (int u : layout_->unit_of[static_cast<std::size_t>(i)])
    if (u >= 0) count_unit(u, stars, live);
  if (layout_->first_extra < static_cast<int>(layout_->units.size())) count_extras(i, stars, live);
}

// Out of line, so that count_cell stays small enough to inline into kill() on the family's
// boards, which have no extra units (measured: 5% more instructions grading 2-star boards).
void FamilyGrid::count_extras(int i, int stars, int live) {
  for (int u : layout_->extra_of[static_cast<std::size_t>(i)]) count_unit(u, stars, live);
}

std::uint32_t FamilyGrid::neighbourhood_version(int u) const {
  // Versions only grow, so the sum grows whenever one of them does.
  std::uint32_t sum = version_[static_cast<std::size_t>(u)];
  for (int v : layout_->meeting[static_cast<std::size_t>(u)])
    sum += star_version_[static_cast<std::size_t>(v)];
  return sum;
}

std::string FamilyGrid::broken() const {
  if (attacking_stars_) return "two stars attack each other";
  for (int u = 0; u < static_cast<int>(units().size()); ++u) {
    const int stars = unit_stars(u), need = unit(u).need, hi = unit(u).hi;
    if (stars > hi && hi != need)
      return unit_label(*this, u) + " has " + stars_word(stars) + " but holds at most " +
             std::to_string(hi);
    if (stars > need)
      return unit_label(*this, u) + " has " + stars_word(stars) + " but needs " +
             std::to_string(need);
    if (stars + unit_live_count(u) < need)
      return unit_label(*this, u) + " has no room left for " +
             (need == 1 ? std::string("its star") : "its " + stars_word(need));
  }
  return {};
}

int FamilyGrid::kill(const CellSet& cells) {
  const CellSet dying = cells & live_;
  int count = 0;
  for (std::size_t i = dying._Find_first(); i < dying.size(); i = dying._Find_next(i)) {
    count_cell(static_cast<int>(i), 0, -1);
    ++count;
  }
  if (count) {
    live_ &= ~dying;
    dirty_ = ~0u;
  }
  return count;
}

void FamilyGrid::place(int i, bool kill_now) {
  const auto at = static_cast<std::size_t>(i);
  if ((stars_ & attacks(i)).any()) attacking_stars_ = true;
  count_cell(i, 1, live_[at] ? -1 : 0);
  live_.reset(at);
  stars_.set(at);
  pending_.set(at);
  ++stars_count_;
  dirty_ = ~0u;
  if (kill_now) kill_attacks(i);
}

int FamilyGrid::kill_attacks(int i) {
  pending_.reset(static_cast<std::size_t>(i));
  return kill(attacks(i));
}

std::string unit_label(const FamilyGrid& g, int u) {
  const Unit& unit = g.unit(u);
  switch (unit.kind) {
    case UnitKind::row:
      return "row " + row_name(unit.index);
    case UnitKind::column:
      return "column " + column_name(unit.index);
    case UnitKind::extra:
      return "unit " + std::to_string(unit.index + 1);
    case UnitKind::region:
      break;
  }
  return std::string("region ") + region_letter(unit.index);
}

std::vector<Cell> cell_list_of(const FamilyGrid& g, const CellSet& cells) {
  std::vector<Cell> out;
  for (int i = 0; i < g.rows() * g.cols(); ++i)
    if (cells[static_cast<std::size_t>(i)]) out.push_back(g.cell(i));
  return out;
}

std::string cell_names(const FamilyGrid& g, const CellSet& cells) {
  return cell_list(cell_list_of(g, cells));
}

std::string stars_word(int count) {
  return count_of(count, "star");
}

std::string piece_name(const FamilyGrid& g, int i) {
  if (g.layout().piece.empty()) return "star";
  switch (g.layout().piece[static_cast<std::size_t>(i)]) {
    case 'K':
      return "king";
    case 'N':
      return "knight";
    case 'B':
      return "bishop";
    case 'R':
      return "rook";
    case 'Q':
      return "queen";
    case 'L':
      return "LinkedIn queen";
    default:
      break;
  }
  return "piece";
}

namespace {

// `text` with each whole word "star"/"stars" (any case of the first letter) as "piece"/"pieces".
std::string piece_words(const std::string& text) {
  std::string out;
  out.reserve(text.size());
  auto letter = [](char ch) { return std::isalpha(static_cast<unsigned char>(ch)) != 0; };
  for (std::size_t i = 0; i < text.size();) {
    const bool starts = (i == 0 || !letter(text[i - 1])) && i + 4 <= text.size() &&
                        (text[i] == 's' || text[i] == 'S') && text.compare(i + 1, 3, "tar") == 0;
    if (starts) {
      std::size_t end = i + 4;
      if (end < text.size() && text[end] == 's') ++end;
      if (end >= text.size() || !letter(text[end])) {
        out += text[i] == 'S' ? "Piece" : "piece";
        if (end == i + 5) out += 's';
        i = end;
        continue;
      }
    }
    out += text[i++];
  }
  return out;
}

}  // namespace

void star_to_piece_words(TraceStep& step) {
  step.text = piece_words(step.text);
  for (TracePart& part : step.parts) {
    part.conclusion = piece_words(part.conclusion);
    part.reason = piece_words(part.reason);
  }
  for (ChainItem& item : step.chain) {
    item.conclusion = piece_words(item.conclusion);
    item.reason = piece_words(item.reason);
  }
}

}  // namespace dg::queens
