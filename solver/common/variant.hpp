// Variants: the one value that names which rules and board shape a puzzle of a game has, so the
// store, the schedule, stats and captions can tell a Star Battle from a LinkedIn Queens.
//
// Grammar (docs/formats.md, "Variants"): a variant is "+"-joined parts in the game's fixed order,
// or the game's plain name when it has none of them. Each puzzle has exactly one value.
//   queens: [starsK] [torus] [holes] [givens] [diagonals] [noregions] [counts] [rect] [attack]
//           [pieces] [nolines] [ranges] [units] [maximize]
//           ("starsK" only for K >= 2), plain = "linkedin": a 1-star torus is "torus", a 2-star
//           torus with holes "stars2+torus+holes".
//   tango:  [unique-lines] [signs-only], plain = "plain".
//   zip:    [walls] [rect], plain = "plain".
// A publication series groups the variants whose puzzles a player reads as the same game:
// numbers (#1, #2, ...) run per series. Variants of one series share their label.
#pragma once

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

namespace dg {

// "a+b+c" from its parts, `plain` when there are none.
inline std::string join_variant(const std::vector<std::string>& parts, std::string_view plain) {
  if (parts.empty()) return std::string(plain);
  std::string out;
  for (const auto& p : parts) out += (out.empty() ? "" : "+") + p;
  return out;
}

// Whether `variant` is a game's plain name (a puzzle with none of its game's parts): "linkedin"
// for Queens, "plain" for every other game. No part is called either, so no other value is.
inline bool is_plain_variant(std::string_view variant) {
  return variant == "plain" || variant == "linkedin";
}

// The plain variant's name for `game`.
inline std::string_view plain_variant(std::string_view game) {
  return game == "queens" ? "linkedin" : "plain";
}

// The parts of a variant value ("stars2+torus" -> {"stars2", "torus"}).
inline std::vector<std::string> variant_parts(std::string_view variant) {
  std::vector<std::string> out;
  std::size_t start = 0;
  while (start <= variant.size()) {
    const std::size_t end = std::min(variant.find('+', start), variant.size());
    out.emplace_back(variant.substr(start, end - start));
    start = end + 1;
  }
  return out;
}

// One thing a surface (the reader, the QUBO encoder, ...) cannot take: puzzles of `game` whose
// variant has a part starting with `part` ("stars" matches "stars2"), and why, in words.
struct VariantLimit {
  std::string_view game;
  std::string_view part;
  std::string_view why;
};

// The first limit of `limits` the variant runs into: "" when the surface takes it, else the
// reason ("stars2: a picture does not show ...").
template <class Limits>
std::string variant_refusal(const Limits& limits, std::string_view game, std::string_view variant) {
  for (const std::string& part : variant_parts(variant))
    for (const VariantLimit& l : limits)
      if (l.game == game && part.starts_with(l.part)) return part + ": " + std::string(l.why);
  return {};
}

}  // namespace dg
