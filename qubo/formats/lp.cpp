// CPLEX LP format (IBM CPLEX "LP file format: algebraic representation"): a "Minimize" objective
// whose quadratic part sits in "[ ... ] / 2" (so each coupler J x*y is written as 2J x * y), a
// "Binaries" section naming every variable, and "End". There are no constraints, so there is no
// "Subject To" section. The offset is the objective's constant, written as its last term (after
// the quadratic block), and, like the variable map, repeated in the "\" comment header.
#include <map>

#include "qubo/formats/comment_header.hpp"

namespace dg::qubo {

namespace {

std::string signed_term(double c, const std::string& what) {
  std::string out = c < 0 ? " - " : " + ";
  out += number_text(c < 0 ? -c : c);
  if (!what.empty()) out += " " + what;
  return out + "\n";
}

std::string lower(std::string_view s) {
  std::string out(s);
  for (auto& ch : out) ch = static_cast<char>(ch >= 'A' && ch <= 'Z' ? ch - 'A' + 'a' : ch);
  return out;
}

// LP names start with a letter or one of a few marks; numbers, signs and brackets do not.
bool is_name(std::string_view t) {
  if (t.empty()) return false;
  const char c = t.front();
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
}

}  // namespace

std::string write_lp(const Model& m, const Header& h) {
  std::string out = comment_header(m, h, "\\") + "Minimize\n obj:";
  bool any = false;
  for (int i = 0; i < m.variables(); ++i)
    if (m.linear[static_cast<std::size_t>(i)] != 0) {
      out +=
          signed_term(m.linear[static_cast<std::size_t>(i)], m.labels[static_cast<std::size_t>(i)]);
      any = true;
    }
  if (!m.quadratic.empty()) {
    out += " + [\n";
    for (const auto& [ij, w] : m.quadratic)
      out += signed_term(2 * w, m.labels[static_cast<std::size_t>(ij.first)] + " * " +
                                    m.labels[static_cast<std::size_t>(ij.second)]);
    out += " ] / 2\n";
    any = true;
  }
  // The constant comes last, after the "[ ... ] / 2" block: the LP format takes an objective
  // offset as the objective's final term, and readers that follow it strictly refuse a leading
  // constant.
  if (m.offset != 0 || !any) out += signed_term(m.offset, "");
  out += "Binaries\n";
  for (const auto& label : m.labels) out += " " + label + "\n";
  return out + "End\n";
}

// Reads the objective and the Binaries section of an LP file as written above: terms
// [sign] [coefficient] [name [* name | ^ 2]], the quadratic ones inside "[ ... ] / 2".
Expected<Model> read_lp(std::string_view text) {
  Model m;
  std::vector<std::string_view> words;
  while (!text.empty()) {
    const auto nl = text.find('\n');
    const auto line = text.substr(0, nl);
    text = nl == std::string_view::npos ? std::string_view{} : text.substr(nl + 1);
    const auto t = tokens(line);
    if (!t.empty() && t[0].starts_with("\\")) {
      if (!read_header_comment(line.substr(line.find('\\') + 1), m))
        return Error{"lp: malformed comment"};
      continue;
    }
    words.insert(words.end(), t.begin(), t.end());
  }
  m.offset = 0;  // the objective's constant is the offset; the comment only repeats it
  std::map<std::string, int, std::less<>> index;
  for (int i = 0; i < m.variables(); ++i) index[m.labels[static_cast<std::size_t>(i)]] = i;
  auto var = [&](std::string_view name) {
    auto it = index.find(name);
    if (it != index.end()) return it->second;
    m.labels.emplace_back(name);
    m.linear.push_back(0);
    return index[std::string(name)] = m.variables() - 1;
  };
  std::size_t k = 0;
  auto at = [&](std::size_t i) { return i < words.size() ? words[i] : std::string_view{}; };
  if (lower(at(k)) != "minimize" && lower(at(k)) != "minimise" && lower(at(k)) != "min")
    return Error{"lp: expected 'Minimize' first"};
  ++k;
  if (at(k).ends_with(":")) ++k;
  bool quad = false, halve = false, ended = false, any = false;
  std::map<std::pair<int, int>, double> quadratic;
  std::vector<std::pair<int, double>> diagonal;
  while (k < words.size()) {
    const std::string w = lower(at(k));
    if (w == "binaries" || w == "binary" || w == "bin" || w == "end") break;
    if (w == "[") {
      quad = true;
      ++k;
      continue;
    }
    if (w == "]") {
      if (at(k + 1) == "/" && at(k + 2) == "2") halve = true, k += 2;
      quad = false;
      ++k;
      continue;
    }
    double sign = 1;
    while (at(k) == "+" || at(k) == "-") sign *= at(k) == "-" ? -1 : 1, ++k;
    if (at(k) == "[") continue;  // "+ [" opens the quadratic part
    double coef = 1;
    bool has_coef = parse_number(at(k), coef);
    if (has_coef) ++k;
    coef *= sign;
    const auto name = at(k);
    if (!is_name(name) || lower(name) == "binaries" || lower(name) == "end") {
      if (!has_coef) return Error{"lp: expected a term in the objective"};
      if (quad) return Error{"lp: a constant inside [ ]"};
      m.offset += coef;
      any = true;
      continue;
    }
    ++k;
    const int a = var(name);
    if (at(k) == "*") {
      const int b = var(at(k + 1));
      k += 2;
      if (!quad) return Error{"lp: a product outside [ ]"};
      if (a == b)
        diagonal.push_back({a, coef});
      else
        quadratic[{std::min(a, b), std::max(a, b)}] += coef;
    } else if (at(k) == "^" && at(k + 1) == "2") {
      k += 2;
      if (!quad) return Error{"lp: a square outside [ ]"};
      diagonal.push_back({a, coef});
    } else {
      if (quad) return Error{"lp: a linear term inside [ ]"};
      m.linear[static_cast<std::size_t>(a)] += coef;
    }
    any = true;
  }
  if (!any) return Error{"lp: empty objective"};
  const double scale = halve ? 0.5 : 1.0;
  for (const auto& [ij, c] : quadratic) m.quadratic[ij] += scale * c;
  for (const auto& [a, c] : diagonal)
    m.linear[static_cast<std::size_t>(a)] += scale * c;  // x^2 = x
  for (; k < words.size(); ++k) {
    const std::string w = lower(at(k));
    if (w == "binaries" || w == "binary" || w == "bin") continue;
    if (w == "end") {
      ended = true;
      break;
    }
    var(at(k));
  }
  if (!ended) return Error{"lp: no 'End'"};
  return m;
}

}  // namespace dg::qubo
