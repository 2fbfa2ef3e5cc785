// Every SQL block of docs/schema.md runs on a store of this schema: the upgraded store of
// tests/data/store_v10 (generated, imported and scheduled puzzles with solve times), so the
// queries read rows of every table they name.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "db/store.hpp"
#include "tests/unit/db/file_text.hpp"
#include "tests/unit/db/temp_db.hpp"

using namespace dg;

namespace {

// The text of each ```sql ... ``` block of a Markdown file.
std::vector<std::string> sql_blocks(const std::string& markdown) {
  std::vector<std::string> out;
  const std::string open = "```sql\n", close = "\n```";
  for (std::size_t at = 0; (at = markdown.find(open, at)) != std::string::npos;) {
    const std::size_t begin = at + open.size();
    const std::size_t end = markdown.find(close, begin);
    if (end == std::string::npos) break;
    out.push_back(markdown.substr(begin, end - begin));
    at = end + close.size();
  }
  return out;
}

}  // namespace

TEST_CASE("every query in docs/schema.md runs on a store of the current schema",
          "[db][store_upgrade][docs]") {
  const auto blocks = sql_blocks(text_of(std::string(DG_SOURCE_DIR) + "/docs/schema.md"));
  REQUIRE(blocks.size() >= 7);
  TempDb tmp("schema_docs");
  {
    db::Connection c(tmp.path.string());
    c.exec(text_of(std::string(DG_SOURCE_DIR) + "/tests/data/store_v10/dump.sql"));
    c.exec("PRAGMA user_version = 10");
  }
  db::Store store(tmp.path.string());
  for (const std::string& sql : blocks) {
    INFO(sql);
    CHECK_NOTHROW(store.connection().exec(sql));
  }
}
