// Variants in the store (issue 22): each stored puzzle carries its variant, and stats and export
// filter by it (--variant, --compare variant=...); a value no game can give is refused naming the
// grammar, so a typo never reads as "no such puzzles".
#include <catch2/catch.hpp>

#include "db/export.hpp"
#include "db/generated.hpp"
#include "db/stats.hpp"
#include "db/store.hpp"
#include "generator/common/generators.hpp"
#include "tests/unit/db/temp_db.hpp"

using namespace dg;

namespace {

void store_made(db::Store& store, const char* params, std::size_t count) {
  const GeneratorEntry* gen = find_generator("queens");
  auto made = gen->make(nlohmann::json::parse(params), 21, count, 1);
  REQUIRE(made);
  REQUIRE(db::store_generated(store, *made, {"queens", "1", params}, std::nullopt).added ==
          static_cast<int>(count));
}

}  // namespace

TEST_CASE("stats and export tell variants apart", "[db][variants]") {
  TempDb tmp("variant_filters");
  db::Store store(tmp.path.string());
  store_made(store, R"({"size": 7})", 3);
  store_made(store, R"({"size": 10, "stars": 2})", 2);
  store_made(store, R"({"size": 8, "torus": true})", 1);

  CHECK(db::stored_variants(store, "") == std::vector<std::string>{"linkedin", "stars2", "torus"});
  CHECK(db::stored_variants(store, "tango").empty());

  db::StatsFilter f;
  f.variant = "stars2";
  REQUIRE(db::validate(f));
  CHECK(db::compute_stats(store, f).puzzles == 2);
  CHECK(db::compute_stats(store, f).label == "variant=stars2");
  f.variant = "linkedin";
  CHECK(db::compute_stats(store, f).puzzles == 3);
  db::StatsFilter compared;
  std::string error;
  REQUIRE(db::parse_filter_term("variant=torus", compared, error));
  CHECK(db::compute_stats(store, compared).puzzles == 1);

  db::ExportFilter e;
  e.variant = "stars2";
  REQUIRE(db::validate(e));
  const auto out = db::export_puzzles(store, e)["puzzles"];
  REQUIRE(out.size() == 2);
  for (const auto& p : out) {
    CHECK(p["variant"] == "stars2");
    CHECK(p["stars"] == 2);
  }

  // Values no game gives are refused, naming the grammar; valid combinations pass.
  for (const char* bad : {"star2", "holes+torus", "linkedin+torus", "stars1", "plain+walls"}) {
    INFO(bad);
    f.variant = bad;
    f.game = "queens";
    CHECK_FALSE(db::validate(f));
  }
  f.game = "";
  f.variant = "star2";
  const auto refused = db::validate(f);
  REQUIRE_FALSE(refused);
  CHECK(refused.error().find("unknown variant \"star2\"") != std::string::npos);
  CHECK(refused.error().find("queens: linkedin, starsK, torus, holes") != std::string::npos);
  for (const char* good : {"stars3+torus+holes", "stars12", "diagonals+noregions",
                           "unique-lines+signs-only", "walls+rect", "plain"}) {
    INFO(good);
    f.variant = good;
    CHECK(db::validate(f));
  }
}
