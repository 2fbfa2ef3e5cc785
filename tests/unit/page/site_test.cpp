// The archive site (page/site.hpp, issue 40 item 3): the files written, a second run that adds a
// day and leaves the pages already there untouched, the previous/next links, branding as text,
// the share fields and the feed that a later run reads back.
#include <sys/stat.h>

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "page/site.hpp"
#include "solver/common/document.hpp"

namespace fs = std::filesystem;

namespace {

std::string slurp(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

struct Fixture {
  std::vector<dg::PuzzleEntry> entries;
  Fixture() {
    auto text = dg::read_file_text(std::string(DG_SOURCE_DIR) + "/tests/browser/day.jsonl");
    REQUIRE(text.ok());
    auto day = dg::read_document(*text);
    REQUIRE(day.ok());
    entries = std::move(day).value();
  }
  // A day of the fixture's first puzzle, numbered `number`.
  dg::page::SiteDay day(const std::string& date, int number) const {
    dg::page::SiteDay d{date, {}, {}};
    dg::page::Item item{entries[0].puzzle.get(), nullptr, "caption"};
    item.share = {"Queens", number, date, ""};
    d.items.push_back(item);
    d.games.push_back({"Queens", "queens", number, "easy"});
    return d;
  }
};

}  // namespace

TEST_CASE("site: series file names", "[page][site]") {
  CHECK(dg::page::series_file("queens") == "queens");
  CHECK(dg::page::series_file("queens:stars2") == "queens-stars2");
  CHECK(dg::page::series_file("sudoku:2x3") == "sudoku-2x3");
  CHECK(dg::page::series_file("::") == "puzzles");
}

TEST_CASE("site: written, then a day added without touching the pages there", "[page][site]") {
  const Fixture f;
  const fs::path dir = fs::temp_directory_path() / "dg_site_test";
  fs::remove_all(dir);
  dg::page::SiteOptions o;
  o.title = "Daily <script>t()</script>";
  o.url = "https://example.org/p/";
  o.page.brand = "<script>b()</script>";
  o.page.footer = "<script>f()</script>";
  auto first =
      dg::page::write_site(dir.string(), {f.day("2026-12-01", 1), f.day("2026-12-02", 2)}, o);
  REQUIRE(first.ok());
  CHECK(first->written == std::vector<std::string>{"2026-12-01", "2026-12-02"});
  CHECK(first->days == 2);
  for (const char* name : {"index.html", "feed.json", "days.js", "days/2026-12-01.html",
                           "days/2026-12-02.html", "games/queens.html"})
    CHECK(fs::exists(dir / name));

  const std::string page1 = slurp(dir / "days/2026-12-01.html");
  // Branding and title as text, on the day page and the index.
  for (const std::string& html :
       {page1, slurp(dir / "index.html"), slurp(dir / "games/queens.html")}) {
    CHECK(html.find("<script>t()") == std::string::npos);
    CHECK(html.find("<script>b()") == std::string::npos);
    CHECK(html.find("<script>f()") == std::string::npos);
    CHECK(html.find("&lt;script&gt;b()&lt;/script&gt;") != std::string::npos);
  }
  CHECK(page1.find("<title>Daily &lt;script&gt;t()&lt;/script&gt; · 2026-12-01</title>") !=
        std::string::npos);
  CHECK(page1.find("<a href=\"2026-12-02.html\" rel=\"next\">") != std::string::npos);
  CHECK(page1.find("rel=\"prev\"") == std::string::npos);
  CHECK(page1.find("<script src=\"../days.js\"></script>") != std::string::npos);
  // The share fields carry the day's link on the site.
  const auto data = dg::page::page_data(page1);
  REQUIRE(data.ok());
  const auto& share = (*data)["sections"][0]["puzzles"][0]["share"];
  CHECK(share["game"] == "Queens");
  CHECK(share["number"] == 1);
  CHECK(share["date"] == "2026-12-01");
  CHECK(share["url"] == "https://example.org/p/days/2026-12-01.html");

  // A second run over the two days and a third: only the third is written.
  const fs::path old = dir / "days/2026-12-01.html";
  const auto long_ago = fs::file_time_type::clock::now() - std::chrono::hours(24 * 365);
  fs::last_write_time(old, long_ago);
  auto second = dg::page::write_site(
      dir.string(), {f.day("2026-12-01", 1), f.day("2026-12-02", 2), f.day("2026-12-03", 3)}, o);
  REQUIRE(second.ok());
  CHECK(second->written == std::vector<std::string>{"2026-12-03"});
  CHECK(second->kept == std::vector<std::string>{"2026-12-01", "2026-12-02"});
  CHECK(fs::last_write_time(old) == long_ago);
  CHECK(slurp(old) == page1);
  CHECK(slurp(dir / "days.js").find("[\"2026-12-01\",\"2026-12-02\",\"2026-12-03\"]") !=
        std::string::npos);

  // A run over the third day alone keeps the first two on the index and the feed (read back).
  auto third = dg::page::write_site(dir.string(), {f.day("2026-12-03", 3)}, o);
  REQUIRE(third.ok());
  CHECK(third->days == 3);
  const std::string index = slurp(dir / "index.html");
  for (const char* day : {"days/2026-12-01.html", "days/2026-12-02.html", "days/2026-12-03.html"})
    CHECK(index.find(std::string("href=\"") + day + "\"") != std::string::npos);
  const auto feed = nlohmann::json::parse(slurp(dir / "feed.json"));
  REQUIRE(feed["items"].size() == 3);
  CHECK(feed["items"][0]["id"] == "2026-12-03");
  CHECK(feed["items"][0]["url"] == "https://example.org/p/days/2026-12-03.html");
  CHECK(feed["items"][2]["_dailygrid"]["games"][0]["number"] == 1);
  fs::remove_all(dir);
}

TEST_CASE("site: errors name the problem", "[page][site]") {
  const Fixture f;
  const fs::path dir = fs::temp_directory_path() / "dg_site_test_errors";
  fs::remove_all(dir);
  fs::create_directories(dir);
  std::ofstream(dir / "file") << "x";
  auto under_file =
      dg::page::write_site((dir / "file" / "www").string(), {f.day("2026-12-01", 1)}, {});
  REQUIRE_FALSE(under_file.ok());
  CHECK(under_file.error().find("cannot create") != std::string::npos);
  std::ofstream(dir / "feed.json") << "[1, 2]";
  auto foreign = dg::page::write_site(dir.string(), {f.day("2026-12-01", 1)}, {});
  REQUIRE_FALSE(foreign.ok());
  CHECK(foreign.error().find("not a feed that daily --site wrote") != std::string::npos);
  CHECK_FALSE(fs::exists(dir / "index.html"));
  fs::remove_all(dir);
}
