// The format table and the number helpers every format shares.
#include "qubo/formats/formats.hpp"

#include <array>
#include <charconv>

namespace dg::qubo {

namespace {
constexpr std::array kFormats{
    Format{"bqm-json", write_bqm_json, read_bqm_json},
    Format{"coo", write_coo, read_coo},
    Format{"qubo", write_qbsolv, read_qbsolv},
    Format{"lp", write_lp, read_lp},
};
}  // namespace

std::span<const Format> all_formats() {
  return kFormats;
}

const Format* find_format(std::string_view name) {
  for (const auto& f : kFormats)
    if (f.name == name) return &f;
  return nullptr;
}

std::string number_text(double v) {
  char buf[64];
  auto [end, ec] = std::to_chars(buf, buf + sizeof buf, v);
  return std::string(buf, end);
}

std::string decimal_text(double v) {
  char buf[400];  // the longest fixed form of a double (1e308 or 2^-1074) fits
  auto [end, ec] = std::to_chars(buf, buf + sizeof buf, v, std::chars_format::fixed);
  if (ec != std::errc()) return number_text(v);
  return std::string(buf, end);
}

bool parse_number(std::string_view token, double& v) {
  if (!token.empty() && token.front() == '+') token.remove_prefix(1);
  const char* end = token.data() + token.size();
  auto [stop, ec] = std::from_chars(token.data(), end, v);
  return !token.empty() && ec == std::errc() && stop == end;
}

}  // namespace dg::qubo
