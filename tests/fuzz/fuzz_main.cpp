// The libFuzzer entry point of one harness; CMake builds this file once per target of
// targets.hpp, naming it in DG_FUZZ_TARGET (fuzz_queens_json, fuzz_document, ...).
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <iostream>

#include "tests/fuzz/targets.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const dg::fuzz::Target* target = dg::fuzz::find_target(DG_FUZZ_TARGET);
  try {
    target->run({reinterpret_cast<const char*>(data), size});
  } catch (const dg::fuzz::BrokenInvariant& e) {
    // Abort rather than rethrow, so libFuzzer saves the input with this line above its report.
    std::cerr << "fuzz_" DG_FUZZ_TARGET ": broken invariant: " << e.what() << "\n";
    std::abort();
  }
  return 0;
}
