// Internal: telling the digits 0-9 (and Sudoku's 'A'-'C' for 10-12) apart by comparing a glyph's
// ink, scaled to a small fixed grid, with templates drawn once with cairo's sans-serif bold (the
// font the boards use is a similar grotesque; Zip's reader then assigns whole numbers, which
// absorbs a close call).
#pragma once

#include <array>
#include <cstdint>
#include <vector>

namespace dg::vision {

inline constexpr int kGlyphW = 10, kGlyphH = 14;

// A glyph's ink (0..1) resampled to kGlyphW x kGlyphH over its bounding box, plus the box's
// width/height ratio (a "1" is narrow, whatever it looks like inside).
struct Glyph {
  std::array<float, kGlyphW * kGlyphH> ink{};
  double aspect = 0;
};

// Builds a glyph from a binary mask of `w` x `h` (1 = ink) restricted to its bounding box.
Glyph glyph_from_mask(const std::vector<std::uint8_t>& mask, int w, int h);

// How unlike digit `d` the glyph is: 0 for identical, about 1 for unrelated shapes.
double digit_distance(const Glyph& g, int d);
// The same for a symbol of kSymbols: '0'..'9', or 'A'..'C' (Sudoku's 10..12); any other
// character is unlike every glyph (returns a large distance).
inline constexpr char kSymbols[] = "0123456789ABC";
double symbol_distance(const Glyph& g, char symbol);

}  // namespace dg::vision
