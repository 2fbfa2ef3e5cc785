// Command output to stdout or a file (see output.hpp).
#include "cli/output.hpp"

#include <fstream>
#include <iostream>
#include <stdexcept>

namespace dg::cli {

void write_output(const std::string& path, std::string_view text) {
  if (path.empty() || path == "-") {
    std::cout << text << std::flush;
    if (!std::cout) throw std::runtime_error("cannot write to stdout");
    return;
  }
  std::ofstream f(path, std::ios::binary);
  if (!f || !f.write(text.data(), static_cast<std::streamsize>(text.size())) || !f.flush())
    throw std::runtime_error("cannot write " + path);
}

}  // namespace dg::cli
