// Tango as a QUBO: sign groups by union-find with parity, then the run and balance terms.
#include "qubo/tango/encode.hpp"

#include <numeric>

namespace dg::qubo::tango {

namespace {

// Union-find over cells where each cell keeps its parity (equal 0 / opposite 1) to its parent.
class SignGroups {
 public:
  explicit SignGroups(int cells)
      : parent_(static_cast<std::size_t>(cells)), parity_(parent_.size()) {
    std::iota(parent_.begin(), parent_.end(), 0);
  }
  // (root, parity of i relative to root).
  std::pair<int, int> find(int i) {
    int parity = 0;
    int r = i;
    while (parent_[idx(r)] != r) parity ^= parity_[idx(r)], r = parent_[idx(r)];
    return {r, parity};
  }
  // Joins a and b with value(a) xor value(b) == opposite; false when that contradicts the group.
  bool join(int a, int b, int opposite) {
    auto [ra, pa] = find(a);
    auto [rb, pb] = find(b);
    if (ra == rb) return (pa ^ pb) == opposite;
    parent_[idx(rb)] = ra;
    parity_[idx(rb)] = pa ^ pb ^ opposite;
    return true;
  }

 private:
  static std::size_t idx(int i) { return static_cast<std::size_t>(i); }
  std::vector<int> parent_;
  std::vector<int> parity_;
};

// What each cell is worth, with one variable per free sign group. Returns how many signs or
// givens contradicted the others.
int reduced_cells(const dg::tango::Puzzle& p, QuboBuilder& b, Encoding& e) {
  const int n = p.n, cols = p.width();
  SignGroups groups(n * cols);
  int broken = 0;
  auto id = [cols](Cell c) { return c.row * cols + c.col; };
  for (const auto& s : p.equal) broken += !groups.join(id(s.a), id(s.b), 0);
  for (const auto& s : p.opposite) broken += !groups.join(id(s.a), id(s.b), 1);
  const auto cells = static_cast<std::size_t>(n * cols);
  std::vector<int> root_value(cells, -1);  // a given reached the group: the root's value
  for (int i = 0; i < n * cols; ++i) {
    const int given = p.cells[static_cast<std::size_t>(i)];
    if (given < 0) continue;
    auto [root, parity] = groups.find(i);
    int& v = root_value[static_cast<std::size_t>(root)];
    if (v >= 0 && v != (given ^ parity)) ++broken;
    if (v < 0) v = given ^ parity;
  }
  // The first cell of a group in reading order names its variable (parity kept to flip the rest).
  std::vector<int> root_variable(cells, -1), root_label_parity(cells, 0);
  for (int i = 0; i < n * cols; ++i) {
    auto [root, parity] = groups.find(i);
    const auto r = static_cast<std::size_t>(root);
    if (root_value[r] >= 0) {
      e.cells.push_back(Literal::fixed(root_value[r] ^ parity));
      continue;
    }
    if (root_variable[r] < 0) {
      const Cell c{i / cols, i % cols};
      root_variable[r] = b.add_variable(variable_label(c));
      root_label_parity[r] = parity;
      e.variable_cells.push_back(c);
    }
    e.cells.push_back(Literal::of(root_variable[r], (parity ^ root_label_parity[r]) != 0));
  }
  return broken;
}

// One variable per cell; givens and signs as penalty terms.
void unreduced_cells(const dg::tango::Puzzle& p, QuboBuilder& b, Encoding& e) {
  for (int r = 0; r < p.n; ++r)
    for (int c = 0; c < p.width(); ++c) {
      e.cells.push_back(Literal::of(b.add_variable(variable_label({r, c}))));
      e.variable_cells.push_back({r, c});
      if (p.at(r, c) >= 0) {
        const Literal one[] = {e.cells.back()};
        b.add_count(one, p.at(r, c));
      }
    }
  auto lit = [&](Cell c) { return e.cells[static_cast<std::size_t>(c.row * p.width() + c.col)]; };
  auto flip = [](Literal l) { return Literal::of(l.variable, !l.negated); };
  for (const auto& s : p.equal) {
    b.add_product(lit(s.a), flip(lit(s.b)));
    b.add_product(flip(lit(s.a)), lit(s.b));
  }
  for (const auto& s : p.opposite) {
    b.add_product(lit(s.a), lit(s.b));
    b.add_product(flip(lit(s.a)), flip(lit(s.b)));
  }
}

// "No two equal rows" penalises a pair of lines only when all n positions agree: a product of
// n agreement indicators, a degree-2n polynomial. A QUBO holds degree 2 at most, and the paper
// leaves the rule out for that reason; reducing it would need auxiliary variables per pair.
Expected<void> quadratic(const dg::tango::Puzzle& p) {
  if (p.unique_lines)
    return Error{
        "a unique-lines Takuzu has no QUBO form: 'no two equal rows or columns' is a degree-" +
        std::to_string(2 * p.n) + " condition, not a quadratic one"};
  return {};
}

// The terms of p's model into b (a building or a sizing builder), the cell map into e.
void add_terms(const dg::tango::Puzzle& p, EncodeOptions options, QuboBuilder& b, Encoding& e) {
  const auto all_units = dg::tango::units(p);
  e.rows = p.n;
  e.cols = p.width();
  if (options.reduce) {
    b.add_constant(reduced_cells(p, b, e));
  } else {
    unreduced_cells(p, b, e);
  }
  auto lit = [&](Cell c) { return e.cells[static_cast<std::size_t>(c.row * p.width() + c.col)]; };
  // One or two suns per run: (3/2 - s)^2 - 1/4, 0 at s = 1 or 2 and 2 at s = 0 or 3 (the paper
  // leaves out the -1/4, so its solutions sit at 1/4 per run). The runs are the rows' and
  // columns', with the options the diagonals' and those wrapping around a torus.
  for (const auto& run : dg::tango::runs_of_three(p)) {
    const Literal lits[] = {lit(run[0]), lit(run[1]), lit(run[2])};
    b.add_count_either(lits, 1);
  }
  // Rows, columns and regions: (m - sum)^2 for one count m (balance, the paper's eq. 51-52 and
  // 55); for near balance or a range of two counts, q or q + 1, the same fractional term as the
  // runs, so solutions stay at energy 0; a range of three or more counts takes thermometer slack
  // variables "s_<unit>_<k>" (units in units() order), as the Queens family's ranges do. A unit
  // that allows every count adds nothing.
  for (std::size_t k = 0; k < all_units.size(); ++k) {
    const auto& u = all_units[k];
    if (u.ones.lo == 0 && u.ones.hi == static_cast<int>(u.cells.size())) continue;
    std::vector<Literal> lits;
    for (Cell c : u.cells) lits.push_back(lit(c));
    if (u.ones.lo == u.ones.hi)
      b.add_count(lits, u.ones.lo);
    else if (u.ones.hi == u.ones.lo + 1)
      b.add_count_either(lits, u.ones.lo);
    else
      add_count_range(b, e, lits, u.cells, u.ones.lo, u.ones.hi, "s_" + std::to_string(k));
  }
}

}  // namespace

Expected<Encoding> encode(const dg::tango::Puzzle& p, EncodeOptions options) {
  if (auto ok = quadratic(p); !ok) return Error{ok.error()};
  Encoding e;
  QuboBuilder b;
  add_terms(p, options, b, e);
  e.model = b.take();
  return e;
}

Expected<ModelSize> measure(const dg::tango::Puzzle& p, EncodeOptions options) {
  if (auto ok = quadratic(p); !ok) return Error{ok.error()};
  Encoding e;
  QuboBuilder b = QuboBuilder::sizing();
  add_terms(p, options, b, e);
  return b.size();
}

}  // namespace dg::qubo::tango
