// The golden file of difficulty scores (difficulty_golden.tsv beside this file): every solved
// puzzle of the corpus keeps its score, band and bottleneck figures. A deliberate change to the
// score regenerates the file (docs/difficulty.md, "Re-fitting"); an accidental one fails here.
#include <catch2/catch.hpp>

#include <fstream>
#include <map>
#include <sstream>
#include <string>

#include "grader/common/graders.hpp"
#include "grader/common/scorers.hpp"
#include "tests/unit/common/corpus.hpp"

using namespace dg;

namespace {

struct Golden {
  double score = 0;
  std::string band;
  int bottleneck_steps = 0;
  double mean_available = 0;
  double minutes = 0;
};

std::map<std::string, Golden> read_golden() {
  std::ifstream in(std::string(DG_SOURCE_DIR) + "/tests/unit/grader/difficulty_golden.tsv");
  REQUIRE(in);
  std::map<std::string, Golden> out;
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream fields(line);
    std::string game, id;
    Golden g;
    REQUIRE(fields >> game >> id >> g.score >> g.band >> g.bottleneck_steps >> g.mean_available >>
                    g.minutes);
    out[game + "/" + id] = g;
  }
  return out;
}

}  // namespace

TEST_CASE("the corpus keeps its golden difficulty scores", "[difficulty][corpus]") {
  const auto golden = read_golden();
  std::size_t scored = 0;
  for (const ScorerInfo& scorer : all_scorers()) {
    for (const auto& e : test::load_corpus(std::string(scorer.game))) {
      if (!e.puzzle) continue;
      const std::string key = std::string(scorer.game) + "/" + e.id;
      INFO(key);
      const GraderInfo* grader = find_grader(scorer.game);
      const bool solved = grader->grade(*e.puzzle, -1, nullptr).status == Status::solved;
      const auto it = golden.find(key);
      REQUIRE(solved == (it != golden.end()));  // scored exactly when the rules solve it
      if (!solved) continue;
      const Difficulty d = scorer.difficulty(*e.puzzle);
      CHECK(d.score == Approx(it->second.score).margin(1e-6));
      CHECK(d.band == it->second.band);
      CHECK(d.bottleneck_steps == it->second.bottleneck_steps);
      CHECK(d.mean_available == Approx(it->second.mean_available).margin(1e-6));
      CHECK(d.minutes == Approx(it->second.minutes).margin(1e-5));
      ++scored;
    }
  }
  CHECK(scored == golden.size());
}
