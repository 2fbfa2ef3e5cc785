// Tents model: JSON, text and SGT game IDs round trip; validation errors are one clear line;
// check_solution names the rule a wrong answer breaks; canonical keys follow the symmetries.
#include <catch2/catch.hpp>

#include "solver/common/document.hpp"
#include "solver/common/foreign_ids.hpp"
#include "solver/common/symmetry.hpp"
#include "solver/tents/canonical.hpp"
#include "solver/tents/counter.hpp"
#include "solver/tents/sgt.hpp"

namespace tents = dg::tents;
using dg::Cell;

namespace {

// The research note's worked example.
constexpr const char* kExample = "8x8:bgdlecadcbeca,1,2,0,3,1,2,1,2,1,2,1,0,4,0,1,3";

std::string error_of(const nlohmann::json& j) {
  auto p = tents::from_json(j);
  REQUIRE_FALSE(p.ok());
  CHECK(p.error().find('\n') == std::string::npos);
  return p.error();
}

nlohmann::json base() {
  return nlohmann::json::parse(
      R"({"game":"tents","rows":4,"cols":4,"trees":[[0,0],[2,3]],"row_counts":[1,0,1,0],"col_counts":[0,1,1,0]})");
}

}  // namespace

TEST_CASE("tents SGT game IDs read the trees and counts", "[tents][model]") {
  auto p = tents::from_sgt(kExample);
  REQUIRE(p.ok());
  const std::vector<Cell> trees = {{0, 2}, {1, 2}, {1, 7}, {3, 4}, {4, 2}, {4, 6},
                                   {5, 0}, {5, 5}, {6, 1}, {6, 4}, {7, 2}, {7, 6}};
  CHECK(p->trees == trees);
  CHECK(p->row_counts == std::vector<int>{1, 2, 1, 0, 4, 0, 1, 3});
  CHECK(p->col_counts == std::vector<int>{1, 2, 0, 3, 1, 2, 1, 2});
  CHECK(tents::to_sgt(*p).value() == kExample);
  CHECK(tents::count_solutions(*p, 2).count == 1);
}

TEST_CASE("tents formats round trip", "[tents][model]") {
  auto p = tents::from_sgt("10x10:haaafefc_fhfbdgbbb_fd,3,1,1,2,2,2,2,3,2,2,4,0,3,1,3,0,4,0,4,1");
  REQUIRE(p.ok());
  auto q = *p;
  q.row_counts[3] = tents::kHidden;
  q.grass = {{0, 0}};
  q.tents = {};
  q.unique_matching = true;
  for (const auto& x : {*p, q}) {
    auto j = tents::from_json(tents::to_json(x));
    REQUIRE(j.ok());
    CHECK(*j == x);
    auto t = tents::from_text(tents::to_text(x));
    REQUIRE(t.ok());
    CHECK(*t == x);
  }
  CHECK(tents::to_json(q)["row_counts"][3].is_null());
  CHECK_FALSE(tents::to_sgt(q).ok());  // SGT has no hidden counts
  // Given tents and grass survive an SGT round trip ('!' and '-').
  auto g = *p;
  g.grass = {{9, 9}};  // no tree, no tent there
  const auto sol = tents::count_solutions(*p, 1).solutions.at(0);
  g.tents = {sol[1], sol[3]};
  auto back = tents::from_sgt(tents::to_sgt(g).value());
  REQUIRE(back.ok());
  CHECK(*back == g);
}

TEST_CASE("tents SGT lines are read where a FILE is read", "[tents][model]") {
  auto entries = dg::read_document(std::string("# two SGT IDs\n") + kExample +
                                   "\n\n4x4:bgd_,0,1,0,2,2,0,1,0\n");
  REQUIRE(entries.ok());
  REQUIRE(entries->size() == 2);
  for (const auto& e : *entries) REQUIRE(e.puzzle);
  CHECK((*entries)[0].puzzle->game() == "tents");
  const dg::ForeignId* sgt = dg::find_foreign_id("sgt", "tents");
  REQUIRE(sgt);
  CHECK(sgt->write(*(*entries)[0].puzzle).value() == kExample);
  auto bad = dg::read_document("8x8:bgdlecadcbeca,1,2\n");
  REQUIRE(bad.ok());
  CHECK((*bad)[0].error.find("expected 16 counts") != std::string::npos);
}

TEST_CASE("tents refuses bad boards with one clear line", "[tents][model]") {
  auto j = base();
  REQUIRE(tents::from_json(j).ok());
  j["rows"] = 31;
  CHECK(error_of(j).find("out of range") != std::string::npos);
  j = base();
  j["row_counts"] = {1, 1, 1, 0};
  CHECK(error_of(j).find("row counts sum to 3 but there are 2 trees") != std::string::npos);
  j = base();
  j["row_counts"] = {3, 0, 0, 0};
  CHECK(error_of(j).find("at most 2") != std::string::npos);
  j = base();
  j["tents"] = {{0, 0}};
  CHECK(error_of(j).find("on a tree") != std::string::npos);
  j = base();
  j["trees"] = {{0, 0}, {0, 1}, {1, 0}};
  j["row_counts"] = {2, 1, 0, 0};
  j["col_counts"] = {1, 1, 1, 0};
  j["grass"] = {{1, 1}, {0, 2}, {2, 0}};
  CHECK(error_of(j).find("no free neighbour") != std::string::npos);
  j = base();
  j["trees"] = {{0, 0}, {0, 0}};
  CHECK(error_of(j).find("listed twice") != std::string::npos);
  j = base();
  j["col_counts"] = {0, 1, 1};
  CHECK(error_of(j).find("expected 4") != std::string::npos);
  j = base();
  j["row_counts"] = {1, nullptr, nullptr, 0};
  CHECK(tents::from_json(j).ok());
  CHECK_FALSE(tents::from_sgt("8x8:bgdlecadcbec,1,2,0,3,1,2,1,2,1,2,1,0,4,0,1,3").ok());
  CHECK_FALSE(tents::from_sgt("8x8:bgdlecadcbeca!,1,2,0,3,1,2,1,2,1,2,1,0,4,0,1,3").ok());
  CHECK_FALSE(tents::from_text("tents\n.T. 1\n... 0\n... 0\n1 0\n").ok());
}

TEST_CASE("tents check names the broken rule", "[tents][model]") {
  auto p = tents::from_sgt("4x4:bgd_,0,1,0,2,2,0,1,0");  // sgtpuzzles#595: no pairing exists
  REQUIRE(p.ok());
  // The only tents the counts allow: the tree at C1 has two, the trees at C3 and D4 share one.
  auto wrong = tents::check_solution(*p, {{0, 1}, {0, 3}, {2, 3}});
  REQUIRE_FALSE(wrong.ok());
  CHECK(wrong.error().find("no pairing of trees and tents") != std::string::npos);
  auto q = tents::from_sgt(kExample);
  REQUIRE(q.ok());
  auto sol = tents::count_solutions(*q, 1).solutions.at(0);
  CHECK(tents::check_solution(*q, sol).ok());
  auto touching = sol;
  touching[0] = {touching[1].row, touching[1].col - 1};
  CHECK_FALSE(tents::check_solution(*q, touching).ok());
  auto fewer = sol;
  fewer.pop_back();
  CHECK(tents::check_solution(*q, fewer).error().find("has 2 tents, its count is 3") !=
        std::string::npos);
  // A pairing failure: two trees side by side, one tent between them, a second tent by neither.
  auto pair = tents::make_puzzle(3, 4, {{0, 0}, {0, 2}}, {1, 0, 1}, {1, 1, 0, 0});
  REQUIRE(pair.ok());
  auto none = tents::check_solution(*pair, {{0, 1}, {2, 0}});
  REQUIRE_FALSE(none.ok());
  CHECK(none.error().find("no pairing of trees and tents") != std::string::npos);
}

TEST_CASE("tents canonical keys follow the board's symmetries", "[tents][model]") {
  auto p = tents::from_sgt(kExample);
  REQUIRE(p.ok());
  const std::string key = tents::canonical_key(*p);
  for (int sym = 0; sym < dg::kSymmetries; ++sym) {
    tents::Puzzle q = *p;
    for (auto& t : q.trees) t = dg::transform(t, sym, p->rows, p->cols);
    std::sort(q.trees.begin(), q.trees.end());
    // The counts follow the lines they belong to.
    std::vector<int> rows(8), cols(8);
    for (int i = 0; i < 8; ++i) {
      const Cell a = dg::transform({i, 0}, sym, 8, 8), b = dg::transform({i, 1}, sym, 8, 8);
      (a.row == b.row ? rows[static_cast<std::size_t>(a.row)]
                      : cols[static_cast<std::size_t>(a.col)]) =
          p->row_counts[static_cast<std::size_t>(i)];
      const Cell c = dg::transform({0, i}, sym, 8, 8), d = dg::transform({1, i}, sym, 8, 8);
      (c.row == d.row ? rows[static_cast<std::size_t>(c.row)]
                      : cols[static_cast<std::size_t>(c.col)]) =
          p->col_counts[static_cast<std::size_t>(i)];
    }
    q.row_counts = rows;
    q.col_counts = cols;
    auto turned = tents::make_puzzle(q.rows, q.cols, q.trees, q.row_counts, q.col_counts);
    REQUIRE(turned.ok());
    CHECK(tents::canonical_key(*turned) == key);
    CHECK(tents::count_solutions(*turned, 2).count == 1);
  }
  auto other = *p;
  other.unique_matching = true;
  CHECK(tents::canonical_key(other) != key);
}
