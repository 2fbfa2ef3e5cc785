// The libFuzzer entry point of one harness; CMake builds this file once per target of
// targets.hpp, naming it in DG_FUZZ_TARGET (fuzz_queens_json, fuzz_document, ...).
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <iostream>

#include "tests/fuzz/run_target.hpp"

// A small puzzle with its solution, run once before fuzzing: fontconfig's first font lookup (the
// render target's captions) takes seconds on a busy machine and would be blamed on an input.
extern "C" int LLVMFuzzerInitialize(int*, char***) {
  (void)dg::fuzz::run_target(
      DG_FUZZ_TARGET,
      R"({"game":"zip","rows":1,"cols":2,"waypoints":[[0,0],[0,1]],"solution":[[0,0],[0,1]]})");
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string broken =
      dg::fuzz::run_target(DG_FUZZ_TARGET, {reinterpret_cast<const char*>(data), size});
  if (!broken.empty()) {
    // Abort, so libFuzzer saves the input with this line above its report.
    std::cerr << "fuzz_" DG_FUZZ_TARGET ": broken invariant: " << broken << "\n";
    std::abort();
  }
  return 0;
}
