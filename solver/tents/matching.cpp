// Augmenting-path matching and the alternating-cycle test (see matching.hpp).
#include "solver/tents/matching.hpp"

#include <algorithm>
#include <cstddef>

namespace dg::tents {

namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

// Iterative would be longer and the depth is at most the number of trees (<= 450).
bool augment(const std::vector<std::vector<int>>& adj, int left, std::vector<char>& seen,
             Matching& m) {
  for (int right : adj[at(left)]) {
    if (seen[at(right)]) continue;
    seen[at(right)] = 1;
    const int owner = m.right_to_left[at(right)];
    if (owner < 0 || augment(adj, owner, seen, m)) {
      m.left_to_right[at(left)] = right;
      m.right_to_left[at(right)] = left;
      return true;
    }
  }
  return false;
}

// Depth-first search for a cycle in the digraph left -> left' (left is adjacent to the right
// vertex matched to left', other than its own): colour 1 = on the stack, 2 = done.
bool on_cycle(const std::vector<std::vector<int>>& adj, const Matching& m, int left,
              std::vector<char>& colour) {
  colour[at(left)] = 1;
  for (int right : adj[at(left)]) {
    if (right == m.left_to_right[at(left)]) continue;
    const int next = m.right_to_left[at(right)];
    if (next < 0) continue;
    if (colour[at(next)] == 1) return true;
    if (colour[at(next)] == 0 && on_cycle(adj, m, next, colour)) return true;
  }
  colour[at(left)] = 2;
  return false;
}

}  // namespace

Matching max_matching(const std::vector<std::vector<int>>& adj, int right_count) {
  Matching m;
  m.left_to_right.assign(adj.size(), -1);
  m.right_to_left.assign(at(right_count), -1);
  std::vector<char> seen(at(right_count));
  // A greedy pass first: most trees have a free neighbour, which saves most searches.
  for (std::size_t l = 0; l < adj.size(); ++l)
    for (int right : adj[l])
      if (m.right_to_left[at(right)] < 0) {
        m.left_to_right[l] = right;
        m.right_to_left[at(right)] = static_cast<int>(l);
        ++m.size;
        break;
      }
  for (std::size_t l = 0; l < adj.size(); ++l) {
    if (m.left_to_right[l] >= 0) continue;
    std::fill(seen.begin(), seen.end(), 0);
    if (augment(adj, static_cast<int>(l), seen, m)) ++m.size;
  }
  return m;
}

bool only_matching(const std::vector<std::vector<int>>& adj, const Matching& m) {
  std::vector<char> colour(adj.size(), 0);
  for (std::size_t l = 0; l < adj.size(); ++l)
    if (colour[l] == 0 && on_cycle(adj, m, static_cast<int>(l), colour)) return false;
  return true;
}

}  // namespace dg::tents
