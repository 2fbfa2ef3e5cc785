// Regions and holes of family boards (family_board.hpp, steps 2 and 3).
#include <algorithm>
#include <cstdlib>

#include "generator/queens/family_board.hpp"
#include "generator/queens/region_ops.hpp"

namespace dg::queens {

namespace {

constexpr int kUnclaimed = -1;
constexpr int kMaxRate = 16;
constexpr int kDr[] = {-1, 1, 0, 0};
constexpr int kDc[] = {0, 0, -1, 1};

// Stars grouped k to a region: from each star not yet grouped (in random order), its k - 1
// nearest ungrouped stars (Manhattan distance; regions do not wrap on a torus). group[i] is the
// region of stars[i].
// Stars already grouped (group[i] >= 0, regions 0..next-1) keep their group.
void group_rest(const std::vector<Cell>& stars, int k, Rng& rng, std::vector<int>& group) {
  std::vector<std::size_t> order(stars.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
  rng.shuffle(order);
  int next = 1 + *std::max_element(group.begin(), group.end());
  for (std::size_t i : order) {
    if (group[i] >= 0) continue;
    group[i] = next;
    for (int more = 1; more < k; ++more) {
      std::size_t best = stars.size();
      int best_d = 1 << 30;
      for (std::size_t j = 0; j < stars.size(); ++j) {
        if (group[j] >= 0) continue;
        const int d = std::abs(stars[i].row - stars[j].row) + std::abs(stars[i].col - stars[j].col);
        if (d < best_d) best_d = d, best = j;
      }
      if (best < stars.size()) group[best] = next;
    }
    ++next;
  }
}

// Fixed regions laid along rows (shape.line_regions and shape.band_regions): rows at random, no
// two fixed rows neighbouring unless in one band (so no cell is shut in between them). A line is
// one row: its k stars and the cells between them, one region. A band is two neighbouring rows:
// their 2k stars by column, the first k one region and the last k another, each the band's
// columns from its first star to its last (a 2-row rectangle). region[] is set and fixed[] marked;
// returns the stars' groups so far (-1: not grouped yet).
std::vector<int> line_regions(const FamilyShape& shape, const std::vector<Cell>& stars, Rng& rng,
                              std::vector<int>& region, std::vector<char>& fixed) {
  std::vector<int> group(stars.size(), -1);
  if (shape.line_regions <= 0 && shape.band_regions <= 0) return group;
  const int n = shape.n;
  std::vector<int> rows(static_cast<std::size_t>(n));
  for (int r = 0; r < n; ++r) rows[static_cast<std::size_t>(r)] = r;
  rng.shuffle(rows);
  std::vector<char> taken(static_cast<std::size_t>(n + 2), 0);  // row r at r + 1
  auto free_rows = [&](int r, int h) {
    if (r + h > n) return false;
    for (int i = r - 1; i <= r + h; ++i)
      if (taken[static_cast<std::size_t>(i + 1)]) return false;
    return true;
  };
  int id = 0, lines = shape.line_regions, bands = shape.band_regions;
  // Stars in rows r..r+h-1 by column, grouped k at a time into regions spanning those rows.
  auto lay = [&](int r, int h) {
    std::vector<std::size_t> in;
    for (std::size_t i = 0; i < stars.size(); ++i)
      if (stars[i].row >= r && stars[i].row < r + h) in.push_back(i);
    std::sort(in.begin(), in.end(),
              [&](std::size_t a, std::size_t b) { return stars[a].col < stars[b].col; });
    for (std::size_t from = 0; from + static_cast<std::size_t>(shape.stars) <= in.size();
         from += static_cast<std::size_t>(shape.stars)) {
      const int lo = stars[in[from]].col;
      const int hi = stars[in[from + static_cast<std::size_t>(shape.stars) - 1]].col;
      for (std::size_t j = from; j < from + static_cast<std::size_t>(shape.stars); ++j)
        group[in[j]] = id;
      for (int rr = r; rr < r + h; ++rr)
        for (int c = lo; c <= hi; ++c) region[static_cast<std::size_t>(rr * n + c)] = id;
      fixed[static_cast<std::size_t>(id)] = 1;
      ++id;
    }
    for (int rr = r; rr < r + h; ++rr) taken[static_cast<std::size_t>(rr + 1)] = 1;
  };
  for (int r : rows) {
    if (bands > 0 && free_rows(r, 2)) {
      lay(r, 2);
      --bands;
    } else if (lines > 0 && free_rows(r, 1)) {
      lay(r, 1);
      --lines;
    }
    if (bands == 0 && lines == 0) break;
  }
  return group;
}

// The cells of region `id` 4-connected to `start` (a mask over the board).
std::vector<char> component(const std::vector<int>& region, int n, int start) {
  const int id = region[static_cast<std::size_t>(start)];
  std::vector<char> in(region.size(), 0);
  std::vector<int> stack{start};
  in[static_cast<std::size_t>(start)] = 1;
  while (!stack.empty()) {
    const int at = stack.back();
    stack.pop_back();
    for (int d = 0; d < 4; ++d) {
      const int r = at / n + kDr[d], c = at % n + kDc[d];
      if (r < 0 || r >= n || c < 0 || c >= n) continue;
      const auto k = static_cast<std::size_t>(r * n + c);
      if (in[k] || region[k] != id) continue;
      in[k] = 1;
      stack.push_back(r * n + c);
    }
  }
  return in;
}

// Claims for region `id` a shortest path of unclaimed cells from `from` to a cell of `target`
// (the region's piece that holds its first star; directions tried in random order, so paths
// vary). Cells of the region outside `target` (stars of the group not joined yet) block the path
// rather than end it: ending there joined a 3-star group's last two stars to each other and left
// the first apart, a region in two pieces. False when the target cannot be reached.
bool join(std::vector<int>& region, int n, int from, int id, const std::vector<char>& target,
          Rng& rng) {
  std::vector<int> parent(region.size(), -2), queue{from};
  parent[static_cast<std::size_t>(from)] = -1;
  int dirs[] = {0, 1, 2, 3};
  for (std::size_t head = 0; head < queue.size(); ++head) {
    const int at = queue[head];
    for (int d = 3; d > 0; --d) std::swap(dirs[d], dirs[rng.below(d + 1)]);
    for (int d : dirs) {
      const int r = at / n + kDr[d], c = at % n + kDc[d];
      if (r < 0 || r >= n || c < 0 || c >= n) continue;
      const int next = r * n + c;
      const auto k = static_cast<std::size_t>(next);
      if (parent[k] != -2) continue;
      if (region[k] == id && target[k]) {
        for (int i = at; i != from; i = parent[static_cast<std::size_t>(i)])
          region[static_cast<std::size_t>(i)] = id;
        return true;
      }
      if (region[k] != kUnclaimed) continue;
      parent[k] = at;
      queue.push_back(next);
    }
  }
  return false;
}

}  // namespace

bool grow_family_regions(const FamilyShape& shape, const std::vector<Cell>& stars, Rng& rng,
                         Puzzle& p) {
  const int n = shape.n;
  p = Puzzle{};
  p.n = p.cols = n;
  p.stars = shape.stars;
  p.torus = shape.torus;
  p.region.assign(static_cast<std::size_t>(n * n), kUnclaimed);
  std::vector<char> fixed(static_cast<std::size_t>(n), 0);  // per region: it does not grow
  std::vector<int> group = line_regions(shape, stars, rng, p.region, fixed);
  group_rest(stars, shape.stars, rng, group);
  // The first star of each group starts its region; the others are joined to it by paths.
  std::vector<int> first(static_cast<std::size_t>(n), -1);
  for (std::size_t i = 0; i < stars.size(); ++i) {
    const int cell = stars[i].row * n + stars[i].col;
    auto& f = first[static_cast<std::size_t>(group[i])];
    if (f < 0) f = cell;
    p.region[static_cast<std::size_t>(cell)] = group[i];
  }
  for (std::size_t i = 0; i < stars.size(); ++i) {
    const int cell = stars[i].row * n + stars[i].col;
    if (first[static_cast<std::size_t>(group[i])] == cell ||
        fixed[static_cast<std::size_t>(group[i])])
      continue;
    // Without its own mark the star is the path's start; the path ends at its region.
    p.region[static_cast<std::size_t>(cell)] = kUnclaimed;
    const auto target = component(p.region, n, first[static_cast<std::size_t>(group[i])]);
    if (!join(p.region, n, cell, group[i], target, rng)) return false;
    p.region[static_cast<std::size_t>(cell)] = group[i];
  }
  // Still regions: grown ones that keep their stars and paths only (no rng drawn without them).
  if (shape.still_regions > 0) {
    std::vector<int> ids;
    for (int id = 0; id < n; ++id)
      if (!fixed[static_cast<std::size_t>(id)]) ids.push_back(id);
    rng.shuffle(ids);
    for (std::size_t k = 0; k < ids.size() && k < static_cast<std::size_t>(shape.still_regions);
         ++k)
      fixed[static_cast<std::size_t>(ids[k])] = 1;
  }
  // Random frontier growth (as grow_regions: regions grow at the rate of their borders).
  std::vector<std::pair<int, int>> frontier;
  auto push_neighbours = [&](int cell, int id) {
    for (int d = 0; d < 4; ++d) {
      const int r = cell / n + kDr[d], c = cell % n + kDc[d];
      if (r < 0 || r >= n || c < 0 || c >= n) continue;
      if (p.region[static_cast<std::size_t>(r * n + c)] == kUnclaimed)
        frontier.push_back({r * n + c, id});
    }
  };
  for (int i = 0; i < n * n; ++i) {
    const int id = p.region[static_cast<std::size_t>(i)];
    if (id != kUnclaimed && !fixed[static_cast<std::size_t>(id)]) push_neighbours(i, id);
  }
  // Each region grows at its own rate, 1..kMaxRate (a claim of a region with rate w is taken
  // with probability w / kMaxRate), so sizes vary as in published Star Battles; small regions
  // pin stars down, and the boards start nearer to unique. Per 2-star 10x10 board, counter nodes
  // (500 boards, 8 rivals listed, 2n moves): equal rates 11238, rates 1..8 6828, 1..16 6653,
  // 1..32 6386 (but then more regions hardly grow beyond their stars' path).
  std::vector<int> rate(static_cast<std::size_t>(n));
  for (int& w : rate) w = 1 + rng.below(kMaxRate);
  while (!frontier.empty()) {
    const auto at = static_cast<std::size_t>(rng.below(static_cast<int>(frontier.size())));
    if (rng.below(kMaxRate) >= rate[static_cast<std::size_t>(frontier[at].second)]) continue;
    const auto [cell, id] = frontier[at];
    frontier[at] = frontier.back();
    frontier.pop_back();
    if (p.region[static_cast<std::size_t>(cell)] != kUnclaimed) continue;
    p.region[static_cast<std::size_t>(cell)] = id;
    push_neighbours(cell, id);
  }
  // A cell that only line regions and the edges reach stays unclaimed: no board this time.
  return std::find(p.region.begin(), p.region.end(), kUnclaimed) == p.region.end();
}

bool carve_holes(Puzzle& p, const std::vector<Cell>& stars, int holes, Rng& rng) {
  if (holes == 0) return true;
  std::vector<char> star(p.region.size(), 0);
  for (Cell s : stars) star[static_cast<std::size_t>(s.row * p.cols + s.col)] = 1;
  std::vector<int> cells;
  for (int i = 0; i < p.n * p.cols; ++i)
    if (!star[static_cast<std::size_t>(i)]) cells.push_back(i);
  rng.shuffle(cells);
  for (int cell : cells) {
    const int id = p.region[static_cast<std::size_t>(cell)];
    if (!connected_without(p, id, cell)) continue;
    p.region[static_cast<std::size_t>(cell)] = kHole;
    if (--holes == 0) return true;
  }
  return false;
}

}  // namespace dg::queens
