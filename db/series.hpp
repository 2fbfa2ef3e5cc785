// Variants and publication series in the store (issue 22, H07). Each puzzle row carries its
// variant (the game's variant_of), each daily slot the series its number counts in (the game's
// variant_series of its puzzle's variant), and numbers are unique per series: a unique index on
// daily(series, number) refuses a second #3, and these functions keep numbers in date order.
//
// Numbering rules (daily.hpp): a number is fixed once its day is published (date <= today); the
// unpublished days of a series are numbered in date order after its last published number.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "db/common/sqlite.hpp"

namespace dg::db {

// Today (the local date) as days since 1970-01-01: the default of every --today, and the one a
// migration uses.
long today_days();

// The variant of a puzzle of `game` given as interchange JSON text ("" for an unknown game or
// JSON the game does not read).
std::string variant_of_json(const std::string& game, const std::string& puzzle_json);
// The series of a variant of `game` (`game` itself when the game is unknown or the variant empty).
std::string series_of_variant(const std::string& game, const std::string& variant);
// The series a stored puzzle is numbered in.
std::string series_of_puzzle(Connection& db, std::int64_t puzzle_id);

// Sets puzzles.variant where it is NULL, and daily.series where it is NULL.
void fill_variants(Connection& db);
void fill_series(Connection& db);

// Published days of `series` whose numbers are not strictly increasing in date order (a number
// repeated or out of order), as "2026-02-01 #1 (after 2026-01-10 #10)"; empty when they are.
std::vector<std::string> published_clashes(Connection& db, const std::string& series,
                                           const std::string& today);

// Clears the numbers of the days of `series` after `published` (YYYY-MM-DD), for renumber_series
// to give again: the unique index would refuse a number an unpublished day still holds.
void clear_unpublished_numbers(Connection& db, const std::string& series,
                               const std::string& published);

// Numbers the unpublished days of `series` (and published ones without a number) in date order
// after its last published number. Pre: in a write transaction; the published numbers are
// strictly increasing (published_clashes is empty).
void renumber_series(Connection& db, const std::string& series, long today);

// Every series made unique and date-ordered, for the migration that adds the unique index: a
// series whose published numbers clash (a store merged before the index existed) is numbered
// afresh, 1.. in date order, as no other choice leaves its numbers unique and in order.
void renumber_all_series(Connection& db, long today);

}  // namespace dg::db
