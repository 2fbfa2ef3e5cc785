// The shared comment block of the text formats.
#include "qubo/formats/comment_header.hpp"

#include <charconv>

namespace dg::qubo {

std::string comment_header(const Model& m, const Header& h, std::string_view marker) {
  const std::string mk(marker);
  std::string out = mk + " dailygrid QUBO: " + h.title + "\n";
  out += mk + " value 1 = " + h.one_means + "; energy 0 exactly on the solutions\n";
  out += mk + " offset " + number_text(m.offset) + "\n";
  for (int i = 0; i < m.variables(); ++i)
    out += mk + " var " + std::to_string(i) + " " + m.labels[static_cast<std::size_t>(i)] + "\n";
  return out;
}

std::vector<std::string_view> tokens(std::string_view line) {
  std::vector<std::string_view> out;
  std::size_t i = 0;
  while (i < line.size()) {
    while (i < line.size() && (line[i] == ' ' || line[i] == '\t' || line[i] == '\r')) ++i;
    const std::size_t start = i;
    while (i < line.size() && line[i] != ' ' && line[i] != '\t' && line[i] != '\r') ++i;
    if (i > start) out.push_back(line.substr(start, i - start));
  }
  return out;
}

bool read_header_comment(std::string_view body, Model& m) {
  const auto t = tokens(body);
  if (t.size() == 2 && t[0] == "offset") return parse_number(t[1], m.offset);
  if (t.size() == 3 && t[0] == "var") {
    int i = -1;
    auto [end, ec] = std::from_chars(t[1].data(), t[1].data() + t[1].size(), i);
    if (ec != std::errc() || end != t[1].data() + t[1].size() || i < 0 || i > 1'000'000)
      return false;
    if (m.labels.size() <= static_cast<std::size_t>(i)) {
      m.labels.resize(static_cast<std::size_t>(i) + 1);
      m.linear.resize(m.labels.size(), 0);
    }
    m.labels[static_cast<std::size_t>(i)] = std::string(t[2]);
  }
  return true;
}

}  // namespace dg::qubo
