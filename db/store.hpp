// The dailygrid store: one SQLite file (WAL mode, busy timeout, foreign keys) holding puzzles,
// grades, rule usage, the daily schedule and runs. Every write happens inside a Transaction, so a
// process killed at any moment leaves the file consistent with every committed batch intact.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "db/common/sqlite.hpp"
#include "grader/common/difficulty.hpp"

namespace dg::db {

// The default store in the working directory.
inline constexpr const char* kDefaultPath = "dailygrid.db";

struct PuzzleRecord {
  std::string game;
  int rows = 0, cols = 0;
  std::string puzzle_json;    // interchange JSON, givens only
  std::string solution_json;  // interchange "solution" value
  std::string canonical_key;
  std::string generator, generator_version, params_json;  // empty for imported puzzles
  std::optional<std::uint64_t> seed;
  std::string source;  // "generated" or the imported file's name
  std::string external_id;
  std::string metadata_json;  // the source entry's other keys as a JSON object; "" for none
  // The puzzle's variant when the caller knows it (generate has the typed puzzle); "" = worked
  // out from puzzle_json.
  std::string variant;
};

struct GradeRecord {
  std::string grader_version;
  std::string status;
  std::string max_tier;
  int steps = 0;
  std::int64_t micros = 0;
  struct Usage {
    std::string rule, tier;
    int hits = 0;
  };
  std::vector<Usage> usage;
  // The difficulty score (grader/common/difficulty.hpp); absent when the rules do not solve the
  // puzzle or the game has no scorer.
  std::optional<Difficulty> difficulty = std::nullopt;
};

class Store {
 public:
  // create: make the file when it does not exist (commands that write). existing: a missing file
  // is an error, so a read-only command given a mistyped --db path never leaves an empty store.
  // Both need write access: a store that cannot be written (a read-only file, folder or file
  // system) fails at once, naming the path. read_only: an existing store opened with
  // SQLITE_OPEN_READONLY for the commands that only read (stats, export, show and list), so they
  // work on read-only media and never write, never migrate, never change the journal mode; a
  // store older than this program's schema is refused with how to upgrade it.
  enum class Open { create, existing, read_only };

  // Opens the store at `path` and, unless read_only, migrates it and brings its reference tables
  // (tier ranks, the current grader version) in step with this program. Throws DbError whose
  // message starts with the path.
  explicit Store(const std::string& path, Open mode = Open::create);
  ~Store();
  Store(const Store&) = delete;
  Store& operator=(const Store&) = delete;

  // The "file:" URI another connection can ATTACH to read this store the way it was opened
  // (read_only stores only: "mode=ro", or "immutable=1" on read-only media).
  const std::string& reader_uri() const { return reader_uri_; }

  // Refuses (DbError naming the path) a store that holds anything a dailygrid store of its version
  // does not: for a store from elsewhere (a merge SOURCE), read only through our own schema. Every
  // open already refuses a changed or missing object of ours and any trigger (own strictness).
  void require_exact_schema();

  // RAII write transaction (BEGIN IMMEDIATE): commit() makes it durable; destruction without
  // commit rolls back.
  class Transaction {
   public:
    // made_here: every reference the transaction writes is to a row it makes or looks up itself
    // (insert_many's puzzle ids, generator parameters and run), so SQLite's foreign-key checks
    // are off until it ends: a lookup per reference and the statement journal they make a
    // multi-row INSERT keep, about 12% of SQLite's work for a generated puzzle. Every other
    // transaction keeps them.
    enum class References { checked, made_here };
    explicit Transaction(Store& s, References references = References::checked);
    ~Transaction();
    Transaction(const Transaction&) = delete;
    Transaction& operator=(const Transaction&) = delete;
    void commit();

   private:
    Store& store_;
    bool switched_;  // foreign_keys differ from the store's resting state until it ends
    bool done_ = false;
  };

  // Leaves SQLite's foreign-key checks off between transactions from now until the store closes,
  // for a writer whose transactions are made_here ones (generate --db, a transaction a few
  // thousand puzzles): switching them is a statement that makes SQLite prepare every statement
  // of the connection again (the multi-row INSERTs are long), twice a transaction. A checked
  // Transaction still switches them on for itself. Pre: no Transaction open.
  void rest_references_unchecked();

  // Inserts the puzzle unless a puzzle with its canonical key exists (found by its key_hash, then
  // the key itself). Either way p's source, external id and metadata are recorded in
  // puzzle_sources (once per source and id). Returns the new id, or nullopt for a duplicate.
  // Pre: inside a Transaction.
  std::optional<std::int64_t> insert_puzzle(const PuzzleRecord& p, std::optional<std::int64_t> run);
  // Replaces the grade (and rule usage) of `puzzle` for g.grader_version. Pre: in a Transaction.
  void put_grade(std::int64_t puzzle, const GradeRecord& g);
  // A grade's rule usage as grades.hits keeps it ({"<rules.id>":hits,...}, ids ascending; ""
  // for none, stored as NULL), adding rules the store does not have yet. Pre: in a Transaction.
  std::string hits_json(const std::vector<GradeRecord::Usage>& usage);
  // A puzzle to insert and, when it is new, its grade (null for none).
  struct GradedRow {
    const PuzzleRecord* rec = nullptr;
    const GradeRecord* grade = nullptr;
  };
  // insert_puzzle and then (for a new puzzle) put_grade for every row in order, storing what
  // those calls one after another would, in a few multi-row statements (issue 41: a window of
  // generated puzzles). A new puzzle gets the next id after the largest stored, as SQLite would
  // give it. Returns each row's new id, or nullopt for a board already stored (before this call
  // or by an earlier row), whose source is then recorded on the stored puzzle.
  // Pre: inside a Transaction; the records outlive the call.
  std::vector<std::optional<std::int64_t>> insert_many(std::span<const GradedRow> rows,
                                                       std::optional<std::int64_t> run);
  bool has_canonical_key(const std::string& key);
  // The id of the stored puzzle with this canonical key, or nullopt.
  std::optional<std::int64_t> find_canonical_key(const std::string& key);
  // The generator_params id of `params_json` (added when new); nullopt for "" (not generated).
  // Pre: in a Transaction.
  std::optional<std::int64_t> params_id(const std::string& params_json);

  // Run bookkeeping: start_run commits at once so the run is visible even if the process dies.
  std::int64_t start_run(const std::string& command, const std::string& params_json);
  void finish_run(std::int64_t run, int added, int skipped, int rejected);

  Connection& connection() { return db_; }

 private:
  struct Writer;  // the prepared statements and id caches of the writing functions
  bool references_checked_ = true;  // foreign_keys between transactions (the resting state)
  Writer& writer();
  std::optional<std::int64_t> find_canonical_key(const std::string& key, std::int64_t hash);
  std::int64_t rule_id(const std::string& rule, const std::string& tier);
  // A row's values bound from parameter at + 1 on (one row of a multi-row statement); `hash` is
  // key_hash(p.canonical_key), `now` the row's created/added time as the columns' default would
  // write it.
  void bind_puzzle(Statement& st, int at, const PuzzleRecord& p, std::optional<std::int64_t> id,
                   std::int64_t hash, std::optional<std::int64_t> run, std::string_view now);
  static void bind_source(Statement& st, int at, std::int64_t puzzle, const PuzzleRecord& p,
                          std::string_view now);
  // `hits` is hits_json(g.usage) ("" stores NULL); g and hits outlive the step (texts uncopied).
  static void bind_grade(Statement& st, int at, std::int64_t puzzle, const GradeRecord& g,
                         std::string_view hits);

  std::string path_;
  std::string reader_uri_;  // before db_: the connection is opened from it
  Connection db_;
  std::unique_ptr<Writer> writer_;  // made at the first write; after db_, so destroyed before it
};

}  // namespace dg::db
