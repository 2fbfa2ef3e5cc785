// JSON text pieces (see json_text.hpp).
#include "generator/common/json_text.hpp"

#include <array>
#include <charconv>
#include <cmath>

#include <nlohmann/json.hpp>

namespace dg {

void put_int(std::string& out, long long n) {
  char digits[24];
  out.append(digits, std::to_chars(digits, digits + sizeof digits, n).ptr);
}

void put_string(std::string& out, std::string_view text) {
  for (const char ch : text) {
    const auto byte = static_cast<unsigned char>(ch);
    if (byte < 0x20 || byte >= 0x80 || ch == '"' || ch == '\\') {
      out += nlohmann::json(std::string(text)).dump();
      return;
    }
  }
  out += '"';
  out += text;
  out += '"';
}

void put_double(std::string& out, double x) {
  if (!std::isfinite(x)) {
    out += "null";
    return;
  }
  std::array<char, 64> digits;  // the size of nlohmann's number buffer
  out.append(digits.data(),
             nlohmann::detail::to_chars(digits.data(), digits.data() + digits.size(), x));
}

void put_output_grade(std::string& out, const Grade& g, const Difficulty& d) {
  out += "{\"band\":";
  put_string(out, d.band);
  out += ",\"difficulty\":";
  put_double(out, d.score);
  out += ",\"hits\":{";
  bool first = true;
  for (const auto& [rule, count] : g.hits) {
    if (!first) out += ',';
    first = false;
    put_string(out, rule);
    out += ':';
    put_int(out, count);
  }
  out += "},\"max_tier\":";
  put_string(out, g.tier);
  out += ",\"minutes\":";
  put_double(out, d.minutes);
  out += ",\"status\":";
  put_string(out, status_name(g.status));
  out += ",\"steps\":";
  put_int(out, g.steps);
  out += '}';
}

}  // namespace dg
