// Small text helpers the statistics reports share (stats_report.cpp, stats_html.cpp): number
// formatting, HTML and CSV escaping, and the tier colours of the charts.
#pragma once

#include <cstdio>
#include <string>

#include "db/tier_order.hpp"
#include "solver/common/html_escape.hpp"

namespace dg::db {

// printf-style formatting of one number, e.g. fmt("%.1f", 2.25) == "2.2".
inline std::string fmt(const char* f, double v) {
  char buf[64];
  std::snprintf(buf, sizeof buf, f, v);
  return buf;
}

// HTML text (stats --html); see solver/common/html_escape.hpp.
inline std::string escape(const std::string& s) {
  return html_escape(s);
}

inline std::string csv_field(const std::string& s) {
  if (s.find_first_of(",\"\n") == std::string::npos) return s;
  std::string out = "\"";
  for (char c : s) out += c == '"' ? std::string("\"\"") : std::string(1, c);
  return out + "\"";
}

// Okabe-Ito palette (colour-blind safe), by tier rank; grey for search and unknown tiers.
inline std::string tier_colour(const std::string& game, const std::string& tier) {
  static const char* kColours[] = {"#009E73", "#56B4E9", "#E69F00", "#CC79A7",
                                   "#0072B2", "#D55E00", "#F0E442"};
  const int rank = tier_rank(game, tier);
  if (tier == "search" || rank < 0 || rank >= 7) return "#777777";
  return kColours[rank];
}

}  // namespace dg::db
