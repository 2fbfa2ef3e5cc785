// generate tango writes each puzzle's text directly (generator/tango/generated_text.hpp): it must
// be byte for byte what the JSON tree's way wrote, with_score(generated_to_json(g)).dump(), for
// every kind of puzzle the generator makes (tiers, sizes, the unique-lines variant, scored for
// the output or the store, unscored); and exact_key must tell puzzles apart exactly as their JSON
// does.
#include <catch2/catch.hpp>

#include <set>

#include "generator/common/generated_json.hpp"
#include "generator/tango/generated_text.hpp"
#include "generator/tango/generator.hpp"
#include "grader/tango/grader.hpp"

namespace tango = dg::tango;

namespace {

std::vector<tango::GeneratedPuzzle> made(const tango::Params& p, std::uint64_t seed,
                                         std::size_t count) {
  auto batch = tango::generate_batch(p, seed, count, 1);
  if (!batch) FAIL(batch.error());
  return *batch;
}

}  // namespace

TEST_CASE("tango generated text is the JSON tree's text", "[tango][generator]") {
  struct Case {
    int n, tier;
    bool unique_lines, for_output, for_store;
  };
  const Case cases[] = {
      {6, tango::kAnyTier, false, true, false},       {6, tango::kLine, false, true, false},
      {6, tango::kSigns, false, true, false},         {8, tango::kAnyTier, true, true, false},
      {10, tango::kAnyTier, false, true, false},      {4, tango::kBasic, false, true, false},
      {6, tango::kAnyTier, false, false, false},      {6, tango::kAnyTier, false, false, true},
      {6, tango::kContradiction, false, true, false},
  };
  int compared = 0;
  for (const Case& c : cases) {
    tango::Params p;
    p.n = c.n;
    p.tier = c.tier;
    p.unique_lines = c.unique_lines;
    p.score.for_output = c.for_output;
    p.score.for_store = c.for_store;
    for (const tango::GeneratedPuzzle& g : made(p, 7, 10)) {
      INFO(c.n << "x" << c.n << " tier " << c.tier << " seed " << g.seed);
      const std::string tree = dg::with_score(tango::generated_to_json(g)).dump();
      REQUIRE(tango::generated_to_text(g) == tree);
      if (c.unique_lines) CHECK(tree.find("\"unique_lines\":true") != std::string::npos);
      ++compared;
    }
  }
  CHECK(compared == 9 * 10);
}

TEST_CASE("tango exact key separates puzzles exactly as their JSON does", "[tango][generator]") {
  tango::Params p;
  p.n = 4;  // few distinct boards, so equal puzzles come up
  std::vector<tango::Puzzle> puzzles;
  for (std::uint64_t seed = 0; seed < 400; ++seed) {
    auto g = tango::generate(p, seed);
    REQUIRE(g.ok());
    puzzles.push_back(g->puzzle);
  }
  // Variants of one puzzle that differ in one field each.
  tango::Puzzle base = puzzles[0];
  tango::Puzzle flipped = base, lines = base, moved = base;
  lines.unique_lines = true;
  for (auto& v : flipped.cells)
    if (v >= 0) {
      v = static_cast<std::int8_t>(1 - v);
      break;
    }
  if (!moved.equal.empty()) {
    moved.opposite.push_back(moved.equal.back());
    moved.equal.pop_back();
    std::sort(moved.opposite.begin(), moved.opposite.end());
  }
  for (const tango::Puzzle& v : {flipped, lines, moved}) puzzles.push_back(v);
  std::set<std::string> by_json, by_key;
  int pairs_equal = 0;
  for (std::size_t i = 0; i < puzzles.size(); ++i) {
    by_json.insert(tango::to_json(puzzles[i]).dump());
    by_key.insert(tango::exact_key(puzzles[i]));
    for (std::size_t j = i + 1; j < puzzles.size(); j += 7) {
      const bool same_json = tango::to_json(puzzles[i]).dump() == tango::to_json(puzzles[j]).dump();
      CHECK((tango::exact_key(puzzles[i]) == tango::exact_key(puzzles[j])) == same_json);
      pairs_equal += same_json;
    }
  }
  CHECK(by_key.size() == by_json.size());
  CHECK(by_json.size() < puzzles.size());  // the 4x4 run repeats boards: the test sees equal keys
}
