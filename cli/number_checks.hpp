// Bounds for whole-number options, checked on the text: CLI11 2.1 reads "-1" into an unsigned
// option as 2^64 - 1 and clamps a number that overflows, so a range check on the parsed value
// would let both through.
#pragma once

#include <charconv>
#include <cstdint>
#include <string>

#include <CLI/CLI.hpp>

namespace dg::cli {

inline CLI::Validator whole_number(std::uint64_t min, std::uint64_t max) {
  const std::string range = std::to_string(min) + ".." + std::to_string(max);
  return CLI::Validator(
      [min, max, range](std::string& text) -> std::string {
        std::uint64_t value = 0;
        const char* end = text.data() + text.size();
        const auto [stop, ec] = std::from_chars(text.data(), end, value);
        if (text.empty() || ec != std::errc() || stop != end || value < min || value > max)
          return "expected a whole number in " + range + ", got '" + text + "'";
        return {};
      },
      "INT in " + range);
}

}  // namespace dg::cli
