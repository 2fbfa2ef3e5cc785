// JSON keys of the general system (docs/formats.md, "Queens: the general system"): "attack",
// "pieces", "lines", "units", "maximize", "weights", and counts written as [lo, hi].
#include "solver/queens/general_json.hpp"
#include "solver/common/cell_name.hpp"

#include <algorithm>

#include "solver/common/json_read.hpp"
#include "solver/queens/general.hpp"

namespace dg::queens {

namespace {

Expected<int> small_int(const nlohmann::json& v, long long lo, long long hi,
                        const std::string& what) {
  if (!v.is_number_integer() || v.get<long long>() < lo || v.get<long long>() > hi)
    return make_error("queens: " + what + " must be an integer " + std::to_string(lo) + ".." +
                      std::to_string(hi) + ", got " + v.dump());
  return static_cast<int>(v.get<long long>());
}

// A count: q, or [lo, hi].
Expected<Range> read_count(const nlohmann::json& v, const std::string& what) {
  constexpr long long kTop = kMaxSize * kMaxSize;
  if (v.is_array()) {
    if (v.size() != 2)
      return make_error("queens: " + what + " must be a count or [lo, hi], got " + v.dump());
    auto lo = small_int(v[0], 0, kTop, what + "[0]");
    if (!lo) return Error{lo.error()};
    auto hi = small_int(v[1], 0, kTop, what + "[1]");
    if (!hi) return Error{hi.error()};
    if (*hi < *lo)
      return make_error("queens: " + what + " is " + v.dump() +
                        ", expected [lo, hi] with lo <= hi");
    return Range{*lo, *hi};
  }
  if (!v.is_number_integer() || v.get<long long>() < 0 || v.get<long long>() > kTop)
    return make_error("queens: " + what +
                      " must be a count of queens (0 or more) or [lo, hi], got " + v.dump());
  const int q = v.get<int>();
  return Range{q, q};
}

Expected<void> read_attack(const nlohmann::json& a, General& g) {
  if (a.is_string()) {
    const std::string name = a.get<std::string>();
    if (piece_letter(name) == 0)
      return make_error("queens: \"attack\" must be one of " + piece_names() +
                        " or a list of offsets, got " + a.dump());
    g.attack = name;
    return {};
  }
  if (!a.is_array() || a.empty())
    return make_error("queens: \"attack\" must be a piece name or a non-empty list of offsets");
  if (a.size() > static_cast<std::size_t>(kMaxOffsets))
    return make_error("queens: \"attack\" has " + std::to_string(a.size()) + " offsets, at most " +
                      std::to_string(kMaxOffsets));
  g.attack = "offsets";
  for (std::size_t i = 0; i < a.size(); ++i) {
    const auto& o = a[i];
    const std::string what = "\"attack\"[" + std::to_string(i) + "]";
    if (!o.is_array() || o.size() < 2 || o.size() > 3)
      return make_error("queens: " + what + " must be [dr, dc] or [dr, dc, reach], got " +
                        o.dump());
    auto dr = small_int(o[0], -(kMaxSize - 1), kMaxSize - 1, what + "[0]");
    if (!dr) return Error{dr.error()};
    auto dc = small_int(o[1], -(kMaxSize - 1), kMaxSize - 1, what + "[1]");
    if (!dc) return Error{dc.error()};
    if (*dr == 0 && *dc == 0)
      return make_error("queens: " + what + " is [0, 0], which moves nowhere");
    int reach = 1;
    if (o.size() == 3) {
      auto k = small_int(o[2], 0, kMaxSize, what + "[2] (reach, 0 = to the edge)");
      if (!k) return Error{k.error()};
      reach = *k;
    }
    g.offsets.push_back({*dr, *dc, reach});
  }
  return {};
}

Expected<void> read_units(const nlohmann::json& list, General& g) {
  if (!list.is_array()) return make_error("queens: \"units\" must be an array of {cells, count}");
  if (list.size() > static_cast<std::size_t>(kMaxExtraUnits))
    return make_error("queens: \"units\" has " + std::to_string(list.size()) + " units, at most " +
                      std::to_string(kMaxExtraUnits));
  for (std::size_t k = 0; k < list.size(); ++k) {
    const auto& u = list[k];
    const std::string what = "\"units\"[" + std::to_string(k) + "]";
    if (!u.is_object() || !u.contains("cells") || !u.contains("count"))
      return make_error("queens: " + what + " must be an object with \"cells\" and \"count\"");
    auto cells = json_read::get_cells(u, "queens", "cells");
    if (!cells) return Error{cells.error()};
    auto count = read_count(u.at("count"), what + ".count");
    if (!count) return Error{count.error()};
    ExtraUnit unit{std::move(cells).value(), *count};
    std::sort(unit.cells.begin(), unit.cells.end());
    g.units.push_back(std::move(unit));
  }
  return {};
}

// One string or integer row per board row.
template <class T>
Expected<void> read_rows(const nlohmann::json& v, const char* key, int rows, int cols,
                         std::vector<T>& out, auto read_cell) {
  if (!v.is_array() || static_cast<int>(v.size()) != rows)
    return make_error(std::string("queens: \"") + key + "\" must have " + std::to_string(rows) +
                      " rows");
  for (int r = 0; r < rows; ++r) {
    const auto& row = v[static_cast<std::size_t>(r)];
    if (auto ok = read_cell(row, r, cols, out); !ok) return ok;
  }
  return {};
}

}  // namespace

bool has_general_keys(const nlohmann::json& object) {
  for (const char* key : {"attack", "pieces", "lines", "units", "maximize", "weights"})
    if (json_read::has(object, key)) return true;
  return false;
}

Expected<void> read_count_list(const nlohmann::json& object, const char* key, std::vector<int>& lo,
                               std::vector<int>& hi) {
  lo.clear();
  hi.clear();
  if (!json_read::has(object, key)) return {};
  const auto& list = object.at(key);
  if (!list.is_array())
    return make_error(std::string("queens: \"") + key +
                      "\" must be an array of counts (integers or [lo, hi])");
  bool ranged = false;
  for (std::size_t i = 0; i < list.size(); ++i) {
    auto c = read_count(list[i], std::string("\"") + key + "\"[" + std::to_string(i) + "]");
    if (!c) return Error{c.error()};
    lo.push_back(c->lo);
    hi.push_back(c->hi);
    ranged = ranged || list[i].is_array();
  }
  if (!ranged) hi.clear();
  return {};
}

Expected<void> read_count_lists(const nlohmann::json& object, Puzzle& p) {
  struct {
    const char* key;
    std::vector<int>& list;
    std::vector<int>& hi;
  } lists[] = {{"row_counts", p.row_counts, p.general.row_hi},
               {"col_counts", p.col_counts, p.general.col_hi},
               {"region_counts", p.region_counts, p.general.region_hi}};
  for (auto& [key, list, hi] : lists)
    if (json_read::has(object, key))
      if (auto ok = read_count_list(object, key, list, hi); !ok) return ok;
  return {};
}

Expected<void> read_general(const nlohmann::json& object, Puzzle& p) {
  General& g = p.general;
  if (json_read::has(object, "attack"))
    if (auto ok = read_attack(object.at("attack"), g); !ok) return ok;
  for (auto [key, flag] : {std::pair{"lines", &g.lines}, std::pair{"maximize", &g.maximize}}) {
    if (!json_read::has(object, key)) continue;
    const auto& v = object.at(key);
    if (!v.is_boolean())
      return make_error(std::string("queens: \"") + key + "\" must be true or false, got " +
                        v.dump());
    *flag = v.get<bool>();
  }
  if (json_read::has(object, "units"))
    if (auto ok = read_units(object.at("units"), g); !ok) return ok;
  if (json_read::has(object, "pieces")) {
    std::vector<char> letters;
    auto ok = read_rows(
        object.at("pieces"), "pieces", p.n, p.cols, letters,
        [](const nlohmann::json& row, int r, int cols, std::vector<char>& out) -> Expected<void> {
          if (!row.is_string() || static_cast<int>(row.get<std::string>().size()) != cols)
            return make_error("queens: \"pieces\" row " + row_name(r) + " must be a string of " +
                              std::to_string(cols) + " letters (K N B R Q L, '.' on holes)");
          for (char ch : row.get<std::string>()) out.push_back(ch);
          return {};
        });
    if (!ok) return ok;
    g.pieces.assign(letters.begin(), letters.end());
  }
  if (json_read::has(object, "weights")) {
    auto ok = read_rows(
        object.at("weights"), "weights", p.n, p.cols, g.weights,
        [](const nlohmann::json& row, int r, int cols, std::vector<int>& out) -> Expected<void> {
          if (!row.is_array() || static_cast<int>(row.size()) != cols)
            return make_error("queens: \"weights\" row " + row_name(r) + " must have " +
                              std::to_string(cols) + " integers");
          for (std::size_t c = 0; c < row.size(); ++c) {
            auto w = small_int(row[c], 0, kMaxWeight,
                               "weight at " + cell_name({r, static_cast<int>(c)}));
            if (!w) return Error{w.error()};
            out.push_back(*w);
          }
          return {};
        });
    if (!ok) return ok;
    if (std::all_of(g.weights.begin(), g.weights.end(), [](int w) { return w == 1; }))
      g.weights.clear();
  }
  return {};
}

nlohmann::json count_list_json(const std::vector<int>& lo, const std::vector<int>& hi) {
  nlohmann::json out = nlohmann::json::array();
  for (std::size_t i = 0; i < lo.size(); ++i) {
    if (hi.empty() || hi[i] == lo[i])
      out.push_back(lo[i]);
    else
      out.push_back({lo[i], hi[i]});
  }
  return out;
}

void write_general(const Puzzle& p, nlohmann::json& out) {
  const General& g = p.general;
  if (g.attack == "offsets") {
    nlohmann::json list = nlohmann::json::array();
    for (const AttackStep& s : g.offsets)
      list.push_back(s.reach == 1 ? nlohmann::json{s.dr, s.dc}
                                  : nlohmann::json{s.dr, s.dc, s.reach});
    out["attack"] = std::move(list);
  } else if (!g.attack.empty()) {
    out["attack"] = g.attack;
  }
  if (!g.pieces.empty()) {
    nlohmann::json rows = nlohmann::json::array();
    for (int r = 0; r < p.n; ++r)
      rows.push_back(
          g.pieces.substr(static_cast<std::size_t>(r * p.cols), static_cast<std::size_t>(p.cols)));
    out["pieces"] = std::move(rows);
  }
  if (!g.lines) out["lines"] = false;
  if (!g.units.empty()) {
    nlohmann::json list = nlohmann::json::array();
    for (const ExtraUnit& u : g.units) {
      nlohmann::json cells = nlohmann::json::array();
      for (Cell c : u.cells) cells.push_back(json_read::cell_json(c));
      list.push_back(
          {{"cells", std::move(cells)},
           {"count", u.count.lo == u.count.hi ? nlohmann::json(u.count.lo)
                                              : nlohmann::json{u.count.lo, u.count.hi}}});
    }
    out["units"] = std::move(list);
  }
  if (g.maximize) out["maximize"] = true;
  if (!g.weights.empty()) {
    nlohmann::json rows = nlohmann::json::array();
    for (int r = 0; r < p.n; ++r)
      rows.push_back(
          std::vector<int>(g.weights.begin() + r * p.cols, g.weights.begin() + (r + 1) * p.cols));
    out["weights"] = std::move(rows);
  }
}

}  // namespace dg::queens
