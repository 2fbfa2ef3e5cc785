// The store's schema, versioned with PRAGMA user_version. Migrations only ever go forward: entry
// i of the migration list takes a file from version i to i + 1.
#pragma once

#include "db/common/sqlite.hpp"

namespace dg::db {

inline constexpr int kSchemaVersion = 12;

// Brings the file up to kSchemaVersion in one transaction per step. Throws DbError for a file
// newer than this program (its user_version > kSchemaVersion) or not a dailygrid store.
void migrate(Connection& db);

int schema_version(Connection& db);

// Which objects a store may hold besides dailygrid's own. A store of ours (--db) may also keep an
// analyst's own tables, views and indexes; a foreign store (a merge SOURCE) holds exactly ours.
enum class SchemaStrictness { own, foreign };

// What in db's schema is not what this program made at db's version, in one line ("" when it is
// exactly that): one of our tables that is a view, an object whose SQL differs, one missing, any
// trigger (dailygrid makes none), and, for a foreign store, any object of its own. Read from
// sqlite_master only: nothing in the store runs. Pre: 0 < schema_version(db) <= kSchemaVersion.
std::string schema_difference(Connection& db, SchemaStrictness strictness);

}  // namespace dg::db
