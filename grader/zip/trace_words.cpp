// Words for the Zip grader's trace (see trace_words.hpp).
#include "grader/zip/trace_words.hpp"

#include <algorithm>
#include <utility>

#include "grader/common/words.hpp"
#include "grader/zip/rules.hpp"
#include "solver/common/cell_name.hpp"

namespace dg::zip {

namespace {

std::string pair_text(Cell a, Cell b, bool on) {
  return on ? "from " + cell_name(a) + " to " + cell_name(b)
            : "between " + cell_name(a) + " and " + cell_name(b);
}

// Where the on edges already break the path: a closed loop, or 1 joined to the last number
// before every cell is on the path. "" when they do not.
std::string on_path_fault(const Grid& g) {
  const Topology& t = g.topo();
  std::vector<int> parent(static_cast<std::size_t>(t.n));
  for (int c = 0; c < t.n; ++c) parent[static_cast<std::size_t>(c)] = c;
  auto root = [&](int c) {
    while (parent[static_cast<std::size_t>(c)] != c) c = parent[static_cast<std::size_t>(c)];
    return c;
  };
  int on_total = 0;
  for (int e = 0; e < t.edges; ++e) {
    if (g.edge(e) != kOn) continue;
    ++on_total;
    const auto& ab = t.ends[static_cast<std::size_t>(e)];
    const int a = root(ab[0]), b = root(ab[1]);
    if (a == b) return "the path would close a loop through " + cell_name(t.cell(ab[0]));
    parent[static_cast<std::size_t>(a)] = b;
  }
  if (root(t.start) == root(t.end) && on_total < t.n - 1)
    return "the path would join its two ends before visiting every cell";
  return {};
}

// Why set_on refuses a step, by JoinCheck (grid.hpp), in its order.
constexpr std::string_view kRefusal[] = {
    "",  // ok
    "a cell would get a third step",
    "it would close a loop",
    "it would join the path's ends too early",
    "it would join numbers out of order",
};

// A step some cell must take but cannot (set_on refused it and left it unknown): "C2 needs the
// step to C3, but it would close a loop". "" when there is none.
std::string refused_step(const Grid& g) {
  const Topology& t = g.topo();
  for (int c = 0; c < t.n; ++c) {
    if (g.unknown(c) == 0 || g.on(c) + g.unknown(c) > t.need(c)) continue;
    for (int e : t.cell_edges[static_cast<std::size_t>(c)]) {
      if (e < 0 || g.edge(e) != kUnknown) continue;
      const JoinCheck check = g.join_check(e);
      if (check == JoinCheck::ok) continue;
      return cell_name(t.cell(c)) + " needs the step to " + cell_name(t.cell(t.other(e, c))) +
             ", but " + std::string(kRefusal[static_cast<std::size_t>(check)]);
    }
  }
  return {};
}

}  // namespace

std::string edge_text(const Grid& g, int e, bool on) {
  const auto& ab = g.topo().ends[static_cast<std::size_t>(e)];
  return std::string(on ? "the path goes " : "the path cannot step ") +
         pair_text(g.topo().cell(ab[0]), g.topo().cell(ab[1]), on);
}

EdgeReport::~EdgeReport() {
  if (!trace_ || cells_.empty()) return;
  const std::string start = on_ ? "the path goes " : "the path cannot step ";
  const std::string_view conjunction = on_ ? "and" : "or";
  std::vector<std::string> pairs;
  // For a chain: the edges grouped by their reason, in the order the first of each comes.
  std::vector<std::pair<std::string, std::vector<std::string>>> groups;
  for (std::size_t k = 0; k + 1 < cells_.size(); k += 2) {
    pairs.push_back(pair_text(cells_[k], cells_[k + 1], on_));
    std::string& reason = reasons_[k / 2];
    if (reason.empty()) reason = std::string(why_);
    auto same = std::find_if(groups.begin(), groups.end(),
                             [&](const auto& group) { return group.first == reason; });
    if (same == groups.end()) same = groups.insert(groups.end(), {std::move(reason), {}});
    same->second.push_back(pairs.back());
  }
  std::vector<TracePart> parts;
  for (auto& [reason, edges] : groups)
    parts.push_back({start + join_words(edges, conjunction), std::move(reason)});
  std::string text = start + join_words(pairs, conjunction) + " (" + std::string(why_) + ")";
  trace_->add(rule_, std::move(cells_), std::move(text), std::move(parts));
}

void EdgeReport::record(const Grid& g, int e, std::string reason) {
  const auto& ab = g.topo().ends[static_cast<std::size_t>(e)];
  cells_.push_back(g.topo().cell(ab[0]));
  cells_.push_back(g.topo().cell(ab[1]));
  reasons_.push_back(std::move(reason));
}

std::string join_reason(const Grid& g, int e, JoinCheck check) {
  const Topology& t = g.topo();
  const auto [a, b] = t.ends[static_cast<std::size_t>(e)];
  auto name = [&](int c) { return cell_name(t.cell(c)); };
  const int ea = g.other_end(a), eb = g.other_end(b);
  if (check == JoinCheck::cycle)
    return "a stretch of path already runs from " + name(a) + " to " + name(b);
  if (check == JoinCheck::early_close)
    return "stretches of path already run from " + name(ea) + " to " + name(a) + " and from " +
           name(b) + " to " + name(eb) + ", its two ends, through only " +
           std::to_string(g.length(a) + g.length(b)) + " of the " + std::to_string(t.n) + " cells";
  if (check == JoinCheck::order) {
    const int na = g.first_number(a), nb = g.first_number(b);
    if (na >= 0 && nb >= 0)
      return "coming in from " + name(a) + " the path meets " + std::to_string(na + 1) +
             " first, from " + name(b) + " it meets " + std::to_string(nb + 1);
  }
  return {};
}

std::string open_neighbours(const Grid& g, int c, std::string_view conjunction) {
  std::vector<Cell> cells;
  for (int e : g.topo().cell_edges[static_cast<std::size_t>(c)])
    if (e >= 0 && g.edge(e) == kUnknown) cells.push_back(g.topo().cell(g.topo().other(e, c)));
  return cell_list(cells, conjunction);
}

std::string describe_contradiction(const Grid& g) {
  const Topology& t = g.topo();
  for (int c = 0; c < t.n; ++c) {
    if (g.on(c) > t.need(c))
      return cell_name(t.cell(c)) + " would have " + std::to_string(g.on(c)) + " path steps";
    if (g.on(c) + g.unknown(c) < t.need(c))
      return cell_name(t.cell(c)) + " is left with too few ways in and out";
  }
  if (std::string loop = on_path_fault(g); !loop.empty()) return loop;
  if (std::string refused = refused_step(g); !refused.empty()) return refused;
  if (!connected(g)) return "the board falls apart into parts no single path can join";
  if (!regions_parity_ok(g)) return "a part of the board cannot be covered in alternating colours";
  return "no single path can join the numbers in order through every cell";
}

}  // namespace dg::zip
