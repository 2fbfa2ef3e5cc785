// Tango's optional keys in JSON and in the text header, and their checks (options.hpp).
#include "solver/tango/options.hpp"

#include <algorithm>

#include "solver/common/cell_name.hpp"
#include "solver/common/json_read.hpp"
#include "solver/common/printable.hpp"

namespace dg::tango::options {

namespace {

Expected<bool> read_flag(const nlohmann::json& object, const char* key) {
  if (!json_read::has(object, key)) return false;
  const auto& flag = object.at(key);
  if (!flag.is_boolean())
    return make_error(std::string("tango: \"") + key + "\" must be true or false, got " +
                      printable(flag.dump()));
  return flag.get<bool>();
}

bool small_int(const nlohmann::json& v) {
  return v.is_number_integer() && v.get<long long>() >= -1000 && v.get<long long>() <= 1000;
}

// An integer or [lo, hi].
Expected<OnesRange> read_range(const nlohmann::json& v, const std::string& what) {
  if (small_int(v)) return OnesRange{v.get<int>(), v.get<int>()};
  if (v.is_array() && v.size() == 2 && small_int(v[0]) && small_int(v[1]))
    return OnesRange{v[0].get<int>(), v[1].get<int>()};
  return make_error("tango: " + what + " must be an integer or [lo, hi], got " +
                    printable(v.dump()));
}

// One value for every one of `count` lines, or a list of `count` values (the list wins when a
// two-line board's value could be either: [1, 2] there means row 0 takes 1 and row 1 takes 2).
Expected<std::vector<OnesRange>> read_ranges(const nlohmann::json& v, int count, const char* key) {
  const std::string what = std::string("\"") + key + "\"";
  if (v.is_array() && static_cast<int>(v.size()) == count) {
    std::vector<OnesRange> out;
    for (std::size_t i = 0; i < v.size(); ++i) {
      auto r = read_range(v[i], what + " item " + std::to_string(i));
      if (!r) return Error{r.error()};
      out.push_back(*r);
    }
    return out;
  }
  if (v.is_array() && v.size() != 2)
    return make_error("tango: " + what + " has " + std::to_string(v.size()) +
                      " items, expected one value (an integer or [lo, hi]) or " +
                      std::to_string(count));
  auto r = read_range(v, what);
  if (!r) return Error{r.error()};
  return std::vector<OnesRange>(static_cast<std::size_t>(count), *r);
}

nlohmann::json range_json(OnesRange r) {
  return r.lo == r.hi ? nlohmann::json(r.lo) : nlohmann::json::array({r.lo, r.hi});
}

nlohmann::json ranges_json(const std::vector<OnesRange>& list) {
  const bool same = std::all_of(list.begin(), list.end(), [&](auto r) { return r == list[0]; });
  if (same && (list[0].lo == list[0].hi || list.size() != 2)) return range_json(list[0]);
  nlohmann::json out = nlohmann::json::array();
  for (OnesRange r : list) out.push_back(range_json(r));
  return out;
}

std::string range_text(OnesRange r) {
  return r.lo == r.hi ? std::to_string(r.lo) : std::to_string(r.lo) + "-" + std::to_string(r.hi);
}

std::string ranges_text(const std::vector<OnesRange>& list) {
  if (std::all_of(list.begin(), list.end(), [&](auto r) { return r == list[0]; }))
    return range_text(list[0]);
  std::string out;
  for (OnesRange r : list) out += (out.empty() ? "" : ",") + range_text(r);
  return out;
}

std::vector<std::string_view> split(std::string_view text, char sep) {
  std::vector<std::string_view> out;
  std::size_t start = 0;
  while (start <= text.size()) {
    const std::size_t end = std::min(text.find(sep, start), text.size());
    out.push_back(text.substr(start, end - start));
    start = end + 1;
  }
  return out;
}

// "2" or "1-3", comma-separated; one item stands for every one of `count` values.
Expected<std::vector<OnesRange>> read_ranges_text(std::string_view text, int count,
                                                  const std::string& where) {
  std::vector<OnesRange> out;
  for (std::string_view item : split(text, ',')) {
    const std::size_t dash = item.find('-');
    auto lo = read_small_number(item.substr(0, dash), where);
    if (!lo) return Error{lo.error()};
    auto hi = dash == item.npos ? lo : read_small_number(item.substr(dash + 1), where);
    if (!hi) return Error{hi.error()};
    out.push_back({*lo, *hi});
  }
  if (out.size() == 1) return std::vector<OnesRange>(static_cast<std::size_t>(count), out[0]);
  if (static_cast<int>(out.size()) != count)
    return make_error(where + ": " + std::to_string(out.size()) + " values, expected one or " +
                      std::to_string(count));
  return out;
}

// "A1:C3,B2:D4" -> pairs.
Expected<void> read_pairs_text(std::string_view text, std::vector<CellPair>& out,
                               const std::string& where) {
  for (std::string_view item : split(text, ',')) {
    const auto ends = split(item, ':');
    if (ends.size() != 2)
      return make_error(where + ": expected a pair such as A1:C3, got \"" + printable(item) + "\"");
    auto a = read_cell_name(ends[0], where);
    if (!a) return Error{a.error()};
    auto b = read_cell_name(ends[1], where);
    if (!b) return Error{b.error()};
    out.push_back(ordered_pair(*a, *b));
  }
  return {};
}

// How people name line i: "row 1", "column A".
std::string line_label(std::string_view item, int i) {
  return item == "column" ? column_name(i) : row_name(i);
}

Expected<void> check_ranges(const std::vector<OnesRange>& list, std::size_t count, int length,
                            const char* key, const char* item) {
  if (list.empty()) return {};
  if (list.size() != count)
    return make_error(std::string("tango: \"") + key + "\" has " + std::to_string(list.size()) +
                      " values, expected " + std::to_string(count));
  for (std::size_t i = 0; i < list.size(); ++i)
    if (list[i].lo < 0 || list[i].lo > list[i].hi || list[i].hi > length)
      return make_error(std::string("tango: \"") + key + "\"[" + std::to_string(i) + "] (" + item +
                        " " + line_label(item, static_cast<int>(i)) + ") is " +
                        range_text(list[i]) +
                        ", expected 0 <= lo <= hi <= " + std::to_string(length));
  return {};
}

}  // namespace

Expected<void> read_json(const nlohmann::json& object, Puzzle& p) {
  for (auto [key, flag] : {std::pair{"torus", &p.torus}, std::pair{"diagonals", &p.diagonals},
                           std::pair{"long_signs", &p.long_signs}}) {
    auto v = read_flag(object, key);
    if (!v) return Error{v.error()};
    *flag = *v;
  }
  for (auto [key, list, count] :
       {std::tuple{"row_ones", &p.row_ones, p.n}, std::tuple{"col_ones", &p.col_ones, p.width()}}) {
    if (!json_read::has(object, key)) continue;
    auto r = read_ranges(object.at(key), count, key);
    if (!r) return Error{r.error()};
    *list = std::move(*r);
  }
  if (json_read::has(object, "regions")) {
    const auto& rows = object.at("regions");
    const std::string shape = "tango: \"regions\" must be " + std::to_string(p.n) + " rows of " +
                              std::to_string(p.width()) + " region ids";
    if (!rows.is_array() || static_cast<int>(rows.size()) != p.n) return make_error(shape);
    for (const auto& row : rows) {
      if (!row.is_array() || static_cast<int>(row.size()) != p.width()) return make_error(shape);
      for (const auto& id : row) {
        if (!small_int(id)) return make_error(shape + ", got " + printable(id.dump()));
        p.region.push_back(id.get<int>());
      }
    }
  }
  if (json_read::has(object, "region_ones")) {
    if (p.region.empty()) return make_error("tango: \"region_ones\" needs \"regions\"");
    const int k = *std::max_element(p.region.begin(), p.region.end()) + 1;
    auto r = read_ranges(object.at("region_ones"), std::max(k, 0), "region_ones");
    if (!r) return Error{r.error()};
    p.region_ones = std::move(*r);
  }
  return {};
}

void write_json(const Puzzle& p, nlohmann::json& out) {
  if (!p.row_ones.empty()) out["row_ones"] = ranges_json(p.row_ones);
  if (!p.col_ones.empty()) out["col_ones"] = ranges_json(p.col_ones);
  if (p.torus) out["torus"] = true;
  if (p.diagonals) out["diagonals"] = true;
  if (!p.region.empty()) {
    nlohmann::json rows = nlohmann::json::array();
    for (int r = 0; r < p.n; ++r) {
      const auto from = p.region.begin() + r * p.width();
      rows.push_back(std::vector<int>(from, from + p.width()));
    }
    out["regions"] = std::move(rows);
    out["region_ones"] = ranges_json(p.region_ones);
  }
  if (p.long_signs) out["long_signs"] = true;
}

Expected<bool> read_header_word(std::string_view word, Puzzle& p, Header& h,
                                const std::string& where) {
  const std::size_t eq = word.find('=');
  const std::string_view key = word.substr(0, eq),
                         value = eq == word.npos ? std::string_view() : word.substr(eq + 1);
  if (eq == word.npos) {
    if (word == "unique-lines")
      p.unique_lines = true;
    else if (word == "torus")
      p.torus = true;
    else if (word == "diagonals")
      p.diagonals = true;
    else if (word == "long-signs")
      p.long_signs = true;
    else
      return false;
    return true;
  }
  std::string* slot = key == "rows"          ? &h.rows
                      : key == "cols"        ? &h.cols
                      : key == "regions"     ? &h.regions
                      : key == "region-ones" ? &h.region_ones
                      : key == "equal"       ? &h.equal
                      : key == "opposite"    ? &h.opposite
                                             : nullptr;
  if (!slot) return false;
  if (value.empty())
    return make_error(where + ": header option \"" + printable(key) + "=\" has no value");
  *slot = value;
  return true;
}

Expected<void> finish_header(const Header& h, Puzzle& p, const std::string& where) {
  if (!h.rows.empty()) {
    auto r = read_ranges_text(h.rows, p.n, where + ", \"rows\"");
    if (!r) return Error{r.error()};
    p.row_ones = std::move(*r);
  }
  if (!h.cols.empty()) {
    auto r = read_ranges_text(h.cols, p.width(), where + ", \"cols\"");
    if (!r) return Error{r.error()};
    p.col_ones = std::move(*r);
  }
  if (!h.regions.empty()) {
    const auto rows = split(h.regions, '/');
    const std::string shape = where + ", \"regions\": expected " + std::to_string(p.n) +
                              " rows of " + std::to_string(p.width()) +
                              " comma-separated ids joined by '/'";
    if (static_cast<int>(rows.size()) != p.n) return make_error(shape);
    for (std::string_view row : rows) {
      const auto ids = split(row, ',');
      if (static_cast<int>(ids.size()) != p.width()) return make_error(shape);
      for (std::string_view id : ids) {
        auto v = read_small_number(id, where + ", \"regions\"");
        if (!v) return Error{v.error()};
        p.region.push_back(*v);
      }
    }
  }
  if (!h.region_ones.empty()) {
    if (p.region.empty()) return make_error(where + ": \"region-ones=\" needs \"regions=\"");
    const int k = *std::max_element(p.region.begin(), p.region.end()) + 1;
    auto r = read_ranges_text(h.region_ones, k, where + ", \"region-ones\"");
    if (!r) return Error{r.error()};
    p.region_ones = std::move(*r);
  }
  if (!h.equal.empty())
    if (auto ok = read_pairs_text(h.equal, p.equal, where + ", \"equal\""); !ok) return ok;
  if (!h.opposite.empty())
    if (auto ok = read_pairs_text(h.opposite, p.opposite, where + ", \"opposite\""); !ok) return ok;
  return {};
}

bool drawn_in_grid(const CellPair& pr) {
  return orthogonal_neighbours(pr.a, pr.b);
}

std::string header_words(const Puzzle& p) {
  std::string out;
  if (p.unique_lines) out += " unique-lines";
  if (p.torus) out += " torus";
  if (p.diagonals) out += " diagonals";
  if (!p.row_ones.empty()) out += " rows=" + ranges_text(p.row_ones);
  if (!p.col_ones.empty()) out += " cols=" + ranges_text(p.col_ones);
  if (!p.region.empty()) {
    out += " regions=";
    for (int r = 0; r < p.n; ++r)
      for (int c = 0; c < p.width(); ++c)
        out += (c   ? ","
                : r ? "/"
                    : "") +
               std::to_string(p.region[static_cast<std::size_t>(r * p.width() + c)]);
    out += " region-ones=" + ranges_text(p.region_ones);
  }
  if (p.long_signs) {
    out += " long-signs";
    for (auto [word, list] :
         {std::pair{" equal=", &p.equal}, std::pair{" opposite=", &p.opposite}}) {
      std::string items;
      for (const CellPair& pr : *list)
        if (!drawn_in_grid(pr))
          items += (items.empty() ? "" : ",") + cell_name(pr.a) + ":" + cell_name(pr.b);
      if (!items.empty()) out += word + items;
    }
  }
  return out;
}

Expected<void> check(Puzzle& p) {
  if (auto ok =
          check_ranges(p.row_ones, static_cast<std::size_t>(p.n), p.width(), "row_ones", "row");
      !ok)
    return ok;
  if (auto ok =
          check_ranges(p.col_ones, static_cast<std::size_t>(p.width()), p.n, "col_ones", "column");
      !ok)
    return ok;
  if (p.torus && (p.n < 3 || p.width() < 3))
    return make_error("tango: a torus needs at least 3 rows and 3 columns, got " +
                      std::to_string(p.n) + "x" + std::to_string(p.width()));
  if (p.region.empty()) {
    if (!p.region_ones.empty()) return make_error("tango: \"region_ones\" needs \"regions\"");
    return {};
  }
  if (p.region.size() != p.cells.size())
    return make_error("tango: \"regions\" has " + std::to_string(p.region.size()) +
                      " cells, expected " + std::to_string(p.cells.size()));
  std::vector<int> size;
  for (std::size_t i = 0; i < p.region.size(); ++i) {
    const int id = p.region[i];
    if (id < 0 || id >= static_cast<int>(p.region.size()))
      return make_error(
          "tango: region id " + std::to_string(id) + " at " +
          cell_label({static_cast<int>(i) / p.width(), static_cast<int>(i) % p.width()}) +
          " is out of range 0.." + std::to_string(p.region.size() - 1));
    if (id >= static_cast<int>(size.size())) size.resize(static_cast<std::size_t>(id) + 1, 0);
    ++size[static_cast<std::size_t>(id)];
  }
  for (std::size_t k = 0; k < size.size(); ++k)
    if (size[k] == 0)
      return make_error("tango: region ids must be 0.." + std::to_string(size.size() - 1) +
                        " with none missing, but region id " + std::to_string(k) + " has no cell");
  if (p.region_ones.empty())
    for (int s : size) p.region_ones.push_back({s / 2, (s + 1) / 2});
  if (p.region_ones.size() != size.size())
    return make_error("tango: \"region_ones\" has " + std::to_string(p.region_ones.size()) +
                      " values, expected " + std::to_string(size.size()) + " (one per region)");
  for (std::size_t k = 0; k < size.size(); ++k) {
    const OnesRange r = p.region_ones[k];
    if (r.lo < 0 || r.lo > r.hi || r.hi > size[k])
      return make_error("tango: \"region_ones\"[" + std::to_string(k) + "] (region id " +
                        std::to_string(k) + ") is " + range_text(r) +
                        ", expected 0 <= lo <= hi <= " + std::to_string(size[k]) +
                        " (its cell count)");
  }
  return {};
}

}  // namespace dg::tango::options
