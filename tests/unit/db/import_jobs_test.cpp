// import_windows (issue 41): the corpus read as a stream and imported with four counting threads
// stores exactly what one thread stores (the same rows, ids, grades and sources) and reports the
// same problems and duplicates in the same order.
#include <catch2/catch.hpp>

#include <fstream>
#include <string>
#include <vector>

#include "db/export.hpp"
#include "db/ingest.hpp"
#include "db/store.hpp"
#include "solver/common/document_stream.hpp"
#include "tests/unit/db/temp_db.hpp"

namespace {

struct Imported {
  std::string exported;
  dg::db::ImportSummary summary;
};

// Every corpus file twice (the second time all duplicates), streamed, in windows of 7 entries.
Imported import_corpus(const std::string& name, int jobs) {
  TempDb tmp(name);
  dg::db::Store store(tmp.path.string());
  Imported out;
  for (int round = 0; round < 2; ++round)
    for (const char* file : {"corpus/queens/corpus.jsonl", "corpus/tango/tango_random.jsonl",
                             "corpus/zip/zip.jsonl"}) {
      std::ifstream in(std::string(DG_SOURCE_DIR) + "/" + file);
      dg::DocumentStream doc(in);
      std::vector<dg::PuzzleEntry> held;
      const auto next_window = [&](std::vector<const dg::PuzzleEntry*>& window) {
        held.clear();
        while (held.size() < 7) {
          auto e = doc.next();
          REQUIRE(e);
          if (!*e) break;
          held.push_back(std::move(**e));
        }
        for (const auto& e : held) window.push_back(&e);
      };
      const auto s = dg::db::import_windows(store, next_window, file, std::nullopt,
                                            dg::db::ImportOptions{7, jobs, {}, {}});
      out.summary.added += s.added;
      out.summary.duplicates += s.duplicates;
      out.summary.invalid += s.invalid + s.not_unique + s.unsettled;
      for (const auto& p : s.problems) out.summary.problems.push_back(p);
      for (const auto& d : s.duplicate_of) out.summary.duplicate_of.push_back(d);
    }
  out.exported = dg::db::export_puzzles(store, {}).dump();
  return out;
}

}  // namespace

TEST_CASE("import stores the same at any --jobs", "[db][import][jobs]") {
  const Imported one = import_corpus("import_jobs_1", 1);
  const Imported four = import_corpus("import_jobs_4", 4);
  CHECK(one.summary.added > 10);
  CHECK(one.summary.duplicates >= one.summary.added);  // the second round
  CHECK(four.summary.added == one.summary.added);
  CHECK(four.summary.duplicates == one.summary.duplicates);
  CHECK(four.summary.invalid == one.summary.invalid);
  CHECK(four.summary.problems == one.summary.problems);
  CHECK(four.summary.duplicate_of == one.summary.duplicate_of);
  CHECK(four.exported == one.exported);
}
