// Minimal RAII over the SQLite C API: a connection and prepared statements that finalize
// themselves. Errors throw dg::DbError with SQLite's message; only db/ code catches them.
#pragma once

#include <chrono>
#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>

struct sqlite3;
struct sqlite3_stmt;

namespace dg::db {

struct DbError : std::runtime_error {
  explicit DbError(const std::string& message, int sqlite_code = 0)
      : std::runtime_error(message), code(sqlite_code) {}
  int code;  // SQLite's primary result code (SQLITE_BUSY, ...), 0 when not from SQLite
  // Another connection holds the lock: worth waiting for, unlike every other failure.
  bool busy() const;
};

class Statement;

// How long one call into SQLite (a step of a statement, an exec) may run before it is stopped
// with DbError "took longer than": a store is a file from outside, and a view or trigger planted
// in it, or a damaged file, must never make a command run for ever. Generous, so that no real
// query on a large store comes near it.
inline constexpr std::chrono::seconds kDefaultStepLimit{600};

// The deadline of the call into SQLite in progress (SQLite's progress handler reads it).
struct StepWatch {
  std::chrono::steady_clock::duration limit = kDefaultStepLimit;
  std::chrono::steady_clock::time_point deadline = std::chrono::steady_clock::time_point::max();
  bool expired = false;
  void arm();
};

// How a connection opens its file: `create` makes a missing file, `write` needs an existing one,
// `read` opens it with SQLITE_OPEN_READONLY (no write can happen through the connection). Every
// mode accepts SQLite's "file:" URIs.
enum class Access { create, write, read };

// One SQLite connection. A connection and its statements are used by one thread at a time (it is
// opened without SQLite's per-connection lock); separate connections may run on separate threads.
class Connection {
 public:
  explicit Connection(const std::string& path, Access access = Access::create);
  ~Connection();
  Connection(const Connection&) = delete;
  Connection& operator=(const Connection&) = delete;

  void exec(std::string_view sql);
  Statement prepare(std::string_view sql);
  sqlite3* handle() { return db_; }
  // True when SQLite opened the main database read-only (SQLITE_OPEN_READONLY, a read-only file,
  // a "mode=ro" URI).
  bool read_only();
  // The time one step or exec may take (kDefaultStepLimit unless set).
  void set_step_limit(std::chrono::steady_clock::duration limit) { watch_->limit = limit; }

 private:
  sqlite3* db_ = nullptr;
  std::unique_ptr<StepWatch> watch_;  // on the heap: SQLite holds its address
};

// Rows changed by the last statement, and the rowid it inserted.
int changes(Connection& db);
std::int64_t last_insert_id(Connection& db);

class Statement {
 public:
  Statement(sqlite3* db, std::string_view sql, StepWatch* watch = nullptr);
  ~Statement();
  Statement(Statement&& other) noexcept;
  Statement(const Statement&) = delete;
  Statement& operator=(const Statement&) = delete;

  Statement& bind(int index, std::int64_t value);
  Statement& bind(int index, int value) { return bind(index, static_cast<std::int64_t>(value)); }
  Statement& bind(int index, double value);
  Statement& bind(int index, const std::string& value) {
    return bind(index, std::string_view(value));
  }
  Statement& bind(int index, const char* value) { return bind(index, std::string_view(value)); }
  Statement& bind(int index, std::string_view value);
  // Binds `value` without copying it: it must stay as it is until reset() (which clears every
  // binding). For the large texts of rows written one statement at a time.
  Statement& bind_uncopied(int index, std::string_view value);
  // Steps once; true while a row is available.
  bool step();
  void reset();
  std::int64_t column_int(int index);
  double column_double(int index);
  bool column_is_null(int index);
  std::string column_text(int index);

 private:
  sqlite3* db_;
  sqlite3_stmt* stmt_ = nullptr;
  StepWatch* watch_ = nullptr;
};

}  // namespace dg::db
