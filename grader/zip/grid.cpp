// Zip grader state (see grid.hpp): topology, edge updates and segment bookkeeping.
#include "grader/zip/grid.hpp"

#include <algorithm>
#include <bit>
#include <cstring>

namespace dg::zip {

Topology::Topology(const Puzzle& p) : rows(p.rows), cols(p.cols), n(p.cells()) {
  const auto blocked = blocked_masks(p);
  const auto un = static_cast<std::size_t>(n);
  std::fill(cell_edges.begin(), cell_edges.begin() + un, std::array<int, 4>{-1, -1, -1, -1});
  std::fill(number.begin(), number.begin() + un, -1);
  auto add = [&](int a, int b, int slot_a, int slot_b) {
    cell_edges[static_cast<std::size_t>(a)][static_cast<std::size_t>(slot_a)] = edges;
    cell_edges[static_cast<std::size_t>(b)][static_cast<std::size_t>(slot_b)] = edges;
    ends[static_cast<std::size_t>(edges)] = {a, b};
    ++edges;
  };
  for (int i = 0; i < n; ++i) {
    const auto b = blocked[static_cast<std::size_t>(i)];
    if (!(b & kRight)) add(i, i + 1, 3, 2);
    if (!(b & kDown)) add(i, i + cols, 1, 0);
    colour[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>((i / cols + i % cols) & 1);
  }
  for (int i = 0; i < n; ++i) {
    const auto ui = static_cast<std::size_t>(i);
    cells.set(i);
    if (colour[ui]) colour1.set(i);
    degree[ui] = 0;
    for (int e : cell_edges[ui])
      if (e >= 0) ++degree[ui];
  }
  for (int e = 0; e < edges; ++e) {
    const auto& ab = ends[static_cast<std::size_t>(e)];
    (rightward(e) ? edge_right : edge_down).set(ab[0]);
  }
  set_numbers(p);
}

Topology::Topology(const Topology& board, const Puzzle& p)
    : rows(board.rows),
      cols(board.cols),
      n(board.n),
      edges(board.edges),
      cells(board.cells),
      colour1(board.colour1),
      edge_right(board.edge_right),
      edge_down(board.edge_down) {
  // Only the board's part of the fixed arrays (a whole copy is ~10 KB, most of it unused).
  const auto un = static_cast<std::size_t>(n), ue = static_cast<std::size_t>(edges);
  std::copy_n(board.ends.begin(), ue, ends.begin());
  std::copy_n(board.cell_edges.begin(), un, cell_edges.begin());
  std::copy_n(board.colour.begin(), un, colour.begin());
  std::copy_n(board.degree.begin(), un, degree.begin());
  std::fill(number.begin(), number.begin() + un, -1);
  set_numbers(p);
}

void Topology::set_numbers(const Puzzle& p) {
  numbers = static_cast<int>(p.waypoints.size());
  for (int k = 0; k < numbers; ++k) {
    const int c = p.index(p.waypoints[static_cast<std::size_t>(k)]);
    number[static_cast<std::size_t>(c)] = k;
    numbered.set(c);
  }
  start = p.index(p.waypoints.front());
  end = p.index(p.waypoints.back());
  path_ends.set(start);
  path_ends.set(end);
}

Grid::Grid(const Topology& topo) : t_(&topo) {
  std::fill(edge_.begin(), edge_.begin() + t_->edges, std::uint8_t{kUnknown});
  for (int c = 0; c < t_->n; ++c) {
    CellState& s = cell_[at(c)];
    s.on = 0;
    s.unknown = t_->degree[at(c)];
    s.other_end = static_cast<std::int16_t>(c);
    s.length = 1;
    s.first_number = static_cast<std::int16_t>(t_->number[at(c)]);
    if (s.unknown < t_->need(c)) bad_ = true;
  }
  // Every cell is dirty: the cell set's words (dirty_ has a bit per possible cell).
  for (std::size_t w = 0; w < dirty_.size(); ++w) dirty_[w] = t_->cells.w[w];
  open_right_ = usable_right_ = t_->edge_right;
  open_down_ = usable_down_ = t_->edge_down;
}

Grid::Grid(const Grid& other) {
  copy_from(other);
}

Grid& Grid::operator=(const Grid& other) {
  if (this != &other) copy_from(other);
  return *this;
}

void Grid::copy_from(const Grid& other) {
  t_ = other.t_;
  memo_ = other.memo_;
  sweep_ = other.sweep_;
  solution_ = other.solution_;
  on_solution_ = other.on_solution_;
  bad_ = other.bad_;
  on_total_ = other.on_total_;
  dirty_ = other.dirty_;
  open_right_ = other.open_right_;
  open_down_ = other.open_down_;
  usable_right_ = other.usable_right_;
  usable_down_ = other.usable_down_;
  has_on_ = other.has_on_;
  full_ = other.full_;
  std::memcpy(edge_.data(), other.edge_.data(), at(t_->edges));
  std::memcpy(cell_.data(), other.cell_.data(), at(t_->n) * sizeof(CellState));
}

void Grid::set_known_solution(const std::uint8_t* solution_edges) {
  solution_ = solution_edges;
  on_solution_ = solution_ != nullptr && !bad_;
  for (int e = 0; e < t_->edges && on_solution_; ++e)
    if (edge_[at(e)] != kUnknown && edge_[at(e)] != solution_[at(e)]) on_solution_ = false;
}

void Grid::set_on(int e) {
  if (edge_[at(e)] != kUnknown || join_check(e) != JoinCheck::ok) {
    bad_ = true;
    on_solution_ = false;
    return;
  }
  if (on_solution_ && solution_[at(e)] != kOn) on_solution_ = false;
  const auto [a, b] = t_->ends[at(e)];
  const int ea = other_end(a), eb = other_end(b);
  // New first numbers from the outer ends: a segment without numbers passes the other's through.
  const int fa = first_number(ea) >= 0 ? first_number(ea) : first_number(b);
  const int fb = first_number(eb) >= 0 ? first_number(eb) : first_number(a);
  const int len = length(a) + length(b);
  edge_[at(e)] = kOn;
  ++on_total_;
  open_bits(e).reset(a);
  for (int c : {a, b}) {
    ++cell_[at(c)].on;
    --cell_[at(c)].unknown;
    has_on_.set(c);
    if (spare(c) == 0) full_.set(c);
  }
  cell_[at(ea)].other_end = static_cast<std::int16_t>(eb);
  cell_[at(eb)].other_end = static_cast<std::int16_t>(ea);
  cell_[at(ea)].length = cell_[at(eb)].length = static_cast<std::int16_t>(len);
  cell_[at(ea)].first_number = static_cast<std::int16_t>(fa);
  cell_[at(eb)].first_number = static_cast<std::int16_t>(fb);
  // Degrees changed at a and b; the join checks of edges at ea and eb read the new segment.
  for (int c : {a, b, ea, eb}) mark_dirty(c);
}

void Grid::set_off(int e) {
  if (edge_[at(e)] != kUnknown) {
    bad_ = true;
    on_solution_ = false;
    return;
  }
  if (on_solution_ && solution_[at(e)] != kOff) on_solution_ = false;
  edge_[at(e)] = kOff;
  open_bits(e).reset(t_->ends[at(e)][0]);
  usable_bits(e).reset(t_->ends[at(e)][0]);
  for (int c : t_->ends[at(e)]) {
    --cell_[at(c)].unknown;
    if (on(c) + unknown(c) < t_->need(c)) bad_ = true;
    mark_dirty(c);
  }
}

int Grid::take_dirty() {
  for (std::size_t w = 0; w < dirty_.size(); ++w) {
    if (dirty_[w] == 0) continue;
    const int bit = std::countr_zero(dirty_[w]);
    dirty_[w] &= dirty_[w] - 1;
    return static_cast<int>(w) * 64 + bit;
  }
  return -1;
}

}  // namespace dg::zip
