// QuboBuilder: adds penalty terms over "literals" and keeps the model in QUBO normal form.
// A literal is what a cell is worth in terms of the variables: a constant 0/1 (a given or a cell
// the givens force), a variable x, or its complement 1 - x (a cell joined to the variable's cell
// by an odd number of Tango 'x' signs). Every term added is >= 0 for every assignment (a square
// or a product of 0/1 values) unless the caller subtracts a known constant minimum, which is how
// the models keep "valid solution <=> energy 0".
#pragma once

#include <memory>
#include <span>
#include <string>

#include "qubo/common/model.hpp"
#include "qubo/common/model_size.hpp"

namespace dg::qubo {

struct Literal {
  int variable = -1;     // index into Model::labels, or -1 for a constant
  bool negated = false;  // value is 1 - x (only with a variable)
  int constant = 0;      // the value when variable == -1

  static Literal fixed(int value) { return {-1, false, value}; }
  static Literal of(int var, bool negate = false) { return {var, negate, 0}; }
  int value(const State& x) const {
    if (variable < 0) return constant;
    const int v = x[static_cast<std::size_t>(variable)];
    return negated ? 1 - v : v;
  }
};

class QuboBuilder {
 public:
  QuboBuilder() = default;
  // A builder that measures instead of building: the same calls, in the same order, number the
  // same variables, but each term only records which variables it joins (model_size.hpp), so an
  // encoder run with it yields size() and no model.
  static QuboBuilder sizing();
  // The model's size so far. Pre: made by sizing().
  ModelSize size() const { return shapes_->size(); }

  // A new variable; returns its index.
  int add_variable(std::string label);
  void add_constant(double c) { model_.offset += c; }
  void add_linear(int var, double w);
  // w x_i x_j; i == j adds w x_i (x^2 = x for a binary variable).
  void add_quadratic(int i, int j, double w);

  // w (target - sum of lits)^2: zero exactly when the literals sum to target. Literals that share
  // a variable are merged first, so a line holding both x and 1 - x is expanded correctly.
  void add_count(std::span<const Literal> lits, double target, double w = 1);
  // (q + 1/2 - sum)^2 - 1/4: zero exactly when the literals sum to q or q + 1, and >= 2 when the
  // sum is further off (the paper's "fractional" term: Tango's runs of three hold 1 or 2 suns;
  // a Queens-family unit of "q or q+1" stars is the same term).
  void add_count_either(std::span<const Literal> lits, int q);
  // sum over pairs of w * a * b: zero exactly when at most one literal is 1 (w > 0).
  void add_at_most_one(std::span<const Literal> lits, double w = 1);
  // w * a * b for two literals.
  void add_product(Literal a, Literal b, double w = 1);

  // The model, with couplers that cancelled to 0 removed. Pre: not made by sizing().
  Model take();

 private:
  Model model_;
  std::unique_ptr<TermShapes> shapes_;  // set when sizing: model_ then stays empty
};

}  // namespace dg::qubo
