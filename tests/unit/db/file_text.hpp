// A whole file as text, for the tests that load an old store's schema dump.
#pragma once

#include <fstream>
#include <sstream>
#include <string>

inline std::string text_of(const std::string& path) {
  std::ifstream in(path);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}
