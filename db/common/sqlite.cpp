// RAII SQLite wrapper (see sqlite.hpp).
#include "db/common/sqlite.hpp"

#include <sqlite3.h>

#include <string>

namespace dg::db {

namespace {

// SQLite calls this every kProgressEvery virtual-machine instructions of a running statement
// (a few microseconds apart); a non-zero return interrupts it.
constexpr int kProgressEvery = 10000;

int past_deadline(void* watch) {
  auto* w = static_cast<StepWatch*>(watch);
  if (std::chrono::steady_clock::now() < w->deadline) return 0;
  w->expired = true;
  return 1;
}

// The error of a failed call: an interruption by the watch says what happened in our words.
DbError error_of(int rc, StepWatch* watch, const std::string& message) {
  if (watch && watch->expired && (rc & 0xff) == SQLITE_INTERRUPT) {
    const auto seconds = std::chrono::duration_cast<std::chrono::seconds>(watch->limit).count();
    return DbError("a read of the store took longer than " + std::to_string(seconds) +
                       " s and was stopped (a damaged store, or a view or trigger that is not "
                       "dailygrid's)",
                   SQLITE_INTERRUPT);
  }
  return DbError(message, rc & 0xff);
}

}  // namespace

void StepWatch::arm() {
  expired = false;
  const auto now = std::chrono::steady_clock::now();
  deadline = limit >= std::chrono::steady_clock::time_point::max() - now
                 ? std::chrono::steady_clock::time_point::max()
                 : now + limit;
}

bool DbError::busy() const {
  return code == SQLITE_BUSY || code == SQLITE_LOCKED;
}

Connection::Connection(const std::string& path, Access access) {
  // SQLite's count of the memory it holds takes a global mutex on every allocation; nothing here
  // reads it (no soft heap limit), and it must be switched off before SQLite starts.
  static const int memstatus_off = sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
  (void)memstatus_off;  // SQLITE_MISUSE if something started SQLite first: the count stays on
  constexpr int kFlags[] = {SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, SQLITE_OPEN_READWRITE,
                            SQLITE_OPEN_READONLY};
  // NOMUTEX: a connection is used by one thread at a time (sqlite.hpp), so SQLite's lock around
  // every call on it is pure cost; connections on different threads stay safe (multi-thread mode).
  const int flags = kFlags[static_cast<int>(access)] | SQLITE_OPEN_URI | SQLITE_OPEN_NOMUTEX;
  if (const int rc = sqlite3_open_v2(path.c_str(), &db_, flags, nullptr); rc != SQLITE_OK) {
    std::string message = db_ ? sqlite3_errmsg(db_) : "out of memory";
    sqlite3_close(db_);
    throw DbError("cannot open database " + path + ": " + message, rc & 0xff);
  }
  sqlite3_busy_timeout(db_, 10000);
  watch_ = std::make_unique<StepWatch>();
  sqlite3_progress_handler(db_, kProgressEvery, past_deadline, watch_.get());
  // Views, triggers and defaults in a file from outside may call only functions SQLite marks
  // harmless (every one our schema uses is).
  sqlite3_db_config(db_, SQLITE_DBCONFIG_TRUSTED_SCHEMA, 0, nullptr);
}

bool Connection::read_only() {
  return sqlite3_db_readonly(db_, "main") == 1;
}

Connection::~Connection() {
  sqlite3_close(db_);
}

void Connection::exec(std::string_view sql) {
  char* err = nullptr;
  watch_->arm();
  if (const int rc = sqlite3_exec(db_, std::string(sql).c_str(), nullptr, nullptr, &err);
      rc != SQLITE_OK) {
    std::string message = err ? err : "unknown error";
    sqlite3_free(err);
    throw error_of(rc, watch_.get(), message);
  }
}

Statement Connection::prepare(std::string_view sql) {
  return Statement(db_, sql, watch_.get());
}

Statement::Statement(sqlite3* db, std::string_view sql, StepWatch* watch) : db_(db), watch_(watch) {
  if (sqlite3_prepare_v2(db, sql.data(), static_cast<int>(sql.size()), &stmt_, nullptr) !=
      SQLITE_OK)
    throw DbError(sqlite3_errmsg(db), sqlite3_errcode(db) & 0xff);
}

Statement::~Statement() {
  sqlite3_finalize(stmt_);
}

Statement::Statement(Statement&& other) noexcept
    : db_(other.db_), stmt_(other.stmt_), watch_(other.watch_) {
  other.stmt_ = nullptr;
}

Statement& Statement::bind(int index, std::int64_t value) {
  if (sqlite3_bind_int64(stmt_, index, value) != SQLITE_OK) throw DbError(sqlite3_errmsg(db_));
  return *this;
}

Statement& Statement::bind(int index, std::string_view value) {
  if (sqlite3_bind_text(stmt_, index, value.data(), static_cast<int>(value.size()),
                        SQLITE_TRANSIENT) != SQLITE_OK)
    throw DbError(sqlite3_errmsg(db_));
  return *this;
}

Statement& Statement::bind_uncopied(int index, std::string_view value) {
  if (sqlite3_bind_text(stmt_, index, value.data(), static_cast<int>(value.size()),
                        SQLITE_STATIC) != SQLITE_OK)
    throw DbError(sqlite3_errmsg(db_));
  return *this;
}

Statement& Statement::bind(int index, double value) {
  if (sqlite3_bind_double(stmt_, index, value) != SQLITE_OK) throw DbError(sqlite3_errmsg(db_));
  return *this;
}

double Statement::column_double(int index) {
  return sqlite3_column_double(stmt_, index);
}

bool Statement::column_is_null(int index) {
  return sqlite3_column_type(stmt_, index) == SQLITE_NULL;
}

int changes(Connection& db) {
  return sqlite3_changes(db.handle());
}

std::int64_t last_insert_id(Connection& db) {
  return sqlite3_last_insert_rowid(db.handle());
}

bool Statement::step() {
  if (watch_) watch_->arm();
  int rc = sqlite3_step(stmt_);
  if (rc == SQLITE_ROW) return true;
  if (rc == SQLITE_DONE) return false;
  throw error_of(rc, watch_, sqlite3_errmsg(db_));
}

void Statement::reset() {
  sqlite3_reset(stmt_);
  sqlite3_clear_bindings(stmt_);
}

std::int64_t Statement::column_int(int index) {
  return sqlite3_column_int64(stmt_, index);
}

std::string Statement::column_text(int index) {
  // By length, not up to the first NUL: text goes back out exactly as it came in.
  const unsigned char* text = sqlite3_column_text(stmt_, index);
  if (!text) return "";
  return std::string(reinterpret_cast<const char*>(text),
                     static_cast<std::size_t>(sqlite3_column_bytes(stmt_, index)));
}

}  // namespace dg::db
