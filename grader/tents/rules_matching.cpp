// Tents rules above SGT's levels: "matching" (which tree-cell pairings survive in some pairing of
// every unpaired tree and tent) and "starving" (a tent that would leave a tree no cell).
#include <algorithm>

#include "grader/common/words.hpp"
#include "grader/tents/rules.hpp"
#include "solver/common/cell_name.hpp"

namespace dg::tents {

namespace {

// The open part of the pairing: unpaired trees (left) and the cells they may still take (right,
// numbered in `cells`), with the unpaired tents among those cells.
struct OpenGraph {
  std::vector<int> trees;                  // tree indices
  std::vector<int> cells;                  // cell indices
  std::vector<std::vector<int>> adj;       // per open tree: positions in `cells`
  std::vector<std::vector<int>> tent_adj;  // per unpaired tent: positions in `trees`
  std::vector<int> tent_cell;              // per unpaired tent: its position in `cells`
};

OpenGraph open_graph(const Grid& g) {
  OpenGraph o;
  std::vector<int> cell_pos(static_cast<std::size_t>(g.rows * g.cols), -1);
  std::vector<int> tree_pos(static_cast<std::size_t>(g.tree_count()), -1);
  for (int t = 0; t < g.tree_count(); ++t) {
    if (g.link_of_tree[static_cast<std::size_t>(t)] >= 0) continue;
    tree_pos[static_cast<std::size_t>(t)] = static_cast<int>(o.trees.size());
    o.trees.push_back(t);
    std::vector<int> adj;
    for (int k : g.candidates(t)) {
      auto& pos = cell_pos[static_cast<std::size_t>(k)];
      if (pos < 0) {
        pos = static_cast<int>(o.cells.size());
        o.cells.push_back(k);
      }
      adj.push_back(pos);
    }
    o.adj.push_back(adj);
  }
  for (std::size_t i = 0; i < o.cells.size(); ++i) {
    const int k = o.cells[i];
    if (g.at(k) != kTent) continue;
    std::vector<int> adj;
    for (int t : g.open_trees(k)) adj.push_back(tree_pos[static_cast<std::size_t>(t)]);
    o.tent_adj.push_back(adj);
    o.tent_cell.push_back(static_cast<int>(i));
  }
  return o;
}

// Augmenting-path matching over adjacency lists with one left and one right vertex left out, on
// buffers kept between calls: the pairing rule asks this twice per tree-cell edge, so building
// new graphs for each question (as max_matching's callers do) spent most of its time in malloc.
class Matcher {
 public:
  // Whether every left vertex but `skip_left` can be matched into the right vertices but
  // `skip_right`.
  bool saturates(const std::vector<std::vector<int>>& adj, int right_count, int skip_left,
                 int skip_right) {
    adj_ = &adj;
    skip_right_ = skip_right;
    owner_.assign(static_cast<std::size_t>(right_count), -1);
    seen_.assign(static_cast<std::size_t>(right_count), 0);
    stamp_ = 0;
    for (int l = 0; l < static_cast<int>(adj.size()); ++l) {
      if (l == skip_left) continue;
      ++stamp_;
      if (!augment(l)) return false;
    }
    return true;
  }

 private:
  bool augment(int l) {
    for (int r : (*adj_)[static_cast<std::size_t>(l)]) {
      const auto k = static_cast<std::size_t>(r);
      if (r == skip_right_ || seen_[k] == stamp_) continue;
      seen_[k] = stamp_;
      if (owner_[k] < 0 || augment(owner_[k])) {
        owner_[k] = l;
        return true;
      }
    }
    return false;
  }

  const std::vector<std::vector<int>>* adj_ = nullptr;
  int skip_right_ = -1;
  std::vector<int> owner_;
  std::vector<int> seen_;
  int stamp_ = 0;
};

// Whether tree position `t` can take cell position `c` with every other open tree and every
// unpaired tent still paired: both sides can be covered without them (a matching covering the
// trees and one covering the tents give one covering both, by Mendelsohn-Dulmage).
bool edge_survives(const OpenGraph& o, int t, int c, Matcher& m) {
  if (!m.saturates(o.adj, static_cast<int>(o.cells.size()), t, c)) return false;
  // The tents: the one at c (if any) is taken by t; the others need other trees.
  int skip_tent = -1;
  for (std::size_t i = 0; i < o.tent_cell.size(); ++i)
    if (o.tent_cell[i] == c) skip_tent = static_cast<int>(i);
  return m.saturates(o.tent_adj, static_cast<int>(o.trees.size()), skip_tent, t);
}

}  // namespace

// pairing: a tree-cell pairing that leaves some other unpaired tree or tent without a partner is
// no pairing of any solution. A cell no tree can take is grass; a tree left with one cell has its
// tent there. (This covers Hall's rule: k trees whose cells are k cells own them.) One tree or
// cell per step.
Step apply_pairing(Grid& g, int, Trace* trace) {
  const OpenGraph o = open_graph(g);
  if (o.trees.empty()) return Step::none;
  std::vector<std::vector<char>> alive(o.adj.size());
  std::vector<int> takers(o.cells.size(), 0);
  Matcher matcher;
  for (std::size_t t = 0; t < o.adj.size(); ++t) {
    for (int c : o.adj[t]) {
      const bool ok = edge_survives(o, static_cast<int>(t), c, matcher);
      alive[t].push_back(ok);
      takers[static_cast<std::size_t>(c)] += ok;
    }
    if (std::find(alive[t].begin(), alive[t].end(), 1) == alive[t].end()) {
      g.broken = true;
      if (trace)
        trace->add("pairing", {g.puzzle->trees[static_cast<std::size_t>(o.trees[t])]},
                   "the tree at " +
                       cell_name(g.puzzle->trees[static_cast<std::size_t>(o.trees[t])]) +
                       " cannot pair with any cell while every other tree and tent pairs");
      return Step::contradiction;
    }
  }
  // A tree with one surviving cell.
  for (std::size_t t = 0; t < o.adj.size(); ++t) {
    if (std::count(alive[t].begin(), alive[t].end(), 1) != 1 || o.adj[t].size() == 1) continue;
    const int c = o.adj[t][static_cast<std::size_t>(std::find(alive[t].begin(), alive[t].end(), 1) -
                                                    alive[t].begin())];
    const int k = o.cells[static_cast<std::size_t>(c)];
    const Cell tree = g.puzzle->trees[static_cast<std::size_t>(o.trees[t])];
    g.set(k, kTent);
    g.link(o.trees[t], k);
    if (trace) {
      std::vector<Cell> others;
      for (std::size_t i = 0; i < o.adj[t].size(); ++i)
        if (!alive[t][i]) others.push_back(g.cell(o.cells[static_cast<std::size_t>(o.adj[t][i])]));
      trace->add("pairing", {g.cell(k)},
                 "if the tree at " + cell_name(tree) + " took " + cell_list(others, "or") +
                     ", some other tree or tent would be left without a partner, so its tent is " +
                     cell_name(g.cell(k)),
                 cell_name(g.cell(k)) + " tent of the tree at " + cell_name(tree),
                 "if the tree at " + cell_name(tree) + " took " + cell_list(others, "or") +
                     ", some other tree or tent would be left without a partner");
    }
    return g.broken ? Step::contradiction : Step::progress;
  }
  // A cell no tree can take.
  for (std::size_t c = 0; c < o.cells.size(); ++c) {
    const int k = o.cells[c];
    if (takers[c] > 0 || g.at(k) != kUnknown) continue;
    g.set(k, kGrass);
    if (trace)
      trace->add("pairing", {g.cell(k)},
                 "whichever tree beside " + cell_name(g.cell(k)) +
                     " took it, some other tree or tent would be left without a partner, so " +
                     cell_name(g.cell(k)) + " is grass",
                 cell_name(g.cell(k)) + " grass",
                 "whichever tree beside " + cell_name(g.cell(k)) +
                     " took it, some other tree or tent would be left without a partner");
    return g.broken ? Step::contradiction : Step::progress;
  }
  return Step::none;
}

// starving: a tent at an unknown cell X makes every cell around it grass, and the rest of its row
// (column) too when that tent meets the line's count. When that leaves an unpaired tree without a
// candidate, or two trees with X as their only one, X is grass.
Step apply_starving(Grid& g, int, Trace* trace) {
  const int cells = g.rows * g.cols;
  std::vector<char> gone(static_cast<std::size_t>(cells));
  // Nothing changes until the step is taken, so every tree's candidates are read once.
  std::vector<SmallList<4>> open(static_cast<std::size_t>(g.tree_count()));
  for (std::size_t t = 0; t < open.size(); ++t) open[t] = g.candidates(static_cast<int>(t));
  for (int k = 0; k < cells; ++k) {
    if (g.at(k) != kUnknown) continue;
    std::fill(gone.begin(), gone.end(), 0);
    for (int n : g.touching(k)) gone[static_cast<std::size_t>(n)] = 1;
    const Cell x = g.cell(k);
    std::vector<std::string> filled;  // lines the tent would fill, for the words
    for (int l : {x.row, g.rows + x.col}) {
      const int count = g.line_count(l);
      if (count == kHidden) continue;
      const std::vector<int>& line = g.line_cells(l);
      const auto tents =
          std::count_if(line.begin(), line.end(), [&](int c) { return g.at(c) == kTent; });
      if (tents + 1 != count) continue;
      filled.push_back(line_name(g, l));
      for (int c : line)
        if (c != k) gone[static_cast<std::size_t>(c)] = 1;
    }
    int first_only_x = -1, starved = -1;
    bool shared = false;  // starved is a second tree with X as its only cell
    for (int t = 0; t < g.tree_count() && starved < 0; ++t) {
      const SmallList<4>& c = open[static_cast<std::size_t>(t)];
      if (c.empty()) continue;
      bool has_x = false, left = false;
      for (int y : c) {
        if (y == k)
          has_x = true;
        else if (g.at(y) == kTent || !gone[static_cast<std::size_t>(y)])
          left = true;
      }
      if (left) continue;
      if (!has_x)
        starved = t;
      else if (first_only_x < 0)
        first_only_x = t;
      else
        starved = t, shared = true;
    }
    if (starved < 0) continue;
    g.set(k, kGrass);
    if (trace) {
      auto tree = [&](int t) { return cell_name(g.puzzle->trees[static_cast<std::size_t>(t)]); };
      const std::string why = shared ? "the trees at " + tree(first_only_x) + " and " +
                                           tree(starved) + " only " + cell_name(x) + " to share"
                                     : "the tree at " + tree(starved) + " no cell for its tent";
      trace->add(
          "starving", {x},
          "a tent at " + cell_name(x) +
              (filled.empty() ? ""
                              : " would complete " + join_words(filled) + ", make the rest grass") +
              (filled.empty() ? " would leave " : " and leave ") + why + ", so " + cell_name(x) +
              " is grass",
          cell_name(x) + " grass",
          "a tent there would" +
              (filled.empty() ? ""
                              : " complete " + join_words(filled) + ", make the rest grass and") +
              " leave " + why);
    }
    return g.broken ? Step::contradiction : Step::progress;
  }
  return Step::none;
}

}  // namespace dg::tents
