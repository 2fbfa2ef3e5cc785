// One INSERT of many rows ("INSERT INTO t (...) VALUES (...),(...),..."), for writers that store
// a window of rows at once: a statement per row costs SQLite its per-statement work (start, halt,
// reset, the foreign-key and journal bookkeeping) for every row. The statement for each row count
// up to kMaxRows is prepared once, when first needed, and kept.
#pragma once

#include <cstddef>
#include <functional>
#include <map>
#include <span>
#include <string>

#include "db/common/sqlite.hpp"

namespace dg::db {

class ManyRows {
 public:
  static constexpr std::size_t kMaxRows = 32;

  // `head` up to VALUES ("INSERT INTO t (a, b)"), `row` one row's values written with ?1..?N
  // (each used once or more: "(?1, NULLIF(?2, ''))"; a row binds N parameters, N the largest),
  // `tail` what follows the rows ("" or an upsert clause).
  ManyRows(std::string head, std::string row, std::string tail = "");

  // The statement text for `rows` rows: row r's ?k renumbered ?(k + r * params).
  std::string sql(std::size_t rows) const;

  // Inserts `count` rows in statements of up to kMaxRows: bind(statement, offset, i) binds row i
  // (0..count-1) as ?(offset + 1).. ?(offset + N). Throws DbError as Statement does.
  void insert(Connection& db, std::size_t count,
              const std::function<void(Statement&, int offset, std::size_t i)>& bind);

 private:
  std::string head_, row_, tail_;
  int params_ = 0;  // a row's parameters: the largest ?k of row_
  std::map<std::size_t, Statement> by_rows_;
};

}  // namespace dg::db
