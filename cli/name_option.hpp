// Option values that name a source and end up in JSON or the store (stats --source and
// --compare, export --source, daily --sources): bytes that are not UTF-8 are escaped as \xNN, as
// `import` stores such names (solver/common/utf8.hpp), so a Latin-1 name typed on the command line
// matches what was stored and never reaches the JSON library raw (it threw when writing).
#pragma once

#include <string>

#include <CLI/CLI.hpp>

#include "solver/common/utf8.hpp"

namespace dg::cli {

inline CLI::Validator utf8_name() {
  return CLI::Validator(
      [](std::string& text) {
        text = utf8_escaped(text);
        return std::string();
      },
      "");
}

}  // namespace dg::cli
