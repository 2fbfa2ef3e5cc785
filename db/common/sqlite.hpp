// Minimal RAII over the SQLite C API: a connection and prepared statements that finalize
// themselves. Errors throw dg::DbError with SQLite's message; only db/ code catches them.
#pragma once

#include <cstdint>
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

// How a connection opens its file: `create` makes a missing file, `write` needs an existing one,
// `read` opens it with SQLITE_OPEN_READONLY (no write can happen through the connection). Every
// mode accepts SQLite's "file:" URIs.
enum class Access { create, write, read };

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

 private:
  sqlite3* db_ = nullptr;
};

// Rows changed by the last statement, and the rowid it inserted.
int changes(Connection& db);
std::int64_t last_insert_id(Connection& db);

class Statement {
 public:
  Statement(sqlite3* db, std::string_view sql);
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
};

}  // namespace dg::db
