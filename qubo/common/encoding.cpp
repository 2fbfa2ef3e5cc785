// Moving between boards and QUBO states.
#include "qubo/common/encoding.hpp"

namespace dg::qubo {

std::string variable_label(Cell c) {
  return "x_" + std::to_string(c.row) + "_" + std::to_string(c.col);
}

void add_count_range(QuboBuilder& b, Encoding& e, std::vector<Literal> lits,
                     const std::vector<Cell>& cells, int lo, int hi, const std::string& name,
                     double w) {
  std::vector<int> slack;
  const auto shared = std::make_shared<const std::vector<Cell>>(cells);
  for (int k = 1; k <= hi - lo; ++k) {
    slack.push_back(b.add_variable(name + "_" + std::to_string(k)));
    lits.push_back(Literal::of(slack.back()));
    e.slacks.push_back({slack.back(), shared, hi, k});
  }
  b.add_count(lits, hi, w);
  for (std::size_t k = 1; k < slack.size(); ++k) {  // s_{k+1} (1 - s_k)
    b.add_linear(slack[k], w);
    b.add_quadratic(slack[k - 1], slack[k], -w);
  }
}

Grid decode(const Encoding& e, const State& x) {
  if (!e.cell_sums.empty()) {
    Grid g(e.cell_sums.size(), 0);
    for (std::size_t i = 0; i < e.cell_sums.size(); ++i)
      for (int v : e.cell_sums[i])
        g[i] = static_cast<std::uint8_t>(g[i] | x[static_cast<std::size_t>(v)]);
    return g;
  }
  Grid g(e.cells.size());
  for (std::size_t i = 0; i < e.cells.size(); ++i)
    g[i] = static_cast<std::uint8_t>(e.cells[i].value(x));
  return g;
}

State state_of(const Encoding& e, const Grid& g) {
  State x(e.variable_cells.size() + e.slacks.size());
  for (std::size_t v = 0; v < e.variable_cells.size(); ++v) {
    const Cell c = e.variable_cells[v];
    x[v] = g[static_cast<std::size_t>(c.row * e.cols + c.col)];
  }
  for (const Encoding::Slack& s : e.slacks) {
    int held = 0;
    for (Cell c : *s.cells) held += g[static_cast<std::size_t>(c.row * e.cols + c.col)];
    x[static_cast<std::size_t>(s.variable)] = s.hi - held >= s.step ? 1 : 0;
  }
  return x;
}

}  // namespace dg::qubo
