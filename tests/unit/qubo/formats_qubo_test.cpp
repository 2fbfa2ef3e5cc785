// Every QUBO format reads back into the model it was written from; the annealer is deterministic.
#include <catch2/catch.hpp>

#include "qubo/common/anneal.hpp"
#include "qubo/formats/formats.hpp"
#include "tests/unit/qubo/qubo_check.hpp"

using namespace dg;

TEST_CASE("qubo formats: write then read gives the same model", "[qubo]") {
  const auto queens = test::load_corpus("queens");
  const auto tango = test::load_corpus("tango");
  const qubo::Model models[] = {
      test::encoding_of(test::corpus_entry(queens, "writeup-heuristics-example")).model,
      test::encoding_of(test::corpus_entry(tango, "linkedin-tango-1")).model,
      test::encoding_of(test::corpus_entry(tango, "tango-zero-sign-vs-givens")).model,
  };
  for (const auto& format : qubo::all_formats()) {
    for (const auto& m : models) {
      INFO(format.name);
      const auto text = format.write(m, {"test board", "queen"});
      auto back = format.read(text);
      REQUIRE(back.ok());
      CHECK(back->labels == m.labels);
      CHECK(back->linear == m.linear);
      CHECK(back->quadratic == m.quadratic);
      CHECK(back->offset == m.offset);
    }
  }
}

TEST_CASE("qubo formats: readers refuse malformed files", "[qubo]") {
  CHECK_FALSE(qubo::read_bqm_json("{\"variable_type\": \"SPIN\"}").ok());
  CHECK_FALSE(qubo::read_coo("0 1\n").ok());
  CHECK_FALSE(qubo::read_qbsolv("0 0 1\n").ok());
  CHECK_FALSE(qubo::read_qbsolv("p qubo 0 2 1 0\n").ok());  // counts one node, none follow
  CHECK_FALSE(qubo::read_lp("Maximize\n obj: x\nEnd\n").ok());
  CHECK_FALSE(qubo::read_lp("Minimize\n obj: + 1 x\nBinaries\n x\n").ok());  // no End
}

TEST_CASE("qubo formats: the text formats carry the variable map", "[qubo]") {
  qubo::Model m{{"x_0_1", "x_2_3"}, {-1, -1}, {{{0, 1}, 2}}, 1};
  CHECK_THAT(qubo::write_coo(m, {"t", "sun"}), Catch::Contains("# var 1 x_2_3"));
  CHECK_THAT(qubo::write_qbsolv(m, {"t", "sun"}),
             Catch::Contains("c var 0 x_0_1") && Catch::Contains("p qubo 0 2 2 1"));
  CHECK_THAT(qubo::write_lp(m, {"t", "sun"}), Catch::Contains("[\n + 4 x_0_1 * x_2_3\n ] / 2") &&
                                                  Catch::Contains("Binaries\n x_0_1\n x_2_3\nEnd"));
}

TEST_CASE("qubo formats: each file is laid out as its specification says", "[qubo]") {
  qubo::Model m{{"x_0_1", "x_2_3"}, {-6, 0.5}, {{{0, 1}, 2}}, 86};
  // CPLEX LP: the objective's terms, the quadratic ones in "[ ... ] / 2", the constant last.
  const std::string lp = qubo::write_lp(m, {"t", "sun"});
  CHECK_THAT(lp, Catch::Contains("Minimize\n obj: - 6 x_0_1\n + 0.5 x_2_3\n + [\n + 4 x_0_1 * "
                                 "x_2_3\n ] / 2\n + 86\nBinaries\n"));
  CHECK_THAT(lp, !Catch::Contains("obj: + 86"));
  // A model of nothing but a constant is still an objective.
  CHECK_THAT(qubo::write_lp(qubo::Model{{"x"}, {0}, {}, 3}, {"t", "sun"}),
             Catch::Contains("obj: + 3\nBinaries"));
  // dimod COO: "i j bias" lines whose bias is a plain decimal (dimod's reader takes no exponent),
  // a "# vartype=BINARY" line; every other line a comment.
  qubo::Model tiny{{"a", "b"}, {1e-7, 2e21}, {{{0, 1}, -3}}, 0};
  const std::string coo = qubo::write_coo(tiny, {"t", "sun"});
  CHECK_THAT(coo, Catch::Contains("\n0 0 0.0000001\n1 1 2000000000000000000000\n0 1 -3\n") &&
                      Catch::Contains("# vartype=BINARY\n"));
  // qbsolv: the "p qubo 0 maxNodes nNodes nCouplers" line, then the nodes, then i < j couplers.
  CHECK_THAT(qubo::write_qbsolv(m, {"t", "sun"}),
             Catch::Contains("p qubo 0 2 2 1\n0 0 -6\n1 1 0.5\n0 1 2\n"));
}

TEST_CASE("qubo anneal: same seed, same reads: a small board is solved", "[qubo]") {
  const auto tango = test::load_corpus("tango");
  const auto& e = test::corpus_entry(tango, "linkedin-tango-1");
  const auto enc = test::encoding_of(e);
  const qubo::AnnealParams params{4, 200, 7};
  int solved = 0;
  for (int r = 0; r < params.reads; ++r) {
    const auto a = qubo::anneal_read(enc.model, params, r);
    const auto b = qubo::anneal_read(enc.model, params, r);
    CHECK(a.state == b.state);
    CHECK(a.energy == qubo::energy(enc.model, a.state));
    solved += a.energy == 0;
  }
  CHECK(solved > 0);
}
