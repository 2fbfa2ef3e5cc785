// Zip CP-style counter on edges. Variables: one per pair of neighbours without a wall, unknown /
// on (the path uses it) / off. Constraints: every cell has exactly 2 on edges, numbers 1 and K
// exactly 1; the on edges form one path (no cycle) that meets the numbers in order.
// Propagation to a fixed point:
//  - degree: too many on edges or too few possible ones fails; a saturated cell turns its
//    unknown edges off; a cell with exactly as many possible edges as it needs turns them on.
//  - segments: on edges form paths ("segments") whose two ends are tracked with a union of end
//    pointers. Joining the two ends of one segment would close a cycle, so that edge goes off;
//    joining the segments of 1 and K before every cell is covered goes off as well.
//  - waypoint order: the numbers along a segment must be consecutive and monotone (the path
//    between numbers i and j passes every number in between, in order).
//  - connectivity: the on and unknown edges must connect every cell.
// Then branch on the most constrained cell (fewest spare unknown edges): its first unknown edge
// on, then off. Deliberately shares no code with the DFS counter so the two can check each other.
#include <algorithm>

#include "solver/zip/counter.hpp"

namespace dg::zip {

namespace {

enum : std::uint8_t { kUnknown = 0, kOn = 1, kOff = 2 };

struct State {
  std::vector<std::uint8_t> edge;  // per edge: kUnknown / kOn / kOff
  std::vector<int> on, unknown;    // per cell: counts of on and unknown edges
  std::vector<int> link;           // per cell: 2 slots, the cells joined by on edges (-1 = none)
  std::vector<int> other_end;      // per segment end: the segment's other end (itself if alone)
  std::vector<int> length;         // per segment end: cells in the segment
};

class Cp {
 public:
  Cp(const Puzzle& p, int limit, Budget budget)
      : p_(p), n_(p.cells()), limit_(limit), budget_(budget) {
    const auto blocked = blocked_masks(p);
    edge_at_.assign(static_cast<std::size_t>(n_ * 4), -1);
    for (int i = 0; i < n_; ++i) {
      const auto b = blocked[static_cast<std::size_t>(i)];
      if (!(b & kRight)) add_edge(i, i + 1, 3, 2);
      if (!(b & kDown)) add_edge(i, i + p.cols, 1, 0);
    }
    wp_.assign(static_cast<std::size_t>(n_), -1);
    for (std::size_t k = 0; k < p.waypoints.size(); ++k)
      wp_[static_cast<std::size_t>(p.index(p.waypoints[k]))] = static_cast<int>(k);
    start_ = p.index(p.waypoints.front());
    end_ = p.index(p.waypoints.back());
  }

  Count run() {
    State s;
    s.edge.assign(ends_.size(), kUnknown);
    s.on.assign(static_cast<std::size_t>(n_), 0);
    s.unknown.assign(static_cast<std::size_t>(n_), 0);
    s.link.assign(static_cast<std::size_t>(n_ * 2), -1);
    s.other_end.resize(static_cast<std::size_t>(n_));
    s.length.assign(static_cast<std::size_t>(n_), 1);
    for (int i = 0; i < n_; ++i) s.other_end[static_cast<std::size_t>(i)] = i;
    for (const auto& e : ends_) {
      ++s.unknown[static_cast<std::size_t>(e.first)];
      ++s.unknown[static_cast<std::size_t>(e.second)];
    }
    search(std::move(s));
    return std::move(result_);
  }

 private:
  void add_edge(int a, int b, int dir_a, int dir_b) {
    const int id = static_cast<int>(ends_.size());
    ends_.push_back({a, b});
    edge_at_[static_cast<std::size_t>(a * 4 + dir_a)] = id;
    edge_at_[static_cast<std::size_t>(b * 4 + dir_b)] = id;
  }
  int need(int cell) const { return cell == start_ || cell == end_ ? 1 : 2; }
  static std::size_t at(int i) { return static_cast<std::size_t>(i); }

  bool set_off(State& s, int e) {
    auto& v = s.edge[at(e)];
    if (v != kUnknown) return v == kOff;
    v = kOff;
    --s.unknown[at(ends_[at(e)].first)];
    --s.unknown[at(ends_[at(e)].second)];
    changed_ = true;
    return true;
  }

  bool set_on(State& s, int e) {
    auto& v = s.edge[at(e)];
    if (v != kUnknown) return v == kOn;
    const auto [a, b] = ends_[at(e)];
    if (s.on[at(a)] >= need(a) || s.on[at(b)] >= need(b)) return false;
    const int ea = s.other_end[at(a)], eb = s.other_end[at(b)];
    if (ea == b) return false;  // a and b are the two ends of one segment: a cycle
    v = kOn;
    changed_ = true;
    for (int x : {a, b}) --s.unknown[at(x)];
    s.link[at(a * 2 + s.on[at(a)]++)] = b;
    s.link[at(b * 2 + s.on[at(b)]++)] = a;
    const int len = s.length[at(ea)] + s.length[at(eb)];
    s.other_end[at(ea)] = eb;
    s.other_end[at(eb)] = ea;
    s.length[at(ea)] = s.length[at(eb)] = len;
    const bool has_both = (ea == start_ || eb == start_) && (ea == end_ || eb == end_);
    if (has_both && len < n_) return false;
    if (!order_ok(s, ea)) return false;
    // The edge joining the new segment's two ends would close a cycle.
    for (int d = 0; d < 4; ++d) {
      const int f = edge_at_[at(ea * 4 + d)];
      if (f >= 0 && f != e && (ends_[at(f)].first == eb || ends_[at(f)].second == eb) &&
          !set_off(s, f))
        return false;
    }
    return true;
  }

  // Walks the segment from its end `from`: the numbers met must be consecutive and monotone.
  bool order_ok(const State& s, int from) const {
    int prev = -1, cur = from, last = -1, dir = 0;
    while (cur >= 0) {
      if (const int k = wp_[at(cur)]; k >= 0) {
        if (last >= 0) {
          const int step = k - last;
          if ((step != 1 && step != -1) || (dir != 0 && step != dir)) return false;
          dir = step;
        }
        last = k;
      }
      int next = -1;
      for (int slot = 0; slot < 2; ++slot) {
        const int x = s.link[at(cur * 2 + slot)];
        if (x >= 0 && x != prev) next = x;
      }
      prev = cur;
      cur = next;
    }
    return true;
  }

  bool propagate(State& s) {
    do {
      changed_ = false;
      for (int c = 0; c < n_; ++c) {
        const int on = s.on[at(c)], unk = s.unknown[at(c)], nd = need(c);
        if (on > nd || on + unk < nd) return false;
        if (unk == 0) continue;
        if (on == nd || on + unk == nd) {
          for (int d = 0; d < 4; ++d) {
            const int e = edge_at_[at(c * 4 + d)];
            if (e < 0 || s.edge[at(e)] != kUnknown) continue;
            if (!(on == nd ? set_off(s, e) : set_on(s, e))) return false;
          }
        }
      }
      // Joining the segment of 1 to the segment of K covers too few cells.
      const int a = s.other_end[at(start_)], b = s.other_end[at(end_)];
      if (a != end_ && s.length[at(start_)] + s.length[at(end_)] < n_) {
        for (int d = 0; d < 4; ++d) {
          const int e = edge_at_[at(a * 4 + d)];
          if (e >= 0 && (ends_[at(e)].first == b || ends_[at(e)].second == b) && !set_off(s, e))
            return false;
        }
      }
    } while (changed_);
    return connected(s);
  }

  bool connected(const State& s) const {
    std::vector<char> seen(at(n_), 0);
    std::vector<int> stack{0};
    seen[0] = 1;
    int reached = 0;
    while (!stack.empty()) {
      const int c = stack.back();
      stack.pop_back();
      ++reached;
      for (int d = 0; d < 4; ++d) {
        const int e = edge_at_[at(c * 4 + d)];
        if (e < 0 || s.edge[at(e)] == kOff) continue;
        const int x = ends_[at(e)].first == c ? ends_[at(e)].second : ends_[at(e)].first;
        if (!seen[at(x)]) {
          seen[at(x)] = 1;
          stack.push_back(x);
        }
      }
    }
    return reached == n_;
  }

  // Returns true when the search must stop (limit reached or budget exhausted).
  bool search(State s) {
    if (budget_.exhausted(++result_.nodes)) {
      result_.complete = false;
      return true;
    }
    if (!propagate(s)) return false;
    if (s.other_end[at(start_)] == end_ && s.length[at(start_)] == n_) {
      Solution path;
      for (int prev = -1, cur = start_; cur >= 0;) {
        path.push_back(p_.cell(cur));
        int next = -1;
        for (int slot = 0; slot < 2; ++slot) {
          const int x = s.link[at(cur * 2 + slot)];
          if (x >= 0 && x != prev) next = x;
        }
        prev = cur;
        cur = next;
      }
      if (budget_.keeps(result_.solutions.size())) result_.solutions.push_back(std::move(path));
      return ++result_.count >= limit_;
    }
    // Most constrained cell: fewest unknown edges beyond the ones it still needs.
    int best = -1, best_spare = 1 << 20;
    for (int c = 0; c < n_; ++c) {
      const int missing = need(c) - s.on[at(c)];
      if (missing <= 0) continue;
      const int spare = s.unknown[at(c)] - missing;
      if (spare < best_spare) {
        best = c;
        best_spare = spare;
      }
    }
    if (best < 0) return false;  // every cell saturated without one full path: cannot happen
    int edge = -1;
    for (int d = 0; d < 4 && edge < 0; ++d) {
      const int e = edge_at_[at(best * 4 + d)];
      if (e >= 0 && s.edge[at(e)] == kUnknown) edge = e;
    }
    ++result_.guesses;
    {
      State on = s;
      if (set_on(on, edge) && search(std::move(on))) return true;
    }
    State off = std::move(s);
    if (set_off(off, edge) && search(std::move(off))) return true;
    return false;
  }

  const Puzzle& p_;
  int n_;
  int limit_;
  Budget budget_;
  int start_ = 0, end_ = 0;
  std::vector<std::pair<int, int>> ends_;  // per edge: its two cells
  std::vector<int> edge_at_;               // per cell and direction (up, down, left, right)
  std::vector<int> wp_;                    // waypoint index of a cell, -1 for none
  bool changed_ = false;
  Count result_;
};

}  // namespace

Count count_solutions_cp(const Puzzle& p, int limit, Budget budget) {
  return Cp(p, std::max(limit, 1), budget).run();
}

}  // namespace dg::zip
