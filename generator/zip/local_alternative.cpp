// Second solutions near the planted path (see local_alternative.hpp).
#include "generator/zip/local_alternative.hpp"

#include <algorithm>

namespace dg::zip {

namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

}  // namespace

LocalAlternative::LocalAlternative(const Puzzle& p, const Solution& path)
    : n_(p.cells()), order_(at(n_)), pos_(at(n_)), rank_(at(n_), -1), in_(at(n_), 0) {
  for (int i = 0; i < n_; ++i) {
    order_[at(i)] = p.index(path[at(i)]);
    pos_[at(order_[at(i)])] = i;
  }
  number_pos_.reserve(at(n_));
}

bool LocalAlternative::found(const Grid& g, int merged_leg, int max_w, int nodes) {
  const Topology& t = g.topo();
  number_pos_.clear();
  for (int q = 0; q < n_; ++q)
    if (t.number[at(order_[at(q)])] >= 0) number_pos_.push_back(q);
  const int k = static_cast<int>(number_pos_.size());
  int prev_a = -1, prev_b = -1;
  for (int w = 2; w <= max_w; ++w) {
    const int a = std::max(0, merged_leg - w + 1), b = std::min(k - 1, merged_leg + w);
    if (a == prev_a && b == prev_b) break;  // the window covers the whole puzzle already
    prev_a = a;
    prev_b = b;
    budget_ = nodes;
    if (window(g, number_pos_[at(a)], number_pos_[at(b)], a + 1, b - 1)) return true;
  }
  return false;
}

bool LocalAlternative::window(const Grid& g, int lo, int hi, int first_inner, int last_inner) {
  for (int q = lo; q <= hi; ++q) in_[at(order_[at(q)])] = 1;
  for (int r = first_inner; r <= last_inner; ++r)
    rank_[at(order_[at(number_pos_[at(r)])])] = r - first_inner;
  lo_ = lo;
  total_ = hi - lo + 1;
  target_ = order_[at(hi)];
  after_ = hi + 1 < n_ ? order_[at(hi + 1)] : -1;
  const int start = order_[at(lo)];
  in_[at(start)] = 0;
  // The start keeps its planted step in from outside the window.
  const bool f = dfs(g, start, lo > 0 ? order_[at(lo - 1)] : -1, 0, 0, false);
  for (int q = lo; q <= hi; ++q) in_[at(order_[at(q)])] = 0;
  for (int r = first_inner; r <= last_inner; ++r) rank_[at(order_[at(number_pos_[at(r)])])] = -1;
  return f;
}

// Usable edges from u to cells still free in the window, or to `head` (the route's end).
int LocalAlternative::open_sides(const Grid& g, int u, int head) const {
  const Topology& t = g.topo();
  int open = 0;
  for (int e : t.cell_edges[at(u)]) {
    if (e < 0 || g.edge(e) == kOff) continue;
    const int v = t.other(e, u);
    if (in_[at(v)] || v == head) ++open;
  }
  return open;
}

bool LocalAlternative::dfs(const Grid& g, int head, int from, int depth, int next_rank,
                           bool differs) {
  const Topology& t = g.topo();
  if (depth == total_ - 1) {
    // Every window cell taken, the last is the target: its on edges must be the route's.
    if (!differs) return false;
    for (int e : t.cell_edges[at(head)]) {
      if (e < 0 || g.edge(e) != kOn) continue;
      const int v = t.other(e, head);
      if (v != from && v != after_) return false;
    }
    return true;
  }
  if (--budget_ < 0) return false;
  // An on edge of head other than the one the route came by must be the next step.
  int forced = -1;
  for (int e : t.cell_edges[at(head)]) {
    if (e < 0 || g.edge(e) != kOn) continue;
    const int v = t.other(e, head);
    if (v == from) continue;
    if (forced >= 0) return false;
    forced = v;
  }
  const int planted = order_[at(lo_ + depth + 1)];
  std::array<int, 4> moves{};
  int m = 0;
  for (int e : t.cell_edges[at(head)]) {
    if (e < 0 || g.edge(e) == kOff) continue;
    const int v = t.other(e, head);
    if (!in_[at(v)] || (forced >= 0 && v != forced)) continue;
    if (v == target_ && depth + 2 != total_) continue;
    if (rank_[at(v)] >= 0 && rank_[at(v)] != next_rank) continue;
    moves[at(m++)] = v;
  }
  // Steps off the planted route first: the search wants a route that differs.
  for (int i = 0; i + 1 < m; ++i)
    if (moves[at(i)] == planted) std::swap(moves[at(i)], moves[at(i + 1)]);
  for (int i = 0; i < m; ++i) {
    const int v = moves[at(i)];
    in_[at(v)] = 0;
    // Cells beside the old head lose it as a way in: each still free one needs two ways (one for
    // the target), counting the new head.
    bool ok = true;
    for (int e : t.cell_edges[at(head)]) {
      if (e < 0 || g.edge(e) == kOff) continue;
      const int u = t.other(e, head);
      if (!in_[at(u)]) continue;
      if (open_sides(g, u, v) < (u == target_ ? 1 : 2)) {
        ok = false;
        break;
      }
    }
    const bool hit =
        ok && dfs(g, v, head, depth + 1, next_rank + (rank_[at(v)] >= 0), differs || v != planted);
    in_[at(v)] = 1;
    if (hit) return true;
    if (budget_ < 0) return false;
  }
  return false;
}

}  // namespace dg::zip
