// Bipartite matching for rule 3 (trees paired with tents): the model's check, the production
// counter's pruning and the grader's matching rules all ask "can these trees be paired?".
// Left vertices are 0..adj.size()-1, right vertices 0..right_count-1.
#pragma once

#include <vector>

namespace dg::tents {

struct Matching {
  std::vector<int> left_to_right;  // -1 when unmatched
  std::vector<int> right_to_left;  // -1 when unmatched
  int size = 0;
};

// A maximum matching (augmenting paths; the graphs here have at most 4 edges per left vertex).
Matching max_matching(const std::vector<std::vector<int>>& adj, int right_count);

// Whether the perfect matching `m` of adj (every left vertex matched) is the only one: true when
// no alternating cycle exists.
bool only_matching(const std::vector<std::vector<int>>& adj, const Matching& m);

}  // namespace dg::tents
