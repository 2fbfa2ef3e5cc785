// Sudoku rules of tier "wing": XY-wing and XYZ-wing, the shortest chains players name.
//
// xy_wing: a pivot with candidates {x, y} sees two pincers {x, z} and {y, z}. Whichever digit the
// pivot takes, one pincer is z, so a cell that sees both pincers cannot be z.
//   pivot E5 {3,7}, pincers E2 {3,9} and D6 {7,9}: 9 is removed from cells seeing E2 and D6.
// xyz_wing: a pivot {x, y, z} sees pincers {x, z} and {y, z}: one of the three is z, so a cell
// seeing all three cannot be z.
// Sound: the case split on the pivot covers every solution.
#include "grader/sudoku/rules.hpp"

namespace dg::sudoku {

namespace {

// Removes z from the open cells (other than the wing's) that see every cell of `wing`; the step
// when one went.
Step pinch(Grid& g, const std::vector<int>& wing, Digits z, const char* rule, Trace* trace) {
  std::vector<int> gone;
  for (int k = 0; k < g.cells(); ++k) {
    if (!g.is_open(k) || !(g.at(k) & z)) continue;
    bool all = true;
    for (int w : wing) all = all && g.geo->sees(k, w);
    if (all) gone.push_back(k);
  }
  if (gone.empty()) return Step::none;
  if (trace) {
    const std::string digit = digit_words(z);
    std::string reason =
        "pivot " + cell_words(g, wing[0]) + " (" + digit_words(g.at(wing[0]), "or") + ") sees " +
        cell_words(g, wing[1]) + " (" + digit_words(g.at(wing[1]), "or") + ") and " +
        cell_words(g, wing[2]) + " (" + digit_words(g.at(wing[2]), "or") + "): one of " +
        (wing.size() == 3 && digit_count(g.at(wing[0])) == 3 ? "the three" : "the pincers") +
        " is " + digit;
    const std::string conclusion = digit + " is removed from " + cells_words(g, gone);
    std::vector<int> read = wing;
    read.insert(read.end(), gone.begin(), gone.end());
    trace->add(rule, cells_of(g, read), reason + ", so " + conclusion, conclusion, reason);
  }
  for (int k : gone) g.eliminate(k, z);
  return g.broken ? Step::contradiction : Step::progress;
}

}  // namespace

Step apply_xy_wing(Grid& g, int, Trace* trace) {
  const Geometry& geo = *g.geo;
  for (int p = 0; p < g.cells(); ++p) {
    if (!g.is_open(p) || digit_count(g.at(p)) != 2) continue;
    const Digits pivot = g.at(p);
    const std::uint8_t* peers = geo.peers_of(p);
    for (int i = 0; i < geo.peer_count; ++i) {
      const int a = peers[i];
      if (!g.is_open(a) || digit_count(g.at(a)) != 2) continue;
      const Digits shared_a = static_cast<Digits>(g.at(a) & pivot);
      if (digit_count(shared_a) != 1) continue;
      const Digits z = static_cast<Digits>(g.at(a) & ~pivot);
      const Digits other = static_cast<Digits>(pivot & ~shared_a);
      for (int j = 0; j < geo.peer_count; ++j) {
        const int b = peers[j];
        if (b == a || !g.is_open(b) || g.at(b) != static_cast<Digits>(other | z)) continue;
        if (Step s = pinch(g, {p, a, b}, z, "xy_wing", trace); s != Step::none) return s;
      }
    }
  }
  return Step::none;
}

Step apply_xyz_wing(Grid& g, int, Trace* trace) {
  const Geometry& geo = *g.geo;
  for (int p = 0; p < g.cells(); ++p) {
    if (!g.is_open(p) || digit_count(g.at(p)) != 3) continue;
    const Digits pivot = g.at(p);
    const std::uint8_t* peers = geo.peers_of(p);
    for (int i = 0; i < geo.peer_count; ++i) {
      const int a = peers[i];
      if (!g.is_open(a) || digit_count(g.at(a)) != 2 || (g.at(a) & ~pivot)) continue;
      for (int j = i + 1; j < geo.peer_count; ++j) {
        const int b = peers[j];
        if (!g.is_open(b) || digit_count(g.at(b)) != 2 || (g.at(b) & ~pivot)) continue;
        const Digits z = static_cast<Digits>(g.at(a) & g.at(b));
        if (digit_count(z) != 1) continue;
        if (Step s = pinch(g, {p, a, b}, z, "xyz_wing", trace); s != Step::none) return s;
      }
    }
  }
  return Step::none;
}

}  // namespace dg::sudoku
