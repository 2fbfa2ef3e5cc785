// generate tents writes each puzzle's text directly (generated_text.hpp): it must be byte for
// byte what the JSON tree's way wrote, with_score(generated_to_json(g)).dump(), on every shape of
// puzzle: scored for the output or the store, unscored, hidden counts, given tents and grass,
// the unique-matching variant.
#include <catch2/catch.hpp>

#include "generator/common/generated_json.hpp"
#include "generator/tents/generated_text.hpp"
#include "generator/tents/generator.hpp"

using namespace dg;
using namespace dg::tents;

namespace {

std::string tree_text(const Generated& g) {
  return with_score(generated_to_json(g)).dump();
}

std::vector<Generated> made(Params p, std::uint64_t seed, std::size_t count) {
  auto batch = all_or_error(generate_each(p, seed, count, 1));
  if (!batch) FAIL(describe(p) << ": " << batch.error());
  return *batch;
}

}  // namespace

TEST_CASE("tents generated text is the JSON tree's text", "[tents][generator]") {
  struct Case {
    int rows, cols, tier, density;
    bool for_output, for_store;
  };
  const int basic = *parse_gen_tier("basic"), tricky = *parse_gen_tier("tricky");
  const Case cases[] = {
      {8, 8, basic, 20, true, false},      {8, 8, tricky, 20, true, false},
      {10, 10, kAnyTier, 20, true, false}, {12, 7, kAnyTier, 15, true, false},
      {15, 15, kAnyTier, 20, true, false}, {8, 8, kAnyTier, 20, false, false},
      {8, 8, kAnyTier, 20, false, true},
  };
  int compared = 0;
  for (const Case& c : cases) {
    Params p;
    p.rows = c.rows;
    p.cols = c.cols;
    p.tier = c.tier;
    p.density = c.density;
    p.score.for_output = c.for_output;
    p.score.for_store = c.for_store;
    for (const Generated& g : made(p, 7, 12)) {
      INFO(c.rows << "x" << c.cols << " tier " << c.tier << " seed " << g.seed);
      REQUIRE(generated_to_text(g) == tree_text(g));
      ++compared;
    }
  }
  CHECK(compared == 7 * 12);
}

TEST_CASE("tents generated text writes hidden counts, givens and the variant as the tree does",
          "[tents][generator]") {
  Params p;
  p.rows = 9;
  p.cols = 11;
  p.score.for_output = true;
  Generated g = made(p, 3, 1).front();
  g.puzzle.row_counts[0] = kHidden;
  g.puzzle.col_counts.back() = kHidden;
  g.puzzle.tents = {g.solution.front()};
  g.puzzle.grass = {{0, 0}, {8, 10}};
  for (const Cell c : g.puzzle.grass) REQUIRE_FALSE(g.puzzle.is_tree(c));
  const std::string plain = generated_to_text(g);
  CHECK(plain == tree_text(g));
  CHECK(plain.find("null") != std::string::npos);
  CHECK(plain.find("\"grass\"") != std::string::npos);
  g.puzzle.unique_matching = true;
  CHECK(generated_to_text(g) == tree_text(g));
  CHECK(generated_to_text(g).find("\"unique_matching\":true") != std::string::npos);
}
