// Checked JSON accessors (see json_read.hpp).
#include "solver/common/json_read.hpp"

#include <limits>

#include "solver/common/printable.hpp"

namespace dg::json_read {

namespace {
std::string prefix(std::string_view game) { return std::string(game) + ": "; }

bool is_small_int(const nlohmann::json& v) {
  if (!v.is_number_integer()) return false;
  auto x = v.get<long long>();
  return x >= std::numeric_limits<int>::min() && x <= std::numeric_limits<int>::max();
}
}  // namespace

int too_deep_at(std::string_view text) {
  int depth = 0, line = 1;
  bool in_string = false, escaped = false;
  for (char c : text) {
    if (c == '\n') ++line;
    if (in_string) {
      if (escaped)
        escaped = false;
      else if (c == '\\')
        escaped = true;
      else if (c == '"')
        in_string = false;
      continue;
    }
    if (c == '"') in_string = true;
    if (c == '[' || c == '{') {
      if (++depth > kMaxDepth) return line;
    } else if (c == ']' || c == '}') {
      --depth;
    }
  }
  return 0;
}

std::string message_of(const nlohmann::json::exception& e) {
  if (e.id == 406) return "a number is too large";
  std::string m = e.what();
  if (m.rfind("[json.exception.", 0) == 0) {
    const std::size_t close = m.find("] ");
    if (close != std::string::npos) m = m.substr(close + 2);
  }
  // It quotes the bytes it stopped at, and passes DEL (0x7f) through raw.
  return printable(m);
}

Expected<nlohmann::json> parse(std::string_view text) {
  if (const int line = too_deep_at(text))
    return make_error("malformed JSON: nested deeper than " + std::to_string(kMaxDepth) +
                      " levels (line " + std::to_string(line) + ")");
  try {
    return nlohmann::json::parse(text);
  } catch (const nlohmann::json::exception& e) {
    return make_error("malformed JSON: " + message_of(e));
  }
}

bool has(const nlohmann::json& obj, const char* key) { return obj.is_object() && obj.contains(key); }

Expected<int> get_int(const nlohmann::json& obj, std::string_view game, const char* key) {
  if (!has(obj, key)) return make_error(prefix(game) + "missing key \"" + key + "\"");
  const auto& v = obj.at(key);
  if (!is_small_int(v))
    return make_error(prefix(game) + "\"" + key + "\" must be an integer, got " + v.dump());
  return v.get<int>();
}

Expected<Cell> to_cell(const nlohmann::json& v, std::string_view what) {
  if (!v.is_array() || v.size() != 2 || !is_small_int(v[0]) || !is_small_int(v[1]))
    return make_error(std::string(what) + " must be a [row, col] pair of integers, got " + v.dump());
  return Cell{v[0].get<int>(), v[1].get<int>()};
}

Expected<std::vector<Cell>> get_cells(const nlohmann::json& obj, std::string_view game,
                                      const char* key) {
  std::vector<Cell> cells;
  if (!has(obj, key)) return cells;
  const auto& arr = obj.at(key);
  if (!arr.is_array()) return make_error(prefix(game) + "\"" + key + "\" must be an array");
  for (std::size_t i = 0; i < arr.size(); ++i) {
    auto c = to_cell(arr[i], prefix(game) + key + "[" + std::to_string(i) + "]");
    if (!c) return Error{c.error()};
    cells.push_back(*c);
  }
  return cells;
}

Expected<std::vector<CellPair>> get_pairs(const nlohmann::json& obj, std::string_view game,
                                          const char* key) {
  std::vector<CellPair> pairs;
  if (!has(obj, key)) return pairs;
  const auto& arr = obj.at(key);
  if (!arr.is_array()) return make_error(prefix(game) + "\"" + key + "\" must be an array");
  for (std::size_t i = 0; i < arr.size(); ++i) {
    const std::string what = prefix(game) + key + "[" + std::to_string(i) + "]";
    if (!arr[i].is_array() || arr[i].size() != 2)
      return make_error(what + " must be a pair of cells [[r1, c1], [r2, c2]], got " +
                        arr[i].dump());
    auto a = to_cell(arr[i][0], what + "[0]");
    if (!a) return Error{a.error()};
    auto b = to_cell(arr[i][1], what + "[1]");
    if (!b) return Error{b.error()};
    pairs.push_back(CellPair{*a, *b});
  }
  return pairs;
}

nlohmann::json cell_json(Cell c) { return nlohmann::json::array({c.row, c.col}); }

nlohmann::json pair_json(const CellPair& p) {
  return nlohmann::json::array({cell_json(p.a), cell_json(p.b)});
}

}  // namespace dg::json_read
