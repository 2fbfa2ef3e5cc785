// dimod's COO text (dimod.serialization.coo): one "i j bias" line per nonzero bias with integer
// variable indices, i == j for a linear bias (written as plain decimals: dimod's line pattern
// has no exponent), and a "# vartype=BINARY" comment. COO has no
// offset or labels, so they travel in our comment header.
#include <charconv>

#include "qubo/formats/comment_header.hpp"

namespace dg::qubo {

namespace {

bool parse_index(std::string_view t, int& v) {
  auto [end, ec] = std::from_chars(t.data(), t.data() + t.size(), v);
  return ec == std::errc() && end == t.data() + t.size() && v >= 0 && v <= 1'000'000;
}

// Fills missing labels and linear slots up to `count` variables.
void widen(Model& m, std::size_t count) {
  if (m.labels.size() < count) {
    m.labels.resize(count);
    m.linear.resize(count, 0);
  }
  for (std::size_t i = 0; i < m.labels.size(); ++i)
    if (m.labels[i].empty()) m.labels[i] = "v" + std::to_string(i);
}

}  // namespace

std::string write_coo(const Model& m, const Header& h) {
  std::string out = comment_header(m, h, "#") + "# vartype=BINARY\n";
  for (int i = 0; i < m.variables(); ++i)
    if (m.linear[static_cast<std::size_t>(i)] != 0)
      out += std::to_string(i) + " " + std::to_string(i) + " " +
             decimal_text(m.linear[static_cast<std::size_t>(i)]) + "\n";
  for (const auto& [ij, w] : m.quadratic)
    out +=
        std::to_string(ij.first) + " " + std::to_string(ij.second) + " " + decimal_text(w) + "\n";
  return out;
}

// Reads the writer's output back, and any dimod COO file (labels then default to "v<i>").
Expected<Model> read_coo(std::string_view text) {
  Model m;
  std::size_t count = 0;
  int line_no = 0;
  while (!text.empty()) {
    const auto nl = text.find('\n');
    const auto line = text.substr(0, nl);
    text = nl == std::string_view::npos ? std::string_view{} : text.substr(nl + 1);
    ++line_no;
    const auto t = tokens(line);
    if (t.empty()) continue;
    if (t[0].starts_with("#")) {
      if (!read_header_comment(line.substr(line.find('#') + 1), m))
        return Error{"coo: line " + std::to_string(line_no) + ": malformed comment"};
      continue;
    }
    int i = 0, j = 0;
    double w = 0;
    if (t.size() != 3 || !parse_index(t[0], i) || !parse_index(t[1], j) || !parse_number(t[2], w))
      return Error{"coo: line " + std::to_string(line_no) + ": expected 'i j bias'"};
    count = std::max(count, static_cast<std::size_t>(std::max(i, j)) + 1);
    widen(m, count);
    if (i == j) {
      m.linear[static_cast<std::size_t>(i)] += w;
    } else {
      m.quadratic[{std::min(i, j), std::max(i, j)}] += w;
    }
  }
  widen(m, count);
  return m;
}

}  // namespace dg::qubo
