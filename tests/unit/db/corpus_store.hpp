// A temporary store holding the golden corpus (corpus/*/*.jsonl), verified, graded and stored as
// `import` does: a realistic mix of games, sizes, tiers and sources for store-wide queries.
#pragma once

#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>
#include <string>

#include "db/ingest.hpp"
#include "db/store.hpp"
#include "solver/common/document.hpp"
#include "tests/unit/db/temp_db.hpp"

struct CorpusStore {
  TempDb tmp;
  dg::db::Store store;
  explicit CorpusStore(const std::string& name) : tmp(name), store(tmp.path.string()) {
    for (const char* file : {"corpus/queens/corpus.jsonl", "corpus/tango/tango_linkedin.jsonl",
                             "corpus/tango/tango_random.jsonl", "corpus/zip/zip.jsonl"}) {
      std::ifstream in(std::string(DG_SOURCE_DIR) + "/" + file);
      std::stringstream text;
      text << in.rdbuf();
      auto entries = dg::read_document(text.str());
      REQUIRE(entries.ok());
      dg::db::import_entries(store, *entries, file, std::nullopt);
    }
  }
  // The smallest store id of `game`.
  std::int64_t first_id(const std::string& game) {
    auto st = store.connection().prepare("SELECT min(id) FROM puzzles WHERE game = ?1");
    st.bind(1, game);
    st.step();
    return st.column_int(0);
  }
};
