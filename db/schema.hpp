// The store's schema, versioned with PRAGMA user_version. Migrations only ever go forward: entry
// i of the migration list takes a file from version i to i + 1.
#pragma once

#include "db/common/sqlite.hpp"

namespace dg::db {

inline constexpr int kSchemaVersion = 6;

// Brings the file up to kSchemaVersion in one transaction per step. Throws DbError for a file
// newer than this program (its user_version > kSchemaVersion) or not a dailygrid store.
void migrate(Connection& db);

int schema_version(Connection& db);

}  // namespace dg::db
