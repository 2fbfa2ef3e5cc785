// The group an aggregate SQL function gathers in C++ (stats' dg_scores, dg_rule_hits): it lives on
// the heap while SQLite reads the group's rows, its address in SQLite's aggregate context, and the
// final call moves it to the end of the caller's vector (the function's user data) and returns
// its index there, so that no row of the store passes through the caller.
#pragma once

#include <memory>
#include <new>
#include <vector>

#include <sqlite3.h>

namespace dg::db {

// The group in hand (null until the step function makes it).
template <class Group>
Group*& aggregate_group(sqlite3_context* ctx) {
  return *static_cast<Group**>(sqlite3_aggregate_context(ctx, sizeof(Group*)));
}

// The final function. Also called when a statement stops early: the group is then dropped.
template <class Group>
void hand_over_group(sqlite3_context* ctx) {
  auto** slot = static_cast<Group**>(sqlite3_aggregate_context(ctx, 0));
  std::unique_ptr<Group> g(slot ? *slot : nullptr);
  if (!g) {
    sqlite3_result_null(ctx);
    return;
  }
  auto& out = *static_cast<std::vector<Group>*>(sqlite3_user_data(ctx));
  try {
    out.push_back(std::move(*g));
  } catch (const std::bad_alloc&) {
    sqlite3_result_error_nomem(ctx);
    return;
  }
  sqlite3_result_int64(ctx, static_cast<sqlite3_int64>(out.size() - 1));
}

}  // namespace dg::db
