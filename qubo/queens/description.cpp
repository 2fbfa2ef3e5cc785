// LinkedIn Queens as a description, and any description as a QUBO.
#include "qubo/queens/description.hpp"

namespace dg::qubo::queens {

Description describe(const dg::queens::Puzzle& p) {
  Description d;
  d.rows = d.cols = p.n;
  std::vector<CountUnit> rows(static_cast<std::size_t>(p.n)), cols = rows, regions = rows;
  for (int r = 0; r < p.n; ++r)
    for (int c = 0; c < p.n; ++c) {
      rows[static_cast<std::size_t>(r)].cells.push_back({r, c});
      cols[static_cast<std::size_t>(c)].cells.push_back({r, c});
      regions[static_cast<std::size_t>(p.region_at(r, c))].cells.push_back({r, c});
      // Each diagonal neighbour pair once, from its upper cell.
      for (int dc : {-1, 1})
        if (r + 1 < p.n && c + dc >= 0 && c + dc < p.n)
          d.attacks.push_back({{r, c}, {r + 1, c + dc}});
    }
  for (auto* group : {&rows, &cols, &regions})
    d.units.insert(d.units.end(), group->begin(), group->end());
  return d;
}

namespace {

// Known cell values (-1 unknown): the fixed cells, plus with `reduce` what a fixed queen settles.
std::vector<int> known_values(const Description& d, bool reduce) {
  std::vector<int> value(static_cast<std::size_t>(d.rows * d.cols), -1);
  auto at = [&](Cell c) -> int& { return value[static_cast<std::size_t>(c.row * d.cols + c.col)]; };
  for (const auto& [cell, v] : d.fixed) at(cell) = v;
  if (!reduce) return value;
  for (bool changed = true; changed;) {
    changed = false;
    auto clear = [&](Cell c) {
      if (at(c) == -1) at(c) = 0, changed = true;
    };
    for (const auto& pair : d.attacks) {
      if (at(pair.a) == 1) clear(pair.b);
      if (at(pair.b) == 1) clear(pair.a);
    }
    for (const auto& unit : d.units) {
      int queens = 0;
      for (Cell c : unit.cells) queens += at(c) == 1;
      if (queens >= unit.count)
        for (Cell c : unit.cells) clear(c);
    }
  }
  return value;
}

}  // namespace

Encoding encode(const Description& d, EncodeOptions options) {
  Encoding e;
  e.rows = d.rows;
  e.cols = d.cols;
  const auto known = known_values(d, options.reduce);
  QuboBuilder b;
  for (int r = 0; r < d.rows; ++r)
    for (int c = 0; c < d.cols; ++c) {
      const int v = known[static_cast<std::size_t>(r * d.cols + c)];
      if (options.reduce && v >= 0) {
        e.cells.push_back(Literal::fixed(v));
        continue;
      }
      e.cells.push_back(Literal::of(b.add_variable(variable_label({r, c}))));
      e.variable_cells.push_back({r, c});
    }
  auto lit = [&](Cell c) { return e.cells[static_cast<std::size_t>(c.row * d.cols + c.col)]; };
  if (!options.reduce)
    for (const auto& [cell, v] : d.fixed) {
      const Literal one[] = {lit(cell)};
      b.add_count(one, v);
    }
  for (const auto& unit : d.units) {
    std::vector<Literal> lits;
    for (Cell c : unit.cells) lits.push_back(lit(c));
    b.add_count(lits, unit.count);
  }
  for (const auto& pair : d.attacks) b.add_product(lit(pair.a), lit(pair.b));
  e.model = b.take();
  return e;
}

}  // namespace dg::qubo::queens
