// A small Tango 6x6 schedule for the merge and numbering tests: `days` days from `from`,
// generated with `seed`, numbers published up to `today`.
#pragma once

#include <catch2/catch.hpp>

#include <cstdint>

#include "db/daily.hpp"
#include "db/store.hpp"

inline dg::db::Curve tango_curve() {
  dg::db::Curve c;
  for (auto& day : c.by_weekday) day = {{"tango", 6, 6, "basic"}};
  return c;
}

inline void fill_tango(dg::db::Store& store, long from, int days, std::uint64_t seed, long today) {
  dg::db::DailyOptions o;
  o.games = {"tango"};
  o.seed = seed;
  o.jobs = 1;
  o.today = today;
  REQUIRE(dg::db::fill_daily(store, tango_curve(), from, days, o).scheduled == days);
}
