// Random Hamiltonian paths by backbite moves, and puzzles made from them (see random_path.hpp).
// A backbite at an end e of path p0..pL joins e to a grid neighbour pj and cuts the path edge that
// would otherwise close a cycle, then reverses the piece in between, so the result is again a
// Hamiltonian path. Applied at both ends, the moves mix well over all Hamiltonian paths.
#include "generator/zip/random_path.hpp"

#include <algorithm>

#include "solver/zip/counter.hpp"

namespace dg::zip {

Solution random_hamiltonian_path(int rows, int cols, Rng& rng) {
  Solution path;
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) path.push_back(Cell{r, r % 2 == 0 ? c : cols - 1 - c});
  const int n = rows * cols;
  if (n < 3) return path;
  std::vector<int> pos(static_cast<std::size_t>(n));
  auto index = [cols](Cell c) { return static_cast<std::size_t>(c.row * cols + c.col); };
  auto reindex = [&] {
    for (std::size_t i = 0; i < path.size(); ++i) pos[index(path[i])] = static_cast<int>(i);
  };
  reindex();
  const int dr[] = {-1, 1, 0, 0}, dc[] = {0, 0, -1, 1};
  const int moves = 10 * n;
  for (int m = 0; m < moves; ++m) {
    const bool front = rng.below(2) == 0;
    const Cell e = front ? path.front() : path.back();
    const int d = rng.below(4);
    const Cell x{e.row + dr[d], e.col + dc[d]};
    if (x.row < 0 || x.row >= rows || x.col < 0 || x.col >= cols) continue;
    const auto j = static_cast<std::size_t>(pos[index(x)]);
    if (front) {
      if (j == 1) continue;  // already joined
      std::reverse(path.begin(), path.begin() + static_cast<std::ptrdiff_t>(j));
      for (std::size_t i = 0; i < j; ++i) pos[index(path[i])] = static_cast<int>(i);
    } else {
      if (j + 2 == path.size()) continue;
      std::reverse(path.begin() + static_cast<std::ptrdiff_t>(j + 1), path.end());
      for (std::size_t i = j + 1; i < path.size(); ++i) pos[index(path[i])] = static_cast<int>(i);
    }
  }
  return path;
}

Puzzle puzzle_from_path(int rows, int cols, const Solution& path, int intermediate, int walls,
                        Rng& rng) {
  const int n = static_cast<int>(path.size());
  std::vector<int> interior;
  for (int i = 1; i + 1 < n; ++i) interior.push_back(i);
  rng.shuffle(interior);
  interior.resize(static_cast<std::size_t>(std::clamp(intermediate, 0, n - 2)));
  std::sort(interior.begin(), interior.end());
  std::vector<Cell> waypoints{path.front()};
  for (int i : interior) waypoints.push_back(path[static_cast<std::size_t>(i)]);
  waypoints.push_back(path.back());

  std::vector<CellPair> used;
  for (std::size_t i = 1; i < path.size(); ++i) used.push_back(ordered_pair(path[i - 1], path[i]));
  std::sort(used.begin(), used.end());
  std::vector<CellPair> free_pairs;
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) {
      const Cell a{r, c};
      for (const Cell b : {Cell{r, c + 1}, Cell{r + 1, c}}) {
        if (b.row >= rows || b.col >= cols) continue;
        const CellPair pr = ordered_pair(a, b);
        if (!std::binary_search(used.begin(), used.end(), pr)) free_pairs.push_back(pr);
      }
    }
  rng.shuffle(free_pairs);
  free_pairs.resize(std::min(free_pairs.size(), static_cast<std::size_t>(std::max(walls, 0))));
  auto p = make_puzzle(rows, cols, std::move(waypoints), std::move(free_pairs));
  return std::move(p).value();
}

Puzzle fully_numbered(int rows, int cols, const Solution& path,
                      const std::vector<CellPair>& walls) {
  return make_puzzle(rows, cols, path, walls).value();
}

Puzzle remove_numbers(const Puzzle& p, const Solution& path, Rng& rng, std::uint64_t max_nodes) {
  Puzzle cur = p;
  std::vector<Cell> interior(p.waypoints.begin() + 1, p.waypoints.end() - 1);
  rng.shuffle(interior);
  for (const Cell c : interior) {
    Puzzle trial = cur;
    trial.waypoints.erase(std::find(trial.waypoints.begin(), trial.waypoints.end(), c));
    const Count count = count_solutions(trial, 2, Budget{max_nodes});
    // The check against `path` guards the precondition: a wrong path never loses numbers.
    if (count.complete && count.count == 1 && count.solutions.front() == path)
      cur = std::move(trial);
  }
  return cur;
}

}  // namespace dg::zip
