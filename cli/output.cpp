// Command output to stdout or a file (see output.hpp).
#include "cli/output.hpp"

#include <iostream>
#include <stdexcept>

#include "solver/common/atomic_file.hpp"

namespace dg::cli {

void write_output(const std::string& path, std::string_view text) {
  if (path.empty() || path == "-") {
    std::cout << text << std::flush;
    if (!std::cout) throw std::runtime_error("cannot write to stdout");
    return;
  }
  // Through a temporary renamed into place: a failed write leaves the old file whole.
  if (auto done = replace_file(path, text); !done) throw std::runtime_error(done.error());
}

void check_output(const std::string& path) {
  if (path.empty() || path == "-") return;
  if (auto ok = check_replaceable(path); !ok) throw std::runtime_error(ok.error());
}

}  // namespace dg::cli
