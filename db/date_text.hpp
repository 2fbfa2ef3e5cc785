// The one date form the store's filters take: YYYY-MM-DD (what the schedule and the created
// timestamps hold, so comparing the text compares the days).
#pragma once

#include <cctype>
#include <string_view>

namespace dg::db {

// True for "YYYY-MM-DD" with month 01..12 and day 01..31 (the day is not checked against the
// month: a filter bound only needs to sort right).
inline bool is_iso_date(std::string_view s) {
  if (s.size() != 10 || s[4] != '-' || s[7] != '-') return false;
  for (std::size_t i : {0, 1, 2, 3, 5, 6, 8, 9})
    if (!std::isdigit(static_cast<unsigned char>(s[i]))) return false;
  const int month = (s[5] - '0') * 10 + (s[6] - '0'), day = (s[8] - '0') * 10 + (s[9] - '0');
  return month >= 1 && month <= 12 && day >= 1 && day <= 31;
}

// True for a stored creation time, "YYYY-MM-DDTHH:MM:SSZ" (what the store's DEFAULTs write).
inline bool is_iso_timestamp(std::string_view s) {
  if (s.size() != 20 || !is_iso_date(s.substr(0, 10)) || s[10] != 'T' || s[13] != ':' ||
      s[16] != ':' || s[19] != 'Z')
    return false;
  for (std::size_t i : {11, 12, 14, 15, 17, 18})
    if (!std::isdigit(static_cast<unsigned char>(s[i]))) return false;
  return true;
}

}  // namespace dg::db
