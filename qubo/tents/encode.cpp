// Tents as a QUBO with link variables (encode.hpp).
#include "qubo/tents/encode.hpp"

#include <algorithm>

namespace dg::qubo::tents {

namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

std::string link_label(Cell tree, Cell cell) {
  return "y_" + std::to_string(tree.row) + "_" + std::to_string(tree.col) + "_" +
         std::to_string(cell.row) + "_" + std::to_string(cell.col);
}

// Per variable, its tree index and its cell index; rebuilt from the labels' order in encode().
struct Links {
  std::vector<int> tree, cell;
};

Links links_of(const dg::tents::Puzzle& p) {
  Links l;
  for (std::size_t t = 0; t < p.trees.size(); ++t)
    for (Cell c : dg::tents::orthogonal(p, p.trees[t])) {
      if (p.is_tree(c) || std::binary_search(p.grass.begin(), p.grass.end(), c)) continue;
      l.tree.push_back(static_cast<int>(t));
      l.cell.push_back(p.index(c));
    }
  return l;
}

Expected<void> quadratic(const dg::tents::Puzzle& p) {
  if (p.unique_matching)
    return Error{
        "a unique-matching Tents puzzle has no QUBO form: 'the pairing is the only one' is no "
        "quadratic condition (it speaks of every other pairing)"};
  return {};
}

// The terms of p's model into b (a building or a sizing builder), the link map into e.
void add_terms(const dg::tents::Puzzle& p, QuboBuilder& b, Encoding& e) {
  e.rows = p.rows;
  e.cols = p.cols;
  const Links links = links_of(p);
  e.cell_sums.assign(at(p.rows * p.cols), {});
  for (std::size_t v = 0; v < links.tree.size(); ++v) {
    const Cell tree = p.trees[at(links.tree[v])];
    const Cell cell{links.cell[v] / p.cols, links.cell[v] % p.cols};
    b.add_variable(link_label(tree, cell));
    e.variable_cells.push_back(cell);
    e.cell_sums[at(links.cell[v])].push_back(static_cast<int>(v));
  }
  e.cells.assign(at(p.rows * p.cols), Literal::fixed(0));
  auto lits_of = [&](int cell) {
    std::vector<Literal> out;
    for (int v : e.cell_sums[at(cell)]) out.push_back(Literal::of(v));
    return out;
  };
  for (std::size_t t = 0; t < p.trees.size(); ++t) {
    std::vector<Literal> own;
    for (std::size_t v = 0; v < links.tree.size(); ++v)
      if (links.tree[v] == static_cast<int>(t)) own.push_back(Literal::of(static_cast<int>(v)));
    b.add_count(own, 1);
  }
  for (int c = 0; c < p.rows * p.cols; ++c) {
    const auto lits = lits_of(c);
    if (lits.size() >= 2) b.add_at_most_one(lits);
  }
  for (Cell c : p.tents) b.add_count(lits_of(p.index(c)), 1);
  // Each touching pair once: a cell with its right, lower-left, lower and lower-right neighbours.
  for (int r = 0; r < p.rows; ++r)
    for (int c = 0; c < p.cols; ++c)
      for (Cell n : {Cell{r, c + 1}, Cell{r + 1, c - 1}, Cell{r + 1, c}, Cell{r + 1, c + 1}}) {
        if (!p.on_board(n)) continue;
        for (Literal x : lits_of(r * p.cols + c))
          for (Literal y : lits_of(p.index(n))) b.add_product(x, y);
      }
  for (int line = 0; line < p.rows + p.cols; ++line) {
    const bool row = line < p.rows;
    const int i = row ? line : line - p.rows;
    const int count = row ? p.row_counts[at(i)] : p.col_counts[at(i)];
    if (count == dg::tents::kHidden) continue;
    std::vector<Literal> lits;
    for (int k = 0; k < (row ? p.cols : p.rows); ++k) {
      const auto more = lits_of(row ? i * p.cols + k : k * p.cols + i);
      lits.insert(lits.end(), more.begin(), more.end());
    }
    b.add_count(lits, count);
  }
}

}  // namespace

Expected<Encoding> encode(const dg::tents::Puzzle& p, EncodeOptions) {
  if (auto ok = quadratic(p); !ok) return Error{ok.error()};
  Encoding e;
  QuboBuilder b;
  add_terms(p, b, e);
  e.model = b.take();
  return e;
}

Expected<ModelSize> measure(const dg::tents::Puzzle& p) {
  if (auto ok = quadratic(p); !ok) return Error{ok.error()};
  Encoding e;
  QuboBuilder b = QuboBuilder::sizing();
  add_terms(p, b, e);
  return b.size();
}

Expected<std::vector<State>> states_of_solution(const Encoding& e, const dg::tents::Puzzle& p,
                                                const nlohmann::json& solution, std::size_t limit) {
  auto s = dg::tents::solution_from_json(p, solution);
  if (!s) return Error{s.error()};
  std::vector<char> tent(at(p.rows * p.cols), 0);
  for (Cell c : *s) tent[at(p.index(c))] = 1;
  // Per tree, its variables whose cell holds a tent (links_of gives encode()'s variable order).
  const Links links = links_of(p);
  std::vector<std::vector<int>> options(p.trees.size());
  for (std::size_t v = 0; v < links.tree.size() && v < e.variable_cells.size(); ++v)
    if (tent[at(links.cell[v])]) options[at(links.tree[v])].push_back(static_cast<int>(v));
  std::vector<State> out;
  State x(e.variable_cells.size(), 0);
  std::vector<char> used(tent.size(), 0);
  // Every pairing, tree by tree (a tent set with fewer cells than trees pairs no way).
  auto pair = [&](auto&& self, std::size_t t) -> void {
    if (out.size() >= limit) return;
    if (t == options.size()) {
      out.push_back(x);
      return;
    }
    for (int v : options[t]) {
      const Cell c = e.variable_cells[at(v)];
      auto& u = used[at(p.index(c))];
      if (u) continue;
      u = 1;
      x[at(v)] = 1;
      self(self, t + 1);
      x[at(v)] = 0;
      u = 0;
    }
  };
  if (s->size() == p.trees.size()) pair(pair, 0);
  return out;
}

}  // namespace dg::qubo::tents
