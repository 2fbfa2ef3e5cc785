// Any Queens-family board as a description, and any description as a QUBO.
#include "qubo/queens/description.hpp"

#include <algorithm>
#include <map>

#include "solver/queens/general.hpp"

namespace dg::qubo::queens {

// The header says what each term is; LinkedIn's orthogonal neighbours share a row or column of
// count 1, so only its diagonal neighbours get an attack term, as the paper writes it.
namespace {

Description describe_general(const dg::queens::Puzzle& p) {
  using namespace dg::queens;
  Description d;
  d.rows = p.rows();
  d.cols = p.cols;
  std::vector<Cell> board;
  for (int r = 0; r < d.rows; ++r)
    for (int c = 0; c < d.cols; ++c) {
      if (p.on_board(r, c))
        board.push_back({r, c});
      else
        d.fixed.push_back({{r, c}, 0});
    }
  for (const GeneralUnit& g : general_units(p)) {
    CountUnit u;
    for (int i : g.cells) u.cells.push_back({i / d.cols, i % d.cols});
    u.count = g.lo;
    u.hi = g.hi == g.lo ? -1 : g.hi;
    if (!u.cells.empty() || g.lo > 0) d.units.push_back(std::move(u));
  }
  for (const Cell& g : p.givens) d.fixed.push_back({g, 1});
  for (std::size_t i = 0; i < board.size(); ++i)
    for (std::size_t j = i + 1; j < board.size(); ++j)
      if (attacks(p, board[i], board[j])) d.attacks.push_back({board[i], board[j]});
  if (p.general.maximize) {
    d.maximize = true;
    long long total = 0;
    int top = 0;
    for (int r = 0; r < d.rows; ++r)
      for (int c = 0; c < d.cols; ++c) {
        const int w = p.on_board(r, c) ? cell_weight(p, {r, c}) : 0;
        d.weights.push_back(w);
        total += w;
        top = std::max(top, w);
      }
    d.attack_weight = top + 1.0;
    d.unit_weight = static_cast<double>(total) + 1.0;
  }
  return d;
}

}  // namespace

Description describe(const dg::queens::Puzzle& p) {
  using namespace dg::queens;
  if (is_general(p)) return describe_general(p);
  Description d;
  d.rows = p.rows();
  d.cols = p.cols;
  const auto rows_n = static_cast<std::size_t>(d.rows), cols_n = static_cast<std::size_t>(d.cols);
  std::vector<CountUnit> rows(rows_n), cols(cols_n);
  std::vector<CountUnit> regions(p.has_regions ? static_cast<std::size_t>(region_count(p)) : 0);
  std::vector<Cell> board;
  for (int r = 0; r < d.rows; ++r)
    for (int c = 0; c < d.cols; ++c) {
      if (!p.on_board(r, c)) {
        d.fixed.push_back({{r, c}, 0});
        continue;
      }
      board.push_back({r, c});
      rows[static_cast<std::size_t>(r)].cells.push_back({r, c});
      cols[static_cast<std::size_t>(c)].cells.push_back({r, c});
      if (p.has_regions)
        regions[static_cast<std::size_t>(p.region_at(r, c))].cells.push_back({r, c});
    }
  for (int r = 0; r < d.rows; ++r) rows[static_cast<std::size_t>(r)].count = row_need(p, r);
  for (int c = 0; c < d.cols; ++c) cols[static_cast<std::size_t>(c)].count = col_need(p, c);
  for (std::size_t id = 0; id < regions.size(); ++id)
    regions[id].count = region_need(p, static_cast<int>(id));
  for (const Cell& g : p.givens) d.fixed.push_back({g, 1});
  for (std::size_t i = 0; i < board.size(); ++i)
    for (std::size_t j = i + 1; j < board.size(); ++j) {
      const Cell a = board[i], b = board[j];
      if (!attacks(p, a, b)) continue;
      if (a.row == b.row && row_need(p, a.row) == 1) continue;
      if (a.col == b.col && col_need(p, a.col) == 1) continue;
      d.attacks.push_back({a, b});
    }
  for (auto* group : {&rows, &cols, &regions})
    for (CountUnit& unit : *group)
      if (!unit.cells.empty()) d.units.push_back(std::move(unit));
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
      if (queens >= std::max(unit.count, unit.hi))
        for (Cell c : unit.cells) clear(c);
    }
  }
  return value;
}

// The terms of d's model into b (a building or a sizing builder), the cell map into e.
void add_terms(const Description& d, EncodeOptions options, QuboBuilder& b, Encoding& e) {
  e.rows = d.rows;
  e.cols = d.cols;
  const auto known = known_values(d, options.reduce);
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
      b.add_count(one, v, d.unit_weight);
    }
  for (const auto& unit : d.units) {
    std::vector<Literal> lits;
    for (Cell c : unit.cells) lits.push_back(lit(c));
    if (unit.hi == unit.count + 1) {  // count or count + 1: minimum 1/4 at both, corrected to 0
      b.add_count(lits, unit.count + 0.5, d.unit_weight);
      b.add_constant(-0.25 * d.unit_weight);
    } else if (unit.hi > unit.count + 1) {  // slack bits: sum + slack = hi, slack a thermometer
      const int unit_no = static_cast<int>(&unit - d.units.data());
      add_count_range(b, e, lits, unit.cells, unit.count, unit.hi, "s_" + std::to_string(unit_no),
                      d.unit_weight);
    } else {
      b.add_count(lits, unit.count, d.unit_weight);
    }
  }
  for (const auto& pair : d.attacks) b.add_product(lit(pair.a), lit(pair.b), d.attack_weight);
  if (d.maximize)
    for (int r = 0; r < d.rows; ++r)
      for (int c = 0; c < d.cols; ++c) {
        const Literal l = lit({r, c});
        const double w = d.weights[static_cast<std::size_t>(r * d.cols + c)];
        if (l.variable >= 0)
          b.add_linear(l.variable, -w);
        else
          b.add_constant(-w * l.constant);
      }
}

}  // namespace

Encoding encode(const Description& d, EncodeOptions options) {
  Encoding e;
  QuboBuilder b;
  add_terms(d, options, b, e);
  e.model = b.take();
  return e;
}

ModelSize measure(const Description& d, EncodeOptions options) {
  Encoding e;
  QuboBuilder b = QuboBuilder::sizing();
  add_terms(d, options, b, e);
  return b.size();
}

}  // namespace dg::qubo::queens
