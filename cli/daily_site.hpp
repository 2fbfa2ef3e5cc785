// What `daily` adds to its pages for players and editors: the share text's fields (game, number,
// date, link), the branding flags, and the archive site (`daily --site DIR`, page/site.hpp) made
// from the schedule's days.
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "page/page.hpp"

namespace dg::cli {

// `daily --site-url`: an http(s) address, returned ending in '/'; UsageError naming the problem.
std::string checked_site_url(const std::string& url);

// The players' name of a scheduled puzzle's game (an export record's "game" and "variant"):
// "Queens", "Star Battle 2★", "Mini Sudoku".
std::string players_game_name(const nlohmann::json& record);

// The share text's fields of a scheduled puzzle (its record's game, number and date), with the
// link to its day's page on the site at `site_url` ("" for none).
page::Item::Share share_of(const nlohmann::json& record, const std::string& site_url);

struct SiteFlags {
  std::string dir, url, title;  // url checked (checked_site_url) or ""
  page::Options page;           // letters, brand, footer
};

// Writes the site of `sections` (one per day, in date order, as `daily --show --html` makes them)
// whose puzzles are `records` in the same order; says on stderr what it wrote. Errors throw (one
// line, naming the file or the puzzle).
int write_site(const std::vector<page::Section>& sections, const nlohmann::json& records,
               const SiteFlags& flags);

}  // namespace dg::cli
