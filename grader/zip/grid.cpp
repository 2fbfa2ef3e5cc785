// Zip grader state (see grid.hpp): topology, edge updates and segment bookkeeping.
#include "grader/zip/grid.hpp"

#include <algorithm>
#include <bit>

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
  numbers = static_cast<int>(p.waypoints.size());
  for (int k = 0; k < numbers; ++k)
    number[static_cast<std::size_t>(p.index(p.waypoints[static_cast<std::size_t>(k)]))] = k;
  start = p.index(p.waypoints.front());
  end = p.index(p.waypoints.back());
  for (int i = 0; i < n; ++i) {
    cells.set(i);
    if (number[static_cast<std::size_t>(i)] >= 0) numbered.set(i);
    if (colour[static_cast<std::size_t>(i)]) colour1.set(i);
  }
  path_ends.set(start);
  path_ends.set(end);
}

bool Topology::rightward(int e) const {
  const auto& ab = ends[static_cast<std::size_t>(e)];
  return ab[1] == ab[0] + 1 && cols > 1;  // on a one-column board i + 1 is the cell below
}

Grid::Grid(const Topology& topo) : t_(&topo) {
  for (int c = 0; c < t_->n; ++c) {
    other_end_[at(c)] = static_cast<std::int16_t>(c);
    length_[at(c)] = 1;
    first_number_[at(c)] = static_cast<std::int16_t>(t_->number[at(c)]);
    for (int e : t_->cell_edges[at(c)])
      if (e >= 0) ++unknown_[at(c)];
    mark_dirty(c);
  }
  for (int c = 0; c < t_->n; ++c)
    if (unknown_[at(c)] < t_->need(c)) bad_ = true;
  for (int e = 0; e < t_->edges; ++e) {
    open_bits(e).set(t_->ends[at(e)][0]);
    usable_bits(e).set(t_->ends[at(e)][0]);
  }
}

void Grid::set_on(int e) {
  if (edge_[at(e)] != kUnknown || join_check(e) != JoinCheck::ok) {
    bad_ = true;
    return;
  }
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
    ++on_[at(c)];
    --unknown_[at(c)];
    has_on_.set(c);
    if (spare(c) == 0) full_.set(c);
  }
  other_end_[at(ea)] = static_cast<std::int16_t>(eb);
  other_end_[at(eb)] = static_cast<std::int16_t>(ea);
  length_[at(ea)] = length_[at(eb)] = static_cast<std::int16_t>(len);
  first_number_[at(ea)] = static_cast<std::int16_t>(fa);
  first_number_[at(eb)] = static_cast<std::int16_t>(fb);
  // Degrees changed at a and b; the join checks of edges at ea and eb read the new segment.
  for (int c : {a, b, ea, eb}) mark_dirty(c);
}

void Grid::set_off(int e) {
  if (edge_[at(e)] != kUnknown) {
    bad_ = true;
    return;
  }
  edge_[at(e)] = kOff;
  open_bits(e).reset(t_->ends[at(e)][0]);
  usable_bits(e).reset(t_->ends[at(e)][0]);
  for (int c : t_->ends[at(e)]) {
    --unknown_[at(c)];
    if (on_[at(c)] + unknown_[at(c)] < t_->need(c)) bad_ = true;
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
