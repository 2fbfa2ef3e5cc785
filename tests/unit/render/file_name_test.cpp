// File names from ids: an id never chooses a directory or a hidden file.
#include <catch2/catch.hpp>

#include "render/file_name.hpp"

using dg::render::safe_base_name;

TEST_CASE("ids become safe base names", "[render]") {
  CHECK(safe_base_name("writeup-heuristics_example.2") == "writeup-heuristics_example.2");
  CHECK(safe_base_name("#3") == "3");
  CHECK(safe_base_name("../../etc/passwd") == "passwd");
  CHECK(safe_base_name("/tmp/x") == "x");
  CHECK(safe_base_name("a\\b\\c") == "c");
  CHECK(safe_base_name("..") == "puzzle");
  CHECK(safe_base_name(".hidden") == "hidden");
  CHECK(safe_base_name("a b:c*?") == "abc");
  CHECK(safe_base_name("") == "puzzle");
  CHECK(safe_base_name("dir/") == "puzzle");
  CHECK(safe_base_name("-") == "-");
}
