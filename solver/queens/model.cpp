// Queens model: validation, JSON and text formats, solution checking.
#include "solver/queens/model.hpp"

#include <cstdlib>
#include <sstream>

#include "solver/common/json_read.hpp"
#include "solver/common/printable.hpp"

namespace dg::queens {

namespace {

const std::string_view kLetters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";

std::string size_range() {
  return std::to_string(kMinSize) + ".." + std::to_string(kMaxSize);
}

// Cells of one region reachable from its first cell by orthogonal steps.
bool region_connected(const Puzzle& p, int id) {
  std::vector<int> stack;
  std::vector<char> seen(p.region.size(), 0);
  int total = 0;
  for (int i = 0; i < p.n * p.n; ++i) {
    if (p.region[static_cast<std::size_t>(i)] != id) continue;
    if (stack.empty() && total == 0) {
      stack.push_back(i);
      seen[static_cast<std::size_t>(i)] = 1;
    }
    ++total;
  }
  int reached = 0;
  while (!stack.empty()) {
    int i = stack.back();
    stack.pop_back();
    ++reached;
    int r = i / p.n, c = i % p.n;
    const int dr[] = {-1, 1, 0, 0}, dc[] = {0, 0, -1, 1};
    for (int d = 0; d < 4; ++d) {
      int rr = r + dr[d], cc = c + dc[d];
      if (rr < 0 || rr >= p.n || cc < 0 || cc >= p.n) continue;
      auto j = static_cast<std::size_t>(rr * p.n + cc);
      if (seen[j] || p.region[j] != id) continue;
      seen[j] = 1;
      stack.push_back(static_cast<int>(j));
    }
  }
  return reached == total;
}

}  // namespace

char region_letter(int id) { return kLetters[static_cast<std::size_t>(id)]; }

Expected<Puzzle> make_puzzle(int n, std::vector<int> region) {
  if (n < kMinSize || n > kMaxSize)
    return make_error("queens: size " + std::to_string(n) + " is out of range " + size_range());
  if (region.size() != static_cast<std::size_t>(n * n))
    return make_error("queens: expected " + std::to_string(n * n) + " cells, got " +
                      std::to_string(region.size()));
  std::vector<int> cells_of(static_cast<std::size_t>(n), 0);
  for (int i = 0; i < n * n; ++i) {
    int id = region[static_cast<std::size_t>(i)];
    if (id < 0 || id >= n)
      return make_error("queens: cell (" + std::to_string(i / n) + ", " + std::to_string(i % n) +
                        ") has region id " + std::to_string(id) + ", expected 0.." +
                        std::to_string(n - 1));
    ++cells_of[static_cast<std::size_t>(id)];
  }
  int used = 0;
  int first_missing = -1;
  for (int id = 0; id < n; ++id) {
    if (cells_of[static_cast<std::size_t>(id)] > 0)
      ++used;
    else if (first_missing < 0)
      first_missing = id;
  }
  if (used != n)
    return make_error("queens: region count is " + std::to_string(used) + ", expected " +
                      std::to_string(n) + " (region " + std::to_string(first_missing) +
                      " is missing)");
  return Puzzle{n, std::move(region)};
}

Expected<Puzzle> from_json(const nlohmann::json& object) {
  if (!json_read::has(object, "regions")) return make_error("queens: missing key \"regions\"");
  const auto& rows = object.at("regions");
  if (!rows.is_array() || rows.empty())
    return make_error("queens: \"regions\" must be a non-empty array of rows");
  const int n = static_cast<int>(rows.size());
  if (json_read::has(object, "size")) {
    auto size = json_read::get_int(object, "queens", "size");
    if (!size) return Error{size.error()};
    if (*size != n)
      return make_error("queens: \"size\" is " + std::to_string(*size) + " but \"regions\" has " +
                        std::to_string(n) + " rows");
  }
  if (n > kMaxSize)
    return make_error("queens: size " + std::to_string(n) + " is out of range " + size_range());
  std::vector<int> region;
  region.reserve(static_cast<std::size_t>(n * n));
  for (int r = 0; r < n; ++r) {
    const auto& row = rows[static_cast<std::size_t>(r)];
    if (!row.is_array() || static_cast<int>(row.size()) != n)
      return make_error("queens: grid is not square: regions row " + std::to_string(r) + " has " +
                        (row.is_array() ? std::to_string(row.size()) : std::string("no")) +
                        " entries, expected " + std::to_string(n));
    for (int c = 0; c < n; ++c) {
      const auto& v = row[static_cast<std::size_t>(c)];
      if (!v.is_number_integer())
        return make_error("queens: region id at (" + std::to_string(r) + ", " + std::to_string(c) +
                          ") must be an integer, got " + v.dump());
      long long id = v.get<long long>();
      region.push_back(id < -1 || id > kMaxSize ? -1 : static_cast<int>(id));
      if (id < 0 || id >= n)
        return make_error("queens: cell (" + std::to_string(r) + ", " + std::to_string(c) +
                          ") has region id " + v.dump() + ", expected 0.." + std::to_string(n - 1));
    }
  }
  return make_puzzle(n, std::move(region));
}

nlohmann::json to_json(const Puzzle& p) {
  nlohmann::json rows = nlohmann::json::array();
  for (int r = 0; r < p.n; ++r) {
    nlohmann::json row = nlohmann::json::array();
    for (int c = 0; c < p.n; ++c) row.push_back(p.region_at(r, c));
    rows.push_back(std::move(row));
  }
  return {{"game", "queens"}, {"size", p.n}, {"regions", std::move(rows)}};
}

Expected<Puzzle> from_text(std::string_view text) {
  std::istringstream in{std::string(text)};
  std::string line;
  std::vector<std::string> rows;
  bool header = false;
  int line_no = 0;
  while (std::getline(in, line)) {
    ++line_no;
    std::string compact;
    for (char ch : line)
      if (ch != ' ' && ch != '\t' && ch != '\r') compact += ch;
    if (compact.empty() || compact[0] == '#') continue;
    if (!header) {
      if (compact.rfind("queens", 0) != 0)
        return make_error("queens: line " + std::to_string(line_no) +
                          ": expected the header \"queens\"");
      header = true;
      continue;
    }
    for (std::size_t i = 0; i < compact.size(); ++i)
      if (kLetters.find(compact[i]) == std::string_view::npos)
        return make_error("queens: line " + std::to_string(line_no) + ", col " +
                          std::to_string(i + 1) + ": expected a region letter, got '" +
                          printable(compact.substr(i, 1)) + "'");
    rows.push_back(compact);
  }
  const int n = static_cast<int>(rows.size());
  if (n == 0) return make_error("queens: no grid rows after the header");
  if (n > kMaxSize)
    return make_error("queens: size " + std::to_string(n) + " is out of range " + size_range());
  std::vector<int> region;
  for (int r = 0; r < n; ++r) {
    const auto& row = rows[static_cast<std::size_t>(r)];
    if (static_cast<int>(row.size()) != n)
      return make_error("queens: grid is not square: row " + std::to_string(r) + " has " +
                        std::to_string(row.size()) + " cells, expected " + std::to_string(n));
    for (char ch : row) region.push_back(static_cast<int>(kLetters.find(ch)));
  }
  return make_puzzle(n, std::move(region));
}

std::string to_text(const Puzzle& p) { return solution_text(p, {}); }

std::string solution_text(const Puzzle& p, const Solution& s) {
  std::string out = "queens\n";
  for (int r = 0; r < p.n; ++r) {
    for (int c = 0; c < p.n; ++c) {
      bool queen = static_cast<int>(s.size()) == p.n && s[static_cast<std::size_t>(r)] == c;
      out += queen ? '*' : region_letter(p.region_at(r, c));
    }
    out += '\n';
  }
  return out;
}

Expected<Solution> solution_from_json(const Puzzle& p, const nlohmann::json& value) {
  if (!value.is_array() || static_cast<int>(value.size()) != p.n)
    return make_error("queens: solution must be an array of " + std::to_string(p.n) +
                      " queen columns, one per row");
  Solution s;
  for (std::size_t r = 0; r < value.size(); ++r) {
    if (!value[r].is_number_integer())
      return make_error("queens: solution[" + std::to_string(r) + "] must be an integer");
    long long c = value[r].get<long long>();
    if (c < 0 || c >= p.n)
      return make_error("queens: solution[" + std::to_string(r) + "] = " + std::to_string(c) +
                        " is off the grid");
    s.push_back(static_cast<int>(c));
  }
  return s;
}

nlohmann::json solution_to_json(const Solution& s) { return nlohmann::json(s); }

Expected<void> check_solution(const Puzzle& p, const Solution& s) {
  if (static_cast<int>(s.size()) != p.n)
    return make_error("queens: solution has " + std::to_string(s.size()) + " rows, expected " +
                      std::to_string(p.n));
  std::vector<int> col_row(static_cast<std::size_t>(p.n), -1);
  std::vector<int> region_row(static_cast<std::size_t>(p.n), -1);
  for (int r = 0; r < p.n; ++r) {
    int c = s[static_cast<std::size_t>(r)];
    if (c < 0 || c >= p.n)
      return make_error("queens: row " + std::to_string(r) + " has its queen off the grid");
    auto& cr = col_row[static_cast<std::size_t>(c)];
    if (cr >= 0)
      return make_error("queens: column " + std::to_string(c) + " has two queens (rows " +
                        std::to_string(cr) + " and " + std::to_string(r) + ")");
    cr = r;
    int g = p.region_at(r, c);
    auto& gr = region_row[static_cast<std::size_t>(g)];
    if (gr >= 0)
      return make_error("queens: region " + std::string(1, region_letter(g)) +
                        " has two queens (rows " + std::to_string(gr) + " and " +
                        std::to_string(r) + ")");
    gr = r;
    if (r > 0 && std::abs(s[static_cast<std::size_t>(r - 1)] - c) <= 1)
      return make_error("queens: queens at (" + std::to_string(r - 1) + ", " +
                        std::to_string(s[static_cast<std::size_t>(r - 1)]) + ") and (" +
                        std::to_string(r) + ", " + std::to_string(c) + ") touch");
  }
  return {};
}

std::vector<std::string> warnings(const Puzzle& p) {
  std::vector<std::string> out;
  for (int id = 0; id < p.n; ++id)
    if (!region_connected(p, id))
      out.push_back("queens: region " + std::string(1, region_letter(id)) + " (id " +
                    std::to_string(id) + ") is not 4-connected");
  return out;
}

}  // namespace dg::queens
