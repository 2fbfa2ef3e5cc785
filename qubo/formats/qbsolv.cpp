// qbsolv's .qubo format (dwavesystems/qbsolv README, "File format"): "c" comment lines, the
// program line "p qubo 0 maxNodes nNodes nCouplers" (topology 0 = unconstrained), then nNodes
// diagonal lines "i i w" and nCouplers lines "i j w" with i < j. The format has no offset or
// labels, so they travel in "c" comments.
#include <charconv>

#include "qubo/formats/comment_header.hpp"

namespace dg::qubo {

std::string write_qbsolv(const Model& m, const Header& h) {
  std::string nodes;
  int node_count = 0;
  for (int i = 0; i < m.variables(); ++i)
    if (m.linear[static_cast<std::size_t>(i)] != 0) {
      nodes += std::to_string(i) + " " + std::to_string(i) + " " +
               number_text(m.linear[static_cast<std::size_t>(i)]) + "\n";
      ++node_count;
    }
  std::string out = comment_header(m, h, "c");
  out += "p qubo 0 " + std::to_string(m.variables()) + " " + std::to_string(node_count) + " " +
         std::to_string(m.couplers()) + "\n";
  out += nodes;
  for (const auto& [ij, w] : m.quadratic)
    out += std::to_string(ij.first) + " " + std::to_string(ij.second) + " " + number_text(w) + "\n";
  return out;
}

namespace {
bool parse_count(std::string_view t, int& v) {
  auto [end, ec] = std::from_chars(t.data(), t.data() + t.size(), v);
  return ec == std::errc() && end == t.data() + t.size() && v >= 0 && v <= 1'000'000;
}
}  // namespace

Expected<Model> read_qbsolv(std::string_view text) {
  Model m;
  int max_nodes = -1, nodes = 0, couplers = 0, seen_nodes = 0, seen_couplers = 0, line_no = 0;
  while (!text.empty()) {
    const auto nl = text.find('\n');
    const auto line = text.substr(0, nl);
    text = nl == std::string_view::npos ? std::string_view{} : text.substr(nl + 1);
    ++line_no;
    const auto t = tokens(line);
    const std::string where = "qubo: line " + std::to_string(line_no) + ": ";
    if (t.empty()) continue;
    if (t[0] == "c") {
      if (!read_header_comment(line.substr(line.find('c') + 1), m))
        return Error{where + "malformed comment"};
      continue;
    }
    if (t[0] == "p") {
      if (t.size() != 6 || t[1] != "qubo" || !parse_count(t[3], max_nodes) ||
          !parse_count(t[4], nodes) || !parse_count(t[5], couplers))
        return Error{where + "expected 'p qubo 0 maxNodes nNodes nCouplers'"};
      if (m.labels.size() > static_cast<std::size_t>(max_nodes))
        return Error{where + "more labelled variables than maxNodes"};
      m.labels.resize(static_cast<std::size_t>(max_nodes));
      m.linear.resize(m.labels.size(), 0);
      for (std::size_t i = 0; i < m.labels.size(); ++i)
        if (m.labels[i].empty()) m.labels[i] = "v" + std::to_string(i);
      continue;
    }
    int i = 0, j = 0;
    double w = 0;
    if (max_nodes < 0) return Error{where + "entry before the 'p qubo' line"};
    if (t.size() != 3 || !parse_count(t[0], i) || !parse_count(t[1], j) || !parse_number(t[2], w) ||
        i >= max_nodes || j >= max_nodes)
      return Error{where + "expected 'i j value' with i, j < maxNodes"};
    if (i == j) {
      if (seen_couplers > 0) return Error{where + "a node after the couplers"};
      ++seen_nodes;
      m.linear[static_cast<std::size_t>(i)] += w;
    } else {
      if (i > j) return Error{where + "a coupler needs i < j"};
      ++seen_couplers;
      m.quadratic[{i, j}] += w;
    }
  }
  if (max_nodes < 0) return Error{"qubo: no 'p qubo' line"};
  if (seen_nodes != nodes || seen_couplers != couplers)
    return Error{"qubo: the 'p qubo' line counts disagree with the entries"};
  return m;
}

}  // namespace dg::qubo
