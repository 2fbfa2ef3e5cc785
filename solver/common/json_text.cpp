// JSON text pieces (see json_text.hpp).
#include "solver/common/json_text.hpp"

#include <array>
#include <charconv>
#include <cmath>
#include <cstdint>

namespace dg {

void put_int(std::string& out, long long n) {
  char digits[24];
  out.append(digits, std::to_chars(digits, digits + sizeof digits, n).ptr);
}

void put_int_array(std::string& out, std::span<const int> values) {
  out += '[';
  for (std::size_t i = 0; i < values.size(); ++i) {
    if (i) out += ',';
    put_int(out, values[i]);
  }
  out += ']';
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

void put_json(std::string& out, const nlohmann::json& value) {
  using Type = nlohmann::json::value_t;
  switch (value.type()) {
    case Type::null:
      out += "null";
      return;
    case Type::boolean:
      out += value.get<bool>() ? "true" : "false";
      return;
    case Type::number_integer:
      put_int(out, value.get<std::int64_t>());
      return;
    case Type::number_unsigned: {
      char digits[24];
      out.append(digits,
                 std::to_chars(digits, digits + sizeof digits, value.get<std::uint64_t>()).ptr);
      return;
    }
    case Type::number_float:
      put_double(out, value.get<double>());
      return;
    case Type::string:
      put_string(out, value.get_ref<const std::string&>());
      return;
    case Type::array: {
      out += '[';
      bool first = true;
      for (const auto& item : value) {
        if (!first) out += ',';
        first = false;
        put_json(out, item);
      }
      out += ']';
      return;
    }
    case Type::object: {
      out += '{';
      bool first = true;
      for (const auto& [key, item] : value.items()) {
        if (!first) out += ',';
        first = false;
        put_string(out, key);
        out += ':';
        put_json(out, item);
      }
      out += '}';
      return;
    }
    default:  // binary and discarded values: whatever dump makes of them
      out += value.dump();
      return;
  }
}

std::string json_text(const nlohmann::json& value) {
  std::string out;
  out.reserve(256);
  put_json(out, value);
  return out;
}

}  // namespace dg
