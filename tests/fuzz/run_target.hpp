// The one entry point the libFuzzer executables link: each is a thin main (fuzz_main.cpp) over
// this, so the heavy harness code (targets.hpp) is compiled once, not once per target.
#pragma once

#include <string>
#include <string_view>

namespace dg::fuzz {

// Runs the target called `name` (targets.hpp) on `data`. Returns "" when every promise held, else
// what broke; a crash or hang is left to the sanitizers and libFuzzer.
std::string run_target(std::string_view name, std::string_view data);

}  // namespace dg::fuzz
