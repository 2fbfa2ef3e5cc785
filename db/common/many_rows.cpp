// Multi-row INSERT statements (see many_rows.hpp).
#include "db/common/many_rows.hpp"

#include <algorithm>
#include <cctype>
#include <utility>

namespace dg::db {

namespace {

// `row` with each ?k written ?(k + offset); `largest` gets the largest k.
std::string renumbered(const std::string& row, int offset, int* largest = nullptr) {
  std::string out;
  for (std::size_t i = 0; i < row.size(); ++i) {
    out += row[i];
    if (row[i] != '?') continue;
    std::size_t end = i + 1;
    while (end < row.size() && std::isdigit(static_cast<unsigned char>(row[end]))) ++end;
    const int k = std::stoi(row.substr(i + 1, end - i - 1));
    if (largest) *largest = std::max(*largest, k);
    out += std::to_string(k + offset);
    i = end - 1;
  }
  return out;
}

}  // namespace

ManyRows::ManyRows(std::string head, std::string row, std::string tail)
    : head_(std::move(head)), row_(std::move(row)), tail_(std::move(tail)) {
  renumbered(row_, 0, &params_);
}

std::string ManyRows::sql(std::size_t rows) const {
  std::string out = head_ + " VALUES ";
  for (std::size_t r = 0; r < rows; ++r) {
    if (r > 0) out += ", ";
    out += renumbered(row_, static_cast<int>(r) * params_);
  }
  if (!tail_.empty()) out += " " + tail_;
  return out;
}

void ManyRows::insert(Connection& db, std::size_t count,
                      const std::function<void(Statement&, int, std::size_t)>& bind) {
  for (std::size_t at = 0; at < count; at += kMaxRows) {
    const std::size_t n = std::min(kMaxRows, count - at);
    auto found = by_rows_.find(n);
    if (found == by_rows_.end()) found = by_rows_.emplace(n, db.prepare(sql(n))).first;
    Statement& st = found->second;
    try {
      for (std::size_t k = 0; k < n; ++k) bind(st, static_cast<int>(k) * params_, at + k);
      st.step();
    } catch (...) {
      st.reset();  // usable again once the caller's transaction is rolled back
      throw;
    }
    st.reset();
  }
}

}  // namespace dg::db
