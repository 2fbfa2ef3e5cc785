// Words for the Zip grader's trace (see trace_words.hpp).
#include "grader/zip/trace_words.hpp"

#include "grader/common/words.hpp"
#include "solver/common/cell_name.hpp"

namespace dg::zip {

namespace {

std::string pair_text(Cell a, Cell b, bool on) {
  return on ? "from " + cell_name(a) + " to " + cell_name(b)
            : "between " + cell_name(a) + " and " + cell_name(b);
}

}  // namespace

std::string edge_text(const Grid& g, int e, bool on) {
  const auto& ab = g.topo().ends[static_cast<std::size_t>(e)];
  return std::string(on ? "the path goes " : "the path cannot step ") +
         pair_text(g.topo().cell(ab[0]), g.topo().cell(ab[1]), on);
}

EdgeReport::~EdgeReport() {
  if (!trace_ || cells_.empty()) return;
  std::vector<std::string> pairs;
  for (std::size_t k = 0; k + 1 < cells_.size(); k += 2)
    pairs.push_back(pair_text(cells_[k], cells_[k + 1], on_));
  std::string text = std::string(on_ ? "the path goes " : "the path cannot step ") +
                     join_words(pairs, on_ ? "and" : "or") + " (" + std::string(why_) + ")";
  trace_->add(rule_, std::move(cells_), std::move(text));
}

void EdgeReport::add(const Grid& g, int e) {
  if (!trace_) return;
  const auto& ab = g.topo().ends[static_cast<std::size_t>(e)];
  cells_.push_back(g.topo().cell(ab[0]));
  cells_.push_back(g.topo().cell(ab[1]));
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
  return "no single path can join the numbers in order through every cell";
}

}  // namespace dg::zip
