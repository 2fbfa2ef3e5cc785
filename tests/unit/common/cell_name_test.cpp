// Cell names for people: spreadsheet columns, 1-based rows.
#include <catch2/catch.hpp>

#include "solver/common/cell_name.hpp"

TEST_CASE("cell names are column letters then 1-based row numbers", "[cell_name]") {
  CHECK(dg::cell_name({0, 0}) == "A1");
  CHECK(dg::cell_name({2, 1}) == "B3");
  CHECK(dg::cell_name({9, 25}) == "Z10");
  CHECK(dg::column_name(26) == "AA");
  CHECK(dg::column_name(27) == "AB");
  CHECK(dg::column_name(51) == "AZ");
  CHECK(dg::column_name(52) == "BA");
  CHECK(dg::row_name(29) == "30");
}
