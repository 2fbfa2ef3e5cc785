// The progress line's text: no rate before it means something, and never "0/s".
#include <catch2/catch.hpp>

#include "cli/progress.hpp"

using dg::cli::format_duration;
using dg::cli::format_rate;
using dg::cli::progress_text;

TEST_CASE("progress line shows no rate before the first second or the first item", "[cli]") {
  CHECK(progress_text("generate zip", 0, 10, 0.0) == "generate zip 0/10");
  CHECK(progress_text("generate zip", 3, 10, 0.4) == "generate zip 3/10");
  CHECK(progress_text("generate zip", 0, 10, 30.0) == "generate zip 0/10");
}

TEST_CASE("progress rates pick a unit that keeps them above zero", "[cli]") {
  CHECK(format_rate(2500) == "2500/s");
  CHECK(format_rate(12.34) == "12.3/s");
  CHECK(format_rate(0.5) == "30.0/min");
  CHECK(format_rate(1.0 / 7200) == "0.50/h");
  // One item in 40 seconds (a slow tier): the old line said "0/s".
  CHECK(progress_text("generate queens", 1, 4, 40.0) == "generate queens 1/4  1.5/min  ETA 2m00s");
}

TEST_CASE("finished runs show the rate and no ETA", "[cli]") {
  CHECK(progress_text("regrade", 500, 500, 2.0) == "regrade 500/500  250/s");
  CHECK(format_duration(3725) == "1h02m");
  CHECK(format_duration(59.4) == "59s");
  CHECK(format_duration(0.3) == "<1s");
}
