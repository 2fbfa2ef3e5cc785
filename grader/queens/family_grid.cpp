// The Queens family grader's working state (family_grid.hpp): the layout built once per board
// from the model (units with their counts, attack sets), and the few bitset operations rules use.
#include "grader/queens/family_grid.hpp"

#include "grader/common/words.hpp"
#include "solver/common/cell_name.hpp"

namespace dg::queens {

namespace {

std::shared_ptr<const FamilyLayout> make_layout(const Puzzle& p) {
  auto l = std::make_shared<FamilyLayout>();
  l->rows = p.n;
  l->cols = p.cols;
  l->total = queen_total(p);
  l->full_diagonals = p.diagonals == Diagonals::full;
  l->torus = p.torus;
  const int cells = p.n * p.cols;
  l->attacks.assign(static_cast<std::size_t>(cells), CellSet{});
  l->unit_of.assign(static_cast<std::size_t>(cells), {-1, -1, -1});
  for (int r = 0; r < p.n; ++r) l->units.push_back({UnitKind::row, r, row_need(p, r), {}});
  l->first_column = static_cast<int>(l->units.size());
  for (int c = 0; c < p.cols; ++c) l->units.push_back({UnitKind::column, c, col_need(p, c), {}});
  l->first_region = static_cast<int>(l->units.size());
  if (p.has_regions)
    for (int reg = 0; reg < region_count(p); ++reg)
      l->units.push_back({UnitKind::region, reg, region_need(p, reg), {}});
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
      if (l->units[u].cells[static_cast<std::size_t>(i)])
        for (int v : l->unit_of[static_cast<std::size_t>(i)])
          if (v >= 0) meets[static_cast<std::size_t>(v)] = true;
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
  }
  for (Cell g : p.givens) {
    const int i = index(g.row, g.col);
    if (stars_[static_cast<std::size_t>(i)]) continue;
    place(i);
  }
}

void FamilyGrid::count_cell(int i, int stars, int live) {
  for (int u : layout_->unit_of[static_cast<std::size_t>(i)]) {
    if (u < 0) continue;
    const bool was = unit_broken(u);
    const auto at = static_cast<std::size_t>(u);
    stars_in_[at] = static_cast<std::int16_t>(stars_in_[at] + stars);
    live_in_[at] = static_cast<std::int16_t>(live_in_[at] + live);
    ++version_[at];
    if (stars) ++star_version_[at];
    broken_units_ += static_cast<int>(unit_broken(u)) - static_cast<int>(was);
  }
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
    const int stars = unit_stars(u), need = unit(u).need;
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

}  // namespace dg::queens
