// QuboBuilder terms: each is zero exactly on the assignments it allows, checked over every
// assignment of small literal sets (constants, variables and complements mixed).
#include <catch2/catch.hpp>

#include "qubo/common/builder.hpp"

using namespace dg;
using qubo::Literal;

namespace {

// Calls f(x) for every assignment of n variables.
template <class F>
void each_state(int n, F f) {
  for (unsigned k = 0; k < (1u << n); ++k) {
    qubo::State x(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i) x[static_cast<std::size_t>(i)] = (k >> i) & 1;
    f(x);
  }
}

int sum(const std::vector<Literal>& lits, const qubo::State& x) {
  int s = 0;
  for (const auto& l : lits) s += l.value(x);
  return s;
}

}  // namespace

TEST_CASE("qubo builder: count, either-count, at-most-one over mixed literals", "[qubo]") {
  // Three variables; x1 appears twice (once complemented), plus a constant 1.
  const std::vector<Literal> lits = {Literal::of(0), Literal::of(1), Literal::of(1, true),
                                     Literal::of(2, true), Literal::fixed(1)};
  for (int q = 0; q <= 5; ++q) {
    qubo::QuboBuilder count, either, amo;
    for (auto* b : {&count, &either, &amo})
      for (int i = 0; i < 3; ++i) b->add_variable("v" + std::to_string(i));
    count.add_count(lits, q);
    either.add_count_either(lits, q);
    amo.add_at_most_one(lits);
    const auto mc = count.take(), me = either.take(), ma = amo.take();
    each_state(3, [&](const qubo::State& x) {
      const int s = sum(lits, x);
      INFO("q " << q << " sum " << s);
      CHECK(qubo::energy(mc, x) == (q - s) * (q - s));
      CHECK((qubo::energy(me, x) == 0) == (s == q || s == q + 1));
      CHECK(qubo::energy(me, x) >= 0);
      CHECK(qubo::energy(ma, x) == s * (s - 1) / 2);
    });
  }
}

TEST_CASE("qubo builder: couplers that cancel are dropped", "[qubo]") {
  qubo::QuboBuilder b;
  const int u = b.add_variable("u"), v = b.add_variable("v");
  b.add_quadratic(u, v, 2);
  b.add_quadratic(v, u, -2);
  b.add_quadratic(u, u, 3);  // x^2 = x: a linear bias
  const auto m = b.take();
  CHECK(m.couplers() == 0);
  CHECK(m.linear[0] == 3);
}
