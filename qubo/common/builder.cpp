// Expanding penalty terms over literals into linear, quadratic and constant parts.
#include "qubo/common/builder.hpp"

#include <map>
#include <utility>
#include <vector>

namespace dg::qubo {

namespace {

// A literal as a + b x (b = 0 for a constant).
struct Affine {
  double a = 0;
  double b = 0;
};

Affine affine(const Literal& l) {
  if (l.variable < 0) return {static_cast<double>(l.constant), 0};
  return l.negated ? Affine{1, -1} : Affine{0, 1};
}

}  // namespace

QuboBuilder QuboBuilder::sizing() {
  QuboBuilder b;
  b.shapes_ = std::make_unique<TermShapes>();
  return b;
}

int QuboBuilder::add_variable(std::string label) {
  if (shapes_) return shapes_->add_variable();
  model_.labels.push_back(std::move(label));
  model_.linear.push_back(0);
  return model_.variables() - 1;
}

void QuboBuilder::add_linear(int var, double w) {
  if (shapes_) return;
  model_.linear[static_cast<std::size_t>(var)] += w;
}

void QuboBuilder::add_quadratic(int i, int j, double w) {
  if (i == j) return add_linear(i, w);
  if (shapes_) {
    if (w != 0) shapes_->add_pair(i, j);
    return;
  }
  model_.quadratic[{std::min(i, j), std::max(i, j)}] += w;
}

void QuboBuilder::add_count(std::span<const Literal> lits, double target, double w) {
  // sum = c + sum_v b_v x_v, so (t - sum)^2 = d^2 - 2 d sum_v b_v x_v + (sum_v b_v x_v)^2 with
  // d = t - c, and x_v^2 = x_v on the diagonal. With w = 1 every product is the unweighted one.
  double c = 0;
  std::map<int, double> coef;
  for (const auto& l : lits) {
    const Affine f = affine(l);
    c += f.a;
    if (l.variable >= 0) coef[l.variable] += f.b;
  }
  const double d = target - c;
  if (shapes_) {  // the pairs below: every two variables whose coefficients are not 0
    std::vector<int> joined;
    for (const auto& [v, b] : coef)
      if (b != 0 && w != 0) joined.push_back(v);
    shapes_->add_clique(std::move(joined));
    return;
  }
  add_constant(w * d * d);
  for (auto i = coef.begin(); i != coef.end(); ++i) {
    add_linear(i->first, w * (i->second * i->second - 2 * d * i->second));
    for (auto j = std::next(i); j != coef.end(); ++j)
      add_quadratic(i->first, j->first, w * 2 * i->second * j->second);
  }
}

void QuboBuilder::add_count_either(std::span<const Literal> lits, int q) {
  add_count(lits, q + 0.5);
  add_constant(-0.25);
}

void QuboBuilder::add_at_most_one(std::span<const Literal> lits, double w) {
  for (std::size_t i = 0; i < lits.size(); ++i)
    for (std::size_t j = i + 1; j < lits.size(); ++j) add_product(lits[i], lits[j], w);
}

void QuboBuilder::add_product(Literal p, Literal q, double w) {
  // (a + b x)(c + d y) = ac + ad y + bc x + bd xy.
  const Affine f = affine(p), g = affine(q);
  add_constant(w * f.a * g.a);
  if (q.variable >= 0) add_linear(q.variable, w * f.a * g.b);
  if (p.variable >= 0) add_linear(p.variable, w * f.b * g.a);
  if (p.variable >= 0 && q.variable >= 0) add_quadratic(p.variable, q.variable, w * f.b * g.b);
}

Model QuboBuilder::take() {
  std::erase_if(model_.quadratic, [](const auto& kv) { return kv.second == 0; });
  return std::move(model_);
}

}  // namespace dg::qubo
